"""What the journal hands out about its games: a game as listed, a row as written.

Plain values read back from the file; whether a row can be trusted is damage.py's question.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    """One game as listed on the games screen."""

    id: int
    started: str
    updated: str
    status: str
    commands: int
    setup: str
    result: str | None
    kind: str
    damaged: bool = False   # the game's own row fails its checksum or cannot be read as text

    @classmethod
    def listed(cls, row: tuple, damaged: bool) -> GameInfo:
        """A games-list line from a game row and its first entry's line, read leniently: a damaged
        game is listed (and says so), never a crash."""
        def text(value) -> str | None:
            return value.decode("utf-8", "replace") if isinstance(value, bytes) else value
        commands = row[6] if isinstance(row[6], int) else 0
        return cls(row[0], text(row[1]) or "", text(row[2]) or "", text(row[4]) or "?", commands,
                   text(row[12]) or "", text(row[5]), text(row[7]) or "?", damaged)


@dataclass(frozen=True)
class Entry:
    """One journal row exactly as written: a command or an undo."""

    seq: int
    kind: str
    line: str
    written_at: str
