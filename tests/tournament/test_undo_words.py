"""What the tournament's table hears when a line is taken back, and the words the tables stumbled on (issue
34): an undo gives back what the state cannot show (the card a turn drew, a Knock Down's card, a Stunned
back to the hand that played it), a Finesse's cards are swapped back as a swap (its undo, and LANCELOT
cancelling it), a tournament's end names the Shield and Stunned cards it discards, and a Feinte's total
names whose it is."""
from __future__ import annotations

import pytest

from companion.core.i18n import Catalog
from companion.core.table import TableContext
from companion.games.tournament.table.frontend import Menus
from companion.journal.session import Session
from undo_inverse import answer


def told(lines: list[str], line: str, lang: str = "fr") -> tuple[str, str]:
    """What the box says for `line` after `lines`, and for its undo."""
    session = Session.in_memory()
    for earlier in lines:
        assert session.submit(earlier).accepted, earlier
    front = Menus(Catalog.load(lang, "tournament"), TableContext.seeded(7, engine=lambda: session.game))
    front.view(session.state())
    outcome = session.submit(line)
    assert outcome.accepted, (line, outcome)
    forward = answer(front, session.state(), outcome)
    undone = session.submit("undo")
    return forward, answer(front, session.state(), undone)


OPENED = ["new tournament 3 Anne Bob Carl", "colour red", "play red-3", "end 3"]


@pytest.mark.parametrize("lang,back", [("fr", "Bob : reposez sur le talon la carte piochée"),
                                       ("en", "Bob: put the card you drew back on the stock")])
def test_an_undone_turns_end_puts_the_next_players_draw_back_on_the_stock(lang, back):
    forward, undone = told(["new tournament 3 Anne Bob Carl", "colour red", "play red-3"], "end 3", lang)
    assert ("piochez" if lang == "fr" else "draw") in forward
    assert back in undone, undone


def test_an_undone_knock_down_gives_the_card_back_to_the_hand_it_was_drawn_from():
    _, undone = told(OPENED, "play knock-down p1")
    assert "Bob : rendez à Anne la carte prise au hasard dans sa main." in undone, undone


def test_an_undone_stunned_goes_back_to_the_hand_that_played_it():
    _, undone = told(OPENED, "play stunned p3")
    assert "Bob : reprenez en main la carte Assommé posée devant Carl" in undone, undone
    assert "défaussez" not in undone


def test_a_finesse_taken_back_or_cancelled_is_a_swap_back():
    lines = ["new tournament 2 A B", "colour red", "play red-3", "play red-4", "end", "play red-5",
             "play squire-3", "end"]
    _, undone = told(lines, "play outwit red-3 p2 red-5")
    assert "rééchangez Rouge 5 et Rouge 3" in undone, undone
    assert "défaussez" not in undone and "en main" not in undone.split("Annulé")[1].split(".", 1)[1], undone
    forward, undone = told([*lines, "play outwit red-3 p2 red-5"], "play ivanhoe p2")
    assert "rééchangez" in forward, forward
    assert "rééchangez" in undone, undone
    # LANCELOT goes back to the hand of the one who played it, named: not to the player whose turn it is.
    assert undone.startswith("Annulé : B, reprenez LANCELOT en main. À A de jouer."), undone


def test_a_tournaments_end_names_the_shield_it_discards():
    lines = ["new tournament 2 A B", "colour red", "play red-3", "play shield", "end", "play red-5", "end"]
    forward, _ = told(lines, "withdraw")
    assert "Défaussez les cartes des personnages, le Bouclier d'A." in forward, forward


@pytest.mark.parametrize("lang,total", [("fr", "Bob défausse Écuyer 3 (total de Bob : 5)"),
                                        ("en", "Bob discards Squire 3 (Bob's total: 5)")])
def test_a_feinte_says_whose_total_remains(lang, total):
    lines = ["new tournament 2 Anne Bob", "colour red", "play red-3", "play red-4", "end", "play red-5",
             "play squire-3", "end"]
    forward, _ = told(lines, "play outmaneuver", lang)
    assert total in forward, forward
