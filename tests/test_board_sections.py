"""The board by sections: OK held opens an index (A/B/C) from any screen, every section reads in three
OLED pages at most, in every game and language, over random games; BACK (or the hold again) closes it."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from companion.core.table import TableContext
from companion.core import registry
from companion.core.errors import CompanionError
from companion.core.frontend import BoardStep, section_pages
from companion.core.i18n import Catalog
from companion.core.screen import READ_PAGES, text_pages
from companion.journal.session import Session
from tests.shadows.test_random_play import candidates as shadows_candidates
from tests.merlin.table import Table as MerlinTable
from tests.merlin.test_random_play import pick as merlin_pick
from tests.tournament.table import Table as TournamentTable
from tests.tournament.test_random_play import candidates as tournament_candidates

LANGS = ("fr", "en")


def shadows_states(seed: int, steps: int = 500, every: int = 10):
    rng = random.Random(seed)
    session = Session.in_memory()
    knights = ["arthur", "galahad", "gawain", "kay", "palomides", "percival", "tristan"]
    assert session.submit("new " + " ".join(rng.sample(knights, rng.randint(3, 7)))).accepted
    for n in range(steps):
        state = session.state()
        if state["phase"] == "over":
            break
        session.submit(shadows_candidates(state, rng))
        if n % every == 0:
            yield session.state()
    yield session.state()


def merlin_states(seed: int, steps: int = 1500, every: int = 25):
    rng = random.Random(seed)
    players = rng.randint(2, 4)
    table = MerlinTable()
    # The longest names a box lets a table give (and one without), so a section is measured at its widest.
    names = rng.sample(["Anne-Sophie", "Marc-Olivier", "Léa", "Jörg", "Bartholomé"], rng.randint(0, players))
    table.submit(f"new merlin {players} " + " ".join(names))
    for n in range(steps):
        state = table.state()
        if state["over"]:
            break
        try:
            table.submit(merlin_pick(state, table, rng, abandon=0))
        except CompanionError:
            continue
        if n % every == 0 and not table.state()["waiting"].get("domain"):
            yield table.state()
    yield table.state()


def tournament_states(seed: int, steps: int = 400, every: int = 8):
    rng = random.Random(seed)
    players = rng.randint(2, 5)
    table = TournamentTable()
    table.submit(f"new tournament {players} " + " ".join(rng.sample(
        ["Marcel", "Raymond", "Maurice", "Danielle", "Énide", "Guillaumette"], players)))
    for n in range(steps):
        state = table.state()
        if state["over"]:
            break
        for line in rng.sample(candidates := tournament_candidates(state, rng), len(candidates)):
            try:
                table.submit(line)
            except CompanionError:
                continue
            break
        if n % every == 0:
            yield table.state()
    yield table.state()


STATES = {"shadows": shadows_states, "merlin": merlin_states, "tournament": tournament_states}


def leaves(sections, where=()):
    """Every section's text, with the labels leading to it."""
    for label, content in sections:
        if isinstance(content, str):
            yield where + (label,), content
        else:
            yield from leaves(content, where + (label,))


@pytest.mark.parametrize("kind", sorted(STATES))
@pytest.mark.parametrize("seed", range(3))
def test_every_section_of_the_board_reads_in_three_pages(kind, seed):
    fronts = {lang: registry.table(kind).frontend(Catalog.load(lang, kind)) for lang in LANGS}
    too_long, seen = [], 0
    for state in STATES[kind](seed):
        for lang, front in fronts.items():
            sections = front.board_sections(state)
            assert 1 <= len(sections) <= 3, sections          # the index is one page: A, B, C
            for path, text in leaves(sections):
                seen += 1
                if section_pages(text) > READ_PAGES:
                    too_long.append((lang, path, section_pages(text), text))
    assert seen and too_long == []


def test_merlins_board_has_its_domain_and_each_castle():
    state = next(s for s in merlin_states(1) if s["domain"]["rows"] and len(s["seats"]) >= 2)
    front = registry.table("merlin").frontend(Catalog.load("fr", "merlin"))
    found = dict(leaves(front.board_sections(state)))
    domain = [text for path, text in found.items() if path[0] == "Domaine et piste"]
    assert domain and "Manoirs" in domain[0] and "Domaine" in domain[0]


