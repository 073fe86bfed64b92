"""Reading the journal from outside the box: read-only, never the writer's lock.

The one place that knows the journal's tables from the web side, so that it can be pointed at
the journal module's own read-only API once there is one.
"""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class GameLines:
    """The game the table is looking at: its id and its effective command lines (`new` first)."""

    game_id: int
    lines: tuple[str, ...]


class JournalSource:
    """A read-only SQLite connection to the box's journal that notices every commit cheaply."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self._conn: sqlite3.Connection | None = None
        self._seen: int | None = None

    def _open(self) -> sqlite3.Connection | None:
        if self._conn is None and self.path.is_file():
            uri = f"{self.path.resolve().as_uri()}?mode=ro"
            # mode=ro: this connection can never write, so it never takes the writer's lock.
            self._conn = sqlite3.connect(uri, uri=True, timeout=0.5, isolation_level=None,
                                         check_same_thread=False)
        return self._conn

    def has_changed(self) -> bool:
        """True on the first call and after every commit of another connection (PRAGMA data_version)."""
        try:
            conn = self._open()
            if conn is None:
                return False
            (version,) = conn.execute("PRAGMA data_version").fetchone()
        except sqlite3.Error:
            self.close()   # a journal being created or replaced: try again on the next tick
            return False
        changed = version != self._seen
        self._seen = version
        return changed

    def current(self) -> GameLines | None:
        """The game touched last, unless it was abandoned; None when there is none."""
        conn = self._open()
        if conn is None:
            return None
        try:
            conn.execute("BEGIN")   # one snapshot for both queries
            try:
                row = conn.execute("SELECT id, status FROM game ORDER BY touched DESC LIMIT 1").fetchone()
                if row is None or row[1] == "abandoned":
                    return None
                rows = conn.execute("SELECT kind, line FROM entry WHERE game_id = ? ORDER BY seq",
                                    (row[0],)).fetchall()
            finally:
                conn.execute("COMMIT")
        except sqlite3.Error:
            return None   # not a journal yet (being created): the next commit brings us back
        return GameLines(row[0], tuple(effective_lines(rows)))

    def close(self) -> None:
        """Closes the connection; the next call opens it again."""
        if self._conn is not None:
            self._conn.close()
        self._conn, self._seen = None, None


def effective_lines(rows: list[tuple[str, str]]) -> list[str]:
    """Journal rows (kind, line) with every undo applied, as `Journal.lines` has them."""
    effective: list[str] = []
    for kind, line in rows:
        if kind == "command":
            effective.append(line)
        elif len(effective) > 1:
            effective.pop()
    return effective
