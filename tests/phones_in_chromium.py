"""A whole game of any game played by four phones in headless Chromium, phone-sized, and the box (issue 33).

The box (its engine thread, a real journal, its socket for the page) and `camelot web` (its own process) are
started as tests/phone_table.py starts them; the game is begun at the box, « Téléphones » opened there, and
four Chromium pages pair through /pair as a player does (the code, « Voir les places », a seat, a name).
Then every decision of a seat is made on that seat's page: its buttons clicked as a finger would, a level
opened, « Retour » from a level with nothing to do, a dangerous line confirmed, each click only once the
page has drawn the box's latest state and kept it still for the taps' grace (docs/web.md, "Taps"). The
choice among the buttons the page shows is random (seeded). The box acts only when the deciding seat's
page shows nothing to tap: a page the box says (read with OK), dice the box rolls, a physical card the
rules have the table lay on the reader, the Domain (the whole table's); any other press is counted apart
as something a phone cannot do yet.

The page is only watched, never driven by script: an init script records the seat menus the page fetched
(the last one it asked for, as seat.js keeps it), the answers to its taps, and when its seat panel last
changed, so the test knows which button sends which line and when the page has settled.

    python tests/phones_in_chromium.py KIND [SEED]
"""
from __future__ import annotations

import random
import re
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.box import taps  # noqa: E402
from companion.box.app import Scanned, Typed  # noqa: E402
from companion.box.seat_menu import deciding  # noqa: E402
from companion.core import registry  # noqa: E402
from tests.phone_table import PhoneTable, WebProcess  # noqa: E402
from tests.seat_page_watch import LOOK, WATCH  # noqa: E402

NAMES = ("Anne", "Bruno", "Chloé", "Denis")
NEW = {"shadows": "new arthur gawain kay percival", "merlin": "new merlin 4",
       "tournament": "new tournament 4 " + " ".join(NAMES)}
# What a player does not tap while playing: the board's pages, the table's menu (the game given up, a table line,
# is never offered on a phone; the tournament's « Abandonner » is a knight's withdrawal, his own).
AVOID = ("Plateau", "Arrêter", "Autour de la table", "Téléphones", "téléphones", "Tableau, arrêter")
GIVE_UP = ("Abandonner",)          # at the box: the game given up (a table's line, never pressed here)
ENOUGH = ("fin", "abandonner")     # a tournament's turn ended (« fin : 6 »), or the knight withdrawn
SIZE = (390, 844)                   # a phone's screen, in CSS pixels
QUIET_MS = 120                      # a page still this long has drawn what it fetched
SETTLE_S = 15.0                     # a generous bound on a page catching up (not a timing assertion)

