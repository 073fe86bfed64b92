"""The deck the box's tags can name (CARD_SLUGS): 55 quest cards, 24 traitor tiles, 24 terrain tiles.

Counts are the rulebook's « Matériel »: « 55 cartes Quête », « 24 Traîtres – 4 par province »,
« 5x Montagne, Bois, Lac » and « 3x Montagne, Bois et Lac avec une Tour ». The quest cards carry
no printed number: `q01`…`q55` are the names the enrollment gives them. The enrollment walk reads
`CARDS` (slug, copies, name); the words for players are the words module's.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from companion.core.errors import CompanionError
from .board import COLOURS
from .commands import CARDS as QUEST_SLUGS

EXPECTED = {"quest": 55, "traitor": 24, "tile": 24}
TRAITORS_PER_COLOUR = 4
PLAIN_TILES, TOWER_TILES = 5, 3
_COLOUR_NAMES = {"black": ("noir", "black"), "grey": ("gris", "grey"), "blue": ("bleu", "blue"),
                 "orange": ("orange", "orange"), "purple": ("violet", "purple"), "brown": ("marron", "brown")}
_TERRAINS = {"m": ("Montagne", "Mountain"), "w": ("Bois", "Wood"), "l": ("Lac", "Lake")}


@dataclass(frozen=True)
class Card:
    """One kind of tagged piece (not a physical copy)."""

    slug: str
    kind: str                        # quest | traitor | tile
    copies: int
    name: dict = field(compare=False)


def _deck() -> dict[str, Card]:
    cards = {slug: Card(slug, "quest", 1, {"fr": f"Quête {slug[1:]}", "en": f"Quest {slug[1:]}"})
             for slug in QUEST_SLUGS}
    for colour in COLOURS:
        fr, en = _COLOUR_NAMES[colour]
        slug = f"traitor-{colour}"
        cards[slug] = Card(slug, "traitor", TRAITORS_PER_COLOUR, {"fr": f"Traître {fr}", "en": f"{en.title()} traitor"})
    for letter, (fr, en) in _TERRAINS.items():
        cards[f"tile-{letter}"] = Card(f"tile-{letter}", "tile", PLAIN_TILES, {"fr": fr, "en": en})
        cards[f"tile-{letter}-tower"] = Card(f"tile-{letter}-tower", "tile", TOWER_TILES,
                                             {"fr": f"{fr} avec une Tour", "en": f"{en} with a tower"})
    return cards


def _checked(cards: dict[str, Card]) -> dict[str, Card]:
    for kind, total in EXPECTED.items():
        found = sum(c.copies for c in cards.values() if c.kind == kind)
        if found != total:
            raise CompanionError("bad-card-data", f"Merlin's deck: {found} {kind} pieces, the rulebook {total}")
    return cards


CARDS = _checked(_deck())
SLUGS = tuple(CARDS)
