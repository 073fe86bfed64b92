"""A toy game kept in the tests: two or three players add 1 or 2 to a counter in turn; whoever makes it 10 wins.

It is built as every game is (docs/adding-a-game.md): its pure rules here at the package's top (`KIND`,
`TITLE`, `parse`, `start`, `CARD_SLUGS`, `VERBS`), its table wing in `table/`; the tests add it to the box
with `registry.register("toy", "tests.toygame")` and change no file of companion/.
"""
from __future__ import annotations

from .commands import VERBS, parse
from .game import ToyGame as Game

KIND = "toy"
TITLE = {"fr": "Jeu de dix", "en": "Race to ten"}
CARD_SLUGS: tuple[str, ...] = ()     # a game without cards: no tag names anything of it
start = Game.start

__all__ = ["CARD_SLUGS", "Game", "KIND", "TITLE", "VERBS", "parse", "start"]
