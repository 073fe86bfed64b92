"""Replay a `.table` text of the tournament protocol ("Scenario files") into public state + rejected lines.

Standalone until the shared session learns `new tournament`: it keeps the accepted lines
and rebuilds the game by replay on `undo`, exactly as the shared session does.
"""
from __future__ import annotations

from pathlib import Path

from ..errors import CompanionError
from .commands import NewTournament, Undo, parse, words_of
from .events import Event
from .game import TournamentGame

BOM = b"\xef\xbb\xbf"


def rebuild(lines: list[str]) -> TournamentGame:
    """The game after its accepted lines (the first is `new tournament …`)."""
    game = TournamentGame.start(parse(lines[0]))
    for line in lines[1:]:
        game.apply(parse(line))
    return game


class Table:
    """One tournament game fed line by line; refused lines change nothing."""

    def __init__(self) -> None:
        self.game: TournamentGame | None = None
        self.lines: list[str] = []

    def submit(self, text: str) -> list[Event]:
        """Apply one protocol line; CompanionError (state unchanged) when refused."""
        cmd = parse(text)
        if cmd is None:
            return []
        if isinstance(cmd, NewTournament):
            self.game, self.lines = TournamentGame.start(cmd), [cmd.line]
            return list(self.game.events)
        if self.game is None:
            raise CompanionError("no-game", "no game yet: start one with 'new tournament N [NAME…]'")
        if isinstance(cmd, Undo):
            if len(self.lines) <= 1:
                raise CompanionError("nothing-to-undo", "nothing to undo ('new' cannot be undone)")
            self.lines.pop()
            self.game = rebuild(self.lines)
            return [Event("undone", {"player": self.game.current, "name": self.game.s.name(self.game.current)})]
        events = self.game.apply(cmd)
        self.lines.append(cmd.line)
        return list(events)

    def state(self) -> dict:
        """The public state (before any game only `rejected` is meaningful)."""
        if self.game is None:
            return {"protocol": 1, "game": "tournament", "over": False, "result": None, "phase": "setup",
                    "pending": None, "current": None, "players": {}}
        return self.game.public_state()


def split_lines(data: bytes) -> list[bytes]:
    """Lines end at LF only, a CR before it dropped; a UTF-8 BOM at the start is ignored."""
    if data.startswith(BOM):
        data = data[len(BOM):]
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return [line[:-1] if line.endswith(b"\r") else line for line in lines]


def replay_bytes(data: bytes) -> tuple[Table, list[dict]]:
    """Run every line of a file; the table and its rejected lines."""
    table, rejected = Table(), []
    for number, raw in enumerate(split_lines(data), start=1):
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            shown = " ".join(words_of(raw.decode("utf-8", "replace")))
            rejected.append({"line": number, "command": shown, "error": "bad-bytes",
                             "message": "this line is not valid UTF-8 text"})
            continue
        try:
            table.submit(text)
        except CompanionError as err:
            rejected.append({"line": number, "command": " ".join(words_of(text)), "error": err.code,
                             "message": err.message})
    return table, rejected


def replay_text(text: str) -> dict:
    """The public state after a `.table` text, with its `rejected` list."""
    return replay_data(text.encode("utf-8"))


def replay_data(data: bytes) -> dict:
    """The public state after a `.table` file's bytes, with its `rejected` list."""
    table, rejected = replay_bytes(data)
    state = table.state()
    state["rejected"] = rejected
    return state


def replay_file(path: str | Path) -> dict:
    """The public state after a `.table` file; OSError if unreadable."""
    return replay_data(Path(path).read_bytes())
