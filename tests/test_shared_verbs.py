"""The verbs every game shares (`choose`, `abandon`, `undo`) are the core's: every game parses them alike, and
refuses alike what they share (an option not offered, more names than players)."""
from __future__ import annotations

import pytest

from companion.core.errors import CompanionError
from companion.core.protocol import Abandon, Choose, Undo, not_offered
from companion.games.merlin.commands import parse as merlin
from companion.games.shadows.commands import parse as shadows
from companion.games.tournament.commands import parse as tournament

GAMES = {"shadows": shadows, "tournament": tournament, "merlin": merlin}


@pytest.mark.parametrize("parse", GAMES.values(), ids=GAMES)
def test_every_game_parses_the_shared_verbs_to_the_cores_commands(parse):
    assert parse("choose red") == Choose("choose red", "red")
    assert parse("abandon  # the table stops") == Abandon("abandon")
    assert parse("undo") == Undo("undo")


@pytest.mark.parametrize("parse", GAMES.values(), ids=GAMES)
@pytest.mark.parametrize("line, usage", [("choose", "usage: choose OPTION"),
                                         ("choose red blue", "usage: choose OPTION"),
                                         ("abandon now", "usage: abandon"), ("undo 2", "usage: undo")])
def test_a_shared_verb_badly_given_is_refused_alike_in_every_game(parse, line, usage):
    with pytest.raises(CompanionError) as info:
        parse(line)
    assert (info.value.code, info.value.message) == ("bad-arguments", usage)


def test_an_option_not_offered_is_refused_naming_the_options():
    refusal = not_offered("red", ("grey", "none"))
    assert (refusal.code, refusal.message) == ("bad-choice", "'red' is not offered: choose one of grey, none")
    assert not_offered("red", ("grey",), "not-an-option").code == "not-an-option"


@pytest.mark.parametrize("parse, line", [(merlin, "new merlin 2 Anne Léa Paul"),
                                         (tournament, "new tournament 2 Anne Léa Paul")])
def test_more_names_than_players_are_refused_alike(parse, line):
    with pytest.raises(CompanionError) as info:
        parse(line)
    assert (info.value.code, info.value.message) == ("bad-arguments", "3 names for 2 players")
