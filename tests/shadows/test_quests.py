"""The quest boards (companion/games/shadows/quests.py) against the Grand Livre des Quêtes, card by card.

Scenario files (tests/scenarios/quests/) check whole games; these tests pin down the boards'
own rules: which fight cards a combination accepts, how the Grail's seven spaces fill and
empty, the wars' sequence, Excalibur's banks, and that no face-down value reaches the JSON.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.core.errors import CompanionError
from companion.journal.tablefile import replay_text
from companion.games.shadows import quests as q

QUEST_SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "quests"


def fill(quest, values):
    for v in values:
        quest.check_play(v)
        quest.white.append(v)
    return quest


# ---------------------------------------------------------------- combat quests (rulebook p 14)

@pytest.mark.parametrize("values", [[1, 1, 3, 3], [5, 4, 5, 4], [2, 5, 5, 2]])
def test_black_knight_takes_two_pairs_of_different_values(values):
    quest = fill(q.black_knight(), values)
    assert quest.white_full


@pytest.mark.parametrize("values, bad", [([1, 1], 1), ([1, 1, 3], 4), ([1, 3], 5), ([2, 2, 4], 2)])
def test_black_knight_refuses_what_breaks_two_pairs(values, bad):
    quest = fill(q.black_knight(), values)
    with pytest.raises(CompanionError) as err:
        quest.check_play(bad)
    assert err.value.code == "breaks-combination"


def test_black_knight_four_of_a_kind_is_not_two_pairs():
    """GLQ p 5: '1, 1 et 3, 3, mais pas 1, 1 et 1, 1'."""
    quest = fill(q.black_knight(), [1, 1])
    with pytest.raises(CompanionError):
        quest.check_play(1)


@pytest.mark.parametrize("values", [[1, 1, 3, 3, 3], [3, 1, 3, 1, 3], [5, 5, 5, 4, 4]])
def test_lancelot_takes_a_full_house(values):
    quest = fill(q.lancelot(), values)
    assert quest.white_full


@pytest.mark.parametrize("values, bad", [([1, 1, 1], 1), ([1, 1, 3], 4), ([1, 1, 1, 3], 1), ([2, 2, 3, 3], 4)])
def test_lancelot_refuses_what_breaks_the_full_house(values, bad):
    """GLQ p 6: '1,1 et 3,3,3 mais pas 1,1 et 1,1,1'."""
    quest = fill(q.lancelot(), values)
    with pytest.raises(CompanionError):
        quest.check_play(bad)


def test_dragon_takes_three_three_of_a_kinds_and_waits_for_lancelot():
    quest = q.dragon()
    assert quest.status == "waiting"
    fill(quest, [1, 2, 4, 1, 2, 4, 1, 2, 4])
    assert quest.white_full and quest.black_slots == 5


@pytest.mark.parametrize("values, bad", [([1, 2, 4], 5), ([4, 4, 4], 4)])
def test_dragon_refuses_a_fourth_value_or_a_fourth_card_of_a_value(values, bad):
    quest = fill(q.dragon(), values)
    with pytest.raises(CompanionError):
        quest.check_play(bad)


def test_face_down_values_stay_out_of_the_board_json():
    quest = q.black_knight()
    quest.black += [q.BlackCard("black-knight-7", 7, False), q.BlackCard("black-knight-1", 1, True)]
    assert quest.public()["black"] == 2
    assert quest.public()["black_up"] == [1]
    assert quest.black_sum() == 8            # told only when the tournament resolves


# ---------------------------------------------------------------- the Grail (GLQ p 8, p 15, annexe 2)

def test_grail_seven_grails_win():
    grail = q.Grail()
    outcomes = [grail.lay_grail()[0] for _ in range(7)]
    assert outcomes == [None] * 6 + ["won"]


def test_grail_seven_dark_cards_lose():
    grail = q.Grail()
    outcomes = [grail.lay_dark(s)[0] for s in ["despair"] * 6 + ["desolation"]]
    assert outcomes == [None] * 6 + ["lost"]


def test_grail_full_board_a_grail_cancels_the_dark_card_nearest_the_grail():
    grail = q.Grail()
    for _ in range(5):
        grail.lay_grail()
    grail.lay_dark("despair")
    grail.lay_dark("desolation")          # laid last: nearest the Grail
    assert grail.full
    assert grail.lay_grail() == (None, "desolation")
    assert (grail.grail, grail.dark) == (5, ["despair"])


def test_grail_full_board_a_despair_takes_the_farthest_grail_with_it():
    grail = q.Grail()
    for _ in range(4):
        grail.lay_grail()
    for _ in range(3):
        grail.lay_dark("despair")
    assert grail.lay_dark("despair") == (None, False)
    assert (grail.grail, grail.despair) == (3, 3)


def test_grail_dark_forest_takes_no_space_and_a_finished_grail_reads_zero():
    grail = q.Grail(dark_forest=True)
    for _ in range(6):
        grail.lay_dark("despair")
    assert not grail.full
    grail.status = "lost"
    assert grail.public() == {"status": "lost", "grail": 0, "despair": 0, "desolation": 0, "dark_forest": False}


# ---------------------------------------------------------------- Excalibur (GLQ p 7)

def test_excalibur_banks_at_five_steps():
    sword = q.Excalibur()
    assert [sword.step(+1) for _ in range(5)] == [None] * 4 + ["won"]
    sword = q.Excalibur()
    assert [sword.step(-1) for _ in range(5)] == [None] * 4 + ["lost"]


# ---------------------------------------------------------------- the wars (GLQ p 9, annexe 2 Mordred)

def test_war_cards_go_one_to_five_in_order():
    war = q.War("picts")
    with pytest.raises(CompanionError) as err:
        war.check_play(2)
    assert err.value.code == "breaks-sequence"
    fill(war, [1, 2, 3, 4, 5])
    assert war.is_complete()


def test_mordred_asks_for_a_second_five():
    war = q.War("saxons", mordred=True)
    fill(war, [1, 2, 3, 4, 5])
    assert not war.is_complete()
    with pytest.raises(CompanionError):
        war.check_play(4)
    fill(war, [5])
    assert war.is_complete()


# ---------------------------------------------------------------- the whole JSON, replayed

def test_no_face_down_value_in_the_public_json():
    """Spec 'Output': never the value of a face-down card, even in the pending decisions."""
    text = "\n".join([
        "new arthur gawain kay no-traitor",
        "evil black", "black black-knight-7", "choose down", "draw", "end",
        "evil black", "black lancelot-dragon-7-11", "choose down", "draw", "end",
        "evil black", "black black-knight-3",
    ])
    session, rejected, _ = replay_text(text)
    state = session.state()
    assert not rejected
    assert state["quests"]["black-knight"] == {"white": [], "black": 1, "black_up": [], "won": 0, "lost": 0}
    assert state["quests"]["lancelot"]["black_up"] == []
    assert state["pending"] == {"decision": "face", "options": ["up", "down"], "quest": "black-knight"}
    dumped = json.dumps(state)
    for secret in ("black-knight-7", "black-knight-3", "lancelot-dragon-7-11"):
        assert secret not in dumped

    def numbers(node):
        if isinstance(node, dict):
            return [n for v in node.values() for n in numbers(v)]
        if isinstance(node, list):
            return [n for v in node for n in numbers(v)]
        return [node] if isinstance(node, int) and not isinstance(node, bool) else []
    assert 7 not in numbers(state["quests"]) + numbers(state["pending"])
    assert 11 not in numbers(state["quests"])


def test_every_quest_scenario_says_what_it_checks_and_where_the_rule_is():
    """Each file opens with a comment citing the rulebook and lists its rejected lines."""
    files = sorted(QUEST_SCENARIOS.glob("*.table"))
    assert len(files) >= 40
    for path in files:
        lines = path.read_text(encoding="utf-8").splitlines()
        assert lines[0].startswith("# "), path.name
        assert any(w in lines[0] for w in ("p ", "GLQ", "annexe", "Annexe", "Rulebook", "spec")), path.name
        assert any(line.startswith("# expect rejected-lines ") for line in lines), path.name
