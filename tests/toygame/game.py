"""The toy's rules: pure (no I/O, no clock, no randomness); the state is the replay of the accepted lines."""
from __future__ import annotations

from companion.core.errors import CompanionError
from companion.core.events import Event
from .commands import STEPS, Add, NewToy

GOAL = 10


class ToyGame:
    """One race to ten; `apply` refuses before it changes anything, so a refused line leaves the game whole."""

    def __init__(self, names: list[str]) -> None:
        self.seats = [f"p{n}" for n in range(1, len(names) + 1)]
        self.names = dict(zip(self.seats, names))
        self.counter = 0
        self.turn = 1
        self.current: str | None = self.seats[0]
        self.result: dict | None = None
        self.pending = None            # the toy never waits for a decision
        self.events: list[Event] = []

    @classmethod
    def start(cls, new: NewToy) -> "ToyGame":
        """Seats p1…pN, p1 first; a seat without a name is called by its id."""
        names = [new.names[i] if i < len(new.names) else f"p{i + 1}" for i in range(new.players)]
        game = cls(names)
        game.events = [Event("game-started", {"players": new.players, "goal": GOAL})]
        return game

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def phase(self) -> str:
        return "over" if self.over else "play"

    def can_add(self, n: int) -> bool:
        """Whether `add n` would be accepted now (the counter never passes the goal)."""
        return not self.over and self.counter + n <= GOAL

    def public_state(self) -> dict:
        """Everything the table sees (the toy hides nothing), with `can`: the verbs accepted now."""
        return {
            "protocol": 1, "game": "toy", "over": self.over, "result": dict(self.result) if self.result else None,
            "phase": self.phase, "pending": None, "turn": self.turn, "current": self.current,
            "can": [] if self.over else ["add", "abandon"], "adds": [n for n in STEPS if self.can_add(n)],
            "seats": list(self.seats), "players": {seat: {"name": name} for seat, name in self.names.items()},
            "counter": self.counter, "goal": GOAL,
        }

    def apply(self, cmd) -> list[Event]:
        """Apply one command; CompanionError (nothing changed) when it is not legal now."""
        if cmd.verb == "new":
            raise CompanionError("game-in-progress", "a game is in progress: finish or abandon it first")
        if self.over:
            raise CompanionError("game-over", "the game is over: undo, or start a new one")
        if cmd.verb == "abandon":
            self.result, self.current = {"winner": None, "reason": "abandoned"}, None
            self.events = [Event("game-abandoned")]
            return self.events
        assert isinstance(cmd, Add)
        if not self.can_add(cmd.n):
            raise CompanionError("past-the-goal", f"the counter is {self.counter}: {cmd.n} more would pass {GOAL}")
        self.counter += cmd.n
        player = self.current
        self.events = [Event("added", {"name": self.names[player], "n": cmd.n, "counter": self.counter})]
        if self.counter == GOAL:
            self.result, self.current = {"winner": player, "reason": "goal"}, None
            self.events.append(Event("won", {"name": self.names[player]}))
        else:
            self.current = self.seats[(self.seats.index(player) + 1) % len(self.seats)]
            self.turn += 1
        return self.events

    def undone_event(self, line: str) -> Event:
        """What the table hears after `line` was taken back (the session rebuilt this game without it)."""
        return Event("undone", {"line": line, "counter": self.counter})
