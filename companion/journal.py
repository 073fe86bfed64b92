"""The game journal: every accepted table-protocol line, on the card before the screen changes.

Game states are never stored: a game is rebuilt by replaying `Journal.lines()` from scratch.
One process writes at a time (journal_lock.py); every row carries a checksum, so a damaged row
is named as damage. Schema, pragmas, undo semantics and error codes: docs/journal.md.
"""

from __future__ import annotations

import os
import secrets
import sqlite3
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from .errors import CompanionError
from .journal_file import APPLICATION_ID, BUSY_TIMEOUT_S, SCHEMA_VERSION, connect, corrupt, inspect, translate
from .journal_lock import WriterLock
from .games import kind_of
from .protocol import PROTOCOL_VERSION

__all__ = ["APPLICATION_ID", "SCHEMA_VERSION", "Entry", "GameInfo", "Journal", "JournalDamage"]

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
    commands INTEGER NOT NULL DEFAULT 0,
    kind     TEXT NOT NULL DEFAULT 'shadows',
    seed     INTEGER,
    protocol INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX game_touched ON game (touched);
CREATE TABLE entry (
    game_id    INTEGER NOT NULL REFERENCES game (id),
    seq        INTEGER NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('command', 'undo')),
    line       TEXT NOT NULL CHECK ((kind = 'undo') = (line = 'undo')),
    written_at TEXT NOT NULL,
    crc        INTEGER,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID
"""
# Version 1 -> 2: the game's kind, die seed and protocol version; a checksum on every row.
_MIGRATION_2 = """
ALTER TABLE game ADD COLUMN kind TEXT NOT NULL DEFAULT 'shadows';
ALTER TABLE game ADD COLUMN seed INTEGER;
ALTER TABLE game ADD COLUMN protocol INTEGER NOT NULL DEFAULT 1;
ALTER TABLE entry ADD COLUMN crc INTEGER
"""


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
    kind: str = "shadows"


@dataclass(frozen=True)
class Entry:
    """One journal row exactly as written: a command or an undo."""

    seq: int
    kind: str
    line: str
    written_at: str


class JournalDamage(CompanionError):
    """A row whose checksum does not match: which game, which row, and the lines before it."""

    def __init__(self, path: str, game_id: int, seq: int, good_lines: list[str]):
        super().__init__(
            "journal-damaged",
            f"The journal {path} is damaged: game {game_id}, row {seq} cannot be read back as written. "
            f"The file is kept as it is for inspection.",
        )
        self.game_id, self.seq, self.good_lines = game_id, seq, good_lines


def row_checksum(game_id: int, seq: int, kind: str, line: bytes | str, written_at: str) -> int:
    """The CRC-32 of one row's fields, stored beside it."""
    if isinstance(line, str):
        line = line.encode("utf-8", "surrogatepass")
    head = f"{game_id}\x1f{seq}\x1f{kind}\x1f".encode()
    return zlib.crc32(head + line + f"\x1f{written_at}".encode())


