"""The seam between the core and a game's table wing: what the box and the page show of a game.

Every game is a package of pure rules (`companion/games/KIND/`) and a `table/` subpackage beside them,
its **table wing**: its menus, words, status strip, narration, recap and the page's renderer. The wing's
`table/__init__.py` declares its parts once, as data (`PARTS = {"frontend": "frontend:Menus", ...}`: a part
is `module:attribute`, or a module, or a file of the wing); `Wing` checks that declaration when the
registry first hands the wing out (a part the contract requires is missing, a part it does not know, a
module or file that is not there: `WingError` at once, never a surprise at the table) and fills every
optional part with the core's default here, in one place. Parts are imported on first use, so the
journal, a replay or `camelot feed` without words never load Pillow nor Fluent.

The front end a wing gives is built with a `TableContext`: everything the box knows beside the public
state (the engine's side-effect-free queries, the journaled seed and the core's dice, the game's
options, the page's address). Nothing is set on a front end from outside after it is built.

The registry (`registry.table(kind)`) is the only place that imports a wing; a game's rules never do.
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType, ModuleType
from typing import Callable, Mapping

from .dice import Dice
from .errors import CompanionError

# The contract: every part a wing may declare, and whether the core has a default for it.
REQUIRED = ("frontend", "words", "strip")
OPTIONAL = ("strip_text", "narrate", "page_steps", "recap", "board_check", "catalogue", "forecast", "page",
            "rights", "lessons")
# Parts that are modules (the core looks for a function in them) rather than one attribute.
MODULES = ("recap", "board_check", "catalogue", "forecast", "rights", "lessons")
FILES = ("page",)


class WingError(CompanionError):
    """A game's table wing that does not keep the contract (a programming error, said at load)."""

    def __init__(self, message: str):
        super().__init__("bad-wing", message)


def _nobody(*_args, **_kwargs):
    return None


# Lines that move the whole table: never a phone's, whatever a game declares (the table sees them done at the box).
TABLE_VERBS = ("undo", "abandon", "new")


def table_line(line: str) -> bool:
    """Whether `line` is one of the whole table's (undo, abandon, a new game): it stays at the box."""
    return line.split(" ", 1)[0] in TABLE_VERBS


def any_own_line(state: dict, seat: str, line: str) -> bool:
    """The core's default seat right: every line but the table's is the deciding seat's own decision."""
    return True


@dataclass(frozen=True)
class TableContext:
    """What a game's front end is given when it is built, and never afterwards.

    `engine()`: the game in progress (its side-effect-free queries only), or None; `seed()`: the game's
    journaled seed; `dice`: the core's dice, drawn from that seed (undo and replay give the same values);
    `options`: the game's table of the configuration and what the box knows (names); `page_url`: the
    phones' page, shown with its QR code on the board's last page (None: not served); `last_act()`: the
    journal's last command and the public state before it (None before it for a game's `new`; None: nothing
    to take back), asked when BACK offers an undo (None here: the box has no journal to ask).
    """

    engine: Callable[[], object] = _nobody
    seed: Callable[[], int | None] = _nobody
    dice: Dice = field(default_factory=Dice)
    options: Mapping = field(default_factory=lambda: MappingProxyType({}))
    page_url: str | None = None
    last_act: Callable[[], tuple[str, dict | None] | None] | None = None
    teacher: object = None      # the teaching mode's `core.lessons.Teacher` (None: the game teaches nothing)

    def game(self):
        """The game in progress, or None."""
        return self.engine()

    @classmethod
    def seeded(cls, seed: int, **given) -> "TableContext":
        """A context with no game behind it and dice of a fixed seed (tests, a copy of the menus)."""
        return cls(dice=Dice.seeded(seed), **given)


