"""The teaching mode (issue 35): every game that declares lessons keeps the seam (docs/architecture.md, « The
teaching seam »), and the core teaches each lesson once, never on an undo, remembers a named table's lessons and
keeps the game's choice over a restart; off, it adds nothing.

Run over every registered game that declares its `lessons` part, and the toy; a game without lessons yet is
skipped (its lessons are written beside this core and merged later).
"""
from __future__ import annotations

import importlib
import re

import pytest
from drivers.base import ButtonPress
from drivers.display import DummyScreen

from companion.core import registry
from companion.core.i18n import Catalog, fluent_id
from companion.core.lessons import OPENING_WORDS, Lessons, Teacher
from companion.core.screen import View, text_pages
from companion.journal.session import Session

KINDS = list(dict.fromkeys([*registry.kinds(), "toy"]))
SEEDS = tuple(range(6))      # random games a game's lessons are looked for in (their union reaches each)


@pytest.fixture(scope="module", autouse=True)
def toy_on_the_shelf():
    registry.register("toy", "tests.toygame")
    yield
    registry.unregister("toy")


def lessons_of(kind: str) -> Lessons:
    lessons = Lessons.of(registry.table(kind))
    if not lessons:
        pytest.skip(f"{kind} declares no lessons yet")
    return lessons


def game_lines(kind: str, seed: int) -> list[str]:
    """A random game of `kind`: its contract's whole game when it gives one (`whole_game`, else the undo check's
    `game_lines`), else a short game by its menus."""
    known = importlib.import_module(f"tests.{kind}.contract")
    for whole in ("whole_game", "game_lines"):
        if hasattr(known, whole):
            return list(getattr(known, whole)(seed))
    from test_game_contract import menu_game
    return list(menu_game(kind, seed))


# ---------------------------------------------------------------------- the words of each game's lessons

@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("kind", KINDS)
def test_every_lesson_has_its_words_and_title_of_at_most_two_pages_and_cites_its_page(kind, lang):
    lessons = lessons_of(kind)
    cat = Catalog.load(lang, kind)
    assert set(lessons.opening) <= set(lessons.pages) and set(lessons.rare) <= set(lessons.pages)
    for lesson, page in lessons.pages.items():
        assert re.fullmatch(r"[a-z0-9-]+", lesson), lesson
        assert isinstance(page, (int, str)) and re.fullmatch(r"\d+(-\d+)?", str(page)), (lesson, page)
        assert fluent_id(f"lesson-{lesson}") in cat.entries, f"{kind}: lesson-{lesson} missing in {lang}"
        text = lessons.text(cat, lesson)
        assert f"p.\u00a0{page})" in text and not re.search(r"p\. ?\d", cat.text(f"lesson-{lesson}")), text
        pages = text_pages(View(prompt="", message=text, cover=True, ok="OK"))
        assert pages <= 2, f"{kind} {lang}: lesson-{lesson} takes {pages} pages: {text}"
        assert fluent_id(f"lesson-{lesson}-title") in cat.entries, f"{kind}: lesson-{lesson}-title missing in {lang}"
        if fluent_id(f"lesson-{lesson}-more") in cat.entries:      # the look-up's whole rule: read, browsed
            whole = lessons.text(cat, lesson, whole=True)
            assert whole.startswith(cat.text(f"lesson-{lesson}")) and whole.endswith(text[len(cat.text(f"lesson-{lesson}")):])
            assert text_pages(View(prompt="", message=whole, cover=True, ok="OK")) <= 3, whole
    known = {fluent_id(f"lesson-{lesson}{end}") for lesson in lessons.pages for end in ("", "-title", "-more")}
    assert not {m for m in cat.messages if m.startswith("lesson")} - known, f"{kind} {lang}: words of no lesson"


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("kind", KINDS)
def test_the_opening_is_at_most_120_words(kind, lang):
    lessons = lessons_of(kind)
    cat = Catalog.load(lang, kind)
    assert lessons.opening, f"{kind}: no opening (the goal, then the first turn)"
    words = sum(len(cat.text(f"lesson-{lesson}").split()) for lesson in lessons.opening)
    assert words <= OPENING_WORDS, (kind, lang, words)


