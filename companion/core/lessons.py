"""Teaching mode (issue 35): each rule said the first time it comes into play, from the game's real state.

A game's lessons are data of its table wing (the optional part `lessons`, a module: docs/architecture.md, « The
teaching seam »): `PAGES` (every lesson's id -> the French rulebook's page it cites), `OPENING` (said before the
first move), `RARE` (lessons random games need not reach), `reached(before, after, line)` (the lessons that come
into play with an accepted line) and `explains(value, state, line, path)` (the lesson behind a menu's option, a
verb or a card: the look-up; an option known also by the line it sends and the values chosen on the way to it).
Their words are the wing's catalog's `lesson-ID` (its `lessons.LANG.ftl`), the page cited by the core
(`ui.lesson-page`); an optional `lesson-ID-more` is the detail the look-up adds (told: one short page; asked: the
whole rule). `INSTEAD` (optional): a catalog message (a setup step, an event's sentence) -> the
lesson that says it in its place: in teaching mode the line is left out while that lesson is told now or not yet.

`Teacher` keeps what this game has taught (and what the named table learnt on earlier evenings, handed in by
the box) and gives the lessons due after an accepted line, once each. Pure: the box keeps the memory on disk.
"""
from __future__ import annotations

import inspect
from typing import Callable, Iterable

OPENING_WORDS = 120         # the opening's words at most, in each language (30 seconds of reading)


class Lessons:
    """A wing's lessons (its part `lessons`, a module), or none: every question has an answer either way."""

    def __init__(self, module=None):
        self.module = module
        self.pages: dict[str, int | str] = dict(getattr(module, "PAGES", None) or {})
        self.opening: tuple[str, ...] = tuple(i for i in getattr(module, "OPENING", ()) if i in self.pages)
        self.rare: tuple[str, ...] = tuple(getattr(module, "RARE", ()))
        # A catalog message the teaching mode leaves unsaid while its lesson is told now or still to come: the
        # lesson says it in its place, when it matters (none: every line is said).
        self.instead: dict[str, str] = {key: lesson for key, lesson in (getattr(module, "INSTEAD", None) or {}).items()
                                        if lesson in self.pages}

    @classmethod
    def of(cls, wing) -> "Lessons":
        """The lessons of a table wing (none when it declares no `lessons` part)."""
        return cls(wing.lessons if wing is not None else None)

    def __bool__(self) -> bool:
        return bool(self.pages)

    def reached(self, before: dict, after: dict, line: str) -> list[str]:
        """The lessons the wing says come into play with `line` (ids of PAGES only, each once, in its order)."""
        found = getattr(self.module, "reached", None)
        if found is None:
            return []
        return [i for i in dict.fromkeys(found(before or {}, after or {}, line or "") or ()) if i in self.pages]

    def started(self, after: dict, line: str) -> list[str]:
        """A new game's lessons: the opening, then what the first state brings into play."""
        return list(dict.fromkeys([*self.opening, *self.reached({}, after, line)]))

    def explains(self, value: str, state: dict, line: str | None = None, path: tuple = ()) -> str | None:
        """The lesson behind a menu's option, a verb or a card's slug in `state` (None: none); an option is also
        known by what it does: `line`, the protocol line it sends (None: it opens a menu, or sends nothing), and
        `path`, the values chosen on the way to its menu (the top's first), for a wing's `explains` that asks."""
        found = getattr(self.module, "explains", None)
        if found is None:
            return None
        given = {key: what for key, what in (("line", line), ("path", tuple(path))) if key in _parameters(found)}
        lesson = found(value, state or {}, **given)
        return lesson if lesson in self.pages else None

    def text(self, cat, lesson: str, whole: bool = False) -> str:
        """A lesson's words, its rulebook page cited: « … (règle p. 4) »; `whole` (the look-up: « Règles », the
        phone's « ? »): with its `lesson-ID-more` after, the detail a first game is told only when it asks."""
        page = str(self.pages[lesson])
        first, _, last = page.partition("-")      # « pages 3 à 4 » said, « p. 3-4 » shown
        words = cat.text(f"lesson-{lesson}")
        if whole and cat.has(f"lesson-{lesson}-more"):
            words = f"{words} {cat.text(f'lesson-{lesson}-more')}"
        return f"{words} {cat.text('ui.lesson-page', page=page, first=first, last=last or 'none')}"

    def title(self, cat, lesson: str) -> str:
        """A lesson's short name (the look-up's menu), its id when the catalog gives none."""
        key = f"lesson-{lesson}-title"
        return cat.text(key) if cat.has(key) else lesson


class Lines(tuple):
    """Lines left to lessons, as the catalog's patterns: `line in lines` when one matches it whole."""

    def __contains__(self, line) -> bool:
        return isinstance(line, str) and any(pattern.fullmatch(line) for pattern in self)


def _parameters(function) -> frozenset[str]:
    """The names a wing's function takes (an `explains(value, state)` of before options were known by their line
    is asked as it was)."""
    try:
        return frozenset(inspect.signature(function).parameters)
    except (TypeError, ValueError):
        return frozenset()