@pytest.mark.parametrize("kind", sorted(STATES))
def test_ok_held_opens_the_index_from_any_screen_and_back_returns_to_it_as_it_was(kind):
    rng = random.Random(5)
    cat = Catalog.load("fr", kind)
    index = cat.text("ui.board-index")
    checked = 0
    for state in STATES[kind](2):
        front = registry.table(kind).frontend(cat, TableContext.seeded(1))
        # Some screen of this state: a few presses into its menus (never OK, which may send a line).
        for key in rng.choices("ABC", k=rng.randint(0, 2)):
            if front.on_button(key, False, state):
                break
        if isinstance(front._step, BoardStep):    # a menu's own « board » entry opened it: closed again
            front.toggle_board()
        before = unmarked(front.view(state))     # a press that did nothing is marked until the next press
        assert front.on_button("OK", True, state) == []
        shown = front.view(state)
        assert shown.prompt == index and 1 <= len(shown.menu) <= 3
        assert text_pages(shown) == 1                           # OK on the index turns its menu's pages only
        letter = rng.choice("ABC"[:len(shown.menu)])
        assert front.on_button(letter, False, state) == []      # a section, or a sub-index
        assert isinstance(front._step, BoardStep)
        front.on_button("OK", True, state)                       # held again: closed, whatever was open
        assert front.view(state) == before
        front.on_button("OK", True, state)
        assert front.on_button("BACK", False, state) == []      # BACK at the index's top closes it too
        assert front.view(state) == before
        checked += 1
    assert checked > 3


def unmarked(view):
    """A view without the mark of a press that did nothing (« suite 3/4 · B ✗ »)."""
    ok = view.ok
    if "✗" in ok:
        ok = ok.rsplit(" · ", 1)[0] if " · " in ok else ""
    return replace(view, ok=ok)


def test_the_phones_page_is_an_entry_of_the_index_of_its_own():
    """Issue 32: the phones' page is A of the index's second page; OK only reads on (and closes at the end)."""
    session = Session.in_memory()
    assert session.submit("new arthur gawain kay").accepted
    state = session.state()
    cat = Catalog.load("fr", "shadows")
    front = registry.table("shadows").frontend(cat, TableContext(page_url="http://camelot.local:8080/",
                                                                 engine=lambda: session.game))
    front.on_button("OK", True, state)
    assert front.view(state).ok == "suite 1/2"
    front.on_button("OK", False, state)
    shown = front.view(state)
    assert shown.menu == ("Téléphones", "", "Arrêter la partie") and shown.ok == "fermer"
    front.on_button("A", False, state)
    shown = front.view(state)
    assert shown.picture is not None and "camelot.local:8080" in shown.caption
    front.on_button("OK", False, state)                           # closes the page: the index again
    assert front.view(state).prompt == cat.text("ui.board-index")
    front.on_button("OK", False, state)                           # the last page's OK closes the index
    assert not isinstance(front.open_step, BoardStep)


@pytest.mark.parametrize("kind", ["shadows", "tournament", "merlin"])
def test_ok_reads_every_section_and_never_opens_the_phones_page(kind):
    """OK alone, from the index, reads a section to its end and comes back; it never shows the phones' page."""
    state = next(STATES[kind](3))
    front = registry.table(kind).frontend(Catalog.load("fr", kind), TableContext(page_url="http://camelot.local/"))
    for letter in "ABC":
        front.on_button("OK", True, state)
        front.on_button(letter, False, state)
        for _ in range(12):
            shown = front.view(state)
            assert shown.picture is None
            if not isinstance(front.open_step, BoardStep):
                break
            front.on_button("OK", False, state)
        assert not isinstance(front.open_step, BoardStep)


@pytest.mark.parametrize("kind", ["shadows", "tournament", "merlin"])
def test_stopping_the_game_is_on_the_index_from_every_menu_its_price_said(kind):
    """« Arrêter la partie » on C of the index's second page: its price said, OK stops, BACK keeps the game."""
    for state in STATES[kind](4):
        if state["over"]:
            continue
        cat = Catalog.load("fr", kind)
        front = registry.table(kind).frontend(cat, TableContext(engine=lambda: object()))
        front.on_button("OK", True, state)
        front.on_button("OK", False, state)
        assert front.view(state).menu[2] == "Arrêter la partie"
        assert front.on_button("C", False, state) == []
        assert "sans vainqueur" in front.view(state).prompt
        assert front.on_button("BACK", False, state) == []        # kept: the index again
        assert front.view(state).menu[2] == "Arrêter la partie"
        front.on_button("C", False, state)
        assert front.on_button("OK", False, state) == ["abandon"]
