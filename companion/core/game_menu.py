"""The box's first menu with no game in progress: A, B, C name the games of the shelf by their titles."""
from __future__ import annotations

from .frontend import Frontend
from .step import Note, Result, Step
from .teaching import TEACH, teach_entry, toggle_teaching, with_teach_entry

class GameMenu(Frontend):
    """The box's first menu with no game in progress: A, B, C name the games; picking one hands over
    to that game's setup menu (the Companion reads `switch_to`)."""

    kind = None

    def _idle(self, state: dict) -> Step:
        from . import registry
        lang = self.cat.lang
        items = tuple((kind, registry.load(kind).TITLE.get(lang) or registry.load(kind).TITLE["fr"])
                      for kind in registry.kinds())

        # The teaching mode's choice, before any game starts (on C of the last page, or a page of its own).
        items = with_teach_entry(items, teach_entry(self))

        def pick(kind: str) -> Result:
            if kind == TEACH:
                return toggle_teaching(self, lambda: self._idle(state))
            self.switch_to = kind
            return None
        return Step(self.cat.text("ui.choose-game"), items, pick=pick, new_game=True)

    def board(self, state: dict) -> str:
        return self.cat.text("ui.choose-game")

    def on_card(self, slug: str, state: dict) -> list[str]:
        """A card scanned before a game is chosen: the question again."""
        self._sync(state)
        self._note = Note(self.cat.text("ui.choose-game"), alert=True)
        return []

    def _rule(self, slug: str) -> None:
        self._note = Note(self.cat.text("ui.choose-game"), alert=True)

    def card(self, slug: str):
        return None

    def cards(self) -> list[str]:
        return []