def is_new_game(line: str | None, outcome=None) -> bool:
    """Whether an accepted answer started a game (its `new` line, or its `game-started` event)."""
    return (line or "").split(" ", 1)[0] == "new" or \
        any(event.key == "game-started" for event in getattr(outcome, "events", ()))


class Teacher:
    """What a game teaches: the lessons due after each accepted line, each once per game (and never one the
    named table learnt on an earlier evening); off, it teaches nothing and costs nothing.

    `line()`: the line the last answer journaled (the box's session); `learnt_of(state)`: what the table of a new
    game's players learnt before (the box's memory); `keep(teacher, state)`: called when a game starts in teaching
    mode and when what is taught changes (the box writes it beside the journal)."""

    def __init__(self, lessons: Lessons, on: bool = False, line: Callable[[], str | None] = lambda: None,
                 taught: Iterable[str] = (), learnt: Iterable[str] = (), learnt_of: Callable | None = None,
                 keep: Callable | None = None):
        self.lessons = lessons
        self.on = on
        self.line = line
        self.taught: list[str] = [i for i in taught if i in lessons.pages]     # this game's, in order
        self.learnt: set[str] = set(learnt)        # the named table's, from earlier games
        self._learnt_of = learnt_of or (lambda state: ())
        self._keep = keep or (lambda teacher, state: None)
        self._answered: tuple = (None, [])          # the last answer and its lessons (a frame drawn again)
        self.skipped: list[str] = []                # closed unread (BACK on the setup's guide): told with the next answer
        self.declined: list[str] = []               # closed unread twice: left to the look-up for this game
        self._closed: set[str] = set()              # closed unread once this game

    @property
    def teaching(self) -> bool:
        """Whether lessons are said now (the mode on and the game has some)."""
        return self.on and bool(self.lessons)

    def due(self, before: dict | None, after: dict, line: str | None, outcome=None) -> list[str]:
        """The lessons to say now, after an accepted `line` (before -> after), marked taught; [] when off."""
        if any(event.key == "undone" for event in getattr(outcome, "events", ())) or (line or "").startswith("undo"):
            return []       # an undo teaches nothing
        started = is_new_game(line, outcome)
        if started:
            self.taught, self.learnt = [], set(self._learnt_of(after) or ()) if self.on else set()
            self.declined, self._closed = [], set()
        skipped, self.skipped = ([], []) if started else (self.skipped, [])
        if not self.teaching:
            if started:
                self._keep(self, after)     # the game's choice, off (the box keeps it only where it matters)
            return []
        found = self.lessons.started(after, line or "") if started else self.lessons.reached(before or {}, after, line or "")
        new = [*skipped, *(i for i in found if i not in self.taught and i not in self.learnt and i not in skipped
                           and i not in self.declined)]
        self.taught += new
        if new or started:
            self._keep(self, after)
        return new

    def for_answer(self, outcome, before: dict | None, after: dict) -> list[str]:
        """The lessons an engine's answer brings (asked again for the same answer: the same, not marked twice)."""
        if outcome is self._answered[0]:
            return list(self._answered[1])
        found = self.due(before, after, self.line(), outcome) if getattr(outcome, "accepted", False) else []
        self._answered = (outcome, found)
        return list(found)

    @property
    def last_taught(self) -> list[str]:
        """The lessons the last answer brought."""
        return list(self._answered[1])

    def skip(self, lessons: Iterable[str], state: dict) -> None:
        """Lessons closed before they were read (BACK on the setup's guide): not taught yet, told with the next
        answer (never lost to a hurried table, never remembered as learnt); closed unread a second time, they are
        left to the look-up for this game (a table in a hurry has said twice « not now »)."""
        gone = [i for i in lessons if i in self.taught]
        if gone:
            self.taught = [i for i in self.taught if i not in gone]
            self.declined += [i for i in gone if i in self._closed and i not in self.declined]
            self.skipped += [i for i in gone if i not in self._closed and i not in self.skipped]
            self._closed |= set(gone)
            self._keep(self, state)

    def spared(self, cat, now: Iterable[str] = ()) -> "Lines":
        """The lines (the catalog's messages, whatever their parameters) a lesson says in their place: their lesson is
        told `now` or still to come in this game; none when off."""
        if not self.teaching:
            return Lines()
        now = set(now)
        return Lines(cat.pattern(key) for key, lesson in self.lessons.instead.items()
                     if lesson in now or (lesson not in self.taught and lesson not in self.learnt))

    def texts(self, cat, lessons: Iterable[str]) -> list[str]:
        """The lessons' words, each with its page cited."""
        return [self.lessons.text(cat, lesson) for lesson in lessons]

    def index(self) -> list[str]:
        """Every lesson of the game for the look-up: the ones taught first (in the order they came), then the rest."""
        known = [*self.taught, *self.declined,
                 *(i for i in self.lessons.pages if i in self.learnt and i not in self.taught and i not in self.declined)]
        return known + [i for i in self.lessons.pages if i not in known]
