"""Merlin's phases as a state machine (transitions) and the verbs each allows.

setup: the Domain, the starting tiles, three traitors and a roll each (rulebook « Mise en place »
1-10, A-D); play: the turns of a round (« Déroulement de la partie »); pending: the Grail decision
before a scoring waits; prepare: between rounds, the rolls (and after the scorings of rounds 2 and
4, three new traitors each) (« Préparation du tour suivant »); over: after round 6's scoring and
the final bonuses (« Fin de partie »), or abandoned.
"""
from __future__ import annotations

from transitions import Machine

from companion.core import diagram

PHASES = ("setup", "prepare", "play", "pending", "over")

TRANSITIONS = [
    {"trigger": "begin", "source": ["setup", "prepare"], "dest": "play"},
    {"trigger": "ask", "source": "play", "dest": "pending"},
    {"trigger": "prepare_round", "source": ["play", "pending"], "dest": "prepare"},
    {"trigger": "finish", "source": ["play", "pending"], "dest": "over"},
    {"trigger": "abandon", "source": ["setup", "prepare", "play", "pending"], "dest": "over"},
]

TURN_VERBS = frozenset({"move", "mirror", "other", "place", "score", "take", "shift", "exchange", "swap",
                        "excalibur", "grail", "build", "staff", "quest", "repel", "end"})
MOVES = {
    "setup": frozenset({"domain", "start", "traitors", "roll", "card", "abandon"}),
    "prepare": frozenset({"traitors", "roll", "card", "abandon"}),
    "play": TURN_VERBS | {"card", "abandon"},
    "pending": frozenset({"choose", "abandon"}),     # abandon: « at any moment, a pending decision included »
    "over": frozenset(),
}


class Turn:
    """The phase of play; the game drives it and reads `state`."""

    def __init__(self, phase: str = "setup") -> None:
        self.machine = Machine(model=self, states=list(PHASES), transitions=TRANSITIONS,
                               initial=phase, auto_transitions=False)

    def moves(self) -> frozenset[str]:
        """The verbs legal in this phase (each still has its own checks)."""
        return MOVES[self.state]


def mermaid() -> str:
    """The machine as a Mermaid state diagram (docs/merlin-package.md)."""
    notes = {phase: ", ".join(sorted(MOVES[phase])) or "(nothing but undo and new)" for phase in PHASES}
    return diagram.mermaid(Turn().machine, "setup", notes)


if __name__ == "__main__":
    print(mermaid(), end="")
