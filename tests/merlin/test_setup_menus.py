"""Merlin's setup menus ask the engine: a traitor colour the piles no longer hold is marked on its place
and refused with the reason; a Domain tile over its terrain's count is refused when laid, with the count."""
from __future__ import annotations

import pytest

from companion.core.errors import CompanionError
from companion.core.i18n import Catalog
from companion.journal.session import Session
from companion.games.merlin.table.frontend import Menus
from tests.merlin.test_menus import DOMAIN, idle, menus_for

FR = Catalog.load("fr", "merlin")


def four_players_at_their_traitors() -> Session:
    session = Session.in_memory()
    for line in ("new merlin 4 Anne Marc Léa Paul", DOMAIN[4], "start p1 blue blue blue blue",
                 "start p2 grey grey grey grey", "start p3 brown brown brown brown", "start p4 orange orange orange orange",
                 "traitors p1 black black black", "traitors p2 black grey grey"):
        assert session.submit(line).accepted, line
    return session


def test_the_engine_says_which_traitor_colours_the_piles_hold():
    session = four_players_at_their_traitors()
    assert "black" not in session.game.traitor_colours()
    assert session.game.traitor_colours(("grey", "grey")) == ["blue", "orange", "purple", "brown"]
    assert set(session.game.traitor_colours(("grey",))) == {"grey", "blue", "orange", "purple", "brown"}


def test_a_colour_the_piles_no_longer_hold_is_marked_and_refused_with_the_reason():
    session = four_players_at_their_traitors()
    menus = menus_for(session)
    state = session.state()
    step = idle(menus, state)
    labels = [label for _, label in step.items]
    assert labels[0] == FR.text("box.traitor-gone", colour=FR.colour_label("black"))     # black keeps its place
    assert labels[1] == FR.colour_label("grey")
    assert menus.on_button("A", False, state) == []                                      # black: refused, said why
    assert menus.view(state).message == FR.error("no-traitor-left", None)
    while menus.view(state).cover:                                                       # the reason read first
        menus.on_button("OK", False, state)
    lines = session.lines
    for key in ("B", "B"):                                                                # grey, grey: then grey is gone
        assert menus.on_button(key, False, state) == []
    assert [label for _, label in menus._current().items][1] == \
        FR.text("box.traitor-gone", colour=FR.colour_label("grey"))
    assert menus.on_button("C", False, state) == ["traitors p3 grey grey blue"]
    assert session.lines == lines


def test_a_sixth_plain_mountain_is_refused_when_laid_with_the_count():
    session = Session.in_memory()
    assert session.submit("new merlin 4").accepted
    menus = menus_for(session)
    state = session.state()
    idle(menus, state)
    for _ in range(5):
        assert menus.on_button("A", False, state) == []          # A: a plain mountain
    assert menus._tiles == list("mmmmm")
    menus.on_button("A", False, state)                          # the sixth: refused now, said with the count
    assert menus._tiles == list("mmmmm")
    said = menus.view(state).message
    assert said == FR.text("box.domain-over", terrain=FR.terrain("m"), count=5, players=4)
    assert "Montagne" in said and "5" in said
    assert session.lines == ["new merlin 4"]


def test_the_engine_names_the_terrain_over_its_count():
    session = Session.in_memory()
    assert session.submit("new merlin 4").accepted
    outcome = session.submit("domain mmmmmm MmwWlL wwllww lMWlLW")
    assert not outcome.accepted and outcome.code == "bad-domain" and "'m'" in outcome.message
    assert session.game.domain_over("mmmmm") is None and session.game.domain_over("mmmmmm") == "m"
    assert session.game.domain_over("MMMM") == "M"
