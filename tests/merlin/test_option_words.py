"""An option says what it gives, and a question reads as words, not as the line it builds (issue 34): a flag
is offered by its power in the exchange and influence menus, the servants' menu on a province space says
what a table could not guess (nothing left to take, another player's servant sent home), and the exchange's
and the manor's questions never show the protocol's words (« a 1 noir bouclier », « matériau gris → ? »)."""
from __future__ import annotations

import re

import pytest

from companion.core.i18n import Catalog
from companion.journal.session import Session
from tests.merlin.test_undo_words import scenario


@pytest.fixture(scope="module")
def played():
    session = Session.in_memory()
    for line in scenario():
        assert session.submit(line).accepted, line
    return session


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_flag_is_offered_by_its_power_where_it_is_taken_or_exchanged(played, lang):
    cat = Catalog.load(lang, "merlin")
    cat.follow_board(played.game.board)
    state = played.state()
    for colour, ability in played.game.board.flags.items():
        power = cat.text(f"ability.{ability}")
        assert power in cat.option_words(("exchange", "flag", colour), None, state)
        assert power in cat.option_words(("exchange", "shield", "black", "flag", colour), None, state)
        took = {**state, "turn": {**(state.get("turn") or {}), "kind": "influence-flag"}}
        assert power in cat.option_words(("take", colour), None, took)
    # A shield has no power: its label stays the piece.
    assert cat.option_words(("exchange", "shield", "grey"), None, state) == cat.item("shield", "grey")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_exchange_and_manor_questions_are_words(lang):
    cat = Catalog.load(lang, "merlin")
    asked = [cat.chosen_words(chosen, {}) for chosen in (
        ("exchange", "material"), ("exchange", "material", "grey"), ("exchange", "material", "grey", "flag"),
        ("build", "a"), ("build", "a", "1"), ("build", "a", "1", "black"), ("build", "a", "1", "black", "shield"),
        ("build", "a", "1", "black", "influence"))]
    for question in asked:
        assert question.endswith("?") and "→" not in question, question
        # No line's word, no colour of the line said back: the item chosen shows on the menu before.
        assert not re.search(r"\b(black|grey|noir|gris|influence-|shield-|material-)\b", question), question
    assert len(set(asked)) == len(asked)


def test_the_servants_menu_says_who_is_sent_home_and_where_nothing_is_left(played):
    cat = Catalog.load("fr", "merlin")
    state = played.state()
    seat = state["seats"][0]
    other = state["seats"][1]
    province = "grey"
    placed = {**state, "turn": {**(state.get("turn") or {}), "kind": f"province-{province}", "player": seat},
              "players": {**state["players"], seat: {**state["players"][seat],
                                                      "servants": {s: "castle" for s in state["players"][seat]["servants"]}}},
              "provinces": {**state["provinces"], province: {**state["provinces"][province], "shields": 0,
                                                            "servants": {"lady": None, "shield-bearer": None,
                                                                         "builder": other, "flag-bearer": None}}}}
    stake = cat.stake_words(("place",), placed)
    assert f"{cat.servant('builder')} : renvoie celui de {cat.player(state, other)} au château" in stake, stake
    assert f"{cat.servant('shield-bearer')} : rien à prendre ici" in stake, stake
    assert cat.servant("lady") not in stake and cat.servant("flag-bearer") not in stake, stake
    # Nothing unusual: nothing said beyond the servants' names.
    plain = {**placed, "provinces": state["provinces"]}
    plain["provinces"] = {**state["provinces"], province: {**state["provinces"][province], "shields": 3,
                                                          "servants": {k: None for k in state["provinces"][province]["servants"]}}}
    assert cat.stake_words(("place",), plain) == ""


@pytest.mark.parametrize("lang,said", [("fr", "Anne : 0 point, aucun drapeau à compter."),
                                       ("en", "Anne: 0 points, no flag to count.")])
def test_a_victory_point_space_that_scores_nothing_is_said(lang, said):
    """Nothing moves on the table: without these words the table would hear nothing at all."""
    from companion.core.events import Event
    cat = Catalog.load(lang, "merlin")
    params = {"player": "p1", "name": "Anne", "category": "flags", "score": 3}
    assert cat.event(Event("points-scored", {**params, "points": 0})) == said
    assert cat.event(Event("points-scored", {**params, "points": 2})) is None    # the score's move says it


def test_the_page_counts_a_players_dice_not_turns_beside_the_rounds():
    """« Tour 2/6 » is the round; a player's four moves in it are his dice (« dé 1/4 »), as the box says."""
    from pathlib import Path
    folder = Path(__file__).resolve().parents[2] / "companion" / "games" / "merlin" / "table" / "locale"
    page = (folder / "page.fr.ftl").read_text(encoding="utf-8")
    assert "m_round = Tour { $n }/6" in page and "m_turn = { $name }, dé { $n }/4" in page


def test_a_greyed_tile_says_it_is_built_on_not_what_was_chosen(played):
    """« Pas possible maintenant avec ce qui est déjà choisi » with nothing chosen was the wrong reason."""
    from tests.merlin.test_menus import menus_for
    menus = menus_for(played)
    state = played.state()
    menus._sync(state)
    tile = next(iter(state["domain"]["manors"]))
    assert menus._why_not_word(("build", tile[0]), tile[1:]) == menus.cat.text("refusal.occupied")
    free = next(f"{r}{c}" for r in "abc" for c in "123456" if f"{r}{c}" not in state["domain"]["manors"])
    assert menus._why_not_word(("build", free[0]), free[1:]) == menus.cat.text("box.no-material-for-tile")
    assert menus._why_not_word(("exchange",), "shield") == menus.cat.text("refusal.not-held")
