"""Shadows: the odds of the next black card, by family, from what the table has seen (pure).

Read from the engine's public view of the deck (`Game.public_deck()`): the copies of each kind
not seen out of the deck, less the cards out of it whose face nobody saw, counted by family.
Never by value: a face-down card's family is public (the quest it lies on says it) but its value
is not, so the odds are the same whatever a face-down card is worth.
"""
from __future__ import annotations

from collections import Counter

from ..cards import CARDS

# The quest a combat card lies on -> its family (the Lancelot/Dragon cards serve both quests).
QUEST_FAMILY = {"black-knight": "black-knight", "lancelot": "lancelot-dragon", "dragon": "lancelot-dragon"}


def family(slug: str) -> str:
    """A black card's family: its quest for a combat card, 'morgan' for any Morgan, else itself."""
    card = CARDS[slug]
    if card.kind == "combat":
        return card.quest
    return "morgan" if slug.startswith("morgan-") else slug


def unseen_by_family(game) -> Counter[str]:
    """Black cards out of the deck whose face nobody saw, by family (the quest they lay on)."""
    unseen: Counter[str] = Counter()
    for quest, fam in QUEST_FAMILY.items():
        unseen[fam] += sum(not card.face_up for card in game.quests[quest].black)
    for slug, n in game.discard_unseen.items():
        unseen[family(slug)] += n
    return unseen


def family_counts(game) -> Counter[str]:
    """How many cards of each family the black deck holds now (the same for any face-down value)."""
    view = game.public_deck()
    counts: Counter[str] = Counter()
    for slug, n in view["possible"].items():
        counts[family(slug)] += n
    unseen = unseen_by_family(game)
    counts.subtract(unseen)
    # A card being resolved is in the drawer's hand, counted nowhere by the view: once the table
    # knows its family (the quest it is about to lie on, a special named aloud) it leaves the odds.
    in_hand = sum(view["possible"].values()) - sum(unseen.values()) - view["cards"]
    known = _family_in_hand(game.public_state().get("pending"))
    if in_hand > 0 and known is not None:
        counts[known] -= 1
    # A mis-scanned face-down card may leave a family below zero: what the table can count is what is left.
    return +counts


def _family_in_hand(pending: dict | None) -> str | None:
    if not pending:
        return None
    if pending.get("quest") in QUEST_FAMILY and pending.get("decision") == "face":
        return QUEST_FAMILY[pending["quest"]]
    card = pending.get("card")
    return family(card) if card in CARDS else None


def forecast(game, catalogs: dict) -> dict:
    """The odds of each family for the next black card, most likely first, named in each language."""
    counts = family_counts(game) if game is not None else Counter()
    total = sum(counts.values())
    odds = []
    for fam, n in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
        names = {lang: _name(cat, fam) for lang, cat in catalogs.items()}
        odds.append({"family": fam, "cards": n, "percent": round(100 * n / total, 1), **names})
    return {"cards": total, "odds": odds}


def _name(cat, fam: str) -> str:
    if cat.has(f"card-family.{fam}"):
        return cat.text(f"card-family.{fam}")
    if fam == "morgan":   # "Morgane (Bravoure)" → "Morgane": the five Morgans share the name before the brackets
        return cat.card("morgan-life").split(" (")[0]
    return cat.card(fam)
