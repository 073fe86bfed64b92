"""The box's local socket for the page (`camelot web`), its only client: one JSON object per line, one answer each.

A Unix socket in the box's state directory (beside the journal), mode 0600: only the box's own user
(the page's service runs as the same user) can connect; the box's unit keeps PrivateNetwork=yes. Each
request becomes a `SeatRequest` handed to `Companion.put`, and the answer is written once the engine
thread has served it. A line longer than MAX_LINE, not JSON, or not an object with an `op` is answered
with a refusal and changes nothing.
"""
from __future__ import annotations

import json
import logging
import os
import socket
import stat
import threading
from pathlib import Path

from .seats import SeatRequest

log = logging.getLogger(__name__)

FILE = "seats.sock"
MAX_LINE = 4096           # a request is a few hundred bytes (the page's own body limit is 2 KB)
ANSWER_WAIT_S = 5.0       # the engine thread answers in milliseconds; past this the page is told
MAX_CLIENTS = 4           # the page holds one or two connections


def socket_path(journal_path) -> Path:
    """Where the box listens: beside its journal (the state directory both services share)."""
    return Path(journal_path).parent / FILE


def refusal(code: str, message: str) -> dict:
    """An answer that refuses, in plain words (the socket's own refusals are in English: the page maps codes)."""
    return {"ok": False, "error": code, "message": message}


class SeatSocket:
    """Listens on `path`, hands each request to `put` and writes back the engine thread's answer."""

    def __init__(self, path, put, wait_s: float = ANSWER_WAIT_S):
        self.path, self.put, self.wait_s = Path(path), put, wait_s
        self.server: socket.socket | None = None
        self.closing = threading.Event()
        self.clients: set[socket.socket] = set()
        self.lock = threading.Lock()

    def start(self) -> "SeatSocket":
        """Bind (mode 0600 from the start: the umask is set around bind) and serve on a daemon thread."""
        if self.path.exists() or self.path.is_symlink():
            if not stat.S_ISSOCK(os.lstat(self.path).st_mode):
                raise OSError(f"{self.path} exists and is not the box's socket: it is left as it is")
            self.path.unlink()        # a socket left by a box that stopped without closing it
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        old = os.umask(0o177)
        try:
            server.bind(str(self.path))
        finally:
            os.umask(old)
        os.chmod(self.path, 0o600)
        server.listen(MAX_CLIENTS)
        self.server = server
        threading.Thread(target=self._accept, name="seat-socket", daemon=True).start()
        return self

    def _accept(self) -> None:
        while not self.closing.is_set():
            try:
                client, _ = self.server.accept()
            except OSError:
                return                 # closed
            with self.lock:
                if len(self.clients) >= MAX_CLIENTS:
                    client.close()
                    continue
                self.clients.add(client)
            threading.Thread(target=self._serve, args=(client,), name="seat-client", daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        reader = client.makefile("rb")
        try:
            while not self.closing.is_set():
                raw = reader.readline(MAX_LINE + 1)
                if not raw:
                    return
                if len(raw) > MAX_LINE and not raw.endswith(b"\n"):
                    client.sendall(_line(refusal("too-long", "The request is too long.")))
                    return             # the rest of the line cannot be told from the next request
                client.sendall(_line(self.answer(raw)))
        except OSError:
            return
        finally:
            with self.lock:
                self.clients.discard(client)
            reader.close()
            client.close()

    def answer(self, raw: bytes) -> dict:
        """The answer to one request line (the engine thread's, or a refusal of the line itself)."""
        try:
            body = json.loads(raw)
        except (ValueError, UnicodeDecodeError, RecursionError):   # a body nested a thousand deep is not JSON either
            return refusal("bad-request", "The request is not JSON.")
        if not isinstance(body, dict) or not isinstance(body.get("op"), str):
            return refusal("bad-request", "The request is not an object with an op.")
        request = SeatRequest(body.pop("op"), body)
        self.put(request)
        if not request.done.wait(self.wait_s):
            log.warning("the engine thread did not answer a %s request within %.0f s", request.op, self.wait_s)
            return refusal("busy", "The box is busy: try again.")
        return request.answer

    def close(self) -> None:
        """Stop listening, end the connections and remove the socket's file."""
        self.closing.set()
        if self.server is not None:
            self.server.close()
        with self.lock:
            for client in list(self.clients):
                try:
                    client.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
        try:
            if self.path.exists() and stat.S_ISSOCK(os.lstat(self.path).st_mode):
                self.path.unlink()
        except OSError:
            pass


def _line(answer: dict) -> bytes:
    return json.dumps(answer, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"
