"""The inverse property (issue 34): an undo says back every physical step its line told the table.

Over a game's lines, each accepted line is said by the game's own front end (its answer: the note the
screen shows, and the pages the table would read before the next question), then `undo` is said the
same way, then the line is sent again so the game goes on. Every step the answer told forward (a row of
companion/core/verb_pairs.py: « piochez », « posez », « échangez », « avancez » …) must have its inverse
told by the undo (« reposez », « reprenez », « rééchangez », « reculez » …), in French and in English.
Nothing here knows a game: the game's facts (tests/KIND/contract.py) may only name the sentences of an
answer that tell no step of its line (`NOT_STEPS`: advice for the next turn, a reminder).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from companion.core import registry
from companion.core.i18n import LANGS, Catalog
from companion.core.table import TableContext
from companion.core.verb_pairs import inverses_missing
from companion.journal.session import Session


@dataclass(frozen=True)
class Gap:
    """One accepted line whose undo leaves steps of its answer unsaid."""

    line: str
    lang: str
    steps: tuple[str, ...]
    forward: str
    undo: str

    def __str__(self) -> str:
        return f"{self.line!r} [{self.lang}] {list(self.steps)}\n  told: {self.forward}\n  undo: {self.undo}"


def answer(front, state: dict, outcome) -> str:
    """What the front end says for `outcome` on `state`: its note, and the pages read before the next question."""
    front.view(state, outcome)
    text = front.note.text if front.note else ""
    step = front.open_step
    if step is not None and step.prompt and step.prompt in text:
        # The next question and its stakes, said under the answer the first time (core/together.py): the
        # table is asked, it is told no step.
        text = text[:text.rindex(step.prompt)]
    return "\n".join([text, *front.read_through(state)]).strip()


def steps_only(text: str, not_steps: tuple[str, ...]) -> str:
    """`text` without the sentences the game says tell no step of the line (its `NOT_STEPS` patterns)."""
    for pattern in not_steps:
        text = re.sub(pattern, " ", text, flags=re.IGNORECASE)
    return text


def gaps(kind: str, lines: list[str], not_steps: tuple[str, ...] = (), langs=LANGS) -> tuple[list[Gap], int]:
    """Every accepted line of `lines` (the opening aside) whose undo does not say back a step of its answer,
    and how many lines were checked."""
    session = Session.in_memory()
    wing = registry.table(kind)
    fronts = {lang: wing.frontend(Catalog.load(lang, kind), TableContext.seeded(7, engine=lambda: session.game))
              for lang in langs}
    found, checked = [], 0
    for at, line in enumerate(lines):
        before = session.state()
        for front in fronts.values():
            front.view(before)
        outcome = session.submit(line)
        if not outcome.accepted:
            continue
        after = session.state()
        told = {lang: answer(front, after, outcome) for lang, front in fronts.items()}
        if at == 0 or before.get("over"):
            continue        # the opening: its undo leaves no game to speak of
        undone = session.submit("undo")
        assert undone.accepted, (line, undone)
        back = {lang: answer(front, session.state(), undone) for lang, front in fronts.items()}
        again = session.submit(line)
        assert again.accepted and session.state() == after, line
        for front in fronts.values():
            front.view(after, again)
            front.read_through(after)   # the line said again: its pages are read, not left for the next answer
        checked += 1
        for lang in langs:
            missing = inverses_missing(steps_only(told[lang], not_steps), back[lang], lang)
            if missing:
                found.append(Gap(line, lang, tuple(missing), told[lang], back[lang]))
    return found, checked
