"""The game journal: every accepted table-protocol line, on the card before the screen changes.

Game states are never stored: a game is rebuilt by replaying `Journal.lines()` from scratch.
One process writes at a time (lock.py); every row carries a checksum, so a damaged row is named as
damage (damage.py) and its game goes on as a copy (`recover`). Opening the file: connection.py.
Schema, pragmas, undo semantics and error codes: docs/journal.md.
"""

from __future__ import annotations

import secrets
import sqlite3
import zlib
from pathlib import Path

from companion.core.errors import CompanionError
from companion.core.protocol import PROTOCOL_VERSION
from companion.core.registry import kind_of
from .connection import JournalConnection
from .damage import (ENTRY_COLUMNS, JournalDamage, check_held, is_sealed_as_done, may_be_in_play, missing, scan,
    sound_record)
from .file import APPLICATION_ID, SCHEMA_VERSION
from .lock import writer_of
from .records import Entry, GameInfo
from .schema import (GameRecord, finish_game, insert_entry, next_touch, now_stamp, read_setup, row_checksum,
    seal_game, start_game)
from .schema import check_line as _check_line, effective_lines as _effective

__all__ = ["APPLICATION_ID", "SCHEMA_VERSION", "Entry", "GameInfo", "Journal", "JournalDamage", "row_checksum",
           "spare_path", "writer_of"]


def spare_path(path: str | Path) -> Path:
    """Where the box keeps playing when its journal cannot be used: the same spare every time."""
    path = Path(path)
    return path.with_name(path.stem + ".spare" + path.suffix)


class Journal(JournalConnection):
    """An append-only SQLite journal of table-protocol lines, one row per accepted command."""

    def __init__(self, path: str | Path):
        """Opens the journal at `path` (":memory:" allowed), creating it when there is none yet."""
        self._seen: dict[int, int] = {}   # game -> last seq read or written by this process
        super().__init__(path)

    @classmethod
    def reader(cls, path: str | Path) -> Journal:
        """The journal opened read-only (`mode=ro`) beside its writer: never the writer's lock, never a write."""
        journal = super().reader(path)
        journal._seen = {}
        return journal

    def last_touched(self) -> GameInfo | None:
        """The game written to, started or resumed last, whatever its status; None in an empty journal."""
        rows = self._read(
            f"SELECT {self._columns}, CAST(entry.line AS BLOB) FROM game LEFT JOIN entry"
            " ON entry.game_id = game.id AND entry.seq = 1 ORDER BY game.touched DESC LIMIT 1",
            (),
        )
        return self._info(rows[0]) if rows else None

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
        with self._transaction() as conn:
            game_id = start_game(conn, kind_of(words), seed, PROTOCOL_VERSION, [new_line], setup)
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
            if is_sealed_as_done(row):
                continue
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
            # The copy's kind comes from its own `new` line, as any game's does.
            copy = start_game(conn, kind_of(good[0].split()), seed, PROTOCOL_VERSION, good, setup)
        self._seen[copy] = len(good)
        return copy

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
                raise JournalDamage(self.path, game_id, (last or 0) + 1, [], missing(game_id, record.entries, last))
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
        check_held(self.path, game_id, record, entries, by_hand)
        self._seen[game_id] = entries[-1].seq
        return entries

    def _scan(self, game_id: int) -> tuple[list[Entry], JournalDamage | None, set[int]]:
        """The game's rows read and checked one by one (damage.scan)."""
        rows = self._read(f"SELECT {ENTRY_COLUMNS} FROM entry WHERE game_id = ? ORDER BY seq", (game_id,))
        return scan(self.path, game_id, rows)

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
        record = sound_record(row)
        if record is not None:
            return record
        good: list[str] = []
        if may_be_in_play(row):
            entries, damage, _ = self._scan(row[0])
            good = damage.good_lines if damage is not None else _effective(entries)
        raise JournalDamage(self.path, row[0], 0, good)

    def _info(self, row: tuple) -> GameInfo:
        """A games-list line, read leniently: a damaged game is listed (and says so), never a crash."""
        try:
            self._checked(row[:12])
            damaged = False
        except JournalDamage:
            damaged = True
        return GameInfo.listed(row, damaged)

    def _require_playing(self, conn: sqlite3.Connection, game_id: int) -> int:
        """The game's effective command count, or a refusal when it is not being played."""
        record = self._record_in(conn, game_id)
        _refuse_unless_playing(game_id, record.status)
        return record.commands


def _refuse_unless_playing(game_id: int, status: str) -> None:
    if status == "over":
        raise _game_over(game_id)
    if status == "abandoned":
        raise CompanionError("game-abandoned", f"Game {game_id} was abandoned; resume it before playing on.")


def _no_such_game(game_id: int) -> CompanionError:
    return CompanionError("no-such-game", f"There is no game {game_id} in the journal.")


def _game_over(game_id: int) -> CompanionError:
    return CompanionError("game-over", f"Game {game_id} is over; it cannot be changed any more.")