@pytest.mark.parametrize("kind", KINDS)
def test_random_games_reach_each_lesson_at_most_once_and_every_lesson_not_rare(kind):
    lessons = lessons_of(kind)
    reached, module = set(), lessons.module
    for seed in SEEDS:
        teacher = Teacher(lessons, on=True)
        told: list[str] = []
        session = Session.in_memory()
        for line in game_lines(kind, seed):
            before = session.state() if session.game is not None else {}
            outcome = session.submit(line)
            assert outcome.accepted, line
            after = session.state()
            raw = module.reached({} if line.startswith("new ") else before, after, line)
            assert set(raw) <= set(lessons.pages), (kind, line, raw)
            told += teacher.due(before, after, line, outcome)
            for option in after.get("can", []):
                found = module.explains(option, after)
                assert found is None or found in lessons.pages, (kind, option, found)
        assert len(told) == len(set(told)), (kind, seed, told)
        assert told[:len(lessons.opening)] == list(lessons.opening), told
        reached |= set(told)
    missing = set(lessons.pages) - set(lessons.rare) - reached
    assert not missing, f"{kind}: lessons no random game reached (reach them, or name them in RARE): {sorted(missing)}"


# ---------------------------------------------------------------------- the core's teacher (the toy's lessons)

def toy_lessons() -> Lessons:
    return Lessons(importlib.import_module("tests.toygame.table.lessons"))


def played(teacher: Teacher, lines: list[str], session: Session | None = None) -> list[list[str]]:
    session = session or Session.in_memory()
    said = []
    for line in lines:
        before = session.state() if session.game is not None else {}
        outcome = session.submit(line)
        said.append(teacher.due(before, session.state(), line, outcome) if outcome.accepted else [])
    return said


def test_a_lesson_is_told_once_a_game_never_for_an_undo_and_off_never():
    said = played(Teacher(toy_lessons(), on=True), ["new toy 2", "add 2", "add 2", "add 2", "add 1", "undo",
                                                    "add 1", "add 2", "add 1"])
    assert said[0] == ["goal", "turn"] and said[1:4] == [[], [], []]
    assert said[4] == ["near"] and said[5] == [] and said[6] == []      # 7 again after the undo: already taught
    assert said[7] == ["blocked"] and said[8] == []
    assert not any(played(Teacher(toy_lessons(), on=False), ["new toy 2", "add 2", "add 2", "add 2", "add 2"]))


def test_a_line_left_to_a_lesson_is_matched_whatever_its_parameters_and_only_while_the_lesson_is_to_come():
    """INSTEAD may name a message with parameters (a new game's line names who starts): the line is left out
    whatever they are, never another line; off, or once its lesson is learnt, it is said."""
    module = type("Module", (), {"PAGES": {"goal": 1, "turn": 1}, "INSTEAD": {"event-game-started": "goal",
                                                                              "toy-stop-cost": "turn"}})
    cat = Catalog.load("fr", "toy")
    started = cat.text("event-game-started", players="Anne, Marc", goal=10)
    teacher = Teacher(Lessons(module), on=True)
    spared = teacher.spared(cat, ["goal"])
    assert started in spared and cat.text("toy-stop-cost") in spared
    assert cat.text("event-game-started", players="Léa", goal=7) in spared          # any values
    assert cat.text("event-added", name="Anne", n=2, counter=2) not in spared and "Jeu de dix" not in spared
    teacher.taught = ["goal", "turn"]
    assert started not in teacher.spared(cat) and not teacher.spared(cat)           # taught: said again
    assert not Teacher(Lessons(module), on=False).spared(cat, ["goal"])              # off: every line said


def test_a_named_table_learns_once_and_a_table_without_names_each_game():
    kept: dict = {}
    teacher = Teacher(toy_lessons(), on=True, learnt_of=lambda state: kept.get(tuple(state["players"]), ()),
                      keep=lambda t, state: kept.__setitem__(tuple(state["players"]), list(t.taught)))
    assert played(teacher, ["new toy 2 Anne Marc", "add 2"])[0] == ["goal", "turn"]
    assert played(teacher, ["new toy 2 Anne Marc"])[0] == []      # a second evening: quieter
    from companion.box.lesson_file import table_key
    assert table_key("toy", {"seats": ["p1", "p2"], "players": {"p1": {"name": "Marc"}, "p2": {"name": "Anne"}}}) \
        == "toy:Anne,Marc"
    assert table_key("toy", {"seats": ["p1", "p2"], "players": {"p1": {"name": "p1"}, "p2": {"name": "Anne"}}}) is None


