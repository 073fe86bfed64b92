"""A game's material as data: `data/cards.json` read into the game's own card type (it validates the rest)."""
from __future__ import annotations

import json
from importlib import resources

from .errors import CompanionError


def read_cards(package: str, card_type: type, label: str) -> dict:
    """The entries of `package`'s data/cards.json as `card_type`, by slug; CompanionError (`label`
    first) on an entry that does not fit the type or a slug given twice."""
    raw = json.loads(resources.files(package).joinpath("data/cards.json").read_text("utf-8"))
    cards: dict = {}
    for entry in raw["cards"]:
        try:
            card = card_type(**entry)
        except TypeError as exc:
            raise CompanionError("bad-card-data", f"{label}: {entry.get('slug')}: {exc}") from exc
        if card.slug in cards:
            raise CompanionError("bad-card-data", f"{label}: {card.slug} appears twice")
        cards[card.slug] = card
    return cards
