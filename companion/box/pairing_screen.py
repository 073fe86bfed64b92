"""The box's « Téléphones » screen when phones may answer as seats: pairing is a physical act at the box.

Reached where the box already shows the phones' page (OK held: the board's index, then « Téléphones », A of
its second page), for the game in progress, when the box listens for the page (its socket is open).
Opening it opens pairing: the QR code of `http://<page>/pair#CODE` and the six-digit code, valid two
minutes (the code after `#` never reaches a server log; the phone's page reads it). OK shows the phones
paired (« Anne : Sire Kay »), where A, B, C unpair each; OK again the code; BACK closes the screen and
the pairing with it. A phone that takes back a seat is said over the list; a pairing closed by wrong
codes says so, not that the code expired. Its words are the box's (core/locale, `pairing.*`).
"""
from __future__ import annotations

from companion.core.screen import PICTURE, View
from .seats import seat_label

PER_PAGE = 3


class PairingScreen:
    """The pairing overlay over the game's menus: its own buttons until BACK closes it."""

    def __init__(self, companion):
        self.companion = companion
        self.listing = False       # False: the code and its QR code; True: the phones paired
        self.page = 0
        self.shown_seconds = -1
        self._qr: tuple[str, object] | None = None
        self.told = ""             # what the box says once over the phones' list (a phone replaced)
        companion.seats.open(companion.session.game_id)

    def tell(self, words: str) -> None:
        """Say `words` at the box over the phones' list (until the next OK)."""
        self.told, self.listing, self.page = words, True, 0

    def on_button(self, name: str, held: bool) -> bool:
        """A press while the screen is open; False once it closes (BACK)."""
        seats = self.companion.seats
        if name == "BACK":
            seats.close()
            return False
        if held:
            return True                # OK held: the board is under this screen; nothing else is sent
        if name == "OK":
            self.told = ""
            if not seats.is_open():
                seats.open(self.companion.session.game_id)   # a fresh code after the last ran out
                self.listing = False
            elif self.listing and (self.page + 1) * PER_PAGE < len(seats.listed()):
                self.page += 1
            else:
                self.listing, self.page = not self.listing, 0
            return True
        if self.listing and name in ("A", "B", "C"):
            listed = seats.listed()
            at = self.page * PER_PAGE + "ABC".index(name)
            if at < len(listed):
                seats.unpair(listed[at].seat)
                if self.page and self.page * PER_PAGE >= len(seats.listed()):
                    self.page -= 1
        return True

    def tick(self) -> bool:
        """Whether the seconds shown have changed (the engine loop's idle tick redraws then)."""
        return not self.listing and self.companion.seats.seconds_left() != self.shown_seconds

    def view(self) -> View:
        """The screen now: the code with its QR code, or the phones paired."""
        cat, seats = self.companion.catalog, self.companion.seats
        listed = seats.listed()
        if self.listing:
            items = listed[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
            lines = [cat.text("pairing.paired", name=s.name, seat=seat_label(s.seat, cat)) for s in listed]
            prompt = "\n".join(filter(None, (self.told, *lines))) or cat.text("pairing.none")
            return View(prompt=prompt, menu=tuple(cat.text("pairing.unpair", name=s.name) for s in items),
                        ok=cat.text("pairing.ok-code"))
        left = seats.seconds_left()
        self.shown_seconds = left
        if not left:
            why = "pairing.closed-codes" if seats.closed_by_codes else "pairing.expired"
            return View(prompt=cat.text(why), ok=cat.text("pairing.ok-new-code"))
        caption = cat.text("pairing.caption", code=seats.code, minutes=left // 60, seconds=f"{left % 60:02d}",
                           count=len(listed))
        return View(prompt=PICTURE, picture=self._picture(seats.code), caption=caption, ok=cat.text("pairing.ok-list"))

    def spoken(self) -> str:
        """What speech says of the screen (a QR code is not said: the code is, digit by digit)."""
        cat, seats = self.companion.catalog, self.companion.seats
        if self.listing:
            return self.told
        if not seats.is_open():
            return cat.text("pairing.closed-codes") if seats.closed_by_codes else ""
        return cat.text("pairing.spoken", code=" ".join(seats.code))

    def _picture(self, code: str):
        """The QR code of the pairing page with the code after `#` (drawn once per code)."""
        if self._qr is None or self._qr[0] != code:
            from companion.core.screen import qr_image
            url = f"{self.companion.page_url.rstrip('/')}/pair#{code}"
            self._qr = (code, qr_image(url, size=64))
        return self._qr[1]
