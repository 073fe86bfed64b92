"""The Shadows over Camelot status strip: white and black swords, siege engines out of 12, the
current knight and his life, the phase as an icon. The core's screen draws the rest of the frame."""
from __future__ import annotations

from PIL import ImageDraw

from companion.core.screen import STRIP_RULE_Y, WIDTH, fit, font, icon, text_width
from ..state import SIEGE_LOST

ICONS = {
    "sword": ("..#..", "..#..", "..#..", "..#..", "..#..", "#####", "..#..", "..#.."),
    "siege": ("#.#.#.#", "#######", ".#...#.", ".#.#.#.", ".#.#.#.", ".#####."),
    "heart": (".#.#.", "#####", "#####", ".###.", "..#.."),
    "evil": (".#####.", "#######", "#..#..#", "#..#..#", "#######", ".##.##.", ".#####.", ".#.#.#."),
    "heroic": ("#######", "#..#..#", "#######", "#..#..#", ".#.#.#.", ".#.#.#.", "..###..", "...#..."),
    "pending": ("#######", "#.....#", ".#...#.", "..#.#..", "...#...", "..#.#..", ".#.#.#.",
                "#.###.#", "#######"),
    "over": ("#......", "######.", "######.", "######.", "#......", "#......", "#......", "#......"),
}


def _icon(pen: ImageDraw.ImageDraw, x: int, y: int, name: str, fill: int = 1) -> int:
    return icon(pen, x, y, ICONS[name], fill)


def _icon_width(name: str) -> int:
    return len(ICONS[name][0])


def strip_text(state: dict, cat) -> str:
    """The strip in words, for a terminal too narrow for the frame (`camelot sim`)."""
    phase = state["phase"]
    if phase == "setup":
        return cat.phase("setup")
    current = state["current"]
    knight = state["knights"][current]
    name = cat.knight_short(current) + ("" if knight["traitor"] else f" ♥{knight['life']}")
    return cat.text("strip.text", white=state["swords"]["white"], black=state["swords"]["black"],
                    siege=state["siege"], lost=SIEGE_LOST, knight=name, phase=cat.phase(phase))


def draw_strip(pen: ImageDraw.ImageDraw, state: dict, cat) -> str:
    """Draw the status strip; return the knight's name as drawn (shortened when room is short)."""
    phase = state["phase"]
    if phase == "setup":
        pen.text((0, 0), cat.phase("setup"), font=font(), fill=1)
        return ""
    x = _icon(pen, 0, 1, "sword") + 1
    white = str(state["swords"]["white"])
    pen.text((x, 0), white, font=font(), fill=1)
    x += round(text_width(white)) + 1
    # Black swords: the same sword and count, white on black.
    black = str(state["swords"]["black"])
    box = 1 + 5 + 1 + round(text_width(black)) + 1
    pen.rectangle((x, 0, x + box - 1, STRIP_RULE_Y - 1), fill=1)
    _icon(pen, x + 1, 1, "sword", fill=0)
    pen.text((x + 7, 0), black, font=font(), fill=0)
    x += box + 1
    x += _icon(pen, x, 2, "siege") + 1
    siege = f"{state['siege']}/{SIEGE_LOST}"
    pen.text((x, 0), siege, font=font(), fill=1)
    # Digits carry a blank column each side: no extra pixel between them and the icons, so that
    # the longest name (Palamedes) stays whole on an ordinary turn.
    x += round(text_width(siege))

    right = WIDTH - _icon_width(phase)
    _icon(pen, right, 1, phase)
    current = state["current"]
    knight = state["knights"][current]
    right -= 1
    if not knight["traitor"]:
        life = str(knight["life"])
        right -= round(text_width(life))
        pen.text((right, 0), life, font=font(), fill=1)
        right -= _icon_width("heart")
        _icon(pen, right, 3, "heart")
    name = fit(cat.knight_short(current), right - x)
    pen.text((right - round(text_width(name)), 0), name, font=font(), fill=1)
    return name
