"""The actions of the track's spaces (rulebook pp. 6-9, « Les différentes actions de la piste d'actions »;
merlin-protocol.md, "The actions"): each checks what the rulebook requires, then moves the pieces.

The game (game.py) checks first that the turn's action space is of the verb's kind and that an
action is still allowed; each function here raises CompanionError before changing anything.
"""
from __future__ import annotations

from companion.core.errors import CompanionError
from .commands import Build, Exchange, Excalibur, Place, Shift, Swap, Take
from .pieces import Emit, arrive, discard_traitors, draw_quest, place_counter, return_object, take_object
from .state import CASTLE, MANORS, State

# The verb that acts on each kind of space.
VERB_OF_KIND = {
    "vp-shields": "score", "vp-flags": "score", "vp-materials": "score", "vp-influence": "score",
    "influence-shield": "take", "influence-flag": "take", "influence-material": "take",
    "influence-servant": "place", "move-servant": "shift", "exchange": "exchange", "quests": "swap",
    "excalibur": "excalibur", "grail": "grail", "build": "build",
}


def verb_of(kind: str) -> str:
    """The action verb of a space kind (`province-C` spaces: `place`)."""
    return "place" if kind.startswith("province-") else VERB_OF_KIND[kind]


def _me(s: State):
    return s.turn.player, s.players[s.turn.player]


def place(s: State, cmd: Place, emit: Emit) -> None:
    """« Cases provinces » (p. 6) and the influence-servant space (p. 7)."""
    kind = s.action_kind()
    seat, p = _me(s)
    if kind.startswith("province-"):
        if cmd.province is not None:
            raise CompanionError("bad-arguments", "on a province space: place S (the province is the space's)")
        province = kind[len("province-"):]
    else:
        if cmd.province is None:
            raise CompanionError("bad-arguments", "on the influence space for a servant: place S C")
        province = cmd.province
        if s.provinces[province].influence[seat] <= 0:
            raise CompanionError("no-influence", f"{p.name} has no influence counter in the {province} province "
                                 "(« une Province où vous disposez d'au moins 1 compteur d'Influence »)")
    arrive(s, emit, seat, cmd.servant, province)


def score(s: State, cmd, emit: Emit) -> None:
    """« Cases Points de victoire » (p. 7): 1 VP per shield / flag / material held, or per counter placed."""
    kind = s.action_kind()
    seat, p = _me(s)
    what = kind[len("vp-"):]
    points = _points(s, seat, what)
    p.score += points
    emit("points-scored", player=seat, name=p.name, category=what, points=points, score=p.score)


def _points(s: State, seat: str, what: str) -> int:
    if what == "influence":
        return sum(v.influence[seat] for v in s.provinces.values())
    return s.players[seat].object_count({"shields": "shield", "flags": "flag", "materials": "material"}[what])


def take(s: State, cmd: Take, emit: Emit) -> None:
    """« Cases Influence » (p. 7): one object of a province where the player has a counter."""
    kind = s.action_kind()[len("influence-"):]
    seat, p = _me(s)
    if s.provinces[cmd.colour].influence[seat] <= 0:
        raise CompanionError("no-influence", f"{p.name} has no influence counter in the {cmd.colour} province")
    if s.provinces[cmd.colour].stock[kind] <= 0:
        raise CompanionError("none-left", f"the {cmd.colour} province has no {kind} left")
    take_object(s, emit, seat, kind, cmd.colour, why="influence-space")


def shift(s: State, cmd: Shift, emit: Emit) -> None:
    """« Déplacer 1 Serviteur » (p. 8) and its « Exception » (ruling 12)."""
    seat, p = _me(s)
    if any(where != CASTLE for where in p.servants.values()):
        where = p.servants[cmd.servant]
        if where == CASTLE:
            raise CompanionError("not-in-province", f"{p.name}'s {cmd.servant} is at the castle: only a servant "
                                 "in a province moves to a neighbouring one")
        if cmd.province not in s.board.neighbours(where):
            raise CompanionError("not-neighbour", f"the {cmd.province} province is not next to the {where} one")
    arrive(s, emit, seat, cmd.servant, cmd.province)


