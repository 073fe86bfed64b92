"""`camelot board --game merlin` walks the table through its printed board and stores the answer beside the
tag maps; `camelot enroll --game merlin` describes each quest card once; the box sends the catalogue's
`card` lines after `new merlin` so a journal replays alone."""
from __future__ import annotations

import json

import pytest

pytest.importorskip("companion.games.merlin.game")

from companion.cli import main  # noqa: E402
from companion.core.i18n import Catalog  # noqa: E402
from companion.games.merlin.table import board_check, catalogue  # noqa: E402
from companion.games.merlin.board import provisional  # noqa: E402
from companion.journal.session import replay_lines  # noqa: E402
from tests.merlin.box import Box  # noqa: E402

CAT = Catalog.load("fr", "merlin")


def answers(values):
    it = iter(values)
    asked = []

    def ask(prompt):
        asked.append(prompt)
        return next(it, "")
    return ask, asked


def test_enter_everywhere_confirms_the_provisional_board(tmp_path):
    ask, asked = answers([])
    out = []
    path = board_check.walk(tmp_path, ask, out.append, CAT)
    assert path == tmp_path / "board-merlin.json"
    # 23 spaces (the Dragon's is fixed), the ring, 6 flags, 2 borders of 6.
    assert len(asked) == 23 + 1 + 6 + 12
    saved = json.loads(path.read_text())
    assert saved["provisional"] is False and saved["track"] == list(provisional().track)
    assert board_check.is_confirmed(tmp_path) and not board_check.is_confirmed(tmp_path / "elsewhere")


def test_a_corrected_space_is_kept_and_a_board_against_the_rulebook_is_not_saved(tmp_path):
    track = list(provisional().track)
    # Swap spaces 2 and 3 (a vp-shields and an influence-shield): the counts still fit.
    ask, _ = answers(["", track[3], track[2]])
    path = board_check.walk(tmp_path, ask, lambda _: None, CAT)
    assert json.loads(path.read_text())["track"][2:4] == [track[3], track[2]]
    ask, _ = answers(["grail"])          # a second Grail: the rulebook's counts refuse it
    out = []
    assert board_check.walk(tmp_path / "other", ask, out.append, CAT) is None
    assert "rien n'est enregistré" in out[-1]
    assert not (tmp_path / "other" / "board-merlin.json").exists()


def test_an_unknown_word_is_asked_again(tmp_path):
    ask, asked = answers(["tavern", ""])
    out = []
    board_check.walk(tmp_path, ask, out.append, CAT)
    assert any("Possibles" in line for line in out) and len(asked) == 43


def test_a_game_without_a_board_says_so(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert main(["board", "--game", "tournament", "--lang", "fr"]) == 0
    assert "pas de plateau" in capsys.readouterr().err


def test_each_quest_card_is_described_once_and_checked_by_the_engine(tmp_path):
    ask, _ = answers(["3 flag-black influence-any", "0 flag-black", "2 shield-any", "", "fin"])
    out = []
    assert catalogue.describe(tmp_path, ask, out.append, CAT) == 2
    assert any(line.startswith("Refusé") for line in out)
    assert catalogue.load_lines(tmp_path) == ["card q01 3 flag-black influence-any", "card q02 2 shield-any"]
    ask, asked = answers(["fin"])
    catalogue.describe(tmp_path, ask, lambda _: None, CAT)
    assert asked[0].startswith("q03")       # described cards are not asked again


def test_the_catalogue_is_sent_after_new_and_the_journal_replays_alone(tmp_path):
    catalogue.save_lines(["card q01 3 flag-black influence-any"], tmp_path)
    box = Box(options={"data": str(tmp_path)})
    box.pick("Merlin")
    box.pick("2 joueurs")
    box.pick("Sans noms")                    # Merlin asks the names: none (« Joueur 1 »…)
    assert box.session.lines == ["new merlin 2", "card q01 3 flag-black influence-any"]
    state = box.state
    assert state["catalogue"]["q01"] == {"points": 3, "needs": ["flag-black", "influence-any"]}
    assert replay_lines(box.session.lines, "merlin").public_state()["catalogue"] == state["catalogue"]


def test_the_first_screens_say_the_board_is_not_checked():
    box = Box()
    box.pick("Merlin")
    box.pick("2 joueurs")
    box.pick("Sans noms")                    # Merlin asks the names: none (« Joueur 1 »…)
    assert any("plateau provisoire" in page for page in box.frontend._pages)


def test_a_checked_board_is_the_one_new_games_take_once_the_box_starts(tmp_path):
    from companion.core import registry as games
    from companion.games.merlin.board import use
    track = list(provisional().track)
    ask, _ = answers(["", track[3], track[2]])
    board_check.walk(tmp_path, ask, lambda _: None, CAT)
    try:
        games.start_up(tmp_path)
        box = Box()
        box.pick("Merlin")
        box.pick("2 joueurs")
        box.pick("Sans noms")                    # Merlin asks the names: none (« Joueur 1 »…)
        assert box.state["board"] == {"name": "checked", "provisional": False}
        assert not any("provisoire" in page for page in box.frontend._pages)
    finally:
        use(None)
