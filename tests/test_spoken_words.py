"""What the table reads and hears: every sentence of both games' scenarios, spoken and shown.

- speech says the choices (A : … B : …), the front end's refusals and the board, in words a voice
  of its language reads right (no « 1/3 », no « −5 » or « -2 », Arthur and Mordred spelt for French);
- the headline comes first (an unmasking, the end of the game), said once;
- a message fits a few pages; the physical steps are said (undo, the twelfth sword, a quest's end).
"""
from __future__ import annotations

import importlib.util
import re
import sys
import shutil
import subprocess
from pathlib import Path

import pytest

from companion.box.app import Companion, Scanned, Typed
from companion.core.events import Event
from companion.games.shadows.table.frontend import Menus as Frontend
from companion.core.i18n import Catalog
from companion.journal.session import Session
from companion.box.speech import spoken_form
from drivers.base import ButtonPress
from drivers.display import DummyScreen

ROOT = Path(__file__).resolve().parent.parent
SPEC = importlib.util.spec_from_file_location("say_all", ROOT / "scripts" / "say_all.py")
say_all = importlib.util.module_from_spec(SPEC)
sys.modules["say_all"] = say_all      # its dataclasses look their module up
SPEC.loader.exec_module(say_all)

# A fraction, a minus sign, or a hyphen standing for one before a number: a voice misreads them.
UNSPEAKABLE = re.compile(r"\d\s*/|−|(?<!\w)-\d")
# The most pages one message may take on the 128x64 screen (four lines a page under a footer):
# a table reads at most three pages; the rest is on the board page and the phone.
MOST_PAGES = 3


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_what_every_scenario_says_and_shows(lang):
    """Both games' scenarios played through the box once a language (the file's longest step, so one test
    checks all it gives: a module fixture would be played again on each worker of scripts/test)."""
    runs = say_all.play_all(lang)
    # Nothing spoken holds a sign or a fraction a voice misreads.
    spoken = {text for run in runs for text in run.spoken}
    assert spoken, "the scenarios said nothing"
    bad = sorted(text for text in spoken if UNSPEAKABLE.search(text))
    assert bad == [], bad[:5]
    if lang == "fr":
        # espeak-ng's French voice reads these as English words: they are spelt for it.
        assert not [text for text in spoken if re.search(r"\b(Arthur|Mordred)\b", text)]
    # Every sentence shown has a spoken form without signs.
    cat = Catalog.load(lang, "shadows")
    shown = {sentence for run in runs for sentence in run.shown}
    assert not [s for s in shown if UNSPEAKABLE.search(spoken_form(s, cat))]
    # No message floods the screen.
    too_long = [(run.name, run.longest[0]) for run in runs if run.longest[0] > MOST_PAGES]
    assert too_long == []


@pytest.mark.parametrize("name", ["defeat-all-dead.table", "grail-won.table", "excalibur-won.table"])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_floods_the_table_met_read_in_three_pages(name, lang):
    # Morgane (Bravoure) took 6 pages, the Grail won 10, Excalibur won 12.
    path = next((ROOT / "tests" / "scenarios").rglob(name))
    assert say_all.play(path, lang).longest[0] <= 3


def spoken_after(lines, lang="fr", then=()):
    """What the box says after typing `lines`, then the inputs `then` (buttons, scans)."""
    said = []

    class Voice:
        missing: list = []

        def say(self, text):
            said.append(text)

    cat = Catalog.load(lang, "shadows")
    box = Companion(Session.in_memory(), "shadows", DummyScreen(), cat, speaker=Voice())
    for line in lines:
        box.step(Typed(line))
    for event in then:
        box.step(event)
    return said, box


def test_the_menu_is_spoken_with_its_letters():
    # BACK closes the setup guide (it covers the menu); then the evil menu is spoken with its letters.
    said, _ = spoken_after(["new gawain kay tristan"], then=[ButtonPress("BACK")])
    cat = Catalog.load("fr", "shadows")
    assert said[-1].endswith(f"A : {cat.text('button.evil.black')}. B : {cat.text('button.evil.siege')}. "
                             f"C : {cat.text('button.evil.life').replace('Pt', 'Point')}.")


