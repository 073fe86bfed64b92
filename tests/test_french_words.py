"""French as a player writes it: plurals that hold for 0, elision before a name, agreement in the strips."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.core.i18n import LOCALE_DIR, Catalog, elides, parse
# The `[one]` check is the word lints' own (string literals included), written once.
from tests.test_word_lints import ones_with_numbers as one_variants_with_numbers

ROOT = Path(__file__).parent.parent
# Every French catalogue: the core's and each game's (recap.fr.ftl and the page's page.fr.ftl included).
FRENCH = sorted([*LOCALE_DIR.glob("*fr.ftl"), *(ROOT / "companion" / "games").glob("*/table/locale/*fr.ftl")])


def test_the_check_finds_a_literal_one():
    """French `one` holds 0 and 1: « 1 manoir » for a player with none is what the check catches."""
    from companion.core.i18n import parse_text
    bad = parse_text("m = { $n ->\n    [one] 1 manoir\n   *[other] { $n } manoirs\n}\n")
    good = parse_text("m = { $n ->\n    [0] aucun manoir\n    [one] 1 manoir\n   *[other] { $n } manoirs\n}\n")
    assert one_variants_with_numbers(bad) == ["m: 1 manoir"]
    assert one_variants_with_numbers(good) == []


@pytest.mark.parametrize("path", FRENCH, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_french_one_variant_prints_a_number_of_its_own(path):
    assert one_variants_with_numbers(parse(path)) == []


def test_zero_reads_as_zero_not_one():
    merlin = Catalog.load("fr", "merlin")
    said = merlin.text("say.holdings", name="Anne", shields="aucun", traitors="aucun", excalibur=False,
                       grail=False, manors=0)
    assert "0 manoir" in said and "1 manoir" not in said
    assert "0 pomme" in merlin.text("say.apple-take", n=0)
    shadows = Catalog.load("fr", "shadows")
    assert shadows.text("board.deck", n=0) == "Pioche Noire : 0 carte"
    assert shadows.text("board.deck", n=1) == "Pioche Noire : 1 carte"


@pytest.mark.parametrize("name, elided", [("Élise", True), ("Anne", True), ("Yves", True), ("Hugo", True),
                                          ("Hélène", True), ("Ulysse", True), ("Marc", False), ("Yann", False),
                                          ("Harry", False), ("Bob", False), ("", False)])
def test_which_names_take_an_elision(name, elided):
    assert elides(name) is elided


@pytest.mark.parametrize("name, said", [("Élise", "d'Élise"), ("Anne", "d'Anne"), ("Yves", "d'Yves"),
                                        ("Hugo", "d'Hugo"), ("Marc", "de Marc")])
def test_de_before_a_players_name_elides(name, said):
    tournament = Catalog.load("fr", "tournament")
    assert tournament.text("games.result", name=name) == f"victoire {said}"
    assert tournament.text("recap.tokens", name=name, tokens="rouge") == f"Jetons {said} : rouge."
    assert f"main {said}." in tournament.text("event.knock-down", name="Paul", target_name=name)
    merlin = Catalog.load("fr", "merlin")
    assert merlin.text("box.spend-effect-other", name=name, space="Manoir") == f"l'action {said} (Manoir)"
    assert merlin.text("event.action-borrowed", name="Paul", of_name=name).endswith(f"Chevalier {said}.")


def test_english_has_no_elision():
    assert Catalog.load("en", "tournament").text("games.result", name="Anne") != "victoire d'Anne"
    assert "Anne" in Catalog.load("en", "merlin").text("option.other", name="Anne")


def test_a_name_with_its_own_case_keeps_it():
    """Shadows' knights carry their « de » case (« du Roi Arthur »): the function keeps it."""
    from companion.core.i18n import sources
    shadows = Catalog("fr", [*sources("fr", "shadows"), 'test-elide = { ELIDE("de", $who) }\n'])
    said = shadows.text("test.elide", who=shadows.name("knight-arthur"))
    assert said == "du Roi Arthur"


FRENCH_PLAYER_BEFORE = re.compile(r"\b(?:de|le|que) \{ *\$(?:name|of_name|target_name|winner|player) *\}")


