"""The page's side of the box's local socket (companion/box/seat_socket.py): one request, one answer.

The page never writes the journal: a phone's request is forwarded here, line by line, to the box's
engine thread, which answers. One connection, used by one request at a time (a lock); it is opened
again when the box has restarted. When the box is not there the answer says so in plain words.
"""
from __future__ import annotations

import json
import socket
import threading
from pathlib import Path

FILE = "seats.sock"          # the box's socket, beside its journal (the state directory)
WAIT_S = 6.0                 # the box answers within its own 5 s or says it is busy
MAX_ANSWER = 64 * 1024


def socket_path(journal_path) -> Path:
    """Where the box listens for the page: beside the journal both read."""
    return Path(journal_path).parent / FILE


class BoxLink:
    """A client of the box's socket; `ask(request)` gives the box's answer (a dict)."""

    def __init__(self, path, wait_s: float = WAIT_S):
        self.path, self.wait_s = Path(path), wait_s
        self.lock = threading.Lock()
        self.sock: socket.socket | None = None
        self.reader = None

    def ask(self, request: dict) -> dict:
        """Send one request to the box and wait for its answer; a box away is an answer too."""
        data = json.dumps(request, separators=(",", ":")).encode() + b"\n"
        with self.lock:
            for attempt in (1, 2):          # once more on a connection the box closed (it restarted)
                try:
                    if self.sock is None:
                        self._connect()
                    self.sock.sendall(data)
                    raw = self.reader.readline(MAX_ANSWER)
                    if raw.endswith(b"\n"):
                        return json.loads(raw)
                    raise OSError("the box closed the connection")
                except (OSError, ValueError):
                    self._drop()
                    if attempt == 2:
                        return {"ok": False, "error": "no-box",
                                "message": "The box does not answer: is it on? (phones can only follow the game)"}
        raise AssertionError("unreachable")

    def _connect(self) -> None:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(self.wait_s)
        try:
            sock.connect(str(self.path))
        except OSError:
            sock.close()
            raise
        self.sock, self.reader = sock, sock.makefile("rb")

    def _drop(self) -> None:
        if self.sock is not None:
            try:
                self.reader.close()
                self.sock.close()
            except OSError:
                pass
        self.sock = self.reader = None

    def close(self) -> None:
        """Close the connection (the page stops)."""
        with self.lock:
            self._drop()
