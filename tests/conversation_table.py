"""A test table (issue 32's « Done when »): a whole game of any game played in-process by the box (the Companion
with its keys, its reader and a recorded voice) and four phones paired as seats, the phones' requests served
through the box's socket as the page forwards them.

Whoever's decision it is acts, now at the box, now on their phone, choosing at random (seeded) among what the
screen in front of them offers; and the table does what tables do: BACK pressed on every message and refusal,
a tap on a menu drawn a moment before (`shown_ms` under the grace), a tap on the menu seen before an undo, the
same tap sent again (same id), a phone tapping out of its turn, an undo asked at the box and now and then
not confirmed. Every input is recorded with what its device showed, so every journaled line is traced to the
press or tap that sent it (`Act`), and the checks are made as the game goes (`ConversationTable.check`).
"""
from __future__ import annotations

import itertools
from collections import Counter
import random
from dataclasses import dataclass, field

from companion.box.app import Scanned, Typed, listen_for_seats
from companion.box.seat_socket import socket_path
from companion.box.seats import deciding_seat
from companion.box.taps import GRACE_MS
from companion.core.i18n import Catalog
from companion.core.screen import text_pages
from companion.journal.session import Session
from companion.web.seat_link import BoxLink
from tests.tapping import tap_of
from tests.wired_box import WiredBox

NAMES = ("Anne", "Bruno", "Chloé", "Denis")
NEW = {"shadows": "new arthur gawain kay percival", "merlin": "new merlin 4",
       "tournament": "new tournament 4 " + " ".join(NAMES)}
# What a table does not choose while playing: the board's pages, the table's own menu, the game stopped.
AVOID = ("Plateau", "Arrêter", "Autour de la table", "Téléphones", "téléphones", "Tableau, arrêter")
# The game given up (the old « Abandonner » of Shadows and Merlin; in the tournament it is a knight's withdrawal).
GIVE_UP = {"shadows": ("Abandonner",), "merlin": ("Abandonner",), "tournament": ()}
REPRENDRE = "Reprendre"
PHONE_SAID = "(téléphone) :"     # « Anne (téléphone) : », the box naming who answered from a phone


def keys_landed() -> bool:
    """Whether BACK asks before an undo (« Reprendre : … ? », the `keys` work of issue 32)."""
    from companion.core import step
    return hasattr(step, "UndoStep")


def story_landed() -> bool:
    """Whether the box keeps one story per game with its readers' record (the `story` work of issue 32)."""
    from importlib.util import find_spec
    return find_spec("companion.core.story") is not None


class Voice:
    """The speaker at the hardware boundary: every text it is handed, in order."""

    missing: list = []

    def __init__(self):
        self.said: list[str] = []

    def say(self, text: str) -> None:
        self.said.append(text)

    def close(self) -> None:
        pass


@dataclass
class Act:
    """One input of the table and what it did: who, on which device, what that device showed, the journal
    before and after (its lines and its position)."""

    number: int
    device: str                  # "box", "phone", "typed" (the setup the table keys in), "scan"
    seat: str | None             # the seat whose decision it was (box) or the phone's seat
    what: str                    # the key, the card, the tap's label, the typed line
    shown: str                   # the screen as its player saw it
    before: list[str]
    after: list[str] = field(default_factory=list)
    position: tuple[int, int] = (0, 0)
    answer: dict | None = None
    told: int = 0                # the story's last step once it was handled
    told_before: int = 0         # the story's last step before it
    taken_from: str | None = None   # an undo: the seat whose move it took back

    @property
    def added(self) -> list[str]:
        """The lines this act journaled (none when it took one back)."""
        common = len(self.before)
        return self.after[common:] if self.after[:common] == self.before else []

    @property
    def undid(self) -> bool:
        """Whether this act took the last line back."""
        return len(self.after) == len(self.before) - 1 and self.after == self.before[:-1]

    def __str__(self) -> str:
        return (f"#{self.number} {self.device}[{self.seat}] {self.what!r} on «{self.shown}» "
                f"-> +{self.added}{' UNDO' if self.undid else ''} {self.answer or ''}")


