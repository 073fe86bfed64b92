"""The box's dice, for every game: drawn from the game's journaled seed, never from a clock.

The rules never roll: a roll arrives as a line (`roll 5`). When the box rolls for the table, the value is
a hash of the game's seed (journaled with the game) and a key that names the roll (its index in the game,
or the round and the seat): undoing a roll and rolling again gives the same value, and so do a resume
and a replay (boardgame.io keeps its seeded randomness in the core the same way).
"""
from __future__ import annotations

from typing import Callable


def draw(seed: int, key: str) -> int:
    """A 64-bit number for `key` in the game seeded `seed` (the same every time)."""
    import hashlib   # on the first roll, not at start-up: hashlib loads OpenSSL, which a replay never needs
    return int.from_bytes(hashlib.blake2b(f"{seed}:{key}".encode(), digest_size=8).digest(), "big")


class Dice:
    """The dice of the game in progress: `seed()` gives its journaled seed (None: no game, no roll)."""

    def __init__(self, seed: Callable[[], int | None] = lambda: None, lines: Callable[[], list[str]] = list):
        self._seed = seed
        self._lines = lines      # the game's journaled lines: a roll's default key is its index among them

    @property
    def ready(self) -> bool:
        """Whether a game's seed is known (the box can roll)."""
        return self._seed() is not None

    def number(self, key: str) -> int:
        """The 64-bit number behind the roll named `key` (a game cuts it into several dice)."""
        seed = self._seed()
        if seed is None:
            raise LookupError("no game in progress: the box has no seed to roll with")
        return draw(seed, key)

    def roll(self, sides: int, key: str | None = None) -> int:
        """One die of `sides` faces for the roll named `key` (by default the game's next `roll` line): 1…sides."""
        if key is None:
            key = str(sum(1 for line in self._lines() if line.split(" ", 1)[0] == "roll"))
        return 1 + self.number(key) % sides

    @classmethod
    def seeded(cls, seed: int) -> "Dice":
        """Dice with a fixed seed and no history (a front end tried without a game: tests, previews)."""
        return cls(lambda: seed)
