"""Phones as seats (issue 24): pairing, tokens and the requests the page forwards, served on the engine thread.

The web process never writes the journal: it forwards each phone's request over a local socket
(`seat_socket.py`), which wraps it in a `SeatRequest` and hands it to `Companion.put`. The engine
thread alone takes it (`serve`): it checks the seat's token, the journal's position the phone chose on,
whose decision it is (a tap sent again gets its first answer: taps.py), submits the line (journaled,
synced), shows the frame, and only then answers.

A token is `secrets.token_urlsafe(32)`, given once at pairing and kept here only as its hash. Pairing
is opened at the box (a physical act): a six-digit code valid two minutes, closed after a few wrong
tries (and the box says why). A phone that pairs onto a seat already paired replaces the phone there (a
lost phone comes back; the box says so). The hashes are kept beside the journal (`seat_file.py`): the
box restarted, the same game's phones play on. A new game starts with no seat paired, and a phone of the
game before is told so.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import threading
import time
from collections import deque
from dataclasses import dataclass, field, replace

from companion.web.seat_names import overlay
from .taps import Answered

PAIR_WINDOW_S = 120.0      # a pairing code is valid two minutes
CODE_TRIES = 5             # wrong codes before the pairing closes (10^6 codes: one chance in 200,000)
RATE_WINDOW_S = 10.0       # a seat's requests are counted over this window...
RATE_MAX = 30              # ...its taps refused beyond this many (a person taps a few times a second at most)
LOOKS_MAX = 120            # ...its menus beyond this many (asked again at every new state: an undo held, a setup)


class SeatRefused(Exception):
    """A seat request refused: its code (for the page) and a catalog key for the plain words."""

    def __init__(self, code: str, key: str, **params):
        super().__init__(code)
        self.code, self.key, self.params = code, key, params


@dataclass
class SeatRequest:
    """One request of the page, waiting for the engine thread's answer (`answer`, then `done`)."""

    op: str
    body: dict
    done: threading.Event = field(default_factory=threading.Event)
    answer: dict | None = None

    def reply(self, answer: dict) -> None:
        """Give the answer and wake the socket's thread that waits for it."""
        self.answer = answer
        self.done.set()


@dataclass
class Seat:
    """A paired phone: the seat it answers for, its player's name, its token's hash and recent requests."""

    seat: str
    name: str
    digest: str
    recent: deque = field(default_factory=deque)     # its taps' times
    looks: deque = field(default_factory=deque)      # its menus' times
    answered: Answered = field(default_factory=Answered)   # its last taps' answers, for a tap sent again


