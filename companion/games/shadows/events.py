"""What the engine tells the table: events (what just happened) and decisions (what it waits for)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterator

from companion.core.events import Event

__all__ = ["Decision", "Event", "immediately"]


@dataclass(frozen=True)
class Decision:
    """A choice the engine waits for: answered by `choose OPTION`, or by the verb in `answer`."""

    name: str                       # black | roll | reveal | counter | face | war | volunteer | kay | grail | traitor | squire
    options: tuple[str, ...] = ()
    answer: str = "choose"          # the verb that answers it: choose | black | roll | reveal
    about: dict = field(default_factory=dict)   # public details only (never a face-down value)

    def public(self) -> dict:
        return {"decision": self.name, "options": list(self.options), **self.about}


def immediately(action: Callable[[], object]) -> Iterator[Decision]:
    """A flow that asks the table nothing: `action` runs when the flow is driven."""
    action()
    yield from ()
