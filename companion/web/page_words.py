"""The page's words, from the same Fluent catalogs as the box's, as the dictionaries its scripts read.

The page fills `{name}` templates itself (app.js `t(key, params)`), so every message is served once per
language with each `$variable` left as `{variable}` (a plural then shows its default form). Three sources:

- the page's own words, `page.LANG.ftl`: the frame's in the core's locale folder, each game's in its
  table wing's `locale/` (an id's underscores are the page's dots: `page_log_empty` is `page.log.empty`,
  since a Fluent id has no dots and the page's keys hold hyphens of their own);
- a game's catalog (`LANG.ftl`): the names and messages under `CATALOG_PREFIXES`, each name's cases and
  gender too (`knight.arthur#de`, `relic.grail@gender`);
- a game's names for its cards and colours (`KIND.SLUG`), from its wing's words module's `word(lang, slug)`.
"""
from __future__ import annotations

import logging
from functools import cache
from pathlib import Path

from companion.core import registry
from companion.core.i18n import DEFAULT_LANG, LOCALE_DIR, Catalog, variables
from .mirror import game_module

log = logging.getLogger(__name__)

LANGUAGES = ("fr", "en")
CATALOG_PREFIXES = ("knight.", "place.", "phase.", "relic.", "effect.", "reason.", "decision.", "option.")


def page_key(fluent_id: str) -> str:
    """The page's key of one of its Fluent messages: `page_log_empty` -> `page.log.empty`."""
    return fluent_id.replace("_", ".")


@cache
def _page_catalog(folder: Path, lang: str) -> Catalog | None:
    """The page's words of one folder in `lang` (`page.LANG.ftl`), French for a language it lacks; None: none."""
    path = folder / f"page.{lang}.ftl"
    if not path.exists():
        return None if lang == DEFAULT_LANG else _page_catalog(folder, DEFAULT_LANG)
    return Catalog(lang, [path.read_text("utf-8")])


def templates(catalog: Catalog, ids) -> dict[str, str]:
    """Messages of `catalog` (Fluent ids) filled with `{name}` for each of their variables, by Fluent id."""
    found = {}
    for fid in ids:
        message = catalog.entries[fid]
        names = variables(message.value) if message.value else set()
        found[fid] = catalog.text(fid, **{name: "{" + name + "}" for name in names})
    return found


def own_words(folder: Path, lang: str) -> dict[str, str]:
    """The page's own words kept in `folder` (`page.LANG.ftl`), by the page's keys; none when it has none.
    A word missing in one language is left out: the page falls back to the French one itself."""
    catalog = _page_catalog(folder, lang)
    if catalog is None:
        return {}
    return {page_key(fid): text for fid, text in templates(catalog, catalog.messages).items()}


def page_words(languages: tuple[str, ...] = LANGUAGES) -> dict:
    """The page's own words (the frame every game shares), in every language the page can switch to;
    each game's come with its renderer (`game_page_words`)."""
    words = {lang: own_words(LOCALE_DIR, lang) for lang in languages}
    for kind in registry.kinds():   # each game's name, the page's title while it is played (`title.KIND`)
        title = getattr(registry.load(kind), "TITLE", {})
        for lang in languages:
            if title.get(lang) or title.get("fr"):
                words[lang][f"title.{kind}"] = title.get(lang) or title["fr"]
    return words


def game_page_words(kind: str, languages: tuple[str, ...] = LANGUAGES) -> dict:
    """The words a game's renderer needs, in every language: the names of its catalog (`knight.arthur`
    « Le Roi Arthur » and each case of it, `knight.arthur#de` « du Roi Arthur »; its messages as
    `{name}` templates, a plural in its default form), its cards and colours (`KIND.SLUG`), and the
    page's own words for it (its wing's `locale/page.LANG.ftl`)."""
    folder = registry.table(kind).locale
    words = {}
    for lang in languages:
        found = catalog_words(kind, lang)
        found.update(game_words(kind, lang))
        found.update(own_words(folder, lang))
        words[lang] = found
    return words


def catalog_words(kind: str, lang: str) -> dict[str, str]:
    """A game catalog's names and messages the page shows (`CATALOG_PREFIXES`); none for a game
    whose words are not written yet."""
    try:
        cat = Catalog.load(lang, kind)
    except (ImportError, AttributeError, LookupError):
        return {}
    found: dict[str, str] = {}
    for catalog in (cat.fallback, cat) if cat.fallback else (cat,):
        for term in catalog.names:
            key = term.replace("-", ".", 1)
            if key.startswith(CATALOG_PREFIXES):
                name = catalog.name(term)
                found[key] = str(name)
                # Its cases too (`knight.arthur#de` « du Roi Arthur »): French grammar needs them.
                found.update({f"{key}#{case}": text for case, text in name.cases.items() if text != str(name)})
                if name.gender != "other":   # so the page's words agree (« utilisé », « utilisée »)
                    found[f"{key}@gender"] = name.gender
        ids = [fid for fid in catalog.messages if fid.replace("-", ".", 1).startswith(CATALOG_PREFIXES)]
        found.update({fid.replace("-", ".", 1): text for fid, text in templates(catalog, ids).items()})
    return found


def game_words(kind: str, lang: str) -> dict[str, str]:
    """A game's names for its cards and colours (`KIND.SLUG`), when its words module has `word(lang, slug)`."""
    words, cards = game_module(kind, "words"), game_module(kind, "cards")
    if not callable(getattr(words, "word", None)):
        return {}
    slugs = list(getattr(cards, "COLOURS", ())) + sorted(registry.load(kind).CARD_SLUGS)
    return {f"{kind}.{slug}": words.word(lang, slug) for slug in slugs}


def load_catalogs_once(languages: tuple[str, ...] = LANGUAGES) -> None:
    """Every game's catalogs loaded now (the mirror's words come from them), then babel's unused
    locale data let go: the page's process stays smaller for the whole evening."""
    from companion.core.i18n import lighten
    for kind in registry.kinds():
        for lang in languages:
            try:
                Catalog.load(lang, kind)
            except (ImportError, AttributeError, LookupError):   # a game without words yet
                log.info("no catalog for %s in %s", kind, lang)
    lighten()
