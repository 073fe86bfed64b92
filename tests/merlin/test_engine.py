"""The engine's API for the box: the journal keeps a whole game, every line `legal_lines()` gives is
accepted and other lines are refused, the menu queries change nothing, the board is validated data."""
from __future__ import annotations

import json
import random

import pytest

from companion.core import registry as games
from companion.core.errors import CompanionError
from companion.games.merlin import board as boards
from companion.games.merlin.commands import parse
from companion.games.merlin.game import MerlinGame
from companion.journal.session import Session
from tests.merlin.table import COLOURS, Table, entry_lines
from tests.merlin.test_random_play import GARBAGE, play_a_game


def test_the_registry_knows_merlin_and_its_deck():
    rules = games.load("merlin")
    assert rules.KIND == "merlin" and rules.TITLE == {"fr": "Merlin", "en": "Merlin"}
    assert games.new_kind("new merlin 3 Anne") == "merlin"
    assert {"q01", "q55", "traitor-black", "tile-m", "tile-l-tower"} <= set(rules.CARD_SLUGS)
    assert len(set(rules.CARD_SLUGS)) == len(rules.CARD_SLUGS) == 55 + 6 + 6
    assert sum(c.copies for c in rules.cards.CARDS.values()) == 55 + 24 + 24


def test_a_whole_game_is_journaled_to_its_result(tmp_path):
    table, _ = play_a_game(102, steps=4000, undo=0.0)     # a seed whose game ends with a winner (not abandoned)
    assert table.state()["over"]
    session = Session.open(tmp_path / "journal.db")
    for line in table.lines:
        outcome = session.submit(line)
        assert outcome.accepted, (line, outcome.code, outcome.message)
    games_ = session.journal.games()
    assert games_[0].status == "over"
    assert games_[0].result == "+".join(table.state()["result"]["winners"])
    session.journal.close()


def test_abandon_ends_without_a_result_and_undo_takes_it_back():
    table = Table()
    table.submit("new merlin 2")
    before = table.state()
    table.submit("abandon")
    state = table.state()
    assert state["over"] and state["phase"] == "over"
    assert state["result"] == {"winner": None, "reason": "abandoned"}
    with pytest.raises(CompanionError) as refused:
        table.submit("card q01 3 flag-black")
    assert refused.value.code == "game-over"
    table.submit("undo")
    assert table.state() == before


def walk(seed: int, check) -> int:
    """Random legal play that calls `check(table)` before each step; returns the steps checked."""
    rng = random.Random(seed)
    n = rng.randint(2, 4)
    table = Table()
    table.submit(f"new merlin {n}")
    steps = 0
    while not table.state()["over"] and steps < 400:
        state = table.state()
        if state["phase"] in ("setup", "prepare"):
            table.submit(rng.choice(entry_lines(state, rng)))
            continue
        check(table)
        steps += 1
        table.submit(rng.choice([line for line in table.game.legal_lines() if line != "abandon"]))
    return steps


@pytest.mark.parametrize("seed", range(3))
def test_every_legal_line_is_accepted_and_the_queries_change_nothing(seed):
    def check(table):
        state = table.state()
        lines = table.game.legal_lines()
        assert table.state() == state, "legal_lines() changed the state"
        assert len(lines) == len(set(lines))
        verbs = {line.split()[0] for line in lines}
        # `quest` of a card the catalogue does not know is allowed but cannot be listed (hands are hidden).
        assert set(table.game.allowed_verbs()) - {"card", "quest"} == verbs - {"quest"}
        for line in lines:
            assert table.game.is_legal(line), line
            copy = MerlinGame(table.game.s.clone())
            copy.turn_machine.machine.set_state(table.game.phase)
            copy.apply(parse(line))                 # raises if refused
        assert table.state() == state
    assert walk(seed, check) > 20


@pytest.mark.parametrize("seed", range(3))
def test_lines_outside_legal_lines_are_refused(seed):
    rng = random.Random(seed)

    def check(table):
        legal = set(table.game.legal_lines())
        sample = rng.sample(GARBAGE, 12)
        for line in sample:
            if line.split()[0] in ("new", "undo", "card", "domain", "start", "traitors", "roll", "quest"):
                continue
            if line not in legal:
                assert not table.game.is_legal(line), f"'{line}' is accepted but not in legal_lines()"
    assert walk(seed, check) > 20


def test_landing_previews_the_move():
    table = Table()
    for line in ["new merlin 2", "domain MmwWlL mmwwll lwmMWL", "start p1 grey orange grey black",
                 "start p2 blue black blue grey", "traitors p1 black grey grey", "traitors p2 blue orange brown",
                 "roll p1 4 4 2 2", "roll p2 4 2 5 1"]:
        table.submit(line)
    game = table.game
    assert game.landing("knight", 4) == (8, "province-blue")
    assert game.landing("merlin", 2, "ccw") == (22, "build")
    assert game.landing("merlin", 1, "cw") == (1, "build")
    assert "move knight 4" in game.move_lines() and "move merlin 2 ccw" in game.move_lines()
    # Anne's starting flag is orange (flip, provisional board), she holds no blue one (reverse).
    assert {"move knight 2 apple 6", "move knight 2 flip", "move merlin 2 ccw flip"} <= set(game.move_lines())
    assert not any(line.startswith("move knight") and line.endswith("ccw") for line in game.move_lines())
    # An apple setting a die to its own value changes nothing: never offered (issue 34).
    assert "move knight 2 apple 2" not in game.move_lines() and "move merlin 2 cw apple 2" not in game.move_lines()
    assert game.allowed_materials("a1") == ["black", "grey", "orange"]


