"""Opening a journal file safely: what is at the path is inspected read-only before any write.

A refused file (not ours, damaged, newer, read-only, empty) is left byte for byte as it was.
"""
from __future__ import annotations

import logging
import os
import sqlite3
from pathlib import Path

from companion.core.errors import CompanionError
from .schema import APPLICATION_ID, SCHEMA, SCHEMA_VERSION, build, is_schema_sealed

TABLES = {"game", "entry"}
# What reading a database that is not whole may raise besides sqlite3.Error: a damaged schema's
# text comes back from inside sqlite3 as UnicodeDecodeError (a ValueError), numbers as overflows.
DAMAGE_ERRORS = (sqlite3.Error, ValueError, OverflowError, MemoryError)

_SQLITE_MAGIC = b"SQLite format 3\x00"
_HEADER_SIZE = 100
# Another process (`camelot games`, a reader) may hold a lock for a moment.
BUSY_TIMEOUT_S = 2.0
# How long a closing writer waits for a reader (the phone page) to finish its query before
# folding the WAL into the file: a page query takes milliseconds.
FOLD_TIMEOUT_MS = 500

log = logging.getLogger(__name__)


def connect(target: str | Path) -> sqlite3.Connection:
    """A read-write connection with the journal's pragmas; plain-words errors."""
    try:
        # Opened by whoever starts the box, then used by the one engine thread alone.
        conn = sqlite3.connect(target, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False)
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
        raise translate(exc, str(target)) from exc
    if mode not in ("wal", "memory"):
        conn.close()
        raise CompanionError(
            "journal-readonly", f"The journal {target} cannot be switched to safe writing (mode {mode})."
        )
    return conn


def inspect(file: Path, writable: bool = True) -> int:
    """Checks what is at `file` without writing to it: the schema version found, 0 for no journal yet.
    `writable=False`: a reader's check (the phone page), where the file only has to be readable."""
    try:
        with open(file, "rb") as f:
            head = f.read(_HEADER_SIZE)
    except FileNotFoundError:
        if not writable:
            raise CompanionError("journal-unreadable", f"There is no journal {file}.") from None
        _require_writable(file, exists=False)
        return 0
    except IsADirectoryError:
        raise CompanionError("journal-unreadable", f"{file} is a folder, not a journal file.") from None
    except OSError as exc:
        raise CompanionError(
            "journal-unreadable", f"The journal {file} cannot be read ({exc.strerror})."
        ) from None
    if not head:
        # Never our own doing (a journal is created aside and moved in whole): a copy or a card
        # that lost its content. Said, and left as it is, rather than silently reborn.
        raise CompanionError(
            "journal-empty",
            f"The journal {file} is empty (0 bytes): its games are lost or it was never copied whole. "
            "It was left untouched; look for a backup, or move it away to start a new journal.",
        )
    if not head.startswith(_SQLITE_MAGIC):
        raise CompanionError(
            "journal-unreadable",
            f"{file} is not a Camelot journal (it is not even a database). It was left untouched; "
            "move it away or choose another file.",
        )
    if len(head) < _HEADER_SIZE:
        raise corrupt(file, "it is cut short")
    if writable:
        _require_writable(file, exists=True)
    return _inspect_database(file)


