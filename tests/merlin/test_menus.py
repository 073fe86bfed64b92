"""Merlin's menus over random games: every option any menu offers, followed to its end, is a line the
engine accepts; every verb the engine says is possible now (`can`) is reachable from the menus.

The menus are walked as the buttons walk them (each A/B/C option, OK, page by page) from the step the
state opens on; a scanned quest card is the one way to `quest`. Games advance by a random line
among those the menus reach, so the states visited are the ones a table reaches with the buttons.
"""
from __future__ import annotations

import random

import pytest

from companion.core.table import TableContext
from companion.core.i18n import Catalog
from companion.journal.session import Session

pytest.importorskip("companion.games.merlin.game")

from companion.games.merlin.table.frontend import Menus  # noqa: E402

DOMAIN = {3: "domain MmwWlL mmwwll lwmMWL", 4: "domain MmwWlL mmwwll lwmMWL mwlMWL"}
SKIP = ("+board", "+holdings")
ALWAYS = {"abandon", "undo"}


def menus_for(session: Session) -> Menus:
    return Menus(Catalog.load("fr", "merlin"), TableContext(engine=lambda: session.game, seed=lambda: session.seed,
                                                            dice=session.dice()))


def idle(menus: Menus, state: dict):
    menus._sync(state)
    step = None
    while step is None or menus._pages:
        menus._pages.clear()     # pages to read first (the holdings before a scoring): read
        menus._step = None
        step = menus._current()
    return step


def walk(menus: Menus, step, found: dict, path=(), depth=0) -> None:
    """Every line the step's options lead to, with the labels pressed on the way."""
    from companion.core.frontend import Step
    assert depth < 12, path

    def follow(result, label):
        if isinstance(result, Step):
            walk(menus, result, found, (*path, label), depth + 1)
        elif result:
            for line in result:
                found.setdefault(line, (*path, label))
        menus._note = None
    for value, label in step.items:
        if value in SKIP or step.pick is None or not label or value.startswith("!"):
            continue        # an empty place; an option not possible now (its place kept, the press refused)
        follow(step.pick(value), label)
    if step.ok is not None and step.pages <= 1:
        follow(step.ok(), "OK")


def reachable(menus: Menus, session: Session) -> dict:
    state = session.state()
    found: dict = {}
    walk(menus, idle(menus, state), found)
    if "quest" in state.get("can", ()):
        card = next((f"q{n:02d}" for n in range(1, 56) if session.game.is_legal(f"quest q{n:02d} 1")), None)
        if card is None:
            return found
        step = idle(menus, state)
        result = step.take(card) if step.take else None
        if isinstance(result, list):
            found.update({line: ("scan",) for line in result})
        elif result is not None:
            walk(menus, result, found, ("scan",))
    return found


def play(seed: int, players: int, lines_max: int, full_setup: bool, seen: set | None = None) -> int:
    rng = random.Random(seed)
    session = Session.in_memory()
    assert session.submit(f"new merlin {players}").accepted
    menus = menus_for(session)
    checked = 0
    for _ in range(lines_max):
        state = session.state()
        if seen is not None:
            seen.add("over" if state["over"] else state["phase"])
        if state["over"]:
            break
        if state["waiting"]["domain"]:
            assert session.submit(DOMAIN[max(players, 3)]).accepted
            continue
        entry = state["phase"] in ("setup", "prepare")
        if entry and not full_setup and checked:
            # The entries' menus are walked whole once a game (their trees are 6^4 lines); then one path.
            line = rng.choice(sorted(reachable_one_path(menus, state, rng)))
        else:
            found = reachable(menus, session)
            refused = {line: path for line, path in found.items()
                       if line not in ALWAYS and not session.game.is_legal(line)}
            assert refused == {}, (state["phase"], refused)
            missing = set(state.get("can", ())) - {"card"} - {line.split()[0] for line in found}
            if entry:
                # The entries are asked one after the other (the next when this one is sent); « Plus… »
                # abandons the game while setting up too.
                missing -= {verb for verb, due in state["waiting"].items() if due}
            if session.game.idle_staff():
                missing.discard("staff")        # accepted (ruling 9), not offered: it would repeat nothing
            assert missing == set(), (state["phase"], state.get("turn"), missing)
            checked += 1
            choices = [line for line in found if line not in ALWAYS]
            ending = [line for line in choices if line == "end"]
            line = ending[0] if ending and rng.random() < 0.4 else rng.choice(sorted(choices))
        outcome = session.submit(line)
        assert outcome.accepted, (line, outcome)
    return checked


