"""A game's turn machine (transitions) drawn as a Mermaid state diagram, read from the machine itself."""
from __future__ import annotations


def mermaid(machine, first: str, notes: dict[str, str]) -> str:
    """The states and triggers of `machine` from `first`, with a note (the verbs it allows) per state."""
    lines = ["stateDiagram-v2", f"    [*] --> {first}"]
    for name, event in machine.events.items():
        for source, transitions in event.transitions.items():
            for t in transitions:
                lines.append(f"    {source} --> {t.dest}: {name}")
    for phase, note in notes.items():
        lines.append(f"    note right of {phase}: {note}")
    return "\n".join(lines) + "\n"