def box(tmp_path, teach: bool, kind: str | None = "toy"):
    from companion.box.app import Companion
    session = Session.open(tmp_path / "journal.sqlite")
    companion = Companion(session, kind if session.game is None else None, DummyScreen(),
                          Catalog.load("fr", kind), teach=teach, choose=kind is None)
    companion.show()
    return companion


def test_the_box_teaches_before_the_question_in_the_story_and_remembers_over_a_restart(tmp_path):
    from companion.box.app import Typed
    first = box(tmp_path, teach=True)
    first.step(Typed("new toy 2 Anne Marc"))
    assert "Le but : amener le compteur à dix" in first.view.message and first.view.cover
    assert "(règle p.\u00a01)" in first.story.steps[-1].words()          # told once: the voice, the phones
    assert "ajoutez 1 ou 2" in first.story.steps[-1].words() and "Passer" not in first.story.steps[-1].words()  # told: short
    for line in ("add 2", "add 2", "add 2", "add 1"):
        first.step(Typed(line))
    assert "Dix approche" in first.view.message
    first.session.close() if hasattr(first.session, "close") else None
    again = box(tmp_path, teach=False)        # restarted mid-game, the configuration off: the game's choice holds
    assert again.frontend.context.teacher.on and again.frontend.context.teacher.taught == ["goal", "turn", "near"]
    again.step(Typed("add 1"))
    assert "Dix approche" not in again.view.message
    again.step(Typed("add 1"))
    assert "dépasse jamais" in again.view.message


def test_the_game_menu_turns_teaching_on_and_the_board_index_reads_a_lesson_again(tmp_path):
    menu = box(tmp_path, teach=False, kind=None)
    for press in ("OK", "C"):
        menu.step(ButtonPress(press))
    assert "la boîte explique chaque règle la première fois" in menu.view.message
    assert "Première partie : oui" in menu.view.menu
    menu.step(ButtonPress("OK"))          # read: the menu again, on its page
    menu.step(ButtonPress("A"))           # the toy
    menu.step(ButtonPress("A"))           # two players
    assert menu.session.lines == ["new toy 2"] and "Le but" in menu.view.message
    menu.step(ButtonPress("OK", held=True))
    while "Règles" not in menu.view.menu:
        menu.step(ButtonPress("OK"))
    menu.step(ButtonPress("ABC"[menu.view.menu.index("Règles")]))
    assert menu.view.menu[:2] == ("Un tour", "Le but")          # the question's own options' first, then taught
    menu.step(ButtonPress("A"))
    assert "ajoutez 1 ou 2" in menu.view.prompt and "(règle p.\u00a01)" in menu.view.prompt
    assert "Passer n'est pas permis." in menu.view.prompt       # asked: the whole rule, its detail told only here


def test_the_rules_opened_over_a_question_list_the_rules_of_its_options_first(tmp_path):
    from companion.box.app import Typed
    table = box(tmp_path, teach=True)
    for line in ("new toy 2 Anne Marc", "add 2", "add 2", "add 2", "add 2", "add 1"):     # 9: only 1 may be added
        table.step(Typed(line))
    while table.view.cover:
        table.step(ButtonPress("OK"))
    assert table.frontend.context.teacher.taught[:2] == ["goal", "turn"]
    table.step(ButtonPress("OK", held=True))
    while "Règles" not in table.view.menu:
        table.step(ButtonPress("OK"))
    table.step(ButtonPress("ABC"[table.view.menu.index("Règles")]))
    assert table.view.menu[:2] == ("Un tour", "Jamais plus de dix")      # « Ajouter 1 », « (Ajouter 2) »: theirs
    assert table.view.menu[2] == "Le but"                               # then the ones taught


NEW_GAME = {"shadows": "new arthur kay gawain", "merlin": "new merlin 2 Anne Marc",
            "tournament": "new tournament 3 Anne Léa Marc"}


