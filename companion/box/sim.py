"""`camelot sim`: the box in a terminal, line by line (works over SSH, in a plain TTY, from a pipe).

It shows the very 128x64 frame the OLED shows, in half blocks (128 columns); a terminal narrower
than the frame, or a pipe, gets its text instead: the strip in words, the page of text the OLED shows, the
menu and what OK does (`--screen frame|text` chooses). Each input line is a button (a, b, c; an
empty line is OK, O holds OK: the board; u or Backspace is BACK, U holds BACK), a card name (a
scan), or a protocol line typed as is. v shows or hides, under the frame, what the box says aloud
(`--show-speech` starts with it shown). q or the end of input quits. With the phones' page served
(`page_url`), the box's « Téléphones » screen prints its pairing link and a QR code a phone can scan.
"""
from __future__ import annotations

import shutil
import textwrap
from typing import Callable, TextIO

from PIL import Image

from companion.core import registry
from companion.core.i18n import Catalog, cut
from companion.core.screen import PICTURE, STRIP_RULE_Y, WIDTH, View, page_of, to_braille, to_text

CLEAR = "\x1b[H\x1b[2J"
BUTTON_KEYS = {"a": "A", "b": "B", "c": "C", "": "OK", "u": "BACK"}
ERASERS = set("\x7f\b")
QUIT = {"q", "quit", "exit"}
HELP = {"?", "h", "help"}
SPEECH_KEY = "v"    # « voix », voice: what the box says, shown under the frame or not


# Half blocks draw the frame at one pixel a column: they need the frame's 128 columns and its borders.
FRAME_COLUMNS = WIDTH + 2
TEXT_COLUMNS = 60                  # the text form's width at most (an 80x24 terminal, a phone's SSH app)
REVERSE, PLAIN = "\x1b[7m", "\x1b[0m"


def is_narrow(columns: int) -> bool:
    """Whether a terminal this wide gets the text form (the frame would wrap or be cut)."""
    return columns < FRAME_COLUMNS


def _draw(stdout: TextIO, rows: list[str], said: str, tty: bool, columns: int) -> None:
    def visible(row: str) -> int:
        return len(row.replace(REVERSE, "").replace(PLAIN, ""))
    border = "─" * max(visible(row) for row in rows)
    stdout.write((CLEAR if tty else "") + f"┌{border}┐\n")
    stdout.write("".join(f"│{row}{' ' * (len(border) - visible(row))}│\n" for row in rows))
    # The line under the frame wraps between words (a terminal would cut them anywhere).
    width = max(columns, 20)
    said = "\n".join(textwrap.fill(line, width, break_long_words=False, break_on_hyphens=False)
                      for line in said.split("\n")) if tty else said
    stdout.write(f"└{border}┘\n{said}\n> ")
    stdout.flush()


def frame_rows(image: Image.Image) -> list[str]:
    """The frame in half blocks: 128 columns, 32 rows."""
    return to_text(image).split("\n")


def terminal_qr(text: str) -> list[str]:
    """`text` as a QR code in half blocks (about 33 columns, 17 rows for a pairing link): a phone scans it
    off the terminal, where the OLED's 64-pixel picture would take 64 columns."""
    import io

    import segno
    out = io.StringIO()
    segno.make_qr(text, error="m", boost_error=True).terminal(out=out, compact=True, border=2)
    return out.getvalue().rstrip("\n").split("\n")


def text_rows(image: Image.Image, view: View, strip: str | None, width: int = TEXT_COLUMNS,
              reverse: bool = False, qr: list[str] | None = None) -> list[str]:
    """The frame's words for a narrow terminal: the strip, the page of text the OLED shows, the menu, OK's hint.

    `strip` is the strip in words (the game's `strip_text`); without it, the strip's pixels in braille.
    Lines the OLED draws inverted (a refusal, a ticked item) are marked, in reverse video on a terminal.
    `qr`: the rows of the picture's QR code drawn for a terminal (`terminal_qr`), else the OLED's picture.
    """
    def marked(text: str) -> str:
        if reverse:
            return f"{REVERSE}{text.ljust(width)}{PLAIN}"
        return f"» {text}"

    if strip:
        rows = textwrap.wrap(strip, width)
    else:
        rows = to_braille(image.crop((0, 0, WIDTH, STRIP_RULE_Y))).split("\n")
    rows.append("─" * width)
    lines, hint = page_of(view)
    body = [(line, inverted) for line, inverted in lines if line != PICTURE]
    if view.picture is not None and len(body) < len(lines):
        rows += (qr or to_text(view.picture).split("\n")) + textwrap.wrap(view.caption, width)
    for line, inverted in body:
        rows.append(marked(line) if inverted else line)
    menu = () if view.cover else view.menu
    for i, label in enumerate(menu):
        item = f"[{'ABC'[i]}] {label}"
        rows.append(marked(item) if i in view.marked else item)
    if hint:
        rows.append(f"[OK] {hint}".rjust(width))
    return [row if row.startswith(REVERSE) else row[:width] for row in rows]


