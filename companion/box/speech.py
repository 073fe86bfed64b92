"""Spoken prompts through espeak-ng: a queue that never blocks the engine.

`say()` only hands the newest sentence to a worker thread and returns; a newer sentence
cuts the one being spoken short (the table wants the current prompt, not a backlog).
On the Pi the audio goes from espeak-ng to `aplay` through a pipe made here, both
processes in one process group of their own, so cutting a sentence ends both; tests and
the simulator can ask for WAV files instead.
"""
from __future__ import annotations

import logging
import os
import re
import shutil
import signal
import subprocess
import threading
from dataclasses import replace
from functools import cache
from pathlib import Path

log = logging.getLogger(__name__)

VOICES = {"fr": "fr-fr", "en": "en-gb"}
# The Debian package that brings each program.
PACKAGES = {"espeak-ng": "espeak-ng", "aplay": "alsa-utils"}


# A minus sign, or a hyphen standing for one, before a number (« case -2 », « −5 »): a French voice
# drops the hyphen and says « −5 » in English; not inside a word (« Lancelot-2 » stays).
SIGNED = re.compile(r"(?<![\w])[−-](?=\d)")
# « 1/3 », « 7/7 »: said as « 1 sur 3 » (French) or « 1 of 3 » (English), not « un trois ».
FRACTION = re.compile(r"(\d+)\s*/\s*(\d+)")
# A line that ends without a stop gets one, so the voice pauses between the screen's lines.
STOPS = ".!?:;…"
# The screen's page break and picture marks (companion/core/screen.py) and the board's drawings (the
# river's dots, an empty slot's dash) are never said.
MARKS = str.maketrans({"\f": " ", "\x1d": " ", "·": " ", "◆": " ", "—": " "})


def _catalog(cat_or_lang):
    if isinstance(cat_or_lang, str):
        from companion.core.i18n import Catalog
        return Catalog.load(cat_or_lang)
    return cat_or_lang


def spoken_form(text: str, cat_or_lang) -> str:
    """`text` as words its language's voice reads right (signs, fractions, names; `speech-*` in the catalogs).

    A message with a `.speech` attribute is said that way; then the catalog's `speech-words` table
    (« Arthur = Artur »: the French voice reads Arthur and Mordred as English words), then numbers:
    « −5 » and « -5 » become « moins 5 », « 1/3 » becomes « 1 sur 3 ».
    """
    cat = _catalog(cat_or_lang)
    for shown, said in sorted(getattr(cat, "speech_forms", {}).items(), key=lambda pair: -len(pair[0])):
        if shown in text:
            text = text.replace(shown, said)
    text = text.translate(MARKS)
    for pattern, said in _words(cat):
        text = pattern.sub(said, text)
    text = FRACTION.sub(lambda m: f"{m[1]} {cat.text('speech.over')} {m[2]}", text)
    text = SIGNED.sub(cat.text("speech.minus") + " ", text)
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    return " ".join(line if line[-1] in STOPS else line + "." for line in lines)


@cache
def _words(cat) -> list[tuple[re.Pattern, str]]:
    """The catalog's `speech-words` table as (whole word, said as) pairs, read once per catalog (a catalog is
    loaded once per language and game, so this holds a handful)."""
    table = []
    source = cat.text("speech.words") if cat.has("speech.words") else ""
    for line in source.splitlines():
        shown, _, said = line.partition("=")
        if shown.strip() and said.strip():
            table.append((re.compile(rf"(?<!\w){re.escape(shown.strip())}(?!\w)"), said.strip()))
    return table


def _said_label(label: str, cat) -> str:
    """A choice as the voice says it: one marked « (Même table) » (in its place, not possible now) is said
    « Même table, pas maintenant », since a voice cannot read parentheses."""
    if len(label) > 2 and label[0] == "(" and label[-1] == ")":
        return cat.text("speech.not-now", label=label[1:-1])
    return label


def _unmarked(view):
    """The frame without the footer's mark of an ignored press (« fermer · C ✗ »): the voice says why in a
    word of its own (`ignored_word`), never « OK : C ✗ »."""
    parts = [part for part in (view.ok or "").split(" · ") if not part.endswith(" ✗")]
    return replace(view, ok=" · ".join(parts)) if view.ok and view.ok.endswith(" ✗") else view


def spoken_view(view, cat) -> str:
    """What the box says of a frame: the message, the prompt (or the board), each choice on A, B, C, then
    what OK does, as the footer says it (`_ok_said`). A message covering the menu is followed by « OK :
    fermer » alone: A, B, C choose nothing under it, so its question and choices are said once it closes, as
    the screen shows them (never heard, pressed and marked ✗)."""
    view = _unmarked(view)
    if view.cover and view.ok:
        # Said whole at once; while pages remain on the screen, OK turns one (« la suite »), it closes on the last.
        from companion.core.screen import text_pages
        ok = cat.text("speech.more") if view.page + 1 < text_pages(view) else cat.text("speech.ok", label=view.ok)
        return spoken_form("\n".join(part for part in (view.message, ok) if part), cat)
    # An empty place (an option's home kept, nothing there now) is not said: « A : B : C : Plus… » said nothing.
    choices = [cat.text("speech.choice", button=button, label=_said_label(label, cat))
               for button, label in zip("ABC", view.menu) if label]
    parts = [view.message, view.prompt, *choices, _ok_said(view, cat)]
    return spoken_form("\n".join(part for part in parts if part), cat)


