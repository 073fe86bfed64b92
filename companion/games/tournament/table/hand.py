"""A tournament player's cards chosen from a menu as well as scanned: a phone plays its whole turn (issue 33).

« Jouer une carte » lists the cards the engine accepts now (a display card of the tournament's colour, a
supporter, an action card with at least one target), each by its printed name; an action card then opens
its targets as a scanned one does (`Menus._play`). The box never knows a hand: a card chosen is the
player's word, as a card scanned is. Ivanhoe, played out of turn by another player, stays at the box.
"""
from __future__ import annotations

from companion.core.frontend import Step, lay_out
from . import menus
from ..cards import CARDS
from ..commands import Play

HAND = "hand"               # the turn menu's item that opens the cards (not a protocol line)
OUT_OF_TURN = ("ivanhoe",)  # another player's card (tournament-protocol.md: « Only ivanhoe is played by someone else »)


class Hand:
    """The turn's card menu, for the tournament's `Menus`."""

    def _hand_item(self) -> tuple[tuple[str, str], ...]:
        return ((HAND, self.cat.text("hand.play")),)

    def _hand(self, state: dict, back) -> Step:
        """The cards that fit now, by name; one chosen is played as if scanned (its targets asked next)."""
        # Every card at its home (the deck's order), one the engine refuses now marked in its place.
        kinds = [slug for slug in CARDS if slug not in OUT_OF_TURN]
        items = lay_out(kinds, [slug for slug in kinds if self._fits(slug)], self.cat.word)
        return Step(self.cat.text("hand.which"), items, pick=lambda slug: self._play(slug, self._state),
                    take=lambda slug: self._play(slug, self._state), back=back,
                    why=self._why_card)

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