def reachable_one_path(menus: Menus, state: dict, rng: random.Random) -> set:
    """One random path through the current step's options to a line."""
    from companion.core.frontend import Step
    result = idle(menus, state)
    for _ in range(12):
        if not isinstance(result, Step):
            break
        if result.items:
            # A word refused now (`!`: kept in its place) and « Plus… » lead to no line of this entry.
            result = result.pick(rng.choice([v for v, _ in result.items if v[:1] not in "!+"]))
        else:
            result = result.ok()
    assert isinstance(result, list) and result
    return {result[0]}


@pytest.mark.parametrize("seed,players", [(11, 3), (12, 2), (13, 4), (20, 3)])
def test_every_option_is_accepted_and_every_possible_verb_is_reachable(seed, players):
    seen: set = set()
    assert play(seed, players, lines_max=1500, full_setup=False, seen=seen) > 100
    assert {"setup", "play", "prepare", "over"} <= seen     # whole games, by the menus' lines


def test_the_entries_menus_offer_only_accepted_lines():
    # start, traitors and roll walked whole: four colours, three traitors, four dice values.
    assert play(7, 3, lines_max=12, full_setup=True) >= 9


def box_on(lines: list[str]):
    """A session after `lines` and Merlin's menus wired to it, as the box wires them."""
    session = Session.in_memory()
    for line in lines:
        assert session.submit(line).accepted, line
    menus = menus_for(session)
    state = session.state()
    menus.view(state)
    menus.read_through(state)          # the setup's pages read
    menus.view(state)
    return session, menus, state


def test_back_inside_more_closes_it_and_keeps_the_colours_chosen():
    session, menus, state = box_on(["new merlin 3", DOMAIN[3]])
    prompt = menus.view(state).prompt
    assert menus.on_button("A", False, state) == []            # a first colour chosen
    chosen = menus.view(state).prompt
    assert chosen != prompt
    while menus.view(state).menu[2] != menus.cat.text("box.menu.more"):
        menus.on_button("OK", False, state)                   # « Plus… » on C of its page
    menus.on_button("C", False, state)
    assert menus.view(state).prompt == menus.cat.text("box.menu.more")
    assert menus.on_button("BACK", False, state) == []         # closes « Plus… », nothing more
    assert menus.view(state).prompt == chosen and session.lines[-1] == DOMAIN[3]


def test_ok_on_a_menu_with_no_further_page_does_nothing_new():
    session, menus, state = box_on(["new merlin 2"])
    while menus.view(state).menu[2] != menus.cat.text("box.menu.more"):
        menus.on_button("OK", False, state)
    menus.on_button("C", False, state)                         # « Plus… »: one page, nothing to confirm
    shown = menus.view(state)
    assert menus._current().pages == 1
    assert menus.on_button("OK", False, state) == [] and menus.view(state) == shown   # not the board


def test_the_result_survives_one_ok_a_new_game_is_confirmed():
    session, menus, state = box_on(["new merlin 2", "abandon"])
    result = menus.view(state).prompt
    assert menus.on_button("OK", False, state) == []
    assert menus.view(state).prompt == menus.cat.text("ui.new-game-sure")
    assert menus.on_button("BACK", False, state) == [] and menus.view(state).prompt == result
    menus.on_button("OK", False, state)
    menus.on_button("OK", False, state)
    assert menus.view(state).new_game and session.lines[-1] == "abandon"


