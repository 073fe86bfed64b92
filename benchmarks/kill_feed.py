"""SIGKILL `camelot feed` at random moments, N times, and check that nothing acknowledged is lost,
nothing is doubled, and the resumed state is the replay of the journal.

    python benchmarks/kill_feed.py [--kills 200] [--seed 1] [--writers 2]

Each round starts a feed on the same journal, sends a burst of lines of a long legal game, and
kills it either right after an answer or while a line is in flight (after a random pause of
0 to 5 ms); with --writers 2 a second feed is started beside it and must be refused. The line in
flight may or may not be journaled; either way the next start must agree with the journal.
Prints the counts and exits 1 on the first broken promise.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from long_game import long_game  # noqa: E402

from companion.journal.session import Session, replay_lines  # noqa: E402


def feed(journal: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "companion.cli", "feed", "--journal", str(journal)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            cwd=ROOT, bufsize=0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--writers", type=int, choices=[1, 2], default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    game = long_game(100_000 if args.kills > 2000 else 20 * args.kills + 100)
    acked: list[str] = []
    counts = {"kills": 0, "in-flight kept": 0, "in-flight lost": 0, "second writer refused": 0}
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as folder:
        journal = Path(folder) / "journal.sqlite"
        for _ in range(args.kills):
            proc = feed(journal)
            if acked:
                resumed = json.loads(proc.stdout.readline())
                if resumed.get("commands") != len(acked):
                    return fail(f"resumed with {resumed}, {len(acked)} acknowledged")
            if args.writers == 2 and acked:
                other = subprocess.run([sys.executable, "-m", "companion.cli", "feed", "--journal", str(journal)],
                                       input=b"end\n", capture_output=True, cwd=ROOT, timeout=60)
                if other.returncode != 1 or f"process {proc.pid}".encode() not in other.stderr:
                    return fail(f"a second writer was not refused: {other.stdout!r} {other.stderr!r}")
                counts["second writer refused"] += 1
            burst = rng.randint(0, 6)
            for line in game[len(acked):len(acked) + burst]:
                proc.stdin.write(line.encode() + b"\n")
                answer = json.loads(proc.stdout.readline())
                if not answer.get("accepted", True) or "resumed" in answer:
                    return fail(f"{line!r} refused: {answer}")
                acked.append(line)
            flying = rng.random() < 0.5
            if flying:
                proc.stdin.write(game[len(acked)].encode() + b"\n")
                time.sleep(rng.uniform(0, 0.005))
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait()
            counts["kills"] += 1
            check = Session.open(journal)
            lines = check.lines
            if flying and lines == [*acked, game[len(acked)]]:
                acked.append(game[len(acked)])
                counts["in-flight kept"] += 1
            elif flying:
                counts["in-flight lost"] += 1
            if lines != acked:
                return fail(f"journal holds {len(lines)} lines, {len(acked)} acknowledged")
            if acked and replay_lines(lines).public_state() != check.game.public_state():
                return fail("the resumed state is not the replay of the journal")
            check.journal.close()
    elapsed = time.monotonic() - started
    print(json.dumps({**counts, "acknowledged": len(acked), "lost": 0, "doubled": 0,
                      "seconds": round(elapsed, 1)}))
    return 0


def fail(message: str) -> int:
    print(f"BROKEN: {message}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
