"""Where the companion keeps its state on this machine (the journal, the tag maps, what a game checked)."""
from __future__ import annotations

import os
from pathlib import Path


def state_dir() -> Path:
    """Where the journal and the tag map live: $STATE_DIRECTORY under systemd, else ~/.local/state/camelot."""
    directory = os.environ.get("STATE_DIRECTORY", "").split(":")[0]
    return Path(directory) if directory else Path.home() / ".local" / "state" / "camelot"
