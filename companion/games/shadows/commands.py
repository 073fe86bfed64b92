"""The Shadows over Camelot vocabulary of the table protocol (../shared/spec/table-protocol.md).

Each verb's command class and parser; names are checked against the card data. The line
itself (comments, ASCII, bytes) and the verbs every game shares (`new`'s dispatch, `undo`, `choose`,
`abandon`) are the core's: companion/core/protocol.py, listed here in this game's order.
"""
from __future__ import annotations

from companion.core.protocol import (Abandon, Choose, Command, Undo, command, count, one, parse_abandon, parse_choose,
                                     parse_undo, plain, reject, tokenize, vocabulary)
from .cards import BLACK, CARDS, FIGHT, KNIGHTS, PLACES, WHITE

@command("new")
class New(Command):
    knights: tuple[str, ...] = ()
    no_traitor: bool = False
    squires: bool = False


@command("join")
class Join(Command):
    knight: str = ""


@command("leave")
class Leave(Command):
    knight: str = ""


@command("reshuffle")
class Reshuffle(Command):
    pass


@command("evil")
class Evil(Command):
    choice: str = ""          # black | siege | life


@command("black")
class Black(Command):
    card: str = ""
    under: str | None = None  # Lancelot's Armor: the card put under the deck


@command("steal")
class Steal(Command):
    knight: str | None = None


@command("move")
class Move(Command):
    place: str = ""


@command("play")
class Play(Command):
    card: str = ""


@command("draw")
class Draw(Command):
    pass


@command("siege")
class Siege(Command):
    cards: tuple[str, ...] = ()


@command("roll")
class Roll(Command):
    value: int = 0


@command("special")
class Special(Command):
    card: str = ""
    args: tuple[str, ...] = ()


@command("heal")
class Heal(Command):
    cards: tuple[str, ...] = ()


@command("accuse")
class Accuse(Command):
    knight: str = ""


@command("reveal")
class Reveal(Command):
    traitor: bool = False


@command("sacrifice")
class Sacrifice(Command):
    pass


@command("end")
class End(Command):
    pass


def _knight(word: str) -> str:
    if word not in KNIGHTS:
        raise reject("unknown-knight", f"'{word}' is not a knight (knights: {', '.join(KNIGHTS)})")
    return word


def _card(word: str, colour: frozenset[str] | None = None, what: str = "card") -> str:
    if word not in CARDS or CARDS[word].color == "loyalty":
        raise reject("unknown-card", f"'{word}' is not a card name")
    if colour is not None and word not in colour:
        raise reject("wrong-card-colour", f"'{word}' is not a {what}")
    return word


def parse_new(line, args):
    """The Shadows `new` line: 3 to 7 knights in seat order, then the variants."""
    count(args, 3, None, "new KNIGHT KNIGHT KNIGHT … [no-traitor] [squires]")
    flags = {a for a in args if a in ("no-traitor", "squires")}
    knights = tuple(_knight(a) for a in args if a not in flags)
    if len(set(knights)) != len(knights):
        raise reject("duplicate-knight", "a knight is named twice")
    if not 3 <= len(knights) <= 7:
        raise reject("bad-arguments", "a game has 3 to 7 knights")
    return New(line, knights, "no-traitor" in flags, "squires" in flags)


def _parse_evil(line, args):
    count(args, 1, 1, "evil black|siege|life")
    if args[0] not in ("black", "siege", "life"):
        raise reject("bad-arguments", "usage: evil black|siege|life")
    return Evil(line, args[0])


def _parse_black(line, args):
    if len(args) == 1:
        return Black(line, _card(args[0], BLACK, "black card"))
    if len(args) == 3 and args[1] == "under":
        return Black(line, _card(args[0], BLACK, "black card"), _card(args[2], BLACK, "black card"))
    raise reject("bad-arguments", "usage: black CARD [under CARD2]")


def _parse_move(line, args):
    count(args, 1, 1, "move PLACE")
    if args[0] not in PLACES:
        raise reject("unknown-place", f"'{args[0]}' is not a place (places: {', '.join(PLACES)})")
    return Move(line, args[0])


def _parse_siege(line, args):
    count(args, 1, None, "siege FIGHT-CARD …")
    return Siege(line, tuple(_card(a, FIGHT, "fight card") for a in args))


def _parse_roll(line, args):
    count(args, 1, 1, "roll N")
    if not args[0].isascii() or not args[0].isdigit() or not 1 <= int(args[0]) <= 8:
        raise reject("bad-roll", "the siege die has eight faces: roll 1 to 8")
    return Roll(line, int(args[0]))


def _parse_special(line, args):
    count(args, 1, None, "special CARD [ARGS]")
    card = _card(args[0], WHITE, "white card")
    if not CARDS[card].is_special:
        raise reject("not-special", f"'{card}' is not a special white card")
    for a in args[1:]:
        if a not in KNIGHTS and a not in PLACES and a not in ("siege", "self", "others", "reveal"):
            raise reject("bad-arguments", f"'{a}' is not a knight, a place, siege, self, others or reveal")
    return Special(line, card, tuple(args[1:]))


def _parse_heal(line, args):
    count(args, 3, 3, "heal CARD CARD CARD")
    return Heal(line, tuple(_card(a, WHITE, "white card") for a in args))


def _parse_reveal(line, args):
    count(args, 1, 1, "reveal loyal|traitor")
    if args[0] not in ("loyal", "traitor"):
        raise reject("bad-arguments", "usage: reveal loyal|traitor")
    return Reveal(line, args[0] == "traitor")


def _parse_steal(line, args):
    count(args, 0, 1, "steal [KNIGHT]")
    return Steal(line, _knight(args[0]) if args else None)


PARSERS = {
    "new": parse_new,
    "undo": parse_undo,             # `undo`, `choose` and `abandon`: the core's, every game's
    "join": one(Join, _knight, "join KNIGHT"),
    "leave": one(Leave, _knight, "leave KNIGHT"),
    "reshuffle": plain(Reshuffle),
    "evil": _parse_evil,
    "black": _parse_black,
    "steal": _parse_steal,
    "move": _parse_move,
    "play": one(Play, lambda a: _card(a, WHITE, "white card"), "play CARD"),
    "draw": plain(Draw),
    "siege": _parse_siege,
    "roll": _parse_roll,
    "special": _parse_special,
    "heal": _parse_heal,
    "accuse": one(Accuse, _knight, "accuse KNIGHT"),
    "reveal": _parse_reveal,
    "sacrifice": plain(Sacrifice),
    "end": plain(End),
    "choose": parse_choose,
    "abandon": parse_abandon,
}
VERBS = tuple(PARSERS)
# One line -> its command; None for a blank or comment line. Its words are lowercased (table-protocol.md:
# « lowercase ») and an unknown verb is refused as `unknown-verb`, as this game always has.
parse = vocabulary(PARSERS, split=tokenize, unknown=lambda verb: reject("unknown-verb", f"unknown command '{verb}'"))

__all__ = [
    "Command", "Undo", "New", "Join", "Leave", "Reshuffle", "Evil", "Black", "Steal", "Move",
    "Play", "Draw", "Siege", "Roll", "Special", "Heal", "Accuse", "Reveal", "Sacrifice", "End",
    "Choose", "Abandon", "PARSERS", "VERBS", "parse_new",
]