def exchange(s: State, cmd: Exchange, emit: Emit) -> None:
    """« Case d'échange » (p. 8): the object given goes back first (ruling 13)."""
    seat, p = _me(s)
    if p.holds(cmd.give) <= 0:
        raise CompanionError("not-held", f"{p.name} holds no {cmd.give}")
    give_kind, _, give_colour = cmd.give.partition("-")
    take_kind, _, take_colour = cmd.take.partition("-")
    left = s.provinces[take_colour].stock[take_kind] + (1 if cmd.give == cmd.take else 0)
    if left <= 0:
        raise CompanionError("none-left", f"the {take_colour} province has no {take_kind} left")
    return_object(s, emit, seat, give_kind, give_colour, why="exchange")
    take_object(s, emit, seat, take_kind, take_colour, why="exchange")


def swap(s: State, cmd: Swap, emit: Emit) -> None:
    """« Cases Quête » (p. 8): up to 2 cards to the discard, as many drawn."""
    seat, p = _me(s)
    if cmd.count > p.hand:
        raise CompanionError("bad-arguments", f"{p.name} holds {p.hand} quest card(s)")
    p.hand -= cmd.count
    s.discard += cmd.count
    emit("quests-discarded", player=seat, name=p.name, count=cmd.count, to="discard")
    for _ in range(cmd.count):
        draw_quest(s, emit, seat)


def _take_relic(s: State, emit: Emit, relic: str, seat: str) -> None:
    holder = getattr(s, relic)
    if holder == seat:
        return              # ruling 14: he holds it already (only the traitor went)
    setattr(s, relic, seat)
    emit("relic-taken", player=seat, name=s.name(seat), relic=relic, source=holder or "board",
         source_name=s.name(holder) if holder else None, to=seat)


def excalibur(s: State, cmd: Excalibur, emit: Emit) -> None:
    """« Excalibur » (p. 8): one traitor discarded, then Excalibur (ruling 14)."""
    seat, p = _me(s)
    if p.traitor_count():
        if cmd.colour is None:
            raise CompanionError("bad-arguments", f"excalibur C: which of {p.name}'s traitors goes")
        if p.traitors[cmd.colour] <= 0:
            raise CompanionError("no-traitor", f"{p.name} has no {cmd.colour} traitor")
        discard_traitors(s, emit, seat, cmd.colour, 1, why="excalibur")
    elif cmd.colour is not None:
        raise CompanionError("bad-arguments", f"{p.name} has no traitor: plain 'excalibur'")
    _take_relic(s, emit, "excalibur", seat)


def grail(s: State, cmd, emit: Emit) -> None:
    """The Grail space (ruling 1): an apple from the supply, if one is left, then the Grail."""
    seat, p = _me(s)
    if s.apples > 0:
        s.apples -= 1
        p.apples += 1
        emit("apple-taken", player=seat, name=p.name, count=1, source="supply", to=CASTLE)
    else:
        emit("no-apple-left", player=seat, name=p.name)
    _take_relic(s, emit, "grail", seat)


# ------------------------------------------------------------------ the Domain (p. 9)

def tile_of(tile: str) -> tuple[int, int]:
    """(row index from 0, column 1-6) of a tile name."""
    return "abcd".index(tile[0]), int(tile[1])


def terrain(s: State, tile: str) -> str:
    """The terrain letter of a tile as laid (uppercase: a tower)."""
    r, c = tile_of(tile)
    return s.rows[r][c - 1]


def allowed_materials(s: State, tile: str) -> list[str]:
    """The materials at the ends of the straight lines from a tile to the borders, in province order
    (merlin-protocol.md, "Straight lines to a border")."""
    r, c = tile_of(tile)
    rows = len(s.rows)
    found = set()
    for border, reach in ((s.board.upper, r + 1), (s.board.lower, rows - r)):
        for position in (c, c - reach, c + reach):
            if 1 <= position <= 6:
                found.add(border[position - 1])
    return [colour for colour in s.colours if colour in found]


def tiles(s: State) -> list[str]:
    """Every tile of the Domain as laid, a1 first."""
    return [f"{'abcd'[r]}{c}" for r in range(len(s.rows)) for c in range(1, 7)]


