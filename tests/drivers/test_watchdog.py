"""sd_notify over a real Unix datagram socket."""
import os
import socket

import pytest

from drivers.watchdog import SystemdNotifier


@pytest.fixture
def systemd(tmp_path):
    """A datagram socket standing where systemd's notify socket would be."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    path = tmp_path / "notify"
    sock.bind(str(path))
    sock.settimeout(1)
    yield sock, str(path)
    sock.close()


def test_ready_watchdog_and_stopping_reach_systemd(systemd):
    sock, path = systemd
    notifier = SystemdNotifier({"NOTIFY_SOCKET": path})
    assert notifier.ready() and notifier.watchdog() and notifier.stopping()
    assert [sock.recv(64) for _ in range(3)] == [b"READY=1", b"WATCHDOG=1", b"STOPPING=1"]


def test_an_abstract_socket_name_is_understood():
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    name = f"camelot-test-{os.getpid()}"
    sock.bind("\0" + name)
    sock.settimeout(1)
    try:
        assert SystemdNotifier({"NOTIFY_SOCKET": "@" + name}).ready()
        assert sock.recv(64) == b"READY=1"
    finally:
        sock.close()


def test_outside_systemd_nothing_is_sent():
    notifier = SystemdNotifier({})
    assert notifier.ready() is False
    assert notifier.watchdog_interval() is None


def test_the_watchdog_is_fed_twice_per_period():
    assert SystemdNotifier({"WATCHDOG_USEC": "30000000"}).watchdog_interval() == 15.0
    mine = SystemdNotifier({"WATCHDOG_USEC": "30000000", "WATCHDOG_PID": str(os.getpid())})
    assert mine.watchdog_interval() == 15.0
    # The watchdog belongs to another process: not ours to feed.
    assert SystemdNotifier({"WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "1"}).watchdog_interval() is None
