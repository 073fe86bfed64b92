"""A whole Merlin game played by four phones and the box, as a new table would play it.

The box (its engine thread, a real journal, its socket for the page, the box's dice) and `camelot web`
(its own process) are started; the table sets the game up at the box (its setup lines typed as its
menus and reader give them), opens « téléphones » at the box and four phones pair, each giving its
player's name. Then every decision of a seat is tapped on that seat's phone, one menu level at a time,
as seat.js asks them (an HTTP client holding its cookie, the page's Origin): a player taps an option
that opens a level or sends a line, chosen at random among those the phone offers; a level with
nothing to tap is left with « Retour ». What the rules make physical goes through the box: the dice
are the box's (OK sends them), the setup's and the turns' spoken pages are read with OK at the box
when a phone shows nothing to tap, and a quest card fulfilled is scanned on the box's reader.

Counted: taps per turn on the phone (a turn: its move to its `end`), presses at the box during the
play, and the box's own presses for the same turns (benchmarks/presses.py: the fewest A/B/C/OK and
scans that send each line of an ordinary turn on the box's menus).

    python tests/merlin_by_phones.py [SEED]
"""
from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.box.app import Typed  # noqa: E402
from benchmarks import presses  # noqa: E402
from tests.merlin.table import entry_lines  # noqa: E402
from tests.phone_table import Phone, PhoneTable, WebProcess  # noqa: E402

NAMES = {"p1": "Anne", "p2": "Bruno", "p3": "Chloé", "p4": "Denis"}
AVOID = ("Plateau", "Abandonner", "Autour de la table")    # the board's pages and the table's menu: no move
MOST_TAPS = 40_000


class Play:
    """The game's tally: the phones' taps and backs per turn, the box's presses, what got in the way."""

    def __init__(self, box: PhoneTable, phones: dict[str, Phone], rng: random.Random):
        self.box, self.phones, self.rng = box, phones, rng
        self.turns: list[dict] = []         # a seat's turn: its taps (levels, lines, « Retour »), its lines
        self.taps = 0
        self.backs = 0
        self.refused: Counter = Counter()
        self.reads = 0                      # OK pressed at the box to read a page no phone could turn
        self.scans = 0
        self.dead_ends: Counter = Counter()  # levels opened on the phone with nothing to tap (then « Retour »)
        self.by_seat: Counter = Counter()   # lines sent from each seat's phone
        self.named = 0                      # taps the box's screen then said « Anne (téléphone) : … » of
        self.rate_waits = 0                 # requests refused as too frequent (30 in 10 s a seat), then waited
        self.waits: list[float] = []        # a tap's answer, in seconds (through the page, the box, the journal)
        self.current: dict = {}
        self.said: list[str] = []

    def seat_turn(self, seat: str) -> bool:
        """One decision of `seat`, tapped on its phone level by level: True when a line was sent."""
        phone, path = self.phones[seat], []
        for _ in range(40):
            menu = phone.menu(path)
            if menu.get("error") == "too-many":
                self.rate_waits += 1        # a robot taps faster than a hand: wait as the box asks
                time.sleep(0.4)
                continue
            if not menu.get("ok"):
                self.refused[menu.get("error")] += 1
                return False
            if menu.get("waiting"):
                return False
            offered = [o for o in menu["options"] if (o.get("line") or o.get("opens"))
                       and not o.get("at_box") and not o["label"].startswith(AVOID)]
            if not offered:
                if not path:
                    return False                    # nothing to tap: the box has a page to read
                self.dead_ends[menu["prompt"].split("\n")[0][:40]] += 1
                path.pop()
                self.backs += 1
                self.current["taps"] += 1
                self.current["backs"] += 1
                continue
            option = self.rng.choice(offered)
            self.taps += 1
            self.current["taps"] += 1
            if option.get("opens"):
                path.append(option["index"])
                continue
            started = time.perf_counter()
            answer = phone.tap(menu, path + [option["index"]], option["line"])
            self.waits.append(time.perf_counter() - started)
            body = answer.json()
            if body.get("error") == "too-many":
                self.rate_waits += 1
                self.taps -= 1
                self.current["taps"] -= 1
                time.sleep(0.4)
                continue
            if answer.status_code != 200:
                self.refused[body.get("error")] += 1
                self.said.append(f"{NAMES[seat]}: {option['label']} refused: {body.get('message')}")
                return False
            self.current["lines"] += option.get("lines") or [option["line"]]
            self.by_seat[seat] += 1
            message = self.box.companion.view.message or ""
            # The box names who answered on the answer's line; an answer that tells nothing leaves the next
            # question in view rather than the name alone.
            # (Or her name begins the answer's own words, « Anne : avancez… »: named once, not twice.)
            named = f"{NAMES[seat]} (téléphone) : " in message or message.startswith(f"{NAMES[seat]} ") \
                or f"\n{NAMES[seat]} " in message
            if named or not self.box.companion.frontend.told:
                self.named += 1             # the box's screen says who answered, before the phone hears back
            self.current["direct"] += len(path) + 1     # the taps that lead straight to this line
            return True
        return False

    def turn_of(self, seat: str) -> None:
        """Count the taps that follow as `seat`'s turn (a new one after its `end`, or another seat's)."""
        if not self.current or self.current["seat"] != seat or self.current["lines"][-1:] == ["end"]:
            self.current = {"seat": seat, "taps": 0, "backs": 0, "direct": 0, "reads": 0, "lines": []}
            self.turns.append(self.current)


