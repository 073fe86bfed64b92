"""An outside abuse run against phones as seats: a box and `camelot web` on real sockets, then every
method on every route as someone on the table's network would try it — without pairing, with a forged
token, with another seat's token, a stale or replayed tap, a forged or missing Origin, malformed and
oversized bodies, wrong pairing codes, broken HTTP on the raw socket; and at the perimeter (`perimeter`):
every route under a foreign Host (a web page rebound to the box's address), request heads far over 8 kB,
five wrong codes (the box says why the pairing closed, at the box and to the phone).

It counts what must stay at zero: 2xx answers that changed the journal, 5xx answers, answers holding a
secret (a seat's token, the pairing code, a face-down card's name), phones paired by an attacker,
tracebacks in the page's log; and checks that the table still plays afterwards.

    python tests/abuse_from_outside.py            # prints the counts; exit status 1 when one is not zero
"""
from __future__ import annotations

import json
import re
import socket
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import httpx  # noqa: E402

from companion.box import seats  # noqa: E402
from companion.games.shadows.cards import CARDS  # noqa: E402
from tests.phone_table import COOKIE, Phone, PhoneTable, WebProcess  # noqa: E402
from tests.tapping import tap_of  # noqa: E402

METHODS = ("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS")
ROUTES = ("/", "/state.json", "/events", "/recap.png", "/words/shadows.json", "/words/nothing.json",
          "/static/seat.js", "/static/../journal.sqlite", "/%2e%2e/journal.sqlite", "/journal.sqlite",
          "/seats.sock", "/pair", "/pair#123456", "/seat", "/seat/seats", "/seat/pair", "/seat/menu",
          "/seat/menu?path=0.ok", "/seat/menu?path=../../etc", "/seat/tap", "/seat/undo", "/seat/abandon",
          "/admin")
ZERO = ("changed_by_2xx", "server_errors", "secrets", "paired_by_attacker", "tracebacks", "journal_changed")
# The perimeter's own counts (`perimeter`): each must stay at zero too.
PERIMETER_ZERO = ("served_under_foreign_host", "codes_spent_from_foreign_host", "big_head_served",
                  "wrong_codes_not_told")
FOREIGN_HOSTS = ("evil.example", "evil.example:{port}", "192.0.2.7", "127.0.0.1.evil.example", "localhost.evil.example")


def face_down(session) -> set[str]:
    """Every way of naming a black card lying face down now."""
    names = set()
    for quest in ("black-knight", "lancelot", "dragon"):
        for card in session.game.quests[quest].black:
            if not card.face_up:
                names |= {card.slug, CARDS[card.slug].name["fr"], CARDS[card.slug].name["en"]}
    return names


