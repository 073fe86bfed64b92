"""Every step of every scenario, through the real front end, screen and speech text.

- every frame renders, with no missing glyph and no label wider than the screen;
- nothing shown, spoken or logged names a card lying face down;
- the box's loop (Companion) behaves like `camelot replay`: same final state.
"""
from __future__ import annotations

import logging
from pathlib import Path

import pytest

from companion.box.app import Companion, Typed
from companion.games.shadows.table.frontend import Menus as Frontend
from companion.core.i18n import Catalog
from companion.journal.tablefile import command_lines, replay_file
from companion.journal.session import Session
from companion.games.shadows.cards import CARDS
from drivers.display import DummyScreen
from tests.wired_box import assert_frame_fits

HERE = Path(__file__).parent
FILES = sorted([p for p in (HERE / "scenarios").rglob("*.table")
                if not {"tournament", "merlin"} & set(p.relative_to(HERE).parts)]
               + list((HERE.parent.parent / "shared" / "scenarios").glob("*.table")))


class Voice:
    """Records what would be said (the real espeak-ng path is tested in test_speech.py)."""

    def __init__(self):
        self.said: list[str] = []

    def say(self, text: str) -> None:
        self.said.append(text)


def hidden_names(session: Session) -> set[str]:
    """Every way of naming a card that lies face down right now."""
    names = set()
    game = session.game
    if game is None:
        return names
    for quest in ("black-knight", "lancelot", "dragon"):
        for card in game.quests[quest].black:
            if not card.face_up:
                names |= {card.slug, CARDS[card.slug].name["fr"], CARDS[card.slug].name["en"]}
    return names


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_step_renders_and_keeps_the_secrets(path, lang, caplog):
    caplog.set_level(logging.DEBUG)
    cat = Catalog.load(lang)
    screen, voice = DummyScreen(), Voice()
    box = Companion(Session.in_memory(), "shadows", screen, cat, speaker=voice)
    for line in command_lines(path):
        box.step(Typed(line))
        view = box.view
        texts = assert_frame_fits(screen, view)
        secrets = hidden_names(box.session)
        shown = "\n".join(texts + voice.said[-1:] + [r.getMessage() for r in caplog.records])
        leaked = [name for name in secrets if name in shown]
        assert not leaked, f"after '{line}': {leaked} in {shown!r}"
        # Every message found its words and every parameter it names.
        troubles = [r.getMessage() for r in caplog.records if r.name == "companion.core.i18n"]
        assert not troubles, f"after '{line}': {troubles}"
    final = replay_file(path)
    state = box.session.state()
    for key in ("swords", "siege", "phase", "current", "quests", "knights", "result"):
        assert state[key] == final[key], key


def test_feed_with_a_language_answers_with_the_words_of_the_box():
    import json
    import subprocess
    import sys
    lines = "new arthur gawain kay\nevil black\nblack picts\nfrobnicate\n"
    run = subprocess.run([sys.executable, "-m", "companion.cli", "feed", "--memory", "--lang", "fr"],
                         input=lines, capture_output=True, text=True, check=True)
    answers = [json.loads(line) for line in run.stdout.splitlines()]
    # Arthur's power is said with his turn, short enough to leave the evil menu in sight.
    assert answers[0]["said"][1] == "Tour du Roi Arthur : il peut échanger une carte."
    # A new game opens on its setup guide (the rulebook's « Mise en place »), page by page.
    assert answers[0]["prompt"] == Catalog.load("fr", "shadows").text("setup.boards")
    assert answers[1]["said"] == [] and answers[1]["prompt"] == "Scannez la carte Noire piochée."
    assert "Posez un Guerrier sur la Guerre contre les Pictes : 1 sur 4." in answers[2]["said"]
    assert answers[3]["said"] == ["Commande inconnue."] and not answers[3]["accepted"]
    english = subprocess.run([sys.executable, "-m", "companion.cli", "feed", "--memory", "--lang", "en"],
                             input=lines, capture_output=True, text=True, check=True)
    assert json.loads(english.stdout.splitlines()[0])["said"][1] == "King Arthur's turn: he may swap a card."


# ---------------------------------------------------------------------- the keys' grammar (issue 32)

from companion.core.frontend import BoardStep  # noqa: E402
from companion.core.step import UndoStep  # noqa: E402
from drivers.base import ButtonPress  # noqa: E402

GAMES = ("shadows", "tournament", "merlin")
NEW_LINES = {"shadows": "new arthur gawain kay", "tournament": "new tournament 3 Marc Léa Anne",
             "merlin": "new merlin 3 Marc Léa Anne"}


