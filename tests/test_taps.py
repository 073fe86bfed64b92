"""A tap acts only on what its player saw, once (issue 32), through the box's real socket: a tap names the
journal's position of the menu it was chosen on (an undo moves it on, never back), a tap on a menu drawn
a moment before is ignored, and a tap sent again with its own id gets its first answer and is journaled
once. Ends with a property: random menus tapped by three phones, with undos, re-sent and replayed taps."""
from __future__ import annotations

import itertools
import random

import pytest

from companion.box.app import Typed
from companion.box.seats import deciding_seat
from companion.box.taps import ANSWERS_KEPT, GRACE_MS, Answered, Tap
from companion.journal.session import Session
from tests.seated_box import SeatedBox
from tests.tapping import tap_of


@pytest.fixture
def box(tmp_path):
    b = SeatedBox(tmp_path)
    assert b.session.submit("new arthur gawain kay").accepted
    b.settle()
    yield b
    b.close()


def at_box(box, line: str) -> None:
    """A line given at the box (its keyboard, as its buttons send it), the engine thread caught up."""
    box.companion.put(Typed(line))
    box.settle()
    assert box.companion.last is not None and box.companion.last.accepted, (line, box.companion.last)


def menu(box, token, path=()):
    return box.link.ask({"op": "menu", "token": token, "path": list(path)})


def tap(box, token, body):
    return box.link.ask({"op": "tap", "token": token, **body})


def option(shown: dict, line: str) -> dict:
    return next(o for o in shown["options"] if o.get("line") == line)


def siege_tap(shown: dict, **more) -> dict:
    siege = option(shown, "evil siege")
    return tap_of(shown, [siege["index"]], siege["line"], **more)


def test_the_position_counts_every_journaled_row_an_undo_included_and_survives_a_restart(tmp_path):
    session = Session.open(tmp_path / "j.sqlite")
    assert session.submit("new arthur gawain kay").accepted and session.position == 1
    assert session.submit("evil siege").accepted and session.position == 2
    assert session.submit("undo").accepted and session.position == 3   # the state before it back, not its position
    assert not session.submit("move nowhere").accepted and session.position == 3   # a refusal writes no row
    assert session.submit("evil siege").accepted and session.position == 4
    session.journal.close()
    again = Session.open(tmp_path / "j.sqlite")
    try:
        assert again.position == 4 and again.lines == ["new arthur gawain kay", "evil siege"]
    finally:
        again.journal.close()
    memory = Session.in_memory()
    for line in ("new arthur gawain kay", "evil siege", "undo"):
        assert memory.submit(line).accepted
    assert memory.position == 3


def test_a_menu_answer_names_the_journals_position(box):
    token = box.pair("arthur", "Anne")
    assert menu(box, token)["position"] == box.session.position == 1
    assert menu(box, box.pair("gawain", "Marc"))["position"] == 1      # a waiting seat's too


def test_a_tap_sent_again_after_an_undo_is_not_played_again(box):
    token = box.pair("arthur", "Anne")
    shown = menu(box, token)
    body = siege_tap(shown)
    first = tap(box, token, body)
    assert first["ok"] and box.journaled()[-1] == "evil siege"
    at_box(box, "undo")                                     # the box takes it back: the state of `shown` again
    assert box.journaled() == ["new arthur gawain kay"]
    assert tap(box, token, body) == first                   # the page sending it again: its first answer...
    assert box.journaled() == ["new arthur gawain kay"]     # ...and nothing played
    stale = tap(box, token, siege_tap(shown))               # a new tap on the menu from before the undo
    assert stale["error"] == "stale" and "rien n'a été joué" in stale["message"]
    assert box.journaled() == ["new arthur gawain kay"]
    assert tap(box, token, siege_tap(menu(box, token)))["ok"]    # the menu drawn after the undo plays
    assert box.journaled() == ["new arthur gawain kay", "evil siege"]


def test_the_same_tap_sent_again_is_answered_alike_and_journaled_once_never_stale(box):
    token = box.pair("arthur", "Anne")
    shown = menu(box, token)
    body = siege_tap(shown)
    answers = [tap(box, token, body) for _ in range(3)]
    assert answers[0]["ok"] and answers[0]["position"] == 2
    assert answers[1] == answers[0] and answers[2] == answers[0]
    assert box.journaled().count("evil siege") == 1 and box.session.position == 2
    # A refusal is its first answer too: a tap refused stays refused, even once the game has moved on.
    late = siege_tap(shown)
    refused = tap(box, token, late)
    assert refused["error"] == "stale"
    assert tap(box, token, late) == refused


