"""Lancelot's Armor with one black card left (table-protocol.md ruling; GLQ p 6, p 10): the holder draws
that last card, the deck is rebuilt from the discard at once, he draws the second from the rebuilt
deck; either may be the one played, the other goes under the rebuilt deck. With an empty discard he
draws the last card only. (Reaching a one-card deck takes some sixty black draws: the deck is set here.)"""
from __future__ import annotations

from collections import Counter

import pytest

from companion.core.errors import CompanionError
from companion.games.shadows import parse
from companion.games.shadows.game import Game, Relic


def armored_draw(deck: dict, discard: dict) -> Game:
    game = Game.start(parse("new arthur gawain kay"))
    game.relics["armor"] = Relic("held", "arthur")
    game.deck, game.discard = Counter(deck), Counter(discard)
    game.apply(parse("evil black"))
    return game


@pytest.mark.parametrize("line, played, deck", [
    ("black picts under saxons", "picts", {"saxons": 2, "despair": 3}),              # the last one played
    ("black saxons under picts", "saxons", {"saxons": 1, "despair": 3, "picts": 1}),  # the new one played
])
def test_the_last_card_then_one_from_the_rebuilt_deck_either_played(line, played, deck):
    game = armored_draw({"picts": 1}, {"saxons": 2, "despair": 3})
    events = game.apply(parse(line))
    assert "black-deck-reshuffled" in [e.key for e in events]
    other = "saxons" if played == "picts" else "picts"
    assert game.quests[played].warriors == 1 and game.quests[other].warriors == 0
    # The rebuilt deck: the old discard, less the second card drawn, plus the one put under it.
    assert +game.deck == Counter(deck)
    assert game.discard == Counter({played: 1})      # the warrior card played, discarded


def test_the_second_card_must_be_one_the_discard_can_hold():
    game = armored_draw({"picts": 1}, {"saxons": 2})
    with pytest.raises(CompanionError) as refused:
        game.apply(parse("black picts under vivien"))
    assert refused.value.code == "card-not-in-deck"      # Vivien is not in the discard


def test_with_an_empty_discard_the_armor_draws_the_last_card_only():
    game = armored_draw({"picts": 1}, {})
    with pytest.raises(CompanionError) as refused:
        game.apply(parse("black picts under picts"))
    assert refused.value.code == "card-not-in-deck"
    game.apply(parse("black picts"))
    assert game.quests["picts"].warriors == 1
