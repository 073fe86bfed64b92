"""Shadows' lessons (teaching mode, companion/games/shadows/table/lessons.py): which rule comes into play when,
what explains a word of the menus, and that every lesson has its words in both languages on two pages."""
from __future__ import annotations

import copy
import random
import re

import pytest

from companion.core.i18n import Catalog
from companion.core.lessons import Lessons
from companion.core.screen import View, text_pages
from companion.games.shadows.table import PARTS, lessons
from companion.journal.session import Session
from tests.shadows.test_random_play import candidates

LANGS = ("fr", "en")
LESSONS = Lessons(lessons)


def words(text: str) -> int:
    return len(re.findall(r"\w[\w'’/.-]*", text))


def play(*lines: str) -> tuple[Session, list[list[str]]]:
    """A game from `lines` (each must be accepted), with what each line reached."""
    session, taught = Session.in_memory(), []
    before: dict = {}
    for line in lines:
        assert session.submit(line).accepted, line
        after = session.state()
        taught.append(lessons.reached(before, after, line))
        before = after
    return session, taught


# ---------------------------------------------------------------- the seam's shape

def test_the_wing_declares_its_lessons():
    assert PARTS["lessons"] == "lessons"


def test_opening_and_rare_are_lessons():
    assert set(lessons.OPENING) <= set(lessons.PAGES)
    assert set(lessons.RARE) <= set(lessons.PAGES)
    assert all(isinstance(page, (int, str)) for page in lessons.PAGES.values())


@pytest.mark.parametrize("lang", LANGS)
def test_before_the_first_choice_about_120_words(lang):
    """The goal, the turn (the Progression of Evil's three choices) and Arthur's power: all before his first choice."""
    cat = Catalog.load(lang, "shadows")
    _, taught = play("new arthur kay gawain")
    assert sum(words(cat.text(f"lesson.{lesson}")) for lesson in taught[0]) <= 120


# ---------------------------------------------------------------- reached: the moment each rule comes into play

def test_a_new_game_teaches_the_goal_the_turn_and_the_evil_before_the_first_choice():
    session, taught = play("new arthur kay gawain")
    assert taught[0][:2] == list(lessons.OPENING) == ["goal", "first-turn"]
    assert session.state()["phase"] == "evil"
    # The turn's lesson says a turn's two phases (the menu then names the Progression of Evil's three choices); asked
    # again (« Règles », « ? »), it names them in the menu's words.
    for lang in LANGS:
        cat = Catalog.load(lang, "shadows")
        told = cat.text("lesson.first-turn").lower()
        assert cat.text("phase.evil").lower() in told, (lang, told)
        whole = LESSONS.text(cat, "first-turn", whole=True).lower()
        for key in ("button.evil-black", "button.evil-siege"):
            assert cat.text(key).lower() in whole and cat.text(key).lower() not in told, (lang, key)
    # Arthur's turn begins with « il peut échanger une carte »: his power is taught with that first question.
    assert "power-arthur" in taught[0]
    assert "heroic" not in taught[0]


def test_from_four_knights_the_traitor_is_taught_at_the_setup_where_each_looks_at_his_card():
    # p 8: each looks at his Allegiance card at the setup; at three, not before 6 swords (p 19), and no Félon at all
    # in a game « sans Félon »: then the Félon is taught when 6 swords come near.
    assert "traitor" in play("new arthur kay gawain percival")[1][0]
    assert "traitor" not in play("new arthur kay gawain")[1][0]
    assert "traitor" not in play("new arthur kay gawain percival no-traitor")[1][0]


def test_the_squires_variant_is_taught_when_chosen():
    assert "squires" in play("new arthur kay gawain squires")[1][0]
    assert "squires" not in play("new arthur kay gawain")[1][0]


def test_the_first_heroic_menu_comes_with_one_lesson_that_says_what_acting_at_camelot_is():
    """Every knight's first heroic phase is at Camelot: the heroic lesson says what acting there is (drawing 2 white
    cards, fighting a siege engine), one page where Camelot's lesson made it two; « Accuser », « Carte Spéciale »,
    « Sacrifier 1 Point », further down the menu, are in its whole rule (« ? », « Règles »)."""
    _, taught = play("new arthur kay gawain", "evil siege")
    assert "heroic" in taught[1] and "camelot" not in taught[1]
    assert "camelot" in lessons.RARE and lessons.explains("draw", {}) == "camelot"     # still asked at « ? »
    for lang in LANGS:
        cat = Catalog.load(lang, "shadows")
        told = cat.text("lesson.heroic").lower()
        assert "camelot" in told and "2" in told, (lang, told)
        whole = LESSONS.text(cat, "heroic", whole=True).lower()
        for key in ("action.accuse", "action.special", "action.sacrifice"):
            assert cat.text(key).lower() in whole, (lang, key)


