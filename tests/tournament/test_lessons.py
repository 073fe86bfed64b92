"""Knizia's Camelot's lessons (teaching mode, issue 35): when each rule comes into play, its words in both
languages within two screens with its page, the look-up of options and cards, and random games reaching every
lesson."""
from __future__ import annotations

import random


from companion.core import registry
from companion.core.errors import CompanionError
from companion.core.i18n import Catalog
from companion.games.tournament.cards import CARDS
from companion.games.tournament.table import lessons
from tests.tournament.table import Table
from tests.taught_table import TaughtTable
from tests.tournament.test_random_play import candidates

DISPLAY_COLOURS = [slug for slug in CARDS if slug.rsplit("-", 1)[0] in lessons.COLOURS]



def needs(line: str, before: dict) -> str | None:
    """What the line's player had to know was told before he said it (a colour's cards, withdrawing...)."""
    words = line.split()
    if words[0] in ("withdraw", "choose", "end") or line.startswith("play ") and words[1] in DISPLAY_COLOURS:
        return lessons.explains(line, before)
    return None


def taught_table() -> TaughtTable:
    """A table of this game that learns as it plays."""
    return TaughtTable(Table(), lessons, needs)


def test_the_rulebooks_first_tournament_teaches_as_it_goes():
    """« Premier tournoi » (rulebook p. 7), lesson by lesson."""
    taught = taught_table()
    said = [taught.submit(line) for line in (
        "new tournament 4 Marcel Raymond Maurice Danielle", "colour red", "play red-3", "end 3", "play red-5",
        "end 5", "withdraw", "play red-4", "play red-3", "end 7", "play red-5", "end 8", "withdraw",
        "play red-3", "play squire-2", "end 12", "play maiden-6", "end 14", "play squire-3", "end 15")]
    assert said[0] == list(lessons.OPENING) == ["goal", "first-turn"]
    assert said[1] == ["colour-red", "supporters", "tournament"]   # the colour named: its cards, then the turn's end
    assert said[3] == ["withdraw"]               # Raymond's first turn: the first who may withdraw
    assert said[14] == []                        # Danielle's squire: supporters were told with the colour
    assert said[16] == ["maiden"]                # Marcel's maiden
    assert taught.submit("withdraw") == ["tokens"]       # Marcel withdraws (no token to give back): Danielle wins
    assert taught.state()["players"]["p4"]["tokens"] == ["red"]
    assert taught.submit("colour blue") == ["colour-blue"]


def test_an_action_card_teaches_itself_then_ivanhoe_and_a_colour_change_its_rule():
    taught = taught_table()
    for line in ("new tournament 2", "colour red", "play red-3", "end 3", "play red-4", "play red-3", "end 7"):
        taught.submit(line)
    assert taught.submit("play riposte p2") == ["action-riposte", "ivanhoe"]
    assert taught.submit("play drop-weapon") == ["action-drop-weapon", "change-colour", "colour-green"]
    assert taught.submit("play ivanhoe p2") == []    # cancelled: green is gone, its lesson told already
    assert taught.state()["colour"] == "red"


def test_a_second_colour_change_teaches_only_the_new_colour():
    before = {"game": "tournament", "over": False, "tournament": 1, "colour": "red", "players": {}}
    after = {**before, "colour": "blue", "phase": "play", "can": ["end"]}
    assert lessons.reached(before, after, "play change-weapon blue") == [
        "action-change-weapon", "change-colour", "colour-blue"]
    assert lessons.reached(before, {**after, "over": True}, "play change-weapon blue") == []
    token = {**before, "colour": None, "tournament": 2, "phase": "pending",
             "pending": {"decision": "token", "player": "p1", "options": ["red"]}}
    assert lessons.reached(before, token, "withdraw") == ["withdraw", "colour-purple", "tokens"]


def test_the_wing_declares_its_lessons():
    assert registry.table("tournament").part("lessons") is lessons


def test_every_card_and_every_option_finds_its_lesson():
    for slug in CARDS:
        assert lessons.explains(slug, {}) in lessons.PAGES, slug
        assert lessons.explains(f"play {slug}", {}) == lessons.explains(slug, {})
    assert lessons.explains("riposte", {}) == "action-riposte"
    assert lessons.explains("ivanhoe", {}) == "ivanhoe"
    assert lessons.explains("maiden-6", {}) == "maiden" and lessons.explains("squire-2", {}) == "supporters"
    assert lessons.explains("green-1", {}) == "colour-green"
    assert lessons.explains("colour purple", {}) == "colour-purple"
    assert lessons.explains("pass", {}) == "pass" and lessons.explains("withdraw", {}) == "withdraw"
    assert lessons.explains("end 7", {}) == "tournament"
    lose = {"pending": {"decision": "lose-token", "player": "p1", "options": ["red"]}}
    assert lessons.explains("choose red", lose) == "maiden"
    assert lessons.explains("choose red", {"pending": {"decision": "token"}}) == "tokens"
    assert lessons.explains("choose red-3", {"pending": {"decision": "adapt"}}) == "action-adapt"
    assert lessons.explains("+more", {}) is None and lessons.explains("", {}) is None


