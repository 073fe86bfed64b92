"""What the teaching mode's lessons cost in OLED pages over whole games (issue 35: lessons take the place of
text, they do not pile onto it): for Merlin, the tournament and Shadows (for comparison), N seeded random whole
games (each game's contract's random game, tests/KIND/contract.py) typed at a box in teaching mode, each answer
read to its end with OK. Per game, the median over the seeds of:

- lesson presses: the OK presses that turned a lesson's page in the whole game (a lesson starts a page of its
  own, so each of its pages is one press);
- opening: those of the lessons told before the first player's first choice (Merlin's goal at `new` and its
  first turn at the first die; the tournament's at `new`; Shadows' after its setup's guide);
- most in one answer: the largest number of lesson pages one answer brought;
- and, beside them, every OK press that turned a page, teaching on and off (the same lines, the same dice).

Numbers only, no timing.

    python benchmarks/lesson_pages.py [SEEDS] [KIND ...]
"""
from __future__ import annotations

import importlib
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from drivers.base import ButtonPress  # noqa: E402
from drivers.display import DummyScreen  # noqa: E402

import companion.journal.session as session_module  # noqa: E402
from companion.box.app import Companion, Typed  # noqa: E402
from companion.core.i18n import Catalog  # noqa: E402
from companion.core.screen import View, text_pages  # noqa: E402
from companion.journal.session import Session  # noqa: E402

KINDS = ("merlin", "tournament", "shadows")
# The lines a game's table says before its first player's first choice (its setup's entries).
SETUP_VERBS = {"merlin": {"new", "domain", "start", "traitors", "roll"}, "tournament": {"new"}, "shadows": {"new"}}


def whole_game(kind: str, seed: int) -> list[str]:
    """A whole random game of `kind`: its contract's (tests/KIND/contract.py)."""
    known = importlib.import_module(f"tests.{kind}.contract")
    return list((getattr(known, "whole_game", None) or known.game_lines)(seed))


def read(box: Companion) -> int:
    """OK until nothing covers the menu (a message read page by page, the setup's guide): the presses."""
    presses = 0
    while box.view.cover or box.frontend.guiding:
        box.step(ButtonPress("OK"))
        presses += 1
        assert presses < 300, box.view
    return presses


def lesson_pages(box: Companion, lessons: list[str]) -> list[int]:
    """The OLED pages of each lesson told (each starts a page of its own)."""
    teacher = box.frontend.context.teacher
    return [text_pages(View(prompt="", message=teacher.lessons.text(box.catalog, lesson), cover=True, ok="OK"))
            for lesson in lessons]


def play(kind: str, lines: list[str], teach: bool, lang: str = "fr") -> dict:
    """A whole game typed at a box: every press that turned a page; the lessons' pages, answer by answer."""
    session_module._new_seed = lambda: 1234567       # the same dice on and off
    box = Companion(Session.in_memory(), kind, DummyScreen(), Catalog.load(lang, kind), teach=teach)
    box.show()
    turned, answers, opening, first = 0, [], 0, True
    for line in lines:
        first = first and line.split(" ", 1)[0] in SETUP_VERBS[kind]
        assert box.step(Typed(line)).accepted, (kind, line, box.view)
        teacher = box.frontend.context.teacher
        pages = lesson_pages(box, teacher.last_taught) if teach else []
        if teach and first and line.startswith("new ") and box.frontend.guides_setup:
            pages = lesson_pages(box, teacher.taught)      # told after the setup's guide, still this answer's
        answers.append((line, teacher.last_taught if teach else [], sum(pages)))
        opening += sum(pages) if first else 0
        turned += read(box)
    return {"turned": turned, "answers": answers, "opening": opening}


def measure(kind: str, seeds) -> None:
    on, off = [], []
    for seed in seeds:
        lines = whole_game(kind, seed)
        on.append(play(kind, lines, True))
        off.append(play(kind, lines, False))
    lesson = [sum(p for _, _, p in r["answers"]) for r in on]
    most = [max(p for _, _, p in r["answers"]) for r in on]
    worst = max((a for r in on for a in r["answers"]), key=lambda a: a[2])
    later = [max(p for line, _, p in r["answers"] if not line.startswith("new ")) for r in on]
    print(f"{kind}: lesson presses median {statistics.median(lesson)} {lesson}; "
          f"opening median {statistics.median(r['opening'] for r in on)}; "
          f"most in one answer median {statistics.median(most)} (max {max(most)}: {worst[0]!r} -> {' '.join(worst[1])}), "
          f"after `new` median {statistics.median(later)}; "
          f"all page turns on {statistics.median(r['turned'] for r in on)} / off {statistics.median(r['turned'] for r in off)}")


def main(argv: list[str]) -> int:
    seeds = range(int(argv[0]) if argv else 5)
    for kind in argv[1:] or KINDS:
        measure(kind, seeds)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