class Run:
    """The attacker's requests and what the table counts of them."""

    def __init__(self, box: PhoneTable, url: str, secrets: set[str]):
        self.box, self.url, self.secrets = box, url, {s for s in secrets if s}
        self.counts: Counter = Counter()
        self.statuses: Counter = Counter()
        self.exact: Counter = Counter()
        self.found: list[str] = []
        self.statuses_of_big_heads: list[int] = []

    def leaked(self, text: str) -> list[str]:
        """The secrets `text` holds, each as a whole word (a token, a code, a card's name)."""
        return [s for s in self.secrets if re.search(rf"(?<![\w-]){re.escape(s)}(?![\w-])", text)]

    def check(self, what: str, status: int, text: str, before: list[str]) -> None:
        """Count one answer: its status, a journal it changed, a secret it holds."""
        after = self.box.journaled()
        self.counts["requests"] += 1
        self.statuses[status // 100 * 100] += 1
        if 200 <= status < 300 and after != before:
            self.counts["changed_by_2xx"] += 1
            self.found.append(f"{what}: {status} changed the journal ({after[len(before):]})")
        if status >= 500:
            self.counts["server_errors"] += 1
            self.found.append(f"{what}: {status} {text[:120]!r}")
        self.exact[status] += 1
        leaked = self.leaked(text)
        if leaked:
            self.counts["secrets"] += 1
            self.found.append(f"{what}: holds {leaked}")

    def send(self, client: httpx.Client, method: str, route: str, what: str, **kwargs) -> int:
        """One request through HTTP (an event stream read for its first bytes only)."""
        before = self.box.journaled()
        if route == "/events":
            # An event stream never ends: read its first bytes on a connection of its own, then drop it.
            with httpx.Client(base_url=client.base_url, headers=client.headers, cookies=client.cookies,
                              timeout=10) as own, own.stream(method, route, **kwargs) as answer:
                chunk = next(answer.iter_raw(), b"")
                text = chunk.decode("utf-8", "replace") + json.dumps(dict(answer.headers))
                status = answer.status_code
        else:
            try:
                answer = client.request(method, route, **kwargs)
            except httpx.TimeoutException:
                self.counts["hung"] += 1
                self.found.append(f"{what} {method} {route}: no answer within the client's timeout")
                return 0
            status = answer.status_code
            text = answer.content.decode("utf-8", "replace") + json.dumps(dict(answer.headers))
        self.check(f"{what} {method} {route}", status, text, before)
        return status

    def raw_in_pieces(self, data: bytes, pieces: int, what: str) -> int:
        """`data` written in `pieces` on the page's socket; the status read back (0: closed, nothing served)."""
        before = self.box.journaled()
        host, port = self.url.removeprefix("http://").split(":")
        step = -(-len(data) // pieces)
        answer = b""
        with socket.create_connection((host, int(port)), timeout=5) as conn:
            try:
                for at in range(0, len(data), step):
                    conn.sendall(data[at:at + step])
                answer = conn.recv(65536)
            except OSError:
                pass                       # closed (reset) while the head was still being written: refused
        head = answer.split(b"\r\n", 1)[0].split()
        status = int(head[1]) if len(head) > 1 and head[1].isdigit() else 0
        self.check(f"raw {what}", status or 400, answer.decode("utf-8", "replace"), before)
        return status or 400

    def raw(self, data: bytes, what: str) -> None:
        """Bytes written on the page's socket as they are (broken HTTP); the status line read back."""
        before = self.box.journaled()
        host, port = self.url.removeprefix("http://").split(":")
        with socket.create_connection((host, int(port)), timeout=5) as conn:
            try:
                conn.sendall(data)
                answer = conn.recv(65536)
            except OSError:
                answer = b""
        head = answer.split(b"\r\n", 1)[0].split()
        status = int(head[1]) if len(head) > 1 and head[1].isdigit() else 400  # a closed connection: refused
        self.check(f"raw {what}", status, answer.decode("utf-8", "replace"), before)


def client(url: str, token: str | None = None, origin: str | None = "same") -> httpx.Client:
    headers = {"Origin": url} if origin == "same" else ({"Origin": origin} if origin else {})
    return httpx.Client(base_url=url, headers=headers, cookies={COOKIE: token} if token else None, timeout=10)


def body_for(route: str, seen: int) -> dict:
    return {**tap_of({"position": seen}, [0]), "code": "000000", "seat": "kay", "name": "Eve", "lang": "fr"}


def attack(run: Run, anne: str, marc: str, seen: str, replay: dict) -> None:
    """Everything an attacker on the network tries; `seen` is a journal position that has moved on, `replay` a
    tap Anne's phone already sent (its body whole: its id, position, path and line)."""
    url = run.url
    current = run.box.companion.seats     # only read, to count phones: the box's own object
    paired_before = len(current.paired)
    who = {"unpaired": None, "forged token": "A" * 43, "another seat's token": marc}
    for name, token in who.items():
        with client(url, token) as c:
            for method in METHODS:
                for route in ROUTES:
                    body = body_for(route, seen) if method not in ("GET", "HEAD") else None
                    run.send(c, method, route, name, json=body)
    # Another seat's phone flooding the box: its requests beyond the per-seat rate are refused.
    with client(url, marc) as c:
        for _ in range(getattr(seats, "LOOKS_MAX", seats.RATE_MAX) + 5):
            run.send(c, "GET", "/seat/menu", "flood of menus")
        for _ in range(seats.RATE_MAX + 5):
            run.send(c, "POST", "/seat/tap", "flood of taps", json=tap_of({"position": seen}, [0]))
    # Anne's tap replayed with another seat's token: not Marc's tap, not his turn, on a position gone.
    with client(url, marc) as c:
        run.send(c, "POST", "/seat/tap", "replayed by another seat", json=replay)
    # Anne's own token, from elsewhere: a forged or missing Origin, a stale and a replayed tap.
    for origin in (None, "http://evil.example", "null", url.replace("127.0.0.1", "localhost"), url + ".evil.example"):
        with client(url, anne, origin) as c:
            for route in ("/seat/tap", "/seat/pair", "/seat/seats"):
                run.send(c, "POST", route, f"origin {origin}", json=replay)
    with client(url, anne) as c:
        run.send(c, "POST", "/seat/tap", "stale", json=tap_of({"position": seen}, replay["path"], replay["line"]))
        run.send(c, "POST", "/seat/tap", "replayed", json=replay)     # its first answer again, nothing played
        run.send(c, "POST", "/seat/tap", "its id on another tap", json={**replay, "path": [1]})
        run.send(c, "POST", "/seat/tap", "too soon", json={**tap_of({"position": run.box.session.position}, [0]),
                                                           "shown_ms": 10})
        # Malformed and oversized bodies.
        typed = {"Content-Type": "application/json"}
        for what, data, headers in (
                ("not json", b"{not json", typed), ("an array", b"[1,2]", typed), ("not utf-8", b"\xff\xfe\x00", typed),
                ("a number", b"12", typed), ("null", b"null", typed), ("empty", b"", typed),
                ("text/plain", json.dumps(replay).encode(), {"Content-Type": "text/plain"}),
                ("form", b"version=x&path=0", {"Content-Type": "application/x-www-form-urlencoded"}),
                ("deep", b"[" * 1000 + b"]" * 1000, typed),
                ("3 KB", json.dumps({**replay, "pad": "x" * 3000}).encode(), typed),
                ("1 MB", b'{"pad": "' + b"x" * 2 ** 20 + b'"}', typed)):
            for route in ("/seat/tap", "/seat/pair", "/seat/seats"):
                try:
                    run.send(c, "POST", route, what, content=data, headers=headers)
                except httpx.HTTPError:
                    run.counts["refused_by_closing"] += 1       # the server closed on a lying length: no answer
        big = json.dumps({**replay, "pad": "y" * 5000}).encode()
        run.send(c, "POST", "/seat/tap", "chunked 5 KB", content=iter([big[:1500], big[1500:]]), headers=typed)
        for path in ([99], [-1], ["ok", "ok", "ok"], "0", [0.5], [True], [None], [[0]], [0] * 40, {"a": 1}, [10 ** 30]):
            run.send(c, "POST", "/seat/tap", f"path {path!r}"[:40],
                     json={**tap_of({"position": run.box.session.position}, path)})
        # (Anne's taps here stay under the seat's rate, 30 in 10 s, so that her next turn is answered.)
        for field, odd in (("position", None), ("position", -1), ("position", "3"), ("position", True),
                           ("id", None), ("id", "x" * 1500), ("id", "<script>"), ("shown_ms", None), ("shown_ms", -5),
                           ("shown_ms", "1e9"), ("line", "undo")):
            body = {**tap_of({"position": run.box.session.position}, [0]), field: odd}
            run.send(c, "POST", "/seat/tap", f"{field} {odd!r}"[:40], json=body)
        for query in ("path=" + "0." * 20, "path=%00", "path=ok.ok.ok.ok.ok.ok.ok.ok.ok", "lang=../../etc", "lang=" + "x" * 3000):
            run.send(c, "GET", f"/seat/menu?{query}", "query")
    # Wrong pairing codes while the box's pairing is open: a few tries close it, the right code then too.
    code = run.box.open_pairing()
    run.secrets.add(code)
    with client(url) as c:
        for attempt in range(8):
            wrong = f"{(int(code) + 1 + attempt) % 10 ** 6:06d}"
            run.send(c, "POST", "/seat/pair", "wrong code", json={"code": wrong, "seat": "kay", "name": "Eve"})
        for guess in (None, 123456, "", " " * 6, "0" * 7, "1e5", [code], {"code": code}):
            run.send(c, "POST", "/seat/seats", f"odd code {guess!r}"[:30], json={"code": guess})
        run.send(c, "POST", "/seat/pair", "the right code, closed", json={"code": code, "seat": "kay", "name": "Eve"})
    # Broken HTTP on the raw socket.
    for what, data in (
            ("bad chunked", b"POST /seat/tap HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: application/json\r\n"
                            b"Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"),
            ("garbage", b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + b"\x00" * 64),
            ("no version", b"GET /\r\n\r\n"),
            ("huge header", b"GET /seat/menu HTTP/1.1\r\nHost: localhost\r\nCookie: " + b"c" * 70000 + b"\r\n\r\n"),
            ("lying length", b"POST /seat/tap HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: application/json\r\n"
                             b"Content-Length: 999999999\r\n\r\n{}"),
            ("negative length", b"POST /seat/tap HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: application/json\r\n"
                                b"Content-Length: -1\r\n\r\n{}"),
            ("two lengths", b"POST /seat/tap HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{}"),
            ("smuggled", b"POST /seat/tap HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n")):
        run.raw(data, what)
    paired_now = len(run.box.companion.seats.paired) if run.box.companion.seats is current else -1
    run.counts["paired_by_attacker"] = max(0, paired_now - paired_before)


def foreign_host(run: Run, anne: str) -> None:
    """A web page rebound to the box's address sends its own name as Host: every route, the board's JSON
    and the pairing included, is refused with 421 before anything is read, and no pairing code is spent."""
    port = run.url.rsplit(":", 1)[1]
    run.box.open_pairing()
    seats = run.box.companion.seats
    for pattern in FOREIGN_HOSTS:
        host = pattern.format(port=port)
        headers = {"Host": host, "Origin": f"http://{host}"}
        with httpx.Client(base_url=run.url, headers=headers, cookies={COOKIE: anne}, timeout=10) as c:
            for route in ROUTES:
                for method in ("GET", "POST"):
                    body = {"code": f"{len(route):06d}", "seat": "kay", "name": "Eve", "version": "x", "path": [0]}
                    status = run.send(c, method, route, f"host {host}", json=body if method == "POST" else None)
                    if status != 421:
                        run.counts["served_under_foreign_host"] += 1
                        run.found.append(f"host {host} {method} {route}: {status}, not 421")
    run.box.settle()
    run.counts["codes_spent_from_foreign_host"] = seats.tries
    run.box.close_pairing()


def big_heads(run: Run) -> None:
    """Request heads over the documented 8 kB, whole or in pieces, under the box's own name: never served."""
    for size, pieces in ((9_000, 1), (100_000, 1), (100_000, 25), (1_000_000, 100)):
        head = (b"GET /state.json HTTP/1.1\r\nHost: localhost\r\nCookie: " + b"c" * size + b"\r\n\r\n")
        status = run.raw_in_pieces(head, pieces, f"head of {size} bytes in {pieces}")
        if status < 400:
            run.counts["big_head_served"] += 1
            run.found.append(f"a head of {size} bytes in {pieces} pieces: {status}")
        run.statuses_of_big_heads.append(status)


def wrong_codes(run: Run) -> None:
    """Five wrong codes close the pairing: the fifth phone and the next are told so, and the box's own
    screen says the pairing closed because of wrong codes, not that the code expired."""
    code = run.box.open_pairing()
    run.secrets.add(code)
    answers = []
    with client(run.url) as c:
        for attempt in range(seats.CODE_TRIES + 1):
            wrong = f"{(int(code) + 7 + attempt) % 10 ** 6:06d}"
            before = run.box.journaled()
            answer = c.post("/seat/pair", json={"code": wrong, "seat": "kay", "name": "Eve"})
            run.check("five wrong codes", answer.status_code, answer.text, before)
            answers.append(answer.json())
    run.box.settle()
    view = run.box.companion.view
    told_phone = all(a.get("message", "").startswith("Trop de codes faux") for a in answers[seats.CODE_TRIES - 1:])
    told_box = view is not None and "Trop de codes faux" in view.prompt and "expiré" not in view.prompt
    run.counts["wrong_codes_not_told"] = int(not (told_phone and told_box))
    if not told_box:
        run.found.append(f"after {seats.CODE_TRIES} wrong codes the box shows: {view and view.prompt!r}")
    run.counts["box_told"] = int(told_box)
    run.box.close_pairing()


def perimeter(run: Run, anne: str) -> None:
    """The perimeter's part of the run: a foreign Host, big heads, five wrong codes."""
    run.box.close_pairing()
    foreign_host(run, anne)
    big_heads(run)
    wrong_codes(run)


def main(folder: Path | None = None, out=print) -> dict:
    """Set a Shadows game up with two phones, attack it from outside, and return the counts."""
    folder = Path(folder or tempfile.mkdtemp(prefix="abuse-"))
    box = PhoneTable(folder)
    web = None
    try:
        web = WebProcess(box.journal_path, box.port)
        box.type("new arthur gawain kay", "evil black", "black lancelot-dragon-3-7")
        code = box.open_pairing()
        phones = {seat: Phone(web.url) for seat in ("arthur", "gawain")}
        phones["arthur"].pair(code, "arthur", "Anne")
        phones["gawain"].pair(code, "gawain", "Marc")
        box.close_pairing()
        anne, marc = (phones[s].client.cookies.get(COOKIE) for s in ("arthur", "gawain"))
        # Anne lays the card face down from her phone: a secret now on the table, and a tap to replay.
        menu = phones["arthur"].menu()
        down = next(o for o in menu["options"] if o.get("line") == "choose down")
        replay = tap_of(menu, [down["index"]], down["line"])
        assert phones["arthur"].client.post("/seat/tap", json=replay).status_code == 200
        seen = menu["position"]
        secrets = {anne, marc} | face_down(box.session)
        journal = box.journaled()
        run = Run(box, web.url, secrets)
        # The detector's own check: it finds Anne's token where it legitimately is, her pairing's cookie.
        run.counts["detector_works"] = int(run.leaked(f"set-cookie: {COOKIE}={anne}; HttpOnly") == [anne])
        started = time.monotonic()
        attack(run, anne, marc, seen, replay)
        perimeter(run, anne)
        run.counts["seconds"] = round(time.monotonic() - started, 1)
        run.counts["journal_changed"] = int(box.journaled() != journal)
        box.close_pairing()
        # The table still plays: Anne's phone answers her turn.
        menu = phones["arthur"].menu()
        draw = next(o for o in menu["options"] if o.get("line") == "draw")
        run.counts["table_still_plays"] = int(phones["arthur"].tap(menu, [draw["index"]], draw["line"]).status_code == 200
                                              and box.journaled()[-1] == "draw")
        for phone in phones.values():
            phone.close()
        web.stop()
        log = web.output()
        run.counts["tracebacks"] = log.count("Traceback")
        if run.counts["tracebacks"]:
            run.found.append(log[log.index("Traceback"):][:600])
    finally:
        if web is not None:
            web.stop()
        box.close()
    result = {**{k: run.counts.get(k, 0) for k in ZERO}, "requests": run.counts["requests"],
              "statuses": dict(sorted(run.statuses.items())),
              "exact": dict(sorted(run.exact.items())), "detector_works": run.counts["detector_works"],
              "secrets_watched": len(run.secrets), "seconds": run.counts["seconds"],
              "table_still_plays": run.counts["table_still_plays"],
              "refused_by_closing": run.counts.get("refused_by_closing", 0), "found": run.found,
              **{k: run.counts.get(k, 0) for k in PERIMETER_ZERO}, "box_told": run.counts.get("box_told", 0),
              "big_heads": run.statuses_of_big_heads}
    out(f"{result['requests']} requests from outside in {result['seconds']} s; statuses {result['exact']}")
    out(f"  secrets watched: {result['secrets_watched']} (the detector finds a token in a pairing's cookie: "
        f"{'yes' if result['detector_works'] else 'NO'})")
    for key in ZERO:
        out(f"  {key}: {result[key]}")
    for key in PERIMETER_ZERO:
        out(f"  {key}: {result[key]}")
    out(f"  big heads answered {result['big_heads']}; the box said why the pairing closed: "
        f"{'yes' if result['box_told'] else 'NO'}")
    out(f"  the table still plays afterwards: {'yes' if result['table_still_plays'] else 'NO'}")
    for line in run.found:
        out(f"  ! {line}")
    return result


if __name__ == "__main__":
    counts = main()
    sys.exit(1 if any(counts[k] for k in ZERO + PERIMETER_ZERO) or not counts["table_still_plays"]
             or not counts["detector_works"] or not counts["box_told"] else 0)


# ---------------------------------------------------------------------- a seat's rights, from outside

def rights_from_outside(folder: Path | None = None, seeds=(1,), steps: int = 40, out=print) -> Counter:
    """Random games of the three games played by phones through the page, every phone menu walked: what a
    phone is offered and what it is refused (tests/rights_from_outside.py)."""
    from tests.rights_from_outside import run
    return run(folder, seeds, steps, out)
