"""Every game the box plays keeps one contract (issue 31), the three real ones and a toy kept in the tests.

For each registered game: its rules and its table wing give what the core reads (the wing checked at load,
both languages' words), its setup menu starts it, and in short random games played by its own menus (walked
with tests/menu_walk.py) every option offered ends in a line the engine accepts, every verb the engine
accepts (`can`) is reached by some menu, `undo` puts back the exact public state and says back every step its
line told (tests/undo_inverse.py), and nothing lying face down reaches the state or the words shown. What differs from game to game (its openings, what the table
enters without the menus, what it hides) is each game's own fact, kept in its own folder: tests/KIND/contract.py.
"""
from __future__ import annotations

import functools
import importlib
import json
import random

import pytest
from PIL import Image, ImageDraw

from companion.core import registry
from companion.core.errors import CompanionError
from companion.core.frontend import Frontend
from companion.core.i18n import LANGS, Catalog, entries, parse
from companion.core.screen import STRIP_RULE_Y, WIDTH
from companion.core.table import TableContext
from companion.journal.session import Session
import undo_inverse
from menu_walk import Path, Trial, lines_reached, offered_problems, walk

KINDS = list(dict.fromkeys([*registry.kinds(), "toy"]))     # the shelf's games, and the toy the fixture registers
STATE_KEYS = ("game", "over", "result", "phase", "pending", "turn", "current", "can", "seats")
RARE = {"undo", "abandon", "leave", "join", "reshuffle"}     # played seldom, so games go on
SEEDS = (0, 1, 2)
# Games whose undo does not yet say back every step (issue 34, done game by game): remove a game once it does.
SAYS_BACK_PENDING: set[str] = set()


@pytest.fixture(scope="module", autouse=True)
def toy_on_the_shelf():
    """The toy game joins the shelf as any game kept outside companion/games would, and leaves it after."""
    registry.register("toy", "tests.toygame")
    yield
    registry.unregister("toy")


def facts(kind: str):
    """The game's own facts for this contract, in its own test folder."""
    return importlib.import_module(f"tests.{kind}.contract")


def front_end(kind: str, lang: str = "fr"):
    cat = Catalog.load(lang, kind)

    def make(**given):
        return registry.table(kind).frontend(cat, TableContext.seeded(7, **given))
    return make


def started(kind: str, opening: str) -> Session:
    session = Session.in_memory()
    outcome = session.submit(opening)
    assert outcome.accepted, (opening, outcome)
    return session


# ---------------------------------------------------------------------- what the core reads

@pytest.mark.parametrize("kind", KINDS)
def test_the_rules_give_what_the_registry_reads(kind):
    rules = registry.load(kind)
    assert rules.KIND == kind
    assert {"fr", "en"} <= set(rules.TITLE)
    assert {"new", "undo"} <= set(rules.VERBS)
    assert rules.parse("undo").verb == "undo" and rules.parse("  # a comment") is None
    with pytest.raises(CompanionError) as refused:
        rules.parse("frobnicate")
    # (Shadows says `unknown-verb`, the others `unknown-command`: both are the core's words.)
    assert Catalog.load("fr").has(f"error.{refused.value.code}"), refused.value.code
    for opening in facts(kind).OPENINGS:
        assert registry.new_kind(opening) == kind
        state = started(kind, opening).state()
        assert all(key in state for key in STATE_KEYS), [key for key in STATE_KEYS if key not in state]
        assert state["game"] == kind and state["over"] is False and state["result"] is None


@pytest.mark.parametrize("kind", KINDS)
def test_the_table_wing_keeps_the_contract(kind):
    wing = registry.table(kind)
    assert issubclass(wing.frontend, Frontend) and not wing.frontend.__abstractmethods__
    assert issubclass(wing.words, Catalog) and callable(wing.draw_strip)
    own = {}
    for lang in LANGS:
        assert (wing.locale / f"{lang}.ftl").is_file(), f"{kind}: no {lang}.ftl in {wing.locale}"
        own[lang] = set(entries(parse(wing.locale / f"{lang}.ftl")))
        cat = Catalog.load(lang, kind)
        assert isinstance(cat, wing.words) and cat.lang == lang
    assert own["fr"] == own["en"], f"{kind}: words in one language only: {sorted(own['fr'] ^ own['en'])}"


@pytest.mark.parametrize("kind", KINDS)
def test_the_strip_and_the_first_screen_show_every_game(kind):
    wing = registry.table(kind)
    for lang in LANGS:
        cat = Catalog.load(lang, kind)
        for state in (Session.in_memory().state(), started(kind, facts(kind).OPENINGS[0]).state()):
            strip = Image.new("1", (WIDTH, STRIP_RULE_Y))
            wing.draw_strip(ImageDraw.Draw(strip), state, cat)
            assert strip.getbbox() is not None, f"{kind}: an empty strip on {state['phase']}"
            assert front_end(kind, lang)().view(state).prompt


@pytest.mark.parametrize("kind", KINDS)
def test_the_setup_menu_starts_the_game(kind):
    paths = walk(front_end(kind)(), Session.in_memory().state())
    news = [path.lines for path in paths if path.lines]
    assert news, f"{kind}: its setup menu sends no line"
    for lines in news:
        assert registry.new_kind(lines[0]) == kind, lines
        session = Session.in_memory()
        assert all(session.submit(line).accepted for line in lines), lines


