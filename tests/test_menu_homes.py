"""The buttons' grammar (issue 26, docs/table-experience.md), read through the front end in random games
of the three games: each option's key and page are a function of the option and its menu alone (an
option not possible now keeps its place, marked); no relic, staff or flag is given up by one press; the
safe answer keeps one key. What each option sends is checked against the engine by
tests/test_menu_properties.py and tests/merlin/test_menus.py.

A menu is named by the game's phase (or the pending decision) and the labels chosen to reach it; an
option by its label. The menus are read as `camelot feed --lang` reads them (`menu_options`).
"""
from __future__ import annotations

import random

import pytest

from companion.core import registry
from companion.core.table import TableContext
from companion.core.frontend import NOT_NOW
from companion.core.i18n import Catalog
from companion.core.words_of_the_box import menu_options
from companion.journal.session import Session
from campaign import cases, seeds
from menu_walk import Trial, back_and_ok_problems, read_covers, walk
from test_menu_properties import NEW, RARE, front_end

# Lines that give up a relic, the staff or a flag for good (their first words).
SPENDS = {"shadows": ("choose excalibur", "choose grail"),
          "merlin": ("staff", "mirror", "other", "repel")}
# The lines up to a black card drawn while a knight holds Excalibur (the counter asked).
EXCALIBUR_HELD = ["new arthur gawain kay", "evil siege", "move excalibur", "sacrifice", "play fight-1", "end",
                  "evil siege", "move excalibur", "sacrifice", "play fight-2", "end", "evil siege",
                  "move excalibur", "sacrifice", "play grail", "end", "evil siege", "play merlin", "end",
                  "evil siege", "play fight-5", "end", "evil black", "black picts"]


def menu_name(state: dict) -> str:
    pending = state.get("pending")
    return f"{state.get('phase')}:{pending['decision']}" if pending else str(state.get("phase"))


def record(homes: dict, name: str, options: list[dict], trail=()) -> None:
    """Each option of the tree: (menu, labels on the way, label) -> the set of (key, page) it was seen at."""
    for entry in options:
        homes.setdefault((name, trail, entry["label"]), set()).add((entry["key"], entry["page"]))
        record(homes, name, entry.get("options") or (), trail + (entry["label"],))


def spent_at_once(kind: str, options: list[dict]) -> list[str]:
    """The lines of the tree that give something up for good and are sent by one press (no confirmation)."""
    found = []
    for entry in options:
        line = entry.get("line") or ""
        if line.startswith(SPENDS.get(kind, ())):
            found.append(line)
        found += spent_at_once(kind, entry.get("options") or ())
    return found


def moved(homes: dict) -> dict:
    return {name: places for name, places in homes.items() if len(places) > 1}


def read(frontend, state: dict) -> list[dict]:
    """The menu the box shows on `state`, every entry with its key and page (as `feed --lang` gives it)."""
    frontend.view(state)
    frontend.read_through(state)
    return menu_options(frontend, state)


def play_by_menus(kind: str, seed: int, moves: int):
    """Random games played by the menus (Shadows, tournament): each state's menu read, then a path taken."""
    rng = random.Random(seed)
    make = front_end(kind)
    trial = Trial(kind, [rng.choice(NEW[kind])])
    for _ in range(moves):
        if trial.game.over:
            break

        def wired():
            return make(engine=lambda: trial.game)
        state = trial.state()
        yield state, read(wired(), state)
        accepted = [p for p in walk(wired(), state) if p.lines and trial.accepts(p.lines)]
        verbs = sorted({p.lines[0].split()[0] for p in accepted} - RARE)
        if not verbs:
            break
        verb = rng.choice(verbs)
        trial.submit(rng.choice([p for p in accepted if p.lines[0].split()[0] == verb]).lines)
    return trial.lines     # the game's lines (tests/homes_from_outside.py replays them through feed)


