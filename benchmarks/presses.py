"""Presses and scans per ordinary turn (issue 26), counted through the front end as a table would play.

The turns are those of random games (Shadows and Merlin; generated once by tests/homes_from_outside.py
into a JSON file, or given): for each line of a turn, the fewest inputs (A, B, C, OK, a scan of a card
the line names) that make the box's front end send it, found by a breadth-first search over real
presses on a fresh front end showing the state and the last answer, as the box shows it. A turn costs
the sum over its lines (a line and the next counted once where one input sends both: a black card
scanned on the evil menu draws it); the medians are printed (Shadows: a knight's turn, evil to end; Merlin: a turn
of the play phase, its die to `end`; and a Merlin turn whose die lands on a province space).

    python benchmarks/presses.py GAMES.json [MOST-TURNS [MORE-SHADOWS-GAMES]]

Shadows is also counted as a table that reads every message covering the menu before it answers.
"""
from __future__ import annotations

import json
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion.core.table import TableContext
from companion.core import registry  # noqa: E402
from companion.core.i18n import Catalog  # noqa: E402
from companion.journal.session import Session  # noqa: E402

# BACK closes what covers the menu (a message, the setup guide) and never sends a line on one press (issue 32).
BUTTONS = ("A", "B", "C", "OK", "BACK")


def fewest(make, before, state, outcome, line: str, limit: int = 8, read: bool = False,
           then: str | None = None) -> int | None:
    """The fewest inputs that send `line` from what the box shows now (None beyond `limit`); `read`: as a
    table that reads what just happened first (no letter while a message covers the menu, no scan either);
    `then`: the inputs that send `line` and `then` together (a black card scanned on the evil menu)."""
    cards = set(make().cards())
    named = line.split()[1:] + (then.split()[1:] if then else [])
    scans = [f"card:{w}" for w in dict.fromkeys(named) if w in cards]
    wanted = [line, then] if then else [line]
    todo, seen = [()], set()
    while todo:
        seq = todo.pop(0)
        frontend = make()
        frontend.view(before)              # what the box showed before the last line (its narration compares)
        frontend.view(state, outcome)
        sent: list[str] = []
        for key in seq:
            sent = frontend.on_card(key[5:], state) if key.startswith("card:") else frontend.on_button(key, False, state)
            if sent:
                break
            frontend.view(state)
        if sent:
            if (sent[-2:] == wanted) if then else (sent[-1] == line or line in sent):
                return len(seq)
            continue
        view = frontend.view(state)
        step = frontend._current()
        mark = (view.prompt, view.menu, view.page, view.ok, view.message, step.page, tuple(step.chosen))
        if mark in seen or len(seq) >= limit:
            continue
        seen.add(mark)
        keys = ("OK",) if read and view.cover else (*scans, *BUTTONS)
        todo += [seq + (key,) for key in keys]
    return None


def ordinary(kind: str, lines: list[str]) -> bool:
    """An ordinary turn: Shadows, the evil (a black card and its question, a siege engine or a life point),
    one heroic action (a move, a draw, one card played) and the end; Merlin, a plain die move (no apple, no
    flag), at most the space's action, and the end."""
    verbs = [line.split()[0] for line in lines]
    if kind == "shadows":
        return set(verbs) <= {"evil", "black", "choose", "move", "draw", "play", "end"} and \
            sum(v in ("move", "draw", "play") for v in verbs) == 1 and verbs[-1] == "end"
    words = lines[0].split() if lines else []
    plain = words[:1] == ["move"] and "apple" not in words and "flip" not in words and \
        (words[1] == "merlin" or "ccw" not in words)
    return plain and len(lines) <= 3 and verbs[-1] == "end" and \
        not {"repel", "staff", "mirror", "other", "quest", "score"} & set(verbs)


def measure(kind: str, games: list[list[str]], most: int, read: bool = False) -> tuple[list[int], list[int]]:
    """Each turn's cost (the sum of its lines' fewest inputs, counted on the live game before each line)."""
    cat = Catalog.load("fr", kind)
    rules = registry.load(kind)
    costs, province = [], []
    for lines in games:
        session = Session.in_memory()
        before = session.state()
        outcome = session.submit(lines[0])

        def make():
            return registry.table(kind).frontend(cat, TableContext.seeded(1, engine=lambda: session.game))
        turn: list[tuple[int | None, int | None]] = []
        said: list[str] = []
        landed = None
        cards = set(make().cards())
        for at, line in enumerate(lines[1:], 1):
            state = session.state()
            if len(costs) >= most:
                return costs, province
            starts = line.startswith(("evil", "steal")) if kind == "shadows" else False
            if starts and total(turn) is not None and ordinary(kind, said):
                costs.append(total(turn))
            if starts:
                turn, said = [], []
            counted = kind == "shadows" or state.get("phase") == "play"
            if counted:
                # A line and the next together where one scan may send both (the evil's card drawn).
                after = lines[at + 1] if at + 1 < len(lines) else None
                both = fewest(make, before, state, outcome, line, read=read, then=after) \
                    if after and cards & set(after.split()[1:]) else None
                turn.append((fewest(make, before, state, outcome, line, read=read), both))
                said.append(line)
            before = state
            outcome = session.submit(line)
            if kind == "merlin" and line.startswith("move"):
                landed = (session.state().get("turn") or {}).get("kind")
            if kind == "merlin" and line == "end":
                if total(turn) is not None and ordinary(kind, said):
                    costs.append(total(turn))
                    if (landed or "").startswith("province"):
                        province.append(total(turn))
                turn, said = [], []
    return costs, province


def total(turn: list[tuple[int | None, int | None]]) -> int | None:
    """A turn's fewest inputs: each line alone, or with the next where one input sends both (None: unreachable)."""
    if not turn:
        return None
    best: list[int | None] = [0] + [None] * len(turn)
    for i, (alone, both) in enumerate(turn):
        if best[i] is None:
            continue
        for j, cost in ((i + 1, alone), (i + 2, both)):
            if cost is not None and j <= len(turn) and (best[j] is None or best[i] + cost < best[j]):
                best[j] = best[i] + cost
    return best[-1]


def shadows_games(seeds: int, moves: int = 70) -> list[list[str]]:
    """Random Shadows games played by the menus (tests/test_menu_homes.py's walk), for more ordinary turns."""
    sys.path.insert(0, str(ROOT / "tests"))
    from homes_from_outside import shadows_or_tournament
    return [shadows_or_tournament("shadows", seed, moves) for seed in range(seeds)]


if __name__ == "__main__":
    games = json.loads(Path(sys.argv[1]).read_text())
    most = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    extra = int(sys.argv[3]) if len(sys.argv) > 3 else 0      # Shadows: more random games, by the menus
    if extra:
        games["shadows"] = games["shadows"] + shadows_games(extra)
    for kind in ("shadows", "merlin"):
        if not games.get(kind):
            continue        # a file of one game's turns measures that game alone
        costs, province = measure(kind, games[kind], most)
        print(f"{kind}: median {statistics.median(costs)} presses and scans per ordinary turn "
              f"({len(costs)} turns, max {max(costs)})")
        if province:
            print(f"{kind} province space: median {statistics.median(province)} ({len(province)} turns)")
        if kind == "shadows":
            # A table that reads every message covering the menu before it presses a letter or scans.
            read, _ = measure(kind, games[kind], most, read=True)
            print(f"{kind}, reading what just happened first: median {statistics.median(read)} "
                  f"({len(read)} turns, max {max(read)})")
