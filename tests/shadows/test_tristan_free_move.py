"""Tristan's free move is his departure from the Camelot where his turn began (GLQ p 12; the protocol's
rulings, issue 25): brought back to Camelot by a quest won in his turn, he moves again only as an
action, and the menus, which ask the engine, offer no free move then."""
from __future__ import annotations

from companion.journal.session import Session
from test_feed_options import feed

OTHERS_TURN = ["evil siege", "siege fight-5", "roll 1", "end"]   # a siege engine comes and goes


def black_knight_won_in_his_turn() -> list[str]:
    """Tristan alone on the Black Knight plays its fourth card in his own turn (1+1+2+2 against none)."""
    lines = ["new arthur tristan gawain", *OTHERS_TURN, "evil siege", "move black-knight", "play fight-1", "end"]
    for card in ("fight-1", "fight-2"):
        lines += [*OTHERS_TURN, *OTHERS_TURN, "evil siege", f"play {card}", "end"]
    return [*lines, *OTHERS_TURN, *OTHERS_TURN, "evil siege", "play fight-2"]


def table_after(lines: list[str]) -> Session:
    session = Session.in_memory()
    for line in lines:
        assert session.submit(line).accepted, line
    return session


def test_brought_back_to_camelot_in_his_turn_he_has_no_free_move():
    session = table_after(black_knight_won_in_his_turn())
    game = session.game
    assert game.current == "tristan" and game.knights["tristan"].place == "camelot"
    assert game.quests["black-knight"].won == 1
    assert not game.can_act("move") and game.destinations() == []
    assert game.action_refusal("move").code == "no-action-left"
    assert "move" not in game.public_state()["can"]
    refused = session.submit("move grail")
    assert not refused.accepted and refused.code == "no-action-left"
    assert game.knights["tristan"].place == "camelot"


def test_after_a_sacrifice_the_move_back_out_is_his_paid_second_action():
    session = table_after([*black_knight_won_in_his_turn(), "sacrifice"])
    game = session.game
    assert game.can_act("move") and "grail" in game.destinations()
    assert session.submit("move grail").accepted
    assert game.ts.actions == ["quest", "move"] and not game.ts.free_move


def test_the_next_turn_begun_at_camelot_leaves_for_free_again():
    session = table_after([*black_knight_won_in_his_turn(), "end", *OTHERS_TURN, *OTHERS_TURN, "evil siege"])
    game = session.game
    assert game.current == "tristan" and game.knights["tristan"].place == "camelot"
    assert game.can_act("move")
    assert session.submit("move picts").accepted
    assert game.ts.free_move and game.ts.actions == []
    assert session.submit("play fight-1").accepted           # his heroic action is still his


def test_a_turn_begun_on_a_quest_pays_for_the_move_even_through_camelot():
    # Tristan on the Black Knight at his turn's start: going home is a paid move, and from there no free one.
    lines = ["new arthur tristan gawain", *OTHERS_TURN, "evil siege", "move black-knight", "play fight-1", "end",
             *OTHERS_TURN, *OTHERS_TURN, "evil siege", "move camelot"]
    session = table_after(lines)
    game = session.game
    assert game.ts.actions == ["move"] and not game.can_act("move")


def test_the_menu_offers_no_free_move_after_the_quest_brought_him_back():
    lines = black_knight_won_in_his_turn()
    for lang, move in (("fr", "Se déplacer"), ("en", "Move")):
        last = feed(lines, lang)[-1]
        # The grammar keeps « Se déplacer » in its home, marked not possible now (pressing it says why).
        offered = [entry["label"] for entry in last["options"] if not entry.get("not_now")]
        assert move not in offered and {"end", "sacrifice"} <= {entry["line"] for entry in last["options"]}
    later = feed([*lines, "end", *OTHERS_TURN, *OTHERS_TURN, "evil siege"], "fr")[-1]
    offered = [entry["label"] for entry in later["options"] if not entry.get("not_now")]
    assert "Se déplacer" in offered   # his next turn, from Camelot