def build(s: State, cmd: Build, emit: Emit) -> None:
    """« Construire un Manoir » (p. 9)."""
    seat, p = _me(s)
    if tile_of(cmd.tile)[0] >= len(s.rows):
        raise CompanionError("bad-arguments", f"{cmd.tile} is not in this Domain ({len(s.rows)} rows)")
    if cmd.tile in s.manors:
        raise CompanionError("occupied", f"a manor already stands on {cmd.tile}")
    if len(p.manors) >= MANORS:
        raise CompanionError("no-manor", f"{p.name} has built his 7 manors (« pas plus de 7 Manoirs »)")
    if p.objects["material"][cmd.material] <= 0:
        raise CompanionError("not-held", f"{p.name} holds no {cmd.material} material")
    allowed = allowed_materials(s, cmd.tile)
    if cmd.material not in allowed:
        raise CompanionError("material-not-allowed", f"a manor on {cmd.tile} is paid with {' or '.join(allowed)} "
                             "(the ends of the straight lines to the borders)")
    ground = terrain(s, cmd.tile)
    if cmd.bonus is not None:
        if not ground.isupper():
            raise CompanionError("no-tower", f"{cmd.tile} has no tower: no bonus")
        kind, _, colour = cmd.bonus.partition("-")
        if kind == "influence":
            if p.reserve <= 0:
                raise CompanionError("no-counter", f"{p.name} has no influence counter left in reserve")
        elif s.provinces[colour].stock[kind] <= 0:
            raise CompanionError("none-left", f"the {colour} province has no {kind} left")
    return_object(s, emit, seat, "material", cmd.material, why="build")
    p.manors.append(cmd.tile)
    s.manors[cmd.tile] = seat
    emit("manor-built", player=seat, name=p.name, tile=cmd.tile, terrain=ground.lower(), tower=ground.isupper(),
         manors_left=MANORS - len(p.manors))
    if cmd.bonus is not None:
        kind, _, colour = cmd.bonus.partition("-")
        if kind == "influence":
            place_counter(s, emit, seat, colour, why="tower")
        else:
            take_object(s, emit, seat, kind, colour, why="tower")


ACTIONS = {"place": place, "score": score, "take": take, "shift": shift, "exchange": exchange, "swap": swap,
           "excalibur": excalibur, "grail": grail, "build": build}


def nothing_again(s: State) -> str | None:
    """Why the turn's action, done once, could change nothing if done again (a Merlin's staff would be spent
    for nothing: « effectuer l'action de Merlin deux fois », p. 6), in English; None when it could."""
    seat, p = _me(s)
    kind = s.action_kind()
    verb = verb_of(kind)
    if verb == "score" and _points(s, seat, kind[len("vp-"):]) == 0:
        return "it scores 0 points"
    if verb == "take":
        what = kind[len("influence-"):]
        if not any(v.influence[seat] > 0 and v.stock[what] > 0 for v in s.provinces.values()):
            return f"no province where {p.name} has a counter has a {what} left"
    if verb == "place":
        provinces = ([kind[len("province-"):]] if kind.startswith("province-")
                     else [c for c in s.colours if s.provinces[c].influence[seat] > 0])
        if not any(where != c for c in provinces for where in p.servants.values()):
            return f"{p.name}'s servants all stand there already"
    if verb == "exchange" and not p.object_count():
        return f"{p.name} holds nothing to exchange"
    if verb == "swap" and p.hand <= 0:
        return f"{p.name} holds no quest card"
    if verb == "excalibur" and s.excalibur == seat and not p.traitor_count():
        return f"{p.name} holds Excalibur and has no traitor left"
    if verb == "grail" and s.grail == seat and s.apples <= 0:
        return f"{p.name} holds the Grail and no apple is left in the supply"
    if verb == "build" and not _can_build(s, p):
        return f"{p.name} can build no other manor (manors, materials or free tiles)"
    return None


def _can_build(s: State, p) -> bool:
    if len(p.manors) >= MANORS:
        return False
    return any(p.objects["material"][m] > 0 for tile in tiles(s) if tile not in s.manors
               for m in allowed_materials(s, tile))
