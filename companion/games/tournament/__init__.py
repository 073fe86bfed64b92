"""Reiner Knizia's *Camelot* (tournaments; the French *Ivanhoe*): pure rules, vocabulary, words, card data.

The description the registry reads (companion/core/registry.py): `KIND`, `TITLE`, `parse`, `start`, `CARD_SLUGS`,
`VERBS`. What the box and the page show of the game is its table wing, `table/`, which these rules never import.
"""
from __future__ import annotations

from .cards import SLUGS as CARD_SLUGS
from .commands import VERBS, parse
from .game import TournamentGame as Game

KIND = "tournament"
TITLE = {"fr": "Camelot (tournois)", "en": "Camelot (tournaments)"}
start = Game.start

__all__ = ["CARD_SLUGS", "Game", "KIND", "TITLE", "VERBS", "parse", "start"]

