"""`camelot`: the command line. Heavy modules are imported inside each command to keep start-up lean."""
from __future__ import annotations

import argparse
import json
import sys


def _replay(args) -> int:
    from .replay import replay_file
    try:
        state = replay_file(args.file)
    except OSError as exc:
        print(f"camelot: cannot read {args.file}: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(state, ensure_ascii=False))
    else:
        for r in state["rejected"]:
            print(f"line {r['line']}: rejected '{r['command']}': {r['message']}")
        print(json.dumps(state, ensure_ascii=False, indent=1))
    return 0


def _say(message: str) -> None:
    print(f"camelot: {message}", file=sys.stderr)


def _config(args):
    from .config import load_config
    return load_config(getattr(args, "config", None))


def _journal_path(args) -> str:
    return getattr(args, "journal", None) or str(_config(args).journal_path)


def _feed(args) -> int:
    """Protocol lines on stdin, one JSON answer per line on stdout (scripts, tests, other front ends).

    Bytes in, UTF-8 JSON out, whatever the locale: a line that is not UTF-8 is refused like any
    other bad line, and the lines around it are answered.
    """
    from .protocol import split_lines
    from .session import Session
    from .words_of_the_box import words_of_the_box
    session = Session.in_memory() if args.memory else Session.open(_journal_path(args))
    out = sys.stdout.buffer
    words = words_of_the_box(args.lang) if getattr(args, "lang", None) else None
    if session.notice:
        _say(session.notice)
    if session.game is not None:
        _answer(out, {"resumed": session.game_id, "commands": len(session.lines)})
    for raw in _stdin_lines(split_lines):
        outcome = session.submit(raw)
        answer = {"accepted": outcome.accepted, "code": outcome.code, "message": outcome.message,
                  "events": [e.key for e in outcome.events]}
        if words is not None:
            answer.update(words(session.state(), outcome))
        _answer(out, answer)
    if args.state:
        _answer(out, session.state())
    return 0


def _stdin_lines(split_lines):
    """Standard input's lines as bytes, each as soon as it arrives (LF ends a line, a BOM first is skipped)."""
    first = True
    for chunk in iter(sys.stdin.buffer.readline, b""):
        yield from split_lines(chunk, start=first)
        first = False


def _answer(out, answer: dict) -> None:
    text = json.dumps(answer, ensure_ascii=False)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:   # a lone surrogate somewhere: escaped JSON is still valid UTF-8
        data = json.dumps(answer, ensure_ascii=True).encode("ascii")
    out.write(data + b"\n")
    out.flush()


def _games(args) -> int:
    from .journal import Journal
    journal = Journal(_journal_path(args))
    if args.abandon is not None:
        journal.abandon(args.abandon)
        print(f"game {args.abandon} abandoned")
    if args.resume is not None:
        journal.resume(args.resume)
        print(f"game {args.resume} will be resumed at the next start")
    games = journal.games()
    journal.close()
    if not games:
        print("no game in the journal yet")
    for g in games:
        result = f"  {g.result}" if g.result else ""
        print(f"{g.id:>4}  {g.kind:<10} {g.status:<9}  {g.started[:16]}  {g.commands:>4} commands  {g.setup}{result}")
    return 0


def _doctor(args) -> int:
    from .doctor import check_all, format_checks
    checks = check_all(_config(args))
    print(format_checks(checks))
    return 0 if all(c.ok for c in checks) else 1


def _enroll(args) -> int:
    import threading

    from drivers.hardware import open_buttons, open_reader

    from .enroll import run_enroll
    cfg = _config(args)
    reader = open_reader(cfg)
    buttons = open_buttons(cfg) if cfg.reader.backend != "fake" else None
    stop = threading.Event()
    try:
        count = run_enroll(cfg, reader, buttons=buttons, stop=stop, include_loyalty=args.loyalty)
    except KeyboardInterrupt:
        stop.set()
        print("\nstopped: run 'camelot enroll' again to go on where you left off")
        return 0
    print(f"{count} tags enrolled")
    return 0


def _tags(args) -> int:
    from pathlib import Path

    from .shadows.cards import CARDS
    from .tagmap import TagMap
    if args.action in ("export", "import") and not args.file:
        _say(f"usage: camelot tags {args.action} FILE")
        return 2
    tags = TagMap(_config(args).tag_map_path, known=CARDS)
    if args.action == "export":
        tags.export(Path(args.file))
        print(f"{len(tags)} tags written to {args.file}")
    elif args.action == "import":
        report = tags.import_file(Path(args.file))
        print(f"{report.added} tags added, {report.same} already known, {len(report.conflicts)} conflicts")
        for uid, ours, theirs in report.conflicts:
            print(f"  {uid}: here {ours}, in the file {theirs} (kept {ours})")
    else:
        for slug, n in sorted(tags.counts().items()):
            print(f"{slug:<24} {n:>3} / {CARDS[slug].copies}")
        print(f"{len(tags)} tags")
    return 0


def _sim(args) -> int:
    """The terminal simulator: the OLED's very frame, five buttons on the keyboard."""
    from .app import open_session_safely
    from .i18n import Catalog
    from .session import Session
    from .sim import run_sim
    cfg = _config(args)
    if args.memory:
        session, notice = Session.in_memory(), None
    else:
        session, notice = open_session_safely(args.journal or cfg.journal_path)
    if notice:
        _say(notice)
    speaker = None
    if args.speech:
        from .speech import Speaker
        speaker = Speaker(args.lang or cfg.language)
    try:
        run_sim(session, Catalog.load(args.lang or cfg.language), sys.stdin, sys.stdout, speaker=speaker,
                notice=notice)
    except KeyboardInterrupt:
        print()
    finally:
        if speaker is not None:
            speaker.close()
    return 0


def _run(args) -> int:
    """The Raspberry Pi box; the simulator where no hardware is configured."""
    from .app import run_box
    from .config import hardware_configured
    cfg = _config(args)
    if not hardware_configured(cfg):
        _say("no Raspberry Pi hardware here: starting the terminal simulator (camelot sim)")
        return _sim(argparse.Namespace(config=args.config, memory=args.memory, journal=args.journal,
                                       lang=args.lang, speech=args.speech))
    if args.lang or args.speech:
        from dataclasses import replace
        cfg = replace(cfg, language=args.lang or cfg.language, speech=cfg.speech or args.speech)
    return run_box(cfg)


def _recap(args) -> int:
    """After a game: a picture of swords and siege engines turn by turn, and a short text."""
    from pathlib import Path

    from .i18n import Catalog
    from .journal import Journal
    from .recap import build, draw, labels, summary
    cfg = _config(args)
    path = Path(args.journal or cfg.journal_path)
    journal = Journal(path)
    games = journal.games()
    game_id = args.game if args.game is not None else (games[0].id if games else None)
    if game_id is None:
        _say("no game in the journal yet")
        return 1
    lines = journal.lines(game_id)
    journal.close()
    cat = Catalog.load(args.lang or cfg.language)
    recap = build(lines)
    out = Path(args.out) if args.out else path.with_name(f"recap-{game_id}.png")
    draw(recap, labels(cat, game_id, recap)).save(out)
    print(summary(cat, game_id, recap))
    print(cat.text("recap.saved", path=out))
    return 0


def _web(args) -> int:
    """The live page for the phones at the table: read-only, from the journal."""
    try:
        from .web.server import serve
    except ImportError as exc:
        _say(f"the web page needs its extra packages ({exc.name}): pip install 'camelot-companion[web]'")
        return 2
    cfg = _config(args)
    serve(args.journal or cfg.journal_path, args.host or cfg.web.host, args.port or cfg.web.port,
          language=cfg.language, forecast=cfg.web.forecast)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="camelot", description="Shadows over Camelot table companion")
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("sim", help="the terminal simulator (the default without hardware)")
    p.add_argument("--config", help="configuration file")
    p.add_argument("--journal", help="journal file (default: from the configuration)")
    p.add_argument("--memory", action="store_true", help="journal nothing")
    p.add_argument("--lang", choices=["fr", "en"], help="language (default: from the configuration)")
    p.add_argument("--speech", action="store_true", help="speak the prompts (espeak-ng)")
    p.set_defaults(func=_sim)

    # `camelot` alone is `camelot run`, which falls back to the simulator: it takes the simulator's options.
    p = sub.add_parser("run", help="the Raspberry Pi box (the default with hardware)")
    p.add_argument("--config", help="configuration file")
    p.add_argument("--journal", help="journal file (default: from the configuration)")
    p.add_argument("--memory", action="store_true", help="journal nothing (simulator only)")
    p.add_argument("--lang", choices=["fr", "en"], help="language (default: from the configuration)")
    p.add_argument("--speech", action="store_true", help="speak the prompts (espeak-ng)")
    p.set_defaults(func=_run)

    p = sub.add_parser("web", help="serve the live page of the board to the phones at the table")
    p.add_argument("--config", help="configuration file")
    p.add_argument("--journal", help="journal file (default: from the configuration)")
    p.add_argument("--host", help="address to listen on (default: from the configuration)")
    p.add_argument("--port", type=int, help="port (default: from the configuration)")
    p.set_defaults(func=_web)

    p = sub.add_parser("replay", help="replay a .table file and print the public state")
    p.add_argument("file")
    p.add_argument("--json", action="store_true", help="print the state JSON only")
    p.set_defaults(func=_replay)

    p = sub.add_parser("feed", help="read protocol lines on stdin, answer one JSON line each")
    p.add_argument("--journal", help="journal file (default: from the configuration)")
    p.add_argument("--config", help="configuration file")
    p.add_argument("--memory", action="store_true", help="journal nothing")
    p.add_argument("--state", action="store_true", help="print the final state JSON at the end")
    p.add_argument("--lang", choices=["fr", "en"],
                   help="also answer with the box's words: `said` (spoken sentences) and `prompt` (asked next)")
    p.set_defaults(func=_feed)

    p = sub.add_parser("games", help="list the games in the journal; resume or abandon one")
    p.add_argument("--journal", help="journal file (default: from the configuration)")
    p.add_argument("--config", help="configuration file")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--resume", type=int, metavar="ID", help="resume this game at the next start")
    group.add_argument("--abandon", type=int, metavar="ID", help="abandon this game")
    p.set_defaults(func=_games)

    p = sub.add_parser("recap", help="after a game: swords and siege engines turn by turn (PNG) and a summary")
    p.add_argument("game", nargs="?", type=int, help="game id (default: the latest)")
    p.add_argument("--journal", help="journal file (default: from the configuration)")
    p.add_argument("--config", help="configuration file")
    p.add_argument("--out", help="where to save the picture (default: next to the journal)")
    p.add_argument("--lang", choices=["fr", "en"])
    p.set_defaults(func=_recap)

    p = sub.add_parser("doctor", help="check each part of the box and say what is wrong")
    p.add_argument("--config", help="configuration file")
    p.set_defaults(func=_doctor)

    p = sub.add_parser("enroll", help="teach the box the tag of every card, one card after the other")
    p.add_argument("--config", help="configuration file")
    p.add_argument("--loyalty", action="store_true", help="also the 8 loyalty cards")
    p.set_defaults(func=_enroll)

    p = sub.add_parser("tags", help="the tag map: list, or export/import it to share it")
    p.add_argument("--config", help="configuration file")
    p.add_argument("action", nargs="?", choices=["list", "export", "import"], default="list")
    p.add_argument("file", nargs="?")
    p.set_defaults(func=_tags)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices
    if not argv or (argv[0] not in commands and argv[0] not in ("-h", "--help")):
        # No command named: `camelot --lang en` is `camelot run --lang en` (the simulator without hardware).
        argv = ["run", *argv]
    args = parser.parse_args(argv)
    from .errors import CompanionError
    try:
        return args.func(args)
    except CompanionError as err:   # anything a user can cause: said plainly, never a traceback
        _say(err.message)
        return 1


if __name__ == "__main__":
    sys.exit(main())
