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


def pages_an_answer_brings(kind: str, lines: list[str], lang: str) -> int:
    """The most OLED pages of lessons one answer of a game's `lines` brings in teaching mode, its `new` apart (a
    guided setup tells its opening page by page after its steps); each lesson starts a page of its own."""
    from companion.core import registry
    from companion.core.i18n import Catalog
    from companion.core.lessons import Lessons, Teacher
    from companion.core.screen import View, text_pages
    from companion.journal.session import Session
    lessons = Lessons.of(registry.table(kind))
    cat = Catalog.load(lang, kind)
    pages = {lesson: text_pages(View(prompt="", message=lessons.text(cat, lesson), cover=True, ok="OK"))
             for lesson in lessons.pages}
    teacher, session, most = Teacher(lessons, on=True), Session.in_memory(), 0
    for line in lines:
        before = session.state() if session.game is not None else {}
        outcome = session.submit(line)
        told = teacher.due(before, session.state(), line, outcome)
        if not line.startswith("new "):
            most = max(most, sum(pages[lesson] for lesson in told))
    return most


def lessons_over_one_page(kind: str, lang: str) -> set[str]:
    """The lessons of a game whose words, with their page cited, take more than one OLED page."""
    from companion.core import registry
    from companion.core.i18n import Catalog
    from companion.core.lessons import Lessons
    from companion.core.screen import View, text_pages
    lessons = Lessons.of(registry.table(kind))
    cat = Catalog.load(lang, kind)
    return {lesson for lesson in lessons.pages
            if text_pages(View(prompt="", message=lessons.text(cat, lesson), cover=True, ok="OK")) > 1}
