"""The tournament as the tests drive it: through the shared Session and replay (no second replayer)."""
from __future__ import annotations

from pathlib import Path

from companion.core.errors import CompanionError
from companion.core.protocol import split_lines
from companion.journal.tablefile import replay_text
from companion.journal.session import Session, replay_lines

__all__ = ["Table", "rebuild", "replay_data", "replay_file", "split_lines"]


def rebuild(lines: list[str]):
    """The game after its accepted lines (the first is `new tournament …`)."""
    return replay_lines(lines, "tournament")


class Table:
    """One game fed line by line through a Session; a refusal raises, as the engine does."""

    def __init__(self) -> None:
        self.session = Session.in_memory()

    @property
    def game(self):
        return self.session.game

    @property
    def lines(self) -> list[str]:
        return self.session.lines

    @classmethod
    def of(cls, lines: list[str]) -> "Table":
        """A table where these accepted lines were played."""
        table = cls()
        table.session.game, table.session.lines = rebuild(lines), list(lines)
        table.session.game_kind = "tournament"
        return table

    def submit(self, text: str | bytes) -> list:
        outcome = self.session.submit(text)
        if not outcome.accepted:
            raise CompanionError(outcome.code, outcome.message)
        return list(outcome.events)

    def state(self) -> dict:
        """The engine's public state (what `rebuild(lines).public_state()` gives)."""
        return self.session.game.public_state() if self.session.game else self.session.state()


def replay_data(data: bytes) -> dict:
    """The public state after a `.table` file's bytes, with its `rejected` list."""
    session, rejected, _ = replay_text(data)
    state = session.state()
    state["rejected"] = rejected
    return state


def replay_file(path: str | Path) -> dict:
    return replay_data(Path(path).read_bytes())
