"""Phones as seats: a tap to the box's frame and to every phone's update, and a seat's menu one level at a time.

    .venv/bin/python benchmarks/seats.py [--taps 60] [--phones 5] [--runs 3] [--mode both|poll|push]

`camelot web` runs as its own process on a loopback port, as on the box; the box (a Companion on its
engine thread, a real journal, a dummy screen, its socket for the page) runs in this process. A paired
phone taps « Ajouter un Engin » (`evil siege`) through the page; then the box undoes it at its own
buttons' path, and the next tap waits until every phone has seen both, and 0.4 s more (a seat's
taps are limited to 30 in 10 s).
- tap → frame: from the phone's POST leaving to the box's frame being drawn (journaled before it);
- tap → answer: the phone's POST answered (the box answers after its frame);
- tap → every phone: the last of the `--phones` SSE clients receiving the new state;
- answer → each phone: from the box's accepted tap (its answer) to each phone's new state, every phone counted;
- before (`poll`): the page learns of the new line by its 100 ms poll of the journal; after (`push`): the
  page reads the journal as soon as the box has answered a tap (the poll stays for the box's own buttons).
  The pause between taps is drawn at random over one poll, so a tap lands anywhere in the poll's period;
- a seat's menu: one level (`/seat/menu`'s work on the box) against the whole options tree `feed --lang`
  computes, on a Merlin turn.
Medians of the runs' p50 and p95, in ms. Targets: under 200 ms at p95 with 5 phones (issue 24); every phone
within 50 ms (p95) of the box's answer (issue 33).
"""
from __future__ import annotations

import argparse
import os
import random
import secrets
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import httpx  # noqa: E402

from web import Phone as WebPhone, free_port  # noqa: E402

from companion.core.table import TableContext  # noqa: E402
from companion.box.app import Companion, Typed, listen_for_seats  # noqa: E402
from companion.games.shadows.table.frontend import Menus as Frontend  # noqa: E402
from companion.core.i18n import Catalog  # noqa: E402
from companion.journal.session import Session  # noqa: E402


PACE_S = 0.4     # between taps: a seat may tap 30 times in 10 s (seats.RATE_MAX)


class Phone(WebPhone):
    """A raw SSE client (benchmarks/web.py's): when each state arrives, and its siege engines (what a tap
    and its undo change)."""

    def __init__(self, port: int):
        self.states: list[tuple[float, int]] = []
        super().__init__(port)

    def received(self, at: float, data: bytes) -> None:
        import json
        super().received(at, data)
        self.states.append((at, json.loads(data).get("siege")))

    def wait_siege(self, siege: int, after: int, timeout: float = 5.0) -> tuple[float, int]:
        """When a state with `siege` engines arrived, past the first `after` messages; and how many there are."""
        def found():
            return next((i for i in range(after, len(self.states)) if self.states[i][1] == siege), None)
        with self.lock:
            if not self.lock.wait_for(lambda: found() is not None, timeout):
                raise SystemExit(f"a phone did not see {siege} siege engines within {timeout} s")
            at = found()
            return self.states[at][0], at + 1


class TimedScreen:
    """The box's screen: notes when each frame is drawn."""

    def __init__(self):
        self.frames: list[float] = []

    def show(self, image) -> None:
        self.frames.append(time.perf_counter())


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def start_web(journal: Path, port: int, push: bool) -> subprocess.Popen:
    """`camelot web`'s server in its own process, as on the box, pushing or only polling."""
    import urllib.request
    env = {**os.environ, "MALLOC_ARENA_MAX": os.environ.get("MALLOC_ARENA_MAX", "2"), "PYTHONPATH": str(ROOT)}
    code = ("import sys; from companion.web.server import serve; "
            "serve(sys.argv[1], '127.0.0.1', int(sys.argv[2]), push=sys.argv[3] == 'push')")
    process = subprocess.Popen([sys.executable, "-c", code, str(journal), str(port), "push" if push else "poll"],
                               cwd=ROOT, env=env)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/state.json", timeout=1).read()
            return process
        except OSError:
            time.sleep(0.05)
    process.kill()
    raise SystemExit("the page did not start")


