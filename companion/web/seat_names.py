"""The names phones gave at pairing, for the page: the box writes them beside the journal, the page reads them.

A name given at pairing is not a move (the contracts name players with `new` alone), so the journal never
holds it. The box alone writes this small file, on its engine thread, when its paired phones change; the
page lays the names over the players the game left unnamed (`overlay`), as the box's own screen does, so
the board on every phone says « Anne » where the box says « Anne ». Names are public: no token, no seat
secret is written here.
"""
from __future__ import annotations

import json
import logging
import os
from pathlib import Path

from companion.core.protocol import valid_name

FILE = "seat-names.json"
MAX_BYTES = 4096            # a few seats and their names; anything larger is not this file
log = logging.getLogger(__name__)


def names_path(journal_path) -> Path:
    """Where the box leaves the paired phones' names: beside the journal both read."""
    return Path(journal_path).parent / FILE


def overlay(state: dict, given: dict[str, str]) -> dict:
    """`state` with each given name on a player the game left unnamed (`p2` named « p2 », or no name)."""
    players = state.get("players")
    if not given or not isinstance(players, dict):
        return state
    renamed = {seat: {**player, "name": given[seat]} if seat in given and isinstance(player, dict)
               and player.get("name") in (None, "", seat) else player for seat, player in players.items()}
    return {**state, "players": renamed}


def write(path: Path, game_id: int | None, given: dict[str, str]) -> None:
    """Leave the names of `game_id`'s paired phones (whole, or not at all: written aside, then renamed)."""
    if not given:
        path.unlink(missing_ok=True)
        return
    aside = path.with_name(path.name + ".new")
    aside.write_text(json.dumps({"game_id": game_id, "names": given}, ensure_ascii=False), "utf-8")
    os.replace(aside, path)


def stamp(path: Path) -> tuple[int, int] | None:
    """What tells the page the file changed (its time and size), None when there is none."""
    try:
        found = path.stat()
    except OSError:
        return None
    return found.st_mtime_ns, found.st_size


def read(path: Path) -> tuple[int | None, dict[str, str]]:
    """(the game they name, {seat: name}); nothing when the file is missing or not what the box writes."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise ValueError("too large")
        data = json.loads(path.read_text("utf-8"))
        names = data["names"]
        game_id = data["game_id"]
        if not isinstance(names, dict) or not (game_id is None or isinstance(game_id, int)):
            raise ValueError("not the box's names")
        given = {seat: name for seat, name in names.items()
                 if isinstance(seat, str) and isinstance(name, str) and valid_name(name)}
    except FileNotFoundError:
        return None, {}
    except (OSError, ValueError, KeyError, TypeError, RecursionError) as err:
        log.warning("the phones' names beside the journal cannot be read (%s): the game's own names stay", err)
        return None, {}
    return game_id, given
