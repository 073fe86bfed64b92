"""The box's side of the teaching mode (core/lessons.py): the choice (the configuration's `[table] teach`, then
the game menu's « Première partie »), the teacher each game's menus are given, and its memory beside the journal
(box/lesson_file.py). `Teaching` is a part of `Companion` (its base class)."""
from __future__ import annotations

from companion.core import registry
from companion.core.lessons import Lessons, Teacher
from .lesson_file import LessonFile, lessons_path


class Teaching:
    """Part of Companion: the teaching mode's choice and memory, handed to each game's menus as its teacher."""

    teach = False               # the configuration's choice (`[table] teach`), the game menu's once changed
    _lesson_file: LessonFile | None = None

    def lesson_file(self) -> LessonFile:
        """The memory beside the journal (in memory only when the session journals nothing)."""
        if self._lesson_file is None:
            journal = getattr(getattr(self.session, "journal", None), "path", None)
            self._lesson_file = LessonFile(lessons_path(journal) if journal else None)
        return self._lesson_file

    def teacher_for(self, kind: str | None) -> Teacher:
        """The teacher of `kind`'s menus: the mode as chosen (the game in progress's own choice after a restart),
        what this game taught already, what its named table learnt on earlier evenings."""
        session = self.session
        old = getattr(getattr(self, "frontend", None), "context", None)
        on = old.teacher.on if old is not None and old.teacher is not None else self.teach
        lessons = Lessons.of(registry.table(kind)) if kind else Lessons()
        kept = self.lesson_file().of_game(session.game_id) if session.game is not None else None
        taught, learnt = [], []
        if kept is not None:
            on, taught = kept["teach"], kept["taught"]
        if on and session.game is not None:
            learnt = self.lesson_file().learnt(kind, session.state())
        return Teacher(lessons, on=on, line=lambda: session.lines[-1] if session.lines else None,
                       taught=taught, learnt=learnt,
                       learnt_of=lambda state: self.lesson_file().learnt(kind, state),
                       keep=lambda teacher, state: self._keep_lessons(kind, teacher, state))

    def _keep_lessons(self, kind: str | None, teacher: Teacher, state: dict) -> None:
        """Keep the game's choice and lessons (a game off is written only when the configuration says on: its
        choice must outlive a restart; else nothing is written at all)."""
        if teacher.on or self.teach:
            self.lesson_file().keep(self.session.game_id, kind, teacher, state)