def one_run(taps: int, phones: int, push: bool = True) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        journal = Path(folder) / "journal.sqlite"
        cat = Catalog.load("fr", "shadows")
        session = Session.open(journal)
        session.submit("new arthur gawain kay")
        screen = TimedScreen()
        box = Companion(session, "shadows", screen, cat, page_url="http://127.0.0.1/")
        listening = listen_for_seats(journal, box)
        stop = threading.Event()
        engine = threading.Thread(target=box.run, args=(stop, 0.05), daemon=True)
        engine.start()
        port = free_port()
        web = start_web(journal, port, push)
        base = f"http://127.0.0.1:{port}"
        try:
            box.inbox.join()
            code = box.seats.open(session.game_id)
            with httpx.Client(base_url=base, headers={"Origin": base}) as phone:
                phone.post("/seat/pair", json={"code": code, "seat": "arthur", "name": "Anne"}).raise_for_status()
                clients = [Phone(port) for _ in range(phones)]
                for client in clients:
                    client.start()
                marks = [client.wait_siege(session.state()["siege"], 0)[1] for client in clients]
                siege = session.state()["siege"]
                to_frame, to_answer, to_phones, to_each = [], [], [], []
                for _ in range(taps):
                    menu = phone.get("/seat/menu").json()
                    option = next(o for o in menu["options"] if o.get("line") == "evil siege")
                    frames = len(screen.frames)
                    start = time.perf_counter()
                    answer = phone.post("/seat/tap", json={"id": secrets.token_hex(16), "position": menu["position"],
                                                            "shown_ms": 1500, "path": [option["index"]],
                                                            "line": option["line"]})
                    answered = time.perf_counter()
                    assert answer.json()["ok"], answer.text
                    seen = [client.wait_siege(siege + 1, mark) for client, mark in zip(clients, marks)]
                    arrivals, marks = [at for at, _ in seen], [mark for _, mark in seen]
                    to_frame.append((screen.frames[frames] - start) * 1000)
                    to_answer.append((answered - start) * 1000)
                    to_phones.append((max(arrivals) - start) * 1000)
                    to_each.extend((at - answered) * 1000 for at in arrivals)
                    box.put(Typed("undo"))      # at the box: the next tap starts from the same state
                    box.inbox.join()
                    marks = [client.wait_siege(siege, mark)[1] for client, mark in zip(clients, marks)]
                    time.sleep(PACE_S + random.uniform(0, 0.1))   # anywhere in the poll's period
        finally:
            web.terminate()
            web.wait(10)
            stop.set()
            box.wake()
            engine.join(5)
            if listening is not None:
                listening.close()
            session.journal.close()
    return {name: (statistics.median(values), percentile(values, 0.95))
            for name, values in (("tap → frame", to_frame), ("tap → answer", to_answer),
                                 (f"tap → all {phones} phones", to_phones), ("answer → each phone", to_each))}


def menu_cost(repeats: int = 20) -> dict:
    """A Merlin turn's menu: one level (what a phone asks) against the whole options tree (`feed --lang`)."""
    from companion.box import seat_menu
    from companion.core import registry
    from companion.core.words_of_the_box import menu_options
    cat = Catalog.load("fr", "merlin")
    session = Session.in_memory()
    lines = (raw.split("#", 1)[0].strip() for raw in
             (ROOT.parent / "shared" / "scenarios-merlin" / "first-round.table").read_text("utf-8").splitlines())
    for line in [line for line in lines if line][:8]:
        session.submit(line)
    frontend = registry.table("merlin").frontend(cat, TableContext(engine=lambda: session.game, dice=session.dice()))
    state = session.state()
    found = {}
    for name, work in (("one level", lambda: seat_menu.level(frontend, state, [])),
                       ("whole tree", lambda: menu_options(frontend, state))):
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            work()
            times.append((time.perf_counter() - start) * 1000)
        found[name] = statistics.median(times)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--taps", type=int, default=60)
    parser.add_argument("--phones", type=int, default=5)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--mode", choices=("both", "poll", "push"), default="both",
                        help="poll: before (the page polls the journal); push: after (the box's answer wakes it)")
    args = parser.parse_args()
    modes = ("poll", "push") if args.mode == "both" else (args.mode,)
    for mode in modes:
        runs = [one_run(args.taps, args.phones, push=mode == "push") for _ in range(args.runs)]
        print(f"{mode}: {args.runs} runs of {args.taps} taps, {args.phones} phones on the event stream "
              "(medians of the runs):")
        for name in runs[0]:
            p50 = statistics.median(run[name][0] for run in runs)
            p95 = statistics.median(run[name][1] for run in runs)
            print(f"  {name:<22} p50 {p50:6.1f} ms   p95 {p95:6.1f} ms")
    shared = ROOT.parent / "shared" / "scenarios-merlin" / "first-round.table"
    if shared.is_file():
        cost = menu_cost()
        print("a Merlin turn's menu, median of 20:")
        for name, ms in cost.items():
            print(f"  {name:<22} {ms:6.1f} ms")


if __name__ == "__main__":
    main()