# The lessons a first round or two meets: each one OLED page with its citation, so a lesson takes the place of a
# page of text instead of adding two (issue 35: round 1's page turns stay under the box's count without the mode).
ROUND_ONE = ("first-turn", "heroic", "camelot", "power-arthur", "power-percival", "power-gawain", "power-tristan",
             "power-galahad", "power-kay", "power-palomides", "card-special", "special-white", "white-cards", "move",
             "heal", "face-down", "card-lancelot-dragon", "card-black-knight", "card-excalibur", "card-grail",
             "card-war", "quest-black-knight", "quest-lancelot", "quest-dragon", "quest-excalibur", "quest-grail",
             "quest-war", "siege-fight", "sacrifice")


@pytest.mark.parametrize("lang", LANGS)
def test_a_first_rounds_lessons_are_one_page_each(lang):
    cat = Catalog.load(lang, "shadows")
    long = {lesson: pages for lesson in ROUND_ONE
            if (pages := text_pages(View(prompt="", message=LESSONS.text(cat, lesson), cover=True, ok="OK"))) > 1}
    assert not long, (lang, long)
    # The goal may take two pages; the opening before Arthur's first choice: four at most.
    opening = [text_pages(View(prompt="", message=LESSONS.text(cat, lesson), cover=True, ok="OK"))
               for lesson in (*lessons.OPENING, "power-arthur")]
    assert opening[0] <= 2 and sum(opening) <= 4, (lang, opening)


@pytest.mark.parametrize("card, lesson", [("black-knight-3", "card-black-knight"),
                                          ("lancelot-dragon-1-5", "card-lancelot-dragon"),
                                          ("mercenaries", "card-war"), ("morgan-siege", "card-special")])
def test_a_first_black_card_that_asks_a_question_reaches_its_lesson(card, lesson):
    """Face up or down (which number counts), which war, Merlin's counter: the card's rule explains the question."""
    _, taught = play("new arthur kay gawain", "evil black", f"black {card}")
    assert lesson in taught[2]


@pytest.mark.parametrize("card, lesson", [("despair", "card-grail"), ("excalibur", "card-excalibur"),
                                          ("picts", "card-war")])
def test_a_black_card_that_asks_nothing_is_taught_when_its_quest_leans_to_evil(card, lesson):
    """The answer says where the first goes; the rule of the next ones comes with the second (a war: half lost)."""
    lines = ["new arthur kay gawain", "evil black", f"black {card}", "draw", "end", "evil black", f"black {card}"]
    _, taught = play(*lines)
    assert lesson not in taught[2]
    assert lesson in taught[-1]


def test_a_combat_card_asks_face_up_or_down_with_its_lesson_first():
    """The card's kind first (which number counts), then « Cachée : +1 Blanche », the question asked now."""
    _, taught = play("new arthur kay gawain", "evil black", "black lancelot-dragon-3-7")
    assert taught[2].index("card-lancelot-dragon") < taught[2].index("face-down")


def test_a_special_black_card_teaches_the_merlin_counter():
    session, taught = play("new arthur kay gawain", "evil black", "black vivien")
    assert session.state()["pending"]["decision"] == "counter"
    assert "card-special" in taught[2]


def test_a_card_for_a_finished_quest_teaches_the_siege_engine_it_adds():
    session, _ = play("new arthur kay gawain", "evil black")
    before = copy.deepcopy(session.state())
    before["quests"]["excalibur"]["status"] = "lost"
    taught = lessons.reached(before, session.state(), "black excalibur")
    assert "card-dead-quest" in taught and "card-excalibur" not in taught


