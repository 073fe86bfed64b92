"""Rules the scenarios cannot reach in a few lines (a stock emptied, the last staff, the seventh manor, an
empty reserve, the quest deck rebuilt), the events each physical step gives, the turn machine."""
from __future__ import annotations

import pytest

from companion.core.errors import CompanionError
from companion.games.merlin import turn
from companion.games.merlin.pieces import draw_quest
from tests.merlin.table import Table

SETUP = ["new merlin 2 Anne Marc", "domain MmwWlL mmwwll lwmMWL", "start p1 grey orange grey black",
         "start p2 blue black blue grey", "traitors p1 black grey grey", "traitors p2 blue orange brown"]


def a_table(p1_roll="1 2 4 3", p2_roll="2 3 5 6") -> Table:
    table = Table()
    for line in SETUP + [f"roll p1 {p1_roll}", f"roll p2 {p2_roll}"]:
        table.submit(line)
    return table


def refused(table: Table, line: str) -> str:
    before = table.state()
    with pytest.raises(CompanionError) as err:
        table.submit(line)
    assert table.state() == before
    return err.value.code


def test_an_empty_stock_gives_nothing_to_take():
    """« Cases Influence »: prenez 1 Bouclier ... de l'une Province de votre choix (when there is one)."""
    table = a_table()
    table.submit("move merlin 3 cw")               # Merlin 0 -> 3, influence-shield
    table.game.s.provinces["grey"].stock["shield"] = 0
    assert refused(table, "take grey") == "none-left"
    assert "take grey" not in table.game.action_lines()


def test_a_servant_on_an_empty_stock_takes_nothing_and_says_so():
    table = a_table()
    table.game.s.provinces["blue"].stock["flag"] = 0
    table.submit("move knight 4")                  # 4 -> 8, the blue province
    events = table.submit("place flag-bearer")
    assert [e.key for e in events] == ["servant-moved", "stock-empty"]
    assert table.state()["players"]["p1"]["flags"]["blue"] == 0


def test_the_last_staff_is_spent_once():
    table = a_table()
    table.game.s.players["p1"].staffs = 0
    table.submit("move merlin 3 cw")
    table.submit("take grey")
    assert refused(table, "staff") == "no-staff"
    assert "staff" not in table.game.flag_lines()


def test_seven_manors_at_most():
    """« Vous ne pouvez pas construire plus de 7 Manoirs »."""
    table = a_table(p1_roll="1 2 4 1")
    table.game.s.players["p1"].manors = ["b1", "b2", "b3", "b4", "b5", "b6", "c1"]
    table.submit("move merlin 1 cw")               # 0 -> 1, build
    assert refused(table, "build a1 black") == "no-manor"
    assert table.game.action_lines() == []


def test_a_tower_counter_needs_one_in_reserve():
    table = a_table(p1_roll="1 2 4 1")
    table.game.s.players["p1"].reserve = 0
    table.submit("move merlin 1 cw")
    assert refused(table, "build a1 black influence-grey") == "no-counter"
    assert refused(table, "build a2 black shield-grey") == "no-tower"
    table.submit("build a1 black shield-grey")
    assert table.state()["players"]["p1"]["shields"]["grey"] == 2


def test_a_lady_without_a_counter_left_places_none():
    table = a_table()
    table.game.s.players["p1"].reserve = 0
    table.submit("move knight 4")
    events = table.submit("place lady")
    assert [e.key for e in events] == ["servant-moved", "no-counter-left"]


def test_the_quest_deck_rebuilt_from_the_discard_lets_a_card_come_back():
    """« Si la pioche est épuisée, mélangez la défausse »: a completed card may come back, and count again."""
    table = a_table()
    table.submit("quest q05 2")
    assert refused(table, "quest q05 2") == "already-completed"
    table.game.s.deck = 0
    table.submit("move knight 4")
    events = table.submit("end")
    keys = [e.key for e in events]
    assert keys.index("quest-deck-reshuffled") < keys.index("quest-drawn")
    state = table.state()
    assert state["quests"]["discard"] == 0 and state["quests"]["deck"] == 0
    table.submit("quest q05 2")                    # Marc now: the card came back through the deck
    assert table.state()["players"]["p2"]["completed"] == ["q05"]


def test_the_display_gives_the_last_cards_then_nothing():
    """A completed or swapped card reaches the discard before the draw, so only a drained game draws from
    the display alone (merlin-protocol.md, "Drawing a quest card")."""
    table = a_table()
    s = table.game.s
    s.deck, s.discard, s.display = 0, 0, 1
    said = []
    draw_quest(s, lambda key, **params: said.append(key), "p1")
    draw_quest(s, lambda key, **params: said.append(key), "p1")
    assert said == ["quest-drawn", "quest-none-left"]
    assert (s.display, s.players["p1"].hand) == (0, 5)


def test_every_piece_that_moves_is_an_event_with_its_places():
    table = a_table()
    table.submit("move knight 4")
    events = table.submit("place flag-bearer")
    moved, taken = events
    assert moved.key == "servant-moved" and moved.params == {"player": "p1", "name": "Anne", "servant": "flag-bearer",
                                                             "source": "castle", "to": "blue"}
    assert taken.key == "object-taken"
    assert {k: taken.params[k] for k in ("player", "item", "colour", "count", "source", "to")} == \
        {"player": "p1", "item": "flag", "colour": "blue", "count": 1, "source": "blue", "to": "castle"}
    ends = [e.key for e in table.submit("end")]
    assert ends == ["turn-ends", "turn-begins"]


def test_the_end_of_a_round_says_the_markers():
    table = a_table()
    for line in ["move knight 1", "end", "move knight 2", "end", "move knight 2", "end", "move knight 3", "end",
                 "move knight 4", "end", "move knight 5", "end", "move merlin 3 cw", "end"]:
        table.submit(line)
    keys = [e.key for e in table.submit("move merlin 6 cw") + table.submit("end")]
    assert keys[-4:] == ["round-ends", "round-marker-moved", "first-player-passed", "roll-due"]
    state = table.state()
    assert state["phase"] == "prepare" and state["first"] == "p2" and state["round"] == 2


def test_the_public_state_is_a_fresh_copy():
    table = a_table()
    state = table.state()
    state["players"]["p1"]["shields"]["grey"] = 99
    state["scoring_details"]["x"] = 1
    assert table.state()["players"]["p1"]["shields"]["grey"] == 1


def test_the_turn_machine_is_drawn_from_itself():
    drawing = turn.mermaid()
    assert drawing.startswith("stateDiagram-v2")
    for phase in turn.PHASES:
        assert phase in drawing
    assert "pending --> prepare: prepare_round" in drawing
