"""The turn as a state machine (transitions): Progression of Evil -> heroic actions -> next turn.

Rulebook p 9: each turn is the Progression of Evil then one heroic action (more with a
sacrifice); the end conditions are checked after each. A choice the rules ask for in the
middle of an action is the `pending` state; the answer resumes the action.
"""
from __future__ import annotations

from transitions import Machine

from companion.core import diagram

PHASES = ("setup", "evil", "heroic", "pending", "over")

TRANSITIONS = [
    {"trigger": "begin", "source": "setup", "dest": "evil"},
    {"trigger": "ask", "source": ["evil", "heroic", "pending"], "dest": "pending"},
    {"trigger": "to_heroic", "source": ["evil", "heroic", "pending"], "dest": "heroic"},
    {"trigger": "pass_turn", "source": ["evil", "heroic", "pending"], "dest": "evil"},
    {"trigger": "finish", "source": ["setup", "evil", "heroic", "pending", "over"], "dest": "over"},
]

# The moves each phase allows (boardgame.io style); `pending` allows the decision's own verb.
MOVES = {
    "setup": frozenset({"new"}),
    "evil": frozenset({"evil", "steal", "join", "leave", "reshuffle", "abandon"}),
    "heroic": frozenset({"move", "play", "draw", "siege", "special", "heal", "accuse",
                         "sacrifice", "end", "join", "leave", "reshuffle", "abandon"}),
    "pending": frozenset({"reshuffle", "abandon"}),
    "over": frozenset(),
}


class Turn:
    """The phase of play; the Game drives it and reads `state`."""

    def __init__(self) -> None:
        self.machine = Machine(model=self, states=list(PHASES), transitions=TRANSITIONS,
                               initial="setup", auto_transitions=False)

    def moves(self, pending_verb: str | None) -> frozenset[str]:
        """The verbs legal now."""
        allowed = MOVES[self.state]
        if self.state == "pending" and pending_verb:
            allowed = allowed | {pending_verb}
        return allowed


def mermaid() -> str:
    """The turn machine as a Mermaid state diagram (docs/turn-machine.md)."""
    notes = {phase: ", ".join(sorted(MOVES[phase])) or "(nothing: the game is over)" for phase in PHASES}
    notes["pending"] += ", the decision's own verb (choose, black, roll, reveal)"
    return diagram.mermaid(Turn().machine, "setup", notes)


if __name__ == "__main__":
    print(mermaid(), end="")
