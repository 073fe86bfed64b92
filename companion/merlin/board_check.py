"""The printed board a table checked (`camelot board --game merlin`), stored beside the tag maps.

The engine ships the contract's provisional board; a table walks through its own printed board
once, space by space, and the answer is saved as `board-merlin.json` in the box's state folder
(beside `tags.json`). The box then uses it for every new game: `new merlin` is followed by the
board's lines in the journal (see `board_lines`), so a journal replays alone on any box.
"""
from __future__ import annotations

import json
from pathlib import Path

FILE = "board-merlin.json"


def board_path(folder: Path | None = None) -> Path:
    """Where the checked board lives: the given folder, else the box's state folder."""
    if folder is None:
        from ..config import state_dir
        folder = state_dir()
    return Path(folder) / FILE


def saved(folder: Path | None = None) -> dict | None:
    """The checked board's data, or None when the table has not checked its board."""
    path = board_path(folder)
    try:
        return json.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        return None


def current_board(folder: Path | None = None):
    """The board the box uses: the checked one when there is one (and it is valid), else the provisional."""
    from .board import load_board, provisional
    data = saved(folder)
    if data is not None:
        try:
            return load_board(data)
        except Exception:   # a damaged file: the provisional board, and the box keeps saying so
            pass
    return provisional()


def is_confirmed(folder: Path | None = None) -> bool:
    """Whether the table checked its printed board."""
    return not current_board(folder).provisional
