"""The Merlin vocabulary (merlin-protocol.md, "Lines", "Names" and "Commands"): one line -> one typed command.

Verbs, seats, colours, servants, items, tiles and cards are lowercase ASCII and compared exactly;
display names keep their case; the `domain` rows are the only case-sensitive words; numbers are
ASCII digits only. A malformed line is refused here (`bad-arguments`, `unknown-seat`,
`unknown-card`, `not-supported`); whether a well-formed line is legal now is the engine's business.
"""
from __future__ import annotations

from companion.core.protocol import (Command, check_names, command, count, is_number, one, parse_abandon,
                                     parse_choose, parse_undo, plain, reject, vocabulary)
from .board import COLOURS

SEATS = ("p1", "p2", "p3", "p4")
MIN_PLAYERS, MAX_PLAYERS = 2, 4                  # « pour 2 à 4 joueurs »
SERVANTS = ("lady", "shield-bearer", "builder", "flag-bearer")
OBJECTS = ("shield", "flag", "material")
CARDS = tuple(f"q{n:02d}" for n in range(1, 56))
ROWS = "abcd"
TERRAINS = "mwlMWL"
MIN_POINTS, MAX_POINTS = 1, 9


@command("new")
class NewMerlin(Command):
    players: int = 0
    names: tuple[str, ...] = ()


@command("domain")
class Domain(Command):
    rows: tuple[str, ...] = ()


@command("start")
class Start(Command):
    seat: str = ""
    province: str = ""
    flag: str = ""
    shield: str = ""
    material: str = ""


@command("traitors")
class Traitors(Command):
    seat: str = ""
    colours: tuple[str, ...] = ()


@command("roll")
class Roll(Command):
    seat: str = ""
    knights: tuple[int, ...] = ()
    merlin: int = 0


@command("card")
class Card(Command):
    card: str = ""
    points: int = 0
    needs: tuple[str, ...] = ()


@command("move")
class Move(Command):
    figure: str = ""                 # knight | merlin
    value: int = 0                   # the die's face as it lies on the castle
    apple: int | None = None         # the value an apple gives
    flip: bool = False
    direction: str | None = None     # cw | ccw (None: a knight's clockwise)


@command("mirror")
class Mirror(Command):
    pass


@command("other")
class Other(Command):
    seat: str = ""


@command("place")
class Place(Command):
    servant: str = ""
    province: str | None = None      # the influence-servant space names it


@command("score")
class Score(Command):
    pass


@command("take")
class Take(Command):
    colour: str = ""


@command("shift")
class Shift(Command):
    servant: str = ""
    province: str = ""


@command("exchange")
class Exchange(Command):
    give: str = ""                   # item slug, e.g. flag-blue
    take: str = ""


@command("swap")
class Swap(Command):
    count: int = 0


@command("excalibur")
class Excalibur(Command):
    colour: str | None = None


@command("grail")
class Grail(Command):
    pass


@command("build")
class Build(Command):
    tile: str = ""
    material: str = ""
    bonus: str | None = None         # shield-X | flag-X | influence-X


@command("staff")
class Staff(Command):
    pass


@command("quest")
class Quest(Command):
    card: str = ""
    points: int | None = None


@command("repel")
class Repel(Command):
    colour: str = ""


@command("end")
class End(Command):
    pass


def _number(word: str, low: int, high: int, what: str) -> int:
    if not is_number(word) or not low <= int(word) <= high:
        raise reject("bad-arguments", f"'{word}' is not {what} ({low} to {high})")
    return int(word)


def _seat(word: str) -> str:
    if word not in SEATS:
        raise reject("unknown-seat", f"'{word}' is not a seat (seats: p1 to p4)")
    return word


def _colour(word: str) -> str:
    if word not in COLOURS:
        raise reject("bad-arguments", f"'{word}' is not a province colour ({', '.join(COLOURS)})")
    return word


def _servant(word: str) -> str:
    if word not in SERVANTS:
        raise reject("bad-arguments", f"'{word}' is not a servant ({', '.join(SERVANTS)})")
    return word


def _item(word: str) -> str:
    kind, _, colour = word.partition("-")
    if kind not in OBJECTS or colour not in COLOURS:
        raise reject("bad-arguments", f"'{word}' is not an object (shield-C, flag-C or material-C, C a province)")
    return word


def _card(word: str) -> str:
    if word not in CARDS:
        raise reject("unknown-card", f"'{word}' is not a quest card (q01 to q55)")
    return word


def _tile(word: str) -> str:
    if len(word) != 2 or word[0] not in ROWS or word[1] not in "123456":
        raise reject("bad-arguments", f"'{word}' is not a Domain tile (a1 to d6)")
    return word


def is_need(token: str) -> bool:
    """A quest card's condition token (merlin-protocol.md, `card`)."""
    head, _, colour = token.rpartition("-")
    if head in OBJECTS:
        return colour in COLOURS or colour == "any"
    if head == "influence":
        return colour in COLOURS or colour == "any"
    if head.endswith("-in"):
        return head[:-3] in SERVANTS + ("servant",) and colour in COLOURS
    return False


def _parse_new(line: str, args: list[str]) -> NewMerlin:
    usage = "new merlin N [NAME…] (N = 2 to 4 players)"
    if not args or args[0] != "merlin":
        raise reject("bad-arguments", "this is Merlin's language: " + usage)
    modules = [w for w in args[1:] if w.startswith("+")]
    if modules:
        raise reject("not-supported", f"the module(s) {' '.join(modules)} are not played by this version: "
                                      "the base game only")
    count(args, 2, None, usage)
    players = _number(args[1], MIN_PLAYERS, MAX_PLAYERS, "a number of players (« pour 2 à 4 joueurs »)")
    return NewMerlin(line, players, check_names(args[2:], players))


