"""Merlin's preparation spread over the phones (issue 33): each player keys his own traitors and dice on his
phone, in the order the box asks for them; another phone may neither key them nor see a menu for them.

Counted on a scripted four-player game (docs/performance.md): the box's presses before (its own menus,
the fewest presses that send each line: benchmarks/presses.py) and after (none), and the phones' taps.
"""
from __future__ import annotations

import random

import pytest

from companion.core import registry
from companion.core.i18n import Catalog
from companion.core.table import TableContext
from companion.games.merlin.table.vocabulary import COLOURS, VALUES
from tests.merlin.table import entry_lines
from tests.seated_box import SeatedBox
from tests.tapping import tap_of

NAMES = {"p1": "Anne", "p2": "Bruno", "p3": "Chloe", "p4": "Denis"}


@pytest.fixture
def merlin(tmp_path):
    box = SeatedBox(tmp_path, "merlin", Catalog.load("fr", "merlin"))
    rng = random.Random(3)
    assert box.session.submit("new merlin 4 " + " ".join(NAMES.values())).accepted
    for line in entry_lines(box.session.state(), rng):          # the Domain and the starting tiles: at the box
        if not line.startswith(("traitors", "roll")):
            assert box.session.submit(line).accepted, line
    box.settle()
    box.tokens = {seat: box.pair(seat, name) for seat, name in NAMES.items()}
    yield box
    box.close()


def box_presses(box, line: str) -> int:
    """The presses at the box that key `line` on its own menus, word by word as a table does: OK to the word's
    page, then its letter (the table's dice: keyed); the box's reader cannot say a die."""
    cat = Catalog.load("fr", "merlin")
    session = box.session
    frontend = registry.table("merlin").frontend(cat, TableContext.seeded(1, engine=lambda: session.game))
    state = session.state()
    frontend.view(state)
    vocabulary = VALUES if line.startswith("roll") else COLOURS
    presses, sent = 0, []
    for word in line.split()[2:]:
        at = vocabulary.index(word)
        for _ in range(6):
            if frontend._current().page == at // 3:
                break
            frontend.on_button("OK", False, state)
            frontend.view(state)
            presses += 1
        sent = frontend.on_button("ABC"[at % 3], False, state)
        frontend.view(state)
        presses += 1
    assert sent == [line], (sent, line)
    return presses


def phone_keys(box, seat: str, line: str) -> int:
    """`seat`'s phone keys `line` word by word (a tap a word); its taps."""
    token, words = box.tokens[seat], line.split()[2:]
    vocabulary = VALUES if line.startswith("roll") else COLOURS
    path = [vocabulary.index(word) for word in words]
    for depth in range(1, len(path)):
        level = box.link.ask({"op": "menu", "token": token, "path": path[:depth]})
        assert level["ok"] and not level.get("waiting"), level
    menu = box.link.ask({"op": "menu", "token": token, "path": path[:-1]})
    option = next(o for o in menu["options"] if o["index"] == path[-1])
    assert option.get("line") == line, (option, line)
    answer = box.link.ask({"op": "tap", "token": token, **tap_of(menu, path)})
    assert answer["ok"], answer
    return len(path)


def test_each_player_keys_his_own_traitors_and_dice_on_his_phone_and_the_box_presses_nothing(merlin):
    rng = random.Random(5)
    before, after, taps = {"traitors": 0, "roll": 0}, {"traitors": 0, "roll": 0}, {"traitors": 0, "roll": 0}
    for _ in range(8):
        state = merlin.session.state()
        waiting = state["waiting"]
        step = "traitors" if waiting.get("traitors") else "roll" if waiting.get("roll") else None
        if step is None:
            break
        seat = waiting[step][0]
        line = next(line for line in entry_lines(state, rng) if line.startswith(f"{step} {seat} "))
        if step == "roll":
            knights = sorted(line.split()[2:5])
            line = " ".join(["roll", seat, *knights, line.split()[5]])
        others = [s for s in NAMES if s != seat]
        for other in others:                      # the other phones wait: nothing of theirs to key now
            menu = merlin.link.ask({"op": "menu", "token": merlin.tokens[other]})
            assert menu.get("waiting") and not menu["options"], menu
        before[step] += box_presses(merlin, line)
        journal = len(merlin.journaled())
        taps[step] += phone_keys(merlin, seat, line)
        assert merlin.journaled()[journal:] == [line]
    assert not merlin.session.state()["waiting"].get("roll")
    assert merlin.session.state()["phase"] == "play"
    print(f"\nfour players: the box's presses before {before}, after {after}; the phones' taps {taps}")
    assert before["traitors"] >= 8 and before["roll"] >= 8          # the box's own menus cost presses...
    assert all(after[k] * 2 <= before[k] for k in before)             # ...at least halved: none now


