"""Spoken prompts through espeak-ng: a queue that never blocks the engine.

`say()` only hands the newest sentence to a worker thread and returns; a newer sentence
cuts the one being spoken short (the table wants the current prompt, not a backlog).
On the Pi the audio goes to `aplay`; tests and the simulator can ask for WAV files instead.
"""
from __future__ import annotations

import logging
import shutil
import subprocess
import threading
from pathlib import Path

log = logging.getLogger(__name__)

VOICES = {"fr": "fr-fr", "en": "en-gb"}


class Speaker:
    """Speaks one sentence at a time in the background; `say` never waits for the audio."""

    def __init__(self, lang: str = "fr", *, wav_dir: Path | None = None, player: tuple[str, ...] = ("aplay", "-q"),
                 engine: str = "espeak-ng"):
        self.voice = VOICES.get(lang, lang)
        self.wav_dir = wav_dir
        self.player = player
        self.engine = shutil.which(engine)
        if self.engine is None:
            log.warning("%s is not installed: spoken prompts are off (sudo apt-get install espeak-ng)", engine)
        self._next: str | None = None
        self._current: subprocess.Popen | None = None
        self._count = 0
        self._wake = threading.Condition()
        self._closed = False
        self._idle = threading.Event()
        self._idle.set()
        self._thread = threading.Thread(target=self._work, name="speech", daemon=True)
        self._thread.start()

    @property
    def available(self) -> bool:
        return self.engine is not None

    def say(self, text: str) -> None:
        """Speak `text` soon, cutting short whatever is being said."""
        if not self.available or not text.strip():
            return
        with self._wake:
            self._next = text
            self._idle.clear()
            if self._current is not None and self._current.poll() is None:
                self._current.terminate()
            self._wake.notify()

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Block until everything asked for has been spoken (tests, shutdown)."""
        return self._idle.wait(timeout)

    def close(self) -> None:
        with self._wake:
            self._closed = True
            if self._current is not None and self._current.poll() is None:
                self._current.terminate()
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
            if self._current is not None:
                self._current.wait()

    def _spawn(self, text: str) -> subprocess.Popen | None:
        """Start speaking (or writing a WAV file); an audio failure is logged, never raised."""
        cmd = [self.engine, "-v", self.voice, "-s", "150"]
        try:
            if self.wav_dir is not None:
                self._count += 1
                out = self.wav_dir / f"prompt-{self._count:04d}.wav"
                return subprocess.Popen(cmd + ["-w", str(out), text], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
            # espeak-ng | aplay, as one process group we can cut short.
            return subprocess.Popen(["sh", "-c", '"$0" "$@" --stdout | ' + " ".join(self.player),
                                     *cmd, text], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except OSError as exc:
            log.warning("could not speak: %s", exc)
            return None
