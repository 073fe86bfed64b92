"""After a game: a picture and a few sentences, drawn by the game's own `recap` module.

A game's table wing may declare a `recap` module with `render(lines, lang, game_id) -> (PIL image, summary)`;
this module finds it through the registry and holds what every game's picture shares (a game without one
draws none: `camelot recap` says so, the page offers no picture).
"""
from __future__ import annotations

from pathlib import Path

from . import registry

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def font(size: int):
    """The pictures' font: DejaVu Sans where installed, else Pillow's own."""
    from PIL import ImageFont
    if Path(FONT).exists():
        return ImageFont.truetype(FONT, size)
    return ImageFont.load_default(size)


def render(kind: str, lines: list[str], lang: str, game_id: int):
    """(picture, summary) of one journaled game of `kind`, in `lang`."""
    from .printable import printable
    # Names drawn as typed could hold characters the text layout refuses (U+0085): shown escaped.
    return registry.table(kind).part("recap").render([printable(line) for line in lines], lang, game_id)
