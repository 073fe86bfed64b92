"""What every `camelot` command shares: the language of the command line, its words, the configuration, a
plain message on standard error."""
from __future__ import annotations

import sys

def _plain_words(args):
    """The core's one-line sentences in the language of the command line, without Fluent (a replay's)."""
    from companion.core.plain_catalog import PlainCatalog
    return PlainCatalog(_language(args))


def _language(args) -> str:
    """`--lang` when given, else the configured language (French when nothing is configured)."""
    if getattr(args, "lang", None):
        return args.lang
    try:
        return _config(args).language
    except Exception:   # noqa: BLE001 - a broken configuration is said by the command that needs it
        return "fr"


def _words(args):
    """The core catalog in the language of the command line."""
    from companion.core.i18n import Catalog
    return Catalog.load(_language(args), game=None)


def _title(kind: str, lang: str) -> str:
    from companion.core import registry
    return registry.load(kind).TITLE.get(lang, kind)


def _say(message: str) -> None:
    print(f"camelot: {message}", file=sys.stderr)


def _config(args):
    from companion.box.config import load_config
    return load_config(getattr(args, "config", None))


def _journal_path(args) -> str:
    return getattr(args, "journal", None) or str(_config(args).journal_path)


LANGS = ["fr", "en"]
