"""The page's process lets go of what it does not use once its catalogs are loaded (issue 19)."""
from __future__ import annotations

from companion.core import registry as games
from companion.core.i18n import Catalog, lighten, variables


def every_message(catalogs) -> dict:
    out = {}
    for cat in catalogs:
        for fid in cat.messages:
            entry = cat.entries[fid]
            names = variables(entry.value) if entry.value else set()
            for n in (0, 1, 2, 7, 1000, 2.5):   # plural categories and number formats in both languages
                out[(cat.lang, fid, n)] = cat.text(fid.replace("-", ".", 1), **{v: n for v in names})
    return out


def loaded(lang: str, kind: str):
    try:
        return Catalog.load(lang, kind)
    except ImportError:   # a game whose words are not written yet
        return None


def test_lightening_babel_changes_no_word():
    catalogs = [cat for lang in ("fr", "en") for kind in games.kinds() if (cat := loaded(lang, kind))]
    before = every_message(catalogs)
    lighten()
    assert every_message(catalogs) == before
    from babel import localedata
    assert all("languages" not in data and "plural_form" in data
               for name, data in localedata._cache.items() if name in ("fr", "en"))
    # A catalog built afterwards (another language's bundle) still gets its plural rules.
    from fluent.runtime import FluentBundle
    assert FluentBundle(["en"])._plural_form(1) == "one" and FluentBundle(["fr"])._plural_form(2) == "other"
