"""Knizia's Camelot (tournaments)'s facts for the contract every game keeps (tests/test_game_contract.py)."""
from __future__ import annotations

OPENINGS = ["new tournament 2", "new tournament 3 Anne Léa"]
MOVES = 45
OUTSIDE: frozenset[str] = frozenset()


def due(state: dict, rng) -> list[str] | None:
    """Every line comes from the menus or a scanned card."""
    return None


def hidden(game) -> set[str]:
    """Nothing lies face down that the box knows: the hands are in the players' hands, not in the state."""
    return set()


def whole_game(seed: int) -> list[str]:
    """A whole random game (tests/tournament/test_random_play.py's), its accepted lines: longer than the menus
    can walk, so the teaching mode's check (tests/test_lessons.py) reaches the action cards' lessons."""
    from tests.tournament.test_random_play import play_a_game
    table, _ = play_a_game(seed, undo=0)
    return list(table.lines)