class TerminalScreen:
    """The OLED's frame drawn as text on a terminal, with a line of feedback under it.

    `form`: "frame" (half blocks, 128 columns), "text" (the frame's words), or "auto": the frame
    where the terminal is wide enough for it, else the text. `words()` gives what the text form
    shows (the view and the strip in words); without it the text form falls back to the frame.
    """

    def __init__(self, stdout: TextIO, frame_sink: Callable[[Image.Image], None] | None = None,
                 form: str = "auto"):
        self.stdout = stdout
        self.tty = stdout.isatty()
        self.frame_sink = frame_sink
        self.form = form
        self.words: Callable[[], tuple[View, str | None]] | None = None
        self.said = ""
        # What the box says aloud for the frame shown (its speech's very words), under the frame when shown.
        self.spoken: Callable[[], str] | None = None
        self.show_speech = False
        # The pairing code shown and its link (`/pair#CODE`), while the box's « Téléphones » screen shows them.
        self.pairing: Callable[[], tuple[str, str] | None] | None = None
        self._qr: tuple[str, list[str]] | None = None
        self.link_words: Callable[[str, str], str] | None = None     # « Code 123456 : http://…/pair#123456 »

    def _pairing_qr(self, link: str) -> list[str]:
        """The link's QR code for the terminal, drawn once per code."""
        if self._qr is None or self._qr[0] != link:
            self._qr = (link, terminal_qr(link))
        return self._qr[1]

    def columns(self) -> int:
        return shutil.get_terminal_size().columns if self.tty else FRAME_COLUMNS

    def show(self, image: Image.Image) -> None:
        if self.frame_sink is not None:
            self.frame_sink(image)
        columns = self.columns()
        # A pipe gets the words too: a log or a narrow window cannot show 130 columns of half blocks.
        text = self.form == "text" or (self.form == "auto" and (not self.tty or is_narrow(columns)))
        pairing = self.pairing() if self.pairing is not None else None
        if text and self.words is not None:
            view, strip = self.words()
            rows = text_rows(image, view, strip, min(TEXT_COLUMNS, max(columns - 2, 20)), reverse=self.tty,
                             qr=self._pairing_qr(pairing[1]) if pairing else None)
        else:
            rows = frame_rows(image)
        heard = self.spoken() if self.show_speech and self.spoken is not None else ""
        link = self.link_words(*pairing) if pairing and self.link_words is not None else ""
        _draw(self.stdout, rows, "\n".join(filter(None, (link, heard, self.said))), self.tty, columns)

    def close(self) -> None:
        self.stdout.write("\n")
        self.stdout.flush()


def event_for(text: str, kind: str | None = None):
    """What a typed line stands for: a button, a card of game `kind` (a scan), a protocol line, or None."""
    from drivers.base import ButtonPress

    from .app import Scanned, Typed
    word = text.strip().lower()
    if text and set(text) <= ERASERS:
        return ButtonPress("BACK")
    if text.strip() == "U":
        return ButtonPress("BACK", held=True)
    if text.strip() == "O":
        return ButtonPress("OK", held=True)
    if word in BUTTON_KEYS:
        return ButtonPress(BUTTON_KEYS[word])
    rules = registry.load(kind) if kind else None
    if rules is not None and word in rules.CARD_SLUGS:
        return Scanned(word)
    if " " in word or word in (rules.VERBS if rules is not None else ("new", "undo")):
        return Typed(text.strip())   # as typed: a player's name keeps its case
    return None


