"""Pairing that survives an evening: a lost phone takes its seat back from a new code (the box says so at
the box), a phone finding every seat taken is told how to free one, the box restarted within the same game
knows its phones again (only their tokens' hashes kept beside the journal), a new game tells each phone to
pair again, and five wrong codes close the pairing with the box saying why."""
from __future__ import annotations

import json
import os
import stat

import pytest

from companion.box.seat_file import SeatFile, phones_path
from companion.box.seats import CODE_TRIES, Seats, digest
from tests.seated_box import SeatedBox


@pytest.fixture
def box(tmp_path):
    b = SeatedBox(tmp_path)
    assert b.session.submit("new arthur gawain kay").accepted
    b.settle()
    yield b
    b.close()


def open_phones(box):
    return box.open_phones()


def test_a_lost_phone_takes_its_seat_back_and_the_box_says_the_old_one_is_replaced(box):
    code = open_phones(box)
    lost = box.link.ask({"op": "pair", "code": code, "seat": "kay", "name": "Anne"})["token"]
    back = box.link.ask({"op": "pair", "code": code, "seat": "kay", "name": "Anne"})
    assert back["ok"] and back["token"] != lost
    view = box.companion.view
    assert view.prompt.startswith("Sire Kay : Anne reprend la place, le téléphone d'Anne ne compte plus.")
    assert "Anne : Sire Kay" in view.prompt and view.menu == ("Retirer Anne",)
    assert box.companion.pairing.spoken() == "Sire Kay : Anne reprend la place, le téléphone d'Anne ne compte plus."
    old = box.link.ask({"op": "menu", "token": lost})
    assert old["error"] == "replaced" and old["message"].startswith("Un autre téléphone a pris cette place")
    assert box.link.ask({"op": "menu", "token": back["token"]})["ok"]
    box.press("OK")                                   # the code again: said once
    assert box.companion.pairing.told == ""


def test_every_seat_taken_the_phone_is_told_how_to_take_one_back_or_free_one(box):
    for seat, name in (("arthur", "Anne"), ("gawain", "Marc"), ("kay", "Lea")):
        box.pair(seat, name)
    answer = box.link.ask({"op": "seats", "code": box.open_pairing()})
    assert answer["ok"] and "Toutes les places ont leur téléphone" in answer["message"]
    assert "libérez-en une sur la boîte" in answer["message"]
    assert [(s["seat"], s["taken"]) for s in answer["seats"]] == [("arthur", True), ("gawain", True), ("kay", True)]
    assert answer["seats"][0]["label"] == "Le Roi Arthur (téléphone d'Anne) : le remplacer"
    assert "token" not in json.dumps(answer) and "sha256" not in json.dumps(answer)


def test_some_seats_free_no_word_is_added(box):
    box.pair("arthur", "Anne")
    answer = box.link.ask({"op": "seats", "code": box.open_pairing()})
    assert "message" not in answer
    assert [s["seat"] for s in answer["seats"]] == ["gawain", "kay", "arthur"]


def test_a_restarted_box_knows_the_same_games_phones_and_keeps_only_hashes(tmp_path):
    first = SeatedBox(tmp_path)
    try:
        first.companion.seats.keep_in(SeatFile(phones_path(first.journal_path)))
        assert first.session.submit("new arthur gawain kay").accepted
        token = first.pair("arthur", "Anne")
    finally:
        first.close()
    kept = phones_path(tmp_path / "journal.sqlite")
    assert stat.S_IMODE(os.stat(kept).st_mode) == 0o600
    assert token not in kept.read_text() and digest(token) in kept.read_text()
    again = SeatedBox(tmp_path)          # the box restarted: the same journal, the same game resumed
    try:
        again.companion.seats.keep_in(SeatFile(kept))
        menu = again.link.ask({"op": "menu", "token": token, "path": []})
        assert menu["ok"] and menu["seat"] == "arthur" and menu["name"] == "Anne"
        again.settle()
        again.session.abandon()
        assert again.session.submit("new arthur gawain kay").accepted
        told = again.link.ask({"op": "menu", "token": token})
        assert told["error"] == "new-game" and told["message"].startswith("Nouvelle partie sur la boîte")
        assert not kept.exists()          # the new game has no phone yet: nothing kept
    finally:
        again.close()


