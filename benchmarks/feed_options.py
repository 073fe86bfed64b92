"""`camelot feed --lang fr`'s answer with its `options` (the whole menu tree, `menu_options`), as medians:
during Merlin's Domain setup (a tile chosen of six, four tiles deep), on a Merlin turn, and on a
Shadows turn. The words are asked in-process, as `feed` asks them (companion/cli/play.py).

Run: .venv/bin/python benchmarks/feed_options.py [answers]
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.core.words_of_the_box import words_of_the_box  # noqa: E402
from companion.journal.session import Session  # noqa: E402

MERLIN_DOMAIN = ["new merlin 4 Anne Bruno Chloé David"]
MERLIN_TURN = ["new merlin 3 Anne Bruno Chloé", "domain MmwWlL mmwwll lwmMWL", "start p1 grey orange grey black",
               "start p2 blue black blue orange", "start p3 blue black blue orange", "traitors p1 black grey grey",
               "traitors p2 blue orange brown", "traitors p3 black black purple", "roll p1 1 2 5 3",
               "roll p2 1 2 3 4", "roll p3 2 3 4 5"]
SHADOWS_TURN = ["new arthur gawain kay", "evil siege"]


def median_ms(lines: list[str], answers: int) -> float:
    """The median time of one answer (the words and options of the same state, asked `answers` times)."""
    session = Session.in_memory()
    outcome = None
    for line in lines:
        outcome = session.submit(line)
    words = words_of_the_box("fr", options=True, engine=lambda: session.game)
    words(session.state(), outcome)         # the pages the box reads first (a setup's steps) are read
    samples = []
    for _ in range(answers):
        start = time.perf_counter()
        answer = words(session.state(), None)
        samples.append(time.perf_counter() - start)
    assert answer["options"], "no options: the benchmark's lines went wrong"
    return statistics.median(samples) * 1000


def main() -> None:
    answers = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    for name, lines in (("Merlin, Domain setup", MERLIN_DOMAIN), ("Merlin, starting tiles", MERLIN_TURN[:3]),
                        ("Merlin, traitors", MERLIN_TURN[:6]), ("Merlin, a turn", MERLIN_TURN),
                        ("Shadows, a turn", SHADOWS_TURN)):
        print(f"feed --lang fr, one answer with its options ({name}): median {median_ms(lines, answers):.0f} ms")


if __name__ == "__main__":
    main()
