"""CPU used by the whole box idling: `camelot run` with simulated parts, buttons armed.

    .venv/bin/python benchmarks/box_idle.py [--seconds 10] [--runs 3] [--source DIR]

Starts run_box (what `camelot run` runs) in a child process as the service would (with
NOTIFY_SOCKET and the service's WatchdogSec=30, so the engine wakes every 15 s to feed the
watchdog), with the parts a Pi would have but simulated: the RC522 reader polling a
simulated MFRC522 with no card, the five buttons armed on gpiozero (lgpio where
/dev/gpiochip0 exists, else gpiozero's mock pins: then lgpio's alert thread is not
counted), the screen in memory, speech off. Once the box says READY=1 and a second has
passed, the child's CPU time (every thread, from /proc) is read over the wall time; the
median of the runs is printed. `--source` runs another checkout's code (before/after).
"""
from __future__ import annotations

import argparse
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def child(config: str) -> int:
    """The box, its parts simulated: what the parent measures."""
    sys.path.insert(0, os.environ["BOX_SOURCE"])
    from gpiozero.pins.mock import MockFactory

    import drivers.hardware as hardware
    from companion.box.app import run_box
    from companion.box.config import load_config
    from drivers.buttons import PushButtons
    from drivers.rc522 import RC522Reader
    from drivers.rc522.simulated import SimulatedMFRC522

    lgpio = Path("/dev/gpiochip0").exists()
    factory = None if lgpio else MockFactory()
    hardware.open_reader = lambda cfg: RC522Reader(SimulatedMFRC522())
    hardware.open_buttons = lambda cfg, pin_factory=None: PushButtons(cfg.buttons, pin_factory=factory)
    print("buttons on", "lgpio" if lgpio else "gpiozero's mock pins (lgpio cannot run here)", flush=True)
    return run_box(load_config(config))


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of every thread of `pid`."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def measure(source: Path, seconds: float) -> float:
    """One run: the box's CPU share of one core while idle."""
    folder = Path(tempfile.mkdtemp())
    config = folder / "config.toml"
    config.write_text(f'journal_path = "{folder / "journal.sqlite"}"\ntag_map_path = "{folder / "tags.json"}"\n'
                      '[display]\nmodel = "none"\n')
    notify = folder / "notify"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as systemd:
        systemd.bind(str(notify))
        systemd.settimeout(60)
        env = dict(os.environ, NOTIFY_SOCKET=str(notify), WATCHDOG_USEC="30000000", BOX_SOURCE=str(source),
                   PYTHONPATH=str(source))
        box = subprocess.Popen([sys.executable, __file__, "--child", str(config)], env=env, cwd=folder,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            while systemd.recv(100) != b"READY=1":
                pass
            time.sleep(1.0)
            cpu, wall = cpu_seconds(box.pid), time.monotonic()
            time.sleep(seconds)
            cpu, wall = cpu_seconds(box.pid) - cpu, time.monotonic() - wall
        finally:
            box.send_signal(signal.SIGTERM)
            out, _ = box.communicate(timeout=30)
    print("  " + out.strip().splitlines()[0])
    return cpu / wall


def main() -> None:
    """Run the box a few times and print every run and the median."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--source", type=Path, default=ROOT, help="the checkout whose code runs (default: this one)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        sys.exit(child(args.child))
    shares = []
    for run in range(1, args.runs + 1):
        share = measure(args.source.resolve(), args.seconds)
        shares.append(share)
        print(f"run {run}: {share * 100:.2f} % of one core")
    print(f"median: {statistics.median(shares) * 100:.2f} % of one core, whole box idle (target < 2 %)")


if __name__ == "__main__":
    main()
