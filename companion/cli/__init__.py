"""`camelot`: the command line. Heavy modules are imported inside each command to keep start-up lean: the
commands that play or show a game are in `play.py`, the builder's upkeep of the box in `upkeep.py`."""
from __future__ import annotations

import argparse
import sys

from companion.core.errors import CompanionError
from .common import _say
from .play import (_add_feed, _add_games, _add_recap, _add_replay, _add_run, _add_sim, _add_web,  # noqa: F401
                   _sim_journal)
from .upkeep import _add_board, _add_doctor, _add_enroll, _add_tags

# Each command's options, in the order `camelot -h` lists them.
COMMANDS = {"sim": _add_sim, "run": _add_run, "web": _add_web, "replay": _add_replay, "feed": _add_feed,
            "games": _add_games, "recap": _add_recap, "doctor": _add_doctor, "enroll": _add_enroll,
            "board": _add_board, "tags": _add_tags}


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command line; with `only`, that command's options alone (what one run parses: a replay never
    builds the other commands' options, nor imports what their defaults need)."""
    parser = argparse.ArgumentParser(prog="camelot", description="Shadows over Camelot table companion")
    # The usage names every command even when one alone is built: an error reads the same either way.
    sub = parser.add_subparsers(dest="command", metavar="{" + ",".join(COMMANDS) + "}")
    for name, add in COMMANDS.items():
        if only is None or name == only:
            add(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or (argv[0] not in COMMANDS and argv[0] not in ("-h", "--help")):
        # No command named: `camelot --lang en` is `camelot run --lang en` (the simulator without hardware).
        argv = ["run", *argv]
    args = build_parser(only=argv[0] if argv[0] in COMMANDS else None).parse_args(argv)
    try:
        return args.func(args)
    except CompanionError as err:   # anything a user can cause: said plainly, never a traceback
        _say(err.message)
        return 1
