"""The tournament's menus through the Companion (no threads): decisions on A/B/C, paging, refusals."""
from __future__ import annotations

from companion.app import Companion, Scanned
from companion.i18n import Catalog
from companion.session import Session
from drivers.base import ButtonPress
from drivers.display import DummyScreen


def box_after(*lines: str, lang: str = "fr") -> Companion:
    session = Session.in_memory()
    for line in lines:
        assert session.submit(line).accepted, line
    box = Companion(session, None, DummyScreen(), Catalog.load(lang, None), choose=True)
    box.show()
    return box


def press(box: Companion, *names: str) -> None:
    for name in names:
        box.step(ButtonPress(name))


def test_a_purple_win_asks_which_token_on_the_buttons():
    box = box_after("new tournament 2 Marcel Danielle", "colour purple", "play purple-3", "end 3", "withdraw")
    assert box.session.state()["pending"]["decision"] == "token"
    assert box.view.prompt == "Marcel : jeton à prendre ?"
    # Five colours: three on the first page, OK turns to the next.
    assert box.view.menu == ("Violet", "Rouge", "Bleu")
    press(box, "OK")
    assert box.view.menu == ("Jaune", "Vert")
    press(box, "B")
    assert box.session.state()["players"]["p1"]["tokens"] == ["green"]
    assert box.session.lines[-1] == "choose green"


def test_the_colour_menu_never_offers_purple_after_purple():
    box = box_after("new tournament 2", "colour purple", "play purple-3", "end 3", "withdraw", "choose red")
    assert box.session.state()["phase"] == "colour"
    assert "Tournoi violet" not in box.view.menu
    assert box.view.menu[0] == "Tournoi rouge"


def test_a_second_maiden_is_refused_with_the_rule_and_nothing_changes():
    box = box_after("new tournament 2", "colour red", "play red-3", "end 3")
    box.step(Scanned("maiden-6"))
    box.step(Scanned("maiden-6"))
    assert box.session.state()["players"]["p2"]["display"] == ["maiden-6"]
    assert box.view.alert and box.view.message == "Une seule dame à la fois sur un personnage."


def test_an_action_card_with_nothing_to_act_on_sends_nothing():
    box = box_after("new tournament 2", "colour red", "play red-3", "end 3")
    before = list(box.session.lines)
    box.step(Scanned("riposte"))          # Joueur 1 has a single card: nothing to take
    assert box.session.lines == before
    assert box.view.alert and "aucun effet" in box.view.message


def test_lancelot_with_no_action_card_to_cancel_says_so():
    box = box_after("new tournament 2", "colour red", "play red-3", "end 3")
    box.step(Scanned("ivanhoe"))
    assert box.view.alert and "LANCELOT" in box.view.message
    assert box.session.lines[-1] == "end 3"


def test_in_english_the_seats_read_player_n():
    box = box_after("new tournament 3", "colour red", "play red-3", "end 3", lang="en")
    assert box.view.prompt.startswith("Player 2 to play")
