"""Merlin on a seat's phone, level by level, as the box serves it (box/seat_menu.py over core/menu_walk.py): every
traitor a scoring's « Préparation » lets the box choose is on the deciding seat's phone, down to the third one;
a level the phone opens holds something to tap (« Plus… » is not a way to the box's board index)."""
from __future__ import annotations

import random

import pytest

from companion.box import seat_menu
from companion.games.merlin.table import rights
from companion.journal.session import Session
from tests.merlin.table import entry_lines
from tests.merlin.test_menus import idle, menus_for, walk

SKIP = ("undo", "abandon", "quest", "card")


def played_to_a_scorings_traitors(seed: int) -> Session:
    """Four players, random lines, until round 2's scoring asks for new traitors (« Préparation du tour »)."""
    rng = random.Random(seed)
    session = Session.in_memory()
    session.submit("new merlin 4")
    set_up = False
    for _ in range(3000):
        state = session.state()
        if state["phase"] in ("setup", "prepare"):
            if set_up and state["waiting"].get("traitors"):
                return session
            session.submit(entry_lines(state, rng)[0])
            set_up = set_up or not any(state["waiting"].get(k) for k in ("domain", "start", "traitors"))
            continue
        lines = [line for line in session.game.legal_lines() if line.split()[0] not in SKIP]
        session.submit(rng.choice([line for line in lines if line.split()[0] != "end"] or lines))
    raise AssertionError("no scoring reached")


def phone_lines(menus, state: dict, seat: str, path: tuple = (), found: dict | None = None) -> dict:
    """Every line the seat's phone can send from the level at `path`, with the path that sends it; a level it
    opens with nothing to tap fails."""
    found = {} if found is None else found
    level = seat_menu.level(menus, state, list(path), seat=seat, kind="merlin")
    tappable = [o for o in level["options"] if o.get("line") or o.get("opens")]
    assert tappable or not path, f"{level['prompt']!r} opened at {path} with nothing to tap: {level['options']}"
    for option in tappable:
        if option.get("line"):
            found.setdefault(option["line"], (*path, option["index"]))
        else:
            phone_lines(menus, state, seat, (*path, option["index"]), found)
    return found


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_every_traitor_the_box_offers_is_on_the_deciding_seats_phone(seed):
    session = played_to_a_scorings_traitors(seed)
    rng = random.Random(seed)
    while session.state()["waiting"].get("traitors"):
        state = session.state()
        menus = menus_for(session)
        box = {}
        walk(menus, idle(menus, state), box)
        box = {line for line in box if line.startswith("traitors")}
        seat = rights.deciding(state)
        phone = phone_lines(menus_for(session), state, seat)
        assert box and box == {line for line in phone if line.startswith("traitors")}
        assert all(len(path) == 3 for line, path in phone.items() if line.startswith("traitors"))
        session.submit(entry_lines(state, rng)[0])


@pytest.mark.parametrize("seed", [0, 1])
def test_a_turns_more_is_not_a_level_of_the_boxs_own_on_the_phone(seed):
    """« Plus… » holds the board's index, the holdings read at the box and the game abandoned (a table's line):
    nothing the seat's phone sends, so it is shown at the box, not opened onto « Plateau » alone."""
    rng = random.Random(seed)
    session = Session.in_memory()
    session.submit("new merlin 3")
    while session.state()["phase"] != "play":
        session.submit(entry_lines(session.state(), rng)[0])
    for _ in range(12):
        state = session.state()
        menus = menus_for(session)
        idle(menus, state)
        level = seat_menu.level(menus, state, [], seat=state["current"], kind="merlin")
        more = [o for o in level["options"] if o["label"] == "Plus…"]
        assert more and more[0].get("at_box") and not more[0].get("opens")
        phone_lines(menus, state, state["current"])         # no level opened with nothing to tap
        lines = [line for line in session.game.legal_lines() if line.split()[0] not in SKIP]
        session.submit(rng.choice(lines))