@pytest.mark.parametrize("kind", sorted(NEW_GAME))
def test_back_leaves_the_rules_index_from_any_of_its_pages_for_the_board_index(tmp_path, kind):
    """« Règles » (several pages) is a sub-index of the board's: BACK closes what covers the screen, from any page
    of it one BACK goes up to the board's index (on its page, « Règles » in view), a second closes the board; a
    lesson read from it closes back to the page it was chosen on."""
    from companion.box.app import Typed
    table = box(tmp_path, teach=True, kind=kind)
    table.step(Typed(NEW_GAME[kind]))
    while table.frontend.guiding:
        table.step(ButtonPress("OK"))
    under = table.view
    rules = table.frontend.cat.text("ui.board-rules")
    pages = 0
    for page in range(3):
        table.step(ButtonPress("OK", held=True))
        while rules not in table.view.menu:
            table.step(ButtonPress("OK"))
        index = table.view
        table.step(ButtonPress("ABC"[table.view.menu.index(rules)]))
        assert table.view.prompt == rules
        first = table.view.menu
        for _ in range(page):
            table.step(ButtonPress("OK"))
        assert table.view.prompt == rules and (page == 0 or table.view.menu != first), table.view
        at = table.view.menu
        table.step(ButtonPress("A"))               # a lesson read again, then closed: the same page of the index
        table.step(ButtonPress("BACK"))
        assert table.view.prompt == rules and table.view.menu == at
        table.step(ButtonPress("BACK"))            # one BACK: the board's index, as it was
        assert table.view == index, (page, table.view)
        table.step(ButtonPress("BACK"))            # and the board closes
        assert (table.view.prompt, table.view.menu) == (under.prompt, under.menu)
        pages += 1
    assert pages == 3


@pytest.mark.parametrize("kind", KINDS)
def test_off_a_game_shows_and_says_the_same_frames_as_a_box_without_lessons(kind, monkeypatch):
    """The mode off: a game (its random lines, a table's presses between them: reading, the board, BACK, an undo),
    frame for frame and word for word, as a box whose menus have no teacher at all."""
    from companion.box.app import Companion, Typed
    import companion.journal.session as session_module
    monkeypatch.setattr(session_module, "_new_seed", lambda: 1234567)     # the same dice for both boxes
    lines = game_lines(kind, 1)[:40]
    presses = [ButtonPress("OK"), ButtonPress("OK", held=True), ButtonPress("B"), ButtonPress("OK"),
               ButtonPress("BACK"), ButtonPress("BACK")]

    class Voice:
        missing: list = []

        def __init__(self):
            self.said = []

        def say(self, text):
            self.said.append(text)

    def frames(teacher_for) -> list:
        with monkeypatch.context() as patched:
            if teacher_for is not None:
                patched.setattr(Companion, "teacher_for", teacher_for)
            voice = Voice()
            companion = Companion(Session.in_memory(), kind, DummyScreen(), Catalog.load("fr", kind), speaker=voice)
            companion.show()
            shown = [companion.view]
            for at, line in enumerate(lines):
                for event in [Typed(line), *(presses if at % 5 == 2 else [ButtonPress("OK")]),
                              *([Typed("undo"), Typed(line)] if at % 7 == 3 else [])]:
                    companion.step(event)
                    shown.append(companion.view)
            return shown + [step.words() for step in companion.story.steps] + voice.said
    assert frames(None) == frames(lambda self, kind: None)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("kind", KINDS)
def test_from_the_game_menu_to_the_first_choice_at_most_120_words_in_teaching_mode(kind, lang):
    """« Quel jeu ? », the setup's first question, what the new game says, its guide read with OK (its physical
    steps apart) and the first player's first question: about 30 seconds of reading."""
    lessons_of(kind)
    from companion.box.app import Companion, Typed
    from companion.core import narration
    known = importlib.import_module(f"tests.{kind}.contract")
    companion = Companion(Session.in_memory(), None, DummyScreen(), Catalog.load(lang, None), choose=True, teach=True)
    companion.show()
    shown = [companion.view.prompt]
    page, letter = divmod(registry.kinds().index(kind), 3)
    for press in ["OK"] * page + ["ABC"[letter]]:      # the game, on « Quel jeu ? »; its setup's menus by typing
        companion.step(ButtonPress(press))
    shown.append(companion.view.prompt)
    companion.step(Typed(known.OPENINGS[0]))
    cat = companion.catalog
    physical = {" ".join(page.split()) for page in narration.steps(kind, cat, {}, companion.session.state()).pages}
    for _ in range(40):
        view = companion.view
        text = view.prompt if companion.frontend.guiding else "\n".join((view.message, view.prompt))
        if " ".join(text.split()) not in physical:
            shown.append(text)
        if not (view.cover or companion.frontend.guiding):
            break
        companion.step(ButtonPress("OK"))
    words = len(" ".join(dict.fromkeys(shown)).replace("\f", " ").split())
    # About 120: the opening's own 120 at most, with the game's first sentence and the first question around it.
    assert words <= OPENING_WORDS + 30, (kind, lang, words, shown)


