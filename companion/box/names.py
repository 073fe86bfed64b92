"""The names the box has seen, kept beside its tag maps (names.json), written by the box alone.

A game's engine never writes it: after an accepted `new` line the box reads the players' names from the
public state and remembers them (newest first) and that game's table (one name a seat, "" for a seat
without one). The configuration's `names` come first on the menus. A file that cannot be read or written
is no trouble for the game: the box plays on with what it has.
"""
from __future__ import annotations

import json
import logging
import os
from pathlib import Path

from companion.core.protocol import valid_name

log = logging.getLogger(__name__)

FILE = "names.json"
KEEP = 24            # the names remembered: eight pages of a menu at most


class NameBook:
    """The configured names, the names seen (newest first) and each game's last table."""

    def __init__(self, folder: Path | str | None, configured=()):
        self.path = Path(folder) / FILE if folder is not None else None
        self.configured = [n for n in configured if valid_name(n)]
        self.seen: list[str] = []
        self.last: dict[str, list[str]] = {}
        self._read()

    def known(self) -> list[str]:
        """Every name to offer: the configuration's, then those seen, once each."""
        out: list[str] = []
        for name in (*self.configured, *self.seen):
            if name not in out:
                out.append(name)
        return out

    def options(self, kind: str | None) -> dict:
        """What a game's menus are handed (`options`): the names known and that game's last table."""
        return {"known_names": self.known(), "last_table": list(self.last.get(kind or "", []))}

    def remember(self, kind: str, state: dict) -> None:
        """A game just started: its players' names (a seat's own id is no name) are the newest seen."""
        players = state.get("players") or {}
        seats = state.get("seats") or []
        if not isinstance(players, dict) or not seats:
            return
        table = []
        for seat in seats:
            name = (players.get(seat) or {}).get("name") if isinstance(players.get(seat), dict) else None
            table.append(name if isinstance(name, str) and name != seat and valid_name(name) else "")
        if not any(table):
            return
        self.last[kind] = table
        self.seen = [n for n in table if n] + [n for n in self.seen if n not in table]
        del self.seen[KEEP:]
        self._write()

    def _read(self) -> None:
        if self.path is None or not self.path.exists():
            return
        try:
            data = json.loads(self.path.read_text("utf-8"))
            self.seen = [n for n in data.get("seen", []) if valid_name(n)][:KEEP]
            self.last = {k: [n if valid_name(n) else "" for n in v] for k, v in data.get("last", {}).items()
                         if isinstance(v, list)}
        except (OSError, ValueError, AttributeError, TypeError) as exc:
            log.warning("%s cannot be read (%s): the names start afresh", self.path, exc)

    def _write(self) -> None:
        if self.path is None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            spare = self.path.with_suffix(".tmp")
            spare.write_text(json.dumps({"seen": self.seen, "last": self.last}, ensure_ascii=False, indent=1), "utf-8")
            os.replace(spare, self.path)   # whole or not at all: a power cut leaves the old file
        except OSError as exc:
            log.warning("%s cannot be written (%s): the names are kept until the box stops", self.path, exc)
