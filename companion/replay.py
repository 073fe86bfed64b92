"""Replay a `.table` file from a fresh in-memory game (table protocol, "Scenario files")."""
from __future__ import annotations

from pathlib import Path

from .session import Outcome, Session


def replay_text(text: str) -> tuple[Session, list[dict], list[Outcome]]:
    """Run every line; return the session, the rejected lines and every outcome in order."""
    session = Session.in_memory()
    rejected: list[dict] = []
    outcomes: list[Outcome] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        outcome = session.submit(raw)
        outcomes.append(outcome)
        if not outcome.accepted:
            rejected.append({"line": number, "command": raw.split("#", 1)[0].strip(),
                             "error": outcome.code, "message": outcome.message})
    return session, rejected, outcomes


def replay_file(path: str | Path) -> dict:
    """The public state after the file, with its `rejected` list; OSError if unreadable."""
    text = Path(path).read_text(encoding="utf-8")
    session, rejected, _ = replay_text(text)
    state = session.state()
    state["rejected"] = rejected
    return state