def random_game(seed: int, steps: int = 2000) -> TaughtTable:
    """A game of random lines the engine accepts (tests/tournament/test_random_play.py's candidates)."""
    rng = random.Random(seed)
    taught = taught_table()
    taught.submit(f"new tournament {rng.randint(2, 5)}")
    for _ in range(steps):
        state = taught.state()
        if state["over"]:
            break
        lines = candidates(state, rng)
        for line in rng.sample(lines, len(lines)):
            try:
                taught.submit(line)
            except CompanionError:
                continue
            break
    return taught


def test_random_games_reach_every_lesson_once_in_order():
    reached = set()
    for seed in range(3):
        taught = random_game(seed)
        assert taught.order[:len(lessons.OPENING)] == list(lessons.OPENING)
        reached |= set(taught.order)
    assert reached | set(lessons.RARE) == set(lessons.PAGES), set(lessons.PAGES) - reached


# ---------------------------------------------------------------- what a first game leaves to a lesson (INSTEAD)

def read_new_game(teach: bool) -> list[str]:
    """A new three-player game at the box: every text the table reads with OK before the first colour's question,
    then after naming it."""
    from drivers.base import ButtonPress
    from drivers.display import DummyScreen

    from companion.box.app import Companion, Typed
    from companion.journal.session import Session
    companion = Companion(Session.in_memory(), "tournament", DummyScreen(), Catalog.load("fr", "tournament"), teach=teach)
    companion.show()
    assert companion.step(Typed("new tournament 3 Yvain Bérénice Gauvain")).accepted
    read = []
    for line in ("", "colour red"):
        if line:
            assert companion.step(Typed(line)).accepted
        while companion.view.cover or companion.frontend.guiding:
            read.append(" ".join((companion.view.message or companion.view.prompt).split()))
            companion.step(ButtonPress("OK"))
    return read


def test_a_first_game_leaves_the_setups_turn_step_to_the_lesson_that_says_it():
    fr = Catalog.load("fr", "tournament")
    step = fr.text("setup.turn")
    assert lessons.INSTEAD == {"setup-turn": "tournament"}
    assert step in read_new_game(teach=False)
    on = read_new_game(teach=True)
    assert step not in on
    lesson = " ".join(fr.text("lesson-tournament").split())
    assert any(lesson in text for text in on)      # the lesson says it in its place, once the colour is named


# The most OLED pages of lessons one answer brings (benchmarks/lesson_pages.py: 3 in every seed): an action card
# that changes the colour, one page each for the card, the change and the new colour. Eight before.
MOST_PAGES = 3


def test_no_answer_brings_more_than_three_pages_of_lessons():
    from tests.tournament.contract import whole_game
    from tests.taught_table import pages_an_answer_brings
    for lang in ("fr", "en"):
        most = max(pages_an_answer_brings("tournament", whole_game(seed), lang) for seed in range(4))
        assert most <= MOST_PAGES, (lang, most)


def test_every_lesson_is_one_page():
    """A lesson takes the place of text: one page with its citation, what the moment needs; the rest is its
    `-more`, shown when asked."""
    from tests.taught_table import lessons_over_one_page
    for lang in ("fr", "en"):
        assert lessons_over_one_page("tournament", lang) == set(), lang


def test_back_on_one_lesson_keeps_the_others_taught():
    """BACK closes a message with a lesson unread: the core knows a lesson by its end (citation included), so two
    lessons that end alike would both be told again (the red tournament's, in a blue one)."""
    from types import SimpleNamespace

    from companion.core.lessons import Lessons, Teacher
    from companion.core.teaching import closed_unread
    for lang in ("fr", "en"):
        cat = Catalog.load(lang, "tournament")
        every = list(lessons.PAGES)
        for lesson in every:
            teacher = Teacher(Lessons(lessons), on=True, taught=every)
            front = SimpleNamespace(context=SimpleNamespace(teacher=teacher), cat=cat)
            closed_unread(front, [teacher.lessons.text(cat, lesson)], {"game": "tournament"})
            assert teacher.skipped == [lesson], (lang, lesson, teacher.skipped)