def test_a_tap_id_sent_with_another_tap_is_refused(box):
    token = box.pair("arthur", "Anne")
    shown = menu(box, token)
    body = siege_tap(shown, shown_ms=100)                    # ignored: shown too briefly
    assert tap(box, token, body)["error"] == "redrawn"
    forged = {**body, "shown_ms": 5000, "path": [0], "line": None}
    assert tap(box, token, forged)["error"] == "bad-request"
    assert box.journaled() == ["new arthur gawain kay"]


def test_a_tap_on_a_menu_drawn_a_moment_before_is_ignored_and_changes_nothing(box):
    token = box.pair("arthur", "Anne")
    shown = menu(box, token)
    ignored = tap(box, token, siege_tap(shown, shown_ms=GRACE_MS - 1))
    assert ignored == {"ok": False, "error": "redrawn", "message": "Le menu venait de changer sous votre doigt : "
                       "rien n'a été joué. Regardez-le et touchez de nouveau."}
    assert box.journaled() == ["new arthur gawain kay"] and box.session.position == 1
    assert tap(box, token, siege_tap(shown, shown_ms=GRACE_MS))["ok"]     # shown long enough: played


def test_a_tap_whose_button_said_another_move_is_refused(box):
    token = box.pair("arthur", "Anne")
    shown = menu(box, token)
    siege = option(shown, "evil siege")
    other = next(o for o in shown["options"] if o.get("line") and o["line"] != "evil siege")
    answer = tap(box, token, tap_of(shown, [siege["index"]], other["line"]))
    assert answer["error"] == "stale" and box.journaled() == ["new arthur gawain kay"]


def test_a_tap_replayed_with_another_seats_token_is_refused(box):
    anne, marc = box.pair("arthur", "Anne"), box.pair("gawain", "Marc")
    body = siege_tap(menu(box, anne))
    before = tap(box, marc, body)                            # Anne's tap, caught and sent with Marc's token
    assert before["error"] == "not-your-turn" and box.journaled() == ["new arthur gawain kay"]
    assert tap(box, anne, body)["ok"]                        # Anne's own is hers: played
    after = tap(box, marc, {**body, "id": body["id"][::-1]})
    assert after["error"] == "stale"                         # replayed later: the position has moved on
    assert tap(box, marc, body) == before                    # Marc's answer to that id stays his
    assert box.journaled() == ["new arthur gawain kay", "evil siege"]


@pytest.mark.parametrize("odd", [{"id": None}, {"id": "short"}, {"id": "x" * 65}, {"id": "<script>alert</script>"},
                                 {"position": None}, {"position": "1"}, {"position": True}, {"position": -1},
                                 {"position": 1.0}, {"shown_ms": None}, {"shown_ms": -1}, {"shown_ms": "900"},
                                 {"shown_ms": float("nan")}, {"line": 7}])
def test_a_tap_without_its_id_position_or_time_shown_is_not_understood(box, odd):
    token = box.pair("arthur", "Anne")
    answer = tap(box, token, {**siege_tap(menu(box, token)), **odd})
    assert answer == {"ok": False, "error": "bad-request", "message": "Demande incomprise."}
    assert box.journaled() == ["new arthur gawain kay"]


def test_a_seat_keeps_its_last_answers_only():
    answered = Answered()
    taps = [Tap.of(tap_of({"position": 1}, [0], tap_id=f"tap-{n:04d}")) for n in range(ANSWERS_KEPT + 1)]
    for n, one in enumerate(taps):
        answered.keep(one, {"ok": True, "n": n})
    assert answered.first(taps[0]) is None and answered.first(taps[-1]) == {"ok": True, "n": ANSWERS_KEPT}
    assert len(answered.answers) == ANSWERS_KEPT


# ---------------------------------------------------------------------------------------------- the property

SEATS = ("arthur", "gawain", "kay")


