"""The black deck: drawing, the discard, what the table knows of the deck (p 10-11, annexe 2)."""
from __future__ import annotations

from collections import Counter
from typing import Iterator

from ..errors import CompanionError
from .cards import BLACK_COPIES, CARDS, WARS
from .events import Decision
from .state import Relic


class BlackDeck:
    """Part of Game: the black cards entering play."""

    # ------------------------------------------------------------------ the black deck

    def take_from_deck(self, slug: str) -> None:
        # The engine's own count of a kind may go below 0 when the table mis-scanned a face-down card
        # earlier: the table's view (public_deck) decides what may be drawn, and the total stays right.
        self.deck[slug] -= 1
        if sum(self.deck.values()) == 0:
            # p 10: the deck is rebuilt from the discard the moment it runs out, the white with it.
            self.deck, self.discard, self.discard_unseen = self.discard, Counter(), Counter()
            self.emit("black-deck-reshuffled", cards=sum(self.deck.values()))

    def to_discard(self, slug: str, seen: bool = True) -> None:
        """A black card to the discard; `seen` False when the table never saw its face (face down, Excalibur)."""
        self.discard[slug] += 1
        if not seen:
            self.discard_unseen[slug] += 1

    def reshuffle_discard(self) -> None:
        """p 10: the discard goes back into the deck (every card in it, seen or not)."""
        self.deck.update(self.discard)     # update keeps a mis-scan's negative count, so the total stays right
        self.discard, self.discard_unseen = Counter(), Counter()

    def public_deck(self) -> dict:
        """What the table knows of the black deck, from public facts only (never a face-down value).

        `cards`: how many are in the deck; `unseen`: black cards out of the deck whose face nobody saw
        (face down on a quest, or discarded unseen); `possible[KIND]`: the copies not seen anywhere
        else, the most the deck can hold. A kind that is not a combat card is exact; of a combat kind
        the deck holds at least `possible - unseen`. The forecast and every deck check use this view.
        """
        seen = self.discard - self.discard_unseen
        unseen = sum(self.discard_unseen.values())
        for name in ("black-knight", "lancelot", "dragon"):
            for card in self.quests[name].black:
                if card.face_up:
                    seen[card.slug] += 1
                else:
                    unseen += 1
        grail = self.quests["grail"]
        seen.update(grail.dark)
        seen["dark-forest"] += grail.dark_forest
        seen["mordred"] += sum(self.quests[w].mordred for w in WARS)
        seen.update(e for e in self.effects if e in BLACK_COPIES)
        return {"cards": sum(self.deck.values()), "unseen": unseen,
                "possible": {kind: n - seen[kind] for kind, n in BLACK_COPIES.items()}}

    def check_in_deck(self, slug: str, under: str | None = None) -> None:
        """Refuse a drawn card the table knows cannot be in the deck (the public view only: a refusal
        must never tell what lies face down, issue 'the face-down probe')."""
        need = Counter([slug] + ([under] if under else []))
        view = self.public_deck()
        if sum(need.values()) > view["cards"]:
            raise CompanionError("card-not-in-deck", f"only {view['cards']} card(s) left in the black deck")
        for card, n in need.items():
            left = view["possible"][card]
            if left < n:
                where = "all the others are on the board or in the discard" if left <= 0 else f"only {left} left"
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
                self.to_discard(slug, seen=not face_hidden)
                return
        yield from BLACK_EFFECTS[card.effect or "combat"](self, slug)
        self.settle()   # the card's effect is whole: now the end of the game is checked (p 9)

    def evil_draw(self, drawer: str) -> Iterator[Decision]:
        """The evil action 'draw a black card': wait for the scan, then resolve it."""
        cmd = yield Decision("black", (), answer="black", about={"knight": drawer, "chosen": True})
        if cmd.under:
            self.emit("card-under-deck", knight=drawer)
        yield from self.draw_black(cmd.card, drawer)