def test_a_refusal_of_the_front_end_is_spoken():
    said, _ = spoken_after(["new gawain kay tristan", "evil black"], then=[Scanned("fight-3")])
    assert said[-1].startswith(Catalog.load("fr", "shadows").text("ui.expect.black"))


def test_the_board_is_spoken_when_it_opens():
    # OK closes what the draw said, OK held opens the board's index (spoken), B the quests, B Excalibur's river.
    said, box = spoken_after(["new gawain kay tristan", "evil life", "draw"],
                             then=[ButtonPress("OK"), ButtonPress("OK", held=True)])
    assert box.view.prompt.startswith("Plateau") and said[-1].startswith("Plateau")
    said, box = spoken_after(["new gawain kay tristan", "evil life", "draw"],
                             then=[ButtonPress("OK"), ButtonPress("OK", held=True), ButtonPress("B"), ButtonPress("B")])
    assert "·" in box.view.prompt and not set("·◆—") & set(said[-1])   # the river is drawn, not said


def test_a_page_turned_is_not_said_again():
    said, box = spoken_after(["new gawain kay tristan"], then=[ButtonPress("C"), ButtonPress("OK")])
    assert said.count(said[-1]) == 1


def test_the_power_hints_leave_the_evil_menu_in_sight():
    for knight in ("arthur", "percival"):
        said, box = spoken_after([f"new {knight} gawain kay"] + ["evil life", "draw", "end"] * 3)   # his second turn
        assert len(box.view.menu) == 3 and not box.view.cover, box.view
        assert "peut" in box.view.message


def test_an_unmasking_names_the_traitor_first():
    path = ROOT / "tests" / "scenarios" / "knights" / "traitor-unmasked-turn.table"
    run = say_all.play(path, "fr")
    unmasking = next(message for _, message in run.messages if "Félon !" in message)
    assert unmasking.split("\n")[0].startswith("Sire Kay est le Félon !")


def test_the_eleventh_siege_engine_comes_first():
    cat = Catalog.load("fr", "shadows")
    told = cat.events([Event("siege-added", {"n": 1, "total": 11, "why": "evil"}),
                       Event("edge-siege", {"siege": 11})])
    assert told[0].startswith("Attention : 11 Engins de Siège")


def test_the_end_says_at_least_and_its_verdict_once():
    said, box = spoken_after([line for line in (ROOT / "tests" / "scenarios" / "quests" /
                                                "defeat-black-swords-before-all-dead.table").read_text().splitlines()
                              if line and not line.startswith("#")])
    text = "\n".join((box.view.message, box.view.prompt))
    assert "Au moins sept Épées noires" in text and "Sept Épées noires" not in text
    assert text.count("Mal") == 1, text
    # The table's order: the quest's result and its swords, the deaths, then the verdict they lead to.
    message = box.view.message
    assert message.index("est perdue") < message.index("meurent") < message.index("Fin de partie : 8 Épées noires")


def test_desolation_is_laid_by_its_own_name():
    cat = Catalog.load("fr", "shadows")
    told = cat.events([Event("desolation-takes-grail", {"grail": 1}),
                       Event("despair-laid", {"card": "desolation", "despair": 1, "grail": 1})])
    assert "Désolation au bout du Saint Graal" in told[-1] and "Désespoir" not in " ".join(told)


def test_the_twelfth_sword_asks_to_reveal_before_asking_who():
    path = ROOT / "tests" / "scenarios" / "knights" / "endgame-question-offers-the-living.table"
    said, box = spoken_after(say_all.command_lines(path))
    while box.view.cover:           # the reveal covers the menu; its question is said once it shows
        box.step(ButtonPress("OK"))
    told = " ".join(said)
    assert "Qui a la carte Félon ?" in told
    assert told.index("révélez vos cartes d'Allégeance") < told.index("Qui a la carte Félon ?")


