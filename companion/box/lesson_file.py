"""What the teaching mode taught, kept beside the journal (`lessons-learnt.json`), written by the box alone.

Two things: the game in progress's choice and the lessons it has taught (a box restarted mid-game goes on
teaching, or not, and never teaches a lesson twice), and, for each named table (a game's kind and its players'
names, sorted), the lessons it has been taught over its evenings (a second evening is quieter). A game whose
players have no names (« Joueur 1… ») remembers nothing across games. Never the engine's nor the journal's: a
file that is not what the box writes is read as nothing learnt (the box teaches again, nothing worse).
"""
from __future__ import annotations

import json
import logging
import os
from pathlib import Path

from companion.core.protocol import valid_name

FILE = "lessons-learnt.json"
MAX_BYTES = 65536
TABLES = 32                 # the named tables remembered, the latest kept
log = logging.getLogger(__name__)


def lessons_path(journal_path) -> Path:
    """Where the box keeps what it taught: beside the journal."""
    return Path(journal_path).parent / FILE


def table_key(kind: str | None, state: dict) -> str | None:
    """A named table: the game's kind and its players' names, sorted (None: a seat without a name of its own)."""
    players, seats = state.get("players") or {}, state.get("seats") or []
    if not kind or not isinstance(players, dict) or not seats:
        return None
    names = []
    for seat in seats:
        player = players.get(seat)
        name = player.get("name") if isinstance(player, dict) else None
        if not isinstance(name, str) or name == seat or not valid_name(name):
            return None
        names.append(name)
    return f"{kind}:" + ",".join(sorted(names, key=str.casefold))


class LessonFile:
    """The teaching mode's memory; `path` None: kept while the box runs, never written (a game in memory)."""

    def __init__(self, path: Path | None):
        self.path = Path(path) if path is not None else None
        self.game: dict = {}            # {"id", "kind", "teach", "taught"}: the game in progress's
        self.tables: dict[str, list[str]] = {}
        self._read()

    def _read(self) -> None:
        if self.path is None:
            return
        try:
            if self.path.stat().st_size > MAX_BYTES:
                raise ValueError("too large")
            data = json.loads(self.path.read_text("utf-8"))
            game, tables = data.get("game") or {}, data.get("tables") or {}
            if not isinstance(game, dict) or not isinstance(tables, dict) or \
                    not all(isinstance(k, str) and isinstance(v, list) and all(isinstance(i, str) for i in v)
                            for k, v in tables.items()) or \
                    not isinstance(game.get("taught", []), list):
                raise ValueError("not the box's")
            self.game, self.tables = game, tables
        except FileNotFoundError:
            return
        except (OSError, ValueError, AttributeError, TypeError) as err:
            log.warning("what the box taught (%s) could not be read (%s): it teaches again", self.path, err)

    def of_game(self, game_id) -> dict | None:
        """The game `game_id`'s choice and lessons taught ({"teach", "taught"}), None when not kept."""
        if game_id is None or self.game.get("id") != game_id:
            return None
        return {"teach": bool(self.game.get("teach")), "taught": [i for i in self.game.get("taught", [])
                                                                  if isinstance(i, str)]}

    def learnt(self, kind: str | None, state: dict) -> list[str]:
        """What the table of `state`'s players learnt before (nothing for a table without names)."""
        key = table_key(kind, state)
        return list(self.tables.get(key, [])) if key else []

    def keep(self, game_id, kind: str | None, teacher, state: dict) -> None:
        """The game's choice and lessons, and its named table's: kept now (whole, or not at all)."""
        self.game = {"id": game_id, "kind": kind, "teach": bool(teacher.on), "taught": list(teacher.taught)}
        key = table_key(kind, state)
        if key and teacher.taught:
            known = self.tables.pop(key, [])
            self.tables[key] = known + [i for i in teacher.taught if i not in known]
            for old in list(self.tables)[:-TABLES]:
                del self.tables[old]
        self._write()

    def _write(self) -> None:
        if self.path is None:
            return
        try:
            text = json.dumps({"game": self.game, "tables": self.tables}, ensure_ascii=False)
            aside = self.path.with_name(self.path.name + ".new")
            fd = os.open(aside, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(text)
            os.replace(aside, self.path)
        except OSError as err:    # the box plays on; a restart would teach again
            log.error("what the box taught could not be kept in %s (%s)", self.path, err)
