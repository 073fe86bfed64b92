"""The material: card kinds loaded from data/cards.json and checked against the rulebook's counts."""
from __future__ import annotations

from dataclasses import dataclass, field

from companion.core.carddata import read_cards
from companion.core.errors import CompanionError

KNIGHTS = ("arthur", "galahad", "gawain", "kay", "palomides", "percival", "tristan")
QUESTS = ("black-knight", "lancelot", "dragon", "excalibur", "grail", "picts", "saxons")
PLACES = ("camelot",) + QUESTS
WARS = ("picts", "saxons")
SOLO_QUESTS = ("black-knight", "lancelot")

# Annexe 2: 84 white, 76 black, 8 loyalty cards.
EXPECTED_TOTALS = {"white": 84, "black": 76, "loyalty": 8}
KINDS = {
    "white": {"fight", "grail", "special"},
    "black": {"combat", "standard", "special"},
    "loyalty": {"loyalty"},
}


@dataclass(frozen=True)
class Card:
    """One kind of card (not a physical copy)."""

    slug: str
    color: str
    kind: str
    copies: int
    name: dict = field(compare=False)
    value: int | None = None          # white fight cards and Black Knight cards
    values: dict | None = None        # Lancelot/Dragon: {"lancelot": v, "dragon": v}
    quest: str | None = None          # black cards: the quest they go to ("war": either war)
    effect: str | None = None         # the name of the logic in effects.py

    @property
    def is_special(self) -> bool:
        """Special cards carry the special symbol (rulebook p 10, p 16)."""
        return self.kind == "special"

    @property
    def is_fight(self) -> bool:
        """White fight cards (Combat 1 to 5)."""
        return self.kind == "fight"


def load_cards() -> dict[str, Card]:
    """Load and validate the card data; raise CompanionError on any inconsistency."""
    cards: dict[str, Card] = read_cards(__package__, Card, "card data")
    for card in cards.values():
        if card.kind not in KINDS.get(card.color, ()):
            raise CompanionError("bad-card-data", f"card data: {card.slug}: kind {card.kind} is not {card.color}")
        if card.color == "black" and card.kind == "combat" and not (card.value or card.values):
            raise CompanionError("bad-card-data", f"card data: {card.slug}: a combat card needs a value")
        needs_effect = card.kind == "special" or (card.color == "black" and card.kind != "combat")
        if needs_effect and not card.effect:
            raise CompanionError("bad-card-data", f"card data: {card.slug}: no effect named")
    for color, total in EXPECTED_TOTALS.items():
        got = sum(c.copies for c in cards.values() if c.color == color)
        if got != total:
            raise CompanionError("bad-card-data", f"card data: {got} {color} cards, the rulebook has {total}")
    return cards


CARDS: dict[str, Card] = load_cards()
WHITE = frozenset(s for s, c in CARDS.items() if c.color == "white")
BLACK = frozenset(s for s, c in CARDS.items() if c.color == "black")
FIGHT = frozenset(s for s, c in CARDS.items() if c.is_fight)
BLACK_COPIES = {s: CARDS[s].copies for s in sorted(BLACK)}