class Wing:
    """A game's table wing, checked at load, its parts imported on first use, the core's defaults filled."""

    def __init__(self, kind: str, package: str, parts: Mapping[str, str]):
        self.kind = kind
        self.package = package          # the wing's package: `companion.games.KIND.table`
        spec = importlib.util.find_spec(package)
        if spec is None or spec.origin is None:
            raise WingError(f"'{kind}' has no table wing ({package} is not there)")
        self.folder = Path(spec.origin).parent      # its locale/ and its page's files
        self._parts = dict(parts)
        self._loaded: dict[str, object] = {}
        self._check()

    def _check(self) -> None:
        where = f"the table wing of '{self.kind}' ({self.package})"
        missing = [name for name in REQUIRED if name not in self._parts]
        unknown = sorted(set(self._parts) - set(REQUIRED) - set(OPTIONAL))
        if missing or unknown:
            raise WingError(f"{where}: " + "; ".join(filter(None, (
                missing and f"missing {', '.join(missing)}", unknown and f"unknown {', '.join(unknown)}"))))
        folder = self.folder
        for name, spec in self._parts.items():
            if name in FILES:
                if not (folder / spec).is_file():
                    raise WingError(f"{where}: its {name} '{spec}' is not a file of the wing")
                continue
            module = spec.split(":", 1)[0]
            if importlib.util.find_spec(f"{self.package}.{module}") is None:
                raise WingError(f"{where}: its {name} names the module '{module}', which is not there")
            if name not in MODULES and ":" not in spec:
                raise WingError(f"{where}: its {name} must name 'module:attribute'")

    def has(self, name: str) -> bool:
        """Whether the wing declares `name` (else the core's default answers)."""
        return name in self._parts

    def part(self, name: str):
        """A declared part, imported now (a module for `recap`, `board_check`…; a Path for a file), or None."""
        if name not in self._parts:
            return None
        if name not in self._loaded:
            spec = self._parts[name]
            if name in FILES:
                found = self.folder / spec
            else:
                module, _, attribute = spec.partition(":")
                found = importlib.import_module(f"{self.package}.{module}")
                if attribute:
                    found = getattr(found, attribute)
            self._loaded[name] = found
        return self._loaded[name]

    # The parts every caller asks for, by name, with the core's defaults.
    @property
    def frontend(self) -> type:
        """The game's menus: a `core.frontend.Frontend` subclass, built with (catalog, TableContext)."""
        return self.part("frontend")

    @property
    def words(self) -> type:
        """The game's `core.i18n.Catalog` subclass; its words in the wing's `locale/`."""
        return self.part("words")

    @property
    def draw_strip(self) -> Callable:
        """`draw_strip(pen, state, cat)`: the status strip of the 128×64 frame."""
        return self.part("strip")

    @property
    def strip_text(self) -> Callable | None:
        """`strip_text(state, cat)`: the strip in words for a narrow terminal (None: its pixels are drawn)."""
        return self.part("strip_text")

    @property
    def narrate(self) -> Callable | None:
        """`narrate(cat, before, after, undone)`: the physical steps between two states (None: the events alone)."""
        return self.part("narrate")

    @property
    def page_steps(self) -> Callable | None:
        """`page_steps(cat, before, after)`: the steps the page logs as its last events (None: the events)."""
        return self.part("page_steps")

    @property
    def page_script(self) -> Path | None:
        """The page's renderer of this game (a script the page loads when the game is on the table)."""
        return self.part("page")

    @property
    def seat_may(self) -> Callable[[dict, str, str], bool]:
        """`seat_may(state, seat, line)`: whether the phone of `seat`, whose decision it is on `state`, may send
        `line` (its own player's decision now, not another seat's nor the table's): the wing's `rights`
        module's `seat_may`; the table's lines (undo, abandon, a new game) never, whatever the wing says."""
        own = getattr(self.part("rights"), "seat_may", None) or any_own_line
        return lambda state, seat, line: not table_line(line) and bool(own(state, seat, line))

    @property
    def out_of_turn(self) -> Callable[[dict, str], list[str]]:
        """`out_of_turn(state, seat)`: the lines `seat`'s phone may send now although the decision is another's
        (the tournament's LANCELOT, answering the action card just played); none by default."""
        own = getattr(self.part("rights"), "out_of_turn", None)
        return own or (lambda state, seat: [])

    @property
    def deciding(self) -> Callable[[dict], str | None] | None:
        """`deciding(state)`: whose decision it is where the game knows better than the state's pending player
        and current seat (Merlin's preparation: each player's own tiles, traitors and dice); None: the core's."""
        return getattr(self.part("rights"), "deciding", None)

    @property
    def lessons(self):
        """The game's lessons (a module: PAGES, OPENING, RARE, reached, explains; core/lessons.py), None: none."""
        return self.part("lessons")

    @property
    def locale(self) -> Path:
        """The folder of the wing's Fluent catalogs (`fr.ftl`, `en.ftl`…)."""
        return self.folder / "locale"


def declare(kind: str, wing_module: ModuleType) -> Wing:
    """The wing a `table/__init__.py` declares (its `PARTS`), checked."""
    parts = getattr(wing_module, "PARTS", None)
    if not isinstance(parts, Mapping):
        raise WingError(f"the table wing of '{kind}' ({wing_module.__name__}) declares no PARTS")
    return Wing(kind, wing_module.__name__, parts)
