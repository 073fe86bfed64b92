"""Reading the journal from outside the box, through the journal's own read-only API.

`Journal.reader` opens the file with `mode=ro`: it can never write, so it never takes the
writer's lock; every row is checked against its checksum by `Journal.lines`, and a damaged row
becomes a plain notice beside the lines before it, never a crash.
"""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from ..errors import CompanionError
from ..journal import Journal, JournalDamage


@dataclass(frozen=True)
class GameLines:
    """The game the table is looking at: its id, its kind, its effective command lines (`new` first),
    and what is wrong with the journal when something is (`notice`)."""

    game_id: int
    lines: tuple[str, ...]
    kind: str = "shadows"
    notice: str | None = None


class JournalSource:
    """A read-only view of the box's journal that notices every commit cheaply."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self._journal: Journal | None = None
        self._seen: int | None = None

    def _open(self) -> Journal | None:
        if self._journal is None and self.path.is_file():
            self._journal = Journal.reader(self.path)
        return self._journal

    def has_changed(self) -> bool:
        """True on the first call and after every commit of another connection (PRAGMA data_version)."""
        try:
            journal = self._open()
            if journal is None:
                return False
            version = journal.data_version()
        except (CompanionError, sqlite3.Error):
            self.close()   # a journal being created or replaced: try again on the next tick
            return False
        changed = version != self._seen
        self._seen = version
        return changed

    def current(self) -> GameLines | None:
        """The game touched last, unless it was abandoned; None when there is none."""
        journal = self._open()
        if journal is None:
            return None
        try:
            game = journal.last_touched()
            if game is None or game.status == "abandoned":
                return None
            try:
                return GameLines(game.id, tuple(journal.lines(game.id)), game.kind)
            except JournalDamage as damage:
                # The box goes on from the last good row as a new game; meanwhile the page says so.
                return GameLines(game.id, tuple(damage.good_lines), game.kind, damage.message)
        except CompanionError as err:
            if err.code == "journal-newer":
                return GameLines(game.id, (), game.kind, err.message)
            return None   # not a journal yet (being created): the next commit brings us back
        except sqlite3.Error:
            return None

    def close(self) -> None:
        """Closes the journal; the next call opens it again."""
        if self._journal is not None:
            self._journal.close()
        self._journal, self._seen = None, None
