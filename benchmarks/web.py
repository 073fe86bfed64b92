"""The live page's figures: page weight, input → page latency, memory and idle CPU with 20 phones.

    .venv/bin/python benchmarks/web.py [--phones 20] [--idle 10] [--runs 3]

`camelot web` runs as its own process on a loopback port, as on the box; this script plays a
long game into the journal through a Session (the box's side) and connects raw SSE clients.
- page weight: the bytes of everything a first load fetches (the page, its script and style, and the
  renderer and words of the game on the table);
- latency: from Session.submit() returning (the line is journaled) to the new state arriving
  on a phone's event stream, for every accepted line of a long game: median and p95;
- peak RSS of the web process (VmHWM) once 20 phones are connected and the game was played;
- idle CPU of the web process with 20 phones connected and nothing happening, % of one core.
Targets (issue 12): ≤ 60 kB; ≤ 200 ms; ≤ 35 MB; < 1 %.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from companion.journal.session import Session  # noqa: E402

GAME = ROOT / "tests" / "scenarios" / "quests" / "black-deck-runs-out.table"


def commands(path: Path) -> list[str]:
    lines = (raw.split("#", 1)[0].strip() for raw in path.read_text("utf-8").splitlines())
    return [line for line in lines if line]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Phone(threading.Thread):
    """A raw SSE client: records when each `data:` message arrives."""

    def __init__(self, port: int):
        super().__init__(daemon=True)
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.sendall(b"GET /events HTTP/1.1\r\nHost: camelot\r\nAccept: text/event-stream\r\n\r\n")
        self.arrivals: list[float] = []
        self.lock = threading.Condition()

    def run(self):
        buffer = b""
        while True:
            try:
                chunk = self.sock.recv(65536)
            except OSError:
                return
            if not chunk:
                return
            buffer += chunk
            while b"\n\n" in buffer:
                message, buffer = buffer.split(b"\n\n", 1)
                data = next((line[6:] for line in message.split(b"\n") if line.startswith(b"data: {")), None)
                if data is not None:
                    with self.lock:
                        self.received(time.perf_counter(), data)
                        self.lock.notify_all()

    def received(self, at: float, data: bytes) -> None:
        """A state message arrived at `at` (under the lock): noted by its time."""
        self.arrivals.append(at)

    def wait_count(self, n: int, timeout: float = 5.0) -> float | None:
        with self.lock:
            if not self.lock.wait_for(lambda: len(self.arrivals) >= n, timeout):
                return None
            return self.arrivals[n - 1]


def start_web(journal: Path, port: int) -> subprocess.Popen:
    # The environment of systemd/camelot-web.service: two malloc arenas, as on the box.
    env = {**os.environ, "MALLOC_ARENA_MAX": os.environ.get("MALLOC_ARENA_MAX", "2")}
    process = subprocess.Popen([sys.executable, "-m", "companion.cli", "web", "--journal", str(journal),
                                "--host", "127.0.0.1", "--port", str(port)], cwd=ROOT, env=env)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/state.json", timeout=1).read()
            return process
        except OSError:
            time.sleep(0.05)
    process.kill()
    raise SystemExit("camelot web did not start")


def page_weight(port: int) -> int:
    base = f"http://127.0.0.1:{port}"
    html = urllib.request.urlopen(base + "/").read()
    total = len(html)
    for asset in re.findall(rb'(?:src|href)="(/[^"]+)"', html):
        total += len(urllib.request.urlopen(base + asset.decode()).read())
    # The renderer of the game on the table and its words, which the page fetches once the state names it.
    game = json.loads(urllib.request.urlopen(base + "/state.json").read()).get("game", "shadows")
    total += len(urllib.request.urlopen(f"{base}/static/{game}.js").read())
    total += len(urllib.request.urlopen(f"{base}/words/{game}.json").read())
    return total


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_rss_mb(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"VmHWM:\s+(\d+) kB", status).group(1)) / 1024


def pss_mb(pid: int) -> float:
    """Proportional set size: shared libraries (libssl, libpython) counted by their share."""
    rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
    return int(re.search(r"Pss:\s+(\d+) kB", rollup).group(1)) / 1024


def one_run(phones: int, idle_s: float) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        journal = Path(folder) / "journal.sqlite"
        box = Session.open(journal)
        port = free_port()
        web = start_web(journal, port)
        try:
            weight = page_weight(port)
            clients = [Phone(port) for _ in range(phones)]
            for c in clients:
                c.start()
            for c in clients:
                c.wait_count(1)
            latencies = []
            watched = clients[0]
            rng = random.Random(12)
            for line in commands(GAME):
                # A table's inputs come at any moment of the page's 100 ms polling period.
                time.sleep(rng.uniform(0, 0.1))
                seen = len(watched.arrivals)
                if not box.submit(line).accepted:
                    continue
                accepted = time.perf_counter()
                arrived = watched.wait_count(seen + 1)
                if arrived is None:
                    raise SystemExit(f"no update after {line!r}")
                latencies.append((arrived - accepted) * 1000)
            time.sleep(1.0)   # let the last messages reach every phone
            start_cpu, start = cpu_seconds(web.pid), time.monotonic()
            time.sleep(idle_s)
            idle = (cpu_seconds(web.pid) - start_cpu) / (time.monotonic() - start) * 100
            rss, pss = peak_rss_mb(web.pid), pss_mb(web.pid)
            for c in clients:
                c.sock.shutdown(socket.SHUT_RDWR)
                c.join(5)
                c.sock.close()
        finally:
            web.terminate()
            try:
                web.wait(10)
            except subprocess.TimeoutExpired:
                web.kill()
            box.journal.close()
    latencies.sort()
    return {"weight_kb": weight / 1000, "median_ms": statistics.median(latencies),
            "p95_ms": latencies[int(len(latencies) * 0.95) - 1], "inputs": len(latencies),
            "rss_mb": rss, "pss_mb": pss, "idle_cpu_pct": idle}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phones", type=int, default=20)
    parser.add_argument("--idle", type=float, default=10.0, help="seconds of idle CPU measurement")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    runs = [one_run(args.phones, args.idle) for _ in range(args.runs)]

    def med(key):
        return statistics.median(r[key] for r in runs)
    print(f"page weight, first load:           {med('weight_kb'):.1f} kB   (target <= 60 kB)")
    print(f"accepted input -> phone, median:    {med('median_ms'):.1f} ms   ({runs[0]['inputs']} inputs a run)")
    print(f"accepted input -> phone, p95:       {med('p95_ms'):.1f} ms   (target <= 200 ms)")
    print(f"web process peak RSS, {args.phones} phones:  {med('rss_mb'):.1f} MB   (goal <= 35 MB)")
    print(f"web process PSS after the game:     {med('pss_mb'):.1f} MB   (shared libraries by their share)")
    print(f"web process idle CPU, {args.phones} phones:  {med('idle_cpu_pct'):.2f} % of a core   (goal < 1 %)")
    print(f"(medians of {args.runs} runs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