def test_the_phone_is_given_the_rule_behind_an_option_in_teaching_mode_only():
    from companion.core import menu_walk
    from companion.core.table import TableContext
    session = Session.in_memory()
    session.submit("new toy 2 Anne Marc")
    cat = Catalog.load("fr", "toy")
    for on in (True, False):
        teacher = Teacher(toy_lessons(), on=on)
        front = registry.table("toy").frontend(cat, TableContext.seeded(1, teacher=teacher))
        options = menu_walk.level(front, session.state(), [])["options"]
        rules = {option["label"]: option.get("rule") for option in options}
        if on:
            assert "ajoutez 1 ou 2" in rules["Ajouter 1"] and "(règle p.\u00a01)" in rules["Ajouter 1"]
            assert "Passer n'est pas permis." in rules["Ajouter 1"]     # asked: the whole rule
            assert rules["Arrêter la partie"] is None
        else:
            assert not any(rules.values())


def phone_option(kind: str, lines, labels: list[str]) -> tuple[dict, object, object]:
    """The option a phone shows at the end of `labels` (its menus walked label by label) after `lines`, in teaching
    mode; with the game's session and the teacher."""
    from companion.core import menu_walk
    from companion.core.table import TableContext
    session = Session.in_memory()
    for line in lines:
        assert session.submit(line).accepted, line
    teacher = Teacher(Lessons.of(registry.table(kind)), on=True)
    front = registry.table(kind).frontend(Catalog.load("fr", kind),
                                          TableContext.seeded(1, teacher=teacher, engine=lambda: session.game))
    path: list = []
    for at, label in enumerate(labels):
        options = menu_walk.level(front, session.state(), path)["options"]
        option = next((o for o in options if o["label"] == label), None)
        assert option is not None, (label, [o["label"] for o in options])
        if at == len(labels) - 1:
            return option, session, teacher
        path.append(option["index"])
    raise AssertionError(labels)


def rule_of(kind: str, lesson: str) -> str:
    """A lesson as the phone's « ? » gives it (the whole rule, its page cited)."""
    return Lessons.of(registry.table(kind)).text(Catalog.load("fr", kind), lesson, whole=True)


MERLIN_SETUP = ("new merlin 2 Anne Marc", "domain MmwWlL mmwwll lwmMWL", "start p1 grey orange grey black",
                "start p2 blue black blue orange", "traitors p1 black grey grey", "traitors p2 blue orange brown",
                "roll p1 1 2 4 5", "roll p2 2 3 5 6")


@pytest.mark.parametrize("labels, figure, value, way", [
    (["1↻ Quête"], "knight", 1, None),                                  # a knight's die
    (["Merlin 5↺ PV influence"], "merlin", 5, "ccw"),                   # Merlin's, the other way
    (["Pomme, drapeau…", "Chevalier", "Dé 1", "6↻ Manoir"], "knight", 6, None),    # a die flipped (1 -> 6)
])
def test_the_phones_rule_of_a_merlin_move_is_the_space_it_lands_on(labels, figure, value, way):
    from companion.games.merlin.table import lessons
    option, session, _ = phone_option("merlin", MERLIN_SETUP, labels)
    kind = session.game.landing(figure, value, way)[1]
    assert option["rule"] == rule_of("merlin", lessons.space_lesson(kind)), (option, kind)
    assert option["rule"] != rule_of("merlin", "first-turn")


