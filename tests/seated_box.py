"""A Shadows box on the table with its socket for the page open beside its journal (phones as seats)."""
from __future__ import annotations

from companion.box.seat_socket import SeatSocket, socket_path
from companion.games.shadows.table.frontend import Menus as Frontend
from companion.core.i18n import Catalog
from companion.journal.session import Session
from companion.journal.store import Journal
from companion.web.seat_link import BoxLink
from tests.wired_box import WiredBox


class SeatedBox(WiredBox):
    """The box's engine thread, a real journal, and the Unix socket the page forwards the phones' requests to."""

    def __init__(self, folder, game="shadows", catalog=None, page_url="http://192.168.1.20:8080/", **options):
        self.cat = catalog or Catalog.load("fr", "shadows")
        self.journal_path = folder / "journal.sqlite"
        self.socket_path = socket_path(self.journal_path)
        super().__init__(Session.open(self.journal_path), game, self.cat, tags=None,
                         page_url=page_url, **options)
        self.socket = SeatSocket(self.socket_path, self.companion.put).start()
        self.companion.seats_on = True
        self.link = BoxLink(self.socket_path)

    def open_pairing(self) -> str:
        """The table opens « Téléphones » at the box (here straight on the seats, the engine thread idle)."""
        self.settle()
        return self.companion.seats.open(self.session.game_id)

    def open_phones(self) -> str:
        """« Téléphones » opened with the box's buttons: OK held opens the board's index, OK its second page, A the
        phones' screen; the pairing code it shows."""
        self.hold("OK", until=lambda: self.companion.view is not None
                  and self.companion.view.prompt == self.cat.text("ui.board-index"))
        self.press("OK")
        assert self.companion.view.menu[0] == self.cat.text("ui.board-phones-entry")
        self.press("A")
        return self.companion.seats.code

    def pair(self, seat: str, name: str) -> str:
        """A phone paired through the socket as the page does it: its token."""
        answer = self.link.ask({"op": "pair", "code": self.open_pairing(), "seat": seat, "name": name})
        assert answer["ok"], answer
        return answer["token"]

    def journaled(self) -> list[str]:
        """The lines the journal holds for the game, read as the page reads them (read-only)."""
        reader = Journal.reader(self.journal_path)
        try:
            return reader.lines(self.session.game_id)
        finally:
            reader.close()

    def close(self):
        self.link.close()
        self.socket.close()
        super().close()
