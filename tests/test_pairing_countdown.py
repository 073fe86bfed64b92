"""The phones' screen counts its code's two minutes down by itself (docs/seats.md), in the box and in the
simulator: redrawn when its seconds change and only then, nothing else redrawn on a timer, nothing said.
A fake clock stands for time: no sleep, no timed assertion."""
from __future__ import annotations

import io
import threading

from drivers.base import ButtonPress

from companion.box.app import PAIRING_LOOK_S, Companion
from companion.box.seats import Seats
from companion.box.sim import count_down
from companion.games.shadows.table.frontend import Menus as Frontend
from companion.core.i18n import Catalog
from companion.journal.session import Session

FR = Catalog.load("fr", "shadows")


class Clock:
    """Time that moves only when told."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Frames:
    """A screen that counts the frames it is handed, and whether the lock was held for each."""

    def __init__(self, lock: threading.Lock | None = None):
        self.lock = lock
        self.count = 0
        self.unlocked = 0

    def show(self, image) -> None:
        self.count += 1
        self.unlocked += self.lock is not None and not self.lock.locked()


class Voice:
    missing: list = []

    def __init__(self):
        self.said: list[str] = []

    def say(self, text: str) -> None:
        self.said.append(text)


def a_box(lock=None) -> tuple[Companion, Clock, Frames, Voice]:
    """A Shadows game at the box, its page served and listened for, its seats on a fake clock."""
    clock, frames, voice = Clock(), Frames(lock), Voice()
    session = Session.in_memory()
    assert session.submit("new arthur gawain kay").accepted
    box = Companion(session, "shadows", frames, FR, speaker=voice, page_url="http://camelot.local:8000/")
    box.seats, box.seats_on = Seats(clock=clock), True
    return box, clock, frames, voice


def open_phones(box: Companion) -> None:
    """OK held opens the board's index; « Téléphones » is A of its second page."""
    box.step(ButtonPress("OK", held=True))
    box.step(ButtonPress("OK"))
    box.step(ButtonPress("A"))
    assert box.pairing is not None


def test_the_code_counts_down_once_a_second_and_says_nothing_new():
    box, clock, frames, voice = a_box()
    open_phones(box)
    assert "2:00" in box.view.caption
    drawn, said = frames.count, list(voice.said)
    assert not box.redraw_pairing() and frames.count == drawn       # the same second: nothing drawn
    clock.now += 1
    assert box.redraw_pairing() and "1:59" in box.view.caption
    clock.now += 0.5
    assert not box.redraw_pairing()                                 # still 1:59
    clock.now += 0.5
    assert box.redraw_pairing() and "1:58" in box.view.caption
    assert frames.count == drawn + 2 and voice.said == said
    clock.now += 200                                                # the code ran out: said on the screen
    assert box.redraw_pairing() and box.view.prompt == FR.text("pairing.expired")
    assert not box.redraw_pairing()


def test_nothing_else_is_redrawn_on_a_timer():
    box, clock, frames, _ = a_box()
    drawn = frames.count
    clock.now += 5
    assert not box.redraw_pairing() and frames.count == drawn       # the game's menu: no countdown
    open_phones(box)
    box.step(ButtonPress("OK"))                                     # the phones paired: no countdown either
    drawn = frames.count
    clock.now += 5
    assert not box.redraw_pairing() and frames.count == drawn
    box.step(ButtonPress("BACK"))                                   # closed
    drawn = frames.count
    clock.now += 5
    assert box.pairing is None and not box.redraw_pairing() and frames.count == drawn


def test_the_simulators_clock_redraws_under_the_lock_as_the_seconds_change():
    lock = threading.Lock()
    box, clock, frames, _ = a_box(lock)
    looks = []

    def wait(period: float) -> bool:
        """Stands for `stop.wait(period)`: the fake time moves on; stop after ten seconds' looks."""
        looks.append(period)
        clock.now += period
        return len(looks) > 10 / PAIRING_LOOK_S

    drawn = frames.count
    count_down(box, lock, wait)                      # no phones' screen: nothing drawn for ten seconds
    assert frames.count == drawn
    open_phones(box)
    drawn, looks[:], frames.unlocked = frames.count, [], 0
    count_down(box, lock, wait)
    assert frames.count - drawn in (10, 11) and frames.unlocked == 0
    assert "1:50" in box.view.caption or "1:49" in box.view.caption


def test_the_simulator_stops_its_clock_with_the_input():
    from companion.box.sim import run_sim
    before = {thread.name for thread in threading.enumerate()}
    run_sim(Session.in_memory(), FR, io.StringIO("new arthur gawain kay\n"), io.StringIO(), game="shadows")
    assert "pairing-clock" not in {thread.name for thread in threading.enumerate()} - before
