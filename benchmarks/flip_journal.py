"""Bit flips in a small journal: every damaged copy must open as the same game, open with a plain
notice naming the damage, or be refused in plain words (then the box plays in its spare). Never an
uncaught exception, never a game silently cut short.

    python benchmarks/flip_journal.py [--flips N | --every-byte | --every] [--seed S]
    python benchmarks/flip_journal.py --checks 3000

prints how many damaged journals were tried and what became of them; exits 1 on any crash or
silent loss. tests/test_journal_damage.py runs a short sample of it. With --checks N: the medians
of `quick_check`, `integrity_check` (run on every open) and a whole open + `lines()` on a journal
of one N-command game.
"""
from __future__ import annotations

import argparse
import logging
import random
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.core.errors import CompanionError  # noqa: E402
from companion.journal import Journal  # noqa: E402
from companion.journal.session import Session  # noqa: E402

NEW = "new arthur gawain kay"
# An abandoned game, then a game of 19 rows with undos (each row a command or an undo).
ABANDONED = [NEW, "evil siege", "move grail"]
PLAYING = [NEW, "evil siege", "siege fight-5"] + ["undo", "siege fight-5"] * 8
FAILURES = ("crash", "silent")


def build(folder: Path) -> tuple[Path, tuple[int, list[str]]]:
    """The journal attacked, folded into one file, and the game it resumes."""
    path = folder / "journal.sqlite"
    session = Session.open(path)
    for line in ABANDONED:
        assert session.submit(line).accepted, line
    session.abandon()
    for line in PLAYING:
        assert session.submit(line).accepted, line
    expected = (session.game_id, list(session.lines))
    session.journal.close()
    return path, expected


def attempt(original: bytes, position: int, bit: int, work: Path, expected) -> tuple[str, str]:
    """What one flipped bit does: (outcome, detail)."""
    for old in work.glob("flipped.sqlite*"):
        old.unlink()
    damaged = bytearray(original)
    damaged[position] ^= 1 << bit
    path = work / "flipped.sqlite"
    path.write_bytes(bytes(damaged))
    try:
        reader = Journal.reader(path)      # the phone page's way in: plain refusals only
        try:
            last = reader.last_touched()
            reader.games()
            if last is not None:
                reader.lines(last.id)
        except CompanionError:
            pass
        finally:
            reader.close()
    except CompanionError:
        pass
    except Exception as exc:   # noqa: BLE001 - the point is to find any
        return "crash", f"reader: {type(exc).__name__}: {exc}"
    try:
        session = Session.open(path)
    except CompanionError as err:
        return "refused", err.code
    except Exception as exc:   # noqa: BLE001
        return "crash", f"{type(exc).__name__}: {exc}"
    try:
        got = (session.game_id, list(session.lines))
        if session.notice:
            return "said", ""
        if got == expected:
            return "same", ""
        return "silent", f"resumed {got[0]} with {len(got[1])} lines, no word"
    finally:
        session.journal.close()


def campaign(flips: int | None, seed: int, seconds: float | None = None,
             every_byte: bool = False) -> tuple[Counter, list[str]]:
    """Flips `flips` random bits (None: every bit of every byte, or one random bit of every byte),
    within `seconds` if given."""
    logging.disable(logging.CRITICAL)
    counts: Counter = Counter()
    failures: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path, expected = build(folder)
        original = path.read_bytes()
        work = folder / "work"
        work.mkdir()
        rng = random.Random(seed)
        if every_byte:
            plan = [(pos, rng.randrange(8)) for pos in range(len(original))]
        elif flips is None:
            plan = [(pos, bit) for pos in range(len(original)) for bit in range(8)]
        else:
            plan = [(rng.randrange(len(original)), rng.randrange(8)) for _ in range(flips)]
        deadline = time.monotonic() + seconds if seconds else None
        for position, bit in plan:
            if deadline is not None and time.monotonic() > deadline:
                break
            outcome, detail = attempt(original, position, bit, work, expected)
            counts[outcome] += 1
            if outcome in FAILURES:
                failures.append(f"byte {position} bit {bit}: {outcome} {detail}")
        shutil.rmtree(work, ignore_errors=True)
    logging.disable(logging.NOTSET)
    return counts, failures


def checks(commands: int, runs: int = 15) -> dict[str, float]:
    """Milliseconds (medians) of the checks on open for a journal of one `commands`-command game."""
    import sqlite3
    import statistics
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "journal.sqlite"
        journal = Journal(path)
        game = journal.new_game(NEW)
        journal._conn.execute("PRAGMA synchronous = OFF")   # building it, not measuring it
        for i in range(commands):
            journal.append(game, "evil siege") if i % 2 == 0 else journal.append_undo(game)
        journal.close()
        uri = path.resolve().as_uri() + "?mode=ro&immutable=1"
        times: dict[str, list[float]] = {"quick_check": [], "integrity_check": [], "open + lines": []}
        for _ in range(runs):
            for pragma in ("quick_check", "integrity_check"):
                conn = sqlite3.connect(uri, uri=True)
                start = time.perf_counter()
                conn.execute(f"PRAGMA {pragma}").fetchall()
                times[pragma].append(time.perf_counter() - start)
                conn.close()
            start = time.perf_counter()
            with Journal(path) as journal:
                journal.lines(game)
            times["open + lines"].append(time.perf_counter() - start)
        result = {name: statistics.median(values) * 1000 for name, values in times.items()}
        result["kilobytes"] = path.stat().st_size / 1024
        return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--flips", type=int, default=2000, help="random bits to flip (default 2000)")
    parser.add_argument("--every", action="store_true", help="flip every bit of every byte, one at a time")
    parser.add_argument("--every-byte", action="store_true", help="flip one random bit of every byte, one at a time")
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--checks", type=int, metavar="N", help="time the checks on open for N commands instead")
    args = parser.parse_args()
    if args.checks:
        figures = checks(args.checks)
        print(f"{args.checks} commands, {figures.pop('kilobytes'):.0f} KB; medians of 15:")
        for name, ms in figures.items():
            print(f"  {name:16} {ms:.2f} ms")
        return 0
    start = time.monotonic()
    counts, failures = campaign(None if args.every or args.every_byte else args.flips, args.seed,
                                every_byte=args.every_byte)
    tried = sum(counts.values())
    print(f"damaged journals tried: {tried}")
    for outcome in ("same", "said", "refused", *FAILURES):
        print(f"  {outcome:8} {counts[outcome]}")
    print(f"crashes {counts['crash']}, silent losses {counts['silent']}; {time.monotonic() - start:.0f} s")
    for failure in failures[:20]:
        print("  ", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