def _inspect_database(file: Path) -> int:
    """Reads identity, version and health through a read-only connection, which never
    checkpoints or rolls back: someone else's file stays byte for byte as it was."""
    wal = file.with_name(file.name + "-wal")
    # With no WAL content the main file is all there is, and `immutable` keeps SQLite from
    # leaving -wal and -shm files beside a database that is not ours.
    quiet = "" if wal.is_file() and wal.stat().st_size else "&immutable=1"
    try:
        conn = sqlite3.connect(
            file.resolve().as_uri() + "?mode=ro" + quiet, uri=True, timeout=BUSY_TIMEOUT_S
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
                return 0  # an empty database, e.g. our own creation cut short by a power cut
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
        if version < 1 or not TABLES <= tables:
            raise corrupt(file, "parts of it are missing")
        if not _has_our_columns(conn, version):
            raise corrupt(file, "its table descriptions were changed")
        if version >= 3 and not _is_sealed(conn):
            raise corrupt(file, "its table descriptions do not match their checksum")
        # integrity_check, not quick_check: it also finds a row out of key order (a damaged record
        # header can turn a game id into text, and a range scan then stops there) and NULLs where
        # NOT NULL was written; 0.8 ms instead of 0.6 ms for a 3,000-command journal (docs/journal.md).
        problems = [row[0] for row in conn.execute("PRAGMA integrity_check")]
        if problems != ["ok"]:
            raise corrupt(file, "its contents are inconsistent")
        return version
    except sqlite3.Error as exc:
        raise translate(exc, str(file)) from exc
    except DAMAGE_ERRORS as exc:
        raise corrupt(file, f"it cannot be read: {type(exc).__name__}") from exc
    finally:
        conn.close()


def _expected_columns() -> dict[str, list[tuple]]:
    conn = sqlite3.connect(":memory:")
    try:
        for statement in SCHEMA.split(";"):
            conn.execute(statement)
        return {table: conn.execute(f"PRAGMA table_info({table})").fetchall() for table in _COUNTS[SCHEMA_VERSION]}
    finally:
        conn.close()


# How many columns of each table every version has (an older file holds the first ones).
_COUNTS = {1: {"game": 7, "entry": 5, "seal": 0, "setup": 0}, 2: {"game": 10, "entry": 6, "seal": 0, "setup": 0},
           3: {"game": 12, "entry": 6, "seal": 1, "setup": 0}, 4: {"game": 12, "entry": 6, "seal": 1, "setup": 3},
           5: {"game": 12, "entry": 6, "seal": 1, "setup": 3}}
_COLUMNS = _expected_columns()


def _has_our_columns(conn: sqlite3.Connection, version: int) -> bool:
    """False when a column's name, type, constraint or key differs from ours, or the columns are not
    those of the file's version: a flipped bit in the schema text can make `id` stop being the row
    id and read NULL with no SQLite error at all, one in the header can change the version."""
    for table, expected in _COLUMNS.items():
        found = [_as_now(table, column) for column in conn.execute(f"PRAGMA table_info({table})").fetchall()]
        if len(found) != _COUNTS[version][table] or found != expected[:len(found)]:
            return False
    return True


def _as_now(table: str, column: tuple) -> tuple:
    """A `table_info` row as the current schema describes it: `game.kind` made before issue 31 (and
    by every migration from version 1) carries DEFAULT 'shadows', history that is no damage."""
    if table == "game" and column[1:5] == ("kind", "TEXT", 1, "'shadows'"):
        return column[:4] + (None,) + column[5:]
    return column


def _is_sealed(conn: sqlite3.Connection) -> bool:
    try:
        return is_schema_sealed(conn)
    except sqlite3.OperationalError:   # the seal's own description is damaged
        return False


def fold_wal(conn: sqlite3.Connection, path: str) -> bool:
    """Copies every commit from the `-wal` into the journal file itself and empties the `-wal`
    (`wal_checkpoint(TRUNCATE)`), so the file alone holds the whole journal even when a reader
    keeps the WAL open past the writer's close; False when a reader's query kept it from finishing."""
    try:
        conn.execute(f"PRAGMA busy_timeout = {FOLD_TIMEOUT_MS}")
        busy, _, _ = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    except sqlite3.Error as exc:
        busy = exc
    if busy:
        # Nothing is lost (the commits are in the -wal beside the file), but moving the file alone
        # would leave them behind: said where the box's log is read.
        log.warning("The journal %s was closed with its last commits still in %s-wal (a reader was "
                    "busy): move or copy both files together.", path, path)
    return not busy


def set_aside_orphans(file: Path) -> str | None:
    """Before a journal is created at `file`: a `-wal` (with its `-shm`) left there by a journal that
    was moved away without it is renamed beside it, never replayed into the new journal (SQLite
    would apply its commits to the new file: the old game would come back). Returns what to tell
    the table, None when there were no commits to keep (an empty `-wal`, a lone `-shm` are removed)."""
    wal, shm = (file.with_name(file.name + suffix) for suffix in ("-wal", "-shm"))
    try:
        held = wal.stat().st_size
    except FileNotFoundError:
        held = 0
    if not held:
        for leftover in (wal, shm):
            leftover.unlink(missing_ok=True)
        return None
    n = 1
    while any(file.with_name(f"{file.name}.orphan{n}{s}").exists() for s in ("", "-wal", "-shm")):
        n += 1
    kept = file.with_name(f"{file.name}.orphan{n}")
    os.rename(wal, kept.with_name(kept.name + "-wal"))
    if shm.exists():
        os.rename(shm, kept.with_name(kept.name + "-shm"))
    message = (f"A new journal was started at {file}. The last commits of the journal that was there "
               f"before were left behind in {wal.name} ({held} bytes) when it was moved away; they were "
               f"set aside as {kept.name}-wal, not replayed into the new journal. To get them back, put "
               f"that file beside the moved journal, named after it with -wal at the end.")
    log.warning("%s", message)
    return message


def create_aside(file: Path) -> str | None:
    """A new journal is built beside its place and moved in whole, so a 0-byte journal is never ours;
    returns what set_aside_orphans() has to say."""
    aside = file.with_name(f".{file.name}.{os.getpid()}.new")
    for leftover in (aside, aside.with_name(aside.name + "-wal"), aside.with_name(aside.name + "-shm")):
        leftover.unlink(missing_ok=True)
    conn = connect(aside)
    try:
        conn.execute("BEGIN IMMEDIATE")
        build(conn)
        conn.execute("COMMIT")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    except sqlite3.Error as exc:
        raise translate(exc, str(file)) from exc
    finally:
        conn.close()   # the last connection folds the WAL into the file and removes it
    with open(aside, "rb") as f:
        os.fsync(f.fileno())
    notice = None if file.exists() else set_aside_orphans(file)
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
    return notice


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


def translate(exc: sqlite3.Error, path: str) -> CompanionError:
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
        return corrupt(Path(path), "parts of it cannot be read back")
    return CompanionError(
        "journal-io", f"The journal {path} could not be read or written ({exc})."
    )


def corrupt(file: Path, why: str) -> CompanionError:
    return CompanionError(
        "journal-corrupt",
        f"The journal {file} is damaged ({why}). It was left untouched; keep it for repair and "
        "start with another file.",
    )
