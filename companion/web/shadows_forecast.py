"""Shadows: the odds of the next black card, by family, from what the table has seen.

Counted by family only (Black Knight, Lancelot/Dragon, Picts, Despair, each Morgan…), never by
value: a face-down card's family is public (the quest it lies on says it) but its value is not,
so the odds are the same whatever a face-down card is worth.
"""
from __future__ import annotations

from collections import Counter

from ..i18n import Catalog
from ..shadows.cards import CARDS


def family(slug: str) -> str:
    """A black card's family: its quest for a combat card, 'morgan' for any Morgan, else itself."""
    card = CARDS[slug]
    if card.kind == "combat":
        return card.quest
    return "morgan" if slug.startswith("morgan-") else slug


def family_counts(game) -> Counter[str]:
    """How many cards of each family the black deck holds now (the same for any face-down value)."""
    counts: Counter[str] = Counter()
    for slug, n in game.deck.items():
        # Summed before filtering: after a face-down card's value was swapped by a mis-scan one
        # kind may stand below zero, yet its family's sum is what the table knows.
        counts[family(slug)] += n
    return +counts


def forecast(game, catalogs: dict[str, Catalog]) -> dict:
    """The odds of each family for the next black card, most likely first, named in each language."""
    counts = family_counts(game) if game is not None else Counter()
    total = sum(counts.values())
    odds = []
    for fam, n in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
        names = {lang: _name(cat, fam) for lang, cat in catalogs.items()}
        odds.append({"family": fam, "cards": n, "percent": round(100 * n / total, 1), **names})
    return {"cards": total, "odds": odds}


def _name(cat: Catalog, fam: str) -> str:
    if cat.has(f"card-family.{fam}"):
        return cat.text(f"card-family.{fam}")
    if fam == "morgan":   # "Morgane (Bravoure)" → "Morgane": the five Morgans share the name before the brackets
        return cat.card("morgan-life").split(" (")[0]
    return cat.card(fam)