def test_another_players_traitors_are_at_the_box_on_a_phone_and_refused_when_tapped(merlin):
    state = merlin.session.state()
    seat = state["waiting"]["traitors"][0]
    other = next(s for s in NAMES if s != seat)
    menu = merlin.link.ask({"op": "menu", "token": merlin.tokens[seat]})
    assert not menu.get("waiting") and any(o.get("opens") for o in menu["options"])
    journal = merlin.journaled()
    refused = merlin.link.ask({"op": "tap", "token": merlin.tokens[other], **tap_of(menu, [0, 0, 0])})
    assert refused["error"] == "not-your-turn" and merlin.journaled() == journal


def test_a_quest_is_completed_on_the_phone_among_the_catalogued_cards_met_now(tmp_path):
    """Issue 33, « a Merlin quest's points »: the player whose turn it is taps « Résoudre une Quête », then the
    card in his hand among the catalogued ones his pieces meet now (points and needs as printed); the other
    phones wait, and a tap of theirs is refused. The box's reader stays the other way (a card scanned)."""
    from pathlib import Path
    box = SeatedBox(tmp_path, "merlin", Catalog.load("fr", "merlin"))
    try:
        scenario = Path(__file__).parent / "scenarios" / "merlin" / "quests-and-flags.table"
        for line in scenario.read_text(encoding="utf-8").splitlines():
            line = line.split("#")[0].strip()
            if line.startswith("quest"):
                break
            if line:
                box.session.submit(line)           # the refused ones (as the scenario says) change nothing
        box.settle()
        tokens = {seat: box.pair(seat, name) for seat, name in (("p1", "Anne"), ("p2", "Marc"))}
        top = box.link.ask({"op": "menu", "token": tokens["p1"]})
        quest = next(o for o in top["options"] if o["label"] == "Résoudre une Quête")
        assert quest.get("opens"), quest
        cards = box.link.ask({"op": "menu", "token": tokens["p1"], "path": [quest["index"]]})
        # q01 (a blue shield, any flag) and q02 are met; q03-q05 are not, and are not offered.
        assert [o["line"] for o in cards["options"]] == ["quest q01", "quest q02"], cards
        assert cards["options"][0]["label"].startswith("3 PV : ") and "bouclier bleu" in cards["options"][0]["label"]
        waiting = box.link.ask({"op": "menu", "token": tokens["p2"]})
        assert waiting.get("waiting") and not waiting["options"], waiting
        journal = box.journaled()
        refused = box.link.ask({"op": "tap", "token": tokens["p2"], **tap_of(cards, [quest["index"], 0])})
        assert refused.get("error") and box.journaled() == journal
        answer = box.link.ask({"op": "tap", "token": tokens["p1"], **tap_of(cards, [quest["index"], 0], "quest q01")})
        assert answer["ok"], answer
        assert box.journaled()[len(journal):] == ["quest q01"]
        # One quest a turn (no grey flag): the option keeps its place, marked, with its reason.
        top = box.link.ask({"op": "menu", "token": tokens["p1"]})
        again = next(o for o in top["options"] if o["label"] == "Résoudre une Quête")
        assert again.get("not_now") and again["why"], again
    finally:
        box.close()
