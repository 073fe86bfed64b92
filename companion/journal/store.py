"""The game journal: every accepted table-protocol line, on the card before the screen changes.

Game states are never stored: a game is rebuilt by replaying `Journal.lines()` from scratch.
One process writes at a time (journal_lock.py); every row carries a checksum, so a damaged row
is named as damage. Schema, pragmas, undo semantics and error codes: docs/journal.md.
"""

from __future__ import annotations

import secrets
import sqlite3
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from companion.core.errors import CompanionError
from .file import (APPLICATION_ID, BUSY_TIMEOUT_S, DAMAGE_ERRORS, SCHEMA_VERSION, connect, corrupt,
    create_aside, fold_wal, inspect, translate)
from .lock import WriterLock, file_identity, writer_of
from .schema import (GAME_COLUMNS, GAME_COLUMNS_V2, STATUSES, GameRecord, build, decode_game, finish_game,
    game_checksum, insert_entry, migrate, next_touch, now_stamp, read_setup, row_checksum, seal_game, write_setup)
from .schema import check_line as _check_line, effective_lines as _effective
from companion.core.registry import kind_of
from companion.core.protocol import PROTOCOL_VERSION

__all__ = ["APPLICATION_ID", "SCHEMA_VERSION", "Entry", "GameInfo", "Journal", "JournalDamage", "row_checksum",
           "spare_path", "writer_of"]

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
    damaged: bool = False   # the game's own row fails its checksum or cannot be read as text


@dataclass(frozen=True)
class Entry:
    """One journal row exactly as written: a command or an undo."""

    seq: int
    kind: str
    line: str
    written_at: str


class JournalDamage(CompanionError):
    """A row that cannot be read back as written: which game, which row (0: the game's own record),
    and the lines before it."""

    def __init__(self, path: str, game_id: int, seq: int, good_lines: list[str], why: str | None = None):
        what = why or (f"game {game_id}'s own record cannot be read back as written" if seq == 0 else
                       f"game {game_id}, row {seq} cannot be read back as written")
        super().__init__(
            "journal-damaged",
            f"The journal {path} is damaged: {what}. The file is kept as it is for inspection.",
        )
        self.game_id, self.seq, self.good_lines = game_id, seq, good_lines


def spare_path(path: str | Path) -> Path:
    """Where the box keeps playing when its journal cannot be used: the same spare every time."""
    path = Path(path)
    return path.with_name(path.stem + ".spare" + path.suffix)


