"""Latency from a tag appearing on the reader to the frame reaching the screen, through the whole
pipeline with fakes (FakeReader → queue → engine thread → journal on disk → render → DummyScreen).
Prints the median and the 95th percentile. The radio itself is not included.

Run: .venv/bin/python benchmarks/tag_to_frame.py [--samples 200]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.box.app import Companion  # noqa: E402
from companion.games.shadows.table.frontend import Menus as Frontend  # noqa: E402
from companion.core.i18n import Catalog  # noqa: E402
from companion.journal.session import Session  # noqa: E402
from companion.games.shadows.cards import CARDS  # noqa: E402
from companion.box.tagmap import TagMaps  # noqa: E402
from drivers.base import ButtonPress  # noqa: E402
from drivers.display import DummyScreen  # noqa: E402
from drivers.fake import FakeReader  # noqa: E402

DESPAIR_TAG, OTHER_TAG = "04A1B2C3D4E5F6", "04A1B2C3D4E5F7"


class TimedScreen(DummyScreen):
    """The dummy screen, noting when each frame arrives."""

    def __init__(self):
        super().__init__()
        self.frames = 0
        self.arrived = threading.Condition()
        self.at = 0.0

    def show(self, image):
        super().show(image)
        with self.arrived:
            self.at = time.perf_counter()
            self.frames += 1
            self.arrived.notify_all()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=200)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp())
    tags = TagMaps({"shadows": folder / "tags.json", "tournament": folder / "tags-tournament.json"},
                   known={"shadows": CARDS})
    tags.deck("shadows").enroll(DESPAIR_TAG, "despair")
    tags.deck("shadows").enroll(OTHER_TAG, "saxons")
    session = Session.open(folder / "journal.sqlite")       # a real journal: fsync is on the path
    session.submit("new arthur gawain kay percival tristan no-traitor")
    cat = Catalog.load("fr", "shadows")
    screen, reader = TimedScreen(), FakeReader()
    box = Companion(session, "shadows", screen, cat, tags=tags)
    stop = threading.Event()
    engine = threading.Thread(target=box.run, args=(stop,), daemon=True)
    engine.start()
    reader.start(box.put)

    def wait_frame(after: int) -> float:
        with screen.arrived:
            screen.arrived.wait_for(lambda: screen.frames > after, timeout=5)
            return screen.at

    wait_frame(0)
    samples = []
    for _ in range(args.samples):
        frames = screen.frames
        box.put(ButtonPress("A"))                      # evil black: the box waits for the card
        wait_frame(frames)
        frames = screen.frames
        start = time.perf_counter()
        reader.place(DESPAIR_TAG)                      # the tag arrives
        samples.append(wait_frame(frames) - start)
        assert session.state()["quests"]["grail"]["despair"] == 1, (box.last, session.state()["phase"], box.view)
        reader.remove()
        for _ in range(2):                             # take back both commands for the next sample
            frames = screen.frames
            box.put(ButtonPress("BACK", held=True))
            wait_frame(frames)
    stop.set()
    engine.join()
    ms = sorted(s * 1000 for s in samples)
    print(f"tag → frame: median {statistics.median(ms):.2f} ms, p95 {ms[int(0.95 * len(ms))]:.2f} ms "
          f"over {len(ms)} tags (journal fsync included)")


if __name__ == "__main__":
    main()
