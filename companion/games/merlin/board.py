"""The printed board of one edition of Merlin as data: the action track, the ring of provinces, the
flags' abilities and the two Domain borders (merlin-material.md), validated when loaded.

The rulebook's text gives the counts, not the order: the shipped file `data/board-provisional.json`
is the contract's provisional board (every [not in FR] fact marked so). A table that checked its
printed board (`camelot board --game merlin`) gives another file or dict to `load_board`.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from companion.core.errors import CompanionError

TRACK_LENGTH = 24
PROVINCE_COUNT = 6
COLOURS = ("black", "grey", "blue", "orange", "purple", "brown")   # the protocol's province slugs
DRAGON = "black"                 # « la province du Dragon (noire) »: Merlin's start, the first scored
ABILITIES = ("repel", "quests", "reverse", "flip", "other", "mirror")
# Rulebook, « Les différentes actions de la piste d'actions »: how many spaces of each kind.
KIND_COUNTS = {
    "vp-shields": 1, "vp-flags": 1, "vp-materials": 1, "vp-influence": 1,
    "influence-shield": 1, "influence-flag": 1, "influence-material": 1, "influence-servant": 1,
    "move-servant": 1, "exchange": 2, "quests": 2, "excalibur": 1, "grail": 1, "build": 3,
}
BORDER_POSITIONS = 6
PROVISIONAL_FILE = "data/board-provisional.json"


@dataclass(frozen=True)
class Board:
    """One edition's printed board (every field checked by `load_board`)."""

    name: str
    provinces: tuple[str, ...]            # clockwise from the Dragon's (black)
    track: tuple[str, ...]                # 24 space kinds, index 0 the Dragon's province space
    flags: dict[str, str]                 # flag colour -> ability
    upper: tuple[str, ...]                # material colour at border positions 1-6 (next to row a)
    lower: tuple[str, ...]                # the same next to the last row
    provisional: bool = True
    notes: dict = field(default_factory=dict, compare=False)

    def flag_of(self, ability: str) -> str:
        """The flag colour that carries an ability."""
        return next(colour for colour, a in self.flags.items() if a == ability)

    def kind(self, index: int) -> str:
        """The kind of the space at a track index (taken mod 24)."""
        return self.track[index % TRACK_LENGTH]

    def province_space(self, colour: str) -> int:
        """The track index of a province's space."""
        return self.track.index(f"province-{colour}")

    def neighbours(self, colour: str) -> tuple[str, str]:
        """The two provinces next to one on the ring (counter-clockwise, clockwise)."""
        i = self.provinces.index(colour)
        return self.provinces[i - 1], self.provinces[(i + 1) % PROVINCE_COUNT]

    def as_dict(self) -> dict:
        """The board as the data `load_board` reads (what a checked board is saved as)."""
        return {"name": self.name, "provisional": self.provisional, "notes": dict(self.notes),
                "provinces": list(self.provinces), "track": list(self.track), "flags": dict(self.flags),
                "borders": {"upper": list(self.upper), "lower": list(self.lower)}}


def _bad(message: str) -> CompanionError:
    return CompanionError("bad-board", f"board data: {message}")


def _list(raw: dict, key: str, length: int) -> list:
    value = raw.get(key)
    if not isinstance(value, list) or len(value) != length or not all(isinstance(v, str) for v in value):
        raise _bad(f"'{key}' must be a list of {length} words")
    return value


def _validate_track(track: list[str], provinces: list[str]) -> None:
    wanted = Counter(KIND_COUNTS) + Counter(f"province-{c}" for c in provinces)
    found = Counter(track)
    for kind in sorted(set(found) | set(wanted)):
        if found[kind] != wanted[kind]:
            raise _bad(f"the track holds {found[kind]} space(s) '{kind}', the rulebook {wanted[kind]}")
    if track[0] != f"province-{DRAGON}":
        raise _bad("space 0 must be the Dragon's (black) province space: Merlin starts there")


def load_board(source: str | Path | dict | None = None) -> Board:
    """A board from a JSON file path or a dict (the provisional board when None); CompanionError
    `bad-board` with a plain message when the data does not fit the rulebook."""
    if source is None:
        text = resources.files(__package__).joinpath(PROVISIONAL_FILE).read_text("utf-8")
        raw = json.loads(text)
    elif isinstance(source, dict):
        raw = source
    else:
        try:
            raw = json.loads(Path(source).read_text("utf-8"))
        except (OSError, ValueError) as exc:
            raise _bad(f"cannot read {source}: {exc}") from None
    if not isinstance(raw, dict):
        raise _bad("the board is a JSON object")
    provinces = _list(raw, "provinces", PROVINCE_COUNT)
    if sorted(provinces) != sorted(COLOURS) or provinces[0] != DRAGON:
        raise _bad(f"the six provinces ({', '.join(COLOURS)}) once each, the Dragon's ('{DRAGON}') first")
    track = _list(raw, "track", TRACK_LENGTH)
    _validate_track(track, provinces)
    flags = raw.get("flags")
    if not isinstance(flags, dict) or sorted(flags) != sorted(provinces):
        raise _bad("'flags' gives one ability for each province colour")
    if sorted(flags.values()) != sorted(ABILITIES):
        raise _bad(f"each flag ability once: {', '.join(ABILITIES)}")
    borders = raw.get("borders")
    if not isinstance(borders, dict):
        raise _bad("'borders' holds 'upper' and 'lower'")
    upper = _list(borders, "upper", BORDER_POSITIONS)
    lower = _list(borders, "lower", BORDER_POSITIONS)
    for colour in upper + lower:
        if colour not in provinces:
            raise _bad(f"'{colour}' on a border is not a province's material")
    notes = raw.get("notes") or {}
    return Board(name=str(raw.get("name", "board")), provinces=tuple(provinces), track=tuple(track),
                 flags=dict(flags), upper=tuple(upper), lower=tuple(lower),
                 provisional=bool(raw.get("provisional", False)), notes=dict(notes) if isinstance(notes, dict) else {})


_PROVISIONAL: Board | None = None
_IN_USE: Board | None = None


def provisional() -> Board:
    """The contract's provisional board (loaded once)."""
    global _PROVISIONAL
    if _PROVISIONAL is None:
        _PROVISIONAL = load_board(None)
    return _PROVISIONAL


def use(board: Board | None) -> None:
    """The board `start` takes when given none: the box's checked board (`camelot board --game merlin`),
    set once at start-up from its stored file; None goes back to the provisional board."""
    global _IN_USE
    _IN_USE = board


def in_use() -> Board:
    """The board a new or replayed game is played on when none is given."""
    return _IN_USE or provisional()