def wait_until(check, what: str, timeout: float = SETTLE_S):
    """Poll `check` until it gives something true (a generous bound, not a timing assertion)."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not come within {timeout} s")
        time.sleep(0.02)


class ChromePhone:
    """One phone: a headless Chromium page the size of a phone, watched (WATCH), clicked as a finger."""

    def __init__(self):
        from companion.web.browser import open_browser
        self.driver = open_browser(*SIZE)
        self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH})
        self.seat: str | None = None

    def pair(self, url: str, code: str, name: str) -> str:
        """/pair#CODE as the box's QR code opens it: « Voir les places », the first free seat, the name,
        « Prendre cette place »; the seat it took."""
        d = self.driver
        d.get(f"{url}/pair#{code}")
        d.find_element("id", "look").click()
        wait_until(lambda: d.execute_script("return document.querySelectorAll('#seats button').length"), "the seats")
        d.find_elements("css selector", "#seats button")[0].click()
        field = d.find_element("id", "name")
        field.clear()
        field.send_keys(name)
        d.find_element("id", "take").click()
        wait_until(lambda: d.current_url.rstrip("/") == url, "the page after pairing")
        menu = wait_until(lambda: (self.look()["menu"] or {}).get("seat") and self.look()["menu"], "the seat's menu")
        self.seat = menu["seat"]
        return self.seat

    def look(self) -> dict:
        return self.driver.execute_script(LOOK)

    def settled(self, position: int, grace: bool = False) -> dict:
        """What the page shows once it has drawn the journal's `position` and kept it still a moment (`grace`:
        past the taps' grace, as a line's button must have been shown before it is tapped)."""
        quiet = taps.GRACE_MS + 80 if grace else QUIET_MS

        def still():
            seen = self.look()
            menu = seen["menu"] or {}
            drawn = menu.get("position") == position or menu.get("over") or menu.get("ok") is False
            return seen if drawn and seen["quiet"] > quiet else None
        return wait_until(still, f"{self.seat}'s page at position {position}")

    def click(self, index: int, sure: bool = False) -> bool:
        """A finger on the button of the menu's `index`-th option (its confirmation when `sure`); False when the
        page redrew it between the look and the finger (nothing tapped: look again)."""
        from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
        css = f'#seat .seat-option[data-i="{index}"]' + ("[data-sure]" if sure else ":not([data-sure])")
        try:
            self.driver.find_element("css selector", css).click()
        except (StaleElementReferenceException, NoSuchElementException):
            return False
        return True

    def back(self) -> bool:
        """« Retour »; False when the page had already redrawn it away."""
        from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
        try:
            self.driver.find_element("css selector", "#seat .seat-back").click()
        except (StaleElementReferenceException, NoSuchElementException):
            return False
        return True

    def quit(self) -> None:
        self.driver.quit()


@dataclass
class Act:
    """One input of the table: where (phone, box), by whom, for whom (the deciding seat), what it journaled."""

    device: str                  # "phone" or a box's kind: "read", "dice", "card", "domain", "cannot", "table"
    seat: str | None             # the phone's seat (None at the box)
    decider: str | None          # whose decision it was, before
    current: str | None          # the game's current seat, before
    phase: str | None
    what: str
    taps: int = 0                # clicks on the phone (levels, « Retour », confirmations, the line's button)
    detours: int = 0             # of its taps, those on a level with nothing to tap (opened, then « Retour »)
    presses: int = 0             # presses or scans at the box
    lines: list[str] = field(default_factory=list)
    offered: list[str] = field(default_factory=list)   # a tap: the lines its button said


class ChromeTable:
    """The box, `camelot web`, four Chromium phones; `play()` plays the game of `kind` to its end."""

    def __init__(self, folder: Path, kind: str, seed: int, prefer: tuple[str, ...] = ()):
        self.kind, self.rng, self.prefer = kind, random.Random(seed), prefer
        self.box = PhoneTable(folder)
        self.web = self.phones = None
        self.acts: list[Act] = []
        self.refused: list[str] = []
        self.verbose = False
        # (position, the labels opened down to a level, an option of it) that opened nothing to tap or was refused:
        # not tapped again on this state. The labels on the way are in the key: Merlin's three traitors are three
        # levels of the same six colours, and a colour that led nowhere on one level is another level's answer.
        self.dead: set = set()
        self.dead_ends: Counter = Counter()
        self.turn_of, self.turn_lines, self.patience = None, [], 2   # the turn going on: its seat, its lines
        self.closed = None               # the box's view BACK was last pressed on
        self.lost: list[str] = []       # levels opened whose page went back to its top instead
        self.pairing_presses = 0
        self.started = time.monotonic()
        try:
            self.web = WebProcess(self.box.journal_path, self.box.port)
            self.box.type(NEW[kind])
            self.phones = {}
            self.pair_all()
        except BaseException:
            self.close()
            raise

    def pair_all(self) -> None:
        before = self.box.presses
        code = self.box.open_pairing()
        for name in NAMES:
            phone = ChromePhone()
            self.phones[phone.pair(self.box.url, code, name)] = phone
        self.box.close_pairing()
        self.pairing_presses = self.box.presses - before

    # ------------------------------------------------------------------ one input

    def state(self) -> dict:
        return self.box.session.state()

    def position(self) -> int:
        self.box.settle()
        return self.box.session.position

    def _act(self, device: str, seat, what: str, do) -> Act:
        state = self.state()
        act = Act(device, seat, deciding(self.kind, state), state.get("current"), state.get("phase"), what)
        before = list(self.box.session.lines)
        do(act)
        self.box.settle()
        after = list(self.box.session.lines)
        act.lines = after[len(before):] if after[:len(before)] == before else ["(undone)"]
        if act.current != self.turn_of or any(line.split()[0] in ("end", "withdraw") for line in self.turn_lines):
            self.turn_of, self.turn_lines, self.patience = act.current, [], self.rng.choice((1, 2, 3))
        self.turn_lines += act.lines
        self.acts.append(act)
        if self.verbose and len(self.acts) % 20 == 0:
            print(f"[{time.monotonic() - self.started:.0f} s] {len(self.acts)} inputs, {len(after)} lines: "
                  f"{act.device} {act.seat} {act.what} {act.lines}", file=sys.stderr, flush=True)
        return act

    def phone_turn(self, seat: str) -> bool:
        """The seat's page, level by level, a random button it shows; False when it shows nothing to tap."""
        phone = self.phones[seat]
        seen = phone.settled(self.position())
        menu = seen["menu"] or {}
        if not menu.get("ok") or menu.get("waiting") or not self.live(seen):
            return False

        def do(act: Act) -> None:
            nonlocal seen
            opened: list[str] = []               # the labels of the levels opened, in order
            for _ in range(20):
                if not seen["back"]:
                    opened.clear()               # at the top (the page starts over on the state's news): nothing open
                menu, live = seen["menu"], self.live(seen, opened)
                if not live and not seen["back"]:
                    return                       # the page moved on to nothing to tap (another state drawn)
                if not live:
                    # A level with nothing to do now: « Retour », and that level is not opened again on this state.
                    label = opened.pop() if opened else menu.get("prompt")
                    self.dead.add((menu.get("position"), tuple(opened), label))
                    self.dead_ends[menu.get("prompt", "")[:40]] += 1
                    if phone.back():
                        act.taps += 1
                        act.detours += 2         # the level opened for nothing, then « Retour »
                    seen = phone.settled(self.position())
                    continue
                index = self.pick(menu, live)            # the button's place in the page (its data-i)
                option = menu["options"][index]
                if not option.get("opens") and seen["quiet"] <= taps.GRACE_MS + 80:
                    seen = phone.settled(self.position(), grace=True)   # read before tapped: then look again
                    continue
                if option.get("ticks"):
                    # A multiple choice: one to three of its items ticked (each its button), then confirmed.
                    for tick in self.rng.sample(seen["ticks"], self.rng.randint(1, min(3, len(seen["ticks"])))):
                        phone.driver.find_element("css selector", f'#seat .seat-tick[data-t="{tick}"]').click()
                        act.taps += 1
                        act.what += f" / ✓ {menu['options'][tick]['label']}"
                    seen = phone.settled(self.position(), grace=True)
                act.what += f" / {option['label']}"
                position, answers = self.position(), seen["answers"]
                if not phone.click(index):
                    seen = phone.settled(self.position())
                    continue
                act.taps += 1
                if option.get("opens"):
                    opened.append(option["label"])
                    try:
                        wait_until(lambda: self._level(phone, menu), f"{seat}'s level {option['label']!r}", 5.0)
                    except AssertionError:
                        self.lost.append(option["label"])   # the page went back to its top: looked at again
                    seen = phone.settled(self.position())
                    continue
                if self._armed(phone, index):
                    time.sleep(taps.GRACE_MS / 1000 + 0.1)   # the confirmation is new buttons: read, then tapped
                    phone.click(index, sure=True)
                    act.taps += 1
                act.offered = option.get("lines") or [option.get("line")] if not option.get("ticks") else None
                answer = wait_until(lambda: self._answer(phone, answers), f"the answer to {seat}'s tap")
                if not answer.get("ok"):
                    self.refused.append(f"{seat}: {option['label']} -> {answer}")
                    self.dead.add((menu.get("position"), tuple(opened), option["label"]))   # not again on this state
                return
            raise AssertionError(f"{seat}'s page leads nowhere: {seen}")
        self._act("phone", seat, "tap", do)
        return True

    def pick(self, menu: dict, live: list[int]) -> int:
        """A button among `live`: one the table's habit prefers (`prefer`, the game steered to a short end)
        when shown, else any. A tournament's player lays a few cards a turn (the box cannot know his hand, so
        his phone offers every card that fits): past them, he ends his turn or withdraws when he may."""
        prefer = self.prefer
        if self.kind == "tournament" and sum(line.startswith("play") for line in self.turn_lines) >= self.patience:
            prefer = ENOUGH
        liked = [i for i in live if prefer and menu["options"][i]["label"].lower().startswith(prefer)]
        return self.rng.choice(liked or live)

    def live(self, seen: dict, opened: list | tuple = ()) -> list[int]:
        """The options the page shows as buttons that a player would tap now (not the board, the table's menu)."""
        menu = seen["menu"] or {}
        shown = {b[0] for b in seen["buttons"] if not b[1]}
        return [i for i, o in enumerate(menu.get("options") or []) if i in shown
                and (o.get("line") or o.get("opens") or o.get("ticks") and seen["ticks"])
                and not o["label"].startswith(AVOID)
                and (menu.get("position"), tuple(opened), o["label"]) not in self.dead]

    @staticmethod
    def _level(phone: ChromePhone, before: dict) -> dict | None:
        seen = phone.look()
        return seen if seen["menu"] is not before and seen["menu"] != before and seen["back"] else None

    @staticmethod
    def _armed(phone: ChromePhone, index: int) -> bool:        # its confirmation is shown (a dangerous line)
        return bool(phone.driver.find_elements("css selector", f'#seat .seat-option[data-i="{index}"][data-sure]'))

    @staticmethod
    def _answer(phone: ChromePhone, answers: int) -> dict | None:
        return (phone.driver.execute_script("return window.__answers") + [None] * (answers + 1))[answers]

    def box_turn(self, seat) -> None:
        """What stays at the box (a page read, its dice, a physical card, the Domain), or what the phone of the
        deciding seat cannot do yet (counted apart)."""
        box, view = self.box, self.box.companion.view
        front, state = box.companion.frontend, self.state()
        step = front.open_step
        if self.kind == "merlin" and state.get("phase") in ("setup", "prepare"):
            waiting = state.get("waiting") or {}
            if waiting.get("domain"):
                from tests.merlin.table import entry_lines
                line = entry_lines(state, self.rng)[0]
                return self._act("domain", None, line, lambda act: self._typed(act, line))
            if seat is None and waiting.get("roll"):
                return self._act("dice", None, "OK", lambda act: self._press(act, "OK"))
        if step is not None and step.take is not None and step.wants is not None:
            cards = list(front.wanted_cards(box.companion.seats.named(state)))
            if cards:                             # the card the box asks for, laid on its reader
                card = self.rng.choice(cards)
                return self._act("card", None, card, lambda act: self._scan(act, card))
        if view.cover:
            return self.read_box(view)
        if not any(view.menu) and view.ok:
            return self._act("read", None, f"OK: {view.prompt[:30]}", lambda act: self._press(act, "OK"))
        keys = [k for k, label in zip("ABC", view.menu) if label and not label.startswith(AVOID + GIVE_UP)
                and not label.startswith("(")]
        keys += ["OK"] if view.ok and not view.ok.startswith(AVOID + GIVE_UP) else []
        key = self.rng.choice(keys) if keys else "OK"
        act = self._act("menu", None, f"{view.prompt[:40]} [{key}]", lambda act: self._press(act, key))
        if act.lines:
            # A line sent at the box: the table's (not the deciding seat's to send from a phone), else one the
            # deciding seat's phone cannot send yet.
            may = registry.table(self.kind).seat_may
            own = seat is not None and any(may(state, seat, line) for line in act.lines)
            act.device = "cannot" if own else "table"

    def read_box(self, view) -> None:
        """What the box says over its menu: BACK closes it (one press); a guide or a scoring is paged with OK."""
        key = "OK" if self.box.companion.frontend.guiding or view.ok.startswith("suite") or self.closed == view \
            else "BACK"
        self.closed = view
        self._act("read", None, f"{key}: {view.prompt[:30]} / {view.message[:30]}", lambda act: self._press(act, key))

    def _press(self, act: Act, key: str) -> None:
        self.box.press(key)
        act.presses += 1

    def _scan(self, act: Act, card: str) -> None:
        self.box.companion.put(Scanned(card))
        act.presses += 1

    def _typed(self, act: Act, line: str) -> None:      # the Domain: keyed in, counted as one input
        self.box.companion.put(Typed(line))
        act.presses += 1

    # ------------------------------------------------------------------ the game

    def play(self, most: int = 3000) -> None:
        """Whoever's decision it is acts on their phone, else the box does what stays there."""
        for _ in range(most):
            state = self.state()
            if state.get("over"):
                return self.finish()
            seat = deciding(self.kind, state)
            if seat is not None and self.phone_turn(seat):
                continue
            self.box_turn(seat)
        raise AssertionError(f"the game did not end in {most} inputs: {self.box.companion.view}")

    def finish(self) -> None:
        """The last pages read at the box; each phone shows the game's end."""
        unchanged = 0
        for _ in range(60):
            view = self.box.companion.view
            if not view.cover and not view.ok.startswith("suite") or unchanged > 1:
                break
            self.read_box(view)
            unchanged = unchanged + 1 if self.box.companion.view == view else 0
        for phone in self.phones.values():
            phone.settled(self.position())

    def close(self) -> None:
        for phone in (self.phones or {}).values():
            phone.quit()
        if self.web is not None:
            self.web.stop()
        self.box.close()

    # ------------------------------------------------------------------ what the game showed

    def turns(self) -> list[list[Act]]:
        """The play's turns: a seat's acts (and the box's and other phones' within) up to its `end`."""
        found, turn = [], []
        for act in self.acts:
            if act.phase in ("setup", "prepare") or act.current is None:
                continue
            turn.append(act)
            if any(line.split()[0] in ("end", "withdraw") for line in act.lines):
                found.append(turn)
                turn = []
        return found

    def ordinary(self, turn: list[Act]) -> bool:
        """An ordinary turn (benchmarks/presses.py's for Shadows and Merlin; the tournament: its colour, cards
        of colour or support, and the end, no action card)."""
        from benchmarks.presses import ordinary
        lines = [line for act in turn for line in act.lines]
        if not lines or lines == ["(undone)"]:
            return False
        if self.kind != "tournament":
            return ordinary(self.kind, lines)
        verbs = {line.split()[0] for line in lines}
        return verbs <= {"colour", "play", "end"} and lines[-1].startswith("end") and all(
            re.fullmatch(r"play [a-z]+-\d", line) for line in lines if line.startswith("play"))

    def figures(self) -> dict:
        """What the game counted."""
        turns = self.turns()
        ordinary = [t for t in turns if self.ordinary(t)]
        box = Counter()
        for act in self.acts:
            if act.device != "phone":
                box[act.device] += act.presses
        cannot = Counter(act.what for act in self.acts if act.device == "cannot")
        return {
            "kind": self.kind, "over": bool(self.state().get("over")), "lines": len(self.box.session.lines),
            "turns": len(turns), "ordinary": len(ordinary),
            "taps_ordinary": statistics.median([sum(a.taps for a in t) for t in ordinary]) if ordinary else None,
            "taps_all": statistics.median([sum(a.taps for a in t) for t in turns]) if turns else None,
            "taps_direct": statistics.median([sum(a.taps - a.detours for a in t) for t in ordinary]) if ordinary else None,
            "reads": dict(Counter(act.what.split(":")[0] for act in self.acts if act.device == "read")),
            "phone_taps": sum(a.taps for a in self.acts), "by_seat": dict(Counter(a.seat for a in self.acts if a.seat)),
            "box": dict(box), "box_total": sum(box.values()), "pairing": self.pairing_presses,
            "cannot": dict(cannot.most_common(8)), "dead_ends": dict(self.dead_ends.most_common(5)),
            "lost": self.lost, "refused": list(self.refused),
            "seconds": round(time.monotonic() - self.started, 1),
        }


