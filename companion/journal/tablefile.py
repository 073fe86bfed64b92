"""Replay a `.table` file from a fresh in-memory game (table protocol, "Scenario files")."""
from __future__ import annotations

import re
from pathlib import Path

from companion.core.protocol import split_lines
from .session import Outcome, Session

_WORDS = re.compile(r"[ \t]+")


def replay_text(text: str | bytes) -> tuple[Session, list[dict], list[Outcome]]:
    """Run every line (LF ends a line, as the protocol says); return the session, the rejected lines
    and every outcome in order."""
    data = text.encode("utf-8", "surrogateescape") if isinstance(text, str) else text
    session = Session.in_memory()
    rejected: list[dict] = []
    outcomes: list[Outcome] = []
    for number, raw in enumerate(split_lines(data), start=1):
        outcome = session.submit(raw)
        outcomes.append(outcome)
        if not outcome.accepted:
            # The spec's `command`: the line's words joined by single spaces, without its comment.
            shown = " ".join(_WORDS.split(raw.decode("utf-8", "replace").split("#", 1)[0])).strip()
            rejected.append({"line": number, "command": shown, "error": outcome.code, "message": outcome.message})
    return session, rejected, outcomes


def command_lines(path: str | Path) -> list[str]:
    """The commands of a `.table` file as a table types them: comments and blank lines left out."""
    lines = (raw.split("#", 1)[0].strip() for raw in Path(path).read_text().splitlines())
    return [line for line in lines if line]


def replay_file(path: str | Path) -> dict:
    """The public state after the file, with its `rejected` list; OSError if unreadable."""
    session, rejected, _ = replay_text(Path(path).read_bytes())
    state = session.state()
    state["rejected"] = rejected
    return state
