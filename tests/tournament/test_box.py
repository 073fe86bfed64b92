"""The tournament on the box, end to end: mock pins, the fake reader, a real journal, the engine thread.

The table chooses the game on the first menu, seats two players, lays its cards by scanning them,
ends turns with OK, answers menus with A, B, C and takes back with BACK.
"""
from __future__ import annotations

import pytest

from companion.core.i18n import Catalog
from companion.journal.session import Session
from companion.games.tournament.cards import CARDS
from tests.wired_box import WiredBox, enrolled

TAGS = {slug: f"04{i:012X}" for i, slug in enumerate(("red-3", "red-5", "red-4", "squire-2", "change-weapon",
                                                       "ivanhoe", "maiden-6"), start=1)}


class Box(WiredBox):
    """A box wired as `camelot run` wires it, opening on the game menu (no game in the journal)."""

    def __init__(self, folder):
        super().__init__(Session.open(folder / "journal.sqlite"), None, Catalog.load("fr", None),
                         enrolled(folder, "tournament", CARDS, TAGS), uids=TAGS, choose=True)

    def read(self):
        """OK on a message too long to share the screen with the menu: it is read, and closed; then the
        setup guide of a new game, page by page."""
        if self.view.cover:
            self.press("OK")
        self.skip_guide()

    def skip_guide(self):
        """BACK closes a new game's setup guide."""
        for _ in range(10):
            if not self.companion.frontend.guiding:
                break
            self.press("BACK")

    @property
    def state(self):
        return self.session.state()

    @property
    def view(self):
        return self.companion.view


@pytest.fixture
def box(tmp_path):
    b = Box(tmp_path)
    b.settle()
    yield b
    b.close()


def test_the_first_menu_offers_the_games_then_the_tournaments_setup(box):
    box.press("OK")   # nothing to do: the board of the game menu, closed by the next press
    box.press("BACK")
    assert box.view.menu == ("Les Chevaliers de la Table Ronde", "Camelot (tournois)", "Merlin")
    box.press("B")
    assert box.view.prompt.startswith("Combien de joueurs")
    assert box.view.menu == ("2 joueurs", "3 joueurs", "4 joueurs")
    box.press("BACK")   # back to the game menu
    assert box.view.menu[1] == "Camelot (tournois)"
    box.press("A")        # Les Chevaliers de la Table Ronde: its setup menu, and BACK comes back too
    assert box.companion.frontend.kind == "shadows" and box.view.new_game
    box.press("BACK")
    assert box.companion.frontend.kind is None
    box.press("B", "OK")   # OK turns to the second page: 5 players
    assert box.view.menu == ("5 joueurs",)
    box.press("A")
    state = box.state
    assert state["game"] == "tournament" and state["seats"] == ["p1", "p2", "p3", "p4", "p5"]
    # The setup, page by page: the player at the starter's right deals 8 cards (the rules' « Préparation »).
    assert box.view.prompt == "Préparation : Joueur 5 bat les cartes et en distribue 8 à chaque joueur."
    box.skip_guide()
    assert "Joueur 1" in box.view.prompt


