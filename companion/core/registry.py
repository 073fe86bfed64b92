"""The games this box plays, registered in one place.

A game is a package (`companion/games/shadows/`, `companion/games/tournament/`) whose `__init__.py` says:
`KIND` (its name in the journal), `parse(raw)` (one line of its protocol -> a command, None for a
blank line, CompanionError when malformed; `undo` and `new` included), `start(new)` (a new engine:
`apply`, `public_state`, `over`, `result`, `events`, `phase`, `pending`, `turn`, `current`),
`CARD_SLUGS` (what its tags can name), `VERBS` (its one-word commands, for the simulator) and
`TITLE` (its name on the game menu, per language). For the box, each also gives, imported on first
use (a module `__getattr__`, so a replay never loads Pillow): `Frontend` (its menus, a subclass of
`companion.core.frontend.Frontend`: `Frontend(cat, rng=None)`, opening on its setup menu when no game is
in progress), `Words` (its `companion.core.i18n.Catalog` subclass; its words live in its `locale/`) and
`draw_strip(pen, state, cat)` (the status strip of the 128x64 frame, `setup` phase included) and
`narrate(cat, before, after, undone)` (every piece that moved between two public states, in the table's
order, one sentence per player or place; `undone`: the line from `after` to `before` was taken back:
companion/core/narration.py).
The shared code (session, journal, replay, box, screen, simulator, web page) reaches a game only
through here.
Packages are imported on first use: a box playing Shadows never loads the tournament's rules.
"""
from __future__ import annotations

import importlib
from types import ModuleType

from .errors import CompanionError
from .protocol import Command, words

DEFAULT = "shadows"
# kind -> package. A game's `new` line names its kind as its second word (`new tournament 4`);
# a Shadows `new` names knights, so Shadows is the default.
GAMES = {"shadows": "companion.games.shadows", "tournament": "companion.games.tournament", "merlin": "companion.games.merlin"}


def kinds() -> list[str]:
    """Every registered game, the default first."""
    return list(GAMES)


def load(kind: str) -> ModuleType:
    """The package of a game (imported once)."""
    if kind not in GAMES:
        raise CompanionError("unknown-game", f"'{kind}' is not a game this box knows")
    return importlib.import_module(GAMES[kind])


def kind_of(words: list[str]) -> str:
    """The game a `new` line's words start: its second word when it names a game, else the default."""
    if len(words) > 1 and words[1] in GAMES:
        return words[1]
    return DEFAULT


def new_kind(raw: bytes | str) -> str | None:
    """The game a line starts when it is a `new` line, else None (an unreadable line is no `new`)."""
    try:
        found = [w.lower() for w in words(raw)[:2]]
    except CompanionError:
        return None
    return kind_of(found) if found and found[0] == "new" else None


def optional_part(kind: str, module: str) -> ModuleType | None:
    """A game's optional module (`board_check`: a printed board to check; `catalogue`: its cards described
    at enrollment), at the top of its package or in its `box` subpackage; None when the game has none."""
    package = load(kind).__name__
    for name in (f"{package}.{module}", f"{package}.box.{module}"):
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as err:
            if not name.startswith(err.name or "\0"):
                raise
    return None


def start_up(folder) -> None:
    """What each game keeps beside the tag maps and needs before any game is replayed (Merlin: the board
    the table checked), read once when the box or the simulator starts."""
    for kind in kinds():
        part = optional_part(kind, "board_check")
        if part is not None and hasattr(part, "start_up"):
            part.start_up(folder)


def parts_on_first_use(package: str, parts: dict[str, tuple[str, str]]):
    """A game package's module `__getattr__` for its UI parts (`name: (module, attribute)`), each
    imported when first asked for: a replay or the journal never loads the screen."""
    def __getattr__(name: str):
        if name in parts:
            module, attribute = parts[name]
            return getattr(importlib.import_module(f"{package}.{module}"), attribute)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    return __getattr__


def parse(raw: bytes | str, kind: str | None = None) -> Command | None:
    """Parse one line of a game's protocol (`kind`; by default the game its `new` line names, else
    Shadows); None for a blank or comment line; CompanionError when malformed."""
    return load(kind or new_kind(raw) or DEFAULT).parse(raw)
