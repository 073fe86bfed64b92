"""The quests' boards: what lies on each, which plays are legal, when each ends (GLQ pp 3-10).

These objects hold cards and counters only; the consequences of a quest's end (swords,
life, relics, siege engines) are applied by game.py, which knows the knights.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from companion.core.errors import CompanionError

GRAIL_SPACES = 7          # GLQ p 8: seven spaces on the Grail board
EXCALIBUR_BANK = 5        # five steps each way from the middle
WAR_WARRIORS = 4          # a fourth warrior loses the war (GLQ p 9)


@dataclass
class BlackCard:
    """A black combat card lying on a quest; `value` is secret while face down."""

    slug: str
    value: int
    face_up: bool


@dataclass
class CombatQuest:
    """Black Knight, Lancelot or Dragon: a combination of fight cards against black cards (p 14)."""

    name: str
    white_slots: int
    black_slots: int
    groups: int               # distinct values allowed (two pairs: 2, full house: 2, three of a kind x3: 3)
    group_size: tuple[int, ...]
    status: str = "active"    # active | won | lost | waiting (the Dragon before Lancelot ends)
    white: list[int] = field(default_factory=list)
    black: list[BlackCard] = field(default_factory=list)
    won: int = 0
    lost: int = 0

    def check_play(self, value: int) -> None:
        """Refuse a fight card that breaks the quest's combination (p 14)."""
        counts = sorted(Counter(self.white + [value]).values(), reverse=True)
        if len(counts) > self.groups or any(c > s for c, s in zip(counts, self.group_size)):
            raise CompanionError(
                "breaks-combination",
                f"a {value} cannot complete {COMBINATION_TEXT[self.name]} with {sorted(self.white)} already there (p 14)",
            )

    @property
    def white_full(self) -> bool:
        return len(self.white) >= self.white_slots

    @property
    def black_full(self) -> bool:
        return len(self.black) >= self.black_slots

    def black_sum(self) -> int:
        """The black side's total: only told once the quest resolves (p 14)."""
        return sum(c.value for c in self.black)

    def clear(self) -> list[BlackCard]:
        """Take every card off the board; return the black cards for the discard."""
        gone, self.black, self.white = self.black, [], []
        return gone

    def public(self) -> dict:
        out = {"white": list(self.white), "black": len(self.black),
               "black_up": [c.value for c in self.black if c.face_up]}
        if self.name == "black-knight":
            out.update(won=self.won, lost=self.lost)
        else:
            out["status"] = self.status
        return out


COMBINATION_TEXT = {
    "black-knight": "two pairs of different values",
    "lancelot": "a full house (three of one value, two of another)",
    "dragon": "three three-of-a-kinds of different values",
}


def black_knight() -> CombatQuest:
    """GLQ p 5: two pairs of different values against 4 black cards; permanent, solo."""
    return CombatQuest("black-knight", 4, 4, 2, (2, 2))


def lancelot() -> CombatQuest:
    """GLQ p 6: a full house against 5 black cards; solo; then the board turns to the Dragon."""
    return CombatQuest("lancelot", 5, 5, 2, (3, 2))


def dragon() -> CombatQuest:
    """GLQ p 6: three three-of-a-kinds of different values against 5; group."""
    return CombatQuest("dragon", 9, 5, 3, (3, 3, 3), status="waiting")


@dataclass
class Excalibur:
    """GLQ p 7: the sword moves one step per card, +5 reaches the Knights, -5 oblivion."""

    status: str = "active"
    position: int = 0

    def step(self, delta: int) -> str | None:
        """Move the sword; return 'won' or 'lost' when it reaches a bank."""
        self.position += delta
        if self.position >= EXCALIBUR_BANK:
            return "won"
        if self.position <= -EXCALIBUR_BANK:
            return "lost"
        return None

    def public(self) -> dict:
        return {"status": self.status, "position": self.position}


@dataclass
class Grail:
    """GLQ p 8, p 15 and annexe 2: grail cards from the Grail end, despair from the far end."""

    status: str = "active"
    grail: int = 0
    dark: list[str] = field(default_factory=list)   # despair / desolation, in the order laid
    dark_forest: bool = False

    @property
    def despair(self) -> int:
        return len(self.dark)

    @property
    def full(self) -> bool:
        return self.grail + self.despair >= GRAIL_SPACES

    def lay_grail(self) -> tuple[str, str | None]:
        """A grail card: ('won'|None, the black card it cancels on a full board or None)."""
        if self.full:
            # A grail on a full board cancels the despair nearest the Grail, i.e. the last laid.
            return None, self.dark.pop()
        self.grail += 1
        return ("won" if self.grail >= GRAIL_SPACES else None), None

    def lay_dark(self, slug: str) -> tuple[str | None, bool]:
        """A despair or desolation: ('lost'|None, whether it was laid rather than discarded)."""
        if self.full:
            # Annexe 2: on a full board it is discarded with the grail farthest from the Grail.
            self.grail -= 1
            return None, False
        self.dark.append(slug)
        return ("lost" if self.despair >= GRAIL_SPACES else None), True

    def public(self) -> dict:
        if self.status != "active":
            return {"status": self.status, "grail": 0, "despair": 0, "desolation": 0, "dark_forest": False}
        # `despair` counts every black card on the Grail (the protocol's), `desolation` those of them that
        # are Désolation, so an undo names the exact cards it gives back.
        return {"status": self.status, "grail": self.grail, "despair": self.despair,
                "desolation": self.dark.count("desolation"), "dark_forest": self.dark_forest}


@dataclass
class War:
    """GLQ p 9: fight cards 1 to 5 in order against 4 warriors; Mordred asks for a second 5."""

    name: str
    white: list[int] = field(default_factory=list)
    warriors: int = 0
    mordred: bool = False
    won: int = 0
    lost: int = 0

    def next_value(self) -> int:
        return 5 if len(self.white) >= 5 else len(self.white) + 1

    def check_play(self, value: int) -> None:
        """Refuse a fight card out of sequence (p 15)."""
        want = self.next_value()
        if value != want:
            raise CompanionError(
                "breaks-sequence",
                f"the war against the {self.name} needs a {want} next: the cards go 1, 2, 3, 4, 5 in order (p 15)",
            )

    def is_complete(self) -> bool:
        return len(self.white) >= (6 if self.mordred else 5)

    def clear(self) -> None:
        self.white, self.warriors, self.mordred = [], 0, False

    def public(self) -> dict:
        return {"white": list(self.white), "warriors": self.warriors, "mordred": self.mordred,
                "won": self.won, "lost": self.lost}