def test_the_grail_says_what_each_answer_brings_and_keeps_its_homes():
    """The rulebook's scoring example, up to the Grail's question: its holder ties in the black province."""
    from pathlib import Path
    path = Path(__file__).resolve().parents[2].parent / "shared" / "scenarios-merlin" / "rulebook-scoring.table"
    lines = [line.split("#")[0].strip() for line in path.read_text().splitlines()]
    lines = [line for line in lines[:lines.index("choose black")] if line]
    session, menus, state = box_on(lines)
    assert state["pending"]["decision"] == "grail"
    with_grail, shared = session.game.grail_stakes()["black"]
    assert with_grail > shared
    for _ in range(8):                 # the scoring's holdings, read first
        if menus.view(state).menu:
            break
        menus.read_through(state)
    view = menus.view(state)
    assert view.menu[0] == f"Noire : {with_grail} PV (pas {shared})"      # black: A of page 1, its colour's home
    assert view.menu[2] == "Aucune : partager"                             # the safe answer: C of page 1
    assert menus._current().items[8][1] == "Plus…"                         # « Plus… »: C of page 3, as everywhere


def test_back_closes_a_word_by_word_sub_menu_back_to_the_menu_it_was_opened_from():
    """Issue 32 (TREE_BACK): BACK in « Échanger un objet » and the like closes it back to the menu it was
    opened from, even when its first words were the only way on (taken at once), and a second level back to
    the first; from the opener BACK goes on to the turn's top, where it asks « Reprendre »."""
    from companion.core.step import Step, UndoStep
    session, menus, state = box_on(["new merlin 2"])
    words = lambda path, line: " ".join(w for w in path if w) or "?"     # noqa: E731

    def press_label(label: str) -> None:
        step = menus._current()
        at = [item[1] for item in step.items].index(label)
        step.page = at // 3
        assert menus.on_button("ABC"[at % 3], False, state) == []

    def opener(lines):
        return Step("Ouvrir :", (("open", "ouvrir"),),
                    pick=lambda value: menus._tree(lines, (), "Échanger :", words))

    # « exchange » and « flag » the only ways on: the menu opens on the colours; BACK closes it to the opener.
    menus._step = opener(["exchange flag red", "exchange flag blue"])
    press_label("ouvrir")
    assert {label for _, label in menus._current().items} >= {"exchange flag red", "exchange flag blue"}
    assert menus.on_button("BACK", False, state) == []
    assert menus._current().prompt == "Ouvrir :"
    # Two levels: BACK from the colours goes to the kinds, then to the opener, then on to the top and its question.
    menus._step = opener(["exchange flag red", "exchange flag blue", "exchange apple 3"])
    press_label("ouvrir")
    kinds = menus._current()
    press_label("exchange flag")
    assert menus._current() is not kinds and menus._current().parent is kinds
    menus.on_button("BACK", False, state)
    assert menus._current() is kinds
    menus.on_button("BACK", False, state)
    assert menus._current().prompt == "Ouvrir :"
    menus.on_button("BACK", False, state)
    menus.on_button("BACK", False, state)
    assert isinstance(menus.open_step, UndoStep) and session.lines[-1] == "new merlin 2"


def test_a_second_quest_names_the_flag_it_spends_before_ok_sends_it():
    """A second quest in a turn spends the quests flag: chosen on a menu (the phone's or the box's), its cost is
    said and OK sends it; the first is sent at once (nothing is given up)."""
    from companion.core.step import Step
    session, menus, state = box_on(["new merlin 2"])
    menus._state = {**state, "turn": {**(state.get("turn") or {}), "quests": 0}}
    assert menus._complete("quest q01") == ["quest q01"]
    menus._state = {**state, "turn": {**(state.get("turn") or {}), "quests": 1}}
    second = menus._complete("quest q02")
    assert isinstance(second, Step) and second.ok() == ["quest q02"] and "2 PV de plus" in second.prompt