def digest(token: str) -> str:
    """A token as the box keeps it (never the token itself)."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def version_of(state: dict) -> str:
    """The public state as a short fingerprint (the key of the menus computed on it; a tap names its state by
    the journal's position instead: an undo brings a fingerprint back, never a position)."""
    text = json.dumps(state, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


def deciding_seat(state: dict) -> str | None:
    """Whose decision it is on `state`: the pending decision's player when it names one, else the
    current seat; None while nobody is to act (setup, a finished game)."""
    if state.get("over") or not state.get("seats"):
        return None
    pending = state.get("pending") or {}
    if pending.get("player"):
        return pending["player"]
    current = state.get("current")
    return current if current in state["seats"] else None


class Seats:
    """The box's pairing window and its paired phones, for the game in progress (engine thread only)."""

    def __init__(self, clock=time.monotonic, new_token=lambda: secrets.token_urlsafe(32),
                 new_code=lambda: f"{secrets.randbelow(10 ** 6):06d}"):
        self.clock, self.new_token, self.new_code = clock, new_token, new_code
        self.game_id: int | None = None
        self.code: str | None = None
        self.until = 0.0
        self.tries = 0
        self.closed_by_codes = False          # the last pairing was closed by CODE_TRIES wrong codes
        self.paired: dict[str, Seat] = {}     # token hash -> seat
        self.retired: dict[str, str] = {}     # hash -> why it works no more (a phone replaced, a game before)
        self.replaced: tuple[str, str, str] | None = None   # (seat, old name, new name): the box says it once
        self.menus: dict[tuple, dict] = {}    # menu levels computed on the current version (5 phones, one state)
        self.kept = None                      # where the hashes are kept (a SeatFile), when the box keeps them
        self._restore = None                  # (game id, seats) read back from `kept`, until `follow` takes them

    # ------------------------------------------------------------------ the box's side

    def keep_in(self, kept) -> None:
        """Keep the phones' hashes in `kept` (a `SeatFile` beside the journal) and take back those it holds:
        they answer again once the box follows the same game (`follow`)."""
        self.kept = kept
        self.game_id = None
        self._restore = kept.read()

    def follow(self, game_id: int | None) -> None:
        """A new game (or none) starts with no phone paired and the pairing closed; the game whose phones
        were kept (the box restarted) takes them back."""
        restore = self._restore
        if game_id == self.game_id and restore is None:
            return
        self._restore = None
        if restore is not None and game_id is not None and restore[0] == game_id:
            self.game_id, self.code = game_id, None
            self.paired = {seat.digest: seat for seat in restore[1]}
            return
        before = [*self.paired.values(), *(restore[1] if restore else ())]
        self.retired.update((seat.digest, "seats.new-game") for seat in before)
        self.game_id, self.paired, self.code, self.replaced = game_id, {}, None, None
        self._keep()

    def open(self, game_id: int | None) -> str:
        """Open pairing for the game in progress: a fresh code, valid PAIR_WINDOW_S."""
        self.follow(game_id)
        self.code, self.until, self.tries = self.new_code(), self.clock() + PAIR_WINDOW_S, 0
        self.closed_by_codes = False
        return self.code

    def close(self) -> None:
        """Close pairing (the box's screen left, the time ran out, too many wrong codes)."""
        self.code = None

    def is_open(self) -> bool:
        """Whether a code is valid now."""
        if self.code is not None and self.clock() >= self.until:
            self.code = None
        return self.code is not None

    def seconds_left(self) -> int:
        """Seconds the code is still valid (0 when closed)."""
        return max(0, int(self.until - self.clock() + 0.999)) if self.is_open() else 0

    def listed(self) -> list[Seat]:
        """The paired phones, in the order of the game's seats' names."""
        return sorted(self.paired.values(), key=lambda s: s.seat)

    def unpair(self, seat: str) -> bool:
        """Forget the phone of `seat` (its token no longer works)."""
        before = len(self.paired)
        self.paired = {d: s for d, s in self.paired.items() if s.seat != seat}
        if len(self.paired) != before:
            self._keep()
        return len(self.paired) != before

    def _keep(self) -> None:
        """Leave the phones' hashes for the next start of the box (when it keeps them)."""
        if self.kept is not None:
            self.kept.write(self.game_id, list(self.paired.values()))

    # ------------------------------------------------------------------ the phones' side

    def check_code(self, code) -> None:
        """The pairing code a phone typed; a wrong one counts, and CODE_TRIES of them close the pairing."""
        if not self.is_open():
            raise SeatRefused("pairing-closed", "seats.too-many-codes" if self.closed_by_codes else "seats.pairing-closed")
        if not isinstance(code, str) or not hmac.compare_digest(code.strip().encode(), self.code.encode()):
            self.tries += 1
            if self.tries >= CODE_TRIES:
                self.close()
                self.closed_by_codes = True     # the box's screen says so: someone may be guessing
                raise SeatRefused("pairing-closed", "seats.too-many-codes")
            raise SeatRefused("wrong-code", "seats.wrong-code")

    def free(self, seats: list[str]) -> list[str]:
        """The game's seats no phone answers for yet."""
        taken = {s.seat for s in self.paired.values()}
        return [seat for seat in seats if seat not in taken]

    def holder(self, seat: str) -> Seat | None:
        """The phone paired with `seat`, if any."""
        return next((s for s in self.paired.values() if s.seat == seat), None)

    def pair(self, code, seat, name, seats: list[str]) -> str:
        """Pair a phone with `seat` under `name`: its token (given once; only its hash is kept). A phone
        already there is replaced (its token works no more): `replaced` says whose, for the box to say."""
        from companion.core.protocol import valid_name
        self.check_code(code)
        if not isinstance(seat, str) or seat not in seats:
            raise SeatRefused("no-such-seat", "seats.no-such-seat")
        if not isinstance(name, str) or not valid_name(name.strip()):
            raise SeatRefused("bad-name", "seats.bad-name")
        old = self.holder(seat)
        if old is not None:
            del self.paired[old.digest]
            self.retired[old.digest] = "seats.replaced"
        token = self.new_token()
        self.paired[digest(token)] = Seat(seat, name.strip(), digest(token))
        self.replaced = (seat, old.name, name.strip()) if old is not None else None
        self._keep()
        return token

    def who(self, token, looking: bool = False) -> Seat:
        """The seat a token answers for, this request counted (a menu `looking`, else a tap); refused when
        the token is unknown or the seat asks too often."""
        seat = self.paired.get(digest(token)) if isinstance(token, str) and token else None
        if seat is None:
            why = self.retired.get(digest(token)) if isinstance(token, str) and token else None
            if why:                          # a phone the box knew: told why, so its page can say it
                raise SeatRefused(why.removeprefix("seats."), why)
            raise SeatRefused("not-paired", "seats.not-paired")
        times, most = (seat.looks, LOOKS_MAX) if looking else (seat.recent, RATE_MAX)
        now = self.clock()
        while times and now - times[0] > RATE_WINDOW_S:
            times.popleft()
        if len(times) >= most:
            raise SeatRefused("too-many", "seats.too-many")
        times.append(now)
        return seat

    def named(self, state: dict) -> dict:
        """`state` with each paired phone's name for a player the game left unnamed (`p2` named « p2 »):
        what the box's screen, speech and the phones' menus say. The journal keeps the game's own names
        (a contract's names come with `new` alone); the page reads them from the box's file (`given`)."""
        return overlay(state, self.given()) if self.paired else state

    def named_events(self, outcome):
        """`outcome` with each paired phone's name in its events where the game named that seat by its seat
        (`name`, `of_name`, `target_name` « p2 »: a game started without names), as `named` does for the state:
        what the box says. The journal keeps the game's own; an outcome naming no paired seat is `outcome`."""
        given = self.given() if self.paired else {}
        if not given or not getattr(outcome, "events", None):
            return outcome

        def names(params: dict) -> dict:      # a list of entries naming seats too (the tournament's totals)
            return {key: given[value] if (key == "name" or key.endswith("_name")) and isinstance(value, str)
                    and value in given else [names(v) if isinstance(v, dict) else v for v in value]
                    if isinstance(value, list) else value for key, value in params.items()}

        def renamed(event):
            params = names(event.params)
            return event if params == event.params else replace(event, params=params)
        events = tuple(renamed(event) for event in outcome.events)
        return outcome if events == tuple(outcome.events) else replace(outcome, events=events)

    def given(self) -> dict[str, str]:
        """{seat: the name its phone gave at pairing}."""
        return {s.seat: s.name for s in self.paired.values()}

    def name_of(self, seat: str, state: dict, catalog) -> str:
        """A seat's name for the table: its phone's player, the game's name for it, or the knight's."""
        for paired in self.paired.values():
            if paired.seat == seat:
                return paired.name
        player = (state.get("players") or {}).get(seat) or {}
        if player.get("name") and player["name"] != seat:
            return player["name"]
        names = getattr(catalog, "names", None) or {}
        if f"knight-{seat}" in names:
            return catalog.name(f"knight-{seat}")    # a Name: « au tour du Roi Arthur »
        said = getattr(catalog, "seat_name", None)   # a game's word for a seat without a name (« Joueur 1 »)
        return said(seat) if said else seat


def seat_label(seat: str, catalog) -> str:
    """A seat as the pairing screen names it: its knight (« Sire Kay »), else « place 2 » for `p2`."""
    names = getattr(catalog, "names", None) or {}
    if f"knight-{seat}" in names:
        return str(catalog.name(f"knight-{seat}"))
    if seat[:1] == "p" and seat[1:].isdigit():
        return catalog.text("pairing.place", number=int(seat[1:]))
    return seat