def test_the_provisional_board_is_valid_data():
    board = boards.provisional()
    assert board.provisional and len(board.track) == 24 and board.provinces[0] == "black"
    assert boards.load_board(board.as_dict()) == board


@pytest.mark.parametrize("change, words", [
    (lambda d: d["track"].pop(), "24 words"),
    (lambda d: d["track"].__setitem__(1, "grail"), "the track holds"),
    (lambda d: d["provinces"].reverse(), "the Dragon's"),
    (lambda d: d["flags"].__setitem__("black", "mirror"), "each flag ability once"),
    (lambda d: d["borders"]["upper"].__setitem__(0, "green"), "not a province's material"),
    (lambda d: d.pop("borders"), "'borders'"),
])
def test_a_bad_board_is_refused_in_plain_words(change, words):
    data = json.loads(json.dumps(boards.provisional().as_dict()))
    change(data)
    with pytest.raises(CompanionError) as bad:
        boards.load_board(data)
    assert bad.value.code == "bad-board" and words in bad.value.message


def test_a_board_file_is_read(tmp_path):
    path = tmp_path / "board.json"
    data = boards.provisional().as_dict()
    data["provisional"] = False
    path.write_text(json.dumps(data))
    assert not boards.load_board(path).provisional
    with pytest.raises(CompanionError):
        boards.load_board(tmp_path / "missing.json")


def test_the_benchmark_game_still_replays_to_its_end():
    from pathlib import Path

    from companion.journal.tablefile import replay_file
    path = Path(__file__).resolve().parents[2] / "fixtures" / "merlin-game.table"
    want = json.loads(next(line for line in path.read_text().splitlines()
                           if line.startswith("# expect result "))[len("# expect result "):])
    state = replay_file(path)
    assert state["rejected"] == [] and state["over"] and state["result"] == want
    assert len(state["players"]) == 4 and set(state["scorings"]) == {"2", "4", "6"}


def test_abandon_while_the_grail_decision_waits():
    """table-protocol.md: `abandon` « at any moment, a pending decision included »: pending becomes null."""
    from pathlib import Path
    path = Path(__file__).resolve().parents[2].parent / "shared" / "scenarios-merlin" / "rulebook-scoring.table"
    lines = [line.split("#")[0].strip() for line in path.read_text().splitlines()]
    lines = [line for line in lines if line and line != "choose black"]
    table = Table()
    for line in lines:
        table.submit(line)
    assert table.state()["phase"] == "pending" and "abandon" in table.game.legal_lines()
    table.submit("abandon")
    state = table.state()
    assert state["pending"] is None and state["phase"] == "over"
    assert state["result"] == {"winner": None, "reason": "abandoned"}


def test_a_checked_board_is_used_by_every_new_game_until_put_back():
    import companion.games.merlin as merlin
    data = boards.provisional().as_dict()
    data["name"], data["provisional"] = "checked", False
    data["flags"] = {"black": "mirror", "grey": "quests", "blue": "reverse", "orange": "flip", "purple": "other",
                     "brown": "repel"}
    merlin.use(boards.load_board(data))
    try:
        game = merlin.start(parse("new merlin 2"))
        assert game.public_state()["board"] == {"name": "checked", "provisional": False}
        assert game.s.flag_colour("repel") == "brown"
    finally:
        merlin.use(None)
    assert merlin.start(parse("new merlin 2")).public_state()["board"]["provisional"]


def test_the_answers_kept_for_the_menus_follow_the_state():
    # `is_legal` and `completes` keep their answers for the state they were asked on: a command, refused or
    # accepted, and an undo never leave an old answer in place.
    table = Table()
    table.submit("new merlin 3 Anne Marc Léa")
    table.submit("domain MmwWlL mmwwll lwmMWL")
    line = "start p1 grey orange grey black"
    assert table.game.is_legal(line) and table.game.completes(("start", "p1", "grey"), 6, COLOURS)
    assert not table.session.submit("start p1 grey grey").accepted        # refused: nothing changed
    assert table.game.is_legal(line)
    table.submit(line)
    assert not table.game.is_legal(line) and not table.game.completes(("start", "p1"), 6, COLOURS)
    assert table.game.completes(("start", "p2"), 6, COLOURS)
    table.submit("undo")
    assert table.game.is_legal(line) and table.game.completes(("start", "p1", "grey"), 6, COLOURS)
