"""A question on the screen, as data: a Step (a prompt, a menu on A/B/C, the cards it takes, what OK and
BACK do) and a Note (what just happened, a refusal, a rule), and the layout rules every menu follows.

The grammar of the buttons (docs/table-experience.md) lives here as data: an option has a home, its key and
page fixed by the menu's layout; an option not possible now keeps its place, its value marked `NOT_NOW`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Union

PER_PAGE = 3
# Pressing an option marked NOT_NOW says why and changes nothing; an item without a label is an empty place.
NOT_NOW = "!"
SAFE_AT = 2             # the safe answer (decline, none, end of the turn) sits on C of the first page
# A card scanned, as one choice of a trail (`Step.trail`): « card:SLUG ».
CARD = "card:"

Result = Union[list[str], "Step", None]


@dataclass
class Step:
    """One question on the screen, and what each input does to it."""

    prompt: str
    items: tuple[tuple[str, str], ...] = ()                   # (value, label), three a page on A, B, C
    pick: Callable[[str], Result] | None = None               # an item chosen with A, B or C
    confirm: Callable[[tuple[str, ...]], Result] | None = None  # set: A/B/C tick items, OK on the last page confirms
    take: Callable[[str], Result] | None = None               # a scanned card
    wants: Callable[[object], bool] | None = None               # the cards `take` accepts (None: any)
    expect: str = ""                                          # catalog key said when another card comes
    ok: Callable[[], Result] | None = None
    ok_label: str = ""
    back: Callable[[], Result] | None = None                  # None: back to the idle step
    chosen: list[str] = field(default_factory=list)
    page: int = 0
    describe: Callable[[list[str]], str] | None = None        # the prompt, from the items ticked so far
    new_game: bool = False                                    # setting up a new game: no old game on the strip
    why: Callable[[str], str] | None = None                   # why an option marked NOT_NOW is not possible now
    parent: "Step | None" = None                              # the menu this sub-menu was opened from (BACK)
    stake: str = ""                                           # what each answer does: said with the question, once
    trail: tuple = ()                                         # the choices that opened it from the idle step (a phone walks them)
    repeat: int = 1                                           # ticks an item may take (cards with copies), then none again
    said: Callable[[str], str | None] | None = None           # what ticking an item says over the menu (None: nothing)

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.items) // PER_PAGE))


@dataclass(frozen=True)
class Note:
    """A transient message: what just happened, a refusal, or a card's rule (`full`: it hides the menu).

    A `full` note (a card's rule, the board) swallows the next press; a message too long to
    share the screen with the menu `cover`s it: OK reads it and closes it, A, B, C and BACK
    still answer the menu underneath.
    """

    text: str
    alert: bool = False
    full: bool = False
    cover: bool = False


@dataclass
class UndoStep(Step):
    """BACK at a menu's top: what an undo would take back, and whose move it was, asked before anything is
    sent (only OK takes it back; any other key keeps it). `under`: the menu it was asked over."""

    under: "Step | None" = None


UNDO = ["undo"]


def _undo() -> list[str]:
    return list(UNDO)


def lay_out(order, possible, label: Callable[[str], str], safe: str | None = None) -> tuple[tuple[str, str], ...]:
    """A menu's items in a fixed layout: each value of `order` at its home, the `safe` answer on C of the
    first page; a value not in `possible` keeps its place marked NOT_NOW (pressing it says why)."""
    order = [v for v in order if v != safe]
    if safe is not None:
        order[SAFE_AT:SAFE_AT] = [None] * max(0, SAFE_AT - len(order)) + [safe]
    return tuple(("", "") if v is None else (v if v in possible else NOT_NOW + v, label(v)) for v in order)


def _live(step: "Step", page: int) -> bool:
    """Whether a menu page holds an option that may be pressed now."""
    return any(label and not is_hole(value) for value, label in step.items[page * PER_PAGE:(page + 1) * PER_PAGE])


def _land(step: "Step") -> "Step":
    """A menu opens on its first page with something to press (its pages keep their numbers)."""
    if step.confirm is None and step.items and not _live(step, step.page):
        step.page = next((p for p in range(step.pages) if _live(step, p)), step.page)
    return step


def _shown_label(value: str, label: str) -> str:
    """A label as the screen draws it: an option not possible now in parentheses, in its place."""
    return f"({label})" if label and is_hole(value) else label


def is_hole(value: str) -> bool:
    """Whether an item's value is an option not possible now (its place kept)."""
    return value.startswith(NOT_NOW)


def opened(step: Step, result: Result, choice) -> Result:
    """`result` of `choice` on `step`: a new step remembers the trail that opened it (a phone walks it again)."""
    if isinstance(result, Step) and result is not step and not result.trail:
        result.trail = step.trail + (choice,)
    return result
