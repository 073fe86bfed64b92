"""The rules of Shadows over Camelot: pure code (no I/O, no clock, no randomness).

The state of a game is the replay of its commands: `Game.start(new)` then `game.apply(cmd)`
for each accepted command. Page numbers in comments and messages refer to
../shared/rules/shadows-over-camelot-rulebook-fr.txt ("p 12" = the rulebook's page 12,
"GLQ" = the Grand Livre des Quêtes, "annexe 2" = its card descriptions).
What the box and the page show of the game is its table wing, `table/`, which these rules never import.
"""

from .cards import CARDS
from .commands import VERBS, parse
from .game import Game

KIND = "shadows"
TITLE = {"fr": "Les Chevaliers de la Table Ronde", "en": "Shadows over Camelot"}
CARD_SLUGS = tuple(CARDS)
# Cards `camelot enroll` asks for only when told (--loyalty): they never cross the reader in play.
ENROLL_OPTIONAL = frozenset(slug for slug, card in CARDS.items() if card.color == "loyalty")
start = Game.start

__all__ = ["CARD_SLUGS", "ENROLL_OPTIONAL", "Game", "KIND", "TITLE", "VERBS", "parse", "start"]

