"""A game's table fed line by line with the lessons each accepted line brings, told once as the core tells them
(core/lessons.py), and a check that what a line's player had to know was taught before he said it. Shared by
the games' lesson tests; each gives its table and what a line needs (its `needs(line, before)`)."""
from __future__ import annotations

from typing import Callable


class TaughtTable:
    """`table`: a game's test table (`submit`, `session`, `game`); `lessons`: its wing's lessons module;
    `needs(line, before)`: the lesson a line's player had to know first (None: none)."""

    def __init__(self, table, lessons, needs: Callable[[str, dict], str | None]) -> None:
        self.table, self.lessons, self.needs = table, lessons, needs
        self.told: set[str] = set()
        self.order: list[str] = []

    def state(self) -> dict:
        return self.table.session.state()

    def submit(self, line: str) -> list[str]:
        """Submit `line`; the lessons it brings now (each once a game)."""
        before = self.state() if self.table.game else {}
        self.table.submit(line)
        needed = self.needs(line, before)
        assert needed is None or needed in self.told, (line, needed, self.order)
        due = self.lessons.reached(before, self.state(), line)
        assert set(due) <= set(self.lessons.PAGES), due
        new = [lesson for lesson in due if lesson not in self.told]
        self.told.update(new)
        self.order += new
        return new
