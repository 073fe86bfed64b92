"""The teaching mode at the box's screen (core/lessons.py gives what to teach): the lessons due after an answer
said before the question they explain, each on its own page(s) of the answer's message (so the story tells them
once: the voice says them, the phones show them); a new game's opening after its setup's steps; the choice on
the box's game menu; the rules' look-up on the board's index. Off (no teacher, or its mode off), nothing here
adds a word, a page or a press.
"""
from __future__ import annotations

from .screen import PAGE_BREAK
from .step import NOT_NOW, PER_PAGE, Note, Result, Step

TEACH = "+teach"            # the game menu's entry: « Première partie : … » (never a game's kind)
RULES = "+rules"            # the board index's entry: the lessons of this game, to read again
BREAK = f"\n{PAGE_BREAK}\n"


def teacher_of(front):
    """The front end's teacher, when teaching is on for its game (else None)."""
    teacher = front.context.teacher
    return teacher if teacher is not None and teacher.teaching else None


def lessons_told(front, outcome, before: dict, after: dict, text: str) -> str:
    """`text` (what an accepted answer says) with the lessons it brings after it, each from a new page; a new game's
    lessons wait for its setup's guide (`guide_pages`) when the game guides its setup."""
    teacher = front.context.teacher
    if teacher is None or not outcome.accepted:
        return text
    found = teacher.for_answer(outcome, before, after)
    spared = teacher.spared(front.cat, found)
    if spared:      # a line its lesson says in its place (now, or when it comes): left to the lesson
        text = "\n".join(line for line in text.split("\n") if line not in spared)
    if not found or (front.guides_setup and any(e.key == "game-started" for e in outcome.events)):
        return text
    return BREAK.join(part for part in (text, *teacher.texts(front.cat, found)) if part)


def lessons_apart(front, text: str) -> tuple[str, list[str]]:
    """What an answer told (`text`: its words, then the lessons it brought, each from a new page) as (its own words,
    the lessons): a lesson is the box's, never the player's who sent the answer."""
    teacher = front.context.teacher
    if teacher is None or not text:
        return text, []
    taught = set(teacher.texts(front.cat, teacher.last_taught))
    parts = text.split(BREAK)
    return BREAK.join(part for part in parts if part not in taught), [part for part in parts if part in taught]


def guide_pages(front, pages: list[str]) -> list[str]:
    """A new game's setup guide (its physical steps, page by page), then in teaching mode its opening (the goal,
    the first turn), each lesson a page of its own; a step a lesson says in its place when it matters is left out."""
    teacher = teacher_of(front)
    if teacher is None:
        return pages
    spared = teacher.spared(front.cat, teacher.last_taught)
    return [page for page in pages if page not in spared] + teacher.texts(front.cat, teacher.last_taught)


def closed_unread(front, unread: list[str], state: dict) -> None:
    """BACK closed the setup's guide or a message with `unread` pages or sentences still to come: the lessons whose
    end was not shown are told with the next answer instead (a hurried table never loses the goal of the game)."""
    teacher = teacher_of(front)
    if teacher is None or not any(unread):
        return
    def plain(text: str) -> str:       # the screen's unread sentences come back with plain spaces
        return " ".join(text.split())
    unread = " ".join(plain(text) for text in unread)
    # A lesson is known by its end, its citation and the words before it: « (règle p. 3) » alone ends several.
    ends = {lesson: plain(teacher.lessons.text(front.cat, lesson))[-48:] for lesson in teacher.taught}
    teacher.skip([lesson for lesson, end in ends.items() if end in unread], state)


# ---------------------------------------------------------------- the choice, on the box's game menu

def teach_entry(front) -> list[tuple[str, str]]:
    """The game menu's entry turning the teaching mode on or off (none: no teacher, or no game has lessons)."""
    from . import registry
    teacher = front.context.teacher
    if teacher is None or not any(registry.table(kind).has("lessons") for kind in registry.kinds()):
        return []       # no game teaches yet: the menu stays as it was
    return [(TEACH, front.cat.text("ui.teach-entry", on="yes" if teacher.on else "no"))]


def with_teach_entry(items: tuple, entry: list) -> tuple:
    """The game menu's items with the teaching entry on C of the games' last page, or on A of a page of its own."""
    if not entry:
        return items
    free = -len(items) % PER_PAGE
    return items + (("", ""),) * (free - 1) + tuple(entry) if free else items + tuple(entry)


def toggle_teaching(front, reopen) -> Result:
    """« Première partie » chosen: the mode turned over, said in full, the menu shown again on that page."""
    teacher = front.context.teacher
    teacher.on = not teacher.on
    front._note = Note(front.cat.text("ui.teach-on" if teacher.on else "ui.teach-off"))
    step = reopen()
    step.page = step.pages - 1
    return step


# ---------------------------------------------------------------- the look-up, on the board's index

def rules_entry(front) -> list[tuple[str, str]]:
    """The board index's « Règles » entry (teaching mode only: off, the index is as it was)."""
    return [(RULES, front.cat.text("ui.board-rules"))] if teacher_of(front) is not None else []


def rules_index(front, back, here=(), index=Step, **given) -> Step:
    """The lessons of this game: first those `here`, behind the options of the question the board was opened over
    (an option's look-up at the box: `Frontend.lessons_behind`), then the ones taught, then the rest; A/B/C reads one
    (the whole rule, cited). A sub-index of the board's (`index`: its kind of step, `given` its fields): BACK from
    any of its pages goes `back` up, OK reads on and on its last page goes back up too."""
    teacher = teacher_of(front)
    lessons = teacher.lessons

    def pick(lesson: str) -> Result:
        front._note = Note(lessons.text(front.cat, lesson, whole=True), full=True)
        return None
    order = dict.fromkeys([*(lesson for lesson in here if lesson), *teacher.index()])
    items = tuple((lesson, lessons.title(front.cat, lesson)) for lesson in order)
    return index(front.cat.text("ui.board-rules"), items, pick=pick, back=back, ok=back,
                 ok_label=front.cat.text("ok.close"), **given)


def bare_value(word):
    """A value without the mark of an option not possible now."""
    return word[len(NOT_NOW):] if isinstance(word, str) and word.startswith(NOT_NOW) else word


def explanation(front, value: str, state: dict, line: str | None = None, path: tuple = ()) -> str | None:
    """The lesson behind a menu option on `state` (the « ? » beside it), its page cited; None: none. The option is
    known by its value and by what it does: `line`, the protocol line it sends (None: it opens a menu), and `path`,
    the values chosen on the way to its menu (an accused knight is the accusation's, not his power's)."""
    teacher = teacher_of(front)
    if teacher is None:
        return None
    lesson = teacher.lessons.explains(bare_value(value), state, line, tuple(bare_value(word) for word in path))
    return teacher.lessons.text(front.cat, lesson, whole=True) if lesson else None
