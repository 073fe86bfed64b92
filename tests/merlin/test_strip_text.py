"""The Merlin strip in words (`camelot sim --screen text`): the round, each player's score and dice
left, whose turn; setup says its phase; registered so the simulator finds it."""
from __future__ import annotations

import pytest

pytest.importorskip("companion.games.merlin.game")

from companion.core import registry as games  # noqa: E402
from companion.games.merlin import parse, start  # noqa: E402
from companion.games.merlin.table.screen import strip_text  # noqa: E402
from companion.core.i18n import Catalog  # noqa: E402

SETUP = ["domain MmwWlL mmwwll lwmMWL", "start p1 grey orange grey black", "start p2 blue black blue orange",
         "traitors p1 black grey grey", "traitors p2 blue orange brown", "roll p1 4 4 2 2", "roll p2 4 2 5 1"]


def _game(lines):
    game = start(parse("new merlin 2 Anne Marc"))
    for line in lines:
        game.apply(parse(line))
    return game.public_state()


@pytest.mark.parametrize("lang,word", [("fr", "Tour"), ("en", "Round")])
def test_the_strip_says_round_scores_dice_and_whose_turn(lang, word):
    cat = Catalog.load(lang, "merlin")
    text = strip_text(_game(SETUP), cat)
    assert text.startswith(f"{word} 1 · ")
    assert "▸Anne 0 (2 4 4 M2)" in text
    assert "Marc 0 (2 4 5 M1)" in text and "▸Marc" not in text
    after = strip_text(_game(SETUP + ["move knight 4", "place flag-bearer", "end"]), cat)
    assert "Anne 0 (2 4 M2)" in after and "▸Marc" in after


def test_the_strip_in_setup_says_its_phase():
    cat = Catalog.load("fr", "merlin")
    state = _game(SETUP[:3])
    assert state["phase"] == "setup"
    assert strip_text(state, cat).startswith(cat.phase("setup") + " · ")
    assert "Anne 0 · Marc 0" in strip_text(state, cat)
    assert strip_text({"game": "merlin", "seats": []}, cat) == cat.phase("setup")


def test_the_simulator_finds_it():
    assert games.table("merlin").strip_text is strip_text


def test_ok_on_the_players_menu_of_a_new_game_shows_no_board():
    from tests.merlin.box import Box
    box = Box("fr")
    box.pick("Merlin")
    assert box.view.prompt == "Combien de joueurs ?"
    box.press("OK")
    # Still the players' menu, its page 2 (the printed board's check): no board page over it, nothing to close.
    assert box.view.menu == ("Vérifier le plateau",) and box.view.ok != "fermer"
    box.press("OK")
    assert box.view.menu == ("2 joueurs", "3 joueurs", "4 joueurs") and box.view.ok != "fermer"
