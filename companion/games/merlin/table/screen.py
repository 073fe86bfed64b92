"""Merlin's status strip: the round, then one cell a player (his score, a dash a die he has left),
the player whose turn it is drawn inverted; setup and preparation say their phase."""
from __future__ import annotations

from PIL import ImageDraw

from companion.core.screen import STRIP_RULE_Y, WIDTH, fit, font, text_width


def strip_text(state: dict, cat) -> str:
    """The strip in words, for a terminal too narrow for the frame (`camelot sim`): the round, then
    each player's score and the dice he has left (▸ whose turn, M the Merlin die)."""
    if state.get("game") != "merlin" or not state.get("seats"):
        return cat.phase("setup")
    phase = state.get("phase")
    head = cat.text("box.strip-round", n=state.get("round", 1)) if phase in ("play", "pending", "over") \
        else cat.phase(phase)
    cells = [head]
    for seat in state["seats"]:
        player = state["players"][seat]
        turn = "▸" if seat == state.get("current") and not state.get("over") else ""
        dice = player.get("dice") or {}
        left = [str(v) for v in dice.get("knight", [])] + [f"M{v}" for v in dice.get("merlin", [])]
        cells.append(f"{turn}{cat.player(state, seat)} {player.get('score', 0)}"
                     + (f" ({' '.join(left)})" if left else ""))
    return " · ".join(cells)


def draw_strip(pen: ImageDraw.ImageDraw, state: dict, cat) -> None:
    """Draw the strip: round, whose turn, dice left, score."""
    if state.get("game") != "merlin" or not state.get("seats"):
        pen.text((0, -1), cat.phase("setup"), font=font(), fill=1)
        return
    phase = state.get("phase")
    head = f"T{state.get('round', 1)}" if phase in ("play", "pending", "over") else fit(cat.phase(phase), 40)
    pen.text((0, -1), head, font=font(), fill=1)
    left = round(text_width(head)) + 3
    seats = state["seats"]
    cell = (WIDTH - left) // len(seats)
    for i, seat in enumerate(seats):
        player = state["players"][seat]
        current = seat == state.get("current") and not state.get("over")
        _draw_cell(pen, left + i * cell, cell, player, current)


def _draw_cell(pen: ImageDraw.ImageDraw, x: int, width: int, player: dict, current: bool) -> None:
    ink = 0 if current else 1
    if current:
        pen.rectangle((x, 0, x + width - 2, STRIP_RULE_Y - 1), fill=1)
    score = str(player.get("score", 0))
    pen.text((x + 1, -1), score, font=font(), fill=ink)
    dice = player.get("dice") or {}
    knights, merlin = len(dice.get("knight", [])), len(dice.get("merlin", []))
    # One dash a knight die left, a dot for the Merlin die, along the cell's foot.
    for d in range(knights):
        pen.line((x + 1 + 3 * d, STRIP_RULE_Y - 2, x + 2 + 3 * d, STRIP_RULE_Y - 2), fill=ink)
    if merlin:
        pen.point((x + 1 + 3 * knights + 1, STRIP_RULE_Y - 2), fill=ink)
    name = fit(str(player.get("name", "")), width - 4 - round(text_width(score)))
    if name and width > 40:
        pen.text((x + 3 + round(text_width(score)), -1), name, font=font(), fill=ink)
