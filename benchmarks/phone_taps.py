"""Taps per ordinary turn on the phone (issue 33), Shadows (a turn with a card played) and the tournament.

Random games (Shadows and the tournament played by the box's menus: tests/test_menu_homes.py's walk); for
each line of a turn, the fewest taps that send it from the deciding seat's phone, found by a breadth-first
search over the levels the phone is shown (box/seat_menu.py `level`, within the seat's rights, as the page
asks them): a level opened is a tap, a line sent is a tap, a multiple choice is a tap a tick and one to
confirm. A line no phone may send (a black card drawn: its scan at the box) is counted as the box's. Beside
it, the box's own presses and scans for the same lines (benchmarks/presses.py `fewest`).

    python benchmarks/phone_taps.py [GAMES [MOST-TURNS]]
"""
from __future__ import annotations

import itertools
import statistics
import sys
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from companion.box import seat_menu  # noqa: E402
from companion.core import menu_walk, registry  # noqa: E402
from companion.core.i18n import Catalog  # noqa: E402
from companion.core.table import TableContext  # noqa: E402
from companion.journal.session import Session  # noqa: E402
from benchmarks.presses import fewest  # noqa: E402

DEPTH = 6               # menu levels searched (the phone's own limit is menu_walk.PATH_LONGEST)
TICKS_MOST = 3          # items ticked at most on one multiple choice


def taps(front, state: dict, seat: str, kind: str, line: str) -> int | None:
    """The fewest taps on `seat`'s phone that send `line` on `state` (None: not from this phone)."""
    todo, seen = deque([[]]), 0
    while todo and seen < 400:
        path = todo.popleft()
        seen += 1
        try:
            found = seat_menu.level(front, state, path, None, seat, kind)
        except menu_walk.NoSuchChoice:
            continue
        ticks = [option["index"] for option in found["options"] if option.get("tick")]
        for option in found["options"]:
            if option.get("line") == line or line in (option.get("lines") or ()):
                return len(path) + 1
            if option.get("opens") and len(path) + 1 < DEPTH:
                todo.append(path + [option["index"]])
        for n in range(1, TICKS_MOST + 1) if ticks else ():
            for chosen in itertools.combinations_with_replacement(ticks, n):
                try:
                    if menu_walk.lines_at(front, state, path + [menu_walk.ticks(chosen)])[:1] == [line]:
                        return len(path) + n + 1
                except menu_walk.NoSuchChoice:
                    continue
    return None


def ordinary(kind: str, lines: list[str]) -> bool:
    """Shadows: the evil, one heroic action with cards (a card laid on a quest, a siege engine fought and its
    die, a special card) and the end; the tournament: cards laid (and the colour), then the end."""
    verbs = [line.split()[0] for line in lines]
    if kind == "shadows":
        cards = sum(verb in ("play", "siege", "special") for verb in verbs)
        return set(verbs) <= {"evil", "black", "choose", "play", "siege", "roll", "special", "end"} and cards == 1 \
            and verbs[0] == "evil" and verbs[-1] == "end"
    return verbs[-1:] == ["end"] and set(verbs) <= {"colour", "pass", "play", "end"} and "play" in verbs


def measure(kind: str, games: list[list[str]], most: int) -> tuple[list[int], list[int], list[int]]:
    """Per ordinary turn: the taps on the phone, the box's inputs left beside them, the box's inputs alone."""
    cat = Catalog.load("fr", kind)
    phone, beside, alone = [], [], []
    for lines in games:
        session = Session.in_memory()
        before, outcome = session.state(), session.submit(lines[0])

        def make():
            return registry.table(kind).frontend(cat, TableContext.seeded(1, engine=lambda: session.game))
        turn: list[tuple[int | None, int | None, int | None]] = []
        said: list[str] = []
        for line in lines[1:]:
            state = session.state()
            starts = line.startswith(("evil", "steal")) if kind == "shadows" else \
                bool(said) and said[-1].split()[0] in ("end", "withdraw", "pass")
            if starts and said and ordinary(kind, said) and all(cost is not None for _, _, cost in turn):
                tapped = [t for t, _, _ in turn]
                boxed = [b if t is None else 0 for t, b, _ in turn]
                if all(b is not None for b in boxed):
                    phone.append(sum(t or 0 for t in tapped))
                    beside.append(sum(boxed))
                    alone.append(sum(c for _, _, c in turn))
                if len(phone) >= most:
                    return phone, beside, alone
            if starts:
                turn, said = [], []
            seat = seat_menu.deciding(kind, state)
            box = fewest(make, before, state, outcome, line)
            tapped = taps(make(), state, seat, kind, line) if seat else None
            turn.append((tapped, box, box))
            said.append(line)
            before, outcome = state, session.submit(line)
    return phone, beside, alone


def games_of(kind: str, n: int) -> list[list[str]]:
    """Random games played by the box's menus (tests/test_menu_homes.py)."""
    from homes_from_outside import shadows_or_tournament
    return [shadows_or_tournament(kind, seed, 70 if kind == "shadows" else 60) for seed in range(n)]


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    most = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    for kind in ("shadows", "tournament"):
        phone, beside, alone = measure(kind, games_of(kind, n), most)
        if not phone:
            print(f"{kind}: no ordinary turn met")
            continue
        print(f"{kind}: {len(phone)} ordinary turns: on the phone, median {statistics.median(phone)} taps "
              f"(max {max(phone)}) and {statistics.median(beside)} inputs left at the box; the box alone, "
              f"median {statistics.median(alone)} presses and scans (max {max(alone)})")
