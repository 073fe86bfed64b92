"""The game journal: every accepted table-protocol line, on the card before the screen changes.

Game states are never stored: a game is rebuilt by replaying `Journal.lines()` from scratch.
Schema, pragmas, undo semantics and error codes: docs/journal.md.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from companion.errors import CompanionError

SCHEMA_VERSION = 1
# "CAML" in ASCII, written to the SQLite header by `PRAGMA application_id`: tells our journals
# from every other SQLite file without trusting the file name.
APPLICATION_ID = 0x43414D4C

_SQLITE_MAGIC = b"SQLite format 3\x00"
_HEADER_SIZE = 100
# Another process (a second companion, `camelot replay`) may hold the write lock for a moment.
_BUSY_TIMEOUT_S = 2.0

# No ';' inside comments: the script is split on it to run inside one explicit transaction.
_SCHEMA = """
CREATE TABLE game (
    id       INTEGER PRIMARY KEY,
    started  TEXT NOT NULL,
    updated  TEXT NOT NULL,
    -- a counter, not the clock: a Pi has no RTC and its clock may jump back after a power cut
    touched  INTEGER NOT NULL,
    status   TEXT NOT NULL CHECK (status IN ('playing', 'over', 'abandoned')),
    result   TEXT,
    -- effective commands after the `new` line, kept here so listing games reads no entries
    commands INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX game_touched ON game (touched);
CREATE TABLE entry (
    game_id    INTEGER NOT NULL REFERENCES game (id),
    seq        INTEGER NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('command', 'undo')),
    line       TEXT NOT NULL CHECK ((kind = 'undo') = (line = 'undo')),
    written_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID
"""
_TABLES = {"game", "entry"}


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


@dataclass(frozen=True)
class Entry:
    """One journal row exactly as written: a command or an undo."""

    seq: int
    kind: str
    line: str
    written_at: str


class Journal:
    """An append-only SQLite journal of table-protocol lines, one row per accepted command."""

    def __init__(self, path: str | Path):
        """Opens the journal at `path` (":memory:" allowed), creating it when there is none yet."""
        self.path = str(path)
        if self.path == ":memory:":
            self._conn = _connect(self.path)
            self._create()
            return
        file = Path(path)
        fresh = _inspect(file)
        self._conn = _connect(file)
        try:
            if fresh:
                self._create()
            else:
                # Catches a read-only journal that os.access could not see (e.g. a lock refused).
                with self._transaction():
                    pass
        except BaseException:
            self.close()
            raise

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def new_game(self, new_line: str) -> int:
        """Starts a game whose first command is the `new ...` line; returns its id."""
        _check_line(new_line, "the new-game line")
        if new_line.split()[0] != "new":
            raise CompanionError(
                "journal-bad-line", f"A game must start with a `new` line, not {new_line!r}."
            )
        now = _now()
        with self._transaction() as conn:
            game_id = conn.execute(
                "INSERT INTO game (started, updated, touched, status) VALUES (?, ?, ?, 'playing')",
                (now, now, _next_touch(conn)),
            ).lastrowid
            conn.execute("INSERT INTO entry VALUES (?, 1, 'command', ?, ?)", (game_id, new_line, now))
        return game_id

    def append(self, game_id: int, line: str) -> int:
        """Journals one accepted command; returns its seq once it is committed and synced."""
        _check_line(line, "a command")
        verb = line.split()[0]
        if verb in ("new", "undo"):
            raise CompanionError(
                "journal-bad-line",
                f"`{verb}` cannot be journaled as a command: use new_game() or append_undo().",
            )
        return self._add(game_id, "command", line, +1)

    def append_undo(self, game_id: int) -> int:
        """Journals an undo of the last still-effective command (reopening a finished game); returns its seq."""
        return self._add(game_id, "undo", "undo", -1)

    def lines(self, game_id: int) -> list[str]:
        """The game's effective command lines, `new` first, with every undo applied."""
        rows = self._read("SELECT kind, line FROM entry WHERE game_id = ? ORDER BY seq", (game_id,))
        if not rows:
            raise _no_such_game(game_id)
        effective: list[str] = []
        for kind, line in rows:
            if kind == "command":
                effective.append(line)
            elif len(effective) > 1:
                effective.pop()
        return effective

    def entries(self, game_id: int) -> list[Entry]:
        """Every row of the game in order, undos included: the raw transcript."""
        rows = self._read(
            "SELECT seq, kind, line, written_at FROM entry WHERE game_id = ? ORDER BY seq", (game_id,)
        )
        if not rows:
            raise _no_such_game(game_id)
        return [Entry(*row) for row in rows]

    def can_undo(self, game_id: int) -> bool:
        """True while a command other than the `new` line is still effective."""
        rows = self._read("SELECT commands FROM game WHERE id = ?", (game_id,))
        if not rows:
            raise _no_such_game(game_id)
        return rows[0][0] > 0

    def games(self) -> list[GameInfo]:
        """Every game, newest first."""
        rows = self._read(
            "SELECT g.id, g.started, g.updated, g.status, g.commands, e.line, g.result"
            " FROM game AS g JOIN entry AS e ON e.game_id = g.id AND e.seq = 1"
            " ORDER BY g.id DESC",
            (),
        )
        return [GameInfo(*row) for row in rows]

    def latest_unfinished(self) -> int | None:
        """The playing game touched last (appended to, started or resumed), or None."""
        rows = self._read(
            "SELECT id FROM game WHERE status = 'playing' ORDER BY touched DESC LIMIT 1", ()
        )
        return rows[0][0] if rows else None

    def finish(self, game_id: int, result: str) -> None:
        """Marks a playing game over with its result, e.g. "knights:swords"."""
        _check_line(result, "the result")
        with self._transaction() as conn:
            _require_playing(conn, game_id)
            conn.execute(
                "UPDATE game SET status = 'over', result = ?, updated = ?, touched = ? WHERE id = ?",
                (result, _now(), _next_touch(conn), game_id),
            )

    def abandon(self, game_id: int) -> None:
        """Marks a playing game abandoned; abandoning it again changes nothing."""
        with self._transaction() as conn:
            if _status(conn, game_id) == "abandoned":
                return
            _require_playing(conn, game_id)
            conn.execute(
                "UPDATE game SET status = 'abandoned', updated = ?, touched = ? WHERE id = ?",
                (_now(), _next_touch(conn), game_id),
            )

    def resume(self, game_id: int) -> None:
        """Makes an abandoned or playing game the one latest_unfinished() returns."""
        with self._transaction() as conn:
            if _status(conn, game_id) == "over":
                raise _game_over(game_id)
            conn.execute(
                "UPDATE game SET status = 'playing', updated = ?, touched = ? WHERE id = ?",
                (_now(), _next_touch(conn), game_id),
            )

    def close(self) -> None:
        """Closes the journal; closing twice is harmless."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def _add(self, game_id: int, kind: str, line: str, delta: int) -> int:
        with self._transaction() as conn:
            if kind == "undo" and _status(conn, game_id) == "over":
                # Taking back the move that ended the game (a mis-scan) puts it back in play.
                conn.execute("UPDATE game SET status = 'playing', result = NULL WHERE id = ?", (game_id,))
            commands = _require_playing(conn, game_id)
            if commands + delta < 0:
                raise CompanionError(
                    "nothing-to-undo", "There is nothing to undo: only the new-game line is left."
                )
            (last,) = conn.execute(
                "SELECT max(seq) FROM entry WHERE game_id = ?", (game_id,)
            ).fetchone()
            now = _now()
            conn.execute(
                "INSERT INTO entry VALUES (?, ?, ?, ?, ?)", (game_id, last + 1, kind, line, now)
            )
            conn.execute(
                "UPDATE game SET commands = ?, updated = ?, touched = ? WHERE id = ?",
                (commands + delta, now, _next_touch(conn), game_id),
            )
        return last + 1

    def _create(self) -> None:
        with self._transaction() as conn:
            (objects,) = conn.execute("SELECT count(*) FROM sqlite_schema").fetchone()
            if objects:
                # Another process created it between our inspection and now.
                raise CompanionError(
                    "journal-busy", f"{self.path} was created by another program meanwhile; try again."
                )
            for statement in _SCHEMA.split(";"):
                conn.execute(statement)
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _live(self) -> sqlite3.Connection:
        if self._conn is None:
            raise CompanionError("journal-closed", "The journal is closed.")
        return self._conn

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, committed (and so synced) when the block ends, else rolled back."""
        conn = self._live()
        try:
            # IMMEDIATE takes the write lock up front, so a busy journal fails before any work.
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise _translate(exc, self.path) from exc

    def _read(self, sql: str, params: tuple) -> list[tuple]:
        try:
            return self._live().execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise _translate(exc, self.path) from exc


def _connect(target: str | Path) -> sqlite3.Connection:
    """A read-write connection with the journal's pragmas; plain-words errors."""
    try:
        # Opened by whoever starts the box, then used by the one engine thread alone.
        conn = sqlite3.connect(target, timeout=_BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False)
    except sqlite3.Error as exc:
        raise CompanionError(
            "journal-readonly", f"The journal {target} cannot be opened for writing ({exc})."
        ) from exc
    try:
        # FULL: the WAL is synced at every commit, so a returned append survives a power cut.
        # WAL: a commit appends to one file and a crash mid-write never touches committed pages.
        conn.execute("PRAGMA synchronous = FULL")
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        conn.execute("PRAGMA foreign_keys = ON")
    except sqlite3.Error as exc:
        conn.close()
        raise _translate(exc, str(target)) from exc
    if mode not in ("wal", "memory"):
        conn.close()
        raise CompanionError(
            "journal-readonly", f"The journal {target} cannot be switched to safe writing (mode {mode})."
        )
    return conn


def _inspect(file: Path) -> bool:
    """Checks what is at `file` without writing to it; True when there is no journal yet."""
    try:
        with open(file, "rb") as f:
            head = f.read(_HEADER_SIZE)
    except FileNotFoundError:
        _require_writable(file, exists=False)
        return True
    except IsADirectoryError:
        raise CompanionError("journal-unreadable", f"{file} is a folder, not a journal file.") from None
    except OSError as exc:
        raise CompanionError(
            "journal-unreadable", f"The journal {file} cannot be read ({exc.strerror})."
        ) from None
    if head and not head.startswith(_SQLITE_MAGIC):
        raise CompanionError(
            "journal-unreadable",
            f"{file} is not a Camelot journal (it is not even a database). It was left untouched; "
            "move it away or choose another file.",
        )
    if head and len(head) < _HEADER_SIZE:
        raise _corrupt(file, "it is cut short")
    _require_writable(file, exists=True)
    return _inspect_database(file)


def _inspect_database(file: Path) -> bool:
    """Reads identity, version and health through a read-only connection, which never
    checkpoints or rolls back: someone else's file stays byte for byte as it was."""
    wal = file.with_name(file.name + "-wal")
    # With no WAL content the main file is all there is, and `immutable` keeps SQLite from
    # leaving -wal and -shm files beside a database that is not ours.
    quiet = "" if wal.is_file() and wal.stat().st_size else "&immutable=1"
    try:
        conn = sqlite3.connect(
            file.resolve().as_uri() + "?mode=ro" + quiet, uri=True, timeout=_BUSY_TIMEOUT_S
        )
    except sqlite3.Error as exc:
        raise CompanionError(
            "journal-unreadable", f"The journal {file} cannot be read ({exc})."
        ) from exc
    try:
        (app_id,) = conn.execute("PRAGMA application_id").fetchone()
        (version,) = conn.execute("PRAGMA user_version").fetchone()
        tables = {
            name for (name,) in conn.execute("SELECT name FROM sqlite_schema WHERE type = 'table'")
        }
        if app_id != APPLICATION_ID:
            if app_id == 0 and version == 0 and not tables:
                return True  # an empty database, e.g. our own creation cut short by a power cut
            raise CompanionError(
                "journal-foreign",
                f"{file} is a database of another program, not a Camelot journal. It was left "
                "untouched; choose another file.",
            )
        if version > SCHEMA_VERSION:
            raise CompanionError(
                "journal-newer",
                f"{file} was written by a newer version of the companion (journal version "
                f"{version}, this one knows up to {SCHEMA_VERSION}). It was left untouched; "
                "update the companion.",
            )
        if version < 1 or not _TABLES <= tables:
            raise _corrupt(file, "parts of it are missing")
        problems = [row[0] for row in conn.execute("PRAGMA quick_check")]
        if problems != ["ok"]:
            raise _corrupt(file, "its contents are inconsistent")
        return False
    except sqlite3.Error as exc:
        raise _translate(exc, str(file)) from exc
    finally:
        conn.close()


def _require_writable(file: Path, *, exists: bool) -> None:
    folder = file.parent
    if not folder.is_dir():
        raise CompanionError(
            "journal-readonly",
            f"The folder {folder} does not exist, so the journal cannot be kept there.",
        )
    # WAL needs to create its -wal and -shm files beside the journal, hence the folder too.
    if not os.access(folder, os.W_OK | os.X_OK) or (exists and not os.access(file, os.W_OK)):
        raise CompanionError(
            "journal-readonly",
            f"The journal {file} cannot be written (read-only file, folder or card). "
            "Nothing was changed.",
        )


def _translate(exc: sqlite3.Error, path: str) -> CompanionError:
    """Turns a SQLite failure into a stable code and a message for players."""
    primary = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    if primary == sqlite3.SQLITE_FULL:
        return CompanionError(
            "disk-full",
            "The storage card is full, so this last step was not saved; everything before it "
            "is safe. Free some space on the card, then try again.",
        )
    if primary in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM):
        return CompanionError("journal-readonly", f"The journal {path} cannot be written ({exc}).")
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return CompanionError(
            "journal-busy", f"Another program is using the journal {path}; try again."
        )
    if primary in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB):
        return _corrupt(Path(path), "parts of it cannot be read back")
    return CompanionError(
        "journal-io", f"The journal {path} could not be read or written ({exc})."
    )