def test_a_quest_is_taught_when_a_knight_there_is_first_asked_to_act():
    """Gone to the Grail, his turn is done: its rules come at his next heroic question, never as he arrives (leaving
    the Grail costs nothing: no move lesson there); the white cards' kinds with the first one played."""
    _, taught = play("new arthur kay gawain", "evil siege", "move grail", "end", "evil siege", "draw", "end",
                     "evil siege", "draw", "end", "evil siege")
    assert "quest-grail" not in taught[2]
    assert taught[-1][:2] == ["heroic", "quest-grail"] and "camelot" not in taught[-1] and "move" not in taught[-1]
    assert "white-cards" not in [lesson for lessons_of_line in taught for lesson in lessons_of_line]
    assert "white-cards" in lessons.reached(*played_grail(), "play grail")


def played_grail():
    """Before and after Arthur, on the Grail, plays a grail card (his first card spent)."""
    session, _ = play("new arthur kay gawain", "evil siege", "move grail", "end", "evil siege", "draw", "end",
                      "evil siege", "draw", "end", "evil siege")
    before = session.state()
    assert session.submit("play grail").accepted
    return before, session.state()


def test_a_solo_quest_teaches_the_cost_of_leaving_it_with_its_rules():
    """On the Black Knight (solo), the knight asked to act learns its rules and that leaving it discards his cards."""
    _, taught = play("new arthur kay gawain", "evil siege", "move black-knight", "end", "evil siege", "draw", "end",
                     "evil siege", "draw", "end", "evil siege")
    assert taught[-1][:3] == ["heroic", "quest-black-knight", "move"]


def test_an_engine_at_camelot_teaches_the_fight_before_the_cards_are_picked():
    """The fight's cards are scanned before its line is sent: with an engine there, its rule comes with the heroic
    question at Camelot (a play-test picked its cards before learning of the die); none, no page for it."""
    _, taught = play("new arthur kay gawain", "evil siege")
    assert "siege-fight" in taught[1]
    _, taught = play("new arthur kay gawain", "evil life")
    assert "siege-fight" not in taught[1]


def test_fighting_a_siege_engine_teaches_the_fight_before_the_roll():
    session, taught = play("new arthur kay gawain", "evil siege", "siege fight-2")
    assert session.state()["pending"]["decision"] == "roll"
    assert "siege-fight" in taught[2]


def _with(state: dict, **changes) -> dict:
    out = copy.deepcopy(state)
    out.update(changes)
    return out


@pytest.fixture(scope="module")
def heroic_state() -> dict:
    return play("new arthur kay gawain", "evil siege")[0].state()


def test_six_swords_come_near_with_the_traitor_and_accusations(heroic_state):
    after = _with(heroic_state, swords={"white": 4, "black": 2})
    taught = lessons.reached(heroic_state, after, "end")
    assert "traitor" in taught and "accuse" in taught
    assert "traitor" not in lessons.reached(heroic_state, _with(heroic_state, swords={"white": 2, "black": 1}), "end")


def test_engines_near_six_bring_the_traitor_too(heroic_state):
    assert "traitor" in lessons.reached(heroic_state, _with(heroic_state, siege=5), "evil siege")


def test_without_a_traitor_the_same_moment_teaches_sans_felon(heroic_state):
    no_traitor = _with(heroic_state, options={"no_traitor": True, "squires": False}, swords={"white": 4, "black": 2})
    taught = lessons.reached(heroic_state, no_traitor, "end")
    assert "no-traitor" in taught and "traitor" not in taught and "accuse" not in taught


@pytest.mark.parametrize("changes, lesson", [({"siege": 8}, "end-siege"), ({"swords": {"white": 0, "black": 4}}, "end-black"),
                                             ({"swords": {"white": 6, "black": 3}}, "end-swords"),
                                             ({"black_deck": 3}, "reshuffle")])
def test_the_ends_are_taught_as_they_come_near(heroic_state, changes, lesson):
    assert lesson in lessons.reached(heroic_state, _with(heroic_state, **changes), "end")
    assert lesson not in lessons.reached({}, play("new arthur kay gawain")[0].state(), "new arthur kay gawain")


def test_a_relic_won_teaches_its_power(heroic_state):
    after = copy.deepcopy(heroic_state)
    after["relics"]["grail"] = {"status": "held", "holder": "kay"}
    assert "relic-grail" in lessons.reached(heroic_state, after, "play grail")


