"""Whole Merlin games played by buttons on the box (random choices among what the menus offer), every
frame read: each game ends; no menu label is wider than the screen; no message takes more than three
screen pages; the scorings and the end are said."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

pytest.importorskip("companion.games.merlin.game")

from companion.core.screen import LABEL_X, WIDTH, text_pages, text_width  # noqa: E402
from companion.journal.session import Session  # noqa: E402
from tests.merlin.box import Box  # noqa: E402

GRID = "MmwWlLmmwwlllwmMWL"
TERRAIN = {"fr": {"m": "Montagne", "w": "Bois", "l": "Lac", "M": "Montagne avec tour", "W": "Bois avec tour",
                  "L": "Lac avec tour"},
           "en": {"m": "Mountain", "w": "Wood", "l": "Lake", "M": "Mountain, tower", "W": "Wood, tower",
                  "L": "Lake, tower"}}
AVOID = ("Abandon", "Plus", "More", "Vérifier", "Check", "Plateau", "Board")
END = ("fin du tour", "end turn")


def play_whole_game(lang: str, seed: int, options: dict | None = None):
    rng = random.Random(seed)
    box = Box(lang, options=options)
    box.pick("Merlin")
    box.pick("3 ")
    frames = []
    for _ in range(6000):
        state, view = box.state, box.view
        frames.append(view)
        if state.get("over") and not box.frontend._pages:
            break
        if state.get("game") == "merlin" and state["waiting"].get("domain") and not view.cover \
                and not box.frontend._pages and len(box.frontend._tiles) < 18:
            name = TERRAIN[lang][GRID[len(box.frontend._tiles)]]
            while name not in view.menu:
                box.press("OK")
                view = box.view
            box.press("ABC"[view.menu.index(name)])
            continue
        if view.cover or box.frontend._pages or not view.menu:
            box.press("OK")
            continue
        choices = [i for i, label in enumerate(view.menu) if not any(a in label for a in AVOID)]
        turn = state.get("turn") or {}
        if view.ok in END and turn.get("figure") and (turn.get("actions") or not choices or rng.random() < 0.1):
            box.press("OK")
        elif not choices or (view.ok.startswith(("suite", "more")) and rng.random() < 0.3):
            box.press("OK")
        else:
            box.press("ABC"[rng.choice(choices)])
    return box, frames


@pytest.mark.parametrize("lang,seed", [("fr", 5), ("en", 6)])
def test_a_whole_game_by_buttons_fits_the_screen(lang, seed):
    box, frames = play_whole_game(lang, seed)
    state = box.state
    assert state["over"] and state["result"]["winners"] and len(state["scorings"]) == 3
    wide = {label for view in frames for label in view.menu if text_width(label) > WIDTH - LABEL_X}
    assert wide == set()
    # A question with its menu fits the one line the menu leaves it: OK turns the menu's pages, not the text's.
    tall = {view.prompt for view in frames if view.menu and not view.message and text_pages(view) > 1}
    assert tall == set()
    long = {view.message for view in frames
            if view.message and text_pages(replace(view, prompt="", menu=(), cover=True)) > 3}
    assert long == set()
    said = " ".join(view.message + " " + view.prompt for view in frames)
    for words in ({"fr": "Décompte du tour 2", "en": "Scoring of round 2"}, {"fr": "Avant le décompte",
                                                                              "en": "Before the scoring"},
                  {"fr": "Fin de partie", "en": "End of the game"}):
        assert words[lang] in said


def test_undoing_the_end_of_a_turn_says_whose_turn_it_is_again():
    # Nothing moves back when an `end` is taken back: the table hears whose turn it is, not « Rien n'a bougé ».
    said = {}
    for lang in ("fr", "en"):
        session = Session.in_memory()
        for line in ["new merlin 3 Anne Marc Léa", "domain MmwWlL mmwwll lwmMWL", "start p1 grey orange grey black",
                     "start p2 blue black blue orange", "start p3 blue black blue orange",
                     "traitors p1 black grey grey", "traitors p2 blue orange brown", "traitors p3 black black purple",
                     "roll p1 1 2 5 3", "roll p2 1 2 3 4", "roll p3 2 3 4 5", "move knight 1", "end"]:
            assert session.submit(line).accepted, line
        box = Box(lang, session=session)
        box.take_back()
        assert session.state()["current"] == "p1"
        said[lang] = box.view.message
    assert said == {"fr": "Fin du tour annulée. De nouveau au tour d'Anne.",
                    "en": "End of turn taken back. Anne's turn again."}


def grail_questions(players: int, wanted, seeds=range(40)):
    """Sessions stopped on the Grail's question whose tied provinces satisfy `wanted` (random games)."""
    from tests.merlin.table import entry_lines
    for seed in seeds:
        rng, session = random.Random(seed), Session.in_memory()
        session.submit(f"new merlin {players} " + " ".join(("Anne", "Marc", "Léa", "Paul")[:players]))
        for _ in range(3000):
            state = session.state()
            if state["over"]:
                break
            if state.get("pending") and wanted(set(state["pending"]["options"]) - {"none"}):
                yield session
                break
            choices = entry_lines(state, rng) if state["phase"] in ("setup", "prepare") else \
                [line for line in session.game.legal_lines() if line != "abandon"]
            next(line for line in rng.sample(choices, len(choices)) if session.submit(line).accepted)


def test_the_grails_provinces_all_beyond_page_one_are_named_by_ok():
    # Page 1 keeps only « Aucune : partager » (the homes stay): OK says it shows the provinces, on screen and aloud.
    from companion.box.speech import spoken_view
    session = next(grail_questions(4, lambda tied: not tied & {"black", "grey"}))
    box = Box("fr", session=session)
    assert box.view.menu == ("", "", "Aucune : partager") and box.view.ok == "provinces 1/3"
    assert spoken_view(box.view, box.frontend.cat).endswith("OK : les provinces.")
    box.press("OK")
    assert box.view.ok != "provinces 1/3" and "PV" in " ".join(box.view.menu)
    near = Box("fr", session=next(grail_questions(4, lambda tied: bool(tied & {"black", "grey"}))))
    assert near.view.ok == "suite 1/3"          # a tie on page 1: OK turns the page as anywhere
