"""The public table of a Merlin game as plain data (copied whole so a refused command changes nothing).

Every piece the box tracks (merlin-protocol.md, section 0) is a count or a place here; `public()`
writes the state JSON of the protocol's "Output" section.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from .board import Board
from .commands import OBJECTS, SERVANTS
from .events import Decision

APPLES = 11
STAFFS = 3
COUNTERS = 7                     # ruling 2: 7, one on the starting province, 6 in reserve
MANORS = 7
STOCK = 6                        # shields, flags, materials of each province at the start
TRAITORS_PER_COLOUR = 4
QUEST_CARDS, DISPLAY, HAND = 55, 3, 4
ROUNDS, TURNS_PER_ROUND = 6, 4
SCORING_ROUNDS = (2, 4, 6)
CASTLE = "castle"


def _copy(value):
    """A fresh copy of plain JSON-like data (copy.deepcopy is slow on the per-command path)."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def _by_colour(colours, n: int = 0) -> dict[str, int]:
    return {c: n for c in colours}


@dataclass
class Player:
    """One seat: his castle's pieces, his servants, his manors, his traitors and quest cards."""

    seat: str
    name: str
    colours: tuple[str, ...]
    objects: dict[str, dict[str, int]] = field(default_factory=dict)   # shield|flag|material -> colour -> n
    apples: int = 1
    staffs: int = STAFFS
    reserve: int = COUNTERS
    servants: dict[str, str] = field(default_factory=dict)            # servant -> castle | province
    manors: list[str] = field(default_factory=list)
    traitors: dict[str, int] = field(default_factory=dict)            # colour -> n on the castle
    hand: int = HAND
    completed: list[str] = field(default_factory=list)
    knights: list[int] = field(default_factory=list)                  # unused knight dice
    merlin_dice: list[int] = field(default_factory=list)              # unused Merlin die
    score: int = 0

    def __post_init__(self) -> None:
        if not self.objects:
            self.objects = {kind: _by_colour(self.colours) for kind in OBJECTS}
        if not self.servants:
            self.servants = {s: CASTLE for s in SERVANTS}
        if not self.traitors:
            self.traitors = _by_colour(self.colours)

    def clone(self) -> "Player":
        """An independent copy (by hand: dataclasses.replace costs as much as the whole command)."""
        return Player(self.seat, self.name, self.colours, {k: dict(v) for k, v in self.objects.items()},
                      self.apples, self.staffs, self.reserve, dict(self.servants), list(self.manors),
                      dict(self.traitors), self.hand, list(self.completed), list(self.knights),
                      list(self.merlin_dice), self.score)

    def holds(self, item: str) -> int:
        """How many of an object (`flag-blue`) he holds."""
        kind, _, colour = item.partition("-")
        return self.objects[kind][colour]

    def object_count(self, kind: str | None = None) -> int:
        """His shields, flags or materials (every kind when None), all colours."""
        kinds = (kind,) if kind else OBJECTS
        return sum(sum(self.objects[k].values()) for k in kinds)

    def traitor_count(self) -> int:
        return sum(self.traitors.values())

    def servants_in(self, province: str) -> list[str]:
        """His servants standing in a province."""
        return [s for s, where in self.servants.items() if where == province]


@dataclass
class Province:
    """A province: its stock of objects, the influence counters on it, its four servant spaces."""

    stock: dict[str, int] = field(default_factory=lambda: {k: STOCK for k in OBJECTS})
    influence: dict[str, int] = field(default_factory=dict)
    servants: dict[str, str | None] = field(default_factory=lambda: {s: None for s in SERVANTS})

    def clone(self) -> "Province":
        return Province(dict(self.stock), dict(self.influence), dict(self.servants))


@dataclass
class TurnState:
    """The turn in progress (protocol "Output", `turn`)."""

    player: str
    number: int
    index: int                       # k: the turn's place in the round, 0-based
    die: int | None = None
    figure: str | None = None
    space: int | None = None
    actions: int = 0
    allowed: int = 0
    staff: bool = False
    quests: int = 0
    flags: list[str] = field(default_factory=list)
    redirected: bool = False         # a mirror or other flag was used

    def clone(self) -> "TurnState":
        return TurnState(self.player, self.number, self.index, self.die, self.figure, self.space, self.actions,
                         self.allowed, self.staff, self.quests, list(self.flags), self.redirected)


