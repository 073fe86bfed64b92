"""Telling systemd how the companion is doing (sd_notify), with the service's watchdog."""
from __future__ import annotations

import os
import socket
from typing import Mapping


class SystemdNotifier:
    """Sends READY=1, WATCHDOG=1 and STOPPING=1 to systemd over $NOTIFY_SOCKET.

    Outside systemd (no NOTIFY_SOCKET) every call does nothing. The engine thread should
    call `watchdog()` from its own loop at least every `watchdog_interval()` seconds, so
    that a stuck engine, not only a dead process, gets the service restarted.
    """

    def __init__(self, env: Mapping[str, str] | None = None):
        env = os.environ if env is None else env
        address = env.get("NOTIFY_SOCKET", "")
        # An address starting with "@" lives in the abstract namespace.
        self._address = "\0" + address[1:] if address.startswith("@") else address
        usec = env.get("WATCHDOG_USEC", "")
        pid = env.get("WATCHDOG_PID", "")
        watched = usec.isdigit() and (not pid or pid == str(os.getpid()))
        self._watchdog_usec = int(usec) if watched else None

    def notify(self, state: str) -> bool:
        """Send one state line; return False when there is no systemd to tell."""
        if not self._address:
            return False
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM | socket.SOCK_CLOEXEC) as sock:
            sock.connect(self._address)
            sock.sendall(state.encode())
        return True

    def ready(self) -> bool:
        """The companion is up: systemd may consider the service started."""
        return self.notify("READY=1")

    def watchdog(self) -> bool:
        """The engine is alive: reset the service's watchdog timer."""
        return self.notify("WATCHDOG=1")

    def stopping(self) -> bool:
        """The companion is shutting down on purpose."""
        return self.notify("STOPPING=1")

    def watchdog_interval(self) -> float | None:
        """How often to call watchdog(): half of WatchdogSec, or None when no watchdog is set."""
        return self._watchdog_usec / 2_000_000 if self._watchdog_usec else None
