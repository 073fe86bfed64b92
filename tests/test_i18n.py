"""The catalogs: French and English say the same things, every name and card has words, refusals are plain."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from companion.i18n import LOCALE_DIR, Catalog, event_variant, placeholders
from companion.shadows.cards import CARDS, KNIGHTS, PLACES
from companion.shadows.events import Event
from companion.shadows.turn import PHASES

LANGS = ("fr", "en")
ROOT = Path(__file__).parent.parent
# The modules whose refusals reach the table's screen.
TABLE_MODULES = ("companion/protocol.py", "companion/session.py", "companion/journal.py", "companion/tagmap.py",
                 *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "companion" / "shadows").glob("*.py")))
# Refusals met only by the tools (enroll, games), at start-up (printed then), or by a programming error.
NOT_AT_THE_TABLE = {"bad-card-data", "bad-tag-file", "tag-already-enrolled", "game-abandoned", "no-such-game",
                    "journal-bad-line", "journal-closed", "journal-foreign", "journal-newer", "journal-unreadable"}
DECISIONS = ("black", "roll", "reveal", "counter", "face", "war", "volunteer", "kay", "grail", "traitor", "squire")


def raw(lang: str) -> dict[str, str]:
    return json.loads((LOCALE_DIR / f"{lang}.json").read_text("utf-8"))


def test_both_catalogs_have_the_same_keys():
    french, english = raw("fr"), raw("en")
    assert sorted(set(french) - set(english)) == []
    assert sorted(set(english) - set(french)) == []


def test_each_key_has_the_same_placeholders_in_both_languages():
    french, english = raw("fr"), raw("en")
    differing = {k: (placeholders(french[k]), placeholders(english[k]))
                 for k in french if placeholders(french[k]) != placeholders(english.get(k, ""))}
    assert differing == {}


def engine_events():
    """Every event the engine emits while replaying every scenario (public and ours)."""
    from companion.replay import replay_text
    root = Path(__file__).parent
    files = [p for p in (root / "scenarios").rglob("*.table") if "tournament" not in p.relative_to(root).parts] + list((root.parent.parent / "shared" / "scenarios").glob("*.table"))
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
    cat = Catalog.load(lang)
    # The prompt itself says what is asked: these have no words of their own.
    silent = {("decision", None), ("heroic-phase", None), ("black-drawn", "hidden")}
    missing = [(e.key, event_variant(e)) for e in ENGINE_EVENTS
               if (e.key, event_variant(e)) not in silent and cat.event(e) is None]
    assert missing == []
    for e in ENGINE_EVENTS:
        key = f"event.{e.key}"
        variant = event_variant(e)
        used = f"{key}.{variant}" if variant and f"{key}.{variant}" in cat.messages else key
        assert used not in cat.messages or set(placeholders(cat.messages[used])) <= set(e.params), used


@pytest.mark.parametrize("lang", LANGS)
def test_every_knight_place_phase_and_decision_has_words(lang):
    cat = Catalog.load(lang)
    keys = ([f"knight.{k}" for k in KNIGHTS] + [f"knight-short.{k}" for k in KNIGHTS]
            + [f"place.{p}" for p in PLACES] + [f"phase.{p}" for p in PHASES]
            + [f"decision.{d}" for d in DECISIONS])
    assert [k for k in keys if k not in cat.messages] == []


def test_knights_read_as_at_the_table():
    cat = Catalog.load("fr")
    assert cat.knight("arthur") == "Le Roi Arthur"
    assert cat.knight("gawain") == "Sire Gauvain"
    assert cat.knight_short("gawain") == "Gauvain"
    assert Catalog.load("en").knight("gawain") == "Sir Gawain"


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_has_a_name_and_a_rule(lang):
    cat = Catalog.load(lang)
    for slug in CARDS:
        title, rule = cat.card_rule(slug)
        assert cat.card(slug) and title and rule
        assert not rule.startswith("card-rule."), slug


def test_card_names_come_from_the_card_data():
    assert Catalog.load("fr").card("lady-of-the-lake") == CARDS["lady-of-the-lake"].name["fr"]
    assert Catalog.load("en").card("lady-of-the-lake") == CARDS["lady-of-the-lake"].name["en"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_rules_lookup_never_tells_a_secret(lang):
    cat = Catalog.load(lang)
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
    assert codes, "no refusal codes found: the sources moved?"
    cat = Catalog.load(lang)
    assert sorted(c for c in codes - NOT_AT_THE_TABLE if not cat.has(f"error.{c}")) == []


def test_an_unknown_refusal_falls_back_to_the_engine_message():
    cat = Catalog.load("fr")
    assert cat.error("no-such-code", "the engine's words") == "the engine's words"
    assert cat.error("accusation-too-early", "English words") == cat.text("error.accusation-too-early")
    assert cat.error(None, None) == cat.text("error.unknown")


def test_a_key_missing_in_english_falls_back_to_french():
    french = Catalog.load("fr")
    english = Catalog("en", {}, french)
    assert english.text("ui.heroic") == french.text("ui.heroic")
    assert english.text("no.such.key") == "no.such.key"


def test_an_unknown_language_speaks_french():
    assert Catalog.load("xx") is Catalog.load("fr")


def test_catalogs_are_loaded_once():
    assert Catalog.load("en") is Catalog.load("en")


def test_a_missing_parameter_shows_instead_of_failing():
    assert Catalog.load("fr").text("ui.die") == "Le dé donne {value}."


def test_events_without_words_say_nothing_and_events_with_words_name_things_plainly():
    cat = Catalog("fr", {"event.quest-won.sums": "{quest} gagnée par {knights} : {white} à {black}"},
                  Catalog.load("fr"))
    won = Event("quest-won", {"quest": "lancelot", "knights": ["arthur"], "white": 14, "black": 11})
    assert cat.event(won) == "Lancelot gagnée par Le Roi Arthur : 14 à 11"
    assert cat.event(Event("no-words-for-this", {})) is None


def test_decisions_name_who_and_what():
    cat = Catalog.load("fr")
    assert cat.decision({"decision": "grail", "options": ["grail", "none"], "knight": "kay",
                         "holder": "arthur"}) == "Sire Kay va mourir : boire au Graal ?"
    assert "Morgane" in cat.decision({"decision": "volunteer", "options": ["none"], "card": "morgan-discard"})
    assert "2/3" in cat.decision({"decision": "black", "options": [], "morgan_three": 2})


def test_option_labels():
    cat = Catalog.load("fr")
    assert cat.option("face", "down") == "Face cachée"
    assert cat.option("traitor", "none") == "Personne"
    assert cat.option("war", "picts") == "Pictes"
    assert cat.option("kay", "fight-3") == "Combat 3"
    assert cat.option("volunteer", "kay") == "Sire Kay"
