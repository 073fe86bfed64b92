"""Helpers for the driver tests: an event inbox that drivers put into."""
import queue

import pytest


class Inbox:
    """Stands where the engine's queue stands: drivers `put` into it, tests read in order."""

    def __init__(self):
        self._queue = queue.Queue()

    def put(self, event):
        self._queue.put(event)

    def next(self, timeout=2.0):
        """The next event, waiting up to `timeout` seconds for it."""
        try:
            return self._queue.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"no event within {timeout} s") from None

    def quiet_for(self, seconds):
        """Everything that arrives within `seconds` (an empty list when the driver stays quiet)."""
        events = []
        try:
            while True:
                events.append(self._queue.get(timeout=seconds))
        except queue.Empty:
            return events


@pytest.fixture
def inbox():
    return Inbox()
