"""The core's one-line messages read without Fluent, for a command that prints a few sentences and exits.

Fluent and the CLDR data behind it cost a short command (`camelot replay`) more than all the rest of its
start-up. Most of the core's messages are one line of text and `{ $name }` placeables, which Fluent fills
as they are: such a message is filled here, from the same `locale/LANG.ftl`. Anything else (a selector,
a term, a function, an attribute, a pattern on several lines, a number Fluent would group, a value that
is not plain text) goes to the Fluent catalog (`i18n.Catalog`), so a sentence reads the same either way.
"""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

DEFAULT_LANG = "fr"                                  # as i18n.DEFAULT_LANG: French fills a missing word
LOCALE_DIR = Path(__file__).parent / "locale"        # the core's catalogs, as i18n.LOCALE_DIR
_MESSAGE = re.compile(r"([a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=[ \t]*(.*)")
_PLACEABLE = re.compile(r"\{[ \t]*\$([a-zA-Z][a-zA-Z0-9_-]*)[ \t]*\}")
# Fluent writes a number of four digits or more with the language's grouping (« 1 234 »): those go to it.
_PLAIN_INT = range(0, 1000)


def read(path: Path) -> tuple[dict[str, str], set[str]]:
    """The one-line messages of a .ftl file by Fluent id (their text as written), and every message id."""
    simple: dict[str, str] = {}
    ids: set[str] = set()
    lines = path.read_text("utf-8").splitlines()
    for number, line in enumerate(lines):
        found = _MESSAGE.fullmatch(line)
        if found is None:
            continue
        key, value = found[1], found[2].rstrip(" \t")
        ids.add(key)
        # An indented line after it (blank lines between) continues the pattern or gives an attribute.
        following = next((n for n in lines[number + 1:] if n.strip()), "")
        if value and not following[:1].isspace() and "{" not in _PLACEABLE.sub("", value) \
                and "}" not in _PLACEABLE.sub("", value):
            simple[key] = value
    return simple, ids


@cache
def _catalog(lang: str) -> tuple[dict[str, str], set[str]]:
    return read(LOCALE_DIR / f"{lang}.ftl")


class PlainCatalog:
    """The core catalog's `text`, `has` and `error` in one language; Fluent is loaded only for a message
    these cannot fill plainly."""

    def __init__(self, lang: str):
        # A language without a catalog speaks French, as i18n.Catalog.load does.
        self.lang = lang if (LOCALE_DIR / f"{lang}.ftl").exists() else DEFAULT_LANG

    def _own(self, fid: str) -> tuple[dict[str, str], set[str]] | None:
        """The catalog holding the message: this language's, else French's (None: neither)."""
        for lang in dict.fromkeys((self.lang, DEFAULT_LANG)):
            simple, ids = _catalog(lang)
            if fid in ids:
                return simple, ids
        return None

    def has(self, key: str) -> bool:
        """Whether this language (or French) has the message `key`."""
        return self._own(key.replace(".", "-")) is not None

    def text(self, key: str, **params) -> str:
        """The message `key` filled with `params`, as i18n.Catalog.text fills it."""
        fid = key.replace(".", "-")
        own = self._own(fid)
        template = own[0].get(fid) if own is not None else None
        if template is None or not all(
                type(v) is str or type(v) is int and v in _PLAIN_INT for v in params.values()) \
                or not set(_PLACEABLE.findall(template)) <= params.keys():
            from .i18n import Catalog
            return Catalog.load(self.lang, None).text(key, **params)
        return _PLACEABLE.sub(lambda m: str(params[m[1]]), template)

    def error(self, code: str | None, message: str | None) -> str:
        """A refusal in plain words: ours for a known code, else the engine's own message."""
        if code and self.has(f"error.{code}"):
            return self.text(f"error.{code}")
        return message or self.text("error.unknown")
