"""`camelot`: the command line. Heavy modules are imported inside each command to keep start-up lean."""
from __future__ import annotations

import argparse
import json
import sys


def _replay(args) -> int:
    from .replay import replay_file
    try:
        state = replay_file(args.file)
    except (OSError, UnicodeDecodeError) as exc:
        print(f"camelot: cannot read {args.file}: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(state, ensure_ascii=False))
    else:
        for r in state["rejected"]:
            print(f"line {r['line']}: rejected '{r['command']}': {r['message']}")
        print(json.dumps(state, ensure_ascii=False, indent=1))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="camelot", description="Shadows over Camelot table companion")
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("replay", help="replay a .table file and print the public state")
    p.add_argument("file")
    p.add_argument("--json", action="store_true", help="print the state JSON only")
    p.set_defaults(func=_replay)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
