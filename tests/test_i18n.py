"""The catalogs: French and English say the same things, every name and card has words, refusals are plain."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.core.i18n import LOCALE_DIR, Catalog, Name, cut, entries, fluent_id, parse, variables
from companion.games.shadows.cards import CARDS, KNIGHTS, PLACES
from companion.games.shadows.events import Event
from companion.games.shadows.turn import PHASES
from companion.games.shadows.table.words import Words, event_variant

LANGS = ("fr", "en")
ROOT = Path(__file__).parent.parent
GAME_LOCALE = ROOT / "companion" / "games" / "shadows" / "table" / "locale"
TOURNAMENT_LOCALE = ROOT / "companion" / "games" / "tournament" / "table" / "locale"
MERLIN_LOCALE = ROOT / "companion" / "games" / "merlin" / "table" / "locale"
# The modules whose refusals reach the table's screen.
TABLE_MODULES = ("companion/core/protocol.py", "companion/journal/session.py", "companion/journal/store.py", "companion/box/tagmap.py",
                 *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "companion" / "games" / "shadows").glob("*.py")))
# Refusals met only by the tools (enroll, games), at start-up (printed then), or by a programming error.
NOT_AT_THE_TABLE = {"bad-card-data", "bad-tag-file", "tag-already-enrolled", "game-abandoned", "no-such-game",
                    "journal-bad-line", "journal-closed", "journal-foreign", "journal-newer", "journal-unreadable"}
DECISIONS = ("black", "roll", "reveal", "counter", "face", "war", "volunteer", "kay", "grail", "traitor", "squire")


def raw(lang: str, game_locale: Path = GAME_LOCALE) -> dict:
    """Every message and term of a language, the core's and the game's, as Fluent syntax trees."""
    out = {}
    for folder in (LOCALE_DIR, game_locale):
        found = entries(parse(folder / f"{lang}.ftl"))
        assert not set(found) & set(out), "an id is defined twice"
        out.update(found)
    return out


@pytest.mark.parametrize("game_locale", [GAME_LOCALE, TOURNAMENT_LOCALE, MERLIN_LOCALE],
                         ids=["shadows", "tournament", "merlin"])
def test_both_languages_have_the_same_messages_and_terms(game_locale):
    french, english = raw("fr", game_locale), raw("en", game_locale)
    assert sorted(set(french) - set(english)) == []
    assert sorted(set(english) - set(french)) == []


@pytest.mark.parametrize("game_locale", [GAME_LOCALE, TOURNAMENT_LOCALE, MERLIN_LOCALE],
                         ids=["shadows", "tournament", "merlin"])
def test_each_message_uses_the_same_variables_in_both_languages(game_locale):
    french, english = raw("fr", game_locale), raw("en", game_locale)
    differing = {k: (variables(french[k]), variables(english[k]))
                 for k in french if not k.startswith("-") and variables(french[k]) != variables(english[k])}
    assert differing == {}


def test_terms_of_a_kind_have_the_same_cases_and_french_ones_a_gender():
    french = Catalog.load("fr", "shadows")
    for kind in ("knight-", "place-", "relic-"):
        cases = {k: frozenset(n.cases) for k, n in french.names.items() if k.startswith(kind)}
        assert len(set(cases.values())) == 1, cases
        assert all(french.names[k].gender in ("masculine", "feminine") for k in cases)


def test_the_words_are_fluent_only():
    # The box reads only Fluent catalogs (i18n.py): a JSON catalog beside them would never be said.
    assert list((ROOT / "companion").rglob("locale/*.json")) == []


def engine_events():
    """Every event the engine emits while replaying every scenario (public and ours)."""
    from companion.journal.tablefile import replay_text
    root = Path(__file__).parent
    files = [p for p in (root / "scenarios").rglob("*.table") if not {"tournament", "merlin"} & set(p.relative_to(root).parts)] + list((root.parent.parent / "shared" / "scenarios").glob("*.table"))
    seen = {}
    for path in files:
        _, _, outcomes = replay_text(path.read_text())
        for outcome in outcomes:
            for event in outcome.events:
                seen.setdefault((event.key, event_variant(event)), event)
    return list(seen.values())


ENGINE_EVENTS = engine_events()


def test_the_scenarios_exercise_many_kinds_of_event():
    assert len({e.key for e in ENGINE_EVENTS}) >= 60


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_the_engine_emits_has_words_in_both_languages(lang):
    cat = Catalog.load(lang, "shadows")
    # The prompt itself says what is asked: these have no words of their own.
    silent = {("decision", None), ("heroic-phase", None), ("black-drawn", "hidden")}
    missing = [(e.key, event_variant(e)) for e in ENGINE_EVENTS
               if (e.key, event_variant(e)) not in silent and cat.event(e) is None]
    assert missing == []
    for e in ENGINE_EVENTS:
        key = f"event.{e.key}"
        variant = event_variant(e)
        used = fluent_id(f"{key}.{variant}" if variant and cat.has(f"{key}.{variant}") else key)
        assert used not in cat.entries or variables(cat.entries[used]) <= set(e.params), used


@pytest.mark.parametrize("lang", LANGS)
def test_every_knight_place_phase_and_decision_has_words(lang):
    cat = Catalog.load(lang, "shadows")
    keys = ([f"-knight-{k}" for k in KNIGHTS] + [f"knight-short-{k}" for k in KNIGHTS]
            + [f"-place-{p}" for p in PLACES] + [f"phase-{p}" for p in PHASES]
            + [f"decision-{d}" for d in DECISIONS])
    assert [k for k in keys if k not in cat.entries] == []


def test_knights_read_as_at_the_table():
    cat = Catalog.load("fr", "shadows")
    assert cat.knight("arthur") == "Le Roi Arthur"
    assert cat.knight("gawain") == "Sire Gauvain"
    assert cat.knight_short("gawain") == "Gauvain"
    assert Catalog.load("en", "shadows").knight("gawain") == "Sir Gawain"


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_has_a_name_and_a_rule(lang):
    cat = Catalog.load(lang, "shadows")
    for slug in CARDS:
        title, rule = cat.card_rule(slug)
        assert cat.card(slug) and title and rule
        assert not rule.startswith("card-rule."), slug


def test_card_names_come_from_the_card_data():
    assert Catalog.load("fr", "shadows").card("lady-of-the-lake") == CARDS["lady-of-the-lake"].name["fr"]
    assert Catalog.load("en", "shadows").card("lady-of-the-lake") == CARDS["lady-of-the-lake"].name["en"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_rules_lookup_never_tells_a_secret(lang):
    cat = Catalog.load(lang, "shadows")
    # Both loyalty cards read alike: showing "Traitor" would unmask whoever scanned it.
    assert cat.card_rule("loyal") == cat.card_rule("traitor")
    # Black combat cards are named by family: their value may lie face down on a quest.
    for slug, card in CARDS.items():
        if card.color == "black" and card.kind == "combat":
            title, rule = cat.card_rule(slug)
            values = {card.value} if card.value else set(card.values.values())
            assert not any(re.search(rf"\b{v}\b", title + rule) for v in values), slug


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_the_table_can_meet_has_plain_words(lang):
    codes = set()
    for module in TABLE_MODULES:
        source = (ROOT / module).read_text("utf-8")
        codes |= set(re.findall(r'(?:CompanionError|_?reject)\(\s*"([a-z0-9-]+)"', source))
        codes |= set(re.findall(r'raise not_offered\([^"\n]*"([a-z0-9-]+)"', source))   # the code a game names
    assert codes, "no refusal codes found: the sources moved?"
    cat = Catalog.load(lang, "shadows")
    assert sorted(c for c in codes - NOT_AT_THE_TABLE if not cat.has(f"error.{c}")) == []


def test_an_unknown_refusal_falls_back_to_the_engine_message():
    cat = Catalog.load("fr", "shadows")
    assert cat.error("no-such-code", "the engine's words") == "the engine's words"
    assert cat.error("accusation-too-early", "English words") == cat.text("error.accusation-too-early")
    assert cat.error(None, None) == cat.text("error.unknown")


def test_a_key_missing_in_english_falls_back_to_french():
    french = Catalog.load("fr", "shadows")
    english = Words("en", [], french)
    assert english.text("ui.heroic") == french.text("ui.heroic")
    assert english.text("no.such.key") == "no.such.key"


def test_an_unknown_language_speaks_french():
    assert Catalog.load("xx", "shadows") is Catalog.load("fr", "shadows")


def test_catalogs_are_loaded_once():
    assert Catalog.load("en", "shadows") is Catalog.load("en", "shadows")


def test_a_missing_parameter_shows_instead_of_failing():
    assert Catalog.load("fr", "shadows").text("ui.die") == "Le dé donne value."


def test_events_without_words_say_nothing_and_events_with_words_name_things_plainly():
    cat = Words("fr", ["event-quest-won-sums = { $quest } gagnée par { $knights } : { $white } à { $black }"],
                Catalog.load("fr", "shadows"))
    won = Event("quest-won", {"quest": "lancelot", "knights": ["arthur"], "white": 14, "black": 11})
    assert cat.event(won) == "Lancelot gagnée par Le Roi Arthur : 14 à 11"
    assert cat.event(Event("no-words-for-this", {})) is None


def test_decisions_name_who_and_what():
    cat = Catalog.load("fr", "shadows")
    assert cat.decision({"decision": "grail", "options": ["grail", "none"], "knight": "kay",
                         "holder": "arthur"}) == "Sire Kay va mourir : boire au Saint Graal ?"
    assert "3" in cat.decision({"decision": "volunteer", "options": ["none"], "card": "morgan-discard"})
    assert "2/3" in cat.decision({"decision": "black", "options": [], "morgan_three": 2})


def test_option_labels():
    cat = Catalog.load("fr", "shadows")
    assert cat.option("face", "down") == "Cachée : +1 Blanche"
    assert cat.option("traitor", "none") == "Personne"
    assert cat.option("war", "picts") == "Pictes"
    assert cat.option("kay", "fight-3") == "Combat 3"
    assert cat.option("volunteer", "kay") == "Sire Kay"


FR = Catalog.load("fr", "shadows")
EN = Catalog.load("en", "shadows")


def said(cat, key, **params):
    return cat.event(Event(key, params))


def test_names_take_their_article_and_contraction():
    assert said(FR, "turn-begins", knight="arthur", turn=3, traitor=False, life=4) == "Au tour du Roi Arthur (4 Points de Bravoure)."
    assert said(FR, "traitor-steals", knight="arthur") == ("Le Félon tire au hasard une carte Blanche de la main du Roi Arthur : "
                                                          "elle est défaussée.")
    assert said(FR, "messenger", knight="kay", to="arthur") == "Messager : Sire Kay donne jusqu'à 3 cartes Blanches au Roi Arthur."
    assert said(FR, "white-played", knight="kay", value=3, quest="black-knight") == "Sire Kay pose un Combat 3 sur la Quête du Chevalier Noir."
    assert said(FR, "moved", knight="kay", place="saxons", origin="camelot", free=False).startswith(
        "Sire Kay va à la Guerre contre les Saxons")
    assert said(EN, "turn-begins", knight="arthur", turn=3, traitor=False, life=1) == "King Arthur's turn (1 life point)."


def test_words_agree_with_the_gender_of_what_they_tell():
    assert said(FR, "relic-lost", relic="excalibur", knight=None) == "Excalibur, perdue, va dans la boîte."
    assert said(FR, "relic-lost", relic="grail", knight=None) == "Le Saint Graal, perdu, va dans la boîte."
    assert FR.events([Event("quest-lost", {"quest": "picts", "knights": []})]) == [
        "La Guerre contre les Pictes est perdue. Guerriers à la réserve, cartes défaussées."]


def test_numbers_choose_their_plural_by_the_language_rules():
    # French counts 0 and 1 as singular, English only 1.
    assert said(FR, "swords-added", colour="black", n=1, white=0, black=1) == "+1 Épée noire (0 blanche, 1 noire)."
    assert said(FR, "swords-added", colour="black", n=3, white=2, black=4).startswith("+3 Épées noires")
    assert said(EN, "swords-added", colour="white", n=1, white=1, black=0) == "+1 white sword (1 white, 0 black)."
    assert said(EN, "swords-added", colour="white", n=2, white=2, black=0).startswith("+2 white swords")
    assert said(FR, "siege-added", n=2, total=4, why="evil").startswith("+2 Engins autour de Camelot")


def test_a_share_between_one_knight_is_a_draw():
    assert said(FR, "white-cards-to-share", n=3, knights=["percival"]) == "Sire Perceval pioche 3 cartes Blanches."
    assert said(FR, "white-cards-to-share", n=7, knights=["arthur", "kay", "gawain"]) == (
        "Piochez 7 cartes Blanches à partager entre le Roi Arthur, Sire Kay et Sire Gauvain.")


def test_the_end_of_a_quest_says_what_to_change_on_the_table():
    lost = [Event("quest-lost", {"quest": "lancelot", "knights": ["kay"], "white": 3, "black": 12}),
            Event("life-lost", {"knight": "kay", "n": 1, "life": 3})]
    text = " ".join(FR.events(lost))
    # The table's order (issue 23): shuffle and reveal the black cards, then the result, then what to clear.
    assert text == ("Mélangez et révélez les cartes Noires. La Quête de Lancelot est perdue : 3 contre 12. "
                    "Défaussez tout, plateau côté Dragon. Kay rentre à Camelot et perd 1 Point de Bravoure.")
    war = " ".join(FR.events([Event("quest-won", {"quest": "picts", "knights": []})]))
    assert "Guerriers à la réserve, cartes défaussées" in war
    assert "autour de Camelot" in said(FR, "siege-added", n=1, total=3, why="evil")
    assert "côté Félon" in said(FR, "traitor-unmasked", knight="kay")
    assert "posez-la sur son Blason" in said(FR, "relic-won", relic="armor", knight="kay")


def test_the_rulebook_vocabulary_holds_everywhere_in_french():
    text = "\n".join(FR.text(k, **{v: 2 for v in variables(FR.entries[k])}) for k in FR.messages)
    assert not re.search(r"\bvies?\b|\bPV\b|\(s\)", text)


def test_a_long_unknown_word_is_cut_before_it_is_echoed():
    assert len(cut("x" * 5000)) == 40 and cut("fight-3") == "fight-3"


def test_a_list_of_names_reads_as_a_sentence_in_each_case():
    names = FR.names_list([FR.knight("arthur"), FR.knight("kay")])
    assert str(names) == "Le Roi Arthur et Sire Kay" and names.cases["de"] == "du Roi Arthur et de Sire Kay"
    assert isinstance(names, Name) and names.count == 2
