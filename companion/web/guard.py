"""Limits that keep the page reachable and its own: how many connections, how long a request may take to
arrive and how long its head may be, which `Host` it may be asked under, how many phones may follow the
game, and a log that says a storm once instead of a line per socket.

Without them, 80 half-sent requests under a 64-file limit used every file descriptor: the server
could accept nobody, and asyncio logged a traceback for every refused accept (hundreds of thousands
of lines in seconds).
"""
from __future__ import annotations

import logging
import os
import socket
import time

log = logging.getLogger("companion.web")

MAX_CONNECTIONS = 128     # a table has a handful of phones; each holds one event stream and a request now and then
BACKLOG = 8               # connections the kernel queues; asyncio also accepts up to this many in one go
# The journal (file, -wal, -shm, a probe), the event loop, and the sockets accepted in a burst before
# their protocol can refuse them (up to a backlog per turn of the loop, a few turns before they close).
RESERVED_FILES = 16 + 3 * BACKLOG
MAX_PER_ADDRESS = 32      # connections from one address: a phone needs two or three (the benchmark, 20 on loopback)
HEAD_TIMEOUT_S = 10.0     # a request's line and headers must arrive within this, or the connection is closed
KEEP_ALIVE_S = 5.0        # an idle keep-alive connection is closed after this
MAX_HEAD_BYTES = 8192     # the longest request head (line and headers) accepted; longer gets 431
LOCAL_NAMES = ("localhost", "127.0.0.1", "::1")
STORM_WINDOW_S = 60.0     # a repeated log line is said once per window, then counted


def file_limit() -> int:
    """The process's limit on open files (its soft RLIMIT_NOFILE); a large number when unknown."""
    try:
        import resource
        soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (ImportError, OSError, ValueError):
        return 1 << 16
    return soft if soft != getattr(resource, "RLIM_INFINITY", -1) else 1 << 16


def open_files() -> int:
    """How many files the process holds now (0 when the system does not say)."""
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:
        return 0


def connection_limit(limit: int | None = None, in_use: int | None = None) -> int:
    """How many connections the page serves at once: MAX_CONNECTIONS, or fewer when the file limit is low,
    so that accepting one more never runs out of file descriptors."""
    limit = file_limit() if limit is None else limit
    in_use = open_files() if in_use is None else in_use
    return max(4, min(MAX_CONNECTIONS, limit - in_use - RESERVED_FILES))