def test_phones_kept_for_another_game_are_told_to_pair_again(tmp_path):
    kept = SeatFile(tmp_path / "seat-phones.json")
    old = Seats(new_token=lambda: "tok-old")
    old.keep_in(kept)
    old.open(3)
    old.pair(old.code, "arthur", "Anne", ["arthur", "kay"])
    fresh = Seats()
    fresh.keep_in(kept)
    fresh.follow(4)
    with pytest.raises(Exception) as refused:
        fresh.who("tok-old")
    assert refused.value.key == "seats.new-game"


@pytest.mark.parametrize("junk", ["not json", '{"game_id": 1, "phones": [{"seat": "arthur"}]}',
                                  '{"game_id": 1, "phones": [{"seat": "a", "name": "Anne", "sha256": "xyz"}]}',
                                  "[1, 2]", "x" * 20000])
def test_a_kept_file_that_is_not_the_boxs_is_read_as_no_phone(tmp_path, junk):
    path = tmp_path / "seat-phones.json"
    path.write_text(junk)
    assert SeatFile(path).read() is None


def test_five_wrong_codes_close_the_pairing_and_the_box_says_why(box):
    code = open_phones(box)
    wrong = f"{(int(code) + 1) % 10 ** 6:06d}"
    answers = [box.link.ask({"op": "pair", "code": wrong, "seat": "kay", "name": "Eve"}) for _ in range(CODE_TRIES)]
    assert [a["error"] for a in answers] == ["wrong-code"] * (CODE_TRIES - 1) + ["pairing-closed"]
    assert answers[-1]["message"].startswith("Trop de codes faux")
    box.settle()
    view = box.companion.view
    assert view.prompt.startswith("Trop de codes faux : l'appairage est fermé.") and "expiré" not in view.prompt
    assert box.companion.pairing.spoken().startswith("Trop de codes faux")
    late = box.link.ask({"op": "pair", "code": code, "seat": "kay", "name": "Eve"})
    assert late["error"] == "pairing-closed" and late["message"].startswith("Trop de codes faux")
    box.press("OK")                                   # a fresh code: the table chose to open it again
    assert box.companion.seats.is_open() and not box.companion.seats.closed_by_codes


def test_a_phone_after_a_box_restart_gets_every_new_step_and_no_old_one(tmp_path):
    """The story lives in the box's memory: started again within the same game, its steps are numbered on past
    what the phones were given (the journal's position), so a phone asking after the last step it had keeps the
    steps it shows, then gets each step told since the restart, never an old one again, never a gap."""
    from companion.box.app import Typed
    from tests.test_table_experience import played_lines
    lines = played_lines("shadows", 1, 40)
    first = SeatedBox(tmp_path)
    try:
        first.companion.seats.keep_in(SeatFile(phones_path(first.journal_path)))
        first.companion.put(Typed(lines[0]))
        first.settle()
        token = first.pair("arthur", "Anne")
        for line in lines[1:6]:
            first.companion.put(Typed(line))
        first.settle()
        before = first.link.ask({"op": "menu", "token": token, "since": 0})
        old = [step["n"] for step in before["story"]]
        assert before["ok"] and len(old) >= 3 and before["told"] == old[-1]
    finally:
        first.close()
    again = SeatedBox(tmp_path)          # the box restarted: the same journal, the same game resumed
    try:
        again.companion.seats.keep_in(SeatFile(phones_path(again.journal_path)))
        quiet = again.link.ask({"op": "menu", "token": token, "since": before["told"]})
        assert quiet["story"] == [] and quiet["told"] >= before["told"]     # the page keeps the steps it shows
        for line in lines[6:14]:
            again.companion.put(Typed(line))
        again.settle()
        told = [step.number for step in again.companion.story.steps]
        assert len(told) > len(old)          # more steps since the restart than the phone had before it
        after = again.link.ask({"op": "menu", "token": token, "since": before["told"]})
        assert [step["n"] for step in after["story"]] == told and min(told) > max(old)
    finally:
        again.close()
