"""The Fluent catalogs: start-up (parse and load a language) and one event sentence, as medians.

Run: .venv/bin/python benchmarks/catalog.py
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.core.i18n import Catalog, _load  # noqa: E402
from companion.games.shadows.events import Event  # noqa: E402


def median_ms(run, times: int) -> float:
    samples = []
    for _ in range(times):
        start = time.perf_counter()
        run()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1000


def main() -> None:
    for lang in ("fr", "en"):
        def load():
            _load.cache_clear()
            Catalog.load(lang)
        print(f"load {lang} (parse core + Shadows .ftl): median {median_ms(load, 15):.1f} ms")
    cat = Catalog.load("fr", "shadows")
    won = Event("quest-won", {"quest": "lancelot", "knights": ["arthur", "kay"], "white": 14, "black": 11})
    print(f"one event sentence (quest won, names, cases, plurals): median {median_ms(lambda: cat.event(won), 2000) * 1000:.0f} µs")


if __name__ == "__main__":
    main()
