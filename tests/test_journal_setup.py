"""A game's setup kept in the journal with its `new` line (Merlin: the printed board it is played on),
so the game replays alone: on another box, with another checked board, on the page, after a restart."""
from __future__ import annotations

import json
import sqlite3

import pytest

from companion.games import merlin
from companion.journal import Journal, JournalDamage
from companion.journal.session import Session, replay_lines
from companion.web.mirror import Mirror
from companion.web.source import JournalSource

NEW = "new merlin 2 Anne Marc"


def checked_board() -> merlin.Board:
    """The table's checked board: the provisional one with two flag abilities swapped, named so."""
    data = merlin.provisional().as_dict()
    first, second = list(data["flags"])[:2]
    data["flags"][first], data["flags"][second] = data["flags"][second], data["flags"][first]
    data.update(name="checked", provisional=False)
    return merlin.load_board(data)


@pytest.fixture
def board_in_use():
    board = checked_board()
    merlin.use(board)
    yield board
    merlin.use(None)


def test_a_merlin_game_resumes_on_its_own_board_whatever_board_the_box_has_now(tmp_path, board_in_use):
    path = tmp_path / "journal.sqlite"
    box = Session.open(path)
    assert box.submit(NEW).accepted
    assert box.game.board == board_in_use
    box.journal.close()

    merlin.use(None)   # restarted with no checked board (or another one)
    again = Session.open(path)
    try:
        assert again.game.board == board_in_use and again.game.board != merlin.provisional()
        assert again.submit("undo").code == "nothing-to-undo"
        assert merlin.in_use() == merlin.provisional()   # the box's own board is left as it was
    finally:
        again.journal.close()


def test_the_page_replays_the_game_on_the_board_it_was_played_on(tmp_path, board_in_use):
    path = tmp_path / "journal.sqlite"
    box = Session.open(path)
    assert box.submit(NEW).accepted
    source = JournalSource(path)
    merlin.use(None)   # a page (or a computer) whose own board differs
    assert source.has_changed()
    current = source.current()
    assert merlin.load_board(json.loads(current.setup)) == board_in_use
    assert replay_lines(list(current.lines), current.kind, current.setup).board == board_in_use
    mirror = Mirror()
    assert mirror.follow(current)
    assert mirror.session.game.board == board_in_use
    source.close()
    box.journal.close()


def test_a_game_without_a_setup_keeps_none(tmp_path):
    with Journal(tmp_path / "journal.sqlite") as journal:
        game = journal.new_game("new arthur gawain kay")
        assert journal.setup(game) is None


def test_a_damaged_setup_is_named_as_damage_never_another_board(tmp_path, board_in_use):
    path = tmp_path / "journal.sqlite"
    box = Session.open(path)
    assert box.submit(NEW).accepted
    game_id = box.game_id
    box.journal.close()
    raw = sqlite3.connect(path)
    raw.execute("UPDATE setup SET data = replace(data, 'checked', 'chequed')")
    raw.commit()
    raw.close()
    with Journal.reader(path) as reader:
        with pytest.raises(JournalDamage) as caught:
            reader.setup(game_id)
        assert caught.value.code == "journal-damaged"
    again = Session.open(path)
    try:
        assert again.notice and "setup" in again.notice   # set aside; the game goes on as a copy
        assert again.game_id != game_id
    finally:
        again.journal.close()
