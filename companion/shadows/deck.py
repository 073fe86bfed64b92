"""The black deck: drawing, the discard, what the table knows of the deck (p 10-11, annexe 2)."""
from __future__ import annotations

from collections import Counter
from typing import Iterator

from ..errors import CompanionError
from .cards import CARDS
from .events import Decision
from .state import Relic


class BlackDeck:
    """Part of Game: the black cards entering play."""

    # ------------------------------------------------------------------ the black deck

    def take_from_deck(self, slug: str) -> None:
        self.deck[slug] -= 1
        if sum(self.deck.values()) == 0:
            # p 10: the deck is rebuilt from the discard the moment it runs out, the white with it.
            self.deck, self.discard = self.discard, Counter()
            self.emit("black-deck-reshuffled", cards=sum(self.deck.values()))

    def to_discard(self, slug: str) -> None:
        self.discard[slug] += 1

    def check_in_deck(self, slug: str, under: str | None = None) -> None:
        need = Counter([slug] + ([under] if under else []))
        for card, n in need.items():
            if self.deck[card] < n:
                left = self.deck[card]
                if CARDS[card].kind == "combat":
                    # Naming it could tell which value lies face down on a quest: stay vague.
                    raise CompanionError("card-not-in-deck", "that combat card cannot be in the black deck "
                                         "now: check the card and scan it again")
                where = "all the others are on the board or in the discard" if left == 0 else f"only {left} left"
                raise CompanionError("card-not-in-deck",
                                     f"{CARDS[card].name['en']} cannot be in the black deck now: {where}")


    def draw_black(self, slug: str, drawer: str) -> Iterator[Decision]:
        """One black card entering play: counter, then its effect (p 10-11, annexe 2)."""
        from .effects import BLACK_EFFECTS
        card = CARDS[slug]
        self.take_from_deck(slug)
        face_hidden = card.kind == "combat"
        self.emit("black-drawn", card=None if face_hidden else slug, kind=card.kind, knight=drawer)
        options = []
        if card.is_special and ("vivien" not in self.effects or slug == "vivien"):
            options.append("merlin")
        if self.holder("excalibur"):
            options.append("excalibur")
        if options:
            answer = yield Decision("counter", tuple(options) + ("none",),
                                    about={"card": None if face_hidden else slug})
            if answer == "merlin":
                self.emit("countered", card=slug, by="merlin")
                self.to_discard(slug)
                return
            if answer == "excalibur":
                holder = self.holder("excalibur")
                self.relics["excalibur"] = Relic("used")
                self.emit("countered", card=None if face_hidden else slug, by="excalibur", holder=holder)
                self.to_discard(slug)
                return
        yield from BLACK_EFFECTS[card.effect or "combat"](self, slug)

    def evil_draw(self, drawer: str) -> Iterator[Decision]:
        """The evil action 'draw a black card': wait for the scan, then resolve it."""
        cmd = yield Decision("black", (), answer="black", about={"knight": drawer, "chosen": True})
        if cmd.under:
            self.emit("card-under-deck", knight=drawer)
        yield from self.draw_black(cmd.card, drawer)