def _corrupt(file: Path, why: str) -> CompanionError:
    return CompanionError(
        "journal-corrupt",
        f"The journal {file} is damaged ({why}). It was left untouched; keep it for repair and "
        "start with another file.",
    )


def _check_line(line: str, what: str) -> None:
    if not isinstance(line, str) or not line.strip() or "\n" in line or "\r" in line:
        raise CompanionError(
            "journal-bad-line", f"{what.capitalize()} must be one non-blank line, not {line!r}."
        )


def _status(conn: sqlite3.Connection, game_id: int) -> str:
    row = conn.execute("SELECT status FROM game WHERE id = ?", (game_id,)).fetchone()
    if row is None:
        raise _no_such_game(game_id)
    return row[0]


def _require_playing(conn: sqlite3.Connection, game_id: int) -> int:
    """The game's effective command count, or a refusal when it is not being played."""
    row = conn.execute("SELECT status, commands FROM game WHERE id = ?", (game_id,)).fetchone()
    if row is None:
        raise _no_such_game(game_id)
    status, commands = row
    if status == "over":
        raise _game_over(game_id)
    if status == "abandoned":
        raise CompanionError(
            "game-abandoned", f"Game {game_id} was abandoned; resume it before playing on."
        )
    return commands


def _next_touch(conn: sqlite3.Connection) -> int:
    (last,) = conn.execute("SELECT max(touched) FROM game").fetchone()
    return (last or 0) + 1


def _no_such_game(game_id: int) -> CompanionError:
    return CompanionError("no-such-game", f"There is no game {game_id} in the journal.")


def _game_over(game_id: int) -> CompanionError:
    return CompanionError("game-over", f"Game {game_id} is over; it cannot be changed any more.")


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
