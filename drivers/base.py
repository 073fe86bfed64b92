"""What every driver emits, and the three small interfaces the engine talks to.

Drivers run on their own threads (or on gpiozero's) and never touch game state: they only
call `put(event)`, where `put` is the `put` method of the one queue the engine thread
reads. Keeping callbacks down to a single `put` is what makes a slow disk, a busy SPI bus
or a hung screen unable to stall the buttons.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Protocol, Union

from PIL import Image

BUTTON_NAMES = ("A", "B", "C", "OK", "BACK")

_UID = re.compile(r"(?:[0-9A-F]{2})+")


@dataclass(frozen=True)
class ButtonPress:
    """A push button was pressed; `held` is True for each repeat while BACK stays down."""

    name: str
    held: bool = False

    def __post_init__(self):
        if self.name not in BUTTON_NAMES:
            raise ValueError(f"no button called {self.name!r}")


@dataclass(frozen=True)
class TagSeen:
    """A card's tag arrived on the reader (uppercase hex, no separators)."""

    uid: str

    def __post_init__(self):
        _check_uid(self.uid)


@dataclass(frozen=True)
class TagGone:
    """The card that was resting on the reader was taken away."""

    uid: str

    def __post_init__(self):
        _check_uid(self.uid)


@dataclass(frozen=True)
class PartTrouble:
    """A part stopped working; `message` says so in plain words a player can act on."""

    part: str
    message: str


Event = Union[ButtonPress, TagSeen, TagGone, PartTrouble]
Put = Callable[[Event], None]


def normalize_uid(text: str) -> str:
    """Turn '04:a1:b2:c3' or '04 A1 B2 C3' into '04A1B2C3'; raise ValueError on anything else."""
    uid = re.sub(r"[\s:\-]", "", text).upper()
    _check_uid(uid)
    return uid


def _check_uid(uid: str) -> None:
    if not _UID.fullmatch(uid):
        raise ValueError(f"not a tag UID (uppercase hex bytes, no separators): {uid!r}")


class Reader(Protocol):
    """A card reader.

    `start(put)` begins watching for tags and returns at once. From then on the reader
    calls `put(TagSeen(uid))` once when a tag arrives, `put(TagGone(uid))` once when it
    leaves, and `put(PartTrouble(...))` once when the reader stops answering (it keeps
    trying to come back by itself). A tag resting on the reader is reported only once.
    `close()` stops the reader promptly and releases the hardware; no event follows it.
    """

    def start(self, put: Put) -> None: ...

    def close(self) -> None: ...


class Buttons(Protocol):
    """The five push buttons A, B, C, OK and BACK.

    `start(put)` arms them: each press calls `put(ButtonPress(name))` from a background
    thread; holding BACK also calls `put(ButtonPress("BACK", held=True))` again and again
    (undo, repeated). `close()` releases the pins.
    """

    def start(self, put: Put) -> None: ...

    def close(self) -> None: ...


class Screen(Protocol):
    """A 128x64 one-bit screen.

    `show(image)` displays a PIL image of mode "1" and size 128x64; it never raises because
    of the hardware: a screen that stops answering is reported in plain words and tried
    again on the next frame. `close()` leaves the last frame visible.
    """

    def show(self, image: Image.Image) -> None: ...

    def close(self) -> None: ...
