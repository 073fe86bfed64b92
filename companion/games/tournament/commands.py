"""The tournament vocabulary (tournament-protocol.md, "Lines" and "Commands"): one line -> one typed command.

Verbs, seats, colours and cards are lowercase ASCII and compared exactly (`Play red-3` is an
unknown command); display names keep their case; numbers are ASCII digits only.
"""
from __future__ import annotations

from companion.core.protocol import (Command, check_names, command, count, is_number, parse_abandon,
                                     parse_choose, parse_undo, plain, reject, vocabulary)
from .cards import CARDS, COLOURS, DISPLAY, HOLDINGS, WEAPONS

SEATS = ("p1", "p2", "p3", "p4", "p5")
MIN_PLAYERS, MAX_PLAYERS = 2, 5          # rulebook l. 16: « 2 à 5 »


@command("new")
class NewTournament(Command):
    players: int = 0
    names: tuple[str, ...] = ()


@command("colour")
class Colour(Command):
    colour: str = ""


@command("pass")
class Pass(Command):
    pass


@command("play")
class Play(Command):
    card: str = ""
    colour: str | None = None      # unhorse, change-weapon
    seat: str | None = None        # the seat named (target, or ivanhoe's player)
    kind: str | None = None        # dodge: his card; retreat: mine; outwit: MINE
    theirs: str | None = None      # outwit: THEIRS


@command("end")
class End(Command):
    total: int | None = None


@command("withdraw")
class Withdraw(Command):
    pass


def _seat(word: str) -> str:
    if word not in SEATS:
        raise reject("unknown-seat", f"'{word}' is not a seat (seats: p1 to p5)")
    return word


def _display_kind(word: str, also: tuple[str, ...] = ()) -> str:
    if word in DISPLAY or word in also:
        return word
    if word in CARDS:
        raise reject("bad-arguments", f"'{word}' is not a card that lies on a display")
    raise reject("unknown-card", f"'{word}' is not a card name")


def _weapon(word: str) -> str:
    if word not in WEAPONS:
        raise reject("bad-arguments", f"'{word}': the new colour is red, blue or yellow")
    return word


def _parse_new(line: str, args: list[str]) -> NewTournament:
    usage = "new tournament N [NAME…] (N = 2 to 5 players)"
    if not args or args[0] != "tournament":
        raise reject("bad-arguments", "this box plays Knizia's Camelot here: " + usage)
    count(args, 2, None, usage)
    if not is_number(args[1]) or not MIN_PLAYERS <= int(args[1]) <= MAX_PLAYERS:
        raise reject("bad-arguments", "a tournament game has 2 to 5 players (rulebook: « 2 à 5 »)")
    players = int(args[1])
    return NewTournament(line, players, check_names(args[2:], players))


def _parse_colour(line: str, args: list[str]) -> Colour:
    count(args, 1, 1, "colour purple|red|blue|yellow|green")
    if args[0] not in COLOURS:
        raise reject("bad-arguments", f"'{args[0]}' is not a colour (purple, red, blue, yellow, green)")
    return Colour(line, args[0])


def _parse_play(line: str, args: list[str]) -> Play:
    count(args, 1, None, "play CARD [ARG…]")
    card, rest = args[0], args[1:]
    if card not in CARDS:
        raise reject("unknown-card", f"'{card}' is not a card name")
    if CARDS[card].is_display or card in ("drop-weapon", "outmaneuver", "charge", "countercharge",
                                          "adapt", "disgrace", "shield"):
        count(rest, 0, 0, f"play {card}")
        return Play(line, card)
    if card in ("unhorse", "change-weapon"):
        count(rest, 1, 1, f"play {card} red|blue|yellow")
        return Play(line, card, colour=_weapon(rest[0]))
    if card in ("break-lance", "riposte", "knock-down", "stunned", "ivanhoe"):
        count(rest, 1, 1, f"play {card} SEAT")
        return Play(line, card, seat=_seat(rest[0]))
    if card == "dodge":
        count(rest, 2, 2, "play dodge SEAT CARD")
        return Play(line, card, seat=_seat(rest[0]), kind=_display_kind(rest[1]))
    if card == "retreat":
        count(rest, 1, 1, "play retreat CARD")
        return Play(line, card, kind=_display_kind(rest[0]))
    count(rest, 3, 3, "play outwit MINE SEAT THEIRS")
    return Play(line, card, seat=_seat(rest[1]), kind=_display_kind(rest[0], HOLDINGS),
                theirs=_display_kind(rest[2], HOLDINGS))


def _parse_end(line: str, args: list[str]) -> End:
    count(args, 0, 1, "end [TOTAL]")
    if args and not is_number(args[0]):
        raise reject("bad-arguments", f"'{args[0]}' is not a total (ASCII digits)")
    return End(line, int(args[0]) if args else None)


_PARSERS = {
    "new": _parse_new, "colour": _parse_colour, "pass": plain(Pass), "play": _parse_play,
    "end": _parse_end, "withdraw": plain(Withdraw), "choose": parse_choose, "undo": parse_undo,
    "abandon": parse_abandon,      # the core's (`abandon` is not the rulebook's `withdraw`), as `choose`, `undo`
}
VERBS = tuple(_PARSERS)


parse = vocabulary(_PARSERS)   # one line -> its command; None for a blank or comment line
