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
    # The box names who tapped, once: her name begins the answer's own words (« Anne annonce un tournoi rouge. »).
    assert box.companion.view.message.startswith("Anne annonce") and "(téléphone)" not in box.companion.view.message
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


def test_lancelot_is_on_every_phone_right_after_an_action_card_and_plays_for_its_own_seat(table):
    """Issue 33: LANCELOT (`play ivanhoe P`) answers an action card just played, whoever's turn it is: each
    phone still in the tournament offers it for its own seat only, and only while the card may be cancelled."""
    box, phones = table
    for line in ("colour red", "play red-3", "end 3", "play red-4", "end 4"):
        assert box.session.submit(line).accepted, line
    box.settle()
    shown = menu(box, phones["Anne"])
    assert shown.get("waiting") and not shown["options"]          # nothing to cancel yet
    assert box.session.submit("play change-weapon blue").accepted  # Léa's action card, at the box
    box.settle()
    anne, marc = menu(box, phones["Anne"]), menu(box, phones["Marc"])
    assert [o["line"] for o in anne["options"]] == ["play ivanhoe p1"], anne
    assert [o["line"] for o in marc["options"]] == ["play ivanhoe p2"], marc
    assert anne["options"][0]["label"] == "LANCELOT : annuler la carte d'action jouée"
    # Marc's tap naming Anne's line is not his own: refused, nothing journaled.
    before = box.journaled()
    forged = box.link.ask({"op": "tap", "token": phones["Marc"], **tap_of(marc, ["x0"], "play ivanhoe p1")})
    assert not forged["ok"] and box.journaled() == before
    answer = box.link.ask({"op": "tap", "token": phones["Marc"], **tap_of(marc, ["x0"], "play ivanhoe p2")})
    assert answer["ok"], answer
    assert box.journaled()[len(before):] == ["play ivanhoe p2"]
    # Cancelled: nothing left to cancel, the option goes from every phone.
    assert not menu(box, phones["Anne"])["options"]
    late = box.link.ask({"op": "tap", "token": phones["Anne"], **tap_of(menu(box, phones["Anne"]), ["x0"])})
    assert not late["ok"] and box.journaled()[-1] == "play ivanhoe p2"


def test_the_turn_menu_offers_no_ok_the_box_would_refuse(table):
    """The turn's OK ends it only when the engine accepts the end (the box leaves it unnamed otherwise): a phone
    offers it only then, never an « OK » the box then refuses."""
    box, phones = table
    assert tap(box, phones["Anne"], "Tournoi rouge")["ok"]
    shown = menu(box, phones["Anne"])
    assert not [o for o in shown["options"] if o["index"] == "ok"], shown["options"]    # no card laid yet
    box.companion.put(Scanned("red-3"))
    box.settle()
    shown = menu(box, phones["Anne"])
    assert [o.get("line") for o in shown["options"] if o["index"] == "ok"] == ["end 3"]


def test_a_phone_waits_for_a_seat_without_a_name_by_its_players_word(tmp_path):
    """« Au tour de Joueur 1. », never the seat's id « p1 », when the game started without names and that seat
    has no phone."""
    box = SeatedBox(tmp_path, "tournament", Catalog.load("fr", "tournament"))
    assert box.session.submit("new tournament 3").accepted
    box.settle()
    marc = box.pair("p2", "Marc")
    box.companion.pairing = None
    try:
        assert menu(box, marc)["prompt"] == "Au tour de Joueur 1."
    finally:
        box.close()
