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

# Sentences of an answer that tell no step of its line (tests/undo_inverse.py): what the next knight may do,
# and a step the line does not take.
NOT_STEPS = (
    r"Au tour du Félon[^\n]*", r"The Traitor's turn[^\n]*",
    r"Le Roi Arthur peut échanger[^\n]*", r"[^\n.]*: il peut échanger une carte\.", r"[^\n.]*: he may swap a card\.",
    r"King Arthur may swap[^\n]*",
    r"Le Félon ne pioche pas[^\n.]*\.", r"The Traitor draws no[^\n.]*\.",
)


def game_lines(seed: int) -> list[str]:
    """A whole random game (tests/shadows/test_random_play.py's lines, the accepted ones), longer than the
    menus can walk: the inverse property reaches the quests' ends, the wars and the Grail."""
    import random

    from companion.journal.session import Session
    from tests.shadows.test_random_play import candidates
    rng = random.Random(seed)
    knights = ["arthur", "gawain", "kay", "percival", "tristan", "galahad", "palomides"]
    lines = ["new " + " ".join(rng.sample(knights, rng.randint(3, 6)))]
    session = Session.in_memory()
    session.submit(lines[0])
    for _ in range(400):
        if session.state()["over"]:
            break
        line = candidates(session.state(), rng)
        if session.submit(line).accepted:
            lines.append(line)
    return lines
