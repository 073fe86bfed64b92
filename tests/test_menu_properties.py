"""The menus are the engine's legal lines, in random games of every game the box plays (issue 17).

Each game is played by its own menus (a seeded random walk: each state's menus are walked whole
with tests/menu_walk.py, then one of the paths the engine accepts is played), and on every state:
(1) every option a menu offers (A, B, C, OK, through sub-menus and confirmations) sends lines the
engine accepts, and a step that asks for a card leads, for some card it asks for, to an accepted
line; (2) every verb of the state's `can` (what the engine would accept now, arguments aside) and
every answer of a pending decision is sent by some path of the menus.
"""
from __future__ import annotations

import random

import pytest

from companion.core.table import TableContext
from companion.core import registry as games
from companion.core.i18n import Catalog
from campaign import seeds
from menu_walk import Trial, back_and_ok_problems, lines_reached, offered_problems, walk

NEW = {"shadows": ["new arthur kay gawain", "new tristan kay galahad percival",
                   "new arthur galahad gawain kay palomides percival tristan", "new galahad gawain percival kay no-traitor",
                   "new kay tristan arthur squires"],
       "tournament": ["new tournament 2", "new tournament 3", "new tournament 4", "new tournament 5"]}
RARE = {"undo", "abandon", "leave", "join", "reshuffle"}
DECISION_VERB = {"reveal": "reveal", "roll": "roll"}


def front_end(kind: str, lang: str = "fr"):
    cat = Catalog.load(lang, kind)
    def make(**given):
        return games.table(kind).frontend(cat, TableContext.seeded(7, **given))
    return make


def engine_lines(trial: Trial, state: dict) -> set[str]:
    """The whole lines the engine's queries (in the state, or asked of the game) say it accepts now (arguments
    included)."""
    if trial.kind == "shadows":
        # The unmasked Traitor's steal comes first (annexe 1): the evil menu follows it.
        lines = set() if "steal" in state.get("can", ()) else {f"evil {c}" for c in state.get("evil", ())}
        lines |= {f"move {p}" for p in state.get("destinations", ())}
        lines |= {f"accuse {k}" for k in state.get("suspects", ())}
        if state.get("phase") == "heroic":
            # A knight joins from the heroic menu ("around the table"); the evil menu keeps A, B, C for Evil.
            lines |= {f"join {k}" for k in state.get("joiners", ())}
        for card, words in (state.get("specials") or {}).items():
            if card != "convocation":
                lines |= {" ".join(filter(None, ("special", card, w))) for w in words}
        return lines
    lines = {f"colour {c}" for c in state.get("colours", ())}
    for card, shapes in trial.game.all_targets().items():
        lines |= {" ".join(("play", card, *words)) for words in shapes}
    return lines


def check_state(trial: Trial, make) -> list:
    """The paths of the menus on the trial's state, after checking (1) and (2); returns the accepted ones."""
    state = trial.state()

    def wired():
        return make(engine=lambda: trial.game)     # as the Companion gives it: the game in progress
    paths = walk(wired(), state)
    problems = offered_problems(trial, paths)
    accepted = [path for path in paths if path.lines and trial.accepts(path.lines)]   # (each answer kept by the trial)
    lost = sorted(engine_lines(trial, state) - lines_reached(paths))
    if lost:
        problems.append(f"lines the engine lists as accepted, reached by no menu: {lost}")
    pending = state.get("pending")
    if pending and pending.get("options"):
        verb = DECISION_VERB.get(pending["decision"], "choose")
        lines = lines_reached(paths)
        lost = [o for o in pending["options"] if f"{verb} {o}" not in lines]
        if lost and pending["decision"] != "reveal":
            problems.append(f"decision {pending['decision']}: answers reached by no menu: {lost}")
    problems += back_and_ok_problems(wired(), state, paths)      # issue 32: BACK and OK never spend on one press
    assert not problems, (trial.lines, state.get("phase"), problems)
    return accepted


def play(kind: str, seed: int, moves: int, lang: str = "fr") -> int:
    rng = random.Random(seed)
    make = front_end(kind, lang)
    trial = Trial(kind, [rng.choice(NEW[kind])])
    states = 0
    for _ in range(moves):
        accepted = check_state(trial, make)
        states += 1
        if trial.game.over:
            break
        assert accepted, (trial.lines, "no menu path the engine accepts")
        # A verb first, then one of its paths: the game moves on (knights seldom leave, games seldom end
        # by `abandon`, undo seldom takes back).
        verbs = sorted({p.lines[0].split()[0] for p in accepted} - RARE) or sorted({p.lines[0].split()[0] for p in accepted})
        if rng.random() < 0.03:
            verbs = sorted({p.lines[0].split()[0] for p in accepted} - {"abandon"})
        verb = rng.choice(verbs)
        trial.submit(rng.choice([p for p in accepted if p.lines[0].split()[0] == verb]).lines)
    return states


@pytest.mark.parametrize("seed", seeds(2, 3))
def test_shadows_menus_offer_exactly_the_engines_lines(seed):
    assert play("shadows", seed, moves=60) > 20


@pytest.mark.parametrize("seed", seeds(1, 3))
def test_tournament_menus_offer_exactly_the_engines_lines(seed):
    assert play("tournament", seed, moves=45) > 20


def test_the_english_menus_too():
    assert play("shadows", 11, moves=25, lang="en") > 5
    assert play("tournament", 11, moves=25, lang="en") > 5


def test_the_setup_menus_start_games_the_engine_accepts():
    for kind in ("shadows", "tournament"):
        paths = walk(front_end(kind)(), {"protocol": 1, "over": False, "result": None, "phase": "setup",
                                         "pending": None, "turn": 0, "current": None, "knights": {}})
        news = [p.lines for p in paths if p.lines]
        assert news and all(games.new_kind(lines[0]) == kind for lines in news)
        for lines in news:
            Trial(kind, list(lines))       # each starts a game
