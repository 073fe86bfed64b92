"""The journal's tables, their migrations, and the checksums that tell a damaged row or schema.

Pure SQL text, arithmetic on values and the game row as read: no file is opened here
(journal_file.py does that).
"""
from __future__ import annotations

import sqlite3
import zlib
from dataclasses import dataclass
from datetime import datetime, timezone

from companion.core.errors import CompanionError

# 5: a game's kind has no default any more (no game is anyone's default): the same tables, so a version-4
# file is only marked; an older companion then says the journal is newer rather than damaged.
SCHEMA_VERSION = 5
# "CAML" in ASCII, written to the SQLite header by `PRAGMA application_id`: tells our journals
# from every other SQLite file without trusting the file name.
APPLICATION_ID = 0x43414D4C

# No ';' inside comments: the script is split on it to run inside one explicit transaction.
SCHEMA = """
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
    -- no default: every game names its kind, from its `new` line (no game is anyone's default)
    kind     TEXT NOT NULL,
    seed     INTEGER,
    protocol INTEGER NOT NULL DEFAULT 1,
    entries  INTEGER,
    crc      INTEGER
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
) WITHOUT ROWID;
CREATE TABLE seal (
    schema_crc INTEGER NOT NULL
);
CREATE TABLE setup (
    game_id INTEGER PRIMARY KEY REFERENCES game (id),
    -- what the game's package gave with `new` (e.g. the printed board played on), opaque here
    data    TEXT NOT NULL,
    crc     INTEGER NOT NULL
)
"""
# Version 1 -> 2: the game's kind, die seed and protocol version; a checksum on every row.
# The default 'shadows' is history, not a preference: a version-1 journal was written before the
# tournament existed, so every game in it is Shadows (and SQLite adds a NOT NULL column only with a
# default). New rows always name their kind.
MIGRATION_2 = """
ALTER TABLE game ADD COLUMN kind TEXT NOT NULL DEFAULT 'shadows';
ALTER TABLE game ADD COLUMN seed INTEGER;
ALTER TABLE game ADD COLUMN protocol INTEGER NOT NULL DEFAULT 1;
ALTER TABLE entry ADD COLUMN crc INTEGER
"""
# Version 2 -> 3: each game says how many rows it holds and carries a checksum; the schema's
# own text is sealed (a flipped bit there can silently change what a column reads).
MIGRATION_3 = """
ALTER TABLE game ADD COLUMN entries INTEGER;
ALTER TABLE game ADD COLUMN crc INTEGER;
CREATE TABLE seal (
    schema_crc INTEGER NOT NULL
)
"""
# Version 3 -> 4: a game's setup (e.g. the printed board it is played on), so it replays alone.
MIGRATION_4 = """
CREATE TABLE setup (
    game_id INTEGER PRIMARY KEY REFERENCES game (id),
    -- what the game's package gave with `new` (e.g. the printed board played on), opaque here
    data    TEXT NOT NULL,
    crc     INTEGER NOT NULL
)
"""
# Every game column, text ones as bytes: a damaged byte is then named, not an I/O error.
GAME_COLUMNS = ("game.id, CAST(game.started AS BLOB), CAST(game.updated AS BLOB), game.touched,"
                " CAST(game.status AS BLOB), CAST(game.result AS BLOB), game.commands, CAST(game.kind AS BLOB),"
                " game.seed, game.protocol, game.entries, game.crc")
# A version-2 file (read before the writer migrates it) has neither `entries` nor `crc`.
GAME_COLUMNS_V2 = GAME_COLUMNS.replace("game.entries, game.crc", "NULL, NULL")

STATUSES = ("playing", "over", "abandoned")
_NULL = b"\xff"   # never in UTF-8 text nor in a number's digits


