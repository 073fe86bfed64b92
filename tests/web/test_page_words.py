"""The page's words come from the Fluent catalogs: every key its scripts ask for is served in both languages."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from companion.core import registry
from companion.core.i18n import LOCALE_DIR, entries, parse
from companion.web.page_words import game_page_words, own_words, page_key, page_words

ROOT = Path(__file__).parent.parent.parent
STATIC = ROOT / "companion" / "web" / "static"
LANGS = ("fr", "en")
# A helper of a renderer that puts a prefix before its key: `function w(key, params) { return t("m." + key, params); }`.
HELPER = re.compile(r'function (\w+)\(key\b[^)]*\)\s*\{[^}]*?"([\w.-]+)" \+ key\b')
# A call with a whole literal key: `t("page.asks")`, `C.raw("t.total")`, `w("track", {…})`, not `t("m." + key)`.
CALL = re.compile(r'(?<![\w$])(?:C\.)?(\w+)\(\s*"([\w.@#-]+)"\s*[,)]')
ASKING = {"t", "raw", "has"}
# The frame reading its words directly: `words[lang]["page.log"]`.
DIRECT = re.compile(r'words\[\w+\]\["([\w.@#-]+)"\]')


def literal_keys(script: str) -> set[str]:
    """The keys a script asks the page's words for by a literal string (its own prefixing helpers included)."""
    helpers = dict(HELPER.findall(script))
    keys = set()
    for function, key in CALL.findall(script):
        if function in helpers:
            keys.add(helpers[function] + key)
        elif function in ASKING:
            keys.add(key)
    return keys | set(DIRECT.findall(script))


def test_the_key_finder_reads_helpers_and_skips_built_keys():
    script = ('function w(key, params) { return t("m." + key, params); }\n'
              'w("track"); t("page.asks"); C.raw("t.total", {}); t("m." + key); t("page." + st); esc("x");'
              'words[lang]["page.log"]')
    assert literal_keys(script) == {"m.track", "page.asks", "t.total", "page.log"}


def served(kind: str | None) -> dict[str, dict[str, str]]:
    """What a phone holds once `kind`'s renderer is loaded: the frame's words and the game's, per language."""
    frame = page_words()
    if kind is None:
        return frame
    game = game_page_words(kind)
    return {lang: {**frame[lang], **game[lang]} for lang in LANGS}


@pytest.mark.parametrize("kind", [None, *registry.kinds()], ids=lambda k: k or "frame")
def test_every_literal_key_of_the_scripts_is_served_in_both_languages(kind):
    scripts = [STATIC / "app.js", STATIC / "seat.js"]
    if kind is not None:
        scripts = [registry.table(kind).page_script]
    asked = set().union(*(literal_keys(path.read_text("utf-8")) for path in scripts))
    assert len(asked) > (5 if kind is None else 15)   # the finder does find them
    words = served(kind)
    for lang in LANGS:
        assert sorted(key for key in asked if key not in words[lang]) == [], lang


def test_the_journals_troubles_and_each_shadows_outcome_have_words():
    """Keys the scripts build (`"page.journal." + problem`, `"page.winner." + winner`) are served too."""
    from companion.web.source import DAMAGED, NEWER, UNREADABLE
    frame, shadows = served(None), served("shadows")
    for lang in LANGS:
        assert {f"page.journal.{p}" for p in (DAMAGED, NEWER, UNREADABLE, "spare")} <= set(frame[lang])
        assert {"page.winner.knights", "page.winner.evil", "page.won", "page.lost"} <= set(shadows[lang])
        assert {f"page.relic.{s}" for s in ("quest", "used", "lost")} <= set(shadows[lang])


def page_files() -> list[Path]:
    return [LOCALE_DIR, *(registry.table(kind).locale for kind in registry.kinds())]


@pytest.mark.parametrize("folder", page_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_both_languages_of_the_page_have_the_same_words(folder):
    """The same ids (a word missing in English would show the French one); not always the same variables:
    French may ask for a name's case (`page.to-play`: « Au tour { $knight_de } »)."""
    french, english = (entries(parse(folder / f"page.{lang}.ftl")) for lang in LANGS)
    assert sorted(set(french) ^ set(english)) == []


def test_a_relic_of_a_gender_says_its_state_in_english_too():
    """The renderer picks `page.relic.used.masculine` for a masculine relic (its gender is French's): in
    English it was missing, and the page showed the French « utilisé »."""
    shadows = served("shadows")
    assert shadows["en"]["relic.grail@gender"] == "masculine"
    assert shadows["en"]["page.relic.used.masculine"] == "used"
    assert shadows["en"]["page.relic.lost.masculine"] == "lost"
    assert shadows["fr"]["page.relic.used.masculine"] == "utilisé"


def test_a_message_is_served_as_the_template_the_page_fills():
    """`{ $file }` becomes `{file}` (app.js fills it), an id's underscores the page's dots; words are kept exact."""
    frame = page_words()
    assert frame["fr"]["page.journal.spare"] == ("La boîte joue dans son journal de secours ({file}) : "
                                                 "son journal habituel ne peut pas servir.")
    assert frame["en"]["page.log.empty"] == "Nothing yet."
    merlin = own_words(registry.table("merlin").locale, "fr")
    assert merlin["m.sep"] == " : " and merlin["m.and"] == " et " and merlin["m.figure.null"] == ""
    assert merlin["m.space.vp-shields"] == "PV boucliers"
    assert page_key("t_pending_lose-token") == "t.pending.lose-token"


def test_the_frame_names_each_game_while_it_is_played():
    frame = page_words()
    for kind in registry.kinds():
        assert frame["fr"][f"title.{kind}"] == registry.load(kind).TITLE["fr"]


def test_no_json_catalog_is_left_for_the_page():
    assert not (STATIC / "words.json").exists()


def test_the_page_reaches_a_game_through_its_wing_and_its_rules():
    from companion.web.mirror import game_module
    assert game_module("tournament", "words") is __import__("companion.games.tournament.table.words", fromlist=["x"])
    assert game_module("shadows", "forecast") is registry.table("shadows").part("forecast")
    assert game_module("merlin", "forecast") is None               # its wing declares none
    assert game_module("merlin", "recap") is registry.table("merlin").part("recap")
    assert game_module("tournament", "cards").__name__ == "companion.games.tournament.cards"
    assert game_module("chess", "words") is None
    with pytest.raises(ValueError):
        game_module("shadows", "game")                              # not something the page reads


def test_the_pairing_page_says_its_words_from_the_catalogs_in_both_languages(page):
    import httpx
    html = httpx.get(page.url + "/pair", headers={"Host": "localhost"}).text
    assert "__WORDS__" not in html and "__LANG__" not in html
    for lang in LANGS:
        for key in ("title", "help", "code", "look", "name", "take"):
            assert page_words()[lang][f"pair.{key}"] in html        # served as written, not escaped
