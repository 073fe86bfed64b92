"""Connections are limited and timed out, and a storm is logged once: the page stays reachable.
Loopback only; every loop is bounded and stops by itself."""
from __future__ import annotations

import logging
import os
import socket
import subprocess
import sys
import time

import httpx

from companion.journal.session import Session
from companion.web import guard
from companion.web.server import BackgroundServer

from .conftest import ROOT, wait_for

HALF_REQUEST = b"GET /state.json HTTP/1.1\r\nHost: camelot\r\n"   # never the blank line that ends it


def half_sent(port: int, n: int) -> list[socket.socket]:
    """`n` connections that each send the start of a request and nothing more."""
    held = []
    for _ in range(n):
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=2)
            s.sendall(HALF_REQUEST)
            held.append(s)
        except OSError:
            pass   # refused: the server is protecting itself
    return held


def is_closed_by_server(s: socket.socket, timeout: float) -> bool:
    """True when the server closes (or resets) the connection within `timeout` seconds."""
    s.settimeout(timeout)
    try:
        while True:
            data = s.recv(4096)
            if not data:
                return True
    except (ConnectionResetError, BrokenPipeError):
        return True
    except socket.timeout:
        return False


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_half_sent_requests_under_a_low_file_limit_neither_block_nor_flood(tmp_path):
    journal = tmp_path / "journal.sqlite"
    box = Session.open(journal)
    assert box.submit("new arthur gawain kay").accepted
    box.journal.close()
    port, errors = free_port(), tmp_path / "stderr.txt"

    def low_limit():
        import resource
        resource.setrlimit(resource.RLIMIT_NOFILE, (64, 64))

    with open(errors, "wb") as err:
        web = subprocess.Popen([sys.executable, "-m", "companion.cli", "web", "--journal", str(journal),
                                "--host", "127.0.0.1", "--port", str(port)], cwd=ROOT, stderr=err,
                               stdout=subprocess.DEVNULL, preexec_fn=low_limit)
        held: list[socket.socket] = []
        try:
            wait_for(lambda: _answers(port), timeout=30, what="camelot web")
            held = half_sent(port, 80)
            time.sleep(1.0)
            assert web.poll() is None
            # The half-sent requests are closed after their deadline; then the page answers again.
            state = wait_for(lambda: _answers(port), timeout=guard.HEAD_TIMEOUT_S + 15, what="the page after the storm")
            assert state["seats"] == ["arthur", "gawain", "kay"]
        finally:
            for s in held:
                s.close()
            web.terminate()
            try:
                web.wait(10)
            except subprocess.TimeoutExpired:
                web.kill()
    lines = errors.read_bytes().decode("utf-8", "replace").splitlines()
    assert len(lines) < 40, lines[:40]   # said once, not a traceback per refused socket
    assert not any("Too many open files" in line for line in lines)


def _answers(port: int) -> dict | None:
    try:
        return httpx.get(f"http://127.0.0.1:{port}/state.json", timeout=2).json()
    except (httpx.HTTPError, ValueError):
        return None


def test_a_request_that_never_ends_is_closed(page, monkeypatch):
    monkeypatch.setattr(guard, "HEAD_TIMEOUT_S", 0.3)
    (s,) = half_sent(page.port, 1)
    try:
        assert is_closed_by_server(s, timeout=10)
    finally:
        s.close()
    assert httpx.get(page.url + "/state.json").status_code == 200


def test_one_address_cannot_take_every_connection(page, monkeypatch):
    monkeypatch.setattr(guard, "MAX_PER_ADDRESS", 4)
    held = half_sent(page.port, 4)
    extra = socket.create_connection(("127.0.0.1", page.port), timeout=2)
    try:
        assert len(held) == 4
        assert is_closed_by_server(extra, timeout=10)   # the fifth is refused at once
        assert not is_closed_by_server(held[0], timeout=0.2)   # the first four are still served
    finally:
        extra.close()
        for s in held:
            s.close()
    wait_for(lambda: httpx.get(page.url + "/state.json").status_code == 200, what="the page afterwards")


def test_phones_beyond_the_cap_are_asked_to_come_back(page):
    page.hub.max_phones = 2
    with httpx.Client(base_url=page.url, timeout=5) as client:
        with client.stream("GET", "/events") as one, client.stream("GET", "/events") as two:
            assert one.status_code == two.status_code == 200
            wait_for(lambda: page.hub.phones == 2, what="two phones")
            with httpx.stream("GET", page.url + "/events", timeout=5) as third:
                assert third.status_code == 503 and third.headers["retry-after"]
            assert client.get("/state.json").status_code == 200   # plain requests still get through
    wait_for(lambda: page.hub.phones == 0, what="the phones leaving")


def test_a_storm_of_the_same_line_is_logged_once_then_counted():
    now = [0.0]
    storms = guard.StormFilter(window_s=60, clock=lambda: now[0])
    logger = logging.getLogger("test.storm")
    logger.propagate = False
    kept: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record):
            kept.append(record.getMessage())

    logger.addHandler(Keep())
    logger.addFilter(storms)
    try:
        for _ in range(1000):
            logger.error("socket.accept() out of system resource")
        assert kept == ["socket.accept() out of system resource"]
        now[0] = 61
        storms.flush()
        assert len(kept) == 2 and "999" in kept[1]
        logger.error("socket.accept() out of system resource")   # a new window: said again
        assert len(kept) == 3
    finally:
        logger.handlers.clear()
        logger.removeFilter(storms)


def test_the_connection_cap_follows_the_file_limit():
    assert guard.connection_limit(limit=64, in_use=13) < 64 - 13
    assert guard.connection_limit(limit=1 << 20, in_use=13) == guard.MAX_CONNECTIONS
    assert 1 <= guard.phone_limit(guard.connection_limit(limit=64, in_use=13)) < guard.connection_limit(64, 13)
    assert os.name != "posix" or guard.file_limit() > 0
