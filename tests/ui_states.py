"""Public states for the screen and front-end tests: played through the real Session, plus two extremes.

Each state is the JSON of the table protocol as `Session.state()` gives it, reached by
protocol lines a table could have played.
"""
from __future__ import annotations

import copy

from companion.journal.session import Session

FOUR = "new arthur gawain percival palomides"
# Turn order for FOUR: arthur, gawain, percival, palomides.
QUIET_TURN = ("evil siege", "draw", "end")


def played(*lines: str) -> dict:
    """The public state after these protocol lines (each one must be accepted)."""
    session = Session.in_memory()
    for line in lines:
        outcome = session.submit(line)
        assert outcome.accepted, (line, outcome.code, outcome.message)
    return session.state()


def quiet_turns(n: int) -> tuple[str, ...]:
    """n turns where each knight adds a siege engine and draws at Camelot."""
    return QUIET_TURN * n


# The rulebook's Lancelot example (shared/scenarios/lancelot-rulebook-example.table): Arthur wins the Armor.
ARMOR_LINES = (
    "new arthur gawain kay",
    "evil black", "black lancelot-dragon-3-7", "choose up", "move lancelot", "end",
    "evil black", "black lancelot-dragon-1-5", "choose down", "draw", "end",
    "evil black", "black lancelot-dragon-1-5", "choose down", "draw", "end",
    "evil siege", "play fight-4", "end",
    "evil siege", "draw", "end",
    "evil siege", "draw", "end",
    "evil siege", "play fight-5", "end",
    "evil black", "black lancelot-dragon-5-9", "choose down", "draw", "end",
    "evil siege", "draw", "end",
    "evil siege", "play fight-5", "end",
    "evil black", "black lancelot-dragon-1-5", "choose down", "draw", "end",
    "evil siege", "draw", "end",            # Kay's turn: next is Arthur, who holds the Armor
)

SETUP = Session.in_memory().state()
EVIL = played(FOUR)
HEROIC_AT_CAMELOT = played(FOUR, "evil siege")
FACE = played(FOUR, "evil black", "black black-knight-5")
AT_BLACK_KNIGHT_LINES = (FOUR, "evil siege", "move black-knight", "end", *quiet_turns(3), "evil siege")
AT_GRAIL_LINES = (FOUR, "evil siege", "move grail", "end", *quiet_turns(3), "evil siege")
ACTED = played(FOUR, "evil siege", "draw")
ROLL = played(FOUR, "evil siege", "siege fight-3 fight-2")
KAY_LINES = ("new kay arthur gawain", *quiet_turns(2), "evil siege", "siege fight-1", "roll 8")
KAY = played(*KAY_LINES)
COUNTER = played(FOUR, "evil black", "black morgan-discard")
VOLUNTEER = played(FOUR, "evil black", "black morgan-discard", "choose none")
ACCUSE_OPEN_LINES = (FOUR, *quiet_turns(6), "evil siege")   # seven siege engines: Percival may accuse
ACCUSE_OPEN = played(*ACCUSE_OPEN_LINES)
REVEAL = played(*ACCUSE_OPEN_LINES, "accuse gawain")
TRAITOR_TURN_LINES = (*ACCUSE_OPEN_LINES, "accuse gawain", "reveal traitor", "end",
                      *quiet_turns(2))                  # Palomides, Arthur, then the unmasked Gawain
TRAITOR_TURN = played(*TRAITOR_TURN_LINES)
ARMOR_DRAW = played(*ARMOR_LINES, "evil black")
OVER = played(FOUR, *quiet_turns(11), "evil siege")      # the twelfth siege engine: Camelot falls


def late_game() -> dict:
    """Hand-made extreme for the status strip: two-digit counters and the longest knight's name."""
    state = copy.deepcopy(played(FOUR, *quiet_turns(3), "evil siege"))
    state["swords"] = {"white": 10, "black": 6}
    state["siege"] = 11
    assert state["current"] == "palomides"
    return state


def end_of_game_question() -> dict:
    """Hand-made: the twelfth sword is laid and the table is asked who holds the Traitor card."""
    state = copy.deepcopy(EVIL)
    state["phase"] = "pending"
    state["swords"] = {"white": 8, "black": 4}
    state["pending"] = {"decision": "traitor", "options": [*state["knights"], "none"]}
    return state
