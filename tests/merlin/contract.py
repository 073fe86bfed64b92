"""Merlin's facts for the contract every game keeps (tests/test_game_contract.py)."""
from __future__ import annotations

from tests.merlin.table import entry_lines

OPENINGS = ["new merlin 2", "new merlin 3 Anne Léa"]
MOVES = 80
# `card`: a quest card's requirement told by the table (its menus are tests/merlin/test_menus.py's).
OUTSIDE = frozenset({"card"})


def due(state: dict, rng) -> list[str] | None:
    """The setup's and a round's entries (the domain, each player's start, traitors and roll): their trees
    are walked in tests/merlin/test_menus.py; here the table enters them as it would."""
    if state.get("phase") in ("setup", "prepare"):
        return entry_lines(state, rng)[:1]
    return None


def hidden(game) -> set[str]:
    """The quest cards no one has shown: a hand and the decks are counts, a card is named once it is public."""
    state = game.public_state()
    public = set(state["catalogue"]) | {card for p in state["players"].values() for card in p["completed"]}
    return {f"q{n:02d}" for n in range(1, 56)} - public


def menu_lines(session) -> dict[str, tuple[str, ...]]:
    """The lines Merlin's menus reach on the session's state, with the labels pressed on the way: its own
    walker (tests/merlin/test_menus.py), which follows each option's step at once; the move menus'
    modifiers are too many paths for tests/menu_walk.py's button-by-button walk (3000 paths a state)."""
    from tests.merlin.test_menus import menus_for, reachable
    return reachable(menus_for(session), session)

# What an answer says that tells no physical step of its line (tests/undo_inverse.py): the space's name
# « the Exchange space » is not the verb « exchange ».
NOT_STEPS = (r"\bthe Exchange space\b",)


def whole_game(seed: int) -> list[str]:
    """A whole random game (tests/merlin/test_random_play.py's), its accepted lines: longer than the menus can
    walk, so the teaching mode's check (tests/test_lessons.py) reaches the last round's lessons."""
    from tests.merlin.test_random_play import play_a_game
    table, _ = play_a_game(seed, undo=0, abandon=0)
    return list(table.lines)