def test_a_knight_near_death_teaches_death(heroic_state):
    after = copy.deepcopy(heroic_state)
    after["knights"]["kay"]["life"] = 1
    assert "death" in lessons.reached(heroic_state, after, "end")


def test_the_unmasked_traitor_is_taught_when_found(heroic_state):
    after = copy.deepcopy(heroic_state)
    after["knights"]["kay"]["traitor"] = True
    assert "traitor-unmasked" in lessons.reached(heroic_state, after, "reveal traitor")


def test_powers_are_taught_when_their_knight_plays():
    _, taught = play("new gawain tristan galahad", "evil siege")
    assert "power-gawain" in taught[1]
    _, taught = play("new percival kay palomides")
    assert "power-percival" in taught[0]


def test_a_squire_has_no_power_to_teach():
    _, taught = play("new gawain tristan galahad squires", "evil siege")
    assert "power-gawain" not in taught[1]


# ---------------------------------------------------------------- explains: the « ? » look-up

@pytest.mark.parametrize("value, lesson", [
    ("no-traitor", "no-traitor"), ("squires", "squires"), ("accuse", "accuse"), ("sacrifice", "sacrifice"),
    ("special", "special-white"), ("heal", "heal"), ("move", "move"), ("draw", "camelot"),
    ("arthur", "power-arthur"), ("black-knight", "quest-black-knight"), ("lancelot", "quest-lancelot"),
    ("dragon", "quest-dragon"), ("grail", "quest-grail"), ("excalibur", "quest-excalibur"), ("picts", "quest-war"),
    ("saxons", "quest-war"), ("lancelot-dragon-5-9", "card-lancelot-dragon"), ("fight-3", "white-cards"),
    ("merlin", "special-white"), ("morgan-life", "card-special"), ("traitor", "accuse"),
])
def test_explains_the_words_a_new_table_met(heroic_state, value, lesson):
    assert lessons.explains(value, heroic_state) == lesson


@pytest.mark.parametrize("value, lesson", [("no-traitor", "no-traitor"), ("squires", "squires"),
                                           ("tristan", "power-tristan")])
def test_explains_the_setup_menu_before_any_game(value, lesson):
    """« Sans Félon », « Variante Écuyers » and the knights are chosen before a game has a state."""
    assert lessons.explains(value, {}) == lesson


def test_explains_reads_the_phase_and_the_question():
    session, _ = play("new arthur kay gawain")
    evil = session.state()
    assert lessons.explains("siege", evil) == "first-turn"
    assert lessons.explains("life", evil) == "first-turn"
    session.submit("evil black")
    session.submit("black black-knight-3")
    face = session.state()
    assert face["pending"]["decision"] == "face"
    assert lessons.explains("down", face) == "face-down"
    assert lessons.explains("siege", play("new arthur kay gawain", "evil siege")[0].state()) == "siege-fight"
    assert lessons.explains("nothing-at-all", evil) is None


def test_every_value_explained_is_a_lesson(heroic_state):
    from companion.games.shadows.cards import CARDS, PLACES
    for value in [*CARDS, *PLACES, *lessons.VERB_LESSON, "siege", "black", "play"]:
        found = lessons.explains(value, heroic_state)
        assert found is None or found in lessons.PAGES, value


# ---------------------------------------------------------------- random games reach every lesson

def random_games(count: int):
    """Whole random games (the random-play test's lines), a third without a Traitor, a third with squires."""
    knights = ["arthur", "gawain", "kay", "percival", "tristan", "galahad", "palomides"]
    for seed in range(count):
        rng = random.Random(seed)
        flags = ([], ["no-traitor"], ["squires"])[seed % 3]
        new = "new " + " ".join(rng.sample(knights, rng.randint(3, 6)) + flags)
        session = Session.in_memory()
        session.submit(new)
        steps = [({}, session.state(), new)]
        for _ in range(600):
            if session.state()["over"]:
                break
            before, line = session.state(), candidates(session.state(), rng)
            if session.submit(line).accepted:
                steps.append((before, session.state(), line))
        yield steps


def test_random_games_reach_every_lesson_but_the_rare_ones():
    reached: set[str] = set()
    for steps in random_games(24):
        for before, after, line in steps:
            found = lessons.reached(before, after, line)
            assert set(found) <= set(lessons.PAGES), (line, found)
            reached |= set(found)
    assert set(lessons.PAGES) - set(lessons.RARE) <= reached
    assert {"no-traitor", "squires"} <= reached       # rare for the core's games, which play no variant