def played_lines(kind: str, seed: int, steps: int) -> list[str]:
    """A random game's accepted lines (the games' own random players)."""
    import random
    rng = random.Random(seed)
    session = Session.in_memory()
    assert session.submit(NEW_LINES[kind]).accepted
    if kind == "merlin":
        from tests.merlin.table import Table as MerlinTable
        from tests.merlin.test_random_play import pick
        table = MerlinTable()
        table.session = session
    for _ in range(steps):
        state = session.state()
        if state["over"]:
            break
        if kind == "shadows":
            from tests.shadows.test_random_play import candidates
            tries = [candidates(state, rng)]
        elif kind == "tournament":
            from tests.tournament.test_random_play import candidates
            tries = rng.sample(found := candidates(state, rng), len(found))
        else:
            tries = [pick(state, table, rng, abandon=0)]
        for line in tries:
            if session.submit(line).accepted:
                break
    return list(session.lines)


def box_at(kind: str, lines: list[str]) -> Companion:
    """A box whose journal holds `lines`, the last one just answered (its words over the menu), phones served."""
    session = Session.in_memory()
    for line in lines[:-1]:
        assert session.submit(line).accepted, line
    box = Companion(session, kind, DummyScreen(), Catalog.load("fr", kind), page_url="http://camelot.local:8080/")
    box.seats_on = True
    box.show()
    box.step(Typed(lines[-1]))
    return box


def press(box: Companion, name: str, held: bool = False) -> None:
    box.step(ButtonPress(name, held))