def build(conn: sqlite3.Connection) -> None:
    """Creates every table of the current version and marks the file ours (inside the caller's transaction)."""
    for statement in SCHEMA.split(";"):
        conn.execute(statement)
    seal_schema(conn)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def migrate(conn: sqlite3.Connection, version: int) -> None:
    """Brings a version-1 to -4 file to the current version (inside the caller's transaction)."""
    if version < 2:
        for statement in MIGRATION_2.split(";"):
            conn.execute(statement)
        rows = conn.execute("SELECT game_id, seq, kind, CAST(line AS BLOB), written_at FROM entry").fetchall()
        conn.executemany(
            "UPDATE entry SET crc = ? WHERE game_id = ? AND seq = ?",
            [(row_checksum(*row), row[0], row[1]) for row in rows],
        )
    if version < 3:
        for statement in MIGRATION_3.split(";"):
            conn.execute(statement)
        conn.execute("UPDATE game SET entries = (SELECT max(seq) FROM entry WHERE game_id = game.id)")
        for (game_id,) in conn.execute("SELECT id FROM game").fetchall():
            seal_game(conn, game_id)
    if version < 4:
        conn.execute(MIGRATION_4)
    # To 5 nothing changes in the file: its `kind` column keeps the default it was made with (file.py reads
    # both), and the version tells an older companion that a newer one wrote here.
    seal_schema(conn)


def schema_checksum(conn: sqlite3.Connection) -> int:
    """The CRC-32 of the schema's own text (every table and index), as stored in the file."""
    rows = conn.execute(
        "SELECT CAST(type AS BLOB), CAST(name AS BLOB), CAST(sql AS BLOB) FROM sqlite_schema"
        " WHERE name NOT LIKE 'sqlite_%' ORDER BY name"
    ).fetchall()
    return zlib.crc32(b"\x1e".join(b"\x1f".join(part or _NULL for part in row) for row in rows))


def seal_schema(conn: sqlite3.Connection) -> None:
    """Stores the schema's checksum (once per creation or migration)."""
    conn.execute("DELETE FROM seal")
    conn.execute("INSERT INTO seal VALUES (?)", (schema_checksum(conn),))


def is_schema_sealed(conn: sqlite3.Connection) -> bool:
    """False when the schema text differs from what was sealed (a file of version 3 or more)."""
    rows = conn.execute("SELECT schema_crc FROM seal").fetchall()
    return len(rows) == 1 and rows[0][0] == schema_checksum(conn)


def row_checksum(game_id: int, seq: int, kind: str | bytes, line: bytes | str, written_at: str | bytes) -> int:
    """The CRC-32 of one entry row's fields, stored beside it."""
    # Fields joined by 0x1f; written out (not through _bytes) because every row read pays for it.
    if not isinstance(kind, bytes):
        kind = kind.encode()
    if not isinstance(line, bytes):
        line = line.encode("utf-8", "surrogatepass")
    if not isinstance(written_at, bytes):
        written_at = written_at.encode()
    return zlib.crc32(b"%d\x1f%d\x1f%s\x1f%s\x1f%s" % (game_id, seq, kind, line, written_at))


def setup_checksum(game_id: int, data: bytes | str) -> int:
    """The CRC-32 of one game's setup row, stored beside it."""
    if not isinstance(data, bytes):
        data = data.encode("utf-8", "surrogatepass")
    return zlib.crc32(b"%d\x1f%s" % (game_id, data))


def write_setup(conn: sqlite3.Connection, game_id: int, data: str | None) -> None:
    """Keeps a game's setup with it (inside the caller's transaction); None: the game has none."""
    if data is not None:
        conn.execute("INSERT INTO setup VALUES (?, ?, ?)", (game_id, data, setup_checksum(game_id, data)))


def read_setup(rows: list[tuple]) -> str | None:
    """The setup text from `SELECT game_id, CAST(data AS BLOB), crc` rows; ValueError when damaged."""
    if not rows:
        return None
    game_id, data, crc = rows[0]
    if not isinstance(data, bytes) or crc != setup_checksum(game_id, data):
        raise ValueError("setup row fails its checksum")
    return data.decode("utf-8")


def game_checksum(row: tuple) -> int:
    """The CRC-32 of a game row as GAME_COLUMNS reads it (without its own `crc`)."""
    return zlib.crc32(b"\x1f".join(_bytes(value) for value in row[:11]))


