"""Engine benchmarks: per-command cost, a 1,000-command replay, start-up (the simulator's first frame,
`camelot replay` against a bare interpreter: benchmarks/startup.py), peak memory; then each game of
the shelf side by side (per command, a whole game's replay). Prints medians.

Run: .venv/bin/python benchmarks/engine.py   (figures go to docs/performance.md by hand)
     .venv/bin/python benchmarks/engine.py --games   (only the games side by side)
"""
from __future__ import annotations

import json
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "fixtures" / "long-game.table"
MERLIN = ROOT / "fixtures" / "merlin-game.table"     # a whole game of Merlin, four players


def lines(path: Path = FIXTURE) -> list[str]:
    return [line for line in path.read_text().splitlines() if line and not line.startswith("#")]


def a_game(kind: str) -> list[str]:
    """The accepted lines of one long game of each kind (the tournament's made by seeded random play)."""
    if kind == "tournament":
        sys.path.insert(0, str(ROOT / "benchmarks"))
        from tournament import a_long_game
        return a_long_game()
    return lines(MERLIN if kind == "merlin" else FIXTURE)


def per_game(kind: str, runs: int = 5) -> None:
    """One game's cost per command (parse, rules, journal-less session, public state) and its whole replay."""
    from companion.journal.session import Session, replay_lines
    game = a_game(kind)
    medians = []
    for _ in range(runs):
        session, times = Session.in_memory(), []
        for line in game:
            start = time.perf_counter()
            session.submit(line)
            session.state()
            times.append(time.perf_counter() - start)
        medians.append(statistics.median(times))
    replays = []
    for _ in range(runs):
        start = time.perf_counter()
        replay_lines(game, kind)
        replays.append(time.perf_counter() - start)
    print(f"{kind}: {len(game)} lines; per command median {statistics.median(medians) * 1e6:.0f} µs; "
          f"replay of the whole game (what undo pays at its end) median {statistics.median(replays) * 1e3:.1f} ms")


def per_command(render: bool) -> list[float]:
    """Seconds per accepted command: engine, plus the frame render when asked."""
    from companion.journal.session import Session
    frame = None
    if render:
        from companion.core.i18n import Catalog
        from companion.games.shadows.table.frontend import Menus as Frontend
        from companion.core.screen import render as draw
        cat = Catalog.load("fr", "shadows")
        front = Frontend(cat)

        def frame(state, outcome):
            return draw(state, front.view(state, outcome), cat)
    session = Session.in_memory()
    times = []
    for line in lines():
        start = time.perf_counter()
        outcome = session.submit(line)
        state = session.state()
        if frame:
            frame(state, outcome)
        times.append(time.perf_counter() - start)
    return times


def replay_1000() -> float:
    from companion.journal.session import replay_lines
    all_lines = lines()
    start = time.perf_counter()
    replay_lines(all_lines)
    return time.perf_counter() - start


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def startup() -> tuple[float, int]:
    """Wall time to the first frame of `camelot sim` and the peak RSS (KiB) of that process."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "companion.cli", "sim", "--memory"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    proc.stdout.readline()
    first = time.perf_counter() - start
    proc.communicate("new arthur gawain kay\n" + "\n".join(lines()[1:200]) + "\nq\n", timeout=60)
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return first, peak


def main() -> None:
    sys.path.insert(0, str(ROOT))
    runs = 5
    if "--games" in sys.argv:
        for kind in ("shadows", "tournament", "merlin"):
            per_game(kind)
        return
    engine = [per_command(False) for _ in range(runs)]
    print(f"engine per command: median {statistics.median(statistics.median(r) for r in engine) * 1e3:.3f} ms, "
          f"p99 {statistics.median(percentile(r, 99) for r in engine) * 1e3:.3f} ms")
    try:
        both = [per_command(True) for _ in range(runs)]
        print(f"engine + render per command: median "
              f"{statistics.median(statistics.median(r) for r in both) * 1e3:.3f} ms, "
              f"p99 {statistics.median(percentile(r, 99) for r in both) * 1e3:.3f} ms")
    except ImportError as exc:
        print(f"engine + render: skipped ({exc})")
    print(f"replay of {len(lines())} commands: median {statistics.median(replay_1000() for _ in range(runs)) * 1e3:.1f} ms")
    firsts, peaks = zip(*(startup() for _ in range(runs)))
    print(f"start-up to first frame: median {statistics.median(firsts) * 1e3:.0f} ms; "
          f"peak RSS {max(peaks) / 1024:.1f} MB")
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from startup import replay_ratios      # `camelot replay`'s start-up against a bare interpreter's
    for line in replay_ratios(runs):
        print(line)
    for kind in ("shadows", "tournament", "merlin"):
        per_game(kind)
    print(json.dumps({"python": sys.version.split()[0]}))


if __name__ == "__main__":
    main()
