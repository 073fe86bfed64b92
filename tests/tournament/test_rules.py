"""Little stories of the rules (rulebook lines cited), read from the public state as the table would see it."""
from __future__ import annotations

import pytest

from companion.core.errors import CompanionError
from tests.tournament.table import Table

RULEBOOK_FIRST = """new tournament 4 Marcel Raymond Maurice Danielle
colour red
play red-3
end
play red-5
end
withdraw
play red-4
play red-3
end
play red-5
end
withdraw
play red-3
play squire-2
end
play maiden-6
end
play squire-3
end
withdraw"""

RULEBOOK_SECOND = """colour blue
play blue-3
end
play blue-5
end
withdraw
play blue-2
play outwit blue-2 p1 blue-5
end
play blue-4
end
play riposte p4
end
play blue-5
end
play blue-3
play drop-weapon
play green-1
play green-1
end
play adapt
play green-1
play green-1
end
withdraw
withdraw"""


def table_after(*lines: str) -> Table:
    table = Table()
    for line in lines:
        table.submit(line)
    return table


def state_after(*lines: str) -> dict:
    return table_after(*lines).state()


def refusal(table: Table, line: str) -> str:
    before = table.state()
    with pytest.raises(CompanionError) as err:
        table.submit(line)
    assert table.state() == before, "a refused line changes nothing"
    return err.value.code


def announced(table: Table, text: str) -> list[int]:
    totals = []
    for line in text.splitlines():
        totals += [e.params["total"] for e in table.submit(line) if e.key == "turn-ends"]
    return totals


def test_the_first_worked_tournament_announces_the_rulebooks_totals():
    """l. 207-229: « 3 », « 5 », « 7 », « 8 », « 12 », « 14 », « 15 »."""
    table = Table()
    assert announced(table, RULEBOOK_FIRST) == [3, 5, 7, 8, 12, 14, 15]
    assert table.state()["players"]["p4"]["tokens"] == ["red"]


def test_the_second_worked_tournament_announces_the_rulebooks_totals():
    """l. 237-263: « 3 », « 5 », « 5 », « 7 », « 6 », « 10 », « 4 », « 4 »; Marcel takes green."""
    table = Table()
    announced(table, RULEBOOK_FIRST)
    lines = RULEBOOK_SECOND.splitlines()
    adapt_at = lines.index("play adapt")
    assert announced(table, "\n".join(lines[:adapt_at])) == [3, 5, 5, 7, 6, 10, 4]
    table.submit("play adapt")
    players = table.state()["players"]
    # l. 253-255: Marcel has a 2 and a 4, Maurice keeps one 5, Danielle one 3 and one 1.
    assert players["p1"]["display"] == ["blue-2", "blue-4"]
    assert players["p3"]["display"] == ["blue-5"]
    assert players["p4"]["display"] == ["blue-3", "green-1"]
    assert announced(table, "\n".join(lines[adapt_at + 1:])) == [4]
    state = table.state()
    assert state["tournaments"]["2"] == {"starter": "p4", "colour": "green", "winner": "p1", "total": 4,
                                         "token": "green"}


def test_a_withdrawal_with_a_maiden_that_ends_the_tournament_asks_the_token_first():
    table = table_after("new tournament 2 A B", "colour red", "play red-3", "end", "withdraw",
                        "colour blue", "play blue-3", "play maiden-6", "end", "play blue-4", "play blue-5",
                        "play squire-2", "end")
    table.submit("withdraw")
    state = table.state()
    assert state["phase"] == "pending" and state["current"] == "p1"
    assert state["pending"] == {"decision": "lose-token", "player": "p1", "options": ["red"]}
    assert state["players"]["p1"]["withdrawn"] and state["players"]["p1"]["display"] == []
    assert "2" not in state["tournaments"]
    table.submit("choose red")
    state = table.state()
    assert state["players"]["p1"]["tokens"] == [] and state["players"]["p2"]["tokens"] == ["blue"]
    assert state["tournaments"]["2"]["winner"] == "p2" and state["phase"] == "colour"