def phone_limit(connections: int) -> int:
    """How many event streams (phones) at once: the connections less a few for plain requests."""
    return max(1, connections - max(2, connections // 8))


class StormFilter(logging.Filter):
    """Lets a log message through once per window; the repeats are counted and summed up once."""

    def __init__(self, window_s: float = STORM_WINDOW_S, clock=time.monotonic):
        super().__init__()
        self.window_s, self.clock = window_s, clock
        self.seen: dict[tuple[str, object], list] = {}   # (logger, message template) -> [first time, repeats]

    def filter(self, record: logging.LogRecord) -> bool:
        key = (record.name, record.msg if isinstance(record.msg, str) else type(record.msg))
        now = self.clock()
        entry = self.seen.get(key)
        if entry is None or now - entry[0] >= self.window_s:
            repeats = entry[1] if entry else 0
            self.seen[key] = [now, 0]
            if repeats:
                record.msg = f"{record.msg} (and {repeats} more like it in the last {self.window_s:.0f} s)"
            # One traceback is enough to diagnose; a storm's are all the same.
            return True
        entry[1] += 1
        return False

    def flush(self) -> None:
        """Says how many repeats were held back for windows that have ended (called now and then)."""
        now = self.clock()
        for (name, msg), entry in list(self.seen.items()):
            if now - entry[0] >= self.window_s:
                if entry[1]:
                    logging.getLogger(name).handle(logging.LogRecord(
                        name, logging.WARNING, __file__, 0, "%s: %d more times in the last %.0f s",
                        (msg, entry[1], self.window_s), None))
                del self.seen[(name, msg)]


STORMS = StormFilter()
_GUARDED = ("asyncio", "uvicorn.error", "companion.web", "companion.web.server")


def guard_logs(storms: StormFilter = STORMS) -> None:
    """Puts the storm filter on the loggers a flood of connections would fill (once)."""
    for name in _GUARDED:
        logger = logging.getLogger(name)
        if storms not in logger.filters:
            logger.addFilter(storms)


def protocol_class(max_connections: int):
    """uvicorn's h11 protocol with a connection cap and a deadline for each request head."""
    import h11
    from uvicorn.protocols.http.h11_impl import H11Protocol

    class PageProtocol(H11Protocol):
        """One phone's connection: refused at once beyond the cap, closed when its request does not come."""

        def connection_made(self, transport) -> None:
            super().connection_made(transport)
            self.head_timer = None
            address = self.client[0] if self.client else None
            if len(self.connections) > max_connections:
                log.warning("too many connections (%d at most): new ones are refused until some close",
                            max_connections)
                transport.abort()   # frees the descriptor now; the phone's EventSource tries again later
                return
            if address is not None and sum(1 for c in self.connections
                                           if c.client and c.client[0] == address) > MAX_PER_ADDRESS:
                log.warning("too many connections from one address (%d at most): refused", MAX_PER_ADDRESS)
                transport.abort()
                return
            self._arm_head_timer()

        def data_received(self, data: bytes) -> None:
            if self._head_too_long(data):
                log.warning("a request head over %d bytes: refused", MAX_HEAD_BYTES)
                self.transport.write(plain_answer(431, "Request Header Fields Too Large", HEAD_TOO_LONG))
                self.transport.close()
                return
            super().data_received(data)
            self._arm_head_timer()

        def _head_too_long(self, data: bytes) -> bool:
            """Whether the head being received runs over MAX_HEAD_BYTES. h11's own bound only holds for a head
            still incomplete: one that arrives whole in a single read, however long, would pass."""
            if self.conn.their_state not in (h11.IDLE, h11.DONE):    # a body: not a head
                self.head_seen = b""
                return False
            seen = getattr(self, "head_seen", b"") + data
            end = seen.find(b"\r\n\r\n")
            if (end + 4 if end >= 0 else len(seen)) > MAX_HEAD_BYTES:
                return True
            self.head_seen = b"" if end >= 0 else seen
            return False

        def connection_lost(self, exc) -> None:
            self._cancel_head_timer()
            super().connection_lost(exc)

        def send_400_response(self, msg: str) -> None:
            """A malformed request (a bad chunk in its body): 400 and close, or only close when an answer
            is already on its way; the page's answer in progress is dropped quietly. uvicorn sent the 400
            under the page's own answer, and h11's refusal of the second one was logged as a traceback."""
            cycle = self.cycle
            if cycle is not None and not cycle.response_complete:
                cycle.disconnected = True      # the page's handler stops writing; its receive() ends
                cycle.message_event.set()
            if self.conn.our_state is not h11.SEND_RESPONSE or (cycle is not None and cycle.response_started):
                self.transport.close()          # part or all of an answer is out: a 400 cannot follow it
                return
            super().send_400_response(msg)

        def _busy(self) -> bool:
            return self.cycle is not None and not self.cycle.response_complete

        def _arm_head_timer(self) -> None:
            if self._busy():
                self._cancel_head_timer()
            elif self.head_timer is None and not self.transport.is_closing():
                self.head_timer = self.loop.call_later(HEAD_TIMEOUT_S, self._head_timeout)

        def _cancel_head_timer(self) -> None:
            if getattr(self, "head_timer", None) is not None:
                self.head_timer.cancel()
                self.head_timer = None

        def _head_timeout(self) -> None:
            self.head_timer = None
            if self._busy() or self.transport.is_closing():
                return
            log.warning("a request did not arrive within %.0f s: connection closed", HEAD_TIMEOUT_S)
            if self.conn.our_state in (h11.IDLE, h11.DONE):
                try:
                    self.conn.send(h11.ConnectionClosed())
                except h11.LocalProtocolError:
                    pass
            self.transport.close()

    return PageProtocol


HEAD_TOO_LONG = f"The request's head (its line and headers) is over {MAX_HEAD_BYTES} bytes: refused."
FOREIGN_HOST = ("This address is not the box's: the page answers only under the box's own name or addresses "
                "(a page from elsewhere pointed at the box is refused).")
NO_HOST = "A request without one Host header: refused."


def plain_answer(status: int, reason: str, words: str) -> bytes:
    """A whole HTTP answer in plain words that closes the connection (before any app is asked)."""
    body = (words + "\n").encode("utf-8")
    return (f"HTTP/1.1 {status} {reason}\r\ncontent-type: text/plain; charset=utf-8\r\n"
            f"content-length: {len(body)}\r\nconnection: close\r\ncache-control: no-store\r\n\r\n").encode() + body


def box_names(listen_host: str | None = None, extra=(), hostname: str | None = None) -> frozenset[str]:
    """The names the page answers under: localhost, the box's name (and NAME.local, as the page's address
    says it), the address it listens on when it is one, and the configured ones. The address a connection
    came in on is allowed as well, per request (`HostGuard`)."""
    name = (hostname or socket.gethostname()).lower().rstrip(".")
    short = name.split(".")[0]
    names = {*LOCAL_NAMES, name, short, f"{short}.local", *(n.lower().rstrip(".") for n in extra if n)}
    if listen_host and listen_host not in ("0.0.0.0", "::", ""):
        names.add(listen_host.lower().strip("[]"))
    return frozenset(names)


def host_of(value: str) -> str:
    """The name in a Host header, without its port or an IPv6 address's brackets, in lower case."""
    value = value.strip().lower()
    if value.startswith("["):
        return value[1:value.find("]")] if "]" in value else value
    return value.rsplit(":", 1)[0].rstrip(".") if value.count(":") == 1 else value.rstrip(".")


class HostGuard:
    """Every route of the page, the board's JSON included, answers only under an allowed `Host` (DNS
    rebinding: a web page whose own name is made to point at the box sends its name, and gets 421)."""

    def __init__(self, app, names=frozenset(LOCAL_NAMES)):
        self.app, self.names = app, frozenset(names)

    def allowed(self, scope) -> bool | None:
        """True for an allowed Host, False for a foreign one, None when there is not exactly one."""
        hosts = [v.decode("latin-1") for k, v in scope.get("headers", ()) if k == b"host"]
        if len(hosts) != 1 or not hosts[0].strip():
            return None
        host = host_of(hosts[0])
        server = scope.get("server") or (None,)
        # The address the phone reached the box at (a raw IP typed or read from the QR code) is the box's own.
        return host in self.names or (server[0] is not None and host == str(server[0]).lower())

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        allowed = self.allowed(scope)
        if allowed:
            return await self.app(scope, receive, send)
        status, words = (421, FOREIGN_HOST) if allowed is False else (400, NO_HOST)
        if allowed is False:
            log.warning("a request under a foreign Host: refused (421)")
        body = (words + "\n").encode("utf-8")
        await send({"type": "http.response.start", "status": status,
                    "headers": [(b"content-type", b"text/plain; charset=utf-8"), (b"cache-control", b"no-store"),
                                (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})
