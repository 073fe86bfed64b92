"""The engine is the one source of truth for what may be done: the menus ask `can_act(verb)` and
`can_steal()` (no side effect) and offer only what the engine would accept (issue 10, items 3 and 5)."""
from __future__ import annotations

from companion.journal.session import Session
from companion.games.shadows.actions import HEROIC_VERBS

UNMASK_KAY = ["new arthur gawain kay percival",
              *["evil siege", "draw", "end"] * 5,
              "evil siege", "accuse kay", "reveal traitor", "end"]


def table_after(lines: list[str]) -> Session:
    session = Session.in_memory()
    for line in lines:
        assert session.submit(line).accepted, line
    return session


def test_a_siege_fight_is_offered_only_with_a_siege_engine_around_camelot():
    session = table_after(["new arthur gawain kay", "evil life"])
    game = session.game
    assert not game.can_act("siege")
    assert game.action_refusal("siege").code == "no-siege-engine"
    assert game.can_act("draw") and game.can_act("move") and not game.can_act("play")
    session = table_after(["new arthur gawain kay", "evil siege"])
    assert session.game.can_act("siege")


def test_the_queries_follow_the_turn():
    session = table_after(["new arthur gawain kay", "evil siege"])
    game = session.game
    assert not game.can_act("end") and game.can_act("sacrifice")
    assert session.submit("draw").accepted
    assert game.can_act("end") and not game.can_act("draw") and not game.can_act("siege")
    assert session.submit("sacrifice").accepted
    assert not game.can_act("sacrifice") and game.can_act("siege") and not game.can_act("draw")
    assert session.submit("end").accepted
    # Gawain's Progression of Evil: no heroic action yet.
    assert not any(game.can_act(verb) for verb in HEROIC_VERBS)


def test_the_unmasked_traitor_steals_once_then_does_evil():
    session = table_after(UNMASK_KAY)
    game = session.game
    assert game.current == "kay" and game.can_steal()
    assert session.submit("steal").accepted          # no knight holds a white card
    assert not game.can_steal() and game.steal_refusal().code == "already-stolen"
    assert session.submit("evil siege").accepted
    assert game.current == "percival" and not game.can_steal()
    assert game.steal_refusal().code == "not-traitor"


def test_the_traitor_cannot_steal_from_himself():
    session = table_after(UNMASK_KAY)
    refused = session.submit("steal kay")
    assert not refused.accepted and refused.code == "traitor-has-no-card"
    assert session.game.can_steal()


def test_the_traitor_laying_a_card_face_down_is_not_told_to_draw_a_white_card():
    session = table_after([*UNMASK_KAY, "steal arthur", "evil black", "black black-knight-1"])
    outcome = session.submit("choose down")
    keys = [e.key for e in outcome.events]
    assert "black-laid-down-by-traitor" in keys and "black-laid-down" not in keys
    # A loyal knight laying one face down draws his white card (p 11).
    session = table_after(["new arthur gawain kay", "evil black", "black black-knight-1"])
    assert "black-laid-down" in [e.key for e in session.submit("choose down").events]


def test_the_public_state_lists_what_the_engine_would_accept():
    session = table_after(["new arthur gawain kay", "evil life"])
    assert session.state()["can"] == ["move", "draw", "special", "heal", "sacrifice"]
    assert session.submit("draw").accepted
    assert session.state()["can"] == ["sacrifice", "end"]
    session = table_after(UNMASK_KAY)
    assert session.state()["can"] == ["steal"]
    assert session.submit("steal gawain").accepted
    assert session.state()["can"] == []
