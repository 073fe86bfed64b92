"""The toy's status strip: the counter out of the goal, and whose turn it is."""
from __future__ import annotations

from companion.core.screen import font


def strip_text(state: dict, cat) -> str:
    """The strip in words (a narrow terminal)."""
    if state.get("game") != "toy":
        return cat.text("toy.setup")
    whose = f" · {state['players'][state['current']]['name']}" if state["current"] else ""
    return cat.text("toy.counter", counter=state["counter"], goal=state["goal"]) + whose


def draw_strip(pen, state: dict, cat) -> None:
    """Draw the strip: the same words, in the frame's font."""
    pen.text((0, -1), strip_text(state, cat), font=font(), fill=1)
