"""The entries of setup and of the preparation of a round (rulebook « Mise en place » 9, B, C, D and
« Préparation du tour suivant »; merlin-protocol.md "Setup"): the Domain, the starting tiles, the
traitors taken, the rolls.
"""
from __future__ import annotations

from collections import Counter

from companion.core.errors import CompanionError
from .commands import Domain, Roll, Start, Traitors
from .pieces import Emit, place_counter, take_object
from .state import State

# « 5x Montagne, Bois, Lac » and « 3x ... avec une Tour »; 2-3 players put one of each back.
DOMAIN_TILES = {4: (5, 3)}
DOMAIN_TILES_SMALL = (4, 2)


def _due(s: State, what: str, seat: str) -> None:
    if seat not in s.players:
        raise CompanionError("unknown-seat", f"there is no {seat} at this table ({', '.join(s.seats)})")
    if seat not in s.waiting.get(what, []):
        raise CompanionError("not-now", f"{s.name(seat)}'s {what} is not due now")


def domain_counts(players: int) -> dict[str, int]:
    """How many tiles of each letter the Domain holds at this table (m w l plain, M W L with a tower)."""
    plain, towers = DOMAIN_TILES.get(players, DOMAIN_TILES_SMALL)
    return {**{t: plain for t in "mwl"}, **{t: towers for t in "MWL"}}


def domain_over(players: int, tiles: str) -> str | None:
    """The first letter laid more often than the Domain holds that terrain (None: every count is kept)."""
    counts, laid = domain_counts(players), Counter(tiles)
    return next((t for t in tiles if laid[t] > counts.get(t, 0)), None)


def traitor_colours(s: State, chosen: tuple[str, ...] = ()) -> list[str]:
    """The colours a next traitor may be drawn in after `chosen` (the piles, or the discard once they are empty)."""
    pile = dict(s.pile)
    discard = dict(s.traitor_discard)
    for colour in chosen:
        if sum(pile.values()) == 0:
            pile, discard = {c: pile[c] + discard.get(c, 0) for c in pile}, {}
        if pile.get(colour, 0) <= 0:
            return []
        pile[colour] -= 1
    if sum(pile.values()) == 0:
        pile = {c: pile[c] + discard.get(c, 0) for c in pile}
    return [c for c, n in pile.items() if n > 0]


def domain(s: State, cmd: Domain, emit: Emit) -> None:
    """« Le Domaine »: rows of 6 tiles, 4 rows with 4 players, 3 with 2-3."""
    if not s.waiting.get("domain"):
        raise CompanionError("not-now", "the Domain is laid already")
    n = len(s.seats)
    rows = 4 if n == 4 else 3
    plain, towers = DOMAIN_TILES.get(n, DOMAIN_TILES_SMALL)
    if len(cmd.rows) != rows or any(len(r) != 6 or set(r) - set("mwlMWL") for r in cmd.rows):
        raise CompanionError("bad-domain", f"the Domain for {n} players: {rows} rows of 6 letters among m w l M W L")
    over = domain_over(n, "".join(cmd.rows))
    if over is not None:
        raise CompanionError("bad-domain", f"with {n} players the Domain holds {domain_counts(n)[over]} "
                             f"'{over}' tiles: {Counter(''.join(cmd.rows))[over]} are laid")
    count = Counter("".join(cmd.rows))
    for letter in "mwl":
        if count[letter] != plain or count[letter.upper()] != towers:
            raise CompanionError("bad-domain", f"with {n} players the Domain holds {plain} plain and {towers} tower "
                                 f"tiles of each terrain ('{letter}': {count[letter]} and {count[letter.upper()]})")
    s.rows = list(cmd.rows)
    s.waiting["domain"] = False
    emit("domain-laid", rows=list(cmd.rows))


def start(s: State, cmd: Start, emit: Emit) -> None:
    """B) the knight on the tile's province space, a counter there, a flag, a shield and a material."""
    _due(s, "start", cmd.seat)
    seat = cmd.seat
    # Four starting tiles at most take one of each kind from stocks of 6: no stock can be empty.
    s.waiting["start"].remove(seat)
    s.knights[seat] = s.board.province_space(cmd.province)
    emit("knight-placed", player=seat, name=s.name(seat), province=cmd.province, to=s.knights[seat])
    place_counter(s, emit, seat, cmd.province, why="start")
    take_object(s, emit, seat, "flag", cmd.flag, why="start")
    take_object(s, emit, seat, "shield", cmd.shield, why="start")
    take_object(s, emit, seat, "material", cmd.material, why="start")


def _reshuffle(s: State, emit: Emit) -> None:
    moved = sum(s.traitor_discard.values())
    for colour, n in s.traitor_discard.items():
        s.pile[colour] += n
        s.traitor_discard[colour] = 0
    emit("traitor-piles-reshuffled", count=moved)


def traitors(s: State, cmd: Traitors, emit: Emit) -> None:
    """C) and b): three traitors one by one; empty piles take the discard first (whole line or nothing)."""
    _due(s, "traitors", cmd.seat)
    for colour in cmd.colours:
        if sum(s.pile.values()) == 0:
            _reshuffle(s, emit)
        if s.pile[colour] <= 0:
            raise CompanionError("no-traitor-left", f"no {colour} traitor is left in the piles: check the tiles")
        s.pile[colour] -= 1
        s.players[cmd.seat].traitors[colour] += 1
    s.waiting["traitors"].remove(cmd.seat)
    emit("traitors-drawn", player=cmd.seat, name=s.name(cmd.seat), colours=list(cmd.colours), source="pile",
         to="castle")


def roll(s: State, cmd: Roll, emit: Emit) -> None:
    """D): four dice; a triple or quadruple is rolled again (« vous devez les relancer »)."""
    _due(s, "roll", cmd.seat)
    values = list(cmd.knights) + [cmd.merlin]
    if max(Counter(values).values()) >= 3:
        raise CompanionError("triple", f"{' '.join(map(str, values))}: three or four equal values are rolled again "
                             "(« vous devez les relancer »)")
    p = s.players[cmd.seat]
    p.knights, p.merlin_dice = sorted(cmd.knights), [cmd.merlin]
    s.waiting["roll"].remove(cmd.seat)
    emit("dice-rolled", player=cmd.seat, name=p.name, knights=sorted(cmd.knights), merlin=cmd.merlin)