def test_a_purple_win_is_recorded_at_once_and_the_token_is_chosen_after():
    table = table_after("new tournament 3 A B C", "colour purple", "play purple-4", "play shield", "end",
                        "play purple-5", "play stunned p1", "end", "withdraw", "play purple-3", "end")
    table.submit("withdraw")
    state = table.state()
    assert state["tournaments"]["1"] == {"starter": "p1", "colour": "purple", "winner": "p1", "total": 7,
                                         "token": None}
    assert state["pending"] == {"decision": "token", "player": "p1",
                                "options": ["purple", "red", "blue", "yellow", "green"]}
    assert not any(p["display"] or p["shield"] or p["stunned"] for p in state["players"].values())
    assert state["players"]["p2"]["withdrawn"]
    table.submit("choose blue")
    state = table.state()
    assert not any(p["withdrawn"] for p in state["players"].values())
    assert state["tournaments"]["1"]["token"] == "blue" and state["last_colour"] == "purple"


def test_adapt_asks_player_by_player_clockwise_from_its_player_value_by_value():
    table = table_after("new tournament 3 A B C", "colour red", "play red-3", "end",
                        "play red-3", "play squire-3", "end",
                        "play red-4", "play red-4", "play squire-3", "play red-3", "end",
                        "play squire-2", "play red-5", "play maiden-6", "end")
    # p2 plays it: p2 first (3s), then p3 (3s; his red 4s are identical), then p1 (none).
    table.submit("play adapt")
    state = table.state()
    assert state["players"]["p3"]["display"] == ["red-4", "squire-3", "red-3"]
    assert state["pending"] == {"decision": "adapt", "player": "p2", "options": ["red-3", "squire-3"], "value": 3}
    table.submit("choose squire-3")
    assert table.state()["pending"] == {"decision": "adapt", "player": "p3", "options": ["squire-3", "red-3"],
                                        "value": 3}
    assert refusal(table, "choose red-4") == "bad-choice"
    table.submit("choose red-3")
    state = table.state()
    assert state["phase"] == "play" and state["pending"] is None
    assert state["players"]["p2"]["display"] == ["squire-3"]
    assert state["players"]["p3"]["display"] == ["red-4", "red-3"]


def test_break_lance_on_a_whole_purple_display_leaves_its_oldest_card():
    table = table_after("new tournament 2 A B", "colour purple", "play purple-3", "play purple-4", "end",
                        "play purple-7")
    table.submit("play break-lance p1")
    assert table.state()["players"]["p1"]["display"] == ["purple-3"]


def test_outwit_puts_each_card_where_the_protocol_says():
    table = table_after("new tournament 2 A B", "colour red", "play red-3", "play red-4", "play shield", "end",
                        "play red-5", "play squire-3", "end")
    # A display card for a display card: each takes the other's exact place.
    table.submit("play outwit red-3 p2 red-5")
    assert table.state()["players"]["p1"]["display"] == ["red-5", "red-4"]
    assert table.state()["players"]["p2"]["display"] == ["red-3", "squire-3"]
    table.submit("end")
    table.submit("play red-3")
    # B's display card for A's Shield... A is shielded: only holdings against a Shield.
    assert refusal(table, "play outwit red-3 p1 shield") == "shielded"


def test_no_swap_empties_a_display_but_single_cards_may_be_swapped():
    """l. 132: « Elle peut par contre être échangée », yet every display keeps at least one card."""
    table = table_after("new tournament 2 A B", "colour red", "play red-3", "play shield", "end", "play red-4",
                        "end")
    assert refusal(table, "play outwit shield p2 red-4") == "no-effect"
    table.submit("play outwit red-3 p2 red-4")
    state = table.state()
    assert state["players"]["p1"]["display"] == ["red-4"] and state["players"]["p2"]["display"] == ["red-3"]


def test_stunned_may_lie_before_a_player_who_has_laid_nothing():
    table = table_after("new tournament 3 A B C", "colour red", "play red-3", "play stunned p3")
    assert table.state()["players"]["p3"]["stunned"]


def test_a_refused_action_leaves_lancelots_chance_open():
    table = table_after("new tournament 2 A B", "colour red", "play red-3", "end", "play red-4", "play knock-down p1")
    assert refusal(table, "play charge") == "no-effect"
    table.submit("play ivanhoe p1")
    assert table.state()["played_this_turn"] == 2      # the red 4 and the cancelled Chute
