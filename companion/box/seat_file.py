"""The paired phones kept beside the journal, so that a restarted box knows them again within the same game.

One small JSON file, `seat-phones.json`, written by the box's engine thread alone when its phones change
(a pairing, a phone replaced or unpaired, a new game): the game's id and, for each phone, its seat, its
player's name and its token's SHA-256, never the token (the box never keeps one: a phone's cookie holds
it). Only the box's user may read it (mode 0600). A file that is not what the box writes is read as no
phone paired: the table pairs again, nothing worse.
"""
from __future__ import annotations

import json
import logging
import os
import re
from pathlib import Path

from companion.core.protocol import valid_name
from .seats import Seat

FILE = "seat-phones.json"
MAX_BYTES = 16384          # a few seats; anything larger is not this file
HASH = re.compile(r"[0-9a-f]{64}")
log = logging.getLogger(__name__)


def phones_path(journal_path) -> Path:
    """Where the box keeps its paired phones: beside the journal."""
    return Path(journal_path).parent / FILE


class SeatFile:
    """The box's paired phones on disk: `read` once at start, `write` at each change."""

    def __init__(self, path: Path):
        self.path = Path(path)

    def read(self) -> tuple[int, list[Seat]] | None:
        """(the game they answer for, its phones), or None when there is no such file or it is not ours."""
        try:
            if self.path.stat().st_size > MAX_BYTES:
                raise ValueError("too large")
            data = json.loads(self.path.read_text("utf-8"))
            game_id, phones = data["game_id"], data["phones"]
            if not isinstance(game_id, int) or not isinstance(phones, list):
                raise ValueError("not the box's")
            seats = [Seat(p["seat"], p["name"], p["sha256"]) for p in phones]
            if not all(isinstance(s.seat, str) and isinstance(s.name, str) and valid_name(s.name)
                       and isinstance(s.digest, str) and HASH.fullmatch(s.digest) for s in seats):
                raise ValueError("not the box's")
        except FileNotFoundError:
            return None
        except (OSError, ValueError, KeyError, TypeError) as err:
            log.warning("the paired phones in %s could not be read (%s): the table pairs again", self.path, err)
            return None
        return game_id, seats

    def write(self, game_id: int | None, seats: list[Seat]) -> None:
        """Keep `game_id`'s phones (whole, or not at all: written aside, then renamed); none: no file."""
        try:
            if game_id is None or not seats:
                self.path.unlink(missing_ok=True)
                return
            text = json.dumps({"game_id": game_id, "phones": [{"seat": s.seat, "name": s.name, "sha256": s.digest}
                                                              for s in seats]}, ensure_ascii=False)
            aside = self.path.with_name(self.path.name + ".new")
            fd = os.open(aside, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(text)
            os.replace(aside, self.path)
        except OSError as err:    # the box plays on; a restart would ask the phones to pair again
            log.error("the paired phones could not be kept in %s (%s)", self.path, err)
