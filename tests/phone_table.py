"""A table with phones as seats, seen from outside: the box (its engine thread, a real journal, the socket
for the page) and a real `camelot web` process on a loopback port, with phones as HTTP clients.

Shared by the browser test, the outside abuse run and the Merlin game played by four phones: each
starts what a table starts (`camelot web` as its own process, the box beside it) and plays through
the page's routes as a phone's browser does (the cookie set at pairing, the page's own Origin).
"""
from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

from companion.box.app import Scanned, Typed, listen_for_seats
from companion.box.seat_socket import socket_path
from companion.core.i18n import Catalog
from companion.journal.session import Session
from companion.journal.store import Journal
from tests.wired_box import WiredBox
from tests.tapping import tap_of

ROOT = Path(__file__).resolve().parent.parent
COOKIE = "camelot_seat"


class PhoneTable(WiredBox):
    """The box as `camelot run` builds it (the game menu first, any game, the page's address known), its
    socket open for the page; `url` is where `WebProcess(box.journal_path, box.port)` will serve it."""

    def __init__(self, folder: Path, lang: str = "fr", merlin: dict | None = None):
        self.journal_path = Path(folder) / "journal.sqlite"
        self.socket_path = socket_path(self.journal_path)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        super().__init__(Session.open(self.journal_path), None, Catalog.load(lang, None), tags=None,
                         choose=True, game_options={"merlin": merlin or {"dice": "box"}}, page_url=self.url + "/")
        self.socket = listen_for_seats(self.journal_path, self.companion)
        assert self.socket is not None, "the box could not open its socket for the page"
        self.presses = 0       # the box's buttons pressed (pairing, pages read), counted for the plays' notes

    def type(self, *lines: str) -> None:
        """Lines given to the box as its keyboard gives them (the setup a table does at the box)."""
        for line in lines:
            self.companion.put(Typed(line))
            self.settle()
            last = self.companion.last
            assert last is not None and last.accepted, (line, last and last.message)

    def scan(self, slug: str) -> None:
        """A card laid on the box's reader."""
        self.companion.put(Scanned(slug))
        self.settle()

    def press(self, *names: str) -> None:
        self.presses += len(names)
        super().press(*names)

    def open_pairing(self) -> str:
        """The table opens « téléphones » at the box (OK held: the board's index, then OK) and reads the code
        under its QR code."""
        self.settle()
        self.presses += 1
        self.hold("OK", until=lambda: self.companion.view is not None and
                  self.companion.view.prompt == self.companion.catalog.text("ui.board-index"))
        self.press("OK", "A")                   # « Téléphones »: A of the index's second page
        found = re.search(r"Code (\d{6})", self.companion.view.caption or "")
        assert found and self.companion.pairing is not None, self.companion.view
        return found.group(1)

    def close_pairing(self) -> None:
        """BACK closes the phones' screen (and the pairing with it), then BACK leaves the board's index it
        was opened from: the game's menus again."""
        from companion.core.frontend import BoardStep
        if self.companion.pairing is not None:
            self.press("BACK")
        for _ in range(3):                      # the index's second page, then its first, then closed
            if not isinstance(self.companion.frontend.open_step, BoardStep):
                break
            self.press("BACK")

    def journaled(self) -> list[str]:
        """The game's lines as the journal holds them, read as the page reads them (read-only)."""
        if self.session.game_id is None:
            return []
        reader = Journal.reader(self.journal_path)
        try:
            return reader.lines(self.session.game_id)
        finally:
            reader.close()

    def message(self) -> str:
        """What the box's screen says over its menu now (« Anne (téléphone) : … »)."""
        self.settle()
        return self.companion.view.message or ""

    def close(self) -> None:
        self.socket.close()
        super().close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class WebProcess:
    """`camelot web --journal J` as its own process on a loopback port (the box's socket beside J)."""

    def __init__(self, journal: Path, port: int | None = None, wait_s: float = 30.0):
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "companion.cli", "web", "--journal", str(journal),
             "--host", "127.0.0.1", "--port", str(self.port)],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + wait_s
        while True:
            try:
                if httpx.get(self.url + "/state.json", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"camelot web did not start: {self.output()}")
            time.sleep(0.1)

    def stop(self) -> None:
        """Stop the page's process as its service is stopped."""
        if self.process.poll() is None:
            self.process.terminate()          # SIGTERM, as systemd stops the service
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def output(self) -> str:
        """What the page's process printed (its log): read once it has stopped."""
        self.stop()
        return self.process.stdout.read().decode("utf-8", "replace") if self.process.stdout else ""

    def __enter__(self) -> "WebProcess":
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


class Phone:
    """A phone's browser as the page's scripts use it: its cookie jar and the page's own Origin."""

    def __init__(self, url: str, lang: str = "fr"):
        self.url, self.lang = url, lang
        self.client = httpx.Client(base_url=url, headers={"Origin": url}, timeout=10)
        self.taps = 0          # every press of a button of the seat's menu (a level opened or a line sent)

    def pair(self, code: str, seat: str, name: str) -> dict:
        """The pairing form: the code, « Voir les places », the seat, the name, « Prendre cette place »."""
        free = self.client.post("/seat/seats", json={"code": code}).json()
        assert free["ok"] and seat in [s["seat"] for s in free["seats"]], free
        answer = self.client.post("/seat/pair", json={"code": code, "seat": seat, "name": name})
        assert answer.status_code == 200, answer.text
        assert self.client.cookies.get(COOKIE), "the pairing set no cookie"
        return answer.json()

    def menu(self, path: list | None = None) -> dict:
        """One level of the seat's menu, as seat.js asks it."""
        query = ".".join(str(p) for p in path or [])
        return self.client.get("/seat/menu", params={"path": query, "lang": self.lang}).json()

    def tap(self, menu: dict, path: list, line: str | None = None) -> httpx.Response:
        """A choice on `menu` sent as seat.js sends it (tests/tapping.py): the menu's position, the path, the
        line its button said, its own id."""
        return self.client.post("/seat/tap", json=tap_of(menu, path, line))

    def close(self) -> None:
        self.client.close()
