"""A name given on a phone at pairing reaches the page's board too: the box leaves the paired phones' names
beside the journal, the page lays them over the players the game left unnamed (issue 24's follow-up)."""
from __future__ import annotations

import json

import httpx

from companion.core import registry
from companion.core.i18n import Catalog
from companion.web import seat_names
from companion.web.mirror import Mirror
from companion.web.server import BackgroundServer
from companion.web.source import JournalSource
from tests.seated_box import SeatedBox
from tests.web.conftest import ROOT, commands, wait_for

SCENARIO = ROOT.parent / "shared" / "scenarios-merlin" / "first-round.table"


def _unnamed_merlin(box: SeatedBox) -> None:
    """A Merlin table that gave no names on the box: « Joueur 1 », « Joueur 2 »…"""
    setup = commands(SCENARIO)[:8]
    for line in [setup[0].replace(" Anne Marc", ""), *setup[1:]]:
        assert box.session.submit(line).accepted, line
    box.companion.names_file = seat_names.names_path(box.journal_path)
    box.companion.show()


def _merlin_box(tmp_path) -> SeatedBox:
    cat = Catalog.load("fr", "merlin")
    return SeatedBox(tmp_path, "merlin", cat)


def test_the_box_leaves_the_names_of_its_paired_phones_and_nothing_else(tmp_path):
    box = _merlin_box(tmp_path)
    try:
        _unnamed_merlin(box)
        path = seat_names.names_path(box.journal_path)
        assert not path.exists()                                   # no phone yet: nothing to say
        token = box.pair("p2", "Léa")
        box.companion.show()
        left = json.loads(path.read_text("utf-8"))
        assert left == {"game_id": box.session.game_id, "names": {"p2": "Léa"}}
        assert token not in path.read_text("utf-8")                # a name, never a token
        box.companion.seats.unpair("p2")
        box.companion.show()
        assert not path.exists()                                   # unpaired: the game's own name again
    finally:
        box.close()


def test_the_page_says_the_name_a_phone_gave_where_the_game_left_its_seat_unnamed(tmp_path):
    box = _merlin_box(tmp_path)
    try:
        _unnamed_merlin(box)
        with BackgroundServer(box.journal_path, poll_s=0.01) as page:
            def player(seat):
                return httpx.get(page.url + "/state.json").json()["players"][seat]["name"]
            wait_for(lambda: player("p2") == "p2", what="the page's first state")
            box.pair("p2", "Léa")
            box.companion.show()
            wait_for(lambda: player("p2") == "Léa", what="the phone's name on the page")
            assert player("p1") == "p1"                            # the other seats keep their own
            box.companion.seats.unpair("p2")
            box.companion.show()
            wait_for(lambda: player("p2") == "p2", what="the name taken back on the page")
    finally:
        box.close()


def test_a_name_given_never_covers_a_name_the_game_gave_nor_another_game(tmp_path):
    session_box = _merlin_box(tmp_path)
    try:
        named = commands(SCENARIO)[:8]                             # « new merlin … Anne Marc »: named by the game
        for line in named:
            assert session_box.session.submit(line).accepted, line
        mirror = Mirror()
        source = JournalSource(session_box.journal_path)
        assert source.has_changed()
        mirror.follow(source.current())
        game_id = session_box.session.game_id
        before = json.loads(mirror.state_json)["players"]
        assert mirror.rename(game_id + 1, {"p2": "Zoé"})           # another game's names...
        assert json.loads(mirror.state_json)["players"] == before  # ...name nobody here
        assert mirror.rename(game_id, {"p1": "Zoé"})
        assert json.loads(mirror.state_json)["players"]["p1"]["name"] == before["p1"]["name"]
        assert not mirror.rename(game_id, {"p1": "Zoé"})           # the same names again: nothing to publish
    finally:
        session_box.close()


def test_a_damaged_names_file_leaves_the_game_s_own_names(tmp_path):
    path = seat_names.names_path(tmp_path / "journal.sqlite")
    for damaged in (b"\xff\xfe not json", b"[" * 4000, b'{"game_id": "1", "names": {}}', b'{"names": []}',
                    json.dumps({"game_id": 1, "names": {"p1": "x" * 5000}}).encode()):
        path.write_bytes(damaged)
        assert seat_names.read(path) == (None, {}) or seat_names.read(path)[1] == {}
    path.write_text(json.dumps({"game_id": 3, "names": {"p1": "Anne", "p2": "+rest", "p3": 7, "p4": "p2"}}))
    assert seat_names.read(path) == (3, {"p1": "Anne"})            # only names a `new` line could give
    path.unlink()
    assert seat_names.read(path) == (None, {})
