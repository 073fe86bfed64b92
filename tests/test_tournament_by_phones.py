"""A tournament by phones (issue 24's follow-up): each player taps their own decisions on their phone,
the cards are scanned at the box, and a phone that is not the one to play changes nothing."""
from __future__ import annotations

import pytest

from companion.box.app import Scanned
from companion.core import registry
from companion.core.i18n import Catalog
from tests.seated_box import SeatedBox
from tests.tapping import tap_of


@pytest.fixture
def table(tmp_path):
    cat = Catalog.load("fr", "tournament")
    box = SeatedBox(tmp_path, "tournament", cat)
    assert box.session.submit("new tournament 3 Anne Marc Léa").accepted
    box.settle()
    phones = {"Anne": box.pair("p1", "Anne"), "Marc": box.pair("p2", "Marc")}
    box.companion.pairing = None          # the phones' screen closed at the box (BACK)
    yield box, phones
    box.close()


def menu(box, token, path=()):
    return box.link.ask({"op": "menu", "token": token, "path": list(path)})


def tap(box, token, label):
    """Tap the option of that label on the phone's menu (the OK entry too, by its label)."""
    shown = menu(box, token)
    option = next(option for option in shown["options"] if option["label"] == label)
    return box.link.ask({"op": "tap", "token": token, **tap_of(shown, [option["index"]], option.get("line"))})


def test_anne_announces_on_her_phone_plays_at_the_box_and_ends_on_her_phone(table):
    box, phones = table
    assert menu(box, phones["Marc"])["prompt"] == "Au tour d'Anne."
    assert tap(box, phones["Anne"], "Tournoi rouge")["ok"]
    assert box.journaled()[-1] == "colour red"
    assert box.companion.view.message.startswith("Anne (téléphone) :")     # the box names who tapped
    # Her cards are scanned at the box: the phone offers none, only the end of her turn with its count.
    box.companion.put(Scanned("red-3"))
    box.settle()
    assert box.journaled()[-1] == "play red-3"
    assert tap(box, phones["Anne"], "fin : 3")["ok"]
    assert box.journaled()[-1] == "end 3"
    assert box.session.state()["current"] == "p2"
    assert menu(box, phones["Anne"])["prompt"] == "Au tour de Marc."
    assert not menu(box, phones["Marc"]).get("waiting")


def test_a_phone_whose_turn_it_is_not_changes_nothing_and_is_told_whose_it_is(table):
    box, phones = table
    before = box.journaled()
    shown = menu(box, phones["Marc"])
    refused = box.link.ask({"op": "tap", "token": phones["Marc"], **tap_of(shown, [0])})
    assert refused == {"ok": False, "error": "not-your-turn", "message": "Ce n'est pas à vous : c'est au tour d'Anne."}
    assert box.journaled() == before


def test_a_tap_chosen_before_the_box_moved_on_is_refused(table):
    box, phones = table
    shown = menu(box, phones["Anne"])
    assert tap(box, phones["Anne"], "Tournoi rouge")["ok"]
    stale = box.link.ask({"op": "tap", "token": phones["Anne"], **tap_of(shown, [2])})
    assert stale["error"] == "stale" and box.journaled()[-1] == "colour red"
