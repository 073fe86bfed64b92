"""Time of one input of a tournament on the box, from the event to the frame handed to the screen:
a scanned card (`play red-3`) then BACK (`undo`), alternately, through Companion.step with a real
journal on disk, the tournament's menus and strip. Prints the medians and 95th percentiles.

Run: .venv/bin/python benchmarks/tournament_box.py [--samples 200]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.box.app import Companion, Scanned  # noqa: E402
from companion.core.i18n import Catalog  # noqa: E402
from companion.journal.session import Session  # noqa: E402
from drivers.base import ButtonPress  # noqa: E402
from drivers.display import DummyScreen  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        session = Session.open(Path(folder) / "journal.sqlite")
        for line in ("new tournament 5 Marcel Raymond Maurice Danielle Yvonne", "colour red", "play red-4", "end 4"):
            assert session.submit(line).accepted
        box = Companion(session, None, DummyScreen(), Catalog.load("fr", None), choose=True)
        box.show()
        scan, back = [], []
        for _ in range(args.samples):
            for event, times in ((Scanned("red-3"), scan), (ButtonPress("BACK"), back)):
                start = time.perf_counter()
                box.step(event)
                times.append((time.perf_counter() - start) * 1000)
        session.journal.close()
    for name, times in (("scan (play red-3)", scan), ("BACK (undo)", back)):
        p95 = statistics.quantiles(times, n=20)[-1]
        print(f"{name:<18} median {statistics.median(times):6.2f} ms   p95 {p95:6.2f} ms   ({len(times)} samples)")


if __name__ == "__main__":
    main()
