"""Reading the journal from outside the box, through the journal's own read-only API.

`Journal.reader` opens the file with `mode=ro`: it can never write, so it never takes the
writer's lock; every row is checked against its checksum by `Journal.lines`, and a damaged row
becomes a plain notice beside the lines before it, never a crash.

The page follows the file the box writes, not a name: a journal moved away and a new one made at
the same path is noticed by its identity (device and inode), and when the box plays on in its
spare journal (`opening.open_session_safely`), the page reads the spare.
"""
from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path

from companion.core.errors import CompanionError
from companion.journal import Journal, JournalDamage

log = logging.getLogger(__name__)

# What is wrong with the journal the page reads, in the page's own words (core/locale/page.LANG.ftl, `page_journal_*`).
DAMAGED, UNREADABLE, NEWER = "damaged", "unreadable", "newer"


@dataclass(frozen=True)
class GameLines:
    """The game the table is looking at: its id, its kind, its effective command lines (`new` first),
    what is wrong with the journal when something is (`problem`, and the journal's own words in
    `notice`), and which file it was read from (`file`; `spare` when it is the box's spare journal).
    `game_id` is None when the journal holds no game to show (or cannot be read at all)."""

    game_id: int | None
    lines: tuple[str, ...]
    kind: str | None = None   # the game's, as the journal names it; None only with no game (no default game)
    notice: str | None = None
    problem: str | None = None
    file: str = ""
    spare: bool = False
    setup: str | None = None   # what the game's package kept with it (e.g. its board): replayed on it


def spare_path(path: str | Path) -> Path:
    """The spare journal the box plays on in when `path` cannot be used (`opening.open_session_safely`)."""
    path = Path(path)
    import companion.journal as journal_module
    named = getattr(journal_module, "spare_path", None)   # the journal's own rule, when it has one
    return Path(named(path)) if callable(named) else path.with_name(path.stem + ".spare" + path.suffix)


def identity(path: Path) -> tuple[int, int] | None:
    """What the file *is* (device, inode); None when there is no file."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def written_at(path: Path) -> float:
    """When the journal at `path` was last written (its file or its write-ahead log); 0 when absent."""
    latest = 0.0
    for file in (path, path.with_name(path.name + "-wal")):
        try:
            latest = max(latest, os.stat(file).st_mtime)
        except OSError:
            pass
    return latest


def describe(exc: BaseException) -> str:
    """An exception in plain, printable words (its own message when it is the journal's)."""
    text = exc.message if isinstance(exc, CompanionError) else f"{type(exc).__name__}: {exc}"
    return "".join(c if c.isprintable() else "?" for c in text)[:300]


class JournalSource:
    """A read-only view of the box's journal that notices every commit cheaply."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.spare = spare_path(self.path)
        self._journal: Journal | None = None
        self._reading: Path | None = None          # the file the page reads now: the journal or its spare
        self._identity: tuple[int, int] | None = None
        self._seen: object = None                  # data_version, or the failure, last time we looked
        self._failure: BaseException | None = None
        self._main_failure: BaseException | None = None

    def _choose(self) -> Path:
        """The file the box writes: the spare when it exists and was written since the journal was,
        or when the journal cannot be read (the box would not open it either)."""
        if identity(self.spare) is None:
            return self.path
        if identity(self.path) is None or self._main_failure is not None:
            return self.spare
        return self.spare if written_at(self.spare) >= written_at(self.path) else self.path

    def _open(self) -> Journal | None:
        if self._journal is None and self._reading is not None and self._reading.is_file():
            self._journal = Journal.reader(self._reading)
        return self._journal

    def has_changed(self) -> bool:
        """True on the first call, after every commit of another connection (PRAGMA data_version),
        when the file the box writes is another file (moved, replaced, the spare), and when the
        journal starts or stops being readable."""
        self._check_main()
        target = self._choose()
        now = identity(target)
        if target != self._reading or now != self._identity:
            self._close_journal()
            self._reading, self._identity, self._seen = target, now, None
        try:
            journal = self._open()
            version: object = journal.data_version() if journal is not None else "absent"
            self._failure = None
        except Exception as exc:   # any failure to read the file is damage to report, never a crash
            self._close_journal()
            self._failure = exc
            version = ("failure", describe(exc))
        changed = version != self._seen
        self._seen = version
        return changed

    def _check_main(self) -> None:
        """Whether the journal itself can be read (only asked while a spare exists)."""
        if identity(self.spare) is None:
            self._main_failure = None
            return
        if self._reading == self.path and self._failure is None and self._journal is not None:
            self._main_failure = None
            return
        if identity(self.path) is None:
            self._main_failure = None
            return
        try:
            probe = Journal.reader(self.path)
            try:
                probe.data_version()
                probe.last_touched()
            finally:
                probe.close()
            self._main_failure = None
        except Exception as exc:
            self._main_failure = exc

    def current(self) -> GameLines | None:
        """The game touched last, unless it was abandoned; None when there is none. A journal that
        cannot be read gives a GameLines without a game, saying so."""
        reading = self._reading or self.path
        where = {"file": reading.name, "spare": reading == self.spare}
        if where["spare"] and self._main_failure is not None:
            where_notice = describe(self._main_failure)
        else:
            where_notice = None
        if self._failure is not None:
            return GameLines(None, (), notice=describe(self._failure), problem=UNREADABLE, **where)
        game = None
        try:
            journal = self._open()
            if journal is None:
                return GameLines(None, (), notice=where_notice, **where) if where["spare"] else None
            game = journal.last_touched()
            if game is None or game.status == "abandoned":
                return GameLines(None, (), notice=where_notice, **where) if where["spare"] else None
            try:
                return GameLines(game.id, tuple(journal.lines(game.id)), game.kind, where_notice,
                                 setup=journal.setup(game.id), **where)
            except JournalDamage as damage:
                # The box goes on from the last good row as a new game; meanwhile the page says so.
                return GameLines(game.id, tuple(damage.good_lines), game.kind, damage.message, DAMAGED, **where)
        except CompanionError as err:
            if err.code == "journal-newer" and game is not None:
                return GameLines(game.id, (), game.kind, err.message, NEWER, **where)
            return GameLines(None, (), notice=describe(err), problem=UNREADABLE, **where)
        except Exception as exc:   # sqlite3's errors, and what a damaged schema raises from inside it
            return GameLines(None, (), notice=describe(exc), problem=UNREADABLE, **where)

    def _close_journal(self) -> None:
        if self._journal is not None:
            try:
                self._journal.close()
            except Exception:   # closing a damaged file must not stop the page
                log.debug("closing the journal failed", exc_info=True)
        self._journal = None

    def close(self) -> None:
        """Closes the journal; the next call opens it again."""
        self._close_journal()
        self._reading, self._identity, self._seen = None, None, None
