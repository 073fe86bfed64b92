"""The box end to end with fakes only at the hardware boundary: mock pins, a fake reader, a dummy
screen, a real journal, the real engine thread. Press A, scan a card, see the prompt and the state."""
from __future__ import annotations

import threading
import time

import pytest

from companion.games.shadows.table.frontend import Menus as Frontend
from companion.core.i18n import Catalog
from companion.journal.session import Session
from companion.games.shadows.cards import CARDS
from companion.box.tagmap import TagMaps
from tests.wired_box import PINS, WiredBox

DESPAIR, STRANGER = "04A1B2C3D4E5F6", "04FFFFFFFFFF01"


class Box(WiredBox):
    """A box on the table with a Shadows game's deck, the engine on its own thread."""

    def __init__(self, folder):
        tags = TagMaps({"shadows": folder / "tags.json", "tournament": folder / "tags-tournament.json"},
                       known={"shadows": CARDS})
        tags.deck("shadows").enroll(DESPAIR, "despair")
        self.cat = Catalog.load("fr", "shadows")
        super().__init__(Session.open(folder / "journal.sqlite"), "shadows", self.cat, tags)


@pytest.fixture
def box(tmp_path):
    b = Box(tmp_path)
    yield b
    b.close()


def test_press_a_scan_the_card_see_the_prompt_and_the_state(box, tmp_path):
    assert box.session.submit("new arthur gawain kay").accepted
    box.press("A")
    assert box.session.state()["pending"]["decision"] == "black"
    assert box.companion.view.prompt == box.cat.text("decision.black")
    box.reader.place(DESPAIR)
    box.settle()
    state = box.session.state()
    assert state["quests"]["grail"]["despair"] == 1 and state["phase"] == "heroic"
    assert box.screen.image is not None
    # Journaled before the frame: a new session on the same file sees the card.
    assert Session.open(tmp_path / "journal.sqlite").lines[-1] == "black despair"


def test_an_unknown_tag_is_said_plainly_and_changes_nothing(box):
    assert box.session.submit("new arthur gawain kay").accepted
    box.press("A")
    before = box.session.state()
    box.reader.place(STRANGER)
    box.settle()
    assert box.session.state() == before
    assert box.companion.view.alert and box.companion.view.message == box.cat.error("unknown-tag", None)


def test_a_card_of_the_other_games_deck_is_said_plainly_and_changes_nothing(box):
    box.companion.tags.deck("tournament").enroll("04ABCDEF000001", "red-3")
    assert box.session.submit("new arthur gawain kay").accepted
    before = box.session.state()
    box.reader.place("04ABCDEF000001")
    box.settle()
    assert box.session.state() == before
    assert box.companion.view.alert
    assert box.companion.view.message == "Cette carte est du jeu Camelot (tournois) : ce n'est pas la partie en cours."


def test_holding_back_takes_back(box):
    assert box.session.submit("new arthur gawain kay").accepted
    box.press("B")
    assert box.session.state()["siege"] == 1
    pin = box.factory.pin(PINS["BACK"])
    pin.drive_low()
    deadline = time.monotonic() + 5
    while box.session.state()["siege"] and time.monotonic() < deadline:
        time.sleep(0.02)
    pin.drive_high()
    box.settle()
    assert box.session.state()["siege"] == 0 and box.session.state()["phase"] == "evil"


def test_holding_ok_opens_the_board_on_a_menu_of_several_pages_and_sends_nothing(box):
    assert box.session.submit("new arthur gawain kay").accepted
    box.press("B")                                   # a siege engine: its two lines share the screen with the menu
    first = box.companion.view.menu
    assert box.companion.view.message and box.companion.view.more and len(first) == 3
    lines = list(box.session.lines)
    board = box.cat.text("ui.board-index")
    box.hold("OK", until=lambda: box.companion.view.prompt == board)
    assert box.companion.view.prompt == board
    assert box.session.lines == lines                # the hold turned no page and sent no line
    box.press("BACK")                                # BACK closes the board: the menu is back, page 1
    assert box.companion.view.prompt == box.cat.text("ui.heroic")
    assert box.companion.view.menu == first and box.companion.view.page == 0
    assert box.session.lines == lines


def test_a_short_press_of_ok_still_turns_the_menus_page(box):
    assert box.session.submit("new arthur gawain kay").accepted
    box.press("B", "OK", "OK")                       # a siege engine, its message closed, then the next page
    assert box.companion.view.ok == box.cat.text("ok.more", page=2, pages=4)


def test_camelot_run_with_parts_missing_says_so_and_keeps_playing(tmp_path, capsys):
    """No screen, no buttons' pin library, a fake reader: plain messages, no traceback, a clean stop."""
    from companion.box.app import run_box
    from companion.box.config import load_config
    config = tmp_path / "config.toml"
    config.write_text(f'journal_path = "{tmp_path / "journal.sqlite"}"\ntag_map_path = "{tmp_path / "tags.json"}"\n'
                      '[reader]\nbackend = "rc522"\n[display]\nmodel = "ssd1306"\n')
    cfg = load_config(config)
    stop = threading.Event()
    result = {}
    runner = threading.Thread(target=lambda: result.setdefault("rc", run_box(cfg, stop)))
    runner.start()
    time.sleep(0.5)           # let it start and draw its first frame
    stop.set()
    runner.join(timeout=10)
    assert result.get("rc") == 0
    said = capsys.readouterr().out
    assert "camelot:" in said and "Traceback" not in said
    assert (tmp_path / "journal.sqlite").exists()


def test_systemctl_stop_ends_the_box_within_a_second(tmp_path):
    """SIGTERM to a real `camelot run` process, with the service's 15 s watchdog tick: it ends at once."""
    import os
    import signal
    import socket
    import subprocess
    import sys

    config = tmp_path / "config.toml"
    config.write_text(f'journal_path = "{tmp_path / "journal.sqlite"}"\ntag_map_path = "{tmp_path / "tags.json"}"\n'
                      '[reader]\nbackend = "fake"\n[display]\nmodel = "none"\n')
    notify = tmp_path / "notify"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as systemd:
        systemd.bind(str(notify))
        systemd.settimeout(30)
        env = dict(os.environ, NOTIFY_SOCKET=str(notify), WATCHDOG_USEC="30000000")
        box = subprocess.Popen(
            [sys.executable, "-c", "import sys; from companion.box.app import run_box; from companion.box.config import load_config;"
                                   " sys.exit(run_box(load_config(sys.argv[1])))", str(config)],
            env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        try:
            while systemd.recv(100) != b"READY=1":
                pass
            asked = time.monotonic()
            box.send_signal(signal.SIGTERM)
            box.wait(timeout=10)
            took = time.monotonic() - asked
        finally:
            if box.poll() is None:
                box.kill()
    assert box.returncode == 0, box.stdout.read().decode()
    assert took < 1.0


def test_a_bug_of_ours_in_the_front_end_is_said_and_the_box_keeps_answering(box, monkeypatch):
    assert box.session.submit("new arthur gawain kay").accepted
    broken = box.companion.frontend.on_button
    monkeypatch.setattr(box.companion.frontend, "on_button", lambda *a, **k: 1 / 0)
    box.press("A")                                    # the engine thread meets the bug…
    assert box.thread.is_alive()
    assert box.companion.last.code == "internal-error" and box.companion.view.alert
    monkeypatch.setattr(box.companion.frontend, "on_button", broken)
    box.press("BACK")                                 # …and the next presses are answered as usual (the guide closed)
    box.press("A")
    assert box.session.state()["pending"]["decision"] == "black"
