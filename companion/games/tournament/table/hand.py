"""A tournament player's cards chosen from a menu as well as scanned: a phone plays its whole turn (issue 33).

« Jouer une carte » lists the cards the engine accepts now (a display card of the tournament's colour, a
supporter, an action card with at least one target), each by its printed name; an action card then opens
its targets as a scanned one does (`Menus._play`). The box never knows a hand: a card chosen is the
player's word, as a card scanned is. Ivanhoe, played out of turn by another player, stays at the box.
"""
from __future__ import annotations

from companion.core.frontend import Step
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
        items = tuple((slug, self.cat.word(slug)) for slug in CARDS if self._fits(slug))
        return Step(self.cat.text("hand.which"), items, pick=lambda slug: self._play(slug, self._state),
                    take=lambda slug: self._play(slug, self._state), back=back)

    def _fits(self, slug: str) -> bool:
        """Whether the engine accepts `slug` now (an action card: with some target); all without an engine."""
        if slug in OUT_OF_TURN:
            return False
        game = self._game()
        if game is None:
            return True
        if menus.needs_arguments(slug):
            return bool(self._accepted(slug))
        return game.accepts(Play(f"play {slug}", slug))
