"""The toy's lessons (the teaching mode's seam, companion/core/lessons.py): pure, from public states and lines."""
from __future__ import annotations

PAGES: dict[str, int | str] = {"goal": 1, "turn": 1, "near": 2, "blocked": "2-3"}
OPENING: tuple[str, ...] = ("goal", "turn")
RARE: tuple[str, ...] = ()


def reached(before: dict, after: dict, line: str) -> list[str]:
    """What comes into play: the goal near (7 or more), then a step that would pass it."""
    if not after or after.get("over") or after.get("game") != "toy":
        return []
    found = []
    if after["counter"] >= 7:
        found.append("near")
    if len(after["adds"]) < 2:
        found.append("blocked")
    return found


def explains(value: str, state: dict) -> str | None:
    """`add N` is the turn's lesson; a step that would pass the goal, the blocked one."""
    if value.startswith("add ") and state.get("game") == "toy":
        return "turn" if int(value[4:]) in state.get("adds", ()) else "blocked"
    return None