class Journal:
    """An append-only SQLite journal of table-protocol lines, one row per accepted command."""

    def __init__(self, path: str | Path):
        """Opens the journal at `path` (":memory:" allowed), creating it when there is none yet."""
        self.path = str(path)
        self._seen: dict[int, int] = {}   # game -> last seq read or written by this process
        self._lock: WriterLock | None = None
        self._columns, self._setups = GAME_COLUMNS, True
        self.identity: tuple[int, int] | None = None
        self.notice: str | None = None   # what the table must be told (commits of a moved journal set aside)
        if self.path == ":memory:":
            self._conn = connect(self.path)
            self._create()
            return
        file = Path(path)
        self._lock = WriterLock(file)
        self._conn = None
        try:
            version = inspect(file)
            if version == 0 and not file.exists():
                self.notice = create_aside(file)
                version = SCHEMA_VERSION
            self._conn = connect(file)
        except CompanionError:
            raise
        except OSError as exc:
            raise CompanionError("journal-io", f"The journal {file} could not be made ({exc.strerror}).") from None
        except Exception as exc:   # whatever a damaged file makes sqlite3 raise is damage, said plainly
            raise corrupt(file, f"it cannot be read: {type(exc).__name__}") from exc
        self.identity = file_identity(file)
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
        except CompanionError:
            self.close()
            raise
        except Exception as exc:
            self.close()
            raise corrupt(file, f"it cannot be read: {type(exc).__name__}") from exc
        except BaseException:
            self.close()
            raise

    @classmethod
    def reader(cls, path: str | Path) -> Journal:
        """The journal opened read-only (`mode=ro`) beside its writer: never the writer's lock, never a write."""
        journal = cls.__new__(cls)
        journal.path, journal._seen, journal._lock, journal._conn = str(path), {}, None, None
        journal.notice = None
        journal.identity = file_identity(Path(path))
        uri = f"{Path(path).resolve().as_uri()}?mode=ro"
        try:
            journal._conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_S, isolation_level=None,
                                            check_same_thread=False)
            (version,) = journal._conn.execute("PRAGMA user_version").fetchone()
        except sqlite3.Error as exc:
            journal.close()
            raise translate(exc, journal.path) from exc
        except DAMAGE_ERRORS as exc:
            journal.close()
            raise corrupt(Path(path), f"it cannot be read: {type(exc).__name__}") from exc
        # A version-2 or -3 file stays readable until its writer migrates it.
        journal._columns = GAME_COLUMNS if version >= 3 else GAME_COLUMNS_V2
        journal._setups = version >= 4
        return journal

    def check(self) -> None:
        """The checks the box runs on open (columns, schema seal, integrity_check), read-only: a
        plain CompanionError (`journal-corrupt` ...) when the file cannot be trusted."""
        try:
            inspect(Path(self.path), writable=False)
        except CompanionError:
            raise
        except Exception as exc:
            raise corrupt(Path(self.path), f"it cannot be read: {type(exc).__name__}") from exc

    def is_replaced(self) -> bool:
        """True when the path now names another file than the one opened (moved away and a new one
        made in its place, or gone): a reader should close and open it again."""
        return file_identity(Path(self.path)) != self.identity

    def data_version(self) -> int:
        """A number that changes after every commit of another connection (cheap: no table is read)."""
        return self._read("PRAGMA data_version", ())[0][0]

    def last_touched(self) -> GameInfo | None:
        """The game written to, started or resumed last, whatever its status; None in an empty journal."""
        rows = self._read(
            f"SELECT {self._columns}, CAST(entry.line AS BLOB) FROM game LEFT JOIN entry"
            " ON entry.game_id = game.id AND entry.seq = 1 ORDER BY game.touched DESC LIMIT 1",
            (),
        )
        return self._info(rows[0]) if rows else None

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def claim(self) -> None:
        """Becomes the journal's one writer now, or refuses at once naming the process that is."""
        if self._lock is not None:
            self._lock.acquire()

    def new_game(self, new_line: str, seed: int | None = None, setup: str | None = None) -> int:
        """Starts a game whose first command is the `new ...` line, keeping its package's `setup` text
        (opaque here, e.g. the board it is played on) with it; returns its id."""
        _check_line(new_line, "the new-game line")
        words = new_line.split()
        if words[0] != "new":
            raise CompanionError(
                "journal-bad-line", f"A game must start with a `new` line, not {new_line!r}."
            )
        seed = secrets.randbits(62) if seed is None else seed
        now = now_stamp()
        with self._transaction() as conn:
            game_id = conn.execute(
                "INSERT INTO game (started, updated, touched, status, kind, seed, protocol, entries)"
                " VALUES (?, ?, ?, 'playing', ?, ?, ?, 1)",
                (now, now, next_touch(conn), kind_of(words), seed, PROTOCOL_VERSION),
            ).lastrowid
            insert_entry(conn, game_id, 1, "command", new_line, now)
            write_setup(conn, game_id, setup)
            seal_game(conn, game_id)
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
        return self._record(game_id).kind

    def seed(self, game_id: int) -> int:
        """The game's die seed, drawn with `new` (derived from the game's identity for older games)."""
        record = self._record(game_id)
        if record.seed is None:
            return zlib.crc32(f"{game_id}:{record.started}".encode())
        return record.seed

    def setup(self, game_id: int) -> str | None:
        """The setup text the game was started with (None: none kept); JournalDamage (row 0) when damaged."""
        self._record(game_id)
        if not self._setups:
            return None
        rows = self._read("SELECT game_id, CAST(data AS BLOB), crc FROM setup WHERE game_id = ?", (game_id,))
        try:
            return read_setup(rows)
        except ValueError:
            raise JournalDamage(self.path, game_id, 0, [], f"game {game_id}'s setup cannot be read back as written")

    def can_undo(self, game_id: int) -> bool:
        """True while a command other than the `new` line is still effective."""
        return self._record(game_id).commands > 0

    def games(self) -> list[GameInfo]:
        """Every game, newest first; a game whose own row is damaged is listed with `damaged` set."""
        rows = self._read(
            f"SELECT {self._columns}, CAST(entry.line AS BLOB) FROM game LEFT JOIN entry"
            " ON entry.game_id = game.id AND entry.seq = 1 ORDER BY game.id DESC",
            (),
        )
        return [self._info(row) for row in rows]

    def latest_unfinished(self) -> int | None:
        """The playing game touched last (appended to, started or resumed), or None.

        Every game's own row is checked first: a damaged one raises JournalDamage (row 0) rather than
        being silently passed over, since its status or its place in time cannot be trusted."""
        best: tuple[int, int] | None = None
        for row in self._read(f"SELECT {self._columns} FROM game", ()):
            if row[4] in (b"over", b"abandoned") and row[11] is not None and row[11] == game_checksum(row):
                continue   # sealed as not in play (a damaged game already set aside says so in its result)
            record = self._checked(row)
            if record.status == "playing" and (best is None or row[3] > best[0]):
                best = (row[3], row[0])
        return best[1] if best else None

    def finish(self, game_id: int, result: str) -> None:
        """Marks a playing game over with its result, e.g. "knights:swords"."""
        _check_line(result, "the result")
        with self._transaction() as conn:
            self._require_playing(conn, game_id)
            finish_game(conn, game_id, result)
            seal_game(conn, game_id)

    def abandon(self, game_id: int, result: str | None = None) -> None:
        """Marks a playing game abandoned (with a note, e.g. why); abandoning it again changes nothing."""
        with self._transaction() as conn:
            if self._record_in(conn, game_id).status == "abandoned":
                return
            self._require_playing(conn, game_id)
            conn.execute(
                "UPDATE game SET status = 'abandoned', result = ?, updated = ?, touched = ? WHERE id = ?",
                (result, now_stamp(), next_touch(conn), game_id),
            )
            seal_game(conn, game_id)

    def resume(self, game_id: int) -> None:
        """Makes an abandoned or playing game the one latest_unfinished() returns."""
        with self._transaction() as conn:
            if self._record_in(conn, game_id).status == "over":
                raise _game_over(game_id)
            conn.execute(
                "UPDATE game SET status = 'playing', updated = ?, touched = ? WHERE id = ?",
                (now_stamp(), next_touch(conn), game_id),
            )
            seal_game(conn, game_id)

    def recover(self, damage: JournalDamage) -> int | None:
        """After a damaged row: the game is abandoned (kept as it is) and goes on as a new game
        holding its lines up to the last good row; returns that game's id (None if nothing was good)."""
        game_id, good = damage.game_id, damage.good_lines
        rows = self._read(f"SELECT {self._columns} FROM game WHERE id = ?", (game_id,))
        if not rows:
            raise _no_such_game(game_id)
        # The seed as read, when it is a number at all (the copy's die then follows the original's).
        seed = rows[0][8] if isinstance(rows[0][8], int) else None
        try:
            setup = self.setup(game_id)
        except JournalDamage:
            setup = None   # the copy then takes the setup its package gives now
        note = "damaged:game record" if damage.seq == 0 else f"damaged:row {damage.seq}"
        with self._transaction() as conn:
            conn.execute(
                "UPDATE game SET status = 'abandoned', result = ?, updated = ?, touched = ? WHERE id = ?",
                (note, now_stamp(), next_touch(conn), game_id),
            )
            seal_game(conn, game_id)
            if not good:
                return None
            now = now_stamp()
            copy = conn.execute(
                "INSERT INTO game (started, updated, touched, status, commands, kind, seed, protocol, entries)"
                " VALUES (?, ?, ?, 'playing', ?, ?, ?, ?, ?)",
                (now, now, next_touch(conn), len(good) - 1, kind_of(good[0].split()), seed, PROTOCOL_VERSION,
                 len(good)),
            ).lastrowid
            for seq, line in enumerate(good, start=1):
                insert_entry(conn, copy, seq, "command", line, now)
            write_setup(conn, copy, setup)
            seal_game(conn, copy)
        self._seen[copy] = len(good)
        return copy

    def close(self) -> None:
        """Closes the journal (and lets another process write); closing twice is harmless."""
        if self._conn is not None:
            if self._lock is not None and self._lock.held:
                # A reader still open (the phone page) keeps SQLite from folding the WAL at close.
                fold_wal(self._conn, self.path)
            self._conn.close()
            self._conn = None
        if self._lock is not None:
            self._lock.release()

    def _add(self, game_id: int, kind: str, line: str, delta: int, result: str | None = None) -> int:
        with self._transaction() as conn:
            record = self._record_in(conn, game_id)
            status, commands = record.status, record.commands
            if kind == "undo" and status == "over":
                # Taking back the move that ended the game (a mis-scan) puts it back in play.
                conn.execute("UPDATE game SET status = 'playing', result = NULL WHERE id = ?", (game_id,))
                status = "playing"
            _refuse_unless_playing(game_id, status)
            if commands + delta < 0:
                raise CompanionError(
                    "nothing-to-undo", "There is nothing to undo: only the new-game line is left."
                )
            (last,) = conn.execute(
                "SELECT max(seq) FROM entry WHERE game_id = ?", (game_id,)
            ).fetchone()
            if record.entries is not None and last != record.entries:
                # Rows the range scan cannot reach (a damaged key): writing would fork the game.
                raise JournalDamage(self.path, game_id, (last or 0) + 1, [], _missing(game_id, record.entries, last))
            if self._seen.get(game_id, last) != last:
                raise CompanionError(
                    "journal-moved",
                    f"Game {game_id} was changed by another program since it was read here: this step "
                    "was not saved. Start again to pick the game up as it now stands.",
                )
            now = now_stamp()
            insert_entry(conn, game_id, last + 1, kind, line, now)
            conn.execute(
                "UPDATE game SET commands = ?, updated = ?, touched = ?, entries = ? WHERE id = ?",
                (commands + delta, now, next_touch(conn), last + 1, game_id),
            )
            if result is not None:
                finish_game(conn, game_id, result)
            seal_game(conn, game_id)
        self._seen[game_id] = last + 1
        return last + 1

    def _rows(self, game_id: int) -> list[Entry]:
        """The game's rows, each checked against its checksum and its place, and all of them against
        what the game's own (checked) row says it holds."""
        with self._snapshot():
            return self._rows_now(game_id)

    @contextmanager
    def _snapshot(self) -> Iterator[None]:
        """One read transaction around several statements: with WAL they all see the file as it was at
        the first, so a commit by the writer between them (the game row, then its entries) is never
        taken for damage. Inside a transaction already, that one is used."""
        conn = self._live()
        if conn.in_transaction:
            yield
            return
        try:
            conn.execute("BEGIN")
        except sqlite3.Error as exc:
            raise translate(exc, self.path) from exc
        try:
            yield
        finally:
            if conn.in_transaction:
                conn.execute("ROLLBACK")   # it only read: ending it writes nothing

    def _rows_now(self, game_id: int) -> list[Entry]:
        record = self._record(game_id)
        if record.protocol > PROTOCOL_VERSION:
            raise CompanionError(
                "journal-newer",
                f"Game {game_id} was written with protocol version {record.protocol}; this companion "
                f"speaks up to version {PROTOCOL_VERSION}. Update the companion to play it.",
            )
        entries, damage, by_hand = self._scan(game_id)
        if damage is not None:
            raise damage
        last = entries[-1].seq
        # Rows a person added by hand (no checksum) are read as they are, beyond the count too.
        if record.entries is not None and last != record.entries and not (
                last > record.entries and all(seq in by_hand for seq in range(record.entries + 1, last + 1))):
            raise JournalDamage(self.path, game_id, last + 1, _effective(entries),
                                _missing(game_id, record.entries, last))
        if not by_hand and len(_effective(entries)) - 1 != record.commands:
            raise JournalDamage(self.path, game_id, last + 1, _effective(entries),
                                f"game {game_id}'s rows do not add up to the {record.commands} commands it "
                                "says it holds")
        self._seen[game_id] = last
        return entries

    def _scan(self, game_id: int) -> tuple[list[Entry], JournalDamage | None, set[int]]:
        """The game's rows up to the first one that fails its checksum, UTF-8 or place, that damage, and
        the rows read unchecked (no checksum: added by hand)."""
        rows = self._read(
            "SELECT seq, CAST(kind AS BLOB), CAST(line AS BLOB), CAST(written_at AS BLOB), crc FROM entry"
            " WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        entries: list[Entry] = []
        by_hand: set[int] = set()
        for expected, (seq, kind, raw, written_at, crc) in enumerate(rows, start=1):
            try:
                entry = Entry(seq, kind.decode("utf-8"), raw.decode("utf-8"), written_at.decode("utf-8"))
                sound = (seq == expected and entry.kind in ("command", "undo")
                         and (crc is None or crc == row_checksum(game_id, seq, kind, raw, written_at)))
            except (UnicodeDecodeError, AttributeError):
                sound = False
            if not sound:
                return entries, JournalDamage(self.path, game_id, expected, _effective(entries)), by_hand
            if crc is None:
                by_hand.add(seq)
            entries.append(entry)
        if not entries:
            return entries, JournalDamage(self.path, game_id, 1, []), by_hand
        return entries, None, by_hand

    def _record(self, game_id: int) -> GameRecord:
        rows = self._read(f"SELECT {self._columns} FROM game WHERE id = ?", (game_id,))
        if not rows:
            raise _no_such_game(game_id)
        return self._checked(rows[0])

    def _record_in(self, conn: sqlite3.Connection, game_id: int) -> GameRecord:
        row = conn.execute(f"SELECT {self._columns} FROM game WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise _no_such_game(game_id)
        return self._checked(row)

    def _checked(self, row: tuple) -> GameRecord:
        """A game row checked against its checksum and its types, or JournalDamage (row 0) holding
        what its own rows still give when it may have been in play."""
        game_id, started, _, touched, status, _, commands, kind, seed, protocol, entries, crc = row
        record = decode_game(row)
        sound = (record is not None and record.status in STATUSES and isinstance(touched, int)
                 and (crc is None or crc == game_checksum(row)))
        if sound:
            return record
        good: list[str] = []
        if status not in (b"over", b"abandoned") and isinstance(game_id, int):
            entries_read, damage, _ = self._scan(game_id)
            good = damage.good_lines if damage is not None else _effective(entries_read)
        raise JournalDamage(self.path, game_id, 0, good)

    def _info(self, row: tuple) -> GameInfo:
        """A games-list line, read leniently: a damaged game is listed (and says so), never a crash."""
        def text(value) -> str | None:
            return value.decode("utf-8", "replace") if isinstance(value, bytes) else value
        try:
            self._checked(row[:12])
            damaged = False
        except JournalDamage:
            damaged = True
        commands = row[6] if isinstance(row[6], int) else 0
        return GameInfo(row[0], text(row[1]) or "", text(row[2]) or "", text(row[4]) or "?", commands,
                        text(row[12]) or "", text(row[5]), text(row[7]) or "?", damaged)

    def _require_playing(self, conn: sqlite3.Connection, game_id: int) -> int:
        """The game's effective command count, or a refusal when it is not being played."""
        record = self._record_in(conn, game_id)
        _refuse_unless_playing(game_id, record.status)
        return record.commands

    def _create(self) -> None:
        with self._transaction() as conn:
            (objects,) = conn.execute("SELECT count(*) FROM sqlite_schema").fetchone()
            if objects:
                # Another process created it between our inspection and now.
                raise CompanionError(
                    "journal-busy", f"{self.path} was created by another program meanwhile; try again."
                )
            build(conn)

    def _migrate(self) -> None:
        """To the current version in one transaction; entry rows are never rewritten except to gain
        their checksum (from version 1)."""
        with self._transaction() as conn:
            (version,) = conn.execute("PRAGMA user_version").fetchone()
            if version >= SCHEMA_VERSION:
                return   # another process migrated it meanwhile
            migrate(conn, version)
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
        except (UnicodeDecodeError, OverflowError) as exc:
            raise corrupt(Path(self.path), f"it cannot be read: {type(exc).__name__}") from exc

    def _read(self, sql: str, params: tuple) -> list[tuple]:
        try:
            return self._live().execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise translate(exc, self.path) from exc
        except DAMAGE_ERRORS as exc:
            raise corrupt(Path(self.path), f"it cannot be read: {type(exc).__name__}") from exc


def _refuse_unless_playing(game_id: int, status: str) -> None:
    if status == "over":
        raise _game_over(game_id)
    if status == "abandoned":
        raise CompanionError("game-abandoned", f"Game {game_id} was abandoned; resume it before playing on.")


def _missing(game_id: int, held: int, read: int | None) -> str:
    return f"game {game_id} holds {held} rows but {read or 0} could be read back in order"


def _no_such_game(game_id: int) -> CompanionError:
    return CompanionError("no-such-game", f"There is no game {game_id} in the journal.")


def _game_over(game_id: int) -> CompanionError:
    return CompanionError("game-over", f"Game {game_id} is over; it cannot be changed any more.")
