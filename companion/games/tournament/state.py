"""The public table of a tournament game as plain data (copied whole to undo a refused command or a LANCELOT)."""
from __future__ import annotations

from dataclasses import dataclass, field

from companion.core.errors import CompanionError
from .cards import CARDS, COLOURS, MAIDEN, value_of
from .events import Decision


@dataclass
class Player:
    """One seat: his display (« personnage », oldest card first), what lies before him, his tokens."""

    seat: str
    name: str
    display: list[str] = field(default_factory=list)
    withdrawn: bool = False
    shield: bool = False
    stunned: bool = False
    tokens: list[str] = field(default_factory=list)

    def has_maiden(self) -> bool:
        """Rulebook l. 84: one maiden at a time on a display."""
        return MAIDEN in self.display

    def add_token(self, colour: str) -> None:
        """Own one more colour, kept in the order purple red blue yellow green."""
        self.tokens = [c for c in COLOURS if c in self.tokens or c == colour]

    def clone(self) -> "Player":
        """An independent copy (cheaper than copy.deepcopy on the per-input path)."""
        return Player(self.seat, self.name, list(self.display), self.withdrawn, self.shield, self.stunned,
                      list(self.tokens))

    def discard_all(self) -> None:
        """Display, shield and stunned go to the discard (l. 92, l. 102, l. 189)."""
        self.display, self.shield, self.stunned = [], False, False


@dataclass
class State:
    """Everything a tournament game knows; the replay of its commands rebuilds it."""

    seats: list[str]
    players: dict[str, Player]
    tokens_to_win: int
    tournament: int = 1
    colour: str | None = None
    last_colour: str | None = None
    starter: str = "p1"
    current: str = "p1"
    played: int = 0            # the current player's accepted plays this turn (l. 74)
    added: int = 0             # cards added to the current player's display this turn (ASSOMMÉ, l. 185)
    opening: bool = False      # the starter's opening turn (l. 68)
    turn: int = 0
    tournaments: dict[str, dict] = field(default_factory=dict)
    result: dict | None = None
    pending: Decision | None = None
    adapt_queue: list[tuple[str, int]] = field(default_factory=list)
    after: str | None = None   # what a lose-token or token answer resumes: "withdraw" | "token"
    cancel: "State | None" = None   # the table before the last action card, while LANCELOT may answer it

    def clone(self) -> "State":
        """An independent copy; the LANCELOT snapshot is shared (it is never changed, only cloned back)."""
        # Not dataclasses.replace: it runs __init__ and reads the fields anew, several times slower, and
        # every trial of `TournamentGame.accepts` pays one clone.
        copy = object.__new__(State)
        copy.__dict__.update(self.__dict__)
        copy.seats = list(self.seats)
        copy.players = {k: p.clone() for k, p in self.players.items()}
        copy.tournaments = {k: dict(v) for k, v in self.tournaments.items()}
        copy.adapt_queue = list(self.adapt_queue)
        return copy

    def name(self, seat: str) -> str:
        """The display name of a seat (its id when none was given)."""
        return self.players[seat].name

    def total(self, seat: str) -> int:
        """Rulebook l. 78 and l. 86-88: the sum of printed values; in green every card counts 1."""
        display = self.players[seat].display
        return len(display) if self.colour == "green" else sum(value_of(k) for k in display)

    def active(self) -> list[str]:
        """Seats still in the tournament, clockwise."""
        return [s for s in self.seats if not self.players[s].withdrawn]

    def clockwise_from(self, seat: str) -> list[str]:
        """Every seat, starting with `seat`, clockwise."""
        i = self.seats.index(seat)
        return self.seats[i:] + self.seats[:i]

    def next_active(self, seat: str) -> str:
        """The next seat clockwise still in the tournament."""
        return next(s for s in self.clockwise_from(seat)[1:] if not self.players[s].withdrawn)

    def on_table(self, slug: str) -> int:
        """Copies of a kind lying on the table (displays, or before a player for shield and stunned)."""
        if slug in ("shield", "stunned"):
            return sum(1 for p in self.players.values() if getattr(p, slug))
        return sum(p.display.count(slug) for p in self.players.values())

    def check_copy(self, slug: str) -> None:
        """tournament-protocol.md, "Playing": refused when every copy already lies on the table."""
        if self.on_table(slug) >= CARDS[slug].copies:
            raise CompanionError("no-copy-left", f"every {slug} of the deck ({CARDS[slug].copies}) is already "
                                 "on the table: check the card scanned")

    def opponent(self, actor: str, seat: str, card: str, allow_withdrawn: bool = False) -> str:
        """A seat the card may target: another seat, still in the tournament (« un adversaire »)."""
        if seat not in self.players:
            raise CompanionError("unknown-seat", f"there is no {seat} at this table (seats: {', '.join(self.seats)})")
        if seat == actor:
            raise CompanionError("bad-arguments", f"{card} is played against an opponent, not against oneself")
        if self.players[seat].withdrawn and not allow_withdrawn:
            raise CompanionError("no-effect", f"{self.name(seat)} has withdrawn from this tournament: "
                                 f"{card} cannot target him (l. 96)")
        return seat

    def affected(self, actor: str, with_actor: bool = True) -> list[str]:
        """Who a card for « chaque joueur » reaches: the actor and every opponent without a shield, clockwise."""
        return [s for s in self.clockwise_from(actor)
                if not self.players[s].withdrawn
                and (s == actor and with_actor or s != actor and not self.players[s].shield)]

    def public(self) -> dict:
        """The state JSON of tournament-protocol.md, "Output"."""
        over = self.result is not None
        players = {}
        for seat in self.seats:
            p = self.players[seat]
            players[seat] = {"name": p.name, "display": list(p.display),
                             "values": [value_of(k) for k in p.display], "total": self.total(seat),
                             "withdrawn": p.withdrawn, "shield": p.shield, "stunned": p.stunned,
                             "tokens": list(p.tokens)}
        return {
            "protocol": 1, "game": "tournament", "over": over, "result": self.result,
            "seats": list(self.seats), "tokens_to_win": self.tokens_to_win,
            "tournament": self.tournament, "colour": self.colour, "last_colour": self.last_colour,
            "starter": self.starter, "current": self.current,
            "pending": self.pending.public() if self.pending else None,
            "played_this_turn": self.played, "added_this_turn": self.added,
            "can_cancel": self.cancel is not None, "opening_turn": self.opening, "turn": self.turn,
            "players": players,
            "tournaments": {k: dict(v) for k, v in self.tournaments.items()},
        }


def keep_oldest(before: list[str], after: list[str]) -> list[str]:
    """Rulebook l. 132: an effect that would take a whole display leaves its oldest card."""
    return after if after else before[:1]


def last_index(display: list[str], kind: str) -> int:
    """Where the most recent copy of a kind lies (tournament-protocol.md, "Arguments of play")."""
    return len(display) - 1 - display[::-1].index(kind)
