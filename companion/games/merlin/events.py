"""What the Merlin engine tells the table: events (what just happened, one per physical step) and
its one decision (the Grail, merlin-protocol.md "Decisions").

Every event's params carry `player` and `name` when a seat is concerned; pieces that change place
say `item` (shield, flag, material), `colour`, `count`, `source` and `to` (a province colour,
`castle`, `supply`, `box`, `reserve`, `board`, `discard`, `pile`, or a seat). The full list is in
docs/merlin-package.md, "Events".
"""
from __future__ import annotations

from dataclasses import dataclass, field

from companion.core.events import Event

__all__ = ["Decision", "Event"]


@dataclass(frozen=True)
class Decision:
    """A choice the engine waits for, answered by `choose OPTION`."""

    name: str                       # grail
    player: str
    options: tuple[str, ...] = ()
    about: dict = field(default_factory=dict)

    def public(self) -> dict:
        """The `pending` object of the state JSON."""
        return {"decision": self.name, "player": self.player, "options": list(self.options), **self.about}
