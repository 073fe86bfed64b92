"""Shadows over Camelot's facts for the contract every game keeps (tests/test_game_contract.py)."""
from __future__ import annotations

from companion.games.shadows.cards import CARDS

OPENINGS = ["new arthur kay gawain", "new tristan kay galahad percival"]
MOVES = 60          # the menus' lines a random game plays (black cards lie face down by then)
OUTSIDE: frozenset[str] = frozenset()   # verbs of `can` the table enters without the menus


def due(state: dict, rng) -> list[str] | None:
    """Lines the table enters without the menus now (None: every line comes from the menus)."""
    return None


def hidden(game) -> set[str]:
    """Every name of a black card lying face down now that no face-up copy shows (its slug, fr and en)."""
    down, up = set(), set()
    for quest in ("black-knight", "lancelot", "dragon"):
        for card in game.quests[quest].black:
            (up if card.face_up else down).add(card.slug)
    return {name for slug in down - up for name in (slug, CARDS[slug].name["fr"], CARDS[slug].name["en"])}
