"""The commands that play or show a game: `sim`, `run`, `web`, `replay`, `feed`, `games`, `recap`."""
from __future__ import annotations

import argparse
import json
import sys

from companion.core.registry import GAMES
from .common import LANGS, _config, _journal_path, _language, _plain_words, _say, _title, _words

def _replay(args) -> int:
    from companion.journal.tablefile import replay_file
    try:
        state = replay_file(args.file)
    except OSError as exc:
        _say(_plain_words(args).text("cli.cannot-read", path=args.file, problem=exc.strerror or str(exc)))
        return 2
    if args.json:   # the contract: the same JSON in every language
        print(json.dumps(state, ensure_ascii=False))
    else:
        from companion.core.printable import printable   # names and refused lines are never echoed raw
        words = _plain_words(args) if state["rejected"] else None   # the configuration is read only to say these
        for r in state["rejected"]:
            print(printable(words.text("replay.rejected", line=r["line"], command=r["command"],
                                       message=words.error(r["error"], r["message"]))))
        print(printable(json.dumps(state, ensure_ascii=False, indent=1), keep="\n"))
    return 0


def _feed(args) -> int:
    """Protocol lines on stdin, one JSON answer per line on stdout (scripts, tests, other front ends).

    Bytes in, UTF-8 JSON out, whatever the locale: a line that is not UTF-8 is refused like any
    other bad line, and the lines around it are answered.
    """
    from companion.core.protocol import split_lines
    from companion.journal.session import Session
    from companion.core.words_of_the_box import words_of_the_box
    session = Session.in_memory() if args.memory else Session.open(_journal_path(args))
    out = sys.stdout.buffer
    words = words_of_the_box(args.lang, options=True, engine=lambda: session.game) \
        if getattr(args, "lang", None) else None
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
    from companion.journal import Journal
    words, lang = _words(args), _language(args)
    journal = Journal(_journal_path(args))
    if args.abandon is not None:
        journal.abandon(args.abandon)
        print(words.text("games.abandoned", id=args.abandon))
    if args.resume is not None:
        journal.resume(args.resume)
        print(words.text("games.resumed", id=args.resume))
    games = journal.games()
    journal.close()
    if not games:
        print(words.text("cli.no-game"))
    from companion.core.i18n import Catalog
    from companion.core.printable import printable
    for g in games:
        started = printable(g.started[:16].replace("T", " "))
        if g.damaged or g.kind not in GAMES:
            # Named in plain words, and the listing goes on: one damaged row never hides the others.
            game = _title(g.kind, lang) if g.kind in GAMES else words.text("games.kind-as-read", kind=printable(g.kind))
            print(words.text("games.row-damaged" if g.damaged else "games.row-unknown", id=g.id, game=game,
                             started=started, setup=printable(g.setup)))
            continue
        own = Catalog.load(lang, g.kind)     # the game's own words for its result
        print(words.text("games.row", id=g.id, game=_title(g.kind, lang), status=words.text(f"games.status.{g.status}"),
                         started=started, commands=g.commands, setup=g.setup,
                         result=f" · {own.result_words(g.result, g.setup)}" if g.result else ""))
    return 0


def _sim(args) -> int:
    """The terminal simulator: the OLED's very frame, five buttons on the keyboard."""
    from companion.box.opening import open_session_safely
    from companion.core.i18n import Catalog
    from companion.journal.session import Session
    from companion.box.names import NameBook
    from companion.box.sim import run_sim
    cfg = _config(args)
    from companion.core import registry
    registry.start_up(cfg.tag_map_path.parent)   # a game's checked board, before its journal is replayed
    words = _words(args)
    if args.memory:
        session, notice = Session.in_memory(), None
    else:
        path, notice = _sim_journal(args.journal, cfg.journal_path, words)
        session, trouble = open_session_safely(path)
        notice = " ".join(filter(None, (notice, trouble))) or None
    if notice:
        _say(notice)
    page, page_url = _sim_page(args, cfg, session, words)
    speaker = None
    if args.speech:
        from companion.box.speech import Speaker
        speaker = Speaker(args.lang or cfg.language)
    try:
        game = getattr(args, "game", None)
        run_sim(session, Catalog.load(args.lang or cfg.language, game), sys.stdin, sys.stdout, speaker=speaker,
                notice=notice, game=game, choose=game is None, form=getattr(args, "screen", "auto"),
                game_options=cfg.games, show_speech=getattr(args, "show_speech", False),
                names=NameBook(None if args.memory else cfg.tag_map_path.parent, cfg.names),
                page_url=page_url,   # the page served: phones may pair as seats
                teach=cfg.teach or getattr(args, "teach", False))
    except KeyboardInterrupt:
        print()
    finally:
        if page is not None:
            page.__exit__(None, None, None)
        if speaker is not None:
            speaker.close()
        # After the last frame, where the game went (the first frame clears the terminal).
        saved = getattr(session.journal, "path", None)
        _say(words.text("cli.sim-saved-in", path=str(saved)) if saved else words.text("cli.sim-not-saved"))
    return 0