def test_undoing_morgane_gives_the_points_back():
    # Undone once her effect applied: each knight's point comes back, by name.
    said, box = spoken_after(["new arthur gawain kay", "evil black", "black morgan-life", "choose none", "undo"])
    for knight in ("Le Roi Arthur", "Sire Gauvain", "Sire Kay"):
        assert f"{knight} : +1 Point de Bravoure (dé sur 4)" in box.view.message
    # Undone while Merlin may still counter her: no point was lost, the card goes back on the deck.
    said, box = spoken_after(["new arthur gawain kay", "evil black", "black morgan-life", "undo"])
    assert "Point de Bravoure" not in box.view.message and "Pioche Noire : reposez la carte dessus" in box.view.message


def test_piety_says_its_points_once():
    cat = Catalog.load("fr", "shadows")
    told = " ".join(cat.events([Event("piety", {"knight": "galahad", "who": "self"}),
                                Event("life-gained", {"knight": "galahad", "n": 3, "life": 5})]))
    assert told.count("3 Points de Bravoure") == 1


def test_a_quest_won_says_its_discards_and_its_rewards_in_one_place():
    cat = Catalog.load("fr", "shadows")
    told = cat.events([Event("quest-won", {"quest": "picts", "knights": ["arthur", "kay"]}),
                       Event("swords-added", {"colour": "white", "n": 1, "white": 1, "black": 0}),
                       Event("white-cards-to-share", {"n": 4, "knights": ["arthur", "kay"]}),
                       Event("life-gained", {"knight": "arthur", "n": 1, "life": 5}),
                       Event("life-gained", {"knight": "kay", "n": 1, "life": 4})])
    # Headline first (the result and its swords), then the discards, then who goes home with what.
    text = " ".join(told)
    assert text.startswith("La Guerre contre les Pictes est gagnée ! +1 Épée blanche.")
    assert text.index("Guerriers à la réserve") < text.index("rentrent à Camelot")
    # The 4 cards are shared, the point is each one's (issue 34); a list of knights by their short names.
    assert text.endswith("Arthur et Kay rentrent à Camelot : 4 Blanches à partager, "
                         "+1 Point de Bravoure chacun.")
    assert text.count("Camelot") == 1


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed")
def test_the_french_voice_says_minus_and_over_in_french():
    def ipa(text):
        return subprocess.run(["espeak-ng", "-v", "fr", "--ipa", "-q", text], capture_output=True, text=True,
                              check=True).stdout
    said = ipa(spoken_form("case −2, carte 1/3, le Roi Arthur", "fr"))
    assert "(en)" not in said                                   # no switch to English
    assert "mwˈɛ̃" in said and "syʁ" in said                    # « moins », « sur »


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_menu_of_several_pages_says_that_ok_gives_more(lang):
    """The setup's knights fill three pages: each but the last says « OK : la suite »; the last says what
    its OK does, as its footer shows it (« OK : commencer »)."""
    said, box = spoken_after([], lang, then=[ButtonPress("OK"), ButtonPress("OK")])
    more = Catalog.load(lang, "shadows").text("speech.more")
    assert len(said) == 2
    assert said[0].endswith(f"{more}.") and said[0].count(more) == 1
    assert more not in said[1] and box.view.ok == Catalog.load(lang, "shadows").text("ok.start")
    start = Catalog.load(lang, "shadows").text("speech.ok", label=box.view.ok)
    assert said[1].endswith(f"{start}.") and said[0].count(start) == 0


def test_a_menu_on_one_page_says_no_more():
    said, _ = spoken_after(["new gawain kay tristan"])
    assert Catalog.load("fr", "shadows").text("speech.more") not in said[-1]


