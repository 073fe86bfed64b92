"""Merlin as the tests drive it: through the shared Session and replay (no second replayer)."""
from __future__ import annotations

import random

from companion.core.errors import CompanionError
from companion.journal.session import Session, replay_lines

COLOURS = ("black", "grey", "blue", "orange", "purple", "brown")


def rebuild(lines: list[str]):
    """The game after its accepted lines (the first is `new merlin …`)."""
    return replay_lines(lines, "merlin")


class Table:
    """One game fed line by line through a Session; a refusal raises, as the engine does."""

    def __init__(self) -> None:
        self.session = Session.in_memory()

    @property
    def game(self):
        return self.session.game

    @property
    def lines(self) -> list[str]:
        return self.session.lines

    def submit(self, text: str | bytes) -> list:
        outcome = self.session.submit(text)
        if not outcome.accepted:
            raise CompanionError(outcome.code, outcome.message)
        return list(outcome.events)

    def state(self) -> dict:
        return self.session.game.public_state() if self.session.game else self.session.state()


def a_domain(players: int, rng: random.Random) -> str:
    """A Domain as the rulebook lays it: shuffled tiles, 4 rows with 4 players, 3 with 2-3."""
    plain, towers = (5, 3) if players == 4 else (4, 2)
    tiles = [t for letter in "mwl" for t in letter * plain + letter.upper() * towers]
    rng.shuffle(tiles)
    return "domain " + " ".join("".join(tiles[i:i + 6]) for i in range(0, len(tiles), 6))


def a_roll(seat: str, rng: random.Random) -> str:
    """A roll without a triple (the rulebook's players roll again)."""
    while True:
        values = [rng.randint(1, 6) for _ in range(4)]
        if max(values.count(v) for v in values) < 3:
            return f"roll {seat} " + " ".join(map(str, values))


def some_traitors(seat: str, state: dict, rng: random.Random) -> str:
    """Three traitors the piles can give, one by one (the discard becomes the piles when they run out)."""
    pile = dict(state["traitor_colours"]["pile"])
    discard = dict(state["traitor_colours"]["discard"])
    taken = []
    for _ in range(3):
        if not sum(pile.values()):
            pile, discard = {c: pile[c] + discard[c] for c in pile}, {c: 0 for c in discard}
        colour = rng.choice([c for c, n in pile.items() if n])
        pile[colour] -= 1
        taken.append(colour)
    return f"traitors {seat} " + " ".join(taken)


def entry_lines(state: dict, rng: random.Random) -> list[str]:
    """The setup and preparation lines due now (valid ones), from `waiting`."""
    waiting = state["waiting"]
    lines = []
    if waiting.get("domain"):
        lines.append(a_domain(len(state["seats"]), rng))
    for seat in waiting.get("start", []):
        lines.append(f"start {seat} " + " ".join(rng.choice(COLOURS) for _ in range(4)))
    for seat in waiting.get("traitors", []):
        lines.append(some_traitors(seat, state, rng))
    for seat in waiting.get("roll", []):
        lines.append(a_roll(seat, rng))
    return lines
