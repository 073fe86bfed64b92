"""A seat's menu for its phone: one level at a time of the box's own menus, walked by the core (core/menu_walk.py),
within the seat's rights.

The menus hold no rule: what a phone offers is what the box's front end offers on the same state, asked
of a fresh copy so the front end answering the table is never touched; only one level is computed per
request, never the whole tree. A seat's rights are its game's own declared check (`seat_may`, a part of the
game's table wing, core/table.py): a line the seat may not send (another seat's, the table's: undo, abandon,
a new game) is shown, not tappable, and refused when tapped all the same.
"""
from __future__ import annotations

from companion.core import menu_walk, registry
from companion.core.menu_walk import OK, NoSuchChoice, lines_at  # noqa: F401  (the phones' names for the walk)
from companion.core.table import table_line


def rights(kind: str | None):
    """`may(state, seat, line)`: the game's declared seat rights (the core's alone for no known game)."""
    if kind in registry.kinds():
        return registry.table(kind).seat_may
    return lambda state, seat, line: not table_line(line)


def deciding(kind: str | None, state: dict) -> str | None:
    """Whose decision it is on `state`: the game's own answer when its wing declares one, else the core's (the
    pending decision's player, else the current seat)."""
    from .seats import deciding_seat
    own = registry.table(kind).deciding if kind in registry.kinds() else None
    if own is not None and not state.get("over") and state.get("seats"):
        found = own(state)
        if found is not None:
            return found
    return deciding_seat(state)


def level(frontend, state: dict, path: list, cat=None, seat: str | None = None, kind: str | None = None) -> dict:
    """One level of the menu at `path` as `seat`'s phone shows it (`menu_walk.level`): a line not the seat's
    to send is at the box."""
    allowed = None
    if seat is not None:
        may = rights(kind)
        allowed = lambda line: may(state, seat, line)   # noqa: E731
    return menu_walk.level(frontend, state, path, cat, allowed)


OUT_OF_TURN = "x"        # a line a seat may send although the decision is another's: `x0`, `x1`… at the top


def out_of_turn(kind: str | None, state: dict, seat: str, cat) -> list[dict]:
    """The options of `seat`'s phone that answer what just happened whoever decides now (its game's declared
    `out_of_turn` lines, within its rights), each at `x` and its rank, worded by the game's catalog."""
    if kind not in registry.kinds() or state.get("over"):
        return []
    may = rights(kind)
    lines = [line for line in registry.table(kind).out_of_turn(state, seat) if may(state, seat, line)]
    return [{"label": cat.text("seats.out-of-turn." + line.split()[0]) if cat.has("seats.out-of-turn." + line.split()[0])
             else line, "index": f"{OUT_OF_TURN}{rank}", "line": line, "out_of_turn": True}
            for rank, line in enumerate(lines)]


def out_of_turn_line(kind: str | None, state: dict, seat: str, path) -> str | None:
    """The out-of-turn line a tap's `path` names (`["x0"]`), None when it names none."""
    if not isinstance(path, list) or len(path) != 1 or not isinstance(path[0], str):
        return None
    if not path[0].startswith(OUT_OF_TURN) or not path[0][len(OUT_OF_TURN):].isdigit():
        return None
    rank = int(path[0][len(OUT_OF_TURN):])
    lines = registry.table(kind).out_of_turn(state, seat) if kind in registry.kinds() else []
    return lines[rank] if rank < len(lines) and may_send(kind, state, seat, [lines[rank]]) else None


def may_send(kind: str | None, state: dict, seat: str, lines: list[str]) -> bool:
    """Whether `seat`'s phone may send every one of `lines` on `state` (its game's declared rights)."""
    may = rights(kind)
    return bool(lines) and all(may(state, seat, line) for line in lines)


def for_phone(option: dict) -> dict:
    """`option` as a phone shows it: one whose line stays at the box (undo, abandon, a new game) is not tappable."""
    if at_box(option.get("line", "")):
        option = {k: v for k, v in option.items() if k not in ("line", "lines")}
        option["at_box"] = True
    return option


def at_box(line: str) -> bool:
    """Whether `line` is one a phone never sends (it stays at the box)."""
    return table_line(line)


def trail_key(trail) -> str:
    """A question open at the box as the phone sends it back with its tap ('' when none)."""
    return ".".join(str(choice) for choice in trail)