class Phone:
    """A seat's phone as seat.js asks: its menu (with the story after the last step it has), its taps."""

    def __init__(self, link: BoxLink, token: str, seat: str, since: int = 0):
        self.link, self.token, self.seat, self.since = link, token, seat, since
        self.start = since                   # the story's last step before it was paired
        self.seen: list[tuple[dict, list]] = []   # menus it drew (answer, path), the last ones

    def look(self, path=()) -> dict:
        """The seat's menu at `path` (the story's new steps kept)."""
        answer = self.link.ask({"op": "menu", "token": self.token, "path": list(path), "since": self.since})
        if answer.get("ok"):
            self.since = answer.get("told", self.since)
            if not answer.get("waiting"):
                self.seen = (self.seen + [(answer, list(path))])[-6:]
        return answer

    def tap(self, shown: dict, path: list, line: str | None, shown_ms: float) -> tuple[dict, dict]:
        """A tap on `shown` at `path` as the page sends it (an id of its own): (its body, the box's answer)."""
        body = tap_of(shown, path, line, shown_ms=shown_ms)
        if "box_question" in shown:
            body["box_question"] = shown["box_question"]
        return body, self.send(body)

    def send(self, body: dict) -> dict:
        """A tap's body sent (again)."""
        return self.link.ask({"op": "tap", "token": self.token, **body})