def moments(kind: str):
    """Boxes in the middle of random games of `kind` (and at their end)."""
    for seed in (1, 2):
        lines = played_lines(kind, seed, 160 if kind != "merlin" else 400)
        for at in sorted({3, len(lines) // 3, 2 * len(lines) // 3, len(lines)}):
            if at >= 2:
                yield box_at(kind, lines[:at])


@pytest.mark.parametrize("kind", GAMES)
def test_back_never_spends_by_one_press_and_asks_before_an_undo(kind):
    """BACK closes what covers the menu (the words of the last answer, a page to read), then asks what an
    undo would take back and whose move it was; A keeps it; only OK takes it back, one line, said by name."""
    checked = 0
    for box in moments(kind):
        lines = list(box.session.lines)
        for _ in range(12):
            press(box, "BACK")
            assert box.session.lines == lines, "one BACK journaled something"
            if isinstance(box.frontend.open_step, UndoStep):
                break
        else:
            raise AssertionError(f"BACK never asked to take back {lines[-1]!r}")
        assert box.view.prompt.startswith("Reprendre") and box.view.ok == "reprendre"
        press(box, "A")                                   # any other key keeps it: nothing chosen, nothing taken
        assert box.session.lines == lines and not isinstance(box.frontend.open_step, UndoStep)
        press(box, "BACK")
        if not isinstance(box.frontend.open_step, UndoStep):
            press(box, "BACK")
        press(box, "BACK")                                # BACK again keeps it too
        assert box.session.lines == lines
        while not isinstance(box.frontend.open_step, UndoStep):
            press(box, "BACK")
        press(box, "OK")                                  # the named act: one line taken back, said
        assert box.session.lines == lines[:-1] and box.view.message
        checked += 1
    assert checked >= 6


@pytest.mark.parametrize("kind", GAMES)
def test_ok_and_back_in_the_board_index_its_sections_and_the_phones_screen_journal_nothing(kind):
    """OK held opens the index from any moment; OK reads every section on and closes it, never opening the
    phones' screen; the phones' screen is A of the index's second page, « Arrêter la partie » C; BACK closes
    each; nothing is journaled."""
    checked = 0
    for box in moments(kind):
        lines = list(box.session.lines)
        over = box.session.state()["over"]
        for letter in "ABC":
            press(box, "OK", held=True)
            assert isinstance(box.frontend.open_step, BoardStep)
            press(box, letter)                            # a section (or a sub-index)
            for _ in range(12):
                assert box.pairing is None, "OK reading the board opened the phones' screen"
                if not isinstance(box.frontend.open_step, BoardStep):
                    break
                press(box, "OK")
            assert not isinstance(box.frontend.open_step, BoardStep) and box.session.lines == lines
        press(box, "OK", held=True)
        press(box, "OK")                                   # the index's own page, its entries at their homes
        assert box.view.menu == ("Téléphones", "", "" if over else "Arrêter la partie")
        press(box, "A")
        if not over:
            assert box.pairing is not None                 # the phones' screen, by its own entry
            for key in ("OK", "OK", "A", "OK"):
                press(box, key)
                assert box.session.lines == lines
            press(box, "BACK")
            assert box.pairing is None                     # closed, and the page under it: the index's own page
            press(box, "C")                                # « Arrêter la partie »: its price, nothing sent
            assert "sans vainqueur" in box.view.prompt and box.session.lines == lines
            press(box, "BACK")                             # kept
        press(box, "BACK")
        assert box.session.lines == lines
        checked += 1
    assert checked >= 6


@pytest.mark.parametrize("kind", GAMES)
def test_a_game_started_by_mistake_is_taken_back_to_the_game_menu(kind):
    """Right after `new`: BACK closes the setup guide, BACK asks « Reprendre : nouvelle partie ? », OK sets the
    game aside and the box asks « Quel jeu ? » again."""
    session = Session.in_memory()
    box = Companion(session, None, DummyScreen(), Catalog.load("fr", None), choose=True)
    box.show()
    box.step(Typed(NEW_LINES[kind]))
    assert session.game is not None
    for _ in range(6):
        press(box, "BACK")
        if isinstance(box.frontend.open_step, UndoStep):
            break
    assert box.view.prompt == "Reprendre : nouvelle partie ?" and session.game is not None
    press(box, "OK")
    assert session.game is None and box.frontend.kind is None
    assert box.view.prompt == "Quel jeu ?" and "Nouvelle partie reprise" in box.view.message


@pytest.mark.parametrize("lang,asked,answers", [
    ("fr", ("Reprendre : fin du tour ", " ?"), ("OK : reprendre.", "RETOUR : garder.")),
    ("en", ("Take back: ", "'s end of turn?"), ("OK: take back.", "BACK: keep it."))])
def test_the_undo_question_says_both_its_answers(lang, asked, answers):
    """« Reprendre : fin du tour de Marc ? » is said with what each key does: OK takes it back, RETOUR keeps it
    (the voice says the question the screen asks, its choices included); in French and in English."""
    voice = Voice()
    session = Session.in_memory()
    box = Companion(session, "tournament", DummyScreen(), Catalog.load(lang, "tournament"), speaker=voice)
    box.show()
    lines = played_lines("tournament", 1, 40)
    lines = lines[:lines.index("end") + 1]
    for line in lines:
        box.step(Typed(line))
    while not isinstance(box.frontend.open_step, UndoStep):
        press(box, "BACK")
    said, prompt = voice.said[-1], box.view.prompt
    assert prompt.startswith(asked[0]) and prompt.endswith(asked[1]), prompt
    assert said.startswith(prompt) and all(answer in said for answer in answers), said
    press(box, "BACK")                                    # RETOUR keeps it, as said
    assert not isinstance(box.frontend.open_step, UndoStep) and session.lines == lines


def test_held_back_walks_back_one_named_line_a_hold():
    lines = played_lines("shadows", 3, 40)
    box = box_at("shadows", lines)
    press(box, "BACK", held=True)
    assert box.session.lines == lines[:-1] and "annul" in box.view.message.lower()
    press(box, "BACK", held=True)
    assert box.session.lines == lines[:-2]


def test_a_letter_under_a_page_waiting_for_ok_is_marked_and_said():
    """A page covering the menu: A chooses nothing hidden, the footer marks it, the voice says why."""
    voice = Voice()
    session = Session.in_memory()
    box = Companion(session, None, DummyScreen(), Catalog.load("fr", None), choose=True, speaker=voice)
    box.show()
    box.step(Typed("new arthur gawain kay"))          # the setup guide waits for OK
    assert box.frontend.guiding
    press(box, "A")
    assert session.lines == ["new arthur gawain kay"] and box.view.ok.endswith("A ✗")
    assert voice.said[-1] == "A : rien, la page attend OK."
    press(box, "OK")
    assert "✗" not in box.view.ok                       # the mark lasts until the next press


def test_the_phones_never_take_back():
    """Undo stays at the box: no menu a phone walks sends `undo`."""
    from companion.core import menu_walk
    for kind in GAMES:
        for box in list(moments(kind))[:2]:
            state = box.session.state()
            found = [option for option in menu_walk.tree(box.frontend, state) if "undo" in str(option.get("line"))]
            assert found == [], kind


def test_the_board_opened_over_the_setup_guide_answers_its_own_keys():
    """OK held over a new game's guide: the index's letters open its entries (the guide waits under it)."""
    session = Session.in_memory()
    box = Companion(session, "shadows", DummyScreen(), Catalog.load("fr", "shadows"), page_url="http://camelot.local/")
    box.seats_on = True
    box.show()
    box.step(Typed("new arthur gawain kay"))
    assert box.frontend.guiding
    press(box, "OK", held=True)
    press(box, "A")                                     # the knights' section, not a mark
    assert "✗" not in box.view.ok and box.frontend.note is not None and box.frontend.note.full
    press(box, "BACK")
    press(box, "OK")
    press(box, "A")                                     # « Téléphones »
    assert box.pairing is not None
