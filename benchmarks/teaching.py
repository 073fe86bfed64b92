"""The teaching mode's price in pages (issue 35): from « Quel jeu ? » to the end of Shadows' round 1 (every
knight's first turn), the OK presses that only turn pages, with the mode off and on.

« Quel jeu ? » → Shadows, three knights ticked on the setup's menu (A, B, C) and OK through its pages to
« commencer », then a first round, each line typed as the table's answer once the table has read what covers the
menu: every OK pressed while a message covers the menu or the setup's guide waits is a page turned. The main
count is the round a new table plays (SCRIPT: each knight's Progression of Evil, one ordinary heroic action, the
end of his turn); the second, random first-round lines (seeded, tests/shadows/test_random_play.py's), which meet
rules a real first round seldom does (healing, a reshuffle, sacrifices). The teaching mode is the configuration's
(`[table] teach`), so choosing it costs no press. Prints the issue's bound (BOUND: the box's count without the mode
when the issue was filed), off and on for each, medians over the seeds for the random rounds, and for the scripted
round each lesson with the OK presses its pages cost; no timing.

    python benchmarks/teaching.py [SEEDS]
"""
from __future__ import annotations

import random
import re
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from drivers.base import ButtonPress  # noqa: E402
from drivers.display import DummyScreen  # noqa: E402

from companion.box.app import Companion, Typed  # noqa: E402
from companion.core.i18n import Catalog  # noqa: E402
from companion.core.screen import page_of  # noqa: E402
from companion.journal.session import Session  # noqa: E402
from tests.shadows.test_random_play import candidates  # noqa: E402

BOUND = 42      # issue 35: the OK presses turning pages over round 1 when it was filed; teaching must stay under
SETUP = ("A", "A", "B", "C", "OK", "OK", "OK")      # Shadows; Arthur, Galahad, Gawain; its pages; « commencer »
PAGE_TURNS = (4, 5)                                  # the setup's OK presses that turn its menu's pages
# A new table's first round: Arthur draws a Picts card and goes to the Grail; Galahad adds a siege engine and
# goes to the Black Knight; Gawain draws Despair and draws white cards at Camelot.
SCRIPT = ("evil black", "black picts", "move grail", "end",
          "evil siege", "move black-knight", "end",
          "evil black", "black despair", "draw", "end")


def read(box: Companion, costs: dict[str, int] | None = None) -> int:
    """OK until nothing covers the menu (a message read page by page, the setup's guide): the presses; `costs`: each
    press added to the lesson the page it turned shows (its words, wrapped: compared without spaces)."""
    presses = 0
    while box.view.cover or box.frontend.guiding:
        if costs is not None:
            lesson = shown_lesson(box)
            if lesson:
                costs[lesson] = costs.get(lesson, 0) + 1
        box.step(ButtonPress("OK"))
        presses += 1
        assert presses < 200, box.view
    return presses


def squeezed(text: str) -> str:
    return re.sub(r"\s+", "", text)


def shown_lesson(box: Companion) -> str | None:
    """The lesson whose words the page on screen shows (None: another text)."""
    teacher = box.frontend.context.teacher
    if teacher is None:
        return None
    page = squeezed("".join(line for line, _ in page_of(box.view)[0]))
    if not page:
        return None
    return next((lesson for lesson in teacher.taught
                 if page in squeezed(teacher.lessons.text(box.frontend.cat, lesson))), None)


def first_round(seed: int | None, teach: bool, lang: str = "fr") -> dict:
    """One first round (`seed` None: SCRIPT's; else random lines): the OK presses that only turned pages, the
    lines typed, the lessons told."""
    box = Companion(Session.in_memory(), None, DummyScreen(), Catalog.load(lang, None), choose=True, teach=teach)
    box.show()
    turned, costs = 0, {}
    for at, press in enumerate(SETUP):
        box.step(ButtonPress(press))
        turned += at in PAGE_TURNS
    assert box.session.game is not None, box.view
    seats = len(box.session.state()["seats"])
    rng = random.Random(seed)
    lines = 0
    script = list(SCRIPT) if seed is None else None
    while True:
        turned += read(box, costs)
        state = box.session.state()
        if state["over"] or state["turn"] > seats:
            break
        if script is not None:
            line = script.pop(0)
            assert box.step(Typed(line)).accepted, (line, box.view)
            lines += 1
            continue
        for _ in range(50):
            line = candidates(state, rng)
            if box.step(Typed(line)).accepted:
                lines += 1
                break
    teacher = box.frontend.context.teacher
    return {"turned": turned, "lines": lines, "lessons": list(teacher.taught) if teacher else [], "costs": costs}


def main(argv: list[str]) -> int:
    seeds = range(int(argv[0]) if argv else 9)
    print(f"issue 35's bound: {BOUND} OK presses turning pages over round 1 (the box without the mode, when filed)")
    for teach in (False, True):
        r = first_round(None, teach)
        print(f"scripted round, teaching {'on ' if teach else 'off'}: OK presses turning pages {r['turned']}; "
              f"lines typed {r['lines']}; lessons told {len(r['lessons'])}: {' '.join(r['lessons'])}")
        if teach:
            print("  each lesson, OK presses: " + ", ".join(f"{lesson} {r['costs'].get(lesson, 0)}"
                                                          for lesson in r["lessons"])
                  + f" (together {sum(r['costs'].values())})")
    for teach in (False, True):
        rounds = [first_round(seed, teach) for seed in seeds]
        counts = [r["turned"] for r in rounds]
        lessons = statistics.median(len(r["lessons"]) for r in rounds)
        print(f"random rounds, teaching {'on ' if teach else 'off'}: OK presses turning pages, median {statistics.median(counts)} "
              f"(each seed: {counts}); lines typed median {statistics.median(r['lines'] for r in rounds)}; "
              f"lessons told median {lessons}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
