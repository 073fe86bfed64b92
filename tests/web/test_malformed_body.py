"""A request whose chunked body is malformed gets a clean 400, or the connection closed when an answer is
already on its way, and nothing in the log but uvicorn's one-line warning: no traceback (issue 24, fault
4). Raw sockets on loopback; every wait is bounded."""
from __future__ import annotations

import logging
import socket

import httpx
import pytest

from .conftest import wait_for
from .test_limits import is_closed_by_server

HEAD = b"%s %s HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n"
BAD_BODIES = {
    "a chunk size that is no number": b"zz\r\nhello\r\n0\r\n\r\n",
    "a chunk longer than it said": b"5\r\nhelloXXXX\r\n0\r\n\r\n",
    "a chunk size beyond any limit": b"f" * 40 + b"\r\nhello\r\n",
}


class Records(logging.Handler):
    def __init__(self):
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record):
        self.records.append(record)


@pytest.fixture
def server_log(monkeypatch):
    """Every record of the loggers a request can reach, the storm filter off (it would hide a repeat)."""
    records = Records()
    for name in ("uvicorn", "uvicorn.error", "asyncio", "companion.web", "companion.web.server"):
        logger = logging.getLogger(name)
        monkeypatch.setattr(logger, "filters", [])
        logger.addHandler(records)
    yield records.records
    for name in ("uvicorn", "uvicorn.error", "asyncio", "companion.web", "companion.web.server"):
        logging.getLogger(name).removeHandler(records)


def answer_of(s: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection (bounded by the socket's timeout)."""
    data = b""
    try:
        while chunk := s.recv(4096):
            data += chunk
    except (ConnectionResetError, socket.timeout):
        pass
    return data


def no_traceback(records: list[logging.LogRecord]) -> list[str]:
    return [r.getMessage() for r in records if r.exc_info or r.levelno >= logging.ERROR]


@pytest.mark.parametrize("body", BAD_BODIES.values(), ids=list(BAD_BODIES))
@pytest.mark.parametrize("method, path", [(b"POST", b"/"), (b"POST", b"/state.json"), (b"GET", b"/state.json")])
def test_a_malformed_chunked_body_gets_a_clean_400(page, server_log, method, path, body):
    with socket.create_connection(("127.0.0.1", page.port), timeout=5) as s:
        s.sendall(HEAD % (method, path) + body)
        answer = answer_of(s)
    assert answer.startswith(b"HTTP/1.1 400 "), answer[:80]
    assert no_traceback(server_log) == []
    assert httpx.get(page.url + "/state.json").status_code == 200   # the page goes on


def test_a_malformed_body_after_the_answer_only_closes_the_connection(page, server_log):
    with socket.create_connection(("127.0.0.1", page.port), timeout=5) as s:
        s.sendall(HEAD % (b"POST", b"/"))
        first = s.recv(4096)
        assert first.startswith(b"HTTP/1.1 405 ")   # answered before its body came
        s.sendall(BAD_BODIES["a chunk size that is no number"])
        assert is_closed_by_server(s, timeout=5)
    assert no_traceback(server_log) == []


def test_a_malformed_body_under_an_open_event_stream_closes_it_quietly(page, server_log):
    with socket.create_connection(("127.0.0.1", page.port), timeout=5) as s:
        s.sendall(HEAD % (b"GET", b"/events"))
        assert s.recv(4096).startswith(b"HTTP/1.1 200 ")   # the stream has begun
        wait_for(lambda: page.hub.phones == 1, what="the stream")
        s.sendall(BAD_BODIES["a chunk longer than it said"])
        assert is_closed_by_server(s, timeout=5)
    wait_for(lambda: page.hub.phones == 0, what="the stream's end")
    assert no_traceback(server_log) == []
