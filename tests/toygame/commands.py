"""The toy's vocabulary: `new toy N [NAME…]`, `add 1|2`, `abandon` and the core's `undo`."""
from __future__ import annotations

from companion.core.protocol import Command, Undo, command, count, is_number, one, plain, reject, valid_name, vocabulary

MIN_PLAYERS, MAX_PLAYERS = 2, 3
STEPS = (1, 2)


@command("new")
class NewToy(Command):
    players: int = 2
    names: tuple[str, ...] = ()


@command("add")
class Add(Command):
    n: int = 1


@command("abandon")
class Abandon(Command):
    """Ends the game without a winner, as in every game of the box."""


def _parse_new(line: str, args: list[str]) -> NewToy:
    usage = f"new toy N [NAME…] (N = {MIN_PLAYERS} to {MAX_PLAYERS} players)"
    if not args or args[0] != "toy":
        raise reject("bad-arguments", usage)
    count(args, 2, 2 + MAX_PLAYERS, usage)
    if not is_number(args[1]) or not MIN_PLAYERS <= int(args[1]) <= MAX_PLAYERS:
        raise reject("bad-arguments", usage)
    players, names = int(args[1]), tuple(args[2:])
    if len(names) > players or not all(valid_name(name) for name in names):
        raise reject("bad-arguments", usage)
    return NewToy(line, players, names)


def _step(word: str) -> int:
    if not is_number(word) or int(word) not in STEPS:
        raise reject("bad-arguments", "add 1 or add 2")
    return int(word)


_PARSERS = {"new": _parse_new, "add": one(Add, _step, "add 1|2"), "abandon": plain(Abandon), "undo": plain(Undo)}
VERBS = tuple(_PARSERS)

parse = vocabulary(_PARSERS)    # one line -> its command; None for a blank or comment line