def run_sim(session, cat, stdin: TextIO, stdout: TextIO,
            frame_sink: Callable[[Image.Image], None] | None = None, speaker=None, notice: str | None = None,
            game: str | None = None, choose: bool = False, form: str = "auto", game_options=None,
            show_speech: bool = False, names=None, page_url: str | None = None, teach: bool = False) -> None:
    """Play through `session` from `stdin`, drawing each frame on `stdout` (and handing it to `frame_sink`).

    The keyboard is this box's only part, so the loop reads it directly and hands each
    input to the same Companion.step the hardware box uses. With no game in progress, `game`
    opens that game's setup menu, `choose` the game menu; without either, the game in progress (none: the game menu).
    A game in progress is always resumed, whatever `game` says. `form` is the TerminalScreen's.
    `show_speech` shows what the box says under each frame from the start (the v key toggles it).
    `page_url`: the phones' page is served (`camelot web`): the box listens for it beside its journal, and
    the phones may pair as seats (a phone's request and a key are served one at a time, under one lock).
    """
    import threading

    from .app import Companion, listen_for_seats
    screen = TerminalScreen(stdout, frame_sink, form)
    lang = getattr(cat, "lang", "fr")
    first = None
    if game and session.game is None:
        cat, first = Catalog.load(lang, game), game
    companion = Companion(session, first, screen, cat, speaker=speaker, choose=choose and not game,
                          game_options=game_options, names=names, page_url=page_url, teach=teach)
    one_at_a_time = threading.Lock()

    def served(event) -> None:
        with one_at_a_time:
            companion.step(event)
    journal = getattr(session.journal, "path", None)
    seat_socket = listen_for_seats(journal, companion, served) if page_url and journal else None
    screen.words = lambda: (companion.view, _strip_text(companion))
    screen.spoken = lambda: _spoken(companion)
    screen.show_speech = show_speech
    screen.pairing = lambda: _pairing_link(companion)
    screen.link_words = lambda code, link: companion.catalog.text("sim.pair-link", code=code, link=link)
    screen.said = "\n".join(filter(None, (cat.text("sim.page", address=page_url) if seat_socket else "",
                                          cat.text("sim.help"))))
    # e.g. the journal was damaged, or speech has no voice: said on the first frame, not only on stderr
    companion.trouble = " ".join(filter(None, (notice, companion.trouble))) or None
    companion.show()
    # The keys block on a line; the phones' screen counts its code's seconds down without one.
    stop = threading.Event()
    clock = threading.Thread(target=count_down, args=(companion, one_at_a_time, stop.wait), name="pairing-clock",
                             daemon=True)
    clock.start()
    try:
        _loop(companion, screen, cat, stdin, stdout, one_at_a_time)
    finally:
        stop.set()
        clock.join(timeout=2)
        if seat_socket is not None:
            seat_socket.close()


def count_down(companion, one_at_a_time, wait: Callable[[float], bool]) -> None:
    """Redraw the phones' screen as its code's seconds change, until `wait(period)` says stop.

    Only that screen, and only when its seconds changed (`Companion.redraw_pairing`); under the lock the
    keys and the phones take, so one thread at a time draws and reads the game.
    """
    from .app import PAIRING_LOOK_S
    while not wait(PAIRING_LOOK_S):
        if companion.pairing is None:
            continue                    # nothing counts down: the lock is not even taken
        with one_at_a_time:
            companion.redraw_pairing()


def _loop(companion, screen, cat, stdin, stdout, one_at_a_time) -> None:
    """The keys, one line each, until the end of input or q."""
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
        if word == SPEECH_KEY:
            screen.show_speech = not screen.show_speech
            screen.said = companion.catalog.text("sim.speech-shown" if screen.show_speech else "sim.speech-hidden")
            with one_at_a_time:
                companion.show()
            continue
        event = event_for(text, getattr(companion.frontend, "kind", None))
        if word in HELP or event is None:
            screen.said = _help(companion) if word in HELP else cat.text("sim.unknown", text=cut(text.strip()))
            with one_at_a_time:
                companion.show()
            continue
        screen.said = ""
        with one_at_a_time:
            companion.step(event, before_show=lambda o: _feedback(screen, companion.catalog, o))


def _feedback(screen: TerminalScreen, cat, outcome) -> None:
    if outcome is not None:
        screen.said = cat.text("sim.accepted") if outcome.accepted else \
            cat.text("sim.refused", reason=cat.error(outcome.code, outcome.message))


def _pairing_link(companion) -> tuple[str, str] | None:
    """(the pairing code, the link a phone opens) while the « Téléphones » screen shows a code, else None."""
    pairing, seats = companion.pairing, companion.seats
    if pairing is None or pairing.listing or not seats.is_open() or not companion.page_url:
        return None
    return seats.code, f"{companion.page_url.rstrip('/')}/pair#{seats.code}"


def _spoken(companion) -> str:
    """What the box says aloud for the frame shown, in its speech's words (`speech.spoken_view`)."""
    from .speech import spoken_view
    if companion.view is None:
        return ""
    # The phones' screen is said as the box says it (the code digit by digit), not as a frame's words.
    said = companion.pairing.spoken() if companion.pairing is not None else spoken_view(companion.view, companion.catalog)
    return companion.catalog.text("sim.speech", text=said) if said else ""


def _strip_text(companion) -> str | None:
    """The strip in words, from the game's `strip_text(state, cat)` when it has one (None: draw it)."""
    kind = getattr(companion.frontend, "kind", None)
    if not kind:
        return companion.catalog.text("strip.choose")
    state = companion.seats.named(companion.session.state())     # the phones' names, as the OLED draws them
    if companion.view is not None and companion.view.new_game:
        return companion.catalog.text("strip.choose")
    strip_text = registry.table(kind).strip_text
    return strip_text(state, companion.catalog) if strip_text is not None else None


def _help(companion) -> str:
    """The keys, what the strip's icons mean, and the names of the cards the screen waits for."""
    cat = companion.catalog
    lines = [cat.text("sim.help")] + ([cat.text("sim.icons")] if cat.has("sim.icons") else [])
    wanted = companion.frontend.wanted_cards(companion.session.state())
    if wanted:
        lines.append(cat.text("sim.cards", cards=", ".join(wanted)))
    return "\n".join(lines)