@pytest.mark.parametrize("kind, seed", [(kind, seed) for kind in ("shadows", "tournament") for seed in seeds(1, 2)])
def test_each_option_has_one_home_and_nothing_is_given_up_by_one_press(kind, seed):
    homes: dict = {}
    states = 0
    for state, options in play_by_menus(kind, seed, moves=60 if kind == "shadows" else 45):
        record(homes, menu_name(state), options)
        assert spent_at_once(kind, options) == [], (state.get("phase"), state.get("pending"))
        states += 1
    assert states > 20
    assert moved(homes) == {}


def merlin_states(seed: int, players: int, lines: int):
    """A random Merlin game by the engine's legal lines; its states once the turns begin, the menu read."""
    from tests.merlin.table import entry_lines
    rng = random.Random(seed)
    session = Session.in_memory()
    assert session.submit(f"new merlin {players}").accepted
    frontend = registry.table("merlin").frontend(Catalog.load("fr", "merlin"),
                                                 TableContext.seeded(3, engine=lambda: session.game))
    for _ in range(lines):
        state = session.state()
        if state["over"]:
            break
        if state["phase"] in ("play", "pending"):      # the turns and the Grail's question
            yield state, read(frontend, state), frontend
            choices = [line for line in session.game.legal_lines() if line != "abandon"]
        else:
            choices = entry_lines(state, rng)
        for line in rng.sample(choices, len(choices)):
            if session.submit(line).accepted:
                break


@pytest.mark.parametrize("seed, players", cases([(5, 3), (6, 4)], 1))
def test_merlins_options_have_one_home_and_no_flag_or_staff_goes_by_one_press(seed, players):
    homes: dict = {}
    states = 0
    for state, options, frontend in merlin_states(seed, players, lines=260):
        # Issue 32: at the menu's top, in a sub-menu or on the board, BACK and OK never spend on one press.
        assert back_and_ok_problems(frontend, state, []) == [], state.get("turn")
        # As strict as from outside (tests/homes_from_outside.py): an option is its label, whichever menu shows
        # it — a die by its value and landing, « Plus… », « Fin du tour », a province of the Grail.
        record(homes, "merlin", options)
        assert spent_at_once("merlin", options) == [], state.get("turn")
        states += 1
    assert states > 30
    assert moved(homes) == {}


def test_countering_with_excalibur_names_its_cost_and_asks_a_confirmation():
    make = front_end("shadows")
    trial = Trial("shadows", EXCALIBUR_HELD)
    state = trial.state()
    assert state["pending"]["decision"] == "counter"
    frontend = make()
    frontend.view(state)
    assert frontend.view(state).menu[2] == frontend.cat.option("counter", "none")   # the safe answer, C
    read_covers(frontend, state)                                        # its stakes read first, with OK
    assert frontend.on_button("A", False, state) == []                  # not spent: its cost is asked
    cost = frontend.view(state)
    assert "Excalibur" in cost.prompt and "perdue" in cost.prompt
    assert frontend.on_button("BACK", False, state) == []               # BACK keeps it: the question again
    assert frontend.view(state).menu[0] == frontend.cat.option("counter", "excalibur")
    frontend.on_button("A", False, state)
    assert frontend.on_button("OK", False, state) == ["choose excalibur"]


def test_an_option_not_possible_now_says_why_and_changes_nothing():
    make = front_end("shadows")
    trial = Trial("shadows", ["new arthur gawain kay", "evil siege", "draw"])
    state = trial.state()
    frontend = make()
    frontend.view(state)
    step = frontend._current()
    holes = [at for at, (value, _) in enumerate(step.items) if value.startswith(NOT_NOW)]
    assert holes, "after the action, the other actions keep their places"
    pressed = 0
    for at in holes:
        frontend = make()
        frontend.view(state)
        for _ in range(step.pages):
            if frontend._current().page == at // 3:
                break
            frontend.on_button("OK", False, state)
            frontend.view(state)
        else:
            continue            # a page with nothing to press now: OK passes it over
        pressed += 1
        assert frontend.on_button("ABC"[at % 3], False, state) == []
        view = frontend.view(state)
        assert view.alert and view.message and frontend._current().page == at // 3
    assert pressed >= 2
