"""The page's perimeter: every route, the board's JSON included, answers only under the box's own names
(a web page rebound to the box's address sends its own name and gets 421, so it can neither read the game
nor spend the table's pairing codes), and a request head over the documented 8 kB is refused, however it
arrives. Loopback only."""
from __future__ import annotations

import socket

import httpx
import pytest

from companion.journal.session import Session
from companion.web import guard
from companion.web.server import BackgroundServer
from tests.seated_box import SeatedBox

ROUTES = ["/", "/state.json", "/events", "/recap.png", "/words/shadows.json", "/games/shadows.js",
          "/static/style.css", "/pair", "/seat/seats", "/seat/pair", "/seat/menu", "/seat/tap", "/nothing"]


@pytest.fixture
def page(tmp_path):
    session = Session.open(tmp_path / "journal.sqlite")
    assert session.submit("new arthur gawain kay").accepted
    with BackgroundServer(tmp_path / "journal.sqlite", poll_s=0.01, names=("jeux.maison",)) as served:
        yield served
    session.journal.close()


def raw(page, data: bytes, pieces: int = 1) -> bytes:
    """`data` written on the page's socket (in `pieces`), and the start of what comes back."""
    with socket.create_connection(("127.0.0.1", page.port), timeout=5) as conn:
        step = -(-len(data) // pieces)
        try:
            for at in range(0, len(data), step):
                conn.sendall(data[at:at + step])
            return conn.recv(4096)
        except OSError:                 # closed while the rest was still being written: read what came
            return b""


@pytest.mark.parametrize("host", ["evil.example", "evil.example:8080", "192.168.1.66", "camelot.evil.example",
                                  "localhost.evil.example", "[2001:db8::1]:80"])
def test_every_route_under_a_foreign_host_is_refused_with_421_in_plain_words(page, host):
    with httpx.Client(base_url=page.url, headers={"Host": host, "Origin": f"http://{host}"}) as client:
        for route in ROUTES:
            method = "POST" if route in ("/seat/seats", "/seat/pair", "/seat/tap") else "GET"
            answer = client.request(method, route, json={"code": "123456"} if method == "POST" else None)
            assert answer.status_code == 421, (route, answer.status_code)
            assert answer.headers["content-type"].startswith("text/plain")
            assert "not the box's" in answer.text and "{" not in answer.text   # no game in it


@pytest.mark.parametrize("host", ["localhost", "127.0.0.1", "LOCALHOST", "[::1]", "jeux.maison", "jeux.maison."])
def test_the_boxs_own_names_are_served(page, host):
    with httpx.Client(base_url=page.url) as client:
        answer = client.get("/state.json", headers={"Host": f"{host}:{page.port}"})
        assert answer.status_code == 200 and answer.json()["game"] == "shadows"
        assert client.get("/state.json", headers={"Host": host}).status_code == 200


def test_a_request_with_no_host_gets_400(page):
    assert raw(page, b"GET /state.json HTTP/1.0\r\n\r\n").startswith(b"HTTP/1.1 400 ")


def test_the_address_a_phone_reached_the_box_at_is_the_boxs_own():
    """A QR code with the box's IP: its Host is the address the connection came in on."""
    gate = guard.HostGuard(None, guard.box_names(hostname="camelot"))
    scope = {"type": "http", "server": ("192.168.1.20", 8080), "headers": [(b"host", b"192.168.1.20:8080")]}
    assert gate.allowed(scope) is True
    assert gate.allowed({**scope, "headers": [(b"host", b"192.168.1.21:8080")]}) is False
    assert gate.allowed({**scope, "headers": [(b"host", b"camelot.local:8080")]}) is True
    assert gate.allowed({**scope, "headers": [(b"host", b"a"), (b"host", b"b")]}) is None
    assert gate.allowed({**scope, "headers": []}) is None


def test_the_boxs_names_follow_its_host_name_and_configuration():
    names = guard.box_names("192.168.4.1", ("Jeux.Maison",), hostname="camelot.home.arpa")
    assert {"localhost", "127.0.0.1", "::1", "camelot", "camelot.local", "camelot.home.arpa",
            "192.168.4.1", "jeux.maison"} <= names
    assert "0.0.0.0" not in guard.box_names("0.0.0.0", hostname="camelot")
    assert [guard.host_of(h) for h in ("A.b:80", "[::1]:8080", "::1", "x.")] == ["a.b", "::1", "::1", "x"]


@pytest.mark.parametrize("size,pieces", [(100_000, 1), (100_000, 20), (9_000, 1), (9_000, 3)])
def test_a_head_over_8_kB_is_refused_with_431_whole_or_in_pieces(page, size, pieces):
    head = b"GET /state.json HTTP/1.1\r\nHost: localhost\r\nX-Pad: " + b"a" * size + b"\r\n\r\n"
    answer = raw(page, head, pieces)
    # A head written on after the box closed may be cut short by a reset before its 431 is read: never served.
    may_reset = pieces > 1 or size > 65536
    assert answer.startswith(b"HTTP/1.1 431 ") or (may_reset and answer == b""), answer[:80]


def test_a_head_just_under_8_kB_is_served_and_a_big_body_is_not_a_head(page):
    head = b"GET /state.json HTTP/1.1\r\nHost: localhost\r\nX-Pad: " + b"a" * 7000 + b"\r\n\r\n"
    assert raw(page, head).startswith(b"HTTP/1.1 200 ")
    body = b'{"code": "' + b"1" * 1500 + b'"}'
    post = (b"POST /seat/seats HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\n"
            b"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(body)) + body
    assert not raw(page, post).startswith(b"HTTP/1.1 431 ")


def test_a_foreign_host_spends_no_pairing_code(tmp_path):
    box = SeatedBox(tmp_path)
    try:
        assert box.session.submit("new arthur gawain kay").accepted
        code = box.open_pairing()
        with BackgroundServer(box.journal_path, poll_s=0.01, seats=box.socket_path) as served:
            rebound = {"Host": "evil.example", "Origin": "http://evil.example"}
            with httpx.Client(base_url=served.url, headers=rebound) as client:
                for _ in range(10):
                    assert client.post("/seat/pair", json={"code": "000000", "seat": "kay", "name": "Eve"}).status_code == 421
            box.settle()
            assert box.companion.seats.tries == 0 and box.companion.seats.is_open()
            with httpx.Client(base_url=served.url, headers={"Origin": served.url}) as client:
                assert client.post("/seat/pair", json={"code": code, "seat": "kay", "name": "Anne"}).status_code == 200
    finally:
        box.close()