def _ok_said(view, cat) -> str:
    """What OK does now, in the footer's words: « OK : la suite » when it shows the menu's next choices (the
    menu is said a page at a time; « OK : les provinces » where the footer names them), a step's own OK
    (« OK : nouvelle partie »); '' when the screen's words already say it, or OK does nothing."""
    if view.menu:
        if view.more and not view.ok:
            # What just happened took the footer's line (core/together.py `over_menu`): OK closes it first, and
            # the footer's « suite » comes back with the menu alone, said then.
            return ""
        if view.more:
            # A footer naming what OK shows (Merlin's « provinces 1/3 ») is said in its own words.
            return getattr(cat, "speech_forms", {}).get(view.ok) or cat.text("speech.more")
        # A menu's own OK (« commencer », « combattre »): said as the footer shows it.
        return cat.text("speech.ok", label=view.ok) if view.ok and not FRACTION.search(view.ok) else ""
    if view.ok and "OK" not in f"{view.message} {view.prompt}":
        # « suite 1/4 »: a page of text turned; the voice said it whole, OK gives what comes next.
        return cat.text("speech.more") if FRACTION.search(view.ok) else cat.text("speech.ok", label=view.ok)
    return ""


class Pipeline:
    """The processes speaking one sentence, in one process group: cut together, waited together."""

    def __init__(self, processes: list[subprocess.Popen]):
        self.processes = processes
        self.group = processes[0].pid  # the first one leads the group

    def cut(self) -> None:
        """End every process of the sentence (SIGTERM to the whole group)."""
        try:
            os.killpg(self.group, signal.SIGTERM)
        except (ProcessLookupError, PermissionError):
            pass  # already over

    def wait(self) -> None:
        """Wait for every process of the sentence to end."""
        for process in self.processes:
            process.wait()

    def is_running(self) -> bool:
        """True while any process of the sentence is still going."""
        return any(process.poll() is None for process in self.processes)


def missing_programs(*, wav: bool = False, player: str = "aplay", engine: str = "espeak-ng") -> list[str]:
    """The programs speech needs that are not installed (only espeak-ng when writing WAV files)."""
    needed = [engine] if wav else [engine, player]
    return [name for name in needed if shutil.which(name) is None]


class Speaker:
    """Speaks one sentence at a time in the background; `say` never waits for the audio.

    `missing` lists the programs that are not installed (espeak-ng, aplay); with any of
    them missing the speaker stays silent and `available` is False.
    """

    def __init__(self, lang: str = "fr", *, wav_dir: Path | None = None, player: tuple[str, ...] = ("aplay", "-q"),
                 engine: str = "espeak-ng"):
        self.voice = VOICES.get(lang, lang)
        self.wav_dir = wav_dir
        self.player = player
        self.missing = missing_programs(wav=wav_dir is not None, player=player[0], engine=engine)
        self.engine = shutil.which(engine)
        if self.missing:
            log.warning("%s not installed: spoken prompts are off (sudo apt-get install %s)",
                        " and ".join(self.missing), " ".join(PACKAGES.get(name, name) for name in self.missing))
        self._next: str | None = None
        self._current: Pipeline | None = None
        self._count = 0
        self._wake = threading.Condition()
        self._closed = False
        self._idle = threading.Event()
        self._idle.set()
        self._thread = threading.Thread(target=self._work, name="speech", daemon=True)
        self._thread.start()

    @property
    def available(self) -> bool:
        """True when every program speech needs is installed."""
        return not self.missing

    @property
    def current(self) -> Pipeline | None:
        """The sentence being spoken, if any (tests)."""
        return self._current

    def say(self, text: str) -> None:
        """Speak `text` soon, cutting short whatever is being said."""
        if not self.available or not text.strip():
            return
        with self._wake:
            self._next = text
            self._idle.clear()
            if self._current is not None:
                self._current.cut()
            self._wake.notify()

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Block until everything asked for has been spoken (tests, shutdown)."""
        return self._idle.wait(timeout)

    def close(self) -> None:
        """Cut the sentence being spoken and stop the worker."""
        with self._wake:
            self._closed = True
            if self._current is not None:
                self._current.cut()
            self._wake.notify()
        self._thread.join(timeout=2)

    def _work(self) -> None:
        while True:
            with self._wake:
                while self._next is None and not self._closed:
                    self._idle.set()
                    self._wake.wait()
                if self._closed:
                    self._idle.set()
                    return
                text, self._next = self._next, None
                self._current = self._spawn(text)
                current = self._current
            if current is not None:
                current.wait()
                with self._wake:
                    if self._current is current:
                        self._current = None  # its group id may be reused once the processes are reaped

    def _spawn(self, text: str) -> Pipeline | None:
        """Start speaking (or writing a WAV file); an audio failure is logged, never raised."""
        cmd = [self.engine, "-v", self.voice, "-s", "150"]
        quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
        try:
            if self.wav_dir is not None:
                self._count += 1
                out = self.wav_dir / f"prompt-{self._count:04d}.wav"
                return Pipeline([subprocess.Popen(cmd + ["-w", str(out), text], process_group=0, **quiet)])
            engine = subprocess.Popen(cmd + ["--stdout", text], stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL, process_group=0)
            try:
                player = subprocess.Popen(self.player, stdin=engine.stdout, process_group=engine.pid, **quiet)
            except OSError:
                engine.kill()
                engine.wait()
                raise
            finally:
                engine.stdout.close()  # the player holds the pipe now: espeak-ng sees it close if aplay dies
            return Pipeline([engine, player])
        except OSError as exc:
            log.warning("could not speak: %s", exc)
            return None
