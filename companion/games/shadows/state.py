"""The pieces of a game's state and the rulebook's numbers (pp 7-18, GLQ pp 3-10)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generator

from .events import Decision

START_LIFE = 4          # p 7: the die starts on 4
MAX_LIFE = 6            # p 12: never above 6, never below 0
SIEGE_LOST = 12         # p 18: twelve siege engines take Camelot
BLACK_SWORDS_LOST = 7   # p 18: a seventh black sword
SWORDS_END = 12         # p 18: the action laying the 12th sword ends the game
ACCUSE_THRESHOLD = 6    # p 16: six swords or six siege engines
BLACK_DECK_LOW = 3      # warn when this few black cards are left (the reshuffle is near)

Flow = Generator[Decision, object, None]

# GLQ pictograms: (white swords, black swords, life won, life lost, white cards, siege if lost)
SPOILS = {
    "black-knight": (1, 1, 1, 1, 3, 0),
    "lancelot": (1, 1, 1, 1, 4, 0),
    "dragon": (2, 2, 2, 2, 7, 0),
    "excalibur": (2, 2, 1, 1, 7, 0),
    "grail": (3, 3, 1, 1, 7, 0),
    "picts": (1, 1, 1, 1, 4, 2),
    "saxons": (1, 1, 1, 1, 4, 2),
}
QUEST_RELIC = {"lancelot": "armor", "excalibur": "excalibur", "grail": "grail"}


class GameOver(Exception):
    """Raised inside a flow when an end condition is met: it unwinds every pending step."""


@dataclass
class Knight:
    name: str
    life: int = START_LIFE
    alive: bool = True
    place: str = "camelot"
    traitor: bool = False       # unmasked as the Traitor
    loyal: bool = False         # shown loyal after an accusation
    accused: bool = False
    has_accused: bool = False
    knighted: bool = True       # False for a squire (Squire's Challenge, p 19)

    @property
    def on_board(self) -> bool:
        return self.alive and not self.traitor


@dataclass
class Relic:
    status: str = "quest"       # quest | held | lost | used
    holder: str | None = None


@dataclass
class TurnState:
    """What the current knight has done this turn (p 9, p 17)."""

    evil_done: bool = False
    stolen: bool = False
    actions: list[str] = field(default_factory=list)
    sacrificed: bool = False
    doomed: bool = False        # his sacrifice took his last life point (p 17)
    doom_armed: bool = False    # his second paid action has begun: he falls once it is done
    free_special: bool = False  # Galahad
    free_move: bool = False     # Tristan
    began_at: str = "camelot"   # where the current knight stood as his turn began (Tristan's free move)
    ends: bool = False          # Guinevere: the turn ends without a heroic action

    @property
    def acted(self) -> bool:
        return bool(self.actions) or self.free_special or self.free_move
