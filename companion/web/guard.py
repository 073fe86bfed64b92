"""Limits that keep the page reachable: how many connections, how long a request may take to arrive,
how many phones may follow the game, and a log that says a storm once instead of a line per socket.

Without them, 80 half-sent requests under a 64-file limit used every file descriptor: the server
could accept nobody, and asyncio logged a traceback for every refused accept (hundreds of thousands
of lines in seconds).
"""
from __future__ import annotations

import logging
import os
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
MAX_HEAD_BYTES = 8192     # the longest request head (line and headers) accepted; longer gets 400
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
            super().data_received(data)
            self._arm_head_timer()

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
