"""Reiner Knizia's *Camelot* (tournaments; the French *Ivanhoe*): pure rules, vocabulary, words, card data.

The description the registry reads: `KIND`, `parse`, `start`, `CARD_SLUGS`, `Game`.
"""
from __future__ import annotations

from .cards import SLUGS as CARD_SLUGS
from .commands import parse
from .game import TournamentGame as Game

KIND = "tournament"
start = Game.start

__all__ = ["KIND", "CARD_SLUGS", "Game", "parse", "start"]
