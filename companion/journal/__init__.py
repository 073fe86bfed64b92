"""The journal: a game's accepted lines kept on disk, and the session that is their one writer.

`session.py` (one game: parse → engine → journal, undo = replay), `store.py` (`Journal`: the append-only
journal's games, a damaged game recovered as a copy), `connection.py` (the file held open: writer or reader,
transactions, errors in plain words), `damage.py` (`JournalDamage`: rows read back checked against their
checksums, places and game record), `records.py` (`GameInfo`, `Entry`), `file.py` (opening and checking the
file), `lock.py` (one writer at a time), `schema.py` (the tables, checksums, migrations), `tablefile.py` (a
`.table` file played through an in-memory session). The store is imported when first asked for: an
in-memory replay never loads SQLite.
"""
from __future__ import annotations

import importlib

_STORE = ("Journal", "JournalDamage", "GameInfo", "Entry", "spare_path")
__all__ = list(_STORE)


def __getattr__(name: str):
    if name in _STORE:
        return getattr(importlib.import_module(f"{__name__}.store"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