def seal_game(conn: sqlite3.Connection, game_id: int) -> None:
    """Stores the game row's checksum after a change (inside the caller's transaction)."""
    row = conn.execute(f"SELECT {GAME_COLUMNS} FROM game WHERE id = ?", (game_id,)).fetchone()
    if row is not None:
        conn.execute("UPDATE game SET crc = ? WHERE id = ?", (game_checksum(row), game_id))


def insert_entry(conn: sqlite3.Connection, game_id: int, seq: int, kind: str, line: str, now: str) -> None:
    """Writes one entry row with its checksum (inside the caller's transaction)."""
    conn.execute(
        "INSERT INTO entry VALUES (?, ?, ?, ?, ?, ?)",
        (game_id, seq, kind, line, now, row_checksum(game_id, seq, kind, line, now)),
    )


def start_game(conn: sqlite3.Connection, kind: str, seed: int | None, protocol: int, lines: list[str],
               setup: str | None) -> int:
    """Writes a playing game whose effective commands are `lines` (`new` first), with its setup and
    checksums (inside the caller's transaction); returns its id."""
    now = now_stamp()
    game_id = conn.execute(
        "INSERT INTO game (started, updated, touched, status, commands, kind, seed, protocol, entries)"
        " VALUES (?, ?, ?, 'playing', ?, ?, ?, ?, ?)",
        (now, now, next_touch(conn), len(lines) - 1, kind, seed, protocol, len(lines)),
    ).lastrowid
    for seq, line in enumerate(lines, start=1):
        insert_entry(conn, game_id, seq, "command", line, now)
    write_setup(conn, game_id, setup)
    seal_game(conn, game_id)
    return game_id


def finish_game(conn: sqlite3.Connection, game_id: int, result: str) -> None:
    """Marks the game over with its result (inside the caller's transaction)."""
    conn.execute(
        "UPDATE game SET status = 'over', result = ?, updated = ?, touched = ? WHERE id = ?",
        (result, now_stamp(), next_touch(conn), game_id),
    )


def next_touch(conn: sqlite3.Connection) -> int:
    """The next value of the games' `touched` counter (the game written to last has the highest)."""
    (last,) = conn.execute("SELECT max(touched) FROM game").fetchone()
    return (last or 0) + 1


def now_stamp() -> str:
    """Now, as the journal writes it (UTC, milliseconds)."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _bytes(value) -> bytes:
    if value is None:
        return _NULL
    if isinstance(value, bytes):
        return value
    if isinstance(value, str):
        return value.encode("utf-8", "surrogatepass")
    return repr(value).encode()


@dataclass(frozen=True)
class GameRecord:
    """A game's own row, checked: what decides whether and how it is resumed."""

    status: str
    commands: int
    kind: str
    seed: int | None
    protocol: int
    entries: int | None
    started: str


def decode_game(row: tuple) -> GameRecord | None:
    """A game row's fields as the journal uses them, None when one has the wrong type or bytes."""
    game_id, started, _, _, status, _, commands, kind, seed, protocol, entries, _ = row
    try:
        if not all(isinstance(v, int) for v in (game_id, commands, protocol)):
            return None
        if not all(v is None or isinstance(v, int) for v in (seed, entries)):
            return None
        return GameRecord(status.decode("utf-8"), commands, kind.decode("utf-8"), seed, protocol, entries,
                          started.decode("utf-8"))
    except (UnicodeDecodeError, AttributeError):
        return None


def effective_lines(entries: list) -> list[str]:
    """The lines still in effect after every undo row (the `new` line is never taken back)."""
    effective: list[str] = []
    for entry in entries:
        if entry.kind == "command":
            effective.append(entry.line)
        elif len(effective) > 1:
            effective.pop()
    return effective


def check_line(line: str, what: str) -> None:
    """Refuses a line that is not one non-blank line, saying which `what`."""
    if not isinstance(line, str) or not line.strip() or "\n" in line or "\r" in line:
        raise CompanionError(
            "journal-bad-line", f"{what.capitalize()} must be one non-blank line, not {line!r}."
        )
