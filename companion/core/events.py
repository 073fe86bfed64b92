"""What an engine tells the table, for every game: events (what just happened)."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Event:
    """Something that just happened; `key` names a message in the game's catalog (event-KEY)."""

    key: str
    params: dict = field(default_factory=dict)
