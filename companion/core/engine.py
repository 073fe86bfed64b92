"""What every game's engine answers the same way, written once (boardgame.io's "what every game needs
lives in the core").

A game's engine keeps its whole state in `s` (an object with `result`, `pending` and `clone()`), its
phases in a `transitions` machine (`turn_machine`, whose `state` is the phase), and the events of the
last command in `events`. `Engine` gives the registry's duck-typed accessors over that (`phase`,
`over`, `result`, `pending`), `emit`, and `apply_whole`: a command runs on a copy of the state, so one
that is refused leaves the state, the phase and the events as they were. Shadows keeps its own: its
moves are generators over mixins, one concern each (docs/adding-a-game.md says why).
"""
from __future__ import annotations

from typing import Callable

from .errors import CompanionError
from .events import Event


class Engine:
    """The accessors and the refusal rule shared by the games whose state is one object `s`."""

    def __init__(self, state, turn_machine) -> None:
        self.s = state
        self.turn_machine = turn_machine
        self.events: list[Event] = []

    @property
    def phase(self) -> str:
        return self.turn_machine.state

    @property
    def over(self) -> bool:
        return self.s.result is not None

    @property
    def result(self) -> dict | None:
        return self.s.result

    @property
    def pending(self):
        return self.s.pending

    def emit(self, key: str, **params) -> None:
        """Tell the table something happened (an Event for the catalogs)."""
        self.events.append(Event(key, params))

    def apply_whole(self, run: Callable[[], None]) -> list[Event]:
        """Run one command's handler on a copy of the state, kept when it is accepted; when it refuses
        (CompanionError), the state, the phase and the events are as they were before it, and the
        refusal is raised. The state object held before is never changed: a query may keep it as its undo."""
        saved, phase = self.s, self.phase
        self.s = saved.clone()
        try:
            run()
        except CompanionError:
            self.s = saved
            self.turn_machine.machine.set_state(phase)
            self.events = []
            raise
        return self.events
