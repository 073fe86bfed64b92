"""The reader thread shared by the card readers that poll a chip."""
from __future__ import annotations

import logging
import threading

from .base import Event, PartTrouble, Put, TagGone, TagSeen

log = logging.getLogger(__name__)


class ReaderFault(Exception):
    """The reader chip cannot be reached; `message` is for players and builders."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class TagPresence:
    """Turns one poll result after another into TagSeen/TagGone, with removal hysteresis.

    A tag counts as gone only after `gone_after` polls in a row without it, so a card
    that is nudged or read badly once does not flicker.
    """

    def __init__(self, gone_after: int):
        if gone_after < 1:
            raise ValueError("gone_after must be at least 1")
        self._gone_after = gone_after
        self._uid: str | None = None
        self._misses = 0

    def update(self, uid: str | None) -> list[Event]:
        """Feed one poll result (the UID read, or None); return the events it causes."""
        if uid is None:
            if self._uid is None:
                return []
            self._misses += 1
            if self._misses < self._gone_after:
                return []
            gone, self._uid = self._uid, None
            return [TagGone(gone)]
        self._misses = 0
        if uid == self._uid:
            return []
        events: list[Event] = [TagGone(self._uid)] if self._uid else []
        self._uid = uid
        return events + [TagSeen(uid)]


class PollingReader:
    """A card reader polled from its own thread.

    Subclasses provide `_open()` (bring the chip up, raising ReaderFault when it does not
    answer), `_scan()` (return the UID on the reader or None, raising ReaderFault) and
    `_release()` (free the hardware). This class runs the loop: it polls every
    `poll_interval` seconds, reports tags through TagPresence, and on a fault reports
    PartTrouble once, then re-opens the chip every `retry_interval` seconds until it
    answers again.
    """

    part = "card reader"

    def __init__(self, *, poll_interval: float = 0.1, gone_after: int = 3, retry_interval: float = 2.0):
        self._poll_interval = poll_interval
        self._retry_interval = retry_interval
        self._presence = TagPresence(gone_after)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self, put: Put) -> None:
        """Start polling on a background thread; events go to `put`."""
        if self._thread is not None:
            raise RuntimeError("this reader is already started")
        self._thread = threading.Thread(target=self._run, args=(put,), name=self.part, daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Stop polling (within one poll) and release the hardware."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        self._release()

    def _run(self, put: Put) -> None:
        opened = troubled = False
        while not self._stop.is_set():
            try:
                if not opened:
                    self._open()
                    opened = True
                uid = self._scan()
            except Exception as exc:  # noqa: BLE001 - the reader thread must outlive any one failure
                opened = False
                if not troubled:
                    troubled = True
                    if isinstance(exc, ReaderFault):
                        log.warning("%s: %s", self.part, exc.message)
                        put(PartTrouble(self.part, exc.message))
                    else:
                        log.exception("%s: unexpected failure", self.part)
                        put(PartTrouble(self.part, f"The {self.part} stopped because of a fault in the program; it keeps trying."))
                self._stop.wait(self._retry_interval)
                continue
            if troubled:
                troubled = False
                log.warning("%s: answering again", self.part)
            for event in self._presence.update(uid):
                put(event)
            self._stop.wait(self._poll_interval)

    def _open(self) -> None:
        raise NotImplementedError

    def _scan(self) -> str | None:
        raise NotImplementedError

    def _release(self) -> None:
        raise NotImplementedError