def set_up(box: PhoneTable, rng: random.Random) -> None:
    """The setup at the box: the Domain, starting tiles and traitors as its menus and reader send them
    (a tile the piles no longer hold is drawn again); the rolls by the box's dice (OK)."""
    for _ in range(400):
        state = box.session.state()
        if state["phase"] not in ("setup", "prepare"):
            return
        before = len(box.journaled())
        if state["waiting"].get("roll") and not any(state["waiting"].get(k) for k in ("domain", "start", "traitors")):
            box.press("OK")                          # the box's dice said, then sent
            if len(box.journaled()) > before:
                continue
        for line in entry_lines(state, rng):
            box.companion.put(Typed(line))
            box.settle()
    raise AssertionError(f"the setup does not end: {box.session.state()['waiting']}")


def read_pages(box: PhoneTable) -> None:
    """OK at the box until it shows a menu: the pages it says (what to lay on the board, who starts)."""
    for _ in range(200):
        if any(box.companion.view.menu):
            return
        box.press("OK")
    raise AssertionError(f"the box says pages without end: {box.companion.view}")


def median(values: list[int]):
    return statistics.median(values) if values else None


def main(seed: int = 1, folder: Path | None = None, out=print, box_presses: bool = True) -> dict:
    """Play the game; return its figures."""
    rng = random.Random(seed)
    folder = Path(folder or tempfile.mkdtemp(prefix="merlin-phones-"))
    box = PhoneTable(folder)
    web = None
    started = time.monotonic()
    try:
        web = WebProcess(box.journal_path, box.port)
        box.type("new merlin 4")
        set_up(box, rng)
        box.presses = 0
        read_pages(box)
        setup_reads = box.presses
        code = box.open_pairing()
        phones = {seat: Phone(web.url) for seat in NAMES}
        for seat, phone in phones.items():
            phone.pair(code, seat, NAMES[seat])
        box.close_pairing()
        pairing_presses, box.presses = box.presses - setup_reads, 0
        play = Play(box, phones, rng)
        while not box.session.state()["over"] and play.taps < MOST_TAPS:
            state = box.session.state()
            if state["phase"] in ("setup", "prepare"):
                set_up(box, rng)                     # a new round's rolls: the box's dice
                continue
            seat = (state.get("pending") or {}).get("player") or state["current"]
            if seat is not None:
                play.turn_of(seat)
            if seat is None or not play.seat_turn(seat):
                if not any(box.companion.view.menu) or box.companion.view.cover or seat is None:
                    box.press("OK")                 # a page the box says, read at the box
                    play.reads += 1
                    if play.current:
                        play.current["reads"] += 1
                    if play.reads > 5000:
                        raise AssertionError(f"the box does not move on: {box.companion.view}")
                else:
                    raise AssertionError(f"{seat}'s phone has nothing to tap: {phones[seat].menu()} ; box: {box.companion.view}")
        lines = box.journaled()
        said_by_phone = box.companion.catalog.text("seats.answered-by", name="Anne")
        for phone in phones.values():
            phone.close()
    finally:
        if web is not None:
            web.stop()
        box.close()
    ordinary = [t for t in play.turns if t["lines"] and t["lines"][-1] == "end" and presses.ordinary("merlin", t["lines"])]
    box_costs, _ = presses.measure("merlin", [lines], most=10_000) if box_presses else ([], [])
    result = {
        "seed": seed, "over": box.session.state()["over"], "lines": len(lines), "turns": len(play.turns),
        "ordinary_turns": len(ordinary), "taps": play.taps, "backs": play.backs, "reads_at_box": play.reads,
        "setup_reads": setup_reads, "pairing_presses": pairing_presses, "box_presses_in_play": box.presses,
        "rate_waits": play.rate_waits, "by_seat": dict(play.by_seat), "named": play.named, "dead_ends": dict(play.dead_ends.most_common(5)),
        "sent_by_phones": sum(play.by_seat.values()), "refused": dict(play.refused), "said_by_phone": said_by_phone,
        "taps_per_turn": median([t["taps"] for t in play.turns]),
        "ordinary_taps": median([t["taps"] for t in ordinary]),
        "ordinary_direct": median([t["direct"] for t in ordinary]),
        "ordinary_reads": median([t["reads"] for t in ordinary]),
        "box_ordinary_presses": median(box_costs), "box_turns": len(box_costs),
        "max_taps": max((t["taps"] for t in play.turns), default=0),
        "tap_p95_ms": round(1000 * sorted(play.waits)[int(0.95 * (len(play.waits) - 1))], 1) if play.waits else None,
        "tap_median_ms": round(1000 * statistics.median(play.waits), 1) if play.waits else None,
        "minutes": round((time.monotonic() - started) / 60, 1), "journal": lines,
    }
    out(f"Merlin, 4 phones, seed {seed}: {'finished' if result['over'] else 'NOT finished'} in {result['lines']} lines, "
        f"{result['turns']} turns ({result['ordinary_turns']} ordinary), {result['minutes']} min")
    out(f"  phone taps per turn: median {result['taps_per_turn']} (max {result['max_taps']}); all turns: "
        f"{result['taps']} taps of which {result['backs']} « Retour »")
    out(f"  ordinary turn (a plain die move, the space's action at most, the end): phone median "
        f"{result['ordinary_taps']} taps as played, {result['ordinary_direct']} straight to its lines; "
        f"pages read at the box {result['ordinary_reads']}")
    if box_presses:
        out(f"  the same game's ordinary turns on the box's buttons (benchmarks/presses.py, fewest presses and scans): "
            f"median {result['box_ordinary_presses']} ({result['box_turns']} turns)")
    out(f"  levels opened with nothing to tap (then « Retour »): {result['dead_ends']}")
    out(f"  lines sent by the phones: {result['by_seat']}; the box's screen named the phone's player for "
        f"{result['named']} of {result['sent_by_phones']}")
    out(f"  at the box during play: {result['box_presses_in_play']} presses ({result['reads_at_box']} pages read "
        f"with OK); setup's pages read: {result['setup_reads']}; pairing: {result['pairing_presses']} presses")
    out(f"  a tap answered (page → box → journal → answer): median {result['tap_median_ms']} ms, "
        f"p95 {result['tap_p95_ms']} ms; refused: {result['refused'] or 'none'}; "
        f"waits for the rate limit: {result['rate_waits']}")
    return result


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1, box_presses="--no-box" not in sys.argv)
