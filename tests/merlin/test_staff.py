"""A Merlin's staff repeats Merlin's action (« effectuer l'action de Merlin deux fois », rulebook p. 6,
« Les bâtons de Merlin »; merlin-protocol.md ruling 9: after any Merlin action): where the action done once could
change nothing a second time, the box's menus do not offer it (it would only cost its 2 points at the end, p. 12),
while the engine still accepts the line, as the spec says. The rulebook's « Vous ne pouvez pas utiliser de Bâton de
Merlin avec cette capacité » (pp. 14-15) belongs to the King's Favour module, which this version does not play
(`new merlin 2 +faveur` is refused)."""
from __future__ import annotations

import pytest

from companion.core.i18n import Catalog
from tests.merlin.table import Table

SETUP = ["new merlin 2 Anne Marc", "domain MmwWlL mmwwll lwmMWL", "start p1 grey orange grey black",
         "start p2 blue black blue grey", "traitors p1 black grey grey", "traitors p2 blue orange brown",
         "roll p1 1 2 4 3", "roll p2 2 3 5 6"]


def merlin_on(space: int) -> Table:
    """Anne's turn, Merlin about to land on a track space with her die 3, clockwise."""
    table = Table()
    for line in SETUP:
        table.submit(line)
    table.game.s.merlin = (space - 3) % 24
    table.submit("move merlin 3 cw")
    return table


def no_staff_for(table: Table) -> None:
    """Not offered at the box (nor on the phones, which walk the same menus), its reason ready; the engine still
    takes the line (spec ruling 9): the staff spent, the action's question again."""
    from tests.merlin.test_menus import idle, menus_for
    assert table.game.idle_staff()
    step = idle(menus_for(table.session), table.state())
    flags = next(value for value, _ in step.items if value.endswith("+flags"))
    assert flags.startswith("!"), "the staff alone behind « Drapeaux, bâton »: marked, not offered"
    assert "staff" in table.game.flag_lines()
    table.submit("staff")
    assert table.state()["players"]["p1"]["staffs"] == 2


def test_the_grail_held_with_no_apple_left_is_not_repeated():
    table = merlin_on(23)
    table.game.s.apples = 1
    table.submit("grail")                          # the last apple, then the Grail
    no_staff_for(table)


def test_excalibur_held_with_no_traitor_left_is_not_repeated():
    table = merlin_on(11)
    table.game.s.players["p1"].traitors = dict.fromkeys(table.game.s.colours, 0)
    table.game.s.players["p1"].traitors["grey"] = 1
    table.submit("excalibur grey")                 # her last traitor goes, Excalibur comes
    no_staff_for(table)


def test_an_influence_space_with_the_stocks_emptied_is_not_repeated():
    table = merlin_on(3)                           # influence-shield; Anne has counters in grey only
    table.game.s.provinces["grey"].stock["shield"] = 1
    table.submit("take grey")
    no_staff_for(table)


def test_a_manor_with_no_material_left_is_not_repeated():
    table = merlin_on(1)
    p = table.game.s.players["p1"]
    p.objects["material"] = dict.fromkeys(table.game.s.colours, 0)
    p.objects["material"]["black"] = 1
    table.submit("build a1 black")
    no_staff_for(table)


def test_points_that_would_be_nought_are_not_scored_again():
    table = merlin_on(2)                           # vp-shields
    table.game.s.players["p1"].objects["shield"] = dict.fromkeys(table.game.s.colours, 0)
    table.submit("score")
    no_staff_for(table)


def test_quest_cards_swapped_with_an_empty_hand_are_not_swapped_again():
    table = merlin_on(5)
    table.game.s.players["p1"].hand = 1
    table.submit("swap 1")
    table.game.s.players["p1"].hand = 0            # no card drawn: the deck and the discard empty
    no_staff_for(table)


def test_a_province_where_every_servant_stands_is_not_repeated():
    table = merlin_on(4)                           # the grey province
    p = table.game.s.players["p1"]
    for servant in ("lady", "shield-bearer", "builder"):
        p.servants[servant] = "grey"
    table.submit("place flag-bearer")
    no_staff_for(table)


def test_an_action_that_gives_again_takes_a_staff_and_is_done_twice():
    table = merlin_on(23)                          # apples left in the supply: the Grail space gives one more
    apples = table.state()["players"]["p1"]["apples"]
    table.submit("grail")
    assert "staff" in table.game.flag_lines() and table.game.idle_staff() is None
    table.submit("staff")
    table.submit("grail")
    state = table.state()
    assert (state["players"]["p1"]["staffs"], state["players"]["p1"]["apples"]) == (2, apples + 2)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_reason_says_why_in_plain_words(lang):
    words = Catalog.load(lang, "merlin").error("nothing-to-repeat", "a staff would repeat Merlin's action for nothing")
    assert ("Bâton de Merlin" if lang == "fr" else "Merlin's staff") in words
    assert "for nothing" not in words and "2 points" in words


def test_the_box_says_why_its_staff_is_not_offered():
    """« Drapeaux, bâton » marked on the box (and the phone): pressed, it says the staff would give nothing."""
    from tests.merlin.test_menus import idle, menus_for
    table = merlin_on(23)
    table.game.s.apples = 1
    table.submit("grail")
    menus = menus_for(table.session)
    step = idle(menus, table.state())
    flags = next(value for value, _ in step.items if value.endswith("+flags"))
    assert flags.startswith("!") and step.why("+flags") == Catalog.load("fr", "merlin").error("nothing-to-repeat", None)
