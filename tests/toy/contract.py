"""The toy game's facts for the contract every game keeps (tests/test_game_contract.py)."""
from __future__ import annotations

OPENINGS = ["new toy 2", "new toy 3 Anne Léa"]
MOVES = 12          # a race to ten is over in five to ten lines
OUTSIDE: frozenset[str] = frozenset()


def due(state: dict, rng) -> list[str] | None:
    """Every line comes from the menu."""
    return None


def hidden(game) -> set[str]:
    """The toy hides nothing."""
    return set()