@pytest.mark.parametrize("path", FRENCH, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_word_before_a_players_name_goes_through_the_elision(path):
    assert FRENCH_PLAYER_BEFORE.findall(path.read_text("utf-8")) == []


def _shadows(lines: list[str]) -> dict:
    from companion.core.replay import replay_lines
    return replay_lines(["new arthur gawain kay", *lines]).public_state()


@pytest.mark.parametrize("lang, one, two", [("fr", "1 blanche, 1 noire", "0 blanche, 3 noires"),
                                            ("en", "1 white, 1 black", "0 white, 3 black")])
def test_the_shadows_strip_agrees_with_its_counts(lang, one, two):
    from companion.games.shadows.table.screen import strip_text
    cat = Catalog.load(lang, "shadows")
    state = _shadows([])
    state["swords"] = {"white": 1, "black": 1}
    assert one in strip_text(state, cat)
    state["swords"] = {"white": 0, "black": 3}
    assert two in strip_text(state, cat)


def test_sword_counts_read_as_words_not_a_range():
    cat = Catalog.load("fr", "shadows")
    assert cat.text("event.swords-added-black", n=1, white=0, black=1) == "+1 Épée noire (0 blanche, 1 noire)."
    assert cat.text("event.swords-added-white", n=2, white=3, black=5) == "+2 Épées blanches (3 blanches, 5 noires)."
    # With a quest's end, in one paragraph that must stay within three pages, the strip gives the totals.
    assert cat.text("event.swords-added.black.quest", n=1, white=0, black=1, base=1, heroism=0, mists=0) == "+1 Épée noire."
    english = Catalog.load("en", "shadows").text("event.swords-added-white", n=2, white=3, black=5)
    assert english == "+2 white swords (3 white, 5 black)."


@pytest.mark.parametrize("path", FRENCH, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_count_reads_from_one_number_to_another(path):
    """« (0 à 1) » reads « from 0 to 1 »: two counts side by side say what each one counts."""
    assert re.findall(r"\(\{ *\$\w+ *\} à \{ *\$\w+ *\}\)", path.read_text("utf-8")) == []


def test_a_life_total_says_what_it_counts():
    """« Tour du Roi Arthur (4) » said a bare number: the voice names the Points de Bravoure; the screen
    leaves them to the strip (its heart and count), so the power's hint keeps the menu in sight."""
    from companion.box.speech import spoken_form
    fr, en = Catalog.load("fr", "shadows"), Catalog.load("en", "shadows")
    shown = fr.text("event.turn-begins-arthur", life=4)
    assert shown == "Tour du Roi Arthur : il peut échanger une carte." and "(4)" not in shown
    assert spoken_form(shown, fr).startswith("Tour du Roi Artur, 4 Points de Bravoure :")
    perceval = fr.text("event.turn-begins-percival", life=1)
    assert spoken_form(perceval, fr).startswith("Tour de Sire Perceval, 1 Point de Bravoure :")
    armor = en.text("event.turn-begins-percival-armor", life=3)
    assert spoken_form(armor, en).startswith("Sir Percival's turn, 3 life points:")


def test_merlin_options_and_servants_agree():
    cat = Catalog.load("fr", "merlin")
    assert cat.option_words(("repel", "blue"), "repel blue", {}) == "Traîtres bleus"
    assert cat.option_words(("excalibur", "blue"), "excalibur blue", {}) == "Traître bleu"
    said = cat.text("say.servant-home", servant=cat.servant("lady"))
    assert "chassé" not in said and said == "ramenez votre Dame d'honneur au château"   # with its verb, as every step


def test_merlin_says_tour_for_a_round_everywhere_in_french():
    """The rulebook's word for the six rounds is « tour »: the box, the recap and the page say it alike."""
    from companion.web.page_words import own_words
    merlin = ROOT / "companion" / "games" / "merlin" / "table" / "locale"
    for path in merlin.glob("*fr.ftl"):
        assert "manche" not in path.read_text("utf-8").lower(), path
    page = own_words(merlin, "fr")   # page.fr.ftl, as the page is served it
    assert len(page) > 50 and not [key for key, text in page.items() if key.startswith("m.") and "manche" in text.lower()]
    assert page["m.round"].startswith("Tour ")
