"""The tournament's phases as a state machine (transitions) and the verbs each allows.

colour: the starter names the colour or passes (rulebook l. 64-66); play: a player's turn
(l. 54-58); pending: a decision waits (a token to lose, a token to take, Adaptation);
over: a player owns enough colours (l. 38-40).
"""
from __future__ import annotations

from transitions import Machine

from companion.core import diagram

PHASES = ("colour", "play", "pending", "over")

TRANSITIONS = [
    {"trigger": "open", "source": "colour", "dest": "play"},
    {"trigger": "ask", "source": ["play", "pending"], "dest": "pending"},
    {"trigger": "resume", "source": ["play", "pending"], "dest": "play"},
    {"trigger": "next_tournament", "source": ["play", "pending"], "dest": "colour"},
    {"trigger": "finish", "source": ["play", "pending"], "dest": "over"},
    {"trigger": "abandon", "source": ["colour", "play", "pending"], "dest": "over"},
]

# `play` during `pending` is only LANCELOT answering Adaptation: the game checks the card.
MOVES = {
    "colour": frozenset({"colour", "pass", "abandon"}),
    "play": frozenset({"play", "end", "withdraw", "abandon"}),
    "pending": frozenset({"choose", "play", "abandon"}),
    "over": frozenset(),
}


class Turn:
    """The phase of play; the game drives it and reads `state`."""

    def __init__(self, phase: str = "colour") -> None:
        self.machine = Machine(model=self, states=list(PHASES), transitions=TRANSITIONS,
                               initial=phase, auto_transitions=False)

    def moves(self) -> frozenset[str]:
        """The verbs legal now."""
        return MOVES[self.state]


def mermaid() -> str:
    """The machine as a Mermaid state diagram (docs/tournament-turn-machine.md)."""
    notes = {phase: ", ".join(sorted(MOVES[phase])) or "(nothing)" for phase in PHASES}
    return diagram.mermaid(Turn().machine, "colour", notes)


if __name__ == "__main__":
    print(mermaid(), end="")
