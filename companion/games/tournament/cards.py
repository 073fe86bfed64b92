"""The material of Knizia's Camelot: card kinds loaded from data/cards.json, checked against the rulebook.

Rulebook "Matériel" (lines 20-26): 110 cards, 70 colour cards (14 of each colour), 20
supporters (16 squires, 4 maidens), 20 action cards. Per-kind counts: tournament-cards.md.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from companion.core.carddata import read_cards
from companion.core.errors import CompanionError

COLOURS = ("purple", "red", "blue", "yellow", "green")
WEAPONS = ("red", "blue", "yellow")          # what Désarçonné / Changement d'arme may name
EXPECTED = {"colour": 70, "supporter": 20, "action": 20}
PER_COLOUR = 14
SQUIRES, MAIDENS = 16, 4
HOLDINGS = ("shield", "stunned")              # action cards that lie before a player (rulebook l. 181-189)


@dataclass(frozen=True)
class Card:
    """One kind of card (not a physical copy)."""

    slug: str
    kind: str                       # colour | supporter | action
    copies: int
    name: dict = field(compare=False)
    colour: str | None = None       # a colour, "white" for supporters, None for actions
    value: int | None = None        # the printed value of display cards
    effect: str | None = None       # action cards: the name of the logic in actions.py
    target: str | None = None       # action cards: what they act on (for menus and words)

    @property
    def is_display(self) -> bool:
        """Colour cards and supporters go on a display (« personnage »)."""
        return self.kind in ("colour", "supporter")

    @property
    def is_supporter(self) -> bool:
        """Squires and maidens (« cartes de soutien », l. 82-84)."""
        return self.kind == "supporter"


def _check(ok: bool, message: str) -> None:
    if not ok:
        raise CompanionError("bad-card-data", "tournament card data: " + message)


def load_cards() -> dict[str, Card]:
    """Load and validate the card data; raise CompanionError on any inconsistency."""
    cards: dict[str, Card] = read_cards(__package__, Card, "tournament card data")
    for card in cards.values():
        _check(card.kind in EXPECTED, f"{card.slug}: unknown kind {card.kind}")
        _check(card.copies >= 1, f"{card.slug}: no copies")
        if card.kind == "colour":
            _check(card.colour in COLOURS and card.slug == f"{card.colour}-{card.value}",
                   f"{card.slug}: a colour card is named COLOUR-VALUE")
        elif card.kind == "supporter":
            _check(card.colour == "white" and isinstance(card.value, int), f"{card.slug}: a supporter is white with a value")
        else:
            _check(card.value is None and bool(card.effect), f"{card.slug}: an action card names its effect")
    for kind, total in EXPECTED.items():
        got = sum(c.copies for c in cards.values() if c.kind == kind)
        _check(got == total, f"{got} {kind} cards, the rulebook has {total}")
    for colour in COLOURS:
        got = sum(c.copies for c in cards.values() if c.colour == colour)
        _check(got == PER_COLOUR, f"{got} {colour} cards, the rulebook has {PER_COLOUR}")
    squires = sum(c.copies for c in cards.values() if c.is_supporter and c.value in (2, 3))
    maidens = sum(c.copies for c in cards.values() if c.is_supporter and c.value == 6)
    _check((squires, maidens) == (SQUIRES, MAIDENS), "the rulebook has 16 squires of 2 and 3 and 4 maidens of 6")
    return cards


CARDS: dict[str, Card] = load_cards()
DISPLAY = tuple(s for s, c in CARDS.items() if c.is_display)
ACTIONS = tuple(s for s, c in CARDS.items() if c.kind == "action")
SLUGS = tuple(CARDS)
MAIDEN = "maiden-6"


def value_of(slug: str) -> int:
    """The printed value of a display card."""
    value = CARDS[slug].value
    assert value is not None
    return value
