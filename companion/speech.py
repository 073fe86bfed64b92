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
import shutil
import signal
import subprocess
import threading
from pathlib import Path

log = logging.getLogger(__name__)

VOICES = {"fr": "fr-fr", "en": "en-gb"}
# The Debian package that brings each program.
PACKAGES = {"espeak-ng": "espeak-ng", "aplay": "alsa-utils"}


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
