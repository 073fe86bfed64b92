"""A newcomer tries the phones in one command: `camelot sim` (what `scripts/run` starts without hardware)
serves the phones' page itself, with no `[web] enabled`, says its address, and prints the pairing link and
its QR code when « Téléphones » opens at the box; a phone paired then is still paired after the simulator
is restarted on the same `--state` folder. The page listens on loopback here (the configuration's host)."""
from __future__ import annotations

import re
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from companion.box.config import NO_MACHINE_CONFIG
from tests.web.conftest import wait_for

httpx = pytest.importorskip("httpx")
ROOT = Path(__file__).resolve().parent.parent
COOKIE = "camelot_seat"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Sim:
    """`camelot sim` in a child process: its keys written one line at a time, its output gathered as it comes."""

    def __init__(self, *args: str, env: dict):
        self.process = subprocess.Popen([sys.executable, "-m", "companion.cli", "sim", *args], cwd=ROOT, env=env,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True)
        self.out: list[str] = []
        self.err: list[str] = []
        for stream, into in ((self.process.stdout, self.out), (self.process.stderr, self.err)):
            threading.Thread(target=lambda s=stream, i=into: i.extend(iter(s.readline, "")), daemon=True).start()

    def keys(self, *lines: str) -> None:
        self.process.stdin.write("".join(f"{line}\n" for line in lines))
        self.process.stdin.flush()

    def said(self, pattern: str) -> re.Match:
        return wait_for(lambda: re.search(pattern, "".join(self.out) + "".join(self.err)), 30, pattern)

    def quit(self) -> str:
        self.keys("q")
        self.process.stdin.close()
        self.process.wait(timeout=30)
        return "".join(self.err)


@pytest.fixture
def env(tmp_path):
    config = tmp_path / "config.toml"
    config.write_text(f'[web]\nhost = "127.0.0.1"\nport = {free_port()}\n')      # no `enabled`: not needed
    import os
    return {**os.environ, NO_MACHINE_CONFIG: "1", "CAMELOT_CONFIG": str(config), "PYTHONPATH": str(ROOT)}


def test_the_simulator_serves_the_phones_and_keeps_their_seats_across_a_restart(tmp_path, env):
    state = tmp_path / "state"
    sim = Sim("--state", str(state), "--game", "shadows", "--lang", "fr", env=env)
    try:
        address = sim.said(r"suivent la partie sur (http://127\.0\.0\.1:\d+/)").group(1)
        assert httpx.get(address + "state.json").json()["game"] is None
        sim.keys("new arthur gawain kay", "O", "", "a")       # OK held: the board's index; OK: its second page; A: « Téléphones »
        code, link = sim.said(r"Code (\d{6}) : (http://\S+/pair#\d{6})").groups()
        assert link == f"{address}pair#{code}"
        assert "▄▄▄▄▄" in "".join(sim.out)                     # the QR code, in half blocks
        with httpx.Client(base_url=address, headers={"Origin": address.rstrip("/")}) as phone:
            paired = phone.post("/seat/pair", json={"code": code, "seat": "arthur", "name": "Anne"})
            assert paired.status_code == 200, paired.text
            token = paired.cookies[COOKIE]
    finally:
        stderr = sim.quit()
    assert "Traceback" not in stderr
    assert (state / "journal.sqlite").exists() and token not in (state / "seat-phones.json").read_text()
    again = Sim("--state", str(state), "--lang", "fr", env=env)
    try:
        address = again.said(r"suivent la partie sur (http://127\.0\.0\.1:\d+/)").group(1)
        with httpx.Client(base_url=address, cookies={COOKIE: token}) as phone:
            menu = wait_for(lambda: phone.get("/seat/menu").json(), 30, "the restarted box")
            assert menu["ok"] and menu["seat"] == "arthur" and menu["name"] == "Anne", menu
    finally:
        assert "Traceback" not in again.quit()


def test_no_page_and_memory_open_no_port(tmp_path, env):
    for args in (("--no-page", "--state", str(tmp_path / "s")), ("--memory",)):
        run = subprocess.run([sys.executable, "-m", "companion.cli", "sim", "--lang", "fr", *args], input="q\n",
                             capture_output=True, text=True, cwd=ROOT, env=env, timeout=60)
        assert run.returncode == 0 and "suivent la partie" not in run.stderr, run.stderr
        assert ("--memory" in args) == ("la page des téléphones, qui lit le journal, n'est pas servie" in run.stderr)


def test_state_names_the_folder_of_the_journal(tmp_path, env):
    run = subprocess.run([sys.executable, "-m", "companion.cli", "sim", "--no-page", "--state", str(tmp_path / "here"),
                          "--game", "tournament"], input="q\n", capture_output=True, text=True, cwd=ROOT, env=env,
                         timeout=60)
    assert run.returncode == 0 and f"{tmp_path / 'here' / 'journal.sqlite'}" in run.stderr
