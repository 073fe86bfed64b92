"""The tournament's status strip: the colour, then one cell a player (total, shield, stunned, a dash a token),
the player whose turn it is drawn inverted, a withdrawn player's total replaced by a dash."""
from __future__ import annotations

from PIL import ImageDraw

from companion.core.screen import STRIP_RULE_Y, WIDTH, fit, font, icon, text_width

SHIELD = ("###", "###", "###", ".#.")
STUNNED = ("#.#", ".#.", "#.#")


def strip_text(state: dict, cat) -> str:
    """The strip in words, for a terminal too narrow for the frame (`camelot sim`): the colour, then
    each player's total (▸ whose turn, – withdrawn, ⛉ Shield, ✕ Stunned, • a token)."""
    if state.get("game") != "tournament":
        return cat.phase("setup")
    cells = [cat.text(f"box.colour-short.{state['colour'] or 'none'}")]
    for seat in state["seats"]:
        player = state["players"][seat]
        turn = "▸" if seat == state["current"] and not state["over"] else ""
        total = "–" if player["withdrawn"] else str(player["total"])
        marks = ("⛉" if player["shield"] else "") + ("✕" if player["stunned"] else "")
        marks += "•" * len(player["tokens"])
        cells.append(f"{turn}{cat.player(state, seat)} {total}{' ' + marks if marks else ''}")
    return " · ".join(cells)


def draw_strip(pen: ImageDraw.ImageDraw, state: dict, cat) -> None:
    """Draw the strip: colour, and every player's total and status at a glance."""
    if state.get("game") != "tournament":
        pen.text((0, 0), cat.phase("setup"), font=font(), fill=1)
        return
    colour = fit(cat.text(f"box.colour-short.{state['colour'] or 'none'}"), 34)
    pen.text((0, -1), colour, font=font(), fill=1)
    left = round(text_width(colour)) + 3
    seats = state["seats"]
    cell = (WIDTH - left) // len(seats)
    for i, seat in enumerate(seats):
        x = left + i * cell
        _draw_cell(pen, x, cell, state["players"][seat], seat == state["current"] and not state["over"])


def _draw_cell(pen: ImageDraw.ImageDraw, x: int, width: int, player: dict, current: bool) -> None:
    ink = 0 if current else 1
    if current:
        pen.rectangle((x, 0, x + width - 2, STRIP_RULE_Y - 1), fill=1)
    total = "–" if player["withdrawn"] else str(player["total"])
    pen.text((x + 1, -1), total, font=font(), fill=ink)
    right = x + 2 + round(text_width(total))
    if player["shield"]:
        right += icon(pen, right, 1, SHIELD, ink) + 1
    if player["stunned"]:
        right += icon(pen, right, 2, STUNNED, ink) + 1
    # One dash a token, along the cell's foot.
    for t in range(len(player["tokens"])):
        pen.line((x + 1 + 3 * t, STRIP_RULE_Y - 2, x + 2 + 3 * t, STRIP_RULE_Y - 2), fill=ink)