class Journal:
    """An append-only SQLite journal of table-protocol lines, one row per accepted command."""

    def __init__(self, path: str | Path):
        """Opens the journal at `path` (":memory:" allowed), creating it when there is none yet."""
        self.path = str(path)
        self._seen: dict[int, int] = {}   # game -> last seq read or written by this process
        self._lock: WriterLock | None = None
        if self.path == ":memory:":
            self._conn = connect(self.path)
            self._create()
            return
        file = Path(path)
        self._lock = WriterLock(file)
        version = inspect(file)
        if version == 0 and not file.exists():
            _create_aside(file)
            version = SCHEMA_VERSION
        self._conn = connect(file)
        try:
            if version == 0:
                self.claim()
                self._create()
            elif version < SCHEMA_VERSION:
                self.claim()
                self._migrate()
            else:
                # Catches a read-only journal that os.access could not see (e.g. a lock refused).
                self._conn.execute("BEGIN IMMEDIATE")
                self._conn.execute("ROLLBACK")
        except sqlite3.Error as exc:
            self.close()
            raise translate(exc, self.path) from exc
        except BaseException:
            self.close()
            raise

    @classmethod
    def reader(cls, path: str | Path) -> Journal:
        """The journal opened read-only (`mode=ro`) beside its writer: never the writer's lock, never a write."""
        journal = cls.__new__(cls)
        journal.path, journal._seen, journal._lock = str(path), {}, None
        uri = f"{Path(path).resolve().as_uri()}?mode=ro"
        try:
            journal._conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_S, isolation_level=None,
                                            check_same_thread=False)
        except sqlite3.Error as exc:
            raise translate(exc, journal.path) from exc
        return journal

    def data_version(self) -> int:
        """A number that changes after every commit of another connection (cheap: no table is read)."""
        return self._read("PRAGMA data_version", ())[0][0]

    def last_touched(self) -> GameInfo | None:
        """The game written to, started or resumed last, whatever its status; None in an empty journal."""
        rows = self._read(
            "SELECT g.id, g.started, g.updated, g.status, g.commands, CAST(e.line AS BLOB), g.result, g.kind"
            " FROM game AS g LEFT JOIN entry AS e ON e.game_id = g.id AND e.seq = 1"
            " ORDER BY g.touched DESC LIMIT 1",
            (),
        )
        return GameInfo(*rows[0][:5], (rows[0][5] or b"").decode("utf-8", "replace"), *rows[0][6:]) if rows else None

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def claim(self) -> None:
        """Becomes the journal's one writer now, or refuses at once naming the process that is."""
        if self._lock is not None:
            self._lock.acquire()

    def new_game(self, new_line: str, seed: int | None = None) -> int:
        """Starts a game whose first command is the `new ...` line; returns its id."""
        _check_line(new_line, "the new-game line")
        words = new_line.split()
        if words[0] != "new":
            raise CompanionError(
                "journal-bad-line", f"A game must start with a `new` line, not {new_line!r}."
            )
        seed = secrets.randbits(62) if seed is None else seed
        now = _now()
        with self._transaction() as conn:
            game_id = conn.execute(
                "INSERT INTO game (started, updated, touched, status, kind, seed, protocol)"
                " VALUES (?, ?, ?, 'playing', ?, ?, ?)",
                (now, now, _next_touch(conn), kind_of(words), seed, PROTOCOL_VERSION),
            ).lastrowid
            _insert(conn, game_id, 1, "command", new_line, now)
        self._seen[game_id] = 1
        return game_id

    def append(self, game_id: int, line: str, result: str | None = None) -> int:
        """Journals one accepted command (ending the game with `result` in the same transaction); returns its seq."""
        _check_line(line, "a command")
        verb = line.split()[0]
        if verb in ("new", "undo"):
            raise CompanionError(
                "journal-bad-line",
                f"`{verb}` cannot be journaled as a command: use new_game() or append_undo().",
            )
        if result is not None:
            _check_line(result, "the result")
        return self._add(game_id, "command", line, +1, result)

    def append_undo(self, game_id: int) -> int:
        """Journals an undo of the last still-effective command (reopening a finished game); returns its seq."""
        return self._add(game_id, "undo", "undo", -1)

    def lines(self, game_id: int) -> list[str]:
        """The game's effective command lines, `new` first, with every undo applied; JournalDamage on a bad row."""
        return _effective(self._rows(game_id))

    def entries(self, game_id: int) -> list[Entry]:
        """Every row of the game in order, undos included: the raw transcript."""
        return self._rows(game_id)

    def kind(self, game_id: int) -> str:
        """The game's kind (`shadows`, `tournament`), as its `new` line said."""
        return self._game_row(game_id)[0]

    def seed(self, game_id: int) -> int:
        """The game's die seed, drawn with `new` (derived from the game's identity for older games)."""
        seed = self._game_row(game_id)[1]
        if seed is None:
            started = self._read("SELECT started FROM game WHERE id = ?", (game_id,))[0][0]
            seed = zlib.crc32(f"{game_id}:{started}".encode())
        return seed

    def can_undo(self, game_id: int) -> bool:
        """True while a command other than the `new` line is still effective."""
        rows = self._read("SELECT commands FROM game WHERE id = ?", (game_id,))
        if not rows:
            raise _no_such_game(game_id)
        return rows[0][0] > 0

    def games(self) -> list[GameInfo]:
        """Every game, newest first."""
        rows = self._read(
            "SELECT g.id, g.started, g.updated, g.status, g.commands, CAST(e.line AS BLOB), g.result, g.kind"
            " FROM game AS g JOIN entry AS e ON e.game_id = g.id AND e.seq = 1"
            " ORDER BY g.id DESC",
            (),
        )
        return [GameInfo(*row[:5], row[5].decode("utf-8", "replace"), *row[6:]) for row in rows]

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
            _finish(conn, game_id, result)

    def abandon(self, game_id: int, result: str | None = None) -> None:
        """Marks a playing game abandoned (with a note, e.g. why); abandoning it again changes nothing."""
        with self._transaction() as conn:
            if _status(conn, game_id) == "abandoned":
                return
            _require_playing(conn, game_id)
            conn.execute(
                "UPDATE game SET status = 'abandoned', result = ?, updated = ?, touched = ? WHERE id = ?",
                (result, _now(), _next_touch(conn), game_id),
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

    def recover(self, damage: JournalDamage) -> int | None:
        """After a damaged row: the game is abandoned (kept as it is) and goes on as a new game
        holding its lines up to the last good row; returns that game's id (None if nothing was good)."""
        game_id, good = damage.game_id, damage.good_lines
        kind, seed = self._game_row(game_id)
        note = f"damaged:row {damage.seq}"
        with self._transaction() as conn:
            conn.execute(
                "UPDATE game SET status = 'abandoned', result = ?, updated = ?, touched = ? WHERE id = ?",
                (note, _now(), _next_touch(conn), game_id),
            )
            if not good:
                return None
            now = _now()
            copy = conn.execute(
                "INSERT INTO game (started, updated, touched, status, commands, kind, seed, protocol)"
                " VALUES (?, ?, ?, 'playing', ?, ?, ?, ?)",
                (now, now, _next_touch(conn), len(good) - 1, kind, seed, PROTOCOL_VERSION),
            ).lastrowid
            for seq, line in enumerate(good, start=1):
                _insert(conn, copy, seq, "command", line, now)
        self._seen[copy] = len(good)
        return copy

    def close(self) -> None:
        """Closes the journal (and lets another process write); closing twice is harmless."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self._lock is not None:
            self._lock.release()

    def _add(self, game_id: int, kind: str, line: str, delta: int, result: str | None = None) -> int:
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
            if self._seen.get(game_id, last) != last:
                raise CompanionError(
                    "journal-moved",
                    f"Game {game_id} was changed by another program since it was read here: this step "
                    "was not saved. Start again to pick the game up as it now stands.",
                )
            now = _now()
            _insert(conn, game_id, last + 1, kind, line, now)
            conn.execute(
                "UPDATE game SET commands = ?, updated = ?, touched = ? WHERE id = ?",
                (commands + delta, now, _next_touch(conn), game_id),
            )
            if result is not None:
                _finish(conn, game_id, result)
        self._seen[game_id] = last + 1
        return last + 1

    def _rows(self, game_id: int) -> list[Entry]:
        """The game's rows, each checked against its checksum and its place."""
        protocol = self._read("SELECT protocol FROM game WHERE id = ?", (game_id,))
        if not protocol:
            raise _no_such_game(game_id)
        if protocol[0][0] > PROTOCOL_VERSION:
            raise CompanionError(
                "journal-newer",
                f"Game {game_id} was written with protocol version {protocol[0][0]}; this companion "
                f"speaks up to version {PROTOCOL_VERSION}. Update the companion to play it.",
            )
        rows = self._read(
            "SELECT seq, kind, CAST(line AS BLOB), written_at, crc FROM entry WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        entries: list[Entry] = []
        for expected, (seq, kind, raw, written_at, crc) in enumerate(rows, start=1):
            try:
                line = raw.decode("utf-8")
                sound = seq == expected and (crc is None or crc == row_checksum(game_id, seq, kind, raw, written_at))
            except (UnicodeDecodeError, AttributeError):
                sound = False
            if not sound:
                raise JournalDamage(self.path, game_id, expected, _effective(entries))
            entries.append(Entry(seq, kind, line, written_at))
        if not entries:
            raise JournalDamage(self.path, game_id, 1, [])
        self._seen[game_id] = entries[-1].seq
        return entries

    def _game_row(self, game_id: int) -> tuple[str, int | None]:
        rows = self._read("SELECT kind, seed FROM game WHERE id = ?", (game_id,))
        if not rows:
            raise _no_such_game(game_id)
        return rows[0]

    def _create(self) -> None:
        with self._transaction() as conn:
            (objects,) = conn.execute("SELECT count(*) FROM sqlite_schema").fetchone()
            if objects:
                # Another process created it between our inspection and now.
                raise CompanionError(
                    "journal-busy", f"{self.path} was created by another program meanwhile; try again."
                )
            _build(conn)

    def _migrate(self) -> None:
        """Version 1 -> 2 in one transaction; rows are never rewritten except to gain their checksum."""
        with self._transaction() as conn:
            (version,) = conn.execute("PRAGMA user_version").fetchone()
            if version >= SCHEMA_VERSION:
                return   # another process migrated it meanwhile
            for statement in _MIGRATION_2.split(";"):
                conn.execute(statement)
            rows = conn.execute("SELECT game_id, seq, kind, CAST(line AS BLOB), written_at FROM entry").fetchall()
            conn.executemany(
                "UPDATE entry SET crc = ? WHERE game_id = ? AND seq = ?",
                [(row_checksum(*row), row[0], row[1]) for row in rows],
            )
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def _live(self) -> sqlite3.Connection:
        if self._conn is None:
            raise CompanionError("journal-closed", "The journal is closed.")
        return self._conn

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, committed (and so synced) when the block ends, else rolled back."""
        conn = self._live()
        self.claim()
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
            raise translate(exc, self.path) from exc

    def _read(self, sql: str, params: tuple) -> list[tuple]:
        try:
            return self._live().execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise translate(exc, self.path) from exc


def _build(conn: sqlite3.Connection) -> None:
    for statement in _SCHEMA.split(";"):
        conn.execute(statement)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _create_aside(file: Path) -> None:
    """A new journal is built beside its place and moved in whole, so a 0-byte journal is never ours."""
    aside = file.with_name(f".{file.name}.{os.getpid()}.new")
    for leftover in (aside, aside.with_name(aside.name + "-wal"), aside.with_name(aside.name + "-shm")):
        leftover.unlink(missing_ok=True)
    conn = connect(aside)
    try:
        conn.execute("BEGIN IMMEDIATE")
        _build(conn)
        conn.execute("COMMIT")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    except sqlite3.Error as exc:
        raise translate(exc, str(file)) from exc
    finally:
        conn.close()   # the last connection folds the WAL into the file and removes it
    with open(aside, "rb") as f:
        os.fsync(f.fileno())
    try:
        os.link(aside, file)   # never over a journal another process moved in meanwhile
    except FileExistsError:
        pass
    finally:
        aside.unlink(missing_ok=True)
    folder = os.open(file.parent, os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)


def _insert(conn: sqlite3.Connection, game_id: int, seq: int, kind: str, line: str, now: str) -> None:
    conn.execute(
        "INSERT INTO entry VALUES (?, ?, ?, ?, ?, ?)",
        (game_id, seq, kind, line, now, row_checksum(game_id, seq, kind, line, now)),
    )


def _finish(conn: sqlite3.Connection, game_id: int, result: str) -> None:
    conn.execute(
        "UPDATE game SET status = 'over', result = ?, updated = ?, touched = ? WHERE id = ?",
        (result, _now(), _next_touch(conn), game_id),
    )


def _effective(entries: list[Entry]) -> list[str]:
    effective: list[str] = []
    for entry in entries:
        if entry.kind == "command":
            effective.append(entry.line)
        elif len(effective) > 1:
            effective.pop()
    return effective


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
