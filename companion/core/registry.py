"""The games this box plays, registered in one place, and the one door to each game's table wing.

A game is a package (`companion/games/KIND/`) whose `__init__.py` gives its rules (pure, no I/O): `KIND`
(its name in the journal), `TITLE` (its name on the game menu, per language), `parse(raw)` (one line of its
protocol -> a command, None for a blank line, CompanionError when malformed; `undo` and `new` included),
`start(new)` (a new engine: `apply`, `public_state`, `over`, `result`, `events`, `phase`, `pending`, `turn`,
`current`), `CARD_SLUGS` (what its tags can name), `VERBS` (its one-word commands, for the simulator), and
optionally `setup_of(new)` (what the journal keeps with a new game). Its `table/` subpackage is its table
wing (menus, words, strip, narration, recap, the page's renderer), declared once and checked by the core's
seam (companion/core/table.py); only `table(kind)` here imports it, so a replay never loads the screen.

Packages are imported on first use: a box playing Shadows never loads the tournament's rules. A game kept
outside `companion/games/` (a test's toy game) is added with `register(kind, package)`: nothing else of the
core, the box or the page changes.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType

from .errors import CompanionError
from .protocol import Command, words


@dataclass(frozen=True)
class Entry:
    """A registered game: its package, and whether its protocol's `new` line names no kind (Shadows' `new
    arthur …` was written before the box played other games; every other game's `new` names its kind)."""

    package: str
    bare_new: bool = False


# kind -> the game's package, in the order the game menu offers them.
GAMES: dict[str, Entry] = {
    "shadows": Entry("companion.games.shadows", bare_new=True),
    "tournament": Entry("companion.games.tournament"),
    "merlin": Entry("companion.games.merlin"),
}
_wings: dict = {}


def register(kind: str, package: str, bare_new: bool = False) -> None:
    """Add a game kept in another package (its rules at its top, its `table/` wing beside them)."""
    if not kind.isascii() or not kind.isidentifier():
        raise CompanionError("bad-game", f"'{kind}' cannot name a game (ASCII letters, digits, _)")
    if bare_new and any(entry.bare_new for k, entry in GAMES.items() if k != kind):
        raise CompanionError("bad-game", "only one game's `new` line may name no kind")
    GAMES[kind] = Entry(package, bare_new)
    _wings.pop(kind, None)


def unregister(kind: str) -> None:
    """Take a game added with `register` off the shelf (tests)."""
    GAMES.pop(kind, None)
    _wings.pop(kind, None)


def kinds() -> list[str]:
    """Every registered game, in the game menu's order."""
    return list(GAMES)


def load(kind: str) -> ModuleType:
    """The rules of a game: its package (imported once)."""
    if kind not in GAMES:
        raise CompanionError("unknown-game", f"'{kind}' is not a game this box knows")
    return importlib.import_module(GAMES[kind].package)


def table(kind: str):
    """The table wing of a game (`core.table.Wing`): checked once, its parts imported on first use."""
    if kind not in _wings:
        from .table import declare
        load(kind)
        _wings[kind] = declare(kind, importlib.import_module(f"{GAMES[kind].package}.table"))
    return _wings[kind]


def kind_of(words: list[str]) -> str | None:
    """The game a `new` line's words start: its second word when it names a game, else the game whose
    `new` names no kind; None when no game takes it."""
    if len(words) > 1 and words[1] in GAMES:
        return words[1]
    return next((kind for kind, entry in GAMES.items() if entry.bare_new), None)


def new_kind(raw: bytes | str) -> str | None:
    """The game a line starts when it is a `new` line, else None (an unreadable line is no `new`)."""
    try:
        found = [w.lower() for w in words(raw)[:2]]
    except CompanionError:
        return None
    return kind_of(found) if found and found[0] == "new" else None


def start_up(folder) -> None:
    """What each game keeps beside the tag maps and needs before any game is replayed (Merlin: the board
    the table checked), read once when the box or the simulator starts."""
    for kind in kinds():
        part = table(kind).part("board_check")
        if part is not None and hasattr(part, "start_up"):
            part.start_up(folder)


def parse(raw: bytes | str, kind: str) -> Command | None:
    """Parse one line of the protocol of the game `kind`; None for a blank or comment line;
    CompanionError when malformed."""
    return load(kind).parse(raw)