def said(figures: dict) -> str:
    """The figures as the test prints them (and docs/performance.md gives them)."""
    box = figures["box"]
    return (f"{figures['kind']}: {'ended' if figures['over'] else 'NOT ended'}, {figures['lines']} lines, "
            f"{figures['turns']} turns ({figures['ordinary']} ordinary) in {figures['seconds']} s; phone taps per "
            f"ordinary turn: median {figures['taps_ordinary']}, {figures['taps_direct']} without the levels opened for "
            f"nothing (every turn: {figures['taps_all']}); taps on the "
            f"phones {figures['phone_taps']} {figures['by_seat']}; at the box: {figures['box_total']} "
            f"({', '.join(f'{k} {v}' for k, v in sorted(box.items())) or 'none'}; pages closed or read: {figures['reads']}), "
            f"pairing {figures['pairing']}; "
            f"a phone cannot yet: {figures['cannot'] or 'nothing'}; levels with nothing to tap: "
            f"{figures['dead_ends'] or 'none'}; levels that did not open: {figures['lost'] or 'none'}; refused taps: "
            f"{figures['refused'] or 'none'}")


def main(kind: str, seed: int = 1, folder: Path | None = None, prefer: tuple[str, ...] = ()) -> dict:
    table = ChromeTable(Path(folder or tempfile.mkdtemp(prefix=f"{kind}-chromium-")), kind, seed, prefer)
    table.verbose = __name__ == "__main__"
    try:
        table.play()
        figures = table.figures()
    finally:
        table.close()
    print(said(figures))
    return figures


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1, prefer=tuple(sys.argv[3:]))
