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
    """The configuration, its state folder moved by `--state DIR` (the journal and the tag maps in DIR)."""
    from companion.box.config import load_config
    cfg = load_config(getattr(args, "config", None))
    state = getattr(args, "state_dir", None)     # `feed --state` is another thing: the final state printed
    if state:
        from dataclasses import replace
        from pathlib import Path
        folder = Path(state).expanduser()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            from companion.core.errors import CompanionError
            raise CompanionError("state-dir", f"Cannot use {folder} as the state folder: "
                                              f"{exc.strerror or exc}.") from exc
        cfg = replace(cfg, journal_path=folder / "journal.sqlite", tag_map_path=folder / "tags.json")
    return cfg


def _journal_path(args) -> str:
    return getattr(args, "journal", None) or str(_config(args).journal_path)


LANGS = ["fr", "en"]