def test_the_phones_rule_of_a_merlin_modifier_is_its_own():
    apple, _, _ = phone_option("merlin", MERLIN_SETUP, ["Pomme, drapeau…", "Chevalier", "Dé 1", "Pomme"])
    assert apple["rule"] == rule_of("merlin", "apples")
    knight, _, _ = phone_option("merlin", MERLIN_SETUP, ["Pomme, drapeau…", "Chevalier", "Dé 2"])
    assert knight["rule"] == rule_of("merlin", "first-turn")     # a die's value: the rule of the menu it is in


@pytest.mark.parametrize("labels, lesson", [
    (["Accuser", "Sire Gauvain"], "accuse"),                # the accused: the accusation, not Gawain's power
    (["Accuser", "Sire Perceval"], "accuse"),               # himself, not possible: the same
    (["Se soigner", "3 × Graal"], "heal"),                  # the cards of a heal: the heal, not the Grail's quest
    (["Carte Spéciale", "Messager", "Le Roi Arthur"], "special-white"),      # a special card's target
    (["Se déplacer", "Chevalier Noir"], "quest-black-knight"),               # a move: the quest it goes to
])
def test_the_phones_rule_of_a_shadows_option_is_what_it_does(labels, lesson):
    from tests.ui_states import ACCUSE_OPEN_LINES
    option, _, _ = phone_option("shadows", ACCUSE_OPEN_LINES, labels)
    assert option["rule"] == rule_of("shadows", lesson), option


@pytest.mark.parametrize("labels, lesson", [
    (["Retraite", "Rouge 3"], "action-retreat"),            # the card taken back: the action card, not red's rule
    (["Chute", "Marc"], "action-knock-down"),               # the player robbed: the action card
    (["Changement d'arme", "bleu"], "action-change-weapon"),
    (["Maladresse"], "action-drop-weapon"),                 # the action card itself
])
def test_the_phones_rule_of_a_tournament_action_cards_target_is_the_action(labels, lesson):
    lines = ("new tournament 2 Anne Marc", "colour red", "play red-3", "end 3", "play red-4", "play red-3", "end 7",
             "play riposte p2")
    option, _, _ = phone_option("tournament", lines, ["Cartes, tableau…", "Jouer une carte", "Carte d'action", *labels])
    assert option["rule"] == rule_of("tournament", lesson), option


def rules_over(table) -> list[str]:
    """« Règles » opened over the question on screen (OK held, then its entry): the lessons' ids, in order."""
    table.step(ButtonPress("OK", held=True))
    rules = table.frontend.cat.text("ui.board-rules")
    while rules not in table.view.menu:
        table.step(ButtonPress("OK"))
    table.step(ButtonPress("ABC"[table.view.menu.index(rules)]))
    return [value for value, _ in table.frontend._current().items]


def test_the_boxs_look_up_over_a_question_knows_its_options_by_what_they_do(tmp_path):
    """The box's « Règles » opened over a question lists its options' rules first, as the phone's « ? » gives them:
    over Merlin's dice the spaces the figures land on, over « Qui accuser ? » the accusation (no knight's power)."""
    from companion.box.app import Typed
    from companion.games.merlin.table import lessons
    (tmp_path / "merlin").mkdir()
    table = box(tmp_path / "merlin", teach=True, kind="merlin")
    for line in MERLIN_SETUP:
        table.step(Typed(line))
        while table.frontend.guiding or table.view.cover or not any(table.view.menu):
            table.step(ButtonPress("OK"))
    game = table.session.game
    landings = [lessons.space_lesson(game.landing(figure, value, way)[1])
                for figure, value, way in (("knight", 1, None), ("knight", 2, None), ("knight", 4, None),
                                           ("merlin", 5, "cw"), ("merlin", 5, "ccw"))]
    found = rules_over(table)
    assert found[:len(set(landings))] == list(dict.fromkeys(landings)) and "first-turn" not in found[:4], found
    from tests.ui_states import ACCUSE_OPEN_LINES
    (tmp_path / "shadows").mkdir()
    table = box(tmp_path / "shadows", teach=True, kind="shadows")
    for line in ACCUSE_OPEN_LINES:
        table.step(Typed(line))
    while table.frontend.guiding or table.view.cover:
        table.step(ButtonPress("OK"))
    accuse = table.frontend.cat.text("action.accuse")
    while accuse not in table.view.menu:
        table.step(ButtonPress("OK"))
    table.step(ButtonPress("ABC"[table.view.menu.index(accuse)]))
    assert table.view.prompt == "Qui accuser de félonie ?"
    found = rules_over(table)
    assert found[0] == "accuse" and not any(lesson.startswith("power-") for lesson in found[:2]), found


