"""Start-up of `camelot replay FILE` against a bare `python -c pass`: the CPU time of each whole process,
the two run in turn, and their ratio taken pair by pair (the machine's speed may drift). Prints medians.

Run: .venv/bin/python benchmarks/startup.py [RUNS]   (the issue's bound: a replay at most 4x a bare start-up)
By hand: /usr/bin/time -f %U+%S .venv/bin/camelot replay FILE.table --json
     and: /usr/bin/time -f %U+%S .venv/bin/python -c pass
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# A scenario with refused lines: the plain output says them in words, the JSON does not.
REFUSED = b"new arthur gawain kay\nevil siege\nfrobnicate\nmove nowhere\nundo\nundo\nundo\n"


def cpu(command: list[str]) -> float:
    """User + system seconds of one whole process (its start-up included), its output thrown away."""
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(command)}: exit {proc.returncode}")
    return usage.ru_utime + usage.ru_stime


def ratios(command: list[str], runs: int) -> tuple[float, float, float]:
    """Median CPU seconds of `command`, of a bare start-up, and of their ratio pair by pair (one warm-up each)."""
    bare = [sys.executable, "-c", "pass"]
    cpu(command), cpu(bare)
    pairs = [(cpu(command), cpu(bare)) for _ in range(runs)]
    return (statistics.median(a for a, _ in pairs), statistics.median(b for _, b in pairs),
            statistics.median(a / b for a, b in pairs))


def replay_ratios(runs: int = 11) -> list[str]:
    """One line per form of `camelot replay`: its median CPU time, a bare start-up's, the ratio."""
    table = Path(os.environ.get("TMPDIR", "/tmp")) / f"camelot-startup-{os.getpid()}.table"
    table.write_bytes(REFUSED)
    try:
        lines = []
        for label, options in (("--json", ["--json"]), ("plain, --lang en", ["--lang", "en"]),
                               ("plain, configured language", [])):
            a, b, ratio = ratios([sys.executable, "-m", "companion.cli", "replay", *options, str(table)], runs)
            lines.append(f"replay {label}: median {a * 1e3:.0f} ms CPU, bare python {b * 1e3:.0f} ms; "
                         f"ratio median {ratio:.2f}x")
        return lines
    finally:
        table.unlink()


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 11
    for line in replay_ratios(runs):
        print(line)


if __name__ == "__main__":
    main()
