"""A card reader whose cards are placed from code: for the terminal simulator and tests."""
from __future__ import annotations

import threading

from .base import Put, TagGone, TagSeen, normalize_uid


class FakeReader:
    """Behaves like a card reader on the table: one card at a time, reported once.

    `place(uid)` puts a card on it (taking off the one already there), `remove()` takes
    it away. Events are only sent between `start(put)` and `close()`.
    """

    def __init__(self):
        self._lock = threading.Lock()
        self._put: Put | None = None
        self.uid: str | None = None

    def start(self, put: Put) -> None:
        """Begin reporting; a card already in place is reported at once."""
        with self._lock:
            self._put = put
            if self.uid is not None:
                put(TagSeen(self.uid))

    def place(self, uid: str) -> None:
        """Put the card with this UID on the reader ('04:a1:b2:c3' and '04A1B2C3' both work)."""
        uid = normalize_uid(uid)
        with self._lock:
            if uid == self.uid:
                return
            if self.uid is not None:
                self._send(TagGone(self.uid))
            self.uid = uid
            self._send(TagSeen(uid))

    def remove(self) -> None:
        """Take the card off the reader, if there is one."""
        with self._lock:
            if self.uid is not None:
                self._send(TagGone(self.uid))
                self.uid = None

    def close(self) -> None:
        """Stop reporting."""
        with self._lock:
            self._put = None

    def _send(self, event) -> None:
        if self._put is not None:
            self._put(event)