def test_a_message_covering_the_menu_is_said_with_ok_closing_it_not_turning_the_page():
    # The footer says « fermer » under the warrior to place; OK closes it before any page turn, so speech
    # says so and stops there: A, B, C choose nothing under it, so the question and its choices are said once
    # it is closed, with « la suite » (never heard, pressed, and marked ✗).
    cat = Catalog.load("fr", "shadows")
    close, more = cat.text("speech.ok", label=cat.text("ok.close")), cat.text("speech.more")
    said, box = spoken_after(["new gawain kay tristan", "evil black", "black saxons"])
    assert box.view.cover and box.view.more and box.view.ok == cat.text("ok.close")
    assert said[-1].endswith(f"Posez un Guerrier sur la Guerre contre les Saxons : 1 sur 4. {close}.")
    assert more not in said[-1] and cat.text("action.draw") not in said[-1]
    box.step(ButtonPress("A"))
    assert box.view.cover and cat.text("action.draw") not in said[-1]          # the mark's word, nothing chosen
    box.step(ButtonPress("OK"))
    assert not box.view.message and close not in said[-1]
    assert said[-1].startswith("Action héroïque") and f"A : {cat.text('action.draw')}" in said[-1]
    assert said[-1].endswith(f"{more}.")


def test_a_short_message_over_a_paged_menu_says_no_page_turn_until_it_is_closed():
    # The engine's line takes the footer's place over the heroic menu (core/together.py): OK closes it first, so
    # the voice does not promise « la suite »; closed, the footer is back and said.
    more = Catalog.load("fr", "shadows").text("speech.more")
    said, box = spoken_after(["new gawain kay tristan", "evil siege"])
    assert box.view.message and box.view.more and not box.view.ok and not box.view.cover
    assert "Action héroïque" in said[-1] and more not in said[-1]
    box.step(ButtonPress("OK"))
    assert not box.view.message and box.view.page == 0 and said[-1].endswith(f"{more}.")


def test_a_games_end_says_what_ok_does_once():
    # The tournament's result names its OK itself; OK first closes the last move's message over it.
    lines = ["new tournament 2 A B"] + [line for colour, value in (("red", 3), ("blue", 3), ("yellow", 3),
                                                                   ("green", 1), ("purple", 3))
                                        for line in (f"colour {colour}", f"play {colour}-{value}", f"end {value}",
                                                     "withdraw")] + ["choose purple"]
    said, box = spoken_after(lines)
    assert said[-1].endswith("A gagne la partie avec les jetons violet, rouge, bleu, jaune, vert ! OK : fermer.")
    box.step(ButtonPress("OK"))
    assert said[-1] == "A gagne la partie ! OK : nouvelle partie."
    box.step(ButtonPress("OK"))
    assert said[-1] == "Nouvelle partie ? Ce résultat sera fermé. OK : oui, nouvelle partie."


def test_a_result_whose_words_do_not_name_ok_has_its_ok_said():
    # Merlin's result (« Marc gagne avec 35 points. ») is a step whose OK asks « Nouvelle partie ? ».
    from companion.box.speech import spoken_view
    from companion.core.screen import View
    cat = Catalog.load("fr", "shadows")
    view = View(prompt="Marc gagne avec 35 points.", ok=cat.text("ok.new-game-ask"))
    assert spoken_view(view, cat) == "Marc gagne avec 35 points. OK : nouvelle partie."


def test_a_question_said_with_its_stakes_is_not_said_again_after_them():
    cat = Catalog.load("fr", "shadows")
    said, box = spoken_after(["new gawain kay tristan", "evil black"], then=[Scanned("vivien")])
    assert box.view.cover and said[-1].count("Contrer Viviane ?") == 1
    assert said[-1].startswith("Contrer Viviane ? Si on laisse faire, plus de Merlin")
    # Two pages on the screen: OK turns the first (« la suite »), then closes; said whole at once.
    assert said[-1].endswith(f"{cat.text('speech.more')}.")
    while box.view.cover:               # read to its end and closed: its choices, where they answer
        box.step(ButtonPress("OK"))
    assert said[-1].count("Contrer Viviane ?") <= 1
    assert said[-1].endswith(f"A : Contrer : Excalibur, pas maintenant. B : Contrer : 3 cartes Merlin. "
                             f"C : {cat.text('option.counter.none')}.")
