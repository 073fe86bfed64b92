"""What the phone page pays to read a game from the journal: `Journal.reader(...).lines(game)` of a game of
1,001 rows, the game's row and its entries read in one read transaction. Prints the median.

Run: .venv/bin/python benchmarks/journal_read.py [ROWS] [RUNS]
"""
from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.journal import Journal  # noqa: E402


def main(rows: int = 1000, runs: int = 600) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "journal.sqlite"
        writer = Journal(path)
        game = writer.new_game("new arthur gawain kay")
        for _ in range(rows):
            writer.append(game, "evil siege")
        page = Journal.reader(path)
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            page.lines(game)
            times.append(time.perf_counter() - start)
        page.close()
        writer.close()
    print(f"lines() of a {rows + 1}-row game by the page's reader: median {statistics.median(times) * 1e3:.2f} ms "
          f"({runs} runs)")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