def test_the_dragon_is_taught_when_its_board_turns_up(heroic_state):
    before = copy.deepcopy(heroic_state)
    before["quests"]["dragon"]["status"] = "waiting"
    after = copy.deepcopy(heroic_state)
    after["quests"]["lancelot"]["status"], after["quests"]["dragon"]["status"] = "lost", "active"
    taught = lessons.reached(before, after, "black lancelot-dragon-1-5")
    assert "quest-dragon" in taught and "quest-end" in taught


# ---------------------------------------------------------------- what a first game leaves to a lesson (INSTEAD)

def read_new_game(teach: bool, line: str = "new arthur galahad gawain") -> tuple[list[str], object]:
    """A new three-knight game at the box: every text the table reads with OK before the first question."""
    from drivers.base import ButtonPress
    from drivers.display import DummyScreen

    from companion.box.app import Companion, Typed
    companion = Companion(Session.in_memory(), "shadows", DummyScreen(), Catalog.load("fr", "shadows"), teach=teach)
    companion.show()
    assert companion.step(Typed(line)).accepted
    read = []
    while companion.view.cover or companion.frontend.guiding:
        read.append(" ".join((companion.view.message or companion.view.prompt).split()))
        companion.step(ButtonPress("OK"))
    return read, companion


def test_a_first_game_leaves_the_new_game_arthurs_turn_line_and_the_allegiance_wait_to_their_lessons():
    fr = Catalog.load("fr", "shadows")
    turn, wait = fr.text("event.turn-begins-arthur", life=4), fr.text("setup.allegiance-three")
    started = fr.text("event.game-started-three", first=fr.knight("arthur"))
    assert set(lessons.INSTEAD) == {"event-turn-begins-arthur", "setup-allegiance-three", "event-game-started",
                                    "event-game-started-three", "event-turn-begins-percival", "event-edge-black-swords"}
    off, _ = read_new_game(teach=False)
    assert any(turn in text for text in off) and wait in off and off[0].startswith(started)
    on, companion = read_new_game(teach=True)
    assert not any(turn in text for text in on) and wait not in on and not any(started in text for text in on)
    assert on[0] == next(text for text in off if started not in text)      # the setup's first step, first
    # Who starts and his power, said in their place, the last page before his first question.
    assert on[-1].startswith(fr.text("lesson.power-arthur").split(";")[0])
    # Once taught, the line is said again at his next turn (the lesson is not said twice).
    from companion.box.app import Typed
    for line in ("evil siege", "draw", "end", "evil siege", "draw", "end", "evil siege", "draw", "end"):
        assert companion.step(Typed(line)).accepted, line
    assert turn in companion.view.message and fr.text("lesson.power-arthur") not in companion.view.message


def test_percivals_turn_line_and_the_black_swords_warning_are_left_to_their_lessons():
    """Perceval's turn line said his power in short right above his lesson, and the 6 black swords' warning the
    7th's loss above the end's lesson (a play-test read each twice): in a first game the lesson says them."""
    assert lessons.INSTEAD["event-turn-begins-percival"] == "power-percival"
    assert lessons.INSTEAD["event-edge-black-swords"] == "end-black"
    for lang in LANGS:
        cat = Catalog.load(lang, "shadows")
        told = cat.text("lesson.power-percival").lower()
        # Said in the turn line's place, the lesson says whose turn it is.
        assert cat.knight("percival").lower().split()[-1] in told and ("tour" in told or "turn" in told), (lang, told)


def test_without_arthur_the_turns_line_still_says_who_starts():
    """The new game's line is left to the opening; without Arthur, his first turn's line names who starts."""
    fr = Catalog.load("fr", "shadows")
    read, _ = read_new_game(teach=True, line="new kay gawain percival")
    started = fr.text("event.game-started-three", first=fr.knight("kay"))
    assert not any(started in text for text in read)
    assert read[0] == fr.text("event.turn-begins", knight=fr.knight("kay"), life=4), read


def test_tristan_moved_free_is_taught_the_quest_he_still_acts_on():
    """Tristan leaves Camelot without spending his action (p 12): on the quest he reached, his action is still to
    come, so the quest's rules come now, before he plays on it."""
    session, taught = play("new arthur tristan kay", "evil siege", "draw", "end", "evil siege", "move black-knight")
    assert session.state()["heroic"]["actions"] == []
    assert "quest-black-knight" in taught[-1]


