"""The black deck: drawing, the discard, what the table knows of the deck (p 10-11, annexe 2)."""
from __future__ import annotations

from collections import Counter
from typing import Iterator

from companion.core.errors import CompanionError
from .cards import BLACK_COPIES, CARDS, WARS
from .events import Decision
from .state import Relic


COMBAT_QUESTS = ("black-knight", "lancelot", "dragon")


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
        A card being resolved (between its scan and its place) is in the drawer's hand: counted nowhere.
        """
        possible = {kind: self._possible(kind) for kind in BLACK_COPIES}
        unseen = sum(self.discard_unseen.values()) + sum(
            not card.face_up for name in COMBAT_QUESTS for card in self.quests[name].black)
        return {"cards": sum(self.deck.values()), "unseen": unseen, "possible": possible}

    def _possible(self, kind: str) -> int:
        """The copies of `kind` the table has not seen out of the deck (public facts only)."""
        seen = self.discard[kind] - self.discard_unseen[kind]
        if CARDS[kind].kind == "combat":
            seen += sum(card.face_up and card.slug == kind
                        for name in COMBAT_QUESTS for card in self.quests[name].black)
        else:
            grail = self.quests["grail"]
            seen += grail.dark.count(kind) + (kind in self.effects)
            seen += (kind == "dark-forest" and grail.dark_forest)
            seen += (kind == "mordred") * sum(self.quests[w].mordred for w in WARS)
        return BLACK_COPIES[kind] - seen

    def check_in_deck(self, slug: str, under: str | None = None) -> None:
        """Refuse a drawn card the table knows cannot be in the deck (the public view only: a refusal
        must never tell what lies face down)."""
        need = Counter([slug] + ([under] if under else []))
        cards = sum(self.deck.values())
        if under and cards == 1:
            return self._check_last_and_rebuilt(slug, under)
        if sum(need.values()) > cards:
            raise CompanionError("card-not-in-deck", f"only {cards} card(s) left in the black deck")
        for card, n in need.items():
            left = self._possible(card)
            if left < n:
                where = "all the others are on the board or in the discard" if left <= 0 else f"only {left} left"
                raise CompanionError("card-not-in-deck",
                                     f"{CARDS[card].name['en']} cannot be in the black deck now: {where}")

    def _check_last_and_rebuilt(self, slug: str, under: str) -> None:
        """Lancelot's Armor with one card left (protocol ruling): one of the two is that last card, the
        other comes from the discard the deck is rebuilt from; either may be the one played."""
        if not sum(self.discard.values()):
            raise CompanionError("card-not-in-deck", "one black card left and an empty discard: the Armor "
                                 "draws that card only (black CARD)")
        if not any(self._possible(last) >= 1 and self._in_discard(new) for last, new in ((slug, under), (under, slug))):
            raise CompanionError("card-not-in-deck", "with one black card left, one of the two is that card and "
                                 "the other comes from the rebuilt deck (the discard): these two cannot be")

    def _in_discard(self, kind: str) -> bool:
        """Whether the discard may hold `kind` by public facts (a face-down card discarded unseen is any
        combat card: the check never tells its face)."""
        seen = self.discard[kind] - self.discard_unseen[kind]
        hidden = sum(self.discard_unseen.values()) if CARDS[kind].kind == "combat" else 0
        return seen + hidden >= 1

    def draw_last_and_rebuilt(self, played: str, under: str) -> None:
        """The Armor's two cards with one left: the last card, the deck rebuilt, a second from it; the one
        not played goes under the rebuilt deck (GLQ p 6, p 10, protocol ruling)."""
        last = played if self.deck[played] >= 1 and self._possible(played) >= 1 else under
        new = under if last == played else played
        self.take_from_deck(last)          # the deck runs out: rebuilt from the discard at once
        self.deck[new] -= 1
        self.deck[under] += 1

    def draw_black(self, slug: str, drawer: str, taken: bool = False) -> Iterator[Decision]:
        """One black card entering play: counter, then its effect (p 10-11, annexe 2); `taken`: already
        out of the deck."""
        from .effects import BLACK_EFFECTS
        card = CARDS[slug]
        if not taken:
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
        taken = False
        if cmd.under:
            self.emit("card-under-deck", knight=drawer)
            if sum(self.deck.values()) == 1:
                self.draw_last_and_rebuilt(cmd.card, cmd.under)
                taken = True
        yield from self.draw_black(cmd.card, drawer, taken)


