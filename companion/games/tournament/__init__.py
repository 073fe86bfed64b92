"""Reiner Knizia's *Camelot* (tournaments; the French *Ivanhoe*): pure rules, vocabulary, words, card data.

The description the registry reads (companion/core/registry.py): `KIND`, `TITLE`, `parse`, `start`, `CARD_SLUGS`,
`VERBS`, and for the box `Frontend`, `Words`, `draw_strip` (imported on first use).
"""
from __future__ import annotations

from companion.core.registry import parts_on_first_use
from .cards import SLUGS as CARD_SLUGS
from .commands import VERBS, parse
from .game import TournamentGame as Game

KIND = "tournament"
TITLE = {"fr": "Camelot (tournois)", "en": "Camelot (tournaments)"}
start = Game.start

__all__ = ["CARD_SLUGS", "Game", "KIND", "TITLE", "VERBS", "parse", "start"]


# What the box's UI needs, imported on first use (the replay and the journal never load the screen).
__getattr__ = parts_on_first_use(__name__, {"Frontend": ("frontend", "Menus"), "Words": ("words", "Words"),
                                            "draw_strip": ("screen", "draw_strip"),
                                            "strip_text": ("screen", "strip_text"),
                                            "narrate": ("narration", "narrate")})
