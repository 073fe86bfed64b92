"""A box with four phones as seats and a voice that records what it is asked to say, for the story's tests
(tests/test_story.py): the box's engine thread, a real journal, its socket for the page (phones ask through
it as the page forwards them), a Merlin game set up at the box."""
from __future__ import annotations

import random
import time

from drivers.base import ButtonPress

from companion.box.app import Typed, listen_for_seats
from companion.box.seat_socket import socket_path
from companion.core.i18n import Catalog
from companion.journal.session import Session
from companion.journal.store import Journal
from companion.web.seat_link import BoxLink
from tests.merlin.table import entry_lines
from tests.wired_box import WiredBox

NAMES = {"p1": "Anne", "p2": "Bruno", "p3": "Chloé", "p4": "Denis"}


class Voice:
    """The speaker at the hardware boundary: every sentence it is handed, in order."""

    missing: list = []

    def __init__(self):
        self.said: list[str] = []

    def say(self, text: str) -> None:
        self.said.append(text)

    def close(self) -> None:
        pass


class Phone:
    """A seat's phone as seat.js asks: its menu with the story after the last step it has, its taps."""

    def __init__(self, link: BoxLink, token: str, seat: str):
        self.link, self.token, self.seat = link, token, seat
        self.since = 0                       # paired at the game's start: the whole story is for it
        self.got: list[dict] = []            # every story step this phone was given, in order
        self.shown: dict = {}
        self.taps = 0

    def look(self, path=()) -> dict:
        """The seat's menu at `path` (the story's new steps kept)."""
        for _ in range(50):
            answer = self.link.ask({"op": "menu", "token": self.token, "path": list(path), "since": self.since})
            if answer.get("error") != "too-many":
                break
            time.sleep(0.3)           # a robot asks faster than a hand: it waits as the box asks
        if answer.get("ok"):
            self.got += answer["story"]
            self.since = answer["told"]
            self.shown = answer
        return answer

    def tap(self, path, shown: dict | None = None) -> dict:
        """A choice on the menu it shows, a second after it was drawn (its journal position, its own id and the
        box's question it answers)."""
        shown = shown or self.shown
        self.taps += 1
        return self.link.ask({"op": "tap", "token": self.token, "id": f"{self.seat}-tap-{self.taps:05d}",
                              "position": shown.get("position"), "shown_ms": 1000, "path": list(path),
                              "box_question": shown.get("box_question", "")})


class StoryBox(WiredBox):
    """The box, its voice recorded, its socket for the page open, Merlin's dice rolled by the box."""

    def __init__(self, folder, lang: str = "fr"):
        self.journal_path = folder / "journal.sqlite"
        self.voice = Voice()
        super().__init__(Session.open(self.journal_path), "merlin", Catalog.load(lang, "merlin"), tags=None,
                         speaker=self.voice, game_options={"merlin": {"dice": "box"}},
                         page_url="http://192.168.1.20:8080/")
        self.socket = listen_for_seats(self.journal_path, self.companion)
        self.link = BoxLink(socket_path(self.journal_path))

    def press(self, *names: str) -> None:
        """Buttons pressed (not held) as the drivers tell them: never taken for a hold on a busy machine."""
        for name in names:
            self.companion.put(ButtonPress(name, False))
            self.settle()

    def type(self, *lines: str) -> None:
        """Lines given at the box, each once what covers its menu is read (a table reads the box, then acts)."""
        for line in lines:
            for _ in range(50):
                if not self.companion.view.cover:
                    break
                self.press("OK")
            self.companion.put(Typed(line))
            self.settle()

    def set_up(self, rng: random.Random) -> None:
        """The setup lines due, typed at the box; the rolls by the box's dice (OK)."""
        for _ in range(400):
            state = self.session.state()
            if state["phase"] not in ("setup", "prepare"):
                return
            before = len(self.journaled())
            waiting = state["waiting"]
            if waiting.get("roll") and not any(waiting.get(k) for k in ("domain", "start", "traitors")):
                self.press("OK")
                if len(self.journaled()) > before:
                    continue
            self.type(*entry_lines(state, rng))
        raise AssertionError(f"the setup does not end: {self.session.state()['waiting']}")

    def read_pages(self) -> None:
        """OK at the box until it shows a menu and no message covers it."""
        for _ in range(300):
            view = self.companion.view
            if any(view.menu) and not view.cover:
                return
            self.press("OK")
        raise AssertionError(f"the box says pages without end: {self.companion.view}")

    def pair_all(self) -> dict[str, Phone]:
        """Four phones paired, one a seat."""
        phones = {}
        for seat, name in NAMES.items():
            code = self.companion.seats.open(self.session.game_id)
            answer = self.link.ask({"op": "pair", "code": code, "seat": seat, "name": name})
            assert answer["ok"], answer
            phones[seat] = Phone(self.link, answer["token"], seat)
        self.companion.seats.close()
        self.companion.pairing = None
        self.settle()
        return phones

    def journaled(self) -> list[str]:
        if self.session.game_id is None:
            return []
        reader = Journal.reader(self.journal_path)
        try:
            return reader.lines(self.session.game_id)
        finally:
            reader.close()

    def close(self) -> None:
        self.link.close()
        self.socket.close()
        super().close()