def _parse_domain(line: str, args: list[str]) -> Domain:
    count(args, 1, None, "domain ROW… (one word of 6 letters m w l M W L per row, a first)")
    return Domain(line, tuple(args))


def _parse_start(line: str, args: list[str]) -> Start:
    count(args, 5, 5, "start P PROVINCE FLAG SHIELD MATERIAL")
    return Start(line, _seat(args[0]), *(_colour(w) for w in args[1:]))


def _parse_traitors(line: str, args: list[str]) -> Traitors:
    count(args, 4, 4, "traitors P C C C")
    return Traitors(line, _seat(args[0]), tuple(_colour(w) for w in args[1:]))


def _parse_roll(line: str, args: list[str]) -> Roll:
    count(args, 5, 5, "roll P K K K M (three knight dice, then the Merlin die; 1 to 6)")
    values = [_number(w, 1, 6, "a die's value") for w in args[1:]]
    return Roll(line, _seat(args[0]), tuple(values[:3]), values[3])


def _parse_card(line: str, args: list[str]) -> Card:
    count(args, 3, None, "card CARD POINTS NEED… (at least one need)")
    card = _card(args[0])
    points = _number(args[1], MIN_POINTS, MAX_POINTS, "a card's points")
    for token in args[2:]:
        if not is_need(token):
            raise reject("bad-arguments", f"'{token}' is not a quest condition (shield-C, flag-any, influence-C, "
                                          "influence-any, lady-in-C, servant-in-C…)")
    return Card(line, card, points, tuple(args[2:]))


def _parse_move(line: str, args: list[str]) -> Move:
    usage = "move knight V [apple N | flip] [cw|ccw]  or  move merlin V cw|ccw [apple N | flip]"
    count(args, 2, 5, usage)
    figure = args[0]
    if figure not in ("knight", "merlin"):
        raise reject("bad-arguments", f"usage: {usage}")
    value = _number(args[1], 1, 6, "a die's value")
    apple, flip, direction, rest = None, False, None, list(args[2:])
    while rest:
        word = rest.pop(0)
        if word == "apple" and apple is None and rest:
            apple = _number(rest.pop(0), 1, 6, "the value an apple gives")
        elif word == "flip" and not flip:
            flip = True
        elif word in ("cw", "ccw") and direction is None:
            direction = word
        else:
            raise reject("bad-arguments", f"usage: {usage}")
    if apple is not None and flip:
        raise reject("bad-arguments", "an apple or a flip, not both: each replaces the die's value")
    if figure == "merlin" and direction is None:
        raise reject("bad-arguments", "Merlin moves « dans le sens de votre choix »: say cw or ccw")
    return Move(line, figure, value, apple, flip, direction)


def _parse_place(line: str, args: list[str]) -> Place:
    count(args, 1, 2, "place S  or  place S C")
    return Place(line, _servant(args[0]), _colour(args[1]) if len(args) > 1 else None)


def _parse_exchange(line: str, args: list[str]) -> Exchange:
    count(args, 2, 2, "exchange GIVE TAKE (e.g. exchange flag-blue material-orange)")
    return Exchange(line, _item(args[0]), _item(args[1]))


def _parse_build(line: str, args: list[str]) -> Build:
    count(args, 2, 3, "build TILE M [BONUS]")
    bonus = None
    if len(args) == 3:
        kind, _, colour = args[2].partition("-")
        if kind not in ("shield", "flag", "influence") or colour not in COLOURS:
            raise reject("bad-arguments", f"'{args[2]}' is not a tower bonus (shield-X, flag-X or influence-X)")
        bonus = args[2]
    return Build(line, _tile(args[0]), _colour(args[1]), bonus)


def _parse_quest(line: str, args: list[str]) -> Quest:
    count(args, 1, 2, "quest CARD [POINTS]")
    points = _number(args[1], MIN_POINTS, MAX_POINTS, "a card's points") if len(args) > 1 else None
    return Quest(line, _card(args[0]), points)


def _parse_shift(line: str, args: list[str]) -> Shift:
    count(args, 2, 2, "shift S C")
    return Shift(line, _servant(args[0]), _colour(args[1]))


def _parse_swap(line: str, args: list[str]) -> Swap:
    count(args, 1, 1, "swap K (K = 1 or 2)")
    return Swap(line, _number(args[0], 1, 2, "a number of cards"))


def _parse_excalibur(line: str, args: list[str]) -> Excalibur:
    count(args, 0, 1, "excalibur [C]")
    return Excalibur(line, _colour(args[0]) if args else None)


_PARSERS = {
    "new": _parse_new, "abandon": parse_abandon, "domain": _parse_domain, "start": _parse_start,
    "traitors": _parse_traitors, "roll": _parse_roll, "card": _parse_card, "move": _parse_move,
    "mirror": plain(Mirror), "other": one(Other, _seat, "other P"), "place": _parse_place,
    "score": plain(Score), "take": one(Take, _colour, "take C"), "shift": _parse_shift,
    "exchange": _parse_exchange, "swap": _parse_swap, "excalibur": _parse_excalibur, "grail": plain(Grail),
    "build": _parse_build, "staff": plain(Staff), "quest": _parse_quest,
    "repel": one(Repel, _colour, "repel C"), "end": plain(End), "choose": parse_choose,
    "undo": parse_undo,            # `abandon`, `choose` and `undo`: the core's, every game's
}
VERBS = tuple(_PARSERS)
ACTION_VERBS = ("place", "score", "take", "shift", "exchange", "swap", "excalibur", "grail", "build")


parse = vocabulary(_PARSERS)   # one line -> its command; None for a blank or comment line
