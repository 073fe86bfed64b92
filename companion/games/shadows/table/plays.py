"""A fight card that cannot complete its quest's combination, refused the moment it is scanned with its value
and the combination it breaks (« Un Combat 5 ne peut pas compléter deux paires de valeurs différentes sur la
Quête du Chevalier Noir (déjà posés : 3, 3, 4) »), from the quest's own check (quests.py, p 14)."""
from __future__ import annotations

from companion.core.errors import CompanionError

from .. import quests
from ..cards import CARDS

# The quests played as a combination, each built empty to ask its own rule.
BOARDS = {"black-knight": quests.black_knight, "lancelot": quests.lancelot, "dragon": quests.dragon}


def breaks_combination(cat, slug: str, state: dict) -> str:
    """Why the fight card `slug` cannot go on the quest where the knight to play stands ('' when it can)."""
    place = ((state.get("knights") or {}).get(state.get("current")) or {}).get("place")
    card = CARDS.get(slug)
    if place not in BOARDS or card is None or not card.is_fight:
        return ""
    board = BOARDS[place]()
    board.white = list((state["quests"].get(place) or {}).get("white", []))
    try:
        board.check_play(card.value)
    except CompanionError:
        return cat.text("ui.breaks-combination", value=card.value, combination=cat.text(f"combination.{place}"),
                        quest=cat.place(place), count=len(board.white),
                        laid=", ".join(str(v) for v in sorted(board.white)))
    return ""
