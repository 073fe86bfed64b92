"""Phones as seats, end to end through the box's real Unix socket: the box (its engine thread, a real
journal) pairs a phone, serves its menu one level at a time, and takes its taps as it takes a button;
a stale, unpaired or out-of-turn request is refused in plain words and changes nothing."""
from __future__ import annotations

import json
import os
import socket
import stat

import pytest

from companion.box.seat_socket import socket_path
from companion.box.seats import CODE_TRIES, SeatRefused, Seats, deciding_seat, digest
from tests.seated_box import SeatedBox
from tests.tapping import tap_of


@pytest.fixture
def box(tmp_path):
    b = SeatedBox(tmp_path)
    assert b.session.submit("new arthur gawain kay").accepted
    yield b
    b.close()


def pair(box, seat="arthur", name="Anne") -> str:
    return box.pair(seat, name)


def test_a_paired_phone_taps_its_line_and_the_box_journals_and_says_who_answered(box):
    token = pair(box)
    menu = box.link.ask({"op": "menu", "token": token, "path": []})
    assert menu["prompt"] == box.companion.view.prompt      # the box's very menu
    siege = next(o for o in menu["options"] if o.get("line") == "evil siege")
    answer = box.link.ask({"op": "tap", "token": token, **tap_of(menu, [siege["index"]], siege["line"])})
    assert answer["ok"] and answer["position"] == menu["position"] + 1
    assert box.journaled()[-1] == "evil siege"
    assert box.companion.view.message.startswith("Anne (téléphone) :")


def test_two_taps_on_the_same_state_make_one_move(box):
    token = pair(box)
    menu = box.link.ask({"op": "menu", "token": token, "path": []})
    first = box.link.ask({"op": "tap", "token": token, **tap_of(menu, [1])})
    second = box.link.ask({"op": "tap", "token": token, **tap_of(menu, [1])})     # another tap, its own id
    assert first["ok"] and not second["ok"] and second["error"] == "stale"
    assert second["message"] == ("La partie a bougé depuis ce que montrait votre écran : rien n'a été joué. "
                                 "Regardez de nouveau.")
    assert box.journaled().count("evil siege") == 1


def test_another_seat_cannot_answer_for_the_knight_whose_turn_it_is(box):
    token = pair(box, "gawain", "Marc")
    menu = box.link.ask({"op": "menu", "token": token, "path": []})
    assert menu["waiting"] and menu["options"] == [] and menu["prompt"] == "Au tour du Roi Arthur."
    before = box.journaled()
    answer = box.link.ask({"op": "tap", "token": token, **tap_of(menu, [1])})
    assert answer["error"] == "not-your-turn" and "Roi Arthur" in answer["message"]
    assert box.journaled() == before


def test_an_unpaired_or_forged_token_is_refused_and_changes_nothing(box):
    pair(box)
    before = box.journaled()
    for token in (None, "", "x" * 43, 12, ["a"]):
        answer = box.link.ask({"op": "tap", "token": token, **tap_of({"position": 1}, [0])})
        assert answer == {"ok": False, "error": "not-paired",
                          "message": "Ce téléphone n'est appairé à aucune place : appairez-le sur la boîte."}
    assert box.journaled() == before


def test_wrong_codes_close_the_pairing_after_a_few_tries(box):
    code = box.open_pairing()
    wrong = f"{(int(code) + 1) % 10 ** 6:06d}"
    answers = [box.link.ask({"op": "pair", "code": wrong, "seat": "arthur", "name": "Anne"})
               for _ in range(CODE_TRIES)]
    assert [a["error"] for a in answers] == ["wrong-code"] * (CODE_TRIES - 1) + ["pairing-closed"]
    late = box.link.ask({"op": "pair", "code": code, "seat": "arthur", "name": "Anne"})
    assert late["error"] == "pairing-closed"          # even the right code, once closed


def test_the_box_keeps_only_the_tokens_hash_and_never_journals_it(box):
    token = pair(box)
    assert token not in box.companion.seats.paired and digest(token) in box.companion.seats.paired
    box.link.ask({"op": "tap", "token": token, **tap_of(box.link.ask({"op": "menu", "token": token}), [1])})
    raw = b"".join(p.read_bytes() for p in box.journal_path.parent.iterdir() if p.is_file())
    assert token.encode() not in raw


def test_a_seat_has_one_phone_at_a_time_and_a_new_game_starts_with_no_phone(box):
    token = pair(box)
    code = box.open_pairing()
    free = box.link.ask({"op": "seats", "code": code})
    assert [s["seat"] for s in free["seats"] if not s.get("taken")] == ["gawain", "kay"]
    again = box.link.ask({"op": "pair", "code": code, "seat": "arthur", "name": "Paul"})
    assert again["ok"] and len(box.companion.seats.paired) == 1      # Paul's phone replaced Anne's
    assert box.link.ask({"op": "menu", "token": token})["error"] == "replaced"
    box.settle()
    box.session.abandon()
    assert box.session.submit("new arthur gawain kay").accepted
    answer = box.link.ask({"op": "menu", "token": again["token"]})
    assert answer["error"] == "new-game" and answer["message"].startswith("Nouvelle partie")


