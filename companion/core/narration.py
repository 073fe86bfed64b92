"""What the table must do with its hands, said from the change of the public state, for every game.

One mechanism (issue 23): the front end keeps the public state an accepted line was made on and the
state after it, and asks the game's narrator (`narrate(cat, before, after, undone)`, given by the
game's package, companion/core/registry.py) for the moves of every piece, in the table's order, one
sentence per player or place. An undo is the same difference read backwards: the narrator is asked
with the state that had the line as `before` and the state without it as `after`, so it names the
inverse moves (« rendez Excalibur à Sire Tristan »). The core knows no game: only this packing
(what is said at once over the menu, what goes to pages read with OK).
"""
from __future__ import annotations

from dataclasses import dataclass, field

# Longest text said at once over the menu; more goes to pages read with OK (three screen pages at most).
SAY_AT_ONCE = 150
PAGE_CHARS = 190


@dataclass
class Steps:
    """What to say now (over the menu), and pages to read with OK."""

    now: list[str] = field(default_factory=list)
    pages: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        """Everything said, in order (what is said now, then the pages)."""
        return [*self.now, *self.pages]


def pages_of(lines: list[str], limit: int = PAGE_CHARS) -> list[str]:
    """Lines gathered into pages of at most `limit` characters (a longer line is a page of its own)."""
    pages, page = [], ""
    for line in lines:
        if page and len(page) + 1 + len(line) > limit:
            pages.append(page)
            page = line
        else:
            page = f"{page}\n{line}" if page else line
    return pages + [page] if page else pages


def fit(lines: list[str], at_once: int = SAY_AT_ONCE) -> Steps:
    """Short steps said at once over the menu; longer ones as pages read with OK."""
    lines = [line for line in lines if line]
    if sum(len(line) + 1 for line in lines) <= at_once:
        return Steps(now=lines)
    return Steps(pages=pages_of(lines))


def narrator(kind: str | None):
    """The game's narrator (`narrate(cat, before, after, undone) -> list[str] | Steps`), or None."""
    if not kind:
        return None
    from . import registry
    if kind not in registry.GAMES:
        return None     # not a game (the game menu): the events are said alone
    return registry.table(kind).narrate


def steps(kind: str | None, cat, before: dict, after: dict, undone: bool = False) -> Steps:
    """Every physical step between two public states (`undone`: the line that led from `after` to
    `before` was taken back), in the order a table does them; from an empty table (`before` = {}),
    the game's setup, page by page."""
    narrate = narrator(kind)
    if narrate is None or not after:
        return Steps()
    said = narrate(cat, before, after, undone)
    return said if isinstance(said, Steps) else fit(list(said))
