"""The toy game: its rules, and a whole game on the real box, added by registering it and nothing else."""
from __future__ import annotations

import pytest

from companion.box.app import Companion
from companion.core import registry
from companion.core.i18n import Catalog
from companion.journal.session import Session
from drivers.base import ButtonPress
from drivers.display import DummyScreen


@pytest.fixture(autouse=True)
def toy_on_the_shelf():
    registry.register("toy", "tests.toygame")
    yield
    registry.unregister("toy")


def played(*lines: str) -> Session:
    session = Session.in_memory()
    for line in lines:
        assert session.submit(line).accepted, line
    return session


def test_whoever_makes_ten_wins():
    session = played("new toy 2 Anne Marc", "add 2", "add 2", "add 2", "add 2", "add 1")
    assert session.state()["counter"] == 9 and session.state()["current"] == "p2"
    assert session.submit("add 1").accepted
    assert session.state()["over"] and session.state()["result"] == {"winner": "p2", "reason": "goal"}


def test_a_step_past_ten_is_refused_and_changes_nothing():
    session = played("new toy 2", *["add 2"] * 4, "add 1")
    before = session.state()
    refused = session.submit("add 2")
    assert not refused.accepted and refused.code == "past-the-goal"
    assert session.state() == before


def test_the_lines_are_the_toys_own():
    session = played("new toy 3")
    assert session.submit("add 3").code == "bad-arguments"
    assert session.submit("move 2").code == "unknown-command"
    assert session.submit("new toy 4").code == "game-in-progress"


def test_the_box_offers_the_toy_and_plays_it_with_its_buttons():
    box = Companion(Session.in_memory(), None, DummyScreen(), Catalog.load("en", None), choose=True)
    box.show()
    assert "Race to ten" not in box.view.menu       # the shelf's three games first, the fourth a page on
    box.step(ButtonPress("OK"))
    assert box.view.menu == ("Race to ten", "", "First game: no")    # the teaching mode's entry on C
    box.step(ButtonPress("A"))
    assert box.view.prompt == "How many players?"
    box.step(ButtonPress("A"))
    assert box.session.lines == ["new toy 2"]
    for _ in range(5):
        box.step(ButtonPress("B"))          # two by two: ten in five turns
    assert box.session.state()["result"] == {"winner": "p1", "reason": "goal"}
    assert box.view.prompt == "p1 wins!"


def test_a_game_that_draws_no_recap_picture_is_said_so_plainly(tmp_path, capsys):
    from companion import cli
    journal = tmp_path / "journal.sqlite"
    session = Session.open(journal)
    for line in ("new toy 2 Anne Marc", *["add 2"] * 5):
        assert session.submit(line).accepted, line
    session.journal.close()
    assert cli.main(["recap", "--journal", str(journal), "--lang", "fr"]) == 1
    assert capsys.readouterr().err.strip() == "camelot: " + Catalog.load("fr", None).text("cli.no-recap", game="Jeu de dix")
    assert not list(tmp_path.glob("recap-*.png"))
