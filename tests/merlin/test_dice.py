"""The box's dice for Merlin (`[merlin] dice = "box"`): rolled from the game's journaled seed, said, sent as
`roll` lines; undo and replay give the same values; never a triple; physical dice stay the default."""
from __future__ import annotations

import pytest

pytest.importorskip("companion.games.merlin.game")

from companion.box.config import parse_config  # noqa: E402
from companion.journal.session import Session  # noqa: E402
from tests.merlin.box import Box  # noqa: E402

SETUP = ["domain MmwWlL mmwwll lwmMWL", "start p1 grey orange grey black", "start p2 blue black blue orange",
         "start p3 blue black blue orange", "traitors p1 black grey grey", "traitors p2 blue orange brown",
         "traitors p3 black black purple"]


def box_at_the_roll(options: dict) -> Box:
    box = Box(options=options)
    box.pick("Merlin")
    box.pick("3 joueurs")
    box.pick("Sans noms")                    # Merlin asks the names: none (« Joueur 1 »…)
    for line in SETUP:
        assert box.session.submit(line).accepted
    box.companion.last = None
    box.companion.show()
    return box


def send(box: Box) -> None:
    """OK through the dice said (a page each screen), the last OK sends the rolls."""
    for _ in range(6):
        box.press("OK")
        if box.state["phase"] == "play":
            return


def test_the_box_rolls_says_and_sends_every_players_dice():
    box = box_at_the_roll({"dice": "box"})
    while box.view.cover or box.frontend._pages:
        box.press("OK")
    assert box.view.prompt.startswith("La boîte lance les dés")
    assert box.view.ok == "dés posés"
    shown = box.view.prompt
    send(box)
    state = box.state
    assert state["phase"] == "play"
    rolls = [line for line in box.session.lines if line.startswith("roll")]
    assert len(rolls) == 3
    for line in rolls:
        values = [int(v) for v in line.split()[2:]]
        assert max(values.count(v) for v in values) < 3          # a triple is rolled again
        seat = line.split()[1]
        assert sorted(state["players"][seat]["dice"]["knight"]) == sorted(values[:3])
        assert f"Merlin {values[3]}" in shown
    # BACK takes the last roll back: the box offers the same dice again (the seed is the game's).
    box.press("BACK")
    while box.view.cover or box.frontend._pages:
        box.press("OK")
    send(box)
    assert [line for line in box.session.lines if line.startswith("roll")] == rolls


def test_the_same_seed_gives_the_same_dice_and_another_seed_others():
    box = box_at_the_roll({"dice": "box"})
    first = box.frontend.box_roll_lines(box.state)
    assert box.frontend.box_roll_lines(box.state) == first
    seed = box.session.seed
    box.session.seed = seed + 1
    assert box.frontend.box_roll_lines(box.state) != first
    box.session.seed = seed


def test_physical_dice_are_the_default():
    box = box_at_the_roll({})
    while box.view.cover or box.frontend._pages:
        box.press("OK")
    assert box.view.prompt.startswith("Joueur 1 : dé 1")
    assert box.view.menu == ("1", "2", "3") and box.view.ok.startswith("suite")


def test_the_configuration_reads_a_games_table():
    cfg = parse_config({"merlin": {"dice": "box"}})
    assert dict(cfg.games["merlin"]) == {"dice": "box"}
    assert parse_config({}).games == {}


def test_a_journal_replays_the_box_dice_alone(tmp_path):
    session = Session.open(tmp_path / "journal.sqlite")
    box = Box(options={"dice": "box"}, session=session)
    box.pick("Merlin")
    box.pick("3 joueurs")
    box.pick("Sans noms")                    # Merlin asks the names: none (« Joueur 1 »…)
    for line in SETUP:
        assert box.session.submit(line).accepted
    box.companion.last = None
    box.companion.show()
    while box.view.cover or box.frontend._pages:
        box.press("OK")
    send(box)
    state = box.state
    session.journal.close()
    again = Session.open(tmp_path / "journal.sqlite")
    assert again.state()["players"] == state["players"]
    again.journal.close()


def test_a_triple_rolled_by_the_table_is_rolled_again():
    box = box_at_the_roll({})
    while box.view.cover or box.frontend._pages:
        box.press("OK")
    box.pick("2")
    box.pick("2")
    # The third 2 stays in its place (B on the first page), marked: pressed, it says the dice are rolled again.
    assert box.view.menu == ("1", "(2)", "3") and box.view.prompt == "Joueur 1 : dé 3/3 ? 2 2"
    box.press("B")
    assert box.view.alert and "relancez" in box.view.message
    assert box.view.prompt == "Joueur 1 : dé 1/3 ?" and box.session.lines[-1].startswith("traitors")
