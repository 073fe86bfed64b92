"""A whole Merlin game for four, played as a table with phones would: every decision of a player by taps
on that player's phone (through the box's real socket and engine thread), and at the box what stays
there (the setup, the dice rolled at the table, and any line no phone menu reaches: a card to scan).
The game reaches its end, every line is journaled, and the taps per turn are counted."""
from __future__ import annotations

import random
import statistics

import pytest

from companion.box.app import Typed
from companion.box.seats import deciding_seat
from companion.core import registry
from companion.core.i18n import Catalog
from tests.merlin.table import entry_lines
from tests.seated_box import SeatedBox

NAMES = {"p1": "Anne", "p2": "Marc", "p3": "Léa", "p4": "Jörg"}


@pytest.fixture
def box(tmp_path, monkeypatch):
    # The phones here tap at a machine's speed: the per-seat limit (30 requests in 10 s) is for people.
    monkeypatch.setattr("companion.box.seats.RATE_MAX", 10 ** 6)
    monkeypatch.setattr("companion.box.seats.LOOKS_MAX", 10 ** 6)
    cat = Catalog.load("fr", "merlin")
    b = SeatedBox(tmp_path, registry.load("merlin").Frontend(cat), cat)
    yield b
    b.close()


def at_the_box(box, line: str) -> None:
    """A line entered at the box (its menus, its reader): the same engine thread."""
    box.companion.put(Typed(line))
    box.settle()


def one_line_by_taps(box, token: str, rng: random.Random, tries: int = 3) -> tuple[int, int] | None:
    """A player sends one line from the phone, going down the menus it shows (back up to the top when a
    sub-menu offers nothing to tap, as a player would): the taps it took, or None when no line was
    reached from the phone (a card to scan or ticks to confirm: the box's own). The taps are counted twice:
    all of them (wandering included), and those of the way that sent the line (a player who knows it)."""
    taps = 0
    for _ in range(tries):
        path = []
        for _ in range(6):
            menu = box.link.ask({"op": "menu", "token": token, "path": path})
            assert menu["ok"], menu
            options = [o for o in menu["options"] if o.get("line") or o.get("opens")]
            if not options:
                break
            option = rng.choice(options)
            taps += 1
            if "line" in option:
                answer = box.link.ask({"op": "tap", "token": token, "version": menu["version"],
                                       "path": path + [option["index"]]})
                assert answer["ok"], (option, answer)       # what a phone's menu offers, the engine accepts
                return taps, len(path) + 1
            path = path + [option["index"]]
        taps += len(path)                                  # BACK to the top, one tap a level
    return None


def test_four_phones_and_the_box_play_a_whole_merlin_game(box):
    rng = random.Random(24)
    assert box.session.submit("new merlin 4 " + " ".join(NAMES.values())).accepted
    tokens = {seat: box.pair(seat, name) for seat, name in NAMES.items()}
    taps_per_turn, direct_per_turn, at_box, by_box_in_play, taps, direct, turn = [], [], 0, [], 0, 0, None
    for _ in range(4000):
        state = box.session.state()
        if state["over"]:
            break
        now = (state.get("round"), state.get("current"), (state.get("turn") or {}).get("number"))
        if now != turn:
            if taps:
                taps_per_turn.append(taps)
                direct_per_turn.append(direct)
            taps, direct, turn = 0, 0, now
        seat = deciding_seat(state)
        if seat is None or state["phase"] in ("setup", "prepare"):
            at_the_box(box, rng.choice(entry_lines(state, rng)))
            at_box += 1
            continue
        used = one_line_by_taps(box, tokens[seat], rng)
        if used is None:
            legal = [line for line in box.session.game.legal_lines() if line not in ("abandon", "undo")]
            line = rng.choice(legal)
            at_the_box(box, line)
            at_box += 1
            by_box_in_play.append(line.split()[0])
        else:
            taps, direct = taps + used[0], direct + used[1]
    state = box.session.state()
    assert state["over"] and state["result"].get("reason") != "abandoned", state["result"]
    assert box.journaled() == box.session.lines
    print(f"\nMerlin for four by phones: {len(box.session.lines)} lines, {sum(taps_per_turn)} taps over "
          f"{len(taps_per_turn)} turns (median {statistics.median(taps_per_turn)} taps a turn wandering, "
          f"{statistics.median(direct_per_turn)} on the way that sent each line; max {max(taps_per_turn)}); {at_box} lines at the box, {len(by_box_in_play)} of them in play "
          f"({', '.join(f'{verb} {by_box_in_play.count(verb)}' for verb in sorted(set(by_box_in_play)))})")
    assert statistics.median(direct_per_turn) <= 6