# ---------------------------------------------------------------------- random play by the menus

def menu_problems(trial: Trial, paths: list, outside: frozenset) -> list[str]:
    """(1) what a menu offers, the engine accepts; (2) what the engine accepts (`can`, a pending decision's
    answers), some menu reaches."""
    problems = offered_problems(trial, paths, outside)
    state = trial.state()
    pending = state.get("pending") or {}
    if pending.get("options") and pending.get("decision") not in ("reveal", "roll"):
        lost = [o for o in pending["options"] if not any(line.endswith(f" {o}") for line in lines_reached(paths))]
        if lost:
            problems.append(f"decision {pending['decision']}: answers reached by no menu: {lost}")
    return problems


def shown(paths: list, view) -> str:
    """Every word the menus put on the screen on this state: the prompt, the labels, the notes."""
    labels = [label for path in paths for label in path.labels if not label.startswith("card:")]   # (a scan)
    return "\n".join([view.prompt, view.message, *view.menu, *labels, *(path.note for path in paths)])


def leaks(known, game, *texts: str) -> list[str]:
    """The words naming something face down now (the game's own `hidden`) that `texts` show."""
    secret = known.hidden(game) if game is not None else set()
    return sorted(name for name in secret for text in texts if name in text)


def menus(known, trial: Trial, session: Session, make) -> list[Path]:
    """Every path through the menus shown on the game's state, walked press by press (tests/menu_walk.py),
    or by the game's own walker when it gives one (`menu_lines`: menus too wide to walk press by press)."""
    if hasattr(known, "menu_lines"):
        return [Path(labels, labels, (line,)) for line, labels in known.menu_lines(session).items()]
    return walk(make(engine=lambda: trial.game), trial.state())


@functools.lru_cache(maxsize=None)
def menu_game(kind: str, seed: int) -> tuple[str, ...]:
    """A short random game played by the game's own menus, its contract checked at every step; its lines."""
    known = facts(kind)
    rng = random.Random(seed)
    opening = known.OPENINGS[seed % len(known.OPENINGS)]
    make = front_end(kind)
    trial, session = Trial(kind, [opening]), started(kind, opening)
    cat = Catalog.load("fr", kind)
    walked = 0
    for _ in range(known.MOVES):
        state = trial.state()
        assert {**session.state(), "game_id": None} == {**state, "game_id": None}, "the session is the replay"
        if state["over"]:
            break
        lines = known.due(state, rng)
        if not lines:
            paths = menus(known, trial, session, make)
            problems = menu_problems(trial, paths, known.OUTSIDE)
            assert not problems, (trial.lines, state.get("phase"), problems)
            view = make(engine=lambda: trial.game).view(state)
            assert not leaks(known, trial.game, json.dumps(state, ensure_ascii=False), shown(paths, view)), trial.lines
            walked += 1
            accepted = [path for path in paths if path.lines and trial.accepts(path.lines)]
            assert accepted, (trial.lines, "no menu path the engine accepts")
            verbs = sorted({p.lines[0].split()[0] for p in accepted} - RARE) \
                or sorted({p.lines[0].split()[0] for p in accepted})
            verb = rng.choice(verbs)
            lines = list(rng.choice([p for p in accepted if p.lines[0].split()[0] == verb]).lines)
        said = []
        for line in lines:
            outcome = session.submit(line)
            assert outcome.accepted, (line, outcome)
            said += cat.events(outcome.events)
        trial.submit(lines)
        after = session.state()
        assert not leaks(known, session.game, "\n".join(said)), (trial.lines, said)
        # Undo, the line `undo` once a line sent, puts back exactly the state before; the same lines again
        # give the same state.
        for _ in lines:
            assert session.submit("undo").accepted
        assert session.state() == {**state, "game_id": None}, (kind, lines)
        for line in lines:
            assert session.submit(line).accepted, line
        assert session.state() == after
    assert walked >= 3, f"{kind}: too few states walked ({walked})"
    return tuple(trial.lines)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("kind", KINDS)
def test_random_games_by_the_menus_keep_the_contract(kind, seed):
    assert menu_game(kind, seed)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("kind", KINDS)
def test_every_undo_says_back_the_steps_its_line_told(kind, seed):
    """The inverse property (tests/undo_inverse.py), in French and English: over a random game (the game's
    own `game_lines` when it gives longer games than the menus can walk), each physical step an accepted
    line told the table is told back by its undo (companion/core/verb_pairs.py)."""
    if kind in SAYS_BACK_PENDING:
        pytest.xfail(f"{kind}: its undo's words are being completed on their own branch (issue 34)")
    known = facts(kind)
    lines = known.game_lines(seed) if hasattr(known, "game_lines") else list(menu_game(kind, seed))
    found, checked = undo_inverse.gaps(kind, lines, getattr(known, "NOT_STEPS", ()))
    assert checked >= 3, f"{kind}: too few lines undone ({checked})"
    assert not found, "\n".join(map(str, found[:4]))