def test_a_wings_explains_is_given_what_an_option_does_and_an_older_one_only_its_value(monkeypatch):
    """`explains(value, state, line, path)`: the line the option sends (None when it opens a menu), the values chosen
    on the way to its menu; a wing's `explains(value, state)` is asked as before."""
    import types
    asked = []
    stand_in = types.ModuleType("stand_in_lessons")
    stand_in.PAGES, stand_in.OPENING = {"goal": 3}, ("goal",)
    stand_in.reached = lambda before, after, line: []

    def explains(value, state, line=None, path=()):
        asked.append((value, line, path))
        return "goal"
    stand_in.explains = explains
    monkeypatch.setitem(registry.table("shadows")._parts, "lessons", "lessons")
    monkeypatch.setitem(registry.table("shadows")._loaded, "lessons", stand_in)
    from tests.ui_states import ACCUSE_OPEN_LINES
    phone_option("shadows", ACCUSE_OPEN_LINES, ["Se soigner", "3 × Graal"])
    assert ("heal", None, ()) in asked and ("grail", "heal grail grail grail", ("heal",)) in asked
    stand_in.explains = lambda value, state: "goal"
    option, _, _ = phone_option("shadows", ACCUSE_OPEN_LINES, ["Accuser"])
    assert option["rule"] == rule_of("shadows", "goal") and "(règle p.\u00a03)" in option["rule"]


def test_a_game_that_guides_its_setup_says_its_opening_after_the_setup_and_before_the_first_question(monkeypatch):
    """A stand-in for a guided game's lessons (its own are written apart): the opening's pages close the setup's
    guide, each a page, told in the story's pages (the voice says each as it is shown), then the first question."""
    import types
    from companion.box.app import Companion, Typed
    stand_in = types.ModuleType("stand_in_lessons")
    stand_in.PAGES, stand_in.OPENING = {"stand-in-goal": 3, "stand-in-turn": 4}, ("stand-in-goal", "stand-in-turn")
    stand_in.reached = lambda before, after, line: []
    wing = registry.table("tournament")
    monkeypatch.setitem(wing._parts, "lessons", "lessons")
    monkeypatch.setitem(wing._loaded, "lessons", stand_in)
    companion = Companion(Session.in_memory(), "tournament", DummyScreen(), Catalog.load("fr", "tournament"),
                          teach=True)
    companion.show()
    companion.step(Typed("new tournament 3 Anne Léa Marc"))
    pages = []
    while companion.frontend.guiding:
        pages.append(companion.view.prompt)
        companion.step(ButtonPress("OK"))
    assert pages[-2:] == ["lesson-stand-in-goal (règle p.\u00a03)", "lesson-stand-in-turn (règle p.\u00a04)"]
    assert list(companion.story.steps[0].pages[-2:]) == pages[-2:]
    assert companion.view.menu and not companion.view.cover       # the first question


def test_back_on_the_setup_guide_keeps_its_opening_for_the_next_answer(tmp_path):
    """A hurried table presses BACK on the new game's first page: the setup's steps close, but the goal and the
    first turn are not counted as taught nor remembered as learnt: the next answer tells them, once."""
    import json
    from companion.box.app import Typed
    table = box(tmp_path, teach=True, kind="tournament")
    table.step(Typed("new tournament 3 Anne Léa Marc"))
    teacher = table.frontend.context.teacher
    opening = list(teacher.lessons.opening)
    assert table.frontend.guiding and set(opening) <= set(teacher.taught)
    table.step(ButtonPress("BACK"))
    assert not table.frontend.guiding and not set(opening) & set(teacher.taught)
    remembered = json.loads((tmp_path / "lessons-learnt.json").read_text("utf-8"))
    assert not set(opening) & set(remembered["game"]["taught"])
    assert table.step(Typed("colour red")).accepted
    told = table.story.steps[-1].words()
    assert all(teacher.lessons.text(table.frontend.cat, lesson) in told for lesson in opening), told
    assert teacher.taught[:len(opening)] == opening