class Table:
    """Three phones on a Shadows box, what each was shown, and every tap sent with its answer."""

    def __init__(self, box, rng: random.Random):
        self.box, self.rng = box, rng
        self.tokens = {seat: box.pair(seat, name) for seat, name in zip(SEATS, ("Anne", "Marc", "Lea"))}
        box.companion.pairing = None                         # the phones' screen closed at the box
        ticks = itertools.count(10 ** 6)
        box.companion.seats.clock = lambda: next(ticks)      # a second between requests: a robot under the rate
        self.sent: list[tuple[str, dict, dict]] = []         # (seat, body, first answer)

    def rows(self) -> int:
        return self.box.session.position

    def look(self, seat: str) -> tuple[dict, list]:
        """A menu the seat's phone draws, down to a level with something to tap (a random way down)."""
        path: list = []
        while True:
            shown = menu(self.box, self.tokens[seat], path)
            if not shown.get("ok") or shown.get("waiting"):
                return shown, path
            opens = [o for o in shown["options"] if o.get("opens")]
            if opens and (self.rng.random() < 0.5 or not any(o.get("line") for o in shown["options"])) and len(path) < 3:
                path = path + [self.rng.choice(opens)["index"]]
                continue
            return shown, path

    def tap_once(self, seat: str, shown: dict, path: list, choice: dict) -> None:
        """One tap of `seat` on `choice` of `shown`, its answer checked against what the box's journal did."""
        soon = self.rng.random() < 0.2
        body = tap_of(shown, path + [choice["index"]], choice.get("line"),
                      shown_ms=self.rng.uniform(0, GRACE_MS - 1) if soon else self.rng.uniform(GRACE_MS, 9000))
        before, lines = self.rows(), list(self.box.session.lines)
        answer = tap(self.box, self.tokens[seat], body)
        if answer["ok"]:
            # Played: on the position its menu showed, shown long enough, and exactly its button's lines.
            assert shown["position"] == before and not soon, (body, answer)
            sent = choice.get("lines") or [choice["line"]]
            assert self.box.session.lines == lines + sent and self.rows() == before + len(sent)
        else:
            assert self.rows() == before, (body, answer)      # a refusal writes nothing
            if shown["position"] != before:
                assert answer["error"] in ("stale", "not-your-turn"), answer
        self.sent.append((seat, body, answer))

    def resend(self) -> None:
        """A recent tap sent again by its own phone (its first answer), or by another (never played); a page sends
        a tap again once, seconds later, and a seat's last ANSWERS_KEPT answers are kept."""
        seat, body, first = self.rng.choice(self.sent[-ANSWERS_KEPT // 3:])
        before = self.rows()
        if self.rng.random() < 0.6:
            again = tap(self.box, self.tokens[seat], body)
            assert again == first, (body, first, again)
        else:
            other = self.rng.choice([s for s in SEATS if s != seat])
            assert not tap(self.box, self.tokens[other], body)["ok"]
        assert self.rows() == before


@pytest.mark.parametrize("seed", range(3))
def test_random_menus_tapped_by_three_phones_play_only_what_was_shown_once(tmp_path, seed):
    rng = random.Random(seed)
    box = SeatedBox(tmp_path)
    try:
        assert box.session.submit("new arthur gawain kay").accepted
        box.settle()
        table, old = Table(box, rng), []
        for _ in range(150):
            if box.session.state().get("over"):
                break
            roll = rng.random()
            if roll < 0.1 and len(box.session.lines) > 1:
                at_box(box, "undo")
                continue
            if roll < 0.25 and table.sent:
                table.resend()
                continue
            decider = deciding_seat(box.session.state())
            seat = decider if decider in SEATS and rng.random() < 0.8 else rng.choice(SEATS)
            shown, path = table.look(seat)
            if shown.get("ok") and not shown.get("waiting"):
                old.append((seat, shown, path))
            seen = rng.choice(old) if old and rng.random() < 0.3 else (seat, shown, path)   # a menu from before
            seat, shown, path = seen
            choices = [o for o in shown.get("options", []) if o.get("line") and not o.get("at_box")]
            if choices:
                table.tap_once(seat, shown, path, rng.choice(choices))
        met = {a.get("error") or "played" for _, _, a in table.sent}
        assert {"played", "stale", "redrawn"} <= met, f"the walk met only {met}: it tests less than it says"
        assert met <= {"played", "stale", "redrawn", "not-your-turn", "refused", "no-such-choice"}, met
    finally:
        box.close()