@dataclass
class State:
    """Everything a Merlin game knows; the replay of its commands rebuilds it."""

    board: Board
    seats: list[str]
    players: dict[str, Player]
    provinces: dict[str, Province]
    round: int = 1
    first: str = "p1"
    turn: TurnState | None = None
    merlin: int = 0
    knights: dict[str, int | None] = field(default_factory=dict)
    excalibur: str | None = None
    grail: str | None = None
    rows: list[str] | None = None
    manors: dict[str, str] = field(default_factory=dict)              # tile -> seat
    deck: int = 0
    display: int = DISPLAY
    discard: int = 0
    completed_since_rebuild: set[str] = field(default_factory=set)
    pile: dict[str, int] = field(default_factory=dict)                # traitors face down, by colour
    traitor_discard: dict[str, int] = field(default_factory=dict)
    apples: int = 0
    catalogue: dict[str, tuple[int, tuple[str, ...]]] = field(default_factory=dict)
    scorings: dict[str, dict] = field(default_factory=dict)
    details: dict[str, dict] = field(default_factory=dict)            # each scoring's detail (extra key)
    final: dict | None = None
    result: dict | None = None
    pending: Decision | None = None
    waiting: dict = field(default_factory=dict)                       # domain: bool; start/traitors/roll: seats
    grail_choice: str | None = None                                   # the answer of this scoring's decision

    @classmethod
    def new(cls, board: Board, seats: list[str], names: list[str]) -> "State":
        """The table after setup steps 1-10 and A (merlin-protocol.md, "Setup")."""
        colours = board.provinces
        players = {seat: Player(seat, names[i], colours) for i, seat in enumerate(seats)}
        provinces = {c: Province(influence={s: 0 for s in seats}) for c in colours}
        n = len(seats)
        return cls(board=board, seats=seats, players=players, provinces=provinces,
                   knights={s: None for s in seats}, deck=QUEST_CARDS - DISPLAY - HAND * n,
                   pile=_by_colour(colours, TRAITORS_PER_COLOUR), traitor_discard=_by_colour(colours),
                   apples=APPLES - n,
                   waiting={"domain": True, "start": list(seats), "traitors": list(seats), "roll": list(seats)})

    def clone(self) -> "State":
        """An independent copy (the board, the catalogue's tuples and the records are never changed in place)."""
        return replace(self, seats=list(self.seats), players={k: p.clone() for k, p in self.players.items()},
                       provinces={k: v.clone() for k, v in self.provinces.items()},
                       turn=self.turn.clone() if self.turn else None, knights=dict(self.knights),
                       rows=list(self.rows) if self.rows else None, manors=dict(self.manors),
                       completed_since_rebuild=set(self.completed_since_rebuild), pile=dict(self.pile),
                       traitor_discard=dict(self.traitor_discard), catalogue=dict(self.catalogue),
                       scorings=dict(self.scorings), details=dict(self.details),
                       waiting={k: (list(v) if isinstance(v, list) else v) for k, v in self.waiting.items()})

    # ------------------------------------------------------------------ reading

    def name(self, seat: str) -> str:
        """The display name of a seat (its id when none was given)."""
        return self.players[seat].name

    @property
    def colours(self) -> tuple[str, ...]:
        return self.board.provinces

    def clockwise_from(self, seat: str) -> list[str]:
        """Every seat, starting with `seat`, clockwise."""
        i = self.seats.index(seat)
        return self.seats[i:] + self.seats[:i]

    def next_seat(self, seat: str) -> str:
        return self.clockwise_from(seat)[1 % len(self.seats)]

    def flag_colour(self, ability: str) -> str:
        return self.board.flag_of(ability)

    def action_kind(self) -> str | None:
        t = self.turn
        return None if t is None or t.space is None else self.board.kind(t.space)

    # ------------------------------------------------------------------ the JSON

    def public(self) -> dict:
        """The state JSON of merlin-protocol.md, "Output" (without `phase`, which the machine knows)."""
        playing = self.turn is not None and self.pending is None and self.result is None
        t = self.turn if playing else None
        players = {}
        for seat in self.seats:
            p = self.players[seat]
            players[seat] = {
                "name": p.name, "score": p.score,
                "dice": {"knight": sorted(p.knights), "merlin": sorted(p.merlin_dice)},
                "shields": dict(p.objects["shield"]), "flags": dict(p.objects["flag"]),
                "materials": dict(p.objects["material"]),
                "apples": p.apples, "staffs": p.staffs, "reserve": p.reserve,
                "servants": dict(p.servants), "manors": sorted(p.manors), "manors_left": MANORS - len(p.manors),
                "traitors": [c for c in self.colours for _ in range(p.traitors[c])],
                "hand": p.hand, "completed": list(p.completed),
                "excalibur": self.excalibur == seat, "grail": self.grail == seat,
            }
        provinces = {c: {"shields": v.stock["shield"], "flags": v.stock["flag"], "materials": v.stock["material"],
                         "influence": dict(v.influence), "servants": dict(v.servants)}
                     for c, v in self.provinces.items()}
        turn = None
        if t is not None:
            turn = {"player": t.player, "number": t.number, "die": t.die, "figure": t.figure, "space": t.space,
                    "kind": self.action_kind(), "actions": t.actions, "allowed": t.allowed, "staff": t.staff,
                    "quests": t.quests, "flags": list(t.flags)}
        return {
            "protocol": 1, "game": "merlin", "modules": [],
            "over": self.result is not None, "result": self.result,
            "seats": list(self.seats), "round": self.round, "first": self.first,
            "current": t.player if t else None,
            "pending": self.pending.public() if self.pending else None,
            "waiting": {k: (list(v) if isinstance(v, list) else v) for k, v in self.waiting.items()},
            "turn": turn, "merlin": self.merlin, "knights": dict(self.knights),
            "players": players, "provinces": provinces,
            "excalibur": self.excalibur, "grail": self.grail,
            "domain": {"rows": list(self.rows) if self.rows else None, "manors": dict(sorted(self.manors.items()))},
            "quests": {"deck": self.deck, "display": self.display, "discard": self.discard},
            "traitor_tiles": {"pile": sum(self.pile.values()), "discard": sum(self.traitor_discard.values())},
            "apples": self.apples,
            "catalogue": {card: {"points": points, "needs": sorted(needs)}
                          for card, (points, needs) in sorted(self.catalogue.items())},
            "scorings": {k: {"grail": v["grail"], "players": {s: dict(r) for s, r in v["players"].items()}}
                         for k, v in self.scorings.items()},
            "final": {s: dict(r) for s, r in self.final.items()} if self.final else None,
            # extras (merlin-protocol.md: « Extra keys are welcome »)
            "scoring_details": _copy(self.details),
            "traitor_colours": {"pile": dict(self.pile), "discard": dict(self.traitor_discard)},
            "board": {"name": self.board.name, "provisional": self.board.provisional},
        }
