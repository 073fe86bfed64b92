"""A seat's menu for its phone: one level at a time of the box's own menus, walked by the core (core/menu_walk.py).

The menus hold no rule: what a phone offers is what the box's front end offers on the same state, asked
of a fresh copy so the front end answering the table is never touched; only one level is computed per
request, never the whole tree. What stays at the box (undo, abandon, a new game) is shown, not tappable.
"""
from __future__ import annotations

from companion.core import menu_walk
from companion.core.menu_walk import OK, NoSuchChoice, lines_at  # noqa: F401  (the phones' names for the walk)
from .seats import BOX_ONLY


def level(frontend, state: dict, path: list, cat=None) -> dict:
    """One level of the menu at `path` as a phone shows it (`menu_walk.level`)."""
    return menu_walk.level(frontend, state, path, cat)


def for_phone(option: dict) -> dict:
    """`option` as a phone shows it: one whose line stays at the box (undo, abandon, a new game) is not tappable."""
    if at_box(option.get("line", "")):
        option = {k: v for k, v in option.items() if k not in ("line", "lines")}
        option["at_box"] = True
    return option


def at_box(line: str) -> bool:
    """Whether `line` is one a phone never sends (it stays at the box)."""
    return line.split(" ", 1)[0] in BOX_ONLY


def trail_key(trail) -> str:
    """A question open at the box as the phone sends it back with its tap ('' when none)."""
    return ".".join(str(choice) for choice in trail)