def test_the_traitors_victims_are_explained_by_his_turn_not_their_powers(heroic_state):
    """On the unmasked Traitor's turn, the phone's « ? » beside a knight to rob says the Traitor's turn."""
    current = heroic_state["current"]
    state = copy.deepcopy(heroic_state)
    state["knights"][current]["traitor"] = True
    other = next(k for k in state["knights"] if k != current)
    assert lessons.explains(other, state) == "traitor-unmasked"
    assert lessons.explains(other, heroic_state) == f"power-{other}"


def test_a_card_played_on_a_quest_is_explained_by_the_quest():
    """On Excalibur every white card is a discard that pushes the sword (a special card too): the phone's « ? »
    beside a card under « Jouer une carte » says the quest's rule; elsewhere a card keeps its own."""
    session, _ = play("new arthur kay gawain", "evil siege", "move excalibur", "end",
                      "evil siege", "draw", "end", "evil siege", "draw", "end", "evil siege")
    state = session.state()
    assert state["current"] == "arthur" and state["knights"]["arthur"]["place"] == "excalibur"
    for card in ("fight-2", "merlin", "grail"):
        assert lessons.explains(card, state, f"play {card}", ("play",)) == "quest-excalibur", card
        assert lessons.explains(card, state, None, ("play",)) == "quest-excalibur", card
    assert lessons.explains("merlin", state) == "special-white"          # scanned with nothing asked: the card's
    camelot = play("new arthur kay gawain", "evil siege")[0].state()
    assert lessons.explains("fight-2", camelot, "play fight-2") == "white-cards"


@pytest.mark.parametrize("lang", LANGS)
def test_the_unmasked_traitors_lesson_leaves_his_turn_to_his_turns_line(lang):
    """His turn's line says what he does each turn (it came right after the lesson that said it too, in a
    play-test): the lesson says what the line does not, the look-up adds the turn."""
    cat = Catalog.load(lang, "shadows")
    told = cat.text("lesson.traitor-unmasked")
    line = cat.text("event.turn-begins-traitor", knight="kay")
    said = {w.lower() for w in re.findall(r"\w{5,}", line)}
    assert len({w.lower() for w in re.findall(r"\w{5,}", told)} & said) <= 2, told
    assert cat.text("lesson.traitor-unmasked-more") in LESSONS.text(cat, "traitor-unmasked", whole=True)


@pytest.mark.parametrize("lang", LANGS)
def test_the_special_cards_lesson_says_galahads_is_free(lang):
    """Galahad plays his first special card free, and its lesson came right then: it must not say it cost his action."""
    told = Catalog.load(lang, "shadows").text("lesson.special-white")
    assert "Galahad" in told, told


@pytest.mark.parametrize("teach", [True, False])
def test_a_variant_ticked_at_the_setup_says_what_it_changes_in_teaching_mode(teach):
    """« Sans Félon » and « Variante Écuyers » were met unexplained (issue 35): ticked on the setup's menu in teaching
    mode, each says its rule (« C'est la partie conseillée pour débuter. »); read, the menu is back, the tick kept.
    Off, a tick says nothing, as before."""
    from drivers.base import ButtonPress
    from drivers.display import DummyScreen

    from companion.box.app import Companion
    fr = Catalog.load("fr", "shadows")
    companion = Companion(Session.in_memory(), "shadows", DummyScreen(), fr, teach=teach)
    companion.show()
    for press in ("OK", "OK", "B"):         # page 3 of the knights: Sans Félon on B, Variante Écuyers on C
        companion.step(ButtonPress(press))
    said = [companion.view.message]
    if teach:
        assert said[0].startswith(fr.text("lesson.no-traitor")[:30]) and companion.view.cover
        while companion.view.cover:
            companion.step(ButtonPress("OK"))
        companion.step(ButtonPress("C"))
        assert companion.view.message.startswith(fr.text("lesson.squires")[:30])
        while companion.view.cover:
            companion.step(ButtonPress("OK"))
    else:
        companion.step(ButtonPress("C"))
        assert not any(said) and not companion.view.message
    assert companion.view.marked == frozenset({1, 2}) and not companion.session.lines