def test_the_socket_is_the_box_users_alone_and_refuses_what_is_not_a_request(box):
    mode = stat.S_IMODE(os.stat(socket_path(box.journal_path)).st_mode)
    assert mode == 0o600
    raw = socket.socket(socket.AF_UNIX)
    raw.connect(str(socket_path(box.journal_path)))
    reader = raw.makefile("rb")
    for line in (b"not json\n", b"[1, 2]\n", b'{"op": 3}\n', b'{"op": "delete-journal"}\n'):
        raw.sendall(line)
        answer = json.loads(reader.readline())
        assert answer["ok"] is False and answer["error"] == "bad-request" and answer["message"]
    raw.sendall(b"{" + b" " * 5000 + b"}\n")
    assert json.loads(reader.readline())["error"] == "too-long"
    raw.close()
    assert box.link.ask({"op": "seats", "code": "000000"})["error"] in ("pairing-closed", "wrong-code")


def test_whose_decision_it_is_follows_the_pending_decisions_player_then_the_current_seat():
    state = {"seats": ["p1", "p2"], "current": "p1", "pending": None, "over": False}
    assert deciding_seat(state) == "p1"
    assert deciding_seat({**state, "pending": {"decision": "grail", "player": "p2"}}) == "p2"
    assert deciding_seat({**state, "over": True}) is None
    assert deciding_seat({**state, "current": None}) is None


def test_a_pairing_code_lasts_two_minutes():
    now = [0.0]
    seats = Seats(clock=lambda: now[0])
    seats.open(1)
    now[0] = 119.0
    assert seats.is_open()
    now[0] = 120.0
    assert not seats.is_open() and seats.seconds_left() == 0


def test_a_seat_that_taps_too_often_is_told_to_wait_and_its_menu_still_answers():
    now = [0.0]
    seats = Seats(clock=lambda: now[0])
    seats.follow(1)
    seats.code, seats.until = "123456", 100.0
    token = seats.pair("123456", "p1", "Anne", ["p1", "p2"])
    for _ in range(30):
        seats.who(token)
    with pytest.raises(SeatRefused) as refused:
        seats.who(token)
    assert refused.value.code == "too-many"
    assert seats.who(token, looking=True).name == "Anne"      # its menus are counted apart
    now[0] = 10.5
    assert seats.who(token).seat == "p1"                       # the window has passed


def test_abandon_stays_at_the_box_even_where_a_phone_sees_it(tmp_path):
    from companion.core import registry
    from companion.core.i18n import Catalog
    from tests.web.conftest import ROOT, commands
    cat = Catalog.load("fr", "merlin")
    merlin = SeatedBox(tmp_path, "merlin", cat)
    try:
        for line in commands(ROOT.parent / "shared" / "scenarios-merlin" / "first-round.table")[:8]:
            assert merlin.session.submit(line).accepted
        token = merlin.pair("p1", "Anne")
        path = []
        for label in ("Plus…", "Abandonner la partie"):      # the way the box's own menus go
            menu = merlin.link.ask({"op": "menu", "token": token, "path": path})
            path.append(next(o for o in menu["options"] if o["label"].startswith(label[:8]))["index"])
        sure = merlin.link.ask({"op": "menu", "token": token, "path": path})
        assert [o.get("at_box") for o in sure["options"]] == [True] and "line" not in sure["options"][0]
        before = merlin.journaled()
        answer = merlin.link.ask({"op": "tap", "token": token, **tap_of(sure, path + ["ok"])})
        assert answer["error"] == "at-the-box" and answer["message"] == "Cela se fait sur la boîte, pas au téléphone."
        assert merlin.journaled() == before and not merlin.session.state()["over"]
    finally:
        merlin.close()


def test_the_events_name_a_phones_player_in_lists_of_seats_too():
    """A game started without names: the tournament's totals after a colour change (a list of seats) say the
    phone's name, as its other events do; the seats nobody paired keep the game's own word."""
    from companion.core.events import Event
    from companion.journal.session import Outcome
    seats = Seats()
    seats.follow(1)
    seats.code, seats.until = "123456", 1e12
    seats.pair("123456", "p1", "Gauvain", ["p1", "p2"])
    totals = [{"player": "p1", "name": "p1", "total": 9}, {"player": "p2", "name": "p2", "total": 0}]
    outcome = Outcome(True, events=(Event("colour-changed", {"colour": "red", "totals": totals}),))
    said = seats.named_events(outcome).events[0].params["totals"]
    assert [t["name"] for t in said] == ["Gauvain", "p2"] and said[0]["total"] == 9
    assert outcome.events[0].params["totals"][0]["name"] == "p1"      # the journal's own outcome untouched