def test_a_short_tournament_by_buttons_and_scans(box, tmp_path):
    box.press("B", "A")                       # Camelot (tournois), 2 players
    assert box.state["phase"] == "colour"
    box.read()
    assert box.view.prompt == "Joueur 1 : quelle couleur ?" and box.view.menu[1] == "Tournoi rouge"
    box.scan("red-3")                         # the starter's first colour card names the colour
    assert box.state["colour"] == "red" and box.state["players"]["p1"]["total"] == 3
    assert box.view.ok == "fin : 3"
    box.press("OK")                           # end 3
    assert box.state["current"] == "p2"
    assert "Joueur 1 : 3" in box.view.message  # the total said as the rules have it announced
    box.scan("red-4")
    box.scan("squire-2")
    box.press("OK")                           # end 6
    assert box.state["players"]["p2"]["total"] == 6 and box.state["current"] == "p1"

    # An action card with targets goes through A/B/C; LANCELOT right after it cancels it.
    box.scan("change-weapon")
    assert box.view.menu == ("Changement d'arme : bleu", "Changement d'arme : jaune")
    box.press("A")
    assert box.state["colour"] == "blue"
    box.scan("ivanhoe")
    assert box.view.prompt == "Qui joue LANCELOT ?"
    box.press("B")                            # Joueur 2 plays it
    assert box.state["colour"] == "red"
    box.read()                                # what LANCELOT did covers the menu: OK reads it
    # OK when the total is not the highest: refused with the rule's sentence, nothing changes.
    box.press("OK")
    assert box.view.alert and "dépasser" in box.view.message
    assert box.state["current"] == "p1"
    box.scan("red-5")
    box.press("OK")                           # 8 > 6
    assert box.state["current"] == "p2"
    # BACK asks, OK takes back the last line: the turn is Joueur 1's again, his total 8.
    box.take_back()
    assert box.state["current"] == "p1" and box.state["players"]["p1"]["total"] == 8
    # The undo says the card Joueur 2 drew goes back on the stock (a note over the menu: OK reads it).
    assert "Joueur 2 : reposez sur le talon la carte piochée" in box.view.message
    box.read()
    box.press("OK")
    box.press("A")                            # Joueur 2 withdraws (its price said, OK pays it): Joueur 1 wins
    for _ in range(3):
        if box.state["tournament"] == 1:
            box.press("OK")
    state = box.state
    assert state["tournaments"]["1"]["winner"] == "p1" and state["players"]["p1"]["tokens"] == ["red"]
    assert state["tournament"] == 2 and state["phase"] == "colour"
    # Journaled: the same game comes back on a new start, on the tournament's menus.
    lines = Session.open(tmp_path / "journal.sqlite").lines
    assert lines[0] == "new tournament 2" and "play ivanhoe p2" in lines


def test_a_resumed_tournament_opens_on_its_own_menus(tmp_path):
    session = Session.open(tmp_path / "journal.sqlite")
    for line in ("new tournament 3 Marcel Raymond Maurice", "colour red", "play red-3", "end 3"):
        assert session.submit(line).accepted
    session.journal.close()
    box = Box(tmp_path)
    try:
        box.settle()
        assert box.companion.frontend.kind == "tournament"
        assert box.view.prompt.startswith("À Raymond")
        assert box.view.menu == ("Abandonner", "Cartes, tableau…")
        box.press("B", "A")                   # the board's index: players, displays, tokens
        assert box.view.menu == ("Joueurs", "Cartes posées", "Jetons")
        box.press("A")
        assert box.view.prompt.startswith("Marcel : 3")
        box.press("BACK", "B")                # any button closes a section: the index again
        assert "Marcel : Rouge 3" in box.view.prompt
        box.press("BACK", "C")
        assert "Marcel : aucun" in box.view.prompt
        box.press("BACK", "BACK")             # the section, then the index; nothing was sent
        assert box.view.menu == ("Le tableau", "Arrêter la partie", "Jouer une carte")
        assert box.session.lines[-1] == "end 3"
    finally:
        box.close()


def test_a_card_of_the_other_colour_is_refused_in_plain_words(box):
    box.press("B", "A")
    box.scan("red-3")
    box.press("OK")
    box.scan("maiden-6")
    box.scan("maiden-6")
    assert box.view.alert and "Une seule dame" in box.view.message
    assert box.state["players"]["p2"]["display"] == ["maiden-6"]


def test_holding_ok_shows_the_board_in_the_middle_of_a_turn(box):
    box.press("B", "A")                       # Camelot (tournois), 2 players
    box.read()
    box.scan("red-3")
    lines = list(box.session.lines)
    assert box.view.ok == "fin : 3"           # a short OK would end the turn
    index = "Plateau : quelle partie ?"
    box.hold("OK", until=lambda: box.view.prompt == index)
    assert box.view.menu == ("Joueurs", "Cartes posées", "Jetons")
    box.press("B")                            # the displays
    assert box.view.prompt == "Joueur 1 : Rouge 3\nJoueur 2 : –" and box.view.menu == ()
    assert box.session.lines == lines and box.state["current"] == "p1"
    box.press("BACK")                         # closes the section: the index
    box.press("BACK")                         # closes the board, takes nothing back
    assert box.session.lines == lines and box.view.ok == "fin : 3"
