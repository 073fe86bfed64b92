"""`camelot sim`: the box in a terminal, line by line (works over SSH, in a plain TTY, from a pipe).

It shows the very 128x64 frame the OLED shows, as text. Each input line is a button
(a, b, c; an empty line is OK; u or Backspace is BACK, U holds BACK), a card name (a scan),
or a protocol line typed as is. q or the end of input quits.
"""
from __future__ import annotations

import shutil
from typing import Callable, TextIO

from PIL import Image

from . import games
from .i18n import Catalog, cut
from .screen import WIDTH, to_braille, to_text

CLEAR = "\x1b[H\x1b[2J"
BUTTON_KEYS = {"a": "A", "b": "B", "c": "C", "": "OK", "u": "BACK"}
ERASERS = set("\x7f\b")
QUIT = {"q", "quit", "exit"}
HELP = {"?", "h", "help"}


def _draw(stdout: TextIO, image: Image.Image, said: str, tty: bool) -> None:
    # Half blocks need 128 columns; a narrower terminal gets braille (64 columns).
    narrow = tty and shutil.get_terminal_size().columns < WIDTH + 2
    rows = (to_braille(image) if narrow else to_text(image)).split("\n")
    border = "─" * len(rows[0])
    stdout.write((CLEAR if tty else "") + f"┌{border}┐\n")
    stdout.write("".join(f"│{row}│\n" for row in rows))
    stdout.write(f"└{border}┘\n{said}\n> ")
    stdout.flush()


class TerminalScreen:
    """The OLED's frame drawn as text on a terminal, with a line of feedback under it."""

    def __init__(self, stdout: TextIO, frame_sink: Callable[[Image.Image], None] | None = None):
        self.stdout = stdout
        self.tty = stdout.isatty()
        self.frame_sink = frame_sink
        self.said = ""

    def show(self, image: Image.Image) -> None:
        if self.frame_sink is not None:
            self.frame_sink(image)
        _draw(self.stdout, image, self.said, self.tty)

    def close(self) -> None:
        self.stdout.write("\n")
        self.stdout.flush()


def event_for(text: str, kind: str | None = games.DEFAULT):
    """What a typed line stands for: a button, a card of game `kind` (a scan), a protocol line, or None."""
    from drivers.base import ButtonPress

    from .app import Scanned, Typed
    word = text.strip().lower()
    if text and set(text) <= ERASERS:
        return ButtonPress("BACK")
    if text.strip() == "U":
        return ButtonPress("BACK", held=True)
    if word in BUTTON_KEYS:
        return ButtonPress(BUTTON_KEYS[word])
    rules = games.load(kind) if kind else None
    if rules is not None and word in rules.CARD_SLUGS:
        return Scanned(word)
    if " " in word or word in (rules.VERBS if rules is not None else ("new", "undo")):
        return Typed(text.strip())   # as typed: a player's name keeps its case
    return None


def run_sim(session, cat, stdin: TextIO, stdout: TextIO,
            frame_sink: Callable[[Image.Image], None] | None = None, speaker=None, notice: str | None = None,
            game: str | None = None, choose: bool = False, game_options=None) -> None:
    """Play through `session` from `stdin`, drawing each frame on `stdout` (and handing it to `frame_sink`).

    The keyboard is this box's only part, so the loop reads it directly and hands each
    input to the same Companion.step the hardware box uses. With no game in progress, `game`
    opens that game's setup menu, `choose` the game menu; without either, `cat`'s game.
    A game in progress is always resumed, whatever `game` says.
    """
    from .app import Companion
    screen = TerminalScreen(stdout, frame_sink)
    lang = getattr(cat, "lang", "fr")
    frontend = None
    if game and session.game is None:
        cat = Catalog.load(lang, game)
        frontend = games.load(game).Frontend(cat)
    companion = Companion(session, frontend, screen, cat, speaker=speaker, choose=choose and not game,
                          game_options=game_options)
    screen.said = cat.text("sim.help")
    companion.trouble = notice   # e.g. the journal was damaged: said on the first frame, not only on stderr
    companion.show()
    while True:
        raw = stdin.readline()
        if not stdin.isatty():
            stdout.write("\n")   # a terminal echoes the Enter key; a pipe does not
        if not raw:
            return
        text = raw.rstrip("\r\n")
        word = text.strip().lower()
        if word in QUIT:
            return
        event = event_for(text, getattr(companion.frontend, "kind", None))
        if word in HELP or event is None:
            screen.said = _help(companion) if word in HELP else cat.text("sim.unknown", text=cut(text.strip()))
            companion.show()
            continue
        screen.said = ""
        companion.step(event, before_show=lambda o: _feedback(screen, companion.catalog, o))


def _feedback(screen: TerminalScreen, cat, outcome) -> None:
    if outcome is not None:
        screen.said = cat.text("sim.accepted") if outcome.accepted else \
            cat.text("sim.refused", reason=cat.error(outcome.code, outcome.message))


def _help(companion) -> str:
    """The keys, what the strip's icons mean, and the names of the cards the screen waits for."""
    cat = companion.catalog
    lines = [cat.text("sim.help")] + ([cat.text("sim.icons")] if cat.has("sim.icons") else [])
    wanted = companion.frontend.wanted_cards(companion.session.state())
    if wanted:
        lines.append(cat.text("sim.cards", cards=", ".join(wanted)))
    return "\n".join(lines)
