"""The A/B/C menus offer only lines the engine accepts, and every answer a decision allows."""
from __future__ import annotations

import random

import pytest

from companion.core.errors import CompanionError
from companion.games.tournament.table import menus, words
from companion.games.tournament.cards import ACTIONS
from tests.campaign import seeds
from tests.tournament.table import Table, rebuild
from tournament.test_random_play import candidates


def table_after(*lines: str) -> Table:
    table = Table()
    for line in lines:
        table.submit(line)
    return table


def accepted(table: Table, line: str) -> bool:
    trial = Table.of(table.lines)
    try:
        trial.submit(line)
    except CompanionError:
        return False
    return True


def test_the_starter_is_offered_every_colour_but_purple_after_purple_and_pass():
    table = table_after("new tournament 2 A B", "colour purple", "play purple-3", "end", "withdraw", "choose red")
    lines = [o.line for o in menus.menu(table.state())]
    assert lines == ["colour red", "colour blue", "colour yellow", "colour green", "pass"]
    assert [[o.line for o in page] for page in menus.pages(menus.menu(table.state()))][1] == ["colour green", "pass"]


def test_the_opening_turn_offers_no_withdrawal_and_end_only_once_a_card_is_laid():
    table = table_after("new tournament 2 A B", "colour red")
    assert menus.menu(table.state()) == []
    table.submit("play red-3")
    assert [o.line for o in menus.menu(table.state())] == ["end 3"]
    table.submit("end")
    assert [o.line for o in menus.menu(table.state())] == ["withdraw"]


def test_a_decision_offers_its_options_as_choose_lines():
    table = table_after("new tournament 2 A B", "colour purple", "play purple-3", "end", "withdraw")
    options = menus.menu(table.state())
    assert [o.line for o in options] == ["choose purple", "choose red", "choose blue", "choose yellow", "choose green"]
    assert options[0].args == {"decision": "token", "player": "p1", "option": "purple"}


def test_a_dodge_offers_each_kind_of_each_unshielded_opponent_with_two_cards():
    table = table_after("new tournament 3 A B C", "colour red", "play red-3", "end", "play red-4", "play squire-2",
                        "end", "play red-5", "play shield", "play red-3", "end")
    assert [o.line for o in menus.targets(table.state(), "dodge", table.game.targets("dodge"))] == ["play dodge p2 red-4", "play dodge p2 squire-2"]
    assert menus.needs_arguments("dodge") and not menus.needs_arguments("charge")


@pytest.mark.parametrize("seed", seeds(2, 6))
def test_every_option_offered_during_random_play_is_accepted(seed):
    rng = random.Random(seed)
    table = table_after(f"new tournament {rng.randint(2, 5)}")
    offered = 0
    for _ in range(250):
        state = table.state()
        if state["over"]:
            break
        options = menus.menu(state)
        if state["phase"] == "play" and not state["pending"]:
            options += [o for card in ACTIONS if menus.needs_arguments(card) for o in menus.targets(state, card, table.game.targets(card))]
        for option in options:
            assert accepted(table, option.line), f"{option.line} offered but refused"
            assert all(words.label(option, state, lang) for lang in words.LANGUAGES)
            offered += 1
        lines = candidates(state, rng)
        for line in rng.sample(lines, len(lines)):
            try:
                table.submit(line)
                break
            except CompanionError:
                continue
    assert offered > 50


def test_a_target_reads_with_the_players_names():
    table = table_after("new tournament 2 Marcel Danielle", "colour red", "play red-3", "play squire-2", "end",
                        "play red-4")
    option = menus.targets(table.state(), "dodge", table.game.targets("dodge"))[1]
    assert words.label(option, table.state(), "fr") == "Esquive : Marcel / Écuyer 2"
    assert words.label(option, table.state(), "en") == "Dodge: Marcel / Squire 2"
