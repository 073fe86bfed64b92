"""The builder's commands that look after the box and its decks: `doctor`, `enroll`, `board`, `tags`."""
from __future__ import annotations

import sys

from companion.core.errors import CompanionError
from .common import LANGS, _config, _language, _say, _title, _words

def _doctor(args) -> int:
    from companion.box.doctor import check_all, format_checks
    lang = _language(args)
    checks = check_all(_config(args), lang=lang)
    print(format_checks(checks, lang))
    return 0 if all(c.ok for c in checks) else 1


def _enroll(args) -> int:
    import threading

    from drivers.hardware import open_buttons, open_reader

    from companion.box.enroll import run_enroll
    cfg = _config(args)
    lang = _language(args)
    words = _words(args)
    reader = open_reader(cfg)
    buttons = open_buttons(cfg) if cfg.reader.backend != "fake" else None
    stop = threading.Event()
    try:
        count = run_enroll(cfg, reader, buttons=buttons, stop=stop, include_loyalty=args.loyalty, kind=args.game,
                           language=lang)
    except KeyboardInterrupt:
        stop.set()
        print("\n" + words.text("enroll.stopped", kind=args.game))
        return 0
    print(words.text("enroll.count", count=count))
    from companion.core import registry
    catalogue = registry.table(args.game).part("catalogue")
    if catalogue is not None and sys.stdin.isatty():
        # The game's cards described once (Merlin: each quest card's points and needs), beside the tag maps.
        from companion.core.i18n import Catalog
        catalogue.describe(cfg.tag_map_path.parent, input, print, Catalog.load(lang, args.game))
    return 0


def _board(args) -> int:
    """`camelot board --game GAME`: check the game's printed board space by space (a game without one says so)."""
    from companion.core import registry
    from companion.core.i18n import Catalog
    cfg = _config(args)
    lang = _language(args)
    part = registry.table(args.game).part("board_check")
    if part is None:
        _say(_words(args).text("cli.no-board", game=registry.load(args.game).TITLE.get(lang, args.game)))
        return 0
    try:
        path = part.walk(cfg.tag_map_path.parent, input, print, Catalog.load(lang, args.game))
    except (KeyboardInterrupt, EOFError):
        print()
        return 1
    return 0 if path else 1


def _tags(args) -> int:
    from pathlib import Path

    from companion.core import registry
    from companion.box.enroll import names_of
    from companion.box.tagmap import open_decks
    words, lang = _words(args), _language(args)
    if args.action in ("export", "import") and not args.file:
        _say(words.text("tags.usage", action=args.action))
        return 2
    cfg = _config(args)
    tags = open_decks(cfg, check_cards=True).deck(args.game)
    title = _title(args.game, lang)
    names = names_of(lang)
    try:
        if args.action == "export":
            tags.export(Path(args.file))
            print(words.text("tags.exported", count=len(tags), path=args.file, game=title))
        elif args.action == "import":
            report = tags.import_file(Path(args.file))
            print(words.text("tags.imported", added=report.added, same=report.same, conflicts=len(report.conflicts),
                             elsewhere=len(report.elsewhere), game=title))
            for uid, ours, theirs in report.conflicts:
                print("  " + words.text("tags.conflict", uid=uid, ours=ours, theirs=theirs))
            for uid, other, slug in report.elsewhere:
                game, card = names(other, slug)
                print("  " + words.text("tags.elsewhere", uid=uid, card=card, game=game))
        else:
            cards = registry.load(args.game).cards.CARDS
            for slug, n in sorted(tags.counts().items()):
                print("  " + words.text("tags.list-row", card=names(args.game, slug)[1], count=n,
                                        copies=cards[slug].copies if slug in cards else "?"))
            print(words.text("tags.list-total", count=len(tags), game=title, path=str(tags.path)))
    except CompanionError as err:
        params = getattr(err, "params", None)
        if params is not None and words.has(f"tags.refused.{err.code}"):
            if "game" in params:
                params = {**params, "game": _title(params["game"], lang)}
            raise CompanionError(err.code, words.text(f"tags.refused.{err.code}", **params)) from err
        raise
    return 0


def _add_doctor(sub) -> None:
    p = sub.add_parser("doctor", help="check each part of the box and say what is wrong")
    p.add_argument("--config", help="configuration file")
    p.add_argument("--lang", choices=LANGS, help="language (default: from the configuration)")
    p.set_defaults(func=_doctor)


def _add_game(p, what: str) -> None:
    """The `--game` option of a command about one game's deck or board: the box's first deck by default."""
    from companion.box.config import FIRST_DECK
    from companion.core.registry import kinds
    p.add_argument("--game", choices=kinds(), default=FIRST_DECK, help=f"which {what} (default: %(default)s)")


def _add_enroll(sub) -> None:
    p = sub.add_parser("enroll", help="teach the box the tag of every card, one card after the other")
    p.add_argument("--config", help="configuration file")
    _add_game(p, "game's deck")
    p.add_argument("--loyalty", action="store_true", help="also the 8 loyalty cards (Shadows)")
    p.add_argument("--lang", choices=LANGS, help="language (default: from the configuration)")
    p.set_defaults(func=_enroll)


def _add_board(sub) -> None:
    p = sub.add_parser("board", help="check a game's printed board space by space (Merlin), stored beside the tag maps")
    p.add_argument("--config", help="configuration file")
    _add_game(p, "game")
    p.add_argument("--lang", choices=LANGS, help="language (default: from the configuration)")
    p.set_defaults(func=_board)


def _add_tags(sub) -> None:
    p = sub.add_parser("tags", help="the tag map: list, or export/import it to share it")
    p.add_argument("--config", help="configuration file")
    p.add_argument("action", nargs="?", choices=["list", "export", "import"], default="list")
    p.add_argument("file", nargs="?")
    _add_game(p, "game's deck")
    p.add_argument("--lang", choices=LANGS, help="language (default: from the configuration)")
    p.set_defaults(func=_tags)