class ConversationTable(WiredBox):
    """The box of `kind` with its recorded voice and its socket for the page, four phones paired, and the
    table's inputs recorded as `Act`s."""

    def __init__(self, folder, kind: str, rng: random.Random):
        self.kind, self.rng = kind, rng
        self.journal_path = folder / "journal.sqlite"
        self.voice = Voice()
        super().__init__(Session.open(self.journal_path), kind, Catalog.load("fr", kind), tags=None,
                         speaker=self.voice, game_options={"merlin": {"dice": "box"}},
                         page_url="http://192.168.1.20:8080/")
        self.socket = listen_for_seats(self.journal_path, self.companion)
        self.link = BoxLink(socket_path(self.journal_path))
        ticks = itertools.count(10 ** 6)
        self.companion.seats.clock = lambda: next(ticks)    # a second between requests: a robot under the rate
        self.acts: list[Act] = []
        self.phones: dict[str, Phone] = {}
        self.owners: list = []                              # the seat each journaled line was made for (or None)
        self.sent: list[tuple[Phone, dict, dict]] = []     # every tap: its phone, body and first answer
        self.refused: set[tuple[int, str]] = set()          # (position, line) the rules refused: not tapped again
        self.met: Counter = Counter()                       # what the table met, counted (the test tests what it says)
        self.faults: dict[str, list[str]] = {"seen": [], "undo": []}   # what went wrong, by the property it breaks

    # ------------------------------------------------------------------ the journal, the screen

    def state(self) -> dict:
        return self.session.state()

    def frame(self) -> str:
        """The box's frame as its player sees it: prompt, message, A/B/C, the footer."""
        view = self.companion.view
        menu = " | ".join(f"{k}:{label}" for k, label in zip("ABC", view.menu) if label)
        cover = " [couvre]" if view.cover else ""
        return f"{view.prompt} // {view.message}{cover} // {menu} // OK:{view.ok}"

    def fault(self, prop: str, text: str) -> None:
        """Something the issue forbids, kept under the property it breaks (the tests read them at the end)."""
        self.faults.setdefault(prop, []).append(text)

    def _act(self, device: str, seat, what: str, shown: str, do) -> Act:
        act = Act(len(self.acts), device, seat, what, shown, list(self.session.lines))
        before = self.session.position
        act.answer = do()
        self.settle()
        act.after, act.position = list(self.session.lines), (before, self.session.position)
        act.told = self.companion.story.latest if story_landed() else 0     # the story's last step after it
        act.told_before = self.acts[-1].told if self.acts else 0
        if act.undid:
            act.taken_from = self.owners.pop() if self.owners else None        # whose move the undo took back
        else:
            self.owners += [seat] * len(act.added)
        self.acts.append(act)
        said = self.companion.view.message.strip()
        if said.endswith(PHONE_SAID) and "\n" not in said and act.answer and act.answer.get("ok") and act.added:
            self.fault("story", f"the box's screen says who answered from a phone and nothing of what they did: "
                                f"{act} then «{self.frame()}»")
        return act

    # ------------------------------------------------------------------ the table sits down

    def start(self) -> None:
        """The game's `new` typed at the box, Merlin's setup keyed in, four phones paired."""
        self.typed(NEW[self.kind])
        self.set_up()
        self.pair_all()

    def typed(self, line: str) -> Act:
        """A line keyed in at the box (the setup a table does at the box's keyboard)."""
        return self._act("typed", None, line, self.frame(), lambda: self.companion.put(Typed(line)))

    def set_up(self) -> bool:
        """Merlin's setup and preparation lines due now, keyed in at the box (the box rolls the dice with OK):
        True when something was keyed in."""
        from tests.merlin.table import entry_lines
        state = self.state()
        if self.kind != "merlin" or state.get("over") or state.get("phase") not in ("setup", "prepare"):
            return False
        self.read()
        waiting = state["waiting"]
        if waiting.get("roll") and not any(waiting.get(k) for k in ("domain", "start", "traitors")):
            if self.press_key("OK", None).added:
                return True
        for line in entry_lines(state, self.rng):
            self.read()
            self.typed(line)
        return True

    def read(self, seat=None, whole: bool = True) -> None:
        """OK on the pages of a message covering the box's menu but its last (`whole`: its last too, and the pages
        read with OK: a scoring, a guide), as a table reads what the box says before it acts."""
        for _ in range(40):
            view = self.companion.view
            more = view.cover and view.page + 1 < text_pages(view)
            if not (more or whole and (view.cover or (view.ok.startswith("suite") and not any(view.menu)))):
                return
            self.check(self.press_key("OK", seat, reading=view.cover))

    def pair_all(self) -> None:
        """Four phones paired, one a seat, each from the story's step after its pairing; the phones' screen
        closed at the box."""
        state = self.state()
        for seat, name in zip(state["seats"], NAMES):
            code = self.companion.seats.open(self.session.game_id)
            answer = self.link.ask({"op": "pair", "code": code, "seat": seat, "name": name})
            assert answer["ok"], answer
            since = self.companion.story.latest if story_landed() else 0
            self.phones[seat] = Phone(self.link, answer["token"], seat, since)
        self.companion.seats.close()
        self.companion.pairing = None
        self.settle()

    # ------------------------------------------------------------------ the box

    def press_key(self, key: str, seat, reading: bool = False) -> Act:
        """One press at the box by `seat` (whose decision it is), recorded with the frame it was made on;
        `reading`: OK pressed to read on what covers the menu (it must choose nothing)."""
        view = self.companion.view
        act = self._act("box", seat, key, self.frame(), lambda: self.press(key))
        act.view, act.reading = view, reading
        return act

    def scan(self, slug: str, seat) -> Act:
        """A card laid on the box's reader."""
        return self._act("scan", seat, slug, self.frame(), lambda: self.companion.put(Scanned(slug)))

    def box_offers(self) -> list[str]:
        """The keys the box's screen offers a move on: A, B, C with a label (not the board or the table's menu),
        OK when the footer names something."""
        view = self.companion.view
        avoid = AVOID + GIVE_UP[self.kind]
        keys = [k for k, label in zip("ABC", view.menu) if label and not label.startswith(avoid)
                and not label.startswith("(")]
        if view.ok and not view.ok.startswith(AVOID):
            keys.append("OK")
        return keys

    def wanted(self) -> list[str]:
        """The cards the box's open question asks for, if it takes a card."""
        front = self.companion.frontend
        step = front.open_step
        if step is None or step.take is None:
            return []
        state = self.companion.seats.named(self.state())
        return list(front.wanted_cards(state) if step.wants is not None else front.cards())

    # ------------------------------------------------------------------ the table plays

    def play(self, most: int) -> None:
        """The game played to its end (at most `most` inputs): each input checked as it is made."""
        for _ in range(most):
            if self.state().get("over"):
                return
            if self.set_up():
                continue
            self.one_input()
        raise AssertionError(f"the game did not end in {most} inputs: {self.state().get('phase')} {self.frame()}")

    def one_input(self) -> None:
        """Whoever's decision it is acts at the box or on their phone; now and then the table's habits."""
        rng, seat = self.rng, deciding_seat(self.state())
        roll = rng.random()
        if roll < 0.04 and len(self.session.lines) > 1:
            return self.take_back(seat)
        if roll < 0.10 and self.sent:
            return self.send_again()
        if roll < 0.14:
            return self.out_of_turn(seat)
        if seat is not None and roll < 0.60 and self.phone_turn(seat):
            return
        self.box_turn(seat)

    def box_turn(self, seat) -> None:
        """One press (or a card laid) at the box by the seat whose decision it is: BACK on a message or a
        refusal first (a reflex: it must only close it), else a key of what the screen offers."""
        view = self.companion.view
        if view.cover and view.page + 1 < text_pages(view):
            return self.read(seat, whole=False)
        if view.message and keys_landed() and not self.companion.frontend.guiding:
            # The reflex: BACK closes a message or a refusal once read (it must close it and nothing more); over
            # the setup guide it would close the guide too (keys), which a table reads with OK.
            self.met["back on a message"] += 1
            self.check(self.press_key("BACK", seat))
            return
        wanted = self.wanted()
        asks = self.companion.frontend.open_step is not None and self.companion.frontend.open_step.wants is not None
        if wanted and self.rng.random() < (0.5 if asks or self.kind == "tournament" else 0.02):
            self.met["card laid"] += 1
            self.check(self.scan(self.rng.choice(wanted), seat))
            return
        offers = self.box_offers()
        key = "OK" if view.cover or not offers else self.rng.choice(offers)
        act = self.press_key(key, seat, reading=view.cover)
        act.offers = offers
        self.check(act)

    def take_back(self, seat) -> None:
        """An undo asked at the box (BACK until it asks « Reprendre : … ? »), confirmed or not; then the phones
        tap the menus they showed before it (stale now)."""
        self.met["undo asked"] += 1
        self.read(seat, whole=False)
        for _ in range(30):          # BACK closes each page that covers the menu first (a guide has ten)
            act = self.press_key("BACK", seat)
            self.check(act)
            if act.undid or not keys_landed():
                break
            if REPRENDRE in self.frame():
                if self.rng.random() < 0.25:
                    self.met["undo kept"] += 1
                    self.check(self.press_key(self.rng.choice(["A", "C"]), seat))
                    return
                self.check(self.press_key("OK", seat))
                break
        if self.acts[-1].undid:
            self.met["undone"] += 1
            self.tap_stale()
        elif keys_landed() and not any(REPRENDRE in a.shown for a in self.acts[-3:]):
            self.fault("undo", f"BACK never asked to take anything back ({len(self.session.lines)} lines played): "
                               f"{self.acts[-1]}")

    def tap_stale(self) -> None:
        """Right after an undo: a phone taps the menu it showed before it."""
        for phone in self.rng.sample(list(self.phones.values()), len(self.phones)):
            for shown, path in reversed(phone.seen):
                options = [o for o in shown["options"] if o.get("line") and not o.get("at_box")]
                if options and shown["position"] < self.session.position:
                    option = self.rng.choice(options)
                    act = self.tap(phone, shown, path, option)
                    self.met["tap after an undo"] += 1
                    if act.answer.get("ok"):
                        self.fault("seen", f"a tap on the menu shown before an undo was played: {act}")
                    return

    def send_again(self) -> None:
        """A tap sent again, the same (its page heard no answer): its first answer, nothing journaled again."""
        phone, body, first = self.rng.choice(self.sent[-10:])
        self.met["tap sent again"] += 1
        act = self._act("phone", phone.seat, f"again {body['path']}", "(the same tap)", lambda: phone.send(body))
        if act.answer != first or act.position[1] != act.position[0]:
            self.fault("seen", f"a tap sent again was not answered its first answer, once: {first} then {act}")

    def out_of_turn(self, seat) -> None:
        """A phone whose decision it is not taps what its screen shows (the waiting screen, or an old menu)."""
        phone = self.rng.choice([p for s, p in self.phones.items() if s != seat])
        phone.look()
        for shown, path in reversed(phone.seen):
            options = [o for o in shown["options"] if o.get("line") and not (o.get("at_box") or o.get("out_of_turn"))]
            if options:
                self.met["tap out of turn"] += 1
                self.tap(phone, shown, path, self.rng.choice(options))
                return

    def phone_turn(self, seat) -> bool:
        """The seat's phone, level by level, a random option its screen offers; sometimes tapped the moment
        its menu was redrawn (under the grace: ignored), then again once read. False: nothing to tap there."""
        # A tournament player withdraws now and then (one line in three), not at every other turn.
        phone, path, hold_on = self.phones[seat], [], ("Abandonner",) * (self.kind == "tournament" and len(self.session.lines) % 3 > 0)
        for _ in range(8):
            shown = phone.look(path)
            if not shown.get("ok") or shown.get("waiting"):
                return False
            offered = [o for o in shown["options"] if (o.get("line") or o.get("opens")) and not o.get("at_box")
                       and not o.get("not_now") and not o["label"].startswith(AVOID + GIVE_UP[self.kind] + hold_on)
                       and (shown["position"], o.get("line")) not in self.refused]
            if not offered:
                return False
            option = self.rng.choice(offered)
            if option.get("opens"):
                path = path + [option["index"]]
                continue
            if self.rng.random() < 0.2:
                self.met["tap during a redraw"] += 1
                act = self.tap(phone, shown, path, option, shown_ms=self.rng.uniform(0, GRACE_MS - 1))
                if act.answer.get("error") != "redrawn":
                    self.fault("seen", f"a tap under the grace was not ignored: {act}")
            self.tap(phone, shown, path, option)
            return True
        return False

    def tap(self, phone: Phone, shown: dict, path: list, option: dict, shown_ms: float | None = None) -> Act:
        """One tap of `phone` on `option` of the menu `shown` (at `path`), recorded and checked."""
        shown_ms = self.rng.uniform(GRACE_MS, 6000) if shown_ms is None else shown_ms
        label = f"{shown['prompt'][:50]} / {' | '.join(o['label'] for o in shown['options'])}"
        decider = deciding_seat(self.state())
        box_seen = self.frame()
        sent = {}

        def do():
            body, answer = phone.tap(shown, path + [option["index"]], option.get("line"), shown_ms)
            sent.update(body)
            return answer
        act = self._act("phone", phone.seat, option["label"], label, do)
        act.tap, act.option, act.shown_menu, act.decider, act.box_seen = sent, option, shown, decider, box_seen
        self.sent.append((phone, sent, act.answer))
        if act.answer.get("error") == "refused":
            self.refused.add((shown["position"], option.get("line")))     # a player does not tap it again
        error = act.answer.get("error")
        self.met[f"tap refused: {error}" if error else "played by a phone"] += 1
        self.check(act)
        return act

    # ------------------------------------------------------------------ the checks

    def check(self, act: Act) -> None:
        """Every journaled line traced to an input whose screen offered it, made by the seat whose decision it
        was; nothing undone but by its named confirmation; a refused input changes nothing."""
        before, after = act.position
        moved = act.added or act.undid
        if not moved and (before != after or act.after != act.before):
            self.fault("seen", f"the journal changed without a move or an undo: {act}")
        if moved and after != before + (1 if act.undid else len(act.added)):
            self.fault("seen", f"the journal's position did not follow its lines: {act}")
        if act.undid:
            self.met["undo"] += 1
            if act.device != "box":
                self.fault("undo", f"an undo from elsewhere than the box: {act}")
            elif keys_landed() and (act.what != "OK" or REPRENDRE not in act.shown):
                self.fault("undo", f"an undo without its named confirmation (« {REPRENDRE} : … ? » then OK): {act}")
            return
        if not act.added:
            return
        if act.device == "typed":
            if act.added != [act.what]:
                self.fault("seen", f"a line keyed in was journaled as another: {act}")
        elif act.device == "scan":
            self.met["move by a card"] += 1
        elif act.device == "box":
            offers = getattr(act, "offers", None)
            if act.what == "BACK":
                self.fault("seen", f"BACK sent a move: {act}")
            elif getattr(act, "reading", False):
                self.fault("seen", f"OK pressed to read what covered the menu made a move: {act}")
            elif offers is not None and act.what not in offers and act.what != "OK":
                self.fault("seen", f"a move from a key the screen did not offer: {act}")
            elif keys_landed() and act.what in "ABC" and act.view.cover:
                self.fault("seen", f"a letter under a page waiting for OK made a move: {act}")
            self.met["move at the box"] += 1
        elif act.device == "phone":
            self._check_tap(act)

    def _check_tap(self, act: Act) -> None:
        """A tap that played: on the journal's position its menu showed, shown long enough, by the seat whose
        decision it was, exactly the lines its button said."""
        tap, option = getattr(act, "tap", {}), getattr(act, "option", {})
        if not act.answer or not act.answer.get("ok") or not tap:
            self.fault("seen", f"a tap journaled lines but was not answered ok: {act}")
            return
        wanted = option.get("lines") or [option.get("line")]
        if act.added != wanted:
            self.fault("seen", f"a tap journaled other lines than its button said ({wanted}): {act}")
        if tap["position"] != act.position[0]:
            self.fault("seen", f"a tap on a menu of position {tap['position']} played at {act.position[0]}: {act}")
        if tap["shown_ms"] < GRACE_MS:
            self.fault("seen", f"a tap under the grace played: {act}")
        if act.decider != act.seat and not (option.get("out_of_turn") and wanted == [f"play ivanhoe {act.seat}"]):
            self.fault("seen", f"{act.seat}'s phone played {act.decider}'s decision: {act}")

    def finish(self) -> None:
        """The game over: the box's pages read (OK), each phone looks once more."""
        for _ in range(60):          # the pages a table reads with OK (a last scoring), then the result's menu
            view = self.companion.view
            if not view.cover and not view.ok.startswith("suite"):
                break
            self.check(self.press_key("OK", None, reading=view.cover))
        for phone in self.phones.values():
            phone.look()

    def close(self) -> None:
        self.link.close()
        self.socket.close()
        super().close()