def _sim_page(args, cfg, session, words):
    """The phones' page for the simulator: (its server, its address), served here unless `--no-page` or
    `--memory` (the page reads the journal: with none it has nothing to follow); a page the configuration
    serves with `camelot web` (`[web] enabled`) is left to it."""
    from companion.box.app import _page_url
    journal = getattr(session.journal, "path", None)
    if getattr(args, "no_page", False) or journal is None:
        if journal is None and not getattr(args, "no_page", False):
            _say(words.text("cli.sim-no-page-memory"))
        return None, None
    if cfg.web.enabled:
        return None, _page_url(cfg)
    from .sim_page import start_page
    page, address = start_page(cfg, journal, words, args.lang or cfg.language)
    if address:
        _say(words.text("cli.sim-page", address=address))
    return page, address


def _sim_journal(asked, configured, words):
    """The simulator's journal and a notice: the configured one, or the user's own when that one is the
    installed service's (/var/lib/camelot, which only the camelot user may write)."""
    import os
    from pathlib import Path

    from companion.box.config import state_dir
    if asked:
        return Path(asked), None
    path = Path(configured)
    place = next((p for p in (path, *path.parents) if p.exists()), None)
    if place is None or os.access(place if place.is_dir() else place.parent, os.W_OK) and (
            place != path or os.access(path, os.W_OK)):
        return path, None
    mine = state_dir() / "journal.sqlite"
    if mine == path:
        return path, None
    return mine, words.text("cli.sim-own-journal", configured=str(path), path=str(mine))


def _run(args) -> int:
    """The Raspberry Pi box; the simulator where no hardware is configured."""
    from companion.box.app import run_box
    from companion.box.config import hardware_configured
    cfg = _config(args)
    if not hardware_configured(cfg):
        _say(_words(args).text("cli.no-hardware"))
        return _sim(argparse.Namespace(config=args.config, memory=args.memory, journal=args.journal,
                                       lang=args.lang, speech=args.speech, game=args.game, screen=args.screen,
                                       state_dir=args.state_dir, no_page=args.no_page, teach=args.teach))
    if args.lang or args.speech:
        from dataclasses import replace
        cfg = replace(cfg, language=args.lang or cfg.language, speech=cfg.speech or args.speech)
    return run_box(cfg)


def _recap(args) -> int:
    """After a game: a picture (next to the journal) and a short text, drawn by the game's own recap."""
    from pathlib import Path

    from companion.journal import Journal
    from companion.core.recap import render
    cfg = _config(args)
    words, lang = _words(args), _language(args)
    path = Path(args.journal or cfg.journal_path)
    journal = Journal(path)
    games = journal.games()
    game_id = args.game if args.game is not None else (games[0].id if games else None)
    if game_id is None:
        journal.close()
        _say(words.text("cli.no-game"))
        return 1
    kind = journal.kind(game_id)
    lines = journal.lines(game_id)
    journal.close()
    from companion.core import registry
    if not registry.table(kind).has("recap"):      # a game may draw none: said plainly, not a crash
        _say(words.text("cli.no-recap", game=registry.load(kind).TITLE.get(lang, kind)))
        return 1
    picture, summary = render(kind, lines, lang, game_id)
    out = Path(args.out) if args.out else path.with_name(f"recap-{game_id}.png")
    picture.save(out)
    print(summary)
    print(words.text("recap.saved", path=out))
    return 0


def _web(args) -> int:
    """The live page for the phones at the table: the board from the journal, taps forwarded to the box."""
    try:
        from companion.web.server import serve
    except ImportError as exc:
        _say(_words(args).text("cli.web-missing", package=exc.name or "?"))
        return 2
    from companion.web.address import page_url
    cfg = _config(args)
    host, port = args.host or cfg.web.host, args.port or cfg.web.port
    _say(_words(args).text("cli.web-address", address=page_url(host, port)))
    try:
        serve(args.journal or cfg.journal_path, host, port,
              language=cfg.language, forecast=cfg.web.forecast, names=cfg.web.names)
    except KeyboardInterrupt:     # Ctrl-C at a terminal: the page stops quietly, like the other commands
        pass
    return 0


