"""The one 128x64 monochrome frame, drawn for the OLED and the terminal simulator alike.

Layout: a status strip on top (a slot the game draws: `draw_strip(pen, state, cat)` of its package,
reached through companion/core/registry.py), a rule, then five body lines: the text (a transient message,
then the prompt), the A/B/C menu, and a footer saying what OK does. Text that does not fit is cut
into pages that OK turns; the menu never scrolls away. This module knows no game.
"""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Callable

from PIL import Image, ImageDraw, ImageFont


log = logging.getLogger(__name__)

WIDTH, HEIGHT = 128, 64
FONT_SIZE = 9
# Debian and Raspberry Pi OS (fonts-dejavu-core); elsewhere Pillow looks for the same file name
# in the system's font folders.
# Shipped with the package (DejaVu licence in fonts/) so every box and every test measures the same glyphs.
FONT_PATHS = (str(Path(__file__).parent / "fonts" / "DejaVuSans.ttf"), "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
STRIP_RULE_Y = 11
BODY_TOP = 13
LINE_PITCH = 10          # tighter than the font's 12: five lines fit, and accents seldom sit under a descender
BODY_LINES = 5
KEY_WIDTH = 9            # the inverted cap drawn before a menu label
LABEL_X = KEY_WIDTH + 2
MENU_KEYS = ("A", "B", "C")

@dataclass(frozen=True)
class View:
    """What the front end wants on screen besides the status strip."""

    prompt: str = ""                          # the next step, in words
    menu: tuple[str, ...] = ()                # labels for A, B, C on this menu page
    marked: frozenset[int] = frozenset()      # menu items drawn inverted (ticked or highlighted)
    ok: str = ""                              # what OK does now, in a word or two
    more: bool = False                        # OK shows the menu's next page (speech says so)
    page: int = 0                             # page of the text to show
    message: str = ""                         # transient: what just happened, or why it was refused
    alert: bool = False                       # the message is a refusal or a trouble: drawn inverted
    cover: bool = False                       # the message is too long to share: it takes the body (OK reads on)
    new_game: bool = False                    # a new game is being set up: the strip shows no old game
    picture: Image.Image | None = None        # drawn on the text's PICTURE page (the phone page's QR code)
    caption: str = ""                         # the words beside the picture (the page's address)

    @property
    def speech(self) -> str:
        """The words to say aloud: the message, then the prompt."""
        return " ".join(part for part in (self.message, self.prompt) if part)


# Pillow's basic layout, never raqm: raqm needs libfribidi (absent on Raspberry Pi OS Lite), so a frame
# would depend on the machine; and at 9 px its fractional advances run hinted glyphs together
# (« tournois » read « toumois »), where the basic layout's whole-pixel advances keep them apart.
LAYOUT = ImageFont.Layout.BASIC


@cache
def font() -> ImageFont.FreeTypeFont:
    """DejaVu Sans at 9 px, basic layout; Pillow's built-in font (no accents: é shows as a box) without DejaVu."""
    for path in FONT_PATHS:
        try:
            return ImageFont.truetype(path, FONT_SIZE, layout_engine=LAYOUT)
        except OSError:
            continue
    log.warning("DejaVu Sans not found (on Debian or Raspberry Pi OS: apt install fonts-dejavu-core): "
                "the screen falls back to Pillow's built-in font, which has no accented letters")
    return ImageFont.load_default(FONT_SIZE)


@lru_cache(maxsize=4096)
def text_width(text: str) -> float:
    """Width of `text` in pixels, in the screen's font."""
    # Remembered: wrapping measures the same prompts and menu lines frame after frame (Pi Zero).
    return font().getlength(text)


def missing_glyphs(text: str) -> set[str]:
    """The characters of `text` the font cannot draw (they would show as its empty box)."""
    box = font().getmask("\U0010fffd")      # a private-use code point: no font draws it
    notdef = (box.size, bytes(box))
    missing = set()
    for ch in set(text) - set(" \n"):
        mask = font().getmask(ch)
        if (mask.size, bytes(mask)) == notdef:
            missing.add(ch)
    return missing


# French typography puts a space before « : ; ! ? » and after « «: a line never starts with
# those signs, nor ends with an opening guillemet, whether the space is ordinary or non-breaking.
_GLUED_TO_PREVIOUS = tuple(":;!?»")
_SPACES = re.compile(r"[ \t]+")       # only these break a line: a non-breaking space holds


def _units(paragraph: str) -> list[str]:
    """The paragraph's unbreakable pieces: words, with French punctuation kept on its word."""
    units: list[str] = []
    for word in _SPACES.split(paragraph.strip()):
        if not word:
            continue
        if units and (word.startswith(_GLUED_TO_PREVIOUS) or units[-1] == "«"):
            units[-1] = f"{units[-1]} {word}"
        else:
            units.append(word)
    return units


def wrap(text: str, width: float = WIDTH) -> list[str]:
    """Cut `text` into lines no wider than `width` pixels, at spaces; a newline starts a new line."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in _units(paragraph):
            while text_width(word) > width:          # a word wider than the screen: cut it
                cut = max(i for i in range(1, len(word) + 1) if text_width(word[:i]) <= width)
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:cut])
                word = word[cut:]
            candidate = f"{line} {word}" if line else word
            if text_width(candidate) <= width:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return [line for line in lines if line]


# A sentence ends at . ! ? or … (a closing guillemet may follow) before a capital, a guillemet or a number.
_SENTENCE_END = re.compile(r"(?<=[.!?…»])\s+(?=[«\"A-ZÀ-ÖØ-Þ0-9+−])")


def sentences(text: str) -> list[str]:
    """The sentences of one paragraph, in order."""
    return [part for part in _SENTENCE_END.split(text) if part]


def _parts(view: View) -> tuple[tuple[str, bool], ...]:
    """The body text as (paragraph, inverted) pairs: the message's sentences, then the prompt."""
    message = tuple((part, view.alert) for part in view.message.split("\n") if part)
    if view.cover or (message and view.menu):
        # Over a menu, what just happened takes the prompt's place: the menu says what comes next.
        return message
    # A form feed alone on its line is a page break (the board page: one topic a page).
    return message + tuple((part, False) for part in view.prompt.split("\n") if part)


PAGE_BREAK = "\f"
# The pages a table reads of one text; longer texts (the board page, a card's rule) are browsed.
READ_PAGES = 3
# Alone on its line, after a page break: this page shows the view's picture, with its caption beside it.
PICTURE = "\x1d"


def _menu(view: View) -> tuple[str, ...]:
    return () if view.cover else view.menu


def _layout(view: View) -> tuple[list[list[tuple[str, bool]]], bool]:
    """The text cut into pages that fit above the menu, and whether a footer line is needed."""
    parts, room, footer = _room(view)
    return list(_cut(parts, room)), footer


def _room(view: View) -> tuple[tuple[tuple[str, bool], ...], int, bool]:
    """The body text's paragraphs, the lines a page of it has above the menu, and whether a footer is drawn."""
    parts = _parts(view)
    room = BODY_LINES - len(_menu(view))
    footer = bool(view.ok) or len(_cut(parts, room)) > 1
    if footer:
        room -= 1
    if view.more and view.menu and not view.cover and not view.message:
        parts = _prompt_on_one_page(parts, max(room, 1))
    return parts, max(room, 1), footer


@lru_cache(maxsize=256)
def _prompt_on_one_page(parts: tuple[tuple[str, bool], ...], room: int) -> tuple[tuple[str, bool], ...]:
    """A question over a menu of several pages, on one page: OK turns the menu's pages, never the question's
    (« Quelle carte ? Ou scannez-la. » took an OK before each page of cards). Its first sentences that fit, the
    voice saying it whole; a first sentence that does not fit alone is paged as any text (never cut)."""
    text = " ".join(paragraph for paragraph, _ in parts if paragraph not in (PAGE_BREAK, PICTURE))
    if not text or len(wrap(text)) <= room:
        return parts
    said = sentences(text)
    kept = next((count for count in range(len(said), 0, -1) if len(wrap(" ".join(said[:count]))) <= room), 0)
    return ((" ".join(said[:kept]), False),) if kept else parts


@lru_cache(maxsize=256)
def _cut(parts: tuple[tuple[str, bool], ...], room: int) -> tuple[list[tuple[str, bool]], ...]:
    """Paragraphs cut into pages of `room` lines (remembered: a frame asks several times).

    Pages turn between sentences: a sentence that does not fit on what is left of a page starts the
    next one whenever it fits on a page, so a page ends mid-sentence only in a sentence longer than a
    page. Only when sentences kept whole would take more than the READ_PAGES a table reads does a
    sentence go on at the top of the next page: first only where a page would be left less than half
    full, and when that is still too long, the text runs on, every page filled.
    """
    whole = _pack(parts, room)
    if len(whole) <= READ_PAGES:
        return whole
    for shorter in (_pack(parts, room, lenient=True), _pack(parts, room, flow=True)):
        if len(shorter) <= READ_PAGES:
            return shorter
    return whole


def whole_pages(view: View) -> int:
    """How many pages the view's text takes with every sentence that fits on a page kept on one."""
    parts, room, _ = _room(view)
    return len(_pack(parts, room))


def _pack(parts: tuple[tuple[str, bool], ...], room: int, flow: bool = False,
          lenient: bool = False) -> tuple[list[tuple[str, bool]], ...]:
    """Paragraphs cut into pages of `room` lines; `flow`: the text runs on, filling every line.

    Otherwise a sentence that does not fit starts the next page (`lenient`: unless the page is less
    than half full); a sentence longer than a page is cut by lines.
    """
    pages: list[list[tuple[str, bool]]] = [[]]

    def add(lines: list[str], inverted: bool) -> None:
        for line in lines:
            if len(pages[-1]) == room:
                pages.append([])
            pages[-1].append((line, inverted))

    for text, inverted in parts:
        if text == PAGE_BREAK:
            if pages[-1]:
                pages.append([])
            continue
        if text == PICTURE:
            add([PICTURE], False)
            continue
        rest = sentences(text)
        while rest:
            if len(pages[-1]) == room:
                pages.append([])
            free = room - len(pages[-1])
            if flow:                            # the text runs on: every line of every page is filled
                lines = wrap(" ".join(rest))
                add(lines[:free], inverted)
                tail = _after(" ".join(rest), lines[:free]) if len(lines) > free else ""
                rest = [tail] if tail else []
                continue
            taken = next((count for count in range(len(rest), 0, -1)
                          if len(wrap(" ".join(rest[:count]))) <= free), 0)
            if taken:
                add(wrap(" ".join(rest[:taken])), inverted)
                rest = rest[taken:]
                continue
            lines = wrap(rest[0])
            if pages[-1] and len(lines) <= room and (not lenient or 2 * len(pages[-1]) >= room):
                pages.append([])                # the sentence fits on a page: it starts the next
                continue
            head = lines[:free]                 # the sentence goes on at the top of the next page
            add(head, inverted)
            tail = _after(rest[0], head)
            rest = ([tail] if tail else []) + rest[1:]
    return tuple(page for page in pages if page) or ([],)


def _after(sentence: str, head: list[str]) -> str:
    """What is left of `sentence` once its first wrapped lines `head` are shown."""
    text = " ".join(_units(sentence))
    shown = " ".join(head)
    if text.startswith(shown):
        return text[len(shown):].strip()
    return text[len("".join(head)):].strip()      # a word wider than the screen was cut without a space


def page_of(view: View) -> tuple[list[tuple[str, bool]], str]:
    """The page of text the frame shows, as (line, inverted) pairs, and the footer's hint ('' when none)."""
    pages, footer = _layout(view)
    page = min(view.page, len(pages) - 1)
    return pages[page], (_footer_hint(view, page, len(pages)) if footer else "")


def _footer_hint(view: View, page: int, pages: int) -> str:
    return f"▸ {page + 1}/{pages}" if page + 1 < pages else view.ok


def text_pages(view: View) -> int:
    """How many pages the view's text takes (OK turns them)."""
    return len(_layout(view)[0])


def render(state: dict, view: View, cat, strip: Callable | None = None) -> Image.Image:
    """The frame: status strip from the public state, then the view's text, menu and footer.

    `strip(pen, state, cat)` draws the strip (None: the strip of the game the state is of;
    `no_game_strip` while the box asks which game to play).
    """
    pages, _ = _layout(view)
    if view.picture is not None and pages[min(view.page, len(pages) - 1)] == [(PICTURE, False)]:
        return _picture_page(view, min(view.page, len(pages) - 1), len(pages))
    image = Image.new("1", (WIDTH, HEIGHT), 0)
    pen = ImageDraw.Draw(image)
    strip = strip or strip_for(state)
    strip(pen, {"phase": "setup"} if view.new_game else state, cat)
    pen.line((0, STRIP_RULE_Y, WIDTH - 1, STRIP_RULE_Y), fill=1)
    _draw_body(pen, view)
    return image


def _picture_page(view: View, page: int, pages: int) -> Image.Image:
    """A page of its own for a picture (a QR code wants the whole height): the picture on the left,
    the caption beside it, the footer at the bottom right."""
    image = Image.new("1", (WIDTH, HEIGHT), 0)
    image.paste(view.picture, (0, (HEIGHT - view.picture.height) // 2))
    pen = ImageDraw.Draw(image)
    x = view.picture.width + 3
    for row, line in enumerate(wrap(view.caption, WIDTH - x)[:HEIGHT // LINE_PITCH - 1]):
        pen.text((x, row * LINE_PITCH), line, font=font(), fill=1)
    _draw_footer(pen, _footer_hint(view, page, pages))
    return image


def strip_for(state: dict) -> Callable:
    """The status strip of the game a public state is of (its `game` key; none: the strip of no game)."""
    from . import registry
    kind = state.get("game")
    return registry.table(kind).draw_strip if kind in registry.GAMES else no_game_strip


def no_game_strip(pen: ImageDraw.ImageDraw, state: dict, cat) -> None:
    """The strip while no game is chosen: the catalog's `strip.choose` title."""
    pen.text((0, 0), cat.text("strip.choose"), font=font(), fill=1)


# ---------------------------------------------------------------------- drawing primitives


def icon(pen: ImageDraw.ImageDraw, x: int, y: int, rows: tuple[str, ...], fill: int = 1) -> int:
    """Draw a bitmap given as rows of '#' and '.' with its top-left corner at (x, y); return its width."""
    for dy, row in enumerate(rows):
        for dx, dot in enumerate(row):
            if dot == "#":
                pen.point((x + dx, y + dy), fill=fill)
    return len(rows[0])


def fit(text: str, width: float, mark: str = ".") -> str:
    """`text`, shortened with a final `mark` (a dot, or « … ») when it is wider than `width`."""
    if text_width(text) <= width:
        return text
    while text and text_width(text.rstrip() + mark) > width:
        text = text[:-1]
    return text.rstrip() + mark if text else ""


# ---------------------------------------------------------------------- body


def _row_y(row: int) -> int:
    return BODY_TOP + row * LINE_PITCH


def _draw_line(pen: ImageDraw.ImageDraw, x: int, row: int, text: str, inverted: bool) -> None:
    y = _row_y(row)
    if inverted:
        pen.rectangle((x - 1, y - 1, WIDTH - 1, y + LINE_PITCH - 2), fill=1)
    pen.text((x, y - 1), text, font=font(), fill=0 if inverted else 1)


def _draw_key(pen: ImageDraw.ImageDraw, x: int, row: int, label: str) -> int:
    """An inverted button cap with `label` in it; return its width."""
    y = _row_y(row)
    width = max(KEY_WIDTH, round(text_width(label)) + 3)
    pen.rectangle((x, y - 1, x + width - 1, y + LINE_PITCH - 2), fill=1)
    pen.text((x + 2, y - 1), label, font=font(), fill=0)
    return width


def _draw_body(pen: ImageDraw.ImageDraw, view: View) -> None:
    pages, footer = _layout(view)
    page = min(view.page, len(pages) - 1)
    for row, (line, inverted) in enumerate(pages[page]):
        _draw_line(pen, 0, row, line, inverted)
    menu = _menu(view)
    first_menu_row = BODY_LINES - len(menu) - footer
    for i, label in enumerate(menu):
        row = first_menu_row + i
        _draw_key(pen, 0, row, MENU_KEYS[i])
        # A label too long for its line says so with « … » rather than losing its end at the edge.
        _draw_line(pen, LABEL_X, row, fit(label, WIDTH - LABEL_X, "…"), i in view.marked)
    if footer:
        _draw_footer(pen, _footer_hint(view, page, len(pages)))


def _draw_footer(pen: ImageDraw.ImageDraw, hint: str) -> None:
    """The OK key and what it does, at the bottom right."""
    x = WIDTH - round(text_width(hint)) - 1
    _draw_line(pen, x, BODY_LINES - 1, hint, False)
    _draw_key(pen, x - round(text_width("OK")) - 6, BODY_LINES - 1, "OK")


# ---------------------------------------------------------------------- terminal


def to_text(image: Image.Image) -> str:
    """The frame as text, two pixel rows per character with half blocks: 128 columns, 32 lines."""
    pixels = image.load()
    width, height = image.size
    glyphs = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}
    lines = []
    for y in range(0, height, 2):
        lines.append("".join(glyphs[(bool(pixels[x, y]), y + 1 < height and bool(pixels[x, y + 1]))]
                             for x in range(width)))
    return "\n".join(lines)


def to_braille(image: Image.Image) -> str:
    """The frame as braille, 2x4 pixels per character: 64 columns, 16 lines (fits an 80-column terminal)."""
    pixels = image.load()
    width, height = image.size
    dots = ((0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20),
            (0, 3, 0x40), (1, 3, 0x80))
    lines = []
    for y in range(0, height, 4):
        line = ""
        for x in range(0, width, 2):
            bits = sum(bit for dx, dy, bit in dots
                       if x + dx < width and y + dy < height and pixels[x + dx, y + dy])
            line += chr(0x2800 + bits)
        lines.append(line)
    return "\n".join(lines)


def qr_image(url: str, size: int = 64):
    """A 1-bit PIL image of the QR code, as large as fits in size×size pixels.

    White (1) is the light modules and the quiet zone: lit on the OLED, so the screen shows
    dark modules on a lit square, as phone cameras expect.
    """
    import segno
    from PIL import Image
    code = segno.make_qr(url, error="m", boost_error=True)
    border = 2   # phones read a two-module quiet zone on a lit screen; four would not fit 64 pixels
    modules = code.symbol_size(scale=1, border=border)[0]
    scale = size // modules
    if scale < 1:
        raise ValueError(f"{url!r} is too long for a {size}-pixel QR code")
    image = Image.new("1", (modules * scale, modules * scale), 1)
    pixels = image.load()
    for y, row in enumerate(code.matrix_iter(scale=scale, border=border)):
        for x, dark in enumerate(row):
            if dark:
                pixels[x, y] = 0
    return image
