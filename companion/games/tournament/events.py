"""What the tournament engine tells the table: events (what just happened) and decisions (what it waits for)."""
from __future__ import annotations

from dataclasses import dataclass, field

from companion.core.events import Event

__all__ = ["Decision", "Event"]


@dataclass(frozen=True)
class Decision:
    """A choice the engine waits for, answered by `choose OPTION` (tournament-protocol.md, "Decisions")."""

    name: str                       # lose-token | token | adapt
    player: str
    options: tuple[str, ...] = ()
    answer: str = "choose"
    about: dict = field(default_factory=dict)   # adapt: {"value": N}

    def public(self) -> dict:
        """The `pending` object of the state JSON."""
        return {"decision": self.name, "player": self.player, "options": list(self.options), **self.about}
