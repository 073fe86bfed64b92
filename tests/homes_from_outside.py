"""Whether each option keeps its home, read from outside: random games fed to `camelot feed --lang fr`,
every answer's `options` (the whole tree) collected; an option (its menu, the labels chosen to reach
it, then its own label) seen twice or more counts as moved when its key or page changed in that game.

    python tests/homes_from_outside.py [games-per-kind]          (prints, per game kind, moved / seen)

The games are random lines the engine accepts (Shadows and the tournament by their menus' walk, Merlin
by the engine's `legal_lines`), generated once and fed whole to a fresh `feed` process each.
"""
from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]


def shadows_or_tournament(kind: str, seed: int, moves: int) -> list[str]:
    """A random game played by the menus (tests/test_menu_homes.py's walk), its lines."""
    from test_menu_homes import play_by_menus
    game = play_by_menus(kind, seed, moves)
    while True:
        try:
            next(game)
        except StopIteration as done:
            return done.value


def merlin(seed: int, moves: int) -> list[str]:
    """A random Merlin game by the engine's legal lines (its entries by the test's choices), its lines."""
    from companion.journal.session import Session
    from tests.merlin.table import entry_lines
    rng = random.Random(seed)
    session = Session.in_memory()
    session.submit(f"new merlin {rng.choice((3, 4))}")
    sent = [f"new merlin {len(session.state()['seats'])}"]
    for _ in range(moves):
        state = session.state()
        if state["over"]:
            break
        if state["phase"] in ("setup", "prepare"):
            choices = entry_lines(state, rng)
        else:
            choices = [line for line in session.game.legal_lines() if line != "abandon"]
        for line in rng.sample(choices, len(choices)):
            if session.submit(line).accepted:
                sent.append(line)
                break
        else:
            break
    return sent


def options_of(lines: list[str]) -> list[list[dict]]:
    run = subprocess.run([sys.executable, "-m", "companion.cli", "feed", "--memory", "--lang", "fr"],
                         input="\n".join(lines) + "\n", capture_output=True, text=True, cwd=ROOT, check=True)
    return [json.loads(line).get("options", []) for line in run.stdout.splitlines()]


def homes(options: list[dict], trail=(), out=None) -> dict:
    """(the labels leading to an option, its label) -> (key, page), for the whole tree."""
    out = {} if out is None else out
    for entry in options:
        out.setdefault(trail + (entry["label"],), set()).add((entry["key"], entry["page"]))
        homes(entry.get("options") or (), trail + (entry["label"],), out)
    return out


def measure(games: dict[str, list[list[str]]]) -> dict[str, tuple[int, int]]:
    found = {}
    for kind, plays in games.items():
        moved = seen = 0
        for lines in plays:
            count: dict = {}
            where: dict = {}
            for options in options_of(lines):
                for name, places in homes(options).items():
                    count[name] = count.get(name, 0) + 1
                    where.setdefault(name, set()).update(places)
            twice = [name for name, n in count.items() if n >= 2]
            seen += len(twice)
            moved += sum(1 for name in twice if len(where[name]) > 1)
        found[kind] = (moved, seen)
    return found


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    cache = Path(sys.argv[2]) if len(sys.argv) > 2 else None
    if cache and cache.exists():
        games = json.loads(cache.read_text())
    else:
        games = {"shadows": [shadows_or_tournament("shadows", s, 70) for s in range(n)],
                 "tournament": [shadows_or_tournament("tournament", s, 50) for s in range(n)],
                 "merlin": [merlin(s, 400) for s in range(n)]}
        if cache:
            cache.write_text(json.dumps(games))
    for kind, (moved, seen) in measure(games).items():
        print(f"{kind}: {moved} of {seen} options seen twice or more changed key or page")