def _add_sim(sub) -> None:
    p = sub.add_parser("sim", help="the terminal simulator (the default without hardware)")
    p.add_argument("--config", help="configuration file")
    p.add_argument("--journal", help="journal file (default: from the configuration)")
    p.add_argument("--memory", action="store_true", help="journal nothing")
    p.add_argument("--lang", choices=["fr", "en"], help="language (default: from the configuration)")
    p.add_argument("--speech", action="store_true", help="speak the prompts (espeak-ng)")
    p.add_argument("--game", choices=list(GAMES), help="the game to set up when none is in progress "
                   "(default: the box asks)")
    p.add_argument("--screen", choices=["auto", "frame", "text"], default="auto",
                   help="the OLED's frame in half blocks (needs 130 columns), or its text (any terminal); "
                   "default: by the terminal's width")
    p.add_argument("--show-speech", action="store_true",
                   help="show under the frame what the box says aloud (the v key shows or hides it)")
    _add_state_and_page(p)
    p.set_defaults(func=_sim)


def _add_state_and_page(p) -> None:
    """The simulator's state folder, its page and the teaching mode, as `sim` and `run` both take them."""
    p.add_argument("--state", metavar="DIR", dest="state_dir", help="the folder of the journal and the tag maps "
                   "(default: $STATE_DIRECTORY, else ~/.local/state/camelot)")
    p.add_argument("--no-page", action="store_true", help="do not serve the phones' page (simulator; "
                   "by default it is served on port 8080, or a free one, for phones to follow and take seats)")
    p.add_argument("--teach", action="store_true",
                   help="teaching mode: a first game, each rule explained the first time ([table] teach = true)")


def _add_run(sub) -> None:
    # `camelot` alone is `camelot run`, which falls back to the simulator: it takes the simulator's options.
    p = sub.add_parser("run", help="the Raspberry Pi box (the default with hardware)")
    p.add_argument("--config", help="configuration file")
    p.add_argument("--journal", help="journal file (default: from the configuration)")
    p.add_argument("--memory", action="store_true", help="journal nothing (simulator only)")
    p.add_argument("--lang", choices=["fr", "en"], help="language (default: from the configuration)")
    p.add_argument("--speech", action="store_true", help="speak the prompts (espeak-ng)")
    # Where no hardware is configured `run` is the simulator: it takes what `sim` takes (scripts/run --game merlin).
    p.add_argument("--game", choices=list(GAMES), help="the game to set up when none is in progress (simulator)")
    p.add_argument("--screen", choices=["auto", "frame", "text"], default="auto", help="the simulator's form")
    _add_state_and_page(p)
    p.set_defaults(func=_run)


def _add_web(sub) -> None:
    p = sub.add_parser("web", help="serve the live page of the board to the phones at the table")
    p.add_argument("--config", help="configuration file")
    p.add_argument("--journal", help="journal file (default: from the configuration)")
    p.add_argument("--host", help="address to listen on (default: from the configuration)")
    p.add_argument("--port", type=int, help="port (default: from the configuration)")
    p.add_argument("--state", metavar="DIR", dest="state_dir", help="the folder of the journal (as the simulator's --state)")
    p.set_defaults(func=_web)


def _add_replay(sub) -> None:
    p = sub.add_parser("replay", help="replay a .table file and print the public state")
    p.add_argument("file")
    p.add_argument("--json", action="store_true", help="print the state JSON only")
    p.add_argument("--config", help="configuration file (for its language)")
    p.add_argument("--lang", choices=LANGS, help="language of the sentences (default: from the configuration)")
    p.set_defaults(func=_replay)


def _add_feed(sub) -> None:
    p = sub.add_parser("feed", help="read protocol lines on stdin, answer one JSON line each")
    p.add_argument("--journal", help="journal file (default: from the configuration)")
    p.add_argument("--config", help="configuration file")
    p.add_argument("--memory", action="store_true", help="journal nothing")
    p.add_argument("--state", action="store_true", help="print the final state JSON at the end")
    p.add_argument("--lang", choices=["fr", "en"],
                   help="also answer with the box's words: `said` (spoken sentences), `prompt` (asked next), "
                        "`menu` and `options` (each entry's label and the line it sends)")
    p.set_defaults(func=_feed)


def _add_games(sub) -> None:
    p = sub.add_parser("games", help="list the games in the journal; resume or abandon one")
    p.add_argument("--journal", help="journal file (default: from the configuration)")
    p.add_argument("--config", help="configuration file")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--resume", type=int, metavar="ID", help="resume this game at the next start")
    group.add_argument("--abandon", type=int, metavar="ID", help="abandon this game")
    p.add_argument("--lang", choices=LANGS, help="language (default: from the configuration)")
    p.set_defaults(func=_games)


def _add_recap(sub) -> None:
    p = sub.add_parser("recap", help="after a game: its story as a picture (PNG) and a summary")
    p.add_argument("game", nargs="?", type=int, help="game id (default: the latest)")
    p.add_argument("--journal", help="journal file (default: from the configuration)")
    p.add_argument("--config", help="configuration file")
    p.add_argument("--out", help="where to save the picture (default: next to the journal)")
    p.add_argument("--lang", choices=["fr", "en"])
    p.set_defaults(func=_recap)
