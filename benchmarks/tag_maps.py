"""Start-up and per-scan cost of the tag maps: both decks fully enrolled (160 + 110 tags).

    .venv/bin/python benchmarks/tag_maps.py [--runs 50]

Prints the median time to open every game's map (what `camelot run` does at start) and the
median time of one lookup of a tag of the last deck (the per-scan path).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.box.config import Config  # noqa: E402
from companion.box.enroll import deck  # noqa: E402
from companion.box.tagmap import open_decks  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=50)
    runs = parser.parse_args().runs
    folder = Path(tempfile.mkdtemp())
    cfg = Config(tag_map_path=folder / "tags.json")
    decks = open_decks(cfg, check_cards=True)
    n = 0
    for kind in ("shadows", "tournament"):
        for card in deck(kind):
            for _ in range(card.copies):
                n += 1
                decks.deck(kind)._tags[f"04{n:012X}"] = card.slug   # one save at the end, not 270
        decks.deck(kind).save()
    last = f"04{n:012X}"
    opening, lookup = [], []
    for _ in range(runs):
        start = time.perf_counter()
        opened = open_decks(cfg)
        opening.append(time.perf_counter() - start)
        start = time.perf_counter()
        opened.lookup(last)
        lookup.append(time.perf_counter() - start)
    print(f"open both tag maps ({len(opened)} tags): median {statistics.median(opening) * 1000:.2f} ms")
    print(f"one lookup: median {statistics.median(lookup) * 1e6:.1f} µs")


if __name__ == "__main__":
    main()
