"""A tournament player's cards chosen from a menu as well as scanned: a phone plays its whole turn (issue 33).

« Jouer une carte » lists the cards the engine accepts now (a display card of the tournament's colour, a
supporter, an action card with at least one target), each by its printed name; an action card then opens
its targets as a scanned one does (`Menus._play`). The box never knows a hand: a card chosen is the
player's word, as a card scanned is. Ivanhoe, played out of turn by another player, stays at the box.
"""
from __future__ import annotations

from companion.core.frontend import Step, lay_out
from . import menus
from ..cards import CARDS, COLOURS
from ..commands import Play

HAND = "hand"               # the turn menu's item that opens the cards (not a protocol line)
OUT_OF_TURN = ("ivanhoe",)  # another player's card (tournament-protocol.md: « Only ivanhoe is played by someone else »)
# A display card's kind, then the two cards beside a display: the order an argument naming a kind is laid out in.
KINDS = (*(slug for slug, card in CARDS.items() if card.kind != "action"), "shield", "stunned")


class Hand:
    """The turn's card menu, for the tournament's `Menus`."""

    def _hand_item(self) -> tuple[tuple[str, str], ...]:
        return ((HAND, self.cat.text("hand.play")),)

    def _hand(self, state: dict, back) -> Step:
        """The cards by family (the display's, the actions): two short menus rather than one of twelve pages."""
        items = (("display", self.cat.text("hand.display")), ("action", self.cat.text("hand.actions")))
        step = Step(self.cat.text("hand.which"), items, back=back)
        step.pick = lambda family: self._family(family, state, back=lambda: self._hand(self._state, back))
        return step

    def _family(self, family: str, state: dict, back) -> Step:
        """The cards of a family that fit now, by name; one chosen is played as if scanned (its arguments next)."""
        # Every card at its home (the deck's order), one the engine refuses now marked in its place.
        kinds = [slug for slug in CARDS if slug not in OUT_OF_TURN and (CARDS[slug].kind == "action") == (family == "action")]
        items = lay_out(kinds, [slug for slug in kinds if self._fits(slug)], self.cat.word)
        return Step(self.cat.text("hand.which"), items, pick=lambda slug: self._chosen(slug, self._state),
                    take=lambda slug: self._play(slug, self._state), back=back, why=self._why_card)

    def _fits(self, slug: str) -> bool:
        """Whether the engine accepts `slug` now (an action card: with some target); all without an engine."""
        game = self._game()
        if game is None:
            return True
        if menus.needs_arguments(slug):
            return bool(self._accepted(slug))
        return game.accepts(Play(f"play {slug}", slug))

    def _why_card(self, slug: str) -> str:
        """Why the engine refuses `slug` now, in the rules' words (an action card: why it has no target)."""
        game = self._game()
        if game is None:
            return self.cat.error("not-an-option", None)
        refused = game.why_no_target(slug) if menus.needs_arguments(slug) else game.refusal(Play(f"play {slug}", slug))
        return self.cat.error(refused.code if refused else "not-an-option", None)

    def _chosen(self, slug: str, state: dict):
        """A card chosen by name: played at once, or its arguments asked one word at a time, each at its home."""
        if not menus.needs_arguments(slug):
            return self._play(slug, state)
        accepted = [tuple(words) for words in self._accepted(slug)]
        return self._word(slug, accepted, (), state) if accepted else self._play(slug, state)

    def _word(self, slug: str, accepted: list[tuple[str, ...]], chosen: tuple[str, ...], state: dict) -> Step:
        """The next argument of `play SLUG …`: every word of its kind at its home (the seats, the colours, the
        deck's kinds), those the engine accepts after the words chosen so far offered, the others marked."""
        shape = menus.SHAPES.get(slug, ("seat",))
        what = shape[len(chosen)]
        vocabulary = state["seats"] if what == "seat" else COLOURS if what == "colour" else KINDS
        possible = {words[len(chosen)] for words in accepted if words[:len(chosen)] == chosen}
        label = (lambda w: self.cat.player(state, w)) if what == "seat" else self.cat.word

        def pick(word: str):
            words = (*chosen, word)
            if len(words) == len(shape):
                return [" ".join(("play", slug, *words))]
            return self._word(slug, accepted, words, state)
        colour = self.cat.word(state["colour"]) if state.get("colour") else ""
        prompt = self.cat.text("box.target", card=self.cat.word(slug), slug=slug, colour=colour)
        so_far = " / ".join(self.cat.player(state, w) if shape[i] == "seat" else self.cat.word(w)
                            for i, w in enumerate(chosen))
        return Step(f"{prompt} {so_far}" if chosen else prompt, lay_out(vocabulary, possible, label), pick=pick,
                    back=(lambda: self._word(slug, accepted, chosen[:-1], state)) if chosen else None)