def test_a_lesson_closed_unread_twice_is_left_to_the_look_up(tmp_path):
    """A table in a hurry closes the goal unread, then again when it comes back: it is not told a third time in this
    game, nor remembered as learnt; « Règles » keeps it among the first."""
    from companion.box.app import Typed
    table = box(tmp_path, teach=True)
    teacher = table.frontend.context.teacher
    table.step(Typed("new toy 2 Anne Marc"))
    table.step(ButtonPress("BACK"))
    table.step(Typed("add 1"))
    assert "Le but : amener le compteur à dix" in table.story.steps[-1].words()
    table.step(ButtonPress("BACK"))
    assert "goal" not in teacher.taught and "goal" in teacher.declined
    table.step(Typed("add 1"))
    assert "Le but" not in table.story.steps[-1].words() and "goal" not in teacher.taught
    assert teacher.declined == ["goal", "turn"] and teacher.index()[:2] == ["goal", "turn"]     # the look-up's first


def test_back_on_a_lesson_not_read_to_its_end_tells_it_with_the_next_answer(tmp_path):
    """BACK closes a message at once; a lesson in it whose end the screen never showed is not counted as taught:
    it comes again with the next answer (once), and is not remembered as learnt before it is read."""
    from companion.box.app import Typed
    table = box(tmp_path, teach=True)
    table.step(Typed("new toy 2 Anne Marc"))
    teacher = table.frontend.context.teacher
    assert table.view.cover and "goal" in teacher.taught
    table.step(ButtonPress("BACK"))
    assert "goal" not in teacher.taught
    table.step(Typed("add 1"))
    assert "Le but : amener le compteur à dix" in table.story.steps[-1].words() and "goal" in teacher.taught
    while table.view.cover:
        table.step(ButtonPress("OK"))
    table.step(ButtonPress("BACK"))        # nothing covers: BACK asks about an undo, no lesson is touched
    assert "goal" in teacher.taught


def test_a_lesson_a_phones_answer_brings_is_the_boxs_not_the_players(tmp_path):
    """« Anne (téléphone) : » names who sent the answer before its own words only: the lessons it brought follow as
    the box's (on the phone a rule card apart from her words, in the voice after « Règle du jeu : »)."""
    from companion.box.app import Typed
    from companion.box.speech import spoken_form
    from tests.seated_box import SeatedBox
    from tests.story_table import Phone, Voice
    voice = Voice()
    table = SeatedBox(tmp_path, "shadows", Catalog.load("fr", "shadows"), speaker=voice, teach=True)
    try:
        table.companion.put(Typed("new arthur kay gawain"))
        table.settle()
        seat = table.session.state()["current"]
        phone = Phone(table.link, table.pair(seat, "Anne"), seat)
        shown = phone.look()
        voice.said.clear()
        siege = next(option for option in shown["options"] if option.get("line") == "evil siege")
        assert phone.tap([siege["index"]])["ok"]
        table.settle()
        step = table.companion.story.steps[-1]
        assert step.device == "phone" and step.text and step.rules, step
        teacher = table.companion.frontend.context.teacher
        lessons = teacher.texts(table.cat, teacher.last_taught)
        assert list(step.rules) == lessons and not any(lesson in step.text for lesson in lessons)
        phone.look()
        card = phone.got[-1]
        assert card["who"] == "Anne" and card["rules"] == lessons and not set(card["lines"]) & set(lessons), card
        said = "\n".join(voice.said)
        name = table.cat.text("seats.answered-by", name="Anne")
        assert f"{name} {spoken_form(step.text, table.cat)}" in said
        after = said.split(spoken_form(step.text, table.cat), 1)[1]
        lead = table.cat.text("seats.lesson-after")
        assert after.lstrip(" .\n").startswith(f"{lead} {spoken_form(lessons[0], table.cat)}"), after
        assert said.count(name) == 1                       # her words named once, never a lesson
        # The screen: her name on the answer's page, each lesson a page of its own after it.
        pages = table.companion.view.message.split("\n\f\n")
        assert pages[0].endswith(f"{name} {step.text}") and pages[1:] == lessons, pages
    finally:
        table.close()
