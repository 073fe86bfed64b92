"""The printed board checked on the box's menus: space by space in the board's words, OK keeps, A corrects,
BACK goes back; the end saves it beside the tag maps and the next game follows it."""
from __future__ import annotations

import json

import pytest

from companion.core.table import TableContext
from companion.core import registry
from companion.core.i18n import Catalog
from companion.journal.session import Session
from companion.games.merlin import board as merlin_board
from companion.games.merlin.table import board_check
from companion.games.merlin.table.frontend import Menus

FR = Catalog.load("fr", "merlin")


@pytest.fixture
def box_folder(tmp_path):
    registry.start_up(tmp_path)
    yield tmp_path
    merlin_board.use(None)
    board_check.start_up(None)


class Keys:
    def __init__(self):
        self.session = Session.in_memory()
        self.menus = Menus(FR, TableContext(engine=lambda: self.session.game))

    @property
    def view(self):
        return self.menus.view(self.session.state())

    def press(self, *keys):
        for key in keys:
            for line in self.menus.on_button(key, False, self.session.state()):
                assert self.session.submit(line).accepted, line


def test_the_board_is_checked_on_the_buttons_and_saved_for_the_next_game(box_folder):
    box = Keys()
    box.press("OK")                                            # the first menu's page 2
    assert box.view.menu == ("Vérifier le plateau",)
    box.press("A")
    assert box.view.prompt == "Case 2 : Manoir ? (1/46)"      # the board's words, the box's belief
    assert box.view.menu == ("Corriger…",) and box.view.ok == "garder"
    box.press("A")                                             # correct it: the spaces as printed
    labels = [label for _, label in box.menus._current().items]
    assert "PV boucliers" in labels and "Excalibur" in labels
    box.press(*["OK"] * (labels.index("PV boucliers") // 3))
    box.press("ABC"[labels.index("PV boucliers") % 3])        # space 2 is the shields' victory points
    assert box.view.prompt == "Case 3 : PV boucliers ? (2/46)"
    box.press("BACK")                                          # the question before, corrected
    assert box.view.prompt == "Case 2 : PV boucliers ? (1/46)"
    box.press("OK", "A")
    box.press(*["OK"] * (labels.index("Manoir") // 3))
    box.press("ABC"[labels.index("Manoir") % 3])              # space 3: the manor (the two swapped)
    for _ in range(44):
        box.press("OK")                                        # the rest kept
    assert box.view.prompt.startswith("Tout est vérifié")
    box.press("OK")
    saved = json.loads((box_folder / "board-merlin.json").read_text("utf-8"))
    assert saved["provisional"] is False and saved["track"][1:3] == ["vp-shields", "build"]
    assert box.view.message.startswith("Plateau vérifié")
    assert box.session.lines == []                             # a check sends no line
    assert merlin_board.in_use().track[1] == "vp-shields"     # the next game is played on it
    assert box.session.submit("new merlin 2").accepted
    assert box.session.state()["board"]["provisional"] is False


def test_a_board_that_does_not_fit_the_rulebook_is_refused_and_nothing_saved(box_folder):
    box = Keys()
    box.press("OK", "A", "A")
    box.press("A")                                             # space 2 said a province: one province too many
    for _ in range(45):
        box.press("OK")
    box.press("OK")
    assert box.view.alert and not (box_folder / "board-merlin.json").exists()


def test_the_provisional_board_warning_points_to_the_menu_not_to_a_shell_command():
    for lang in ("fr", "en"):
        cat = Catalog.load(lang, "merlin")
        for key in ("say.setup-unconfirmed", "box.unconfirmed"):
            said = cat.text(key)
            assert "camelot board" not in said and cat.text("check.menu") in said


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_question_of_the_check_fits_beside_its_menu(lang):
    from companion.core.screen import LABEL_X, WIDTH, View, text_pages, text_width
    from companion.games.merlin.table.board_menu import questions
    cat = Catalog.load(lang, "merlin")
    asked = questions(cat, board_check.current_board(None).as_dict())
    for i, (prompt, now, words, label, _) in enumerate(asked):
        said = cat.text("check.question", what=prompt, now=label(now()), n=i + 1, total=len(asked))
        assert text_pages(View(prompt=said, menu=(cat.text("check.fix-label"),), ok=cat.text("check.ok-keep"))) == 1
        assert text_pages(View(prompt=cat.text("check.fix", what=prompt), menu=("A", "B", "C"), ok="1/7")) == 1
        assert all(text_width(label(w)) <= WIDTH - LABEL_X for w in words)
