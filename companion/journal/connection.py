"""One journal file held open: its SQLite connection, its writer lock, its transactions and reads,
every error in plain words.

Opening is where the file is trusted or refused (file.py inspects it first), created or migrated;
what the games in it are is store.py's `Journal`, built on this.
"""
from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Self

from companion.core.errors import CompanionError
from .file import BUSY_TIMEOUT_S, DAMAGE_ERRORS, connect, corrupt, create_aside, fold_wal, inspect, translate
from .lock import WriterLock, file_identity
from .schema import GAME_COLUMNS, GAME_COLUMNS_V2, SCHEMA_VERSION, build, migrate


class JournalConnection:
    """A journal file opened to write (its one writer, once claimed) or, by `reader()`, only to read."""

    def __init__(self, path: str | Path):
        """Opens the journal at `path` (":memory:" allowed), creating it when there is none yet."""
        self.path = str(path)
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
    def reader(cls, path: str | Path) -> Self:
        """The journal opened read-only (`mode=ro`) beside its writer: never the writer's lock, never a write."""
        journal = cls.__new__(cls)
        journal.path, journal._lock, journal._conn = str(path), None, None
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

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def claim(self) -> None:
        """Becomes the journal's one writer now, or refuses at once naming the process that is."""
        if self._lock is not None:
            self._lock.acquire()

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

    def _read(self, sql: str, params: tuple) -> list[tuple]:
        try:
            return self._live().execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise translate(exc, self.path) from exc
        except DAMAGE_ERRORS as exc:
            raise corrupt(Path(self.path), f"it cannot be read: {type(exc).__name__}") from exc
