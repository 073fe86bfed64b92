"""The rules of Merlin (Feld & Rieneck): pure code (no I/O, no clock, no randomness).

The state of a game is the replay of its commands: `MerlinGame.start(new)` then `game.apply(cmd)`
for each accepted command. "p. N" in comments points at the rulebook's page
(../shared/rules/merlin-feld-rieneck-rules-fr.txt); "protocol" is merlin-protocol.md.
The menu queries (what the box's menus offer) are in queries.py, reached through this class.
"""
from __future__ import annotations

from companion.core.engine import Engine
from companion.core.errors import CompanionError
from companion.core.protocol import not_offered
from . import actions, moves, queries, quests, scoring, setup
from .board import Board, in_use
from .commands import SEATS, NewMerlin
from .events import Decision, Event
from .pieces import draw_quest
from .state import ROUNDS, SCORING_ROUNDS, TURNS_PER_ROUND, State, TurnState
from .turn import Turn

# verb -> (module function, needs the move first)
_TURN = {"move": (moves.move, False), "mirror": (moves.mirror, True), "other": (moves.other, True),
         "staff": (moves.staff, True), "repel": (moves.repel, False), "quest": (quests.complete, False)}
_ENTRIES = {"domain": setup.domain, "start": setup.start, "traitors": setup.traitors, "roll": setup.roll}


class MerlinGame(Engine):
    """One game of Merlin, rebuilt by replaying its commands (`phase`, `over`, `result`, `pending`, `emit`:
    the core's `Engine`)."""

    def __init__(self, state: State) -> None:
        super().__init__(state, Turn())

    # ------------------------------------------------------------------ the duck-typed game API

    @classmethod
    def start(cls, new: NewMerlin, board: Board | None = None) -> "MerlinGame":
        """Setup steps 1-10 and A done by the box (protocol "Setup"); the board is data (when None, the one
        `board.use` set, else the provisional board)."""
        board = board or in_use()
        seats = list(SEATS[:new.players])
        names = [new.names[i] if i < len(new.names) else seat for i, seat in enumerate(seats)]
        game = cls(State.new(board, seats, names))
        s = game.s
        game.emit("game-started", players=len(seats), seats=seats, names=names, board=board.name,
                  provisional=board.provisional)
        game.emit("setup-material", merlin=0, apples=s.apples, deck=s.deck, display=s.display,
                  hand=s.players["p1"].hand, traitors=sum(s.pile.values()))
        game.emit("setup-due", domain=True, start=seats, traitors=seats, roll=seats)
        return game

    @property
    def turn(self) -> int:
        """The turn's place in the round (0-based), -1 outside a turn."""
        return self.s.turn.index if self.s.turn else -1

    @property
    def current(self) -> str | None:
        return self.s.turn.player if self.s.turn and self.phase == "play" else None

    @property
    def board(self) -> Board:
        return self.s.board

    def public_state(self) -> dict:
        """The state JSON of the protocol's "Output" section (a fresh dict), with `can` (allowed_verbs)."""
        state = self.s.public()
        state["phase"] = self.phase
        state["can"] = self.allowed_verbs()
        return state

    def apply(self, cmd) -> list[Event]:
        """Apply one command; raise CompanionError (state unchanged) when it is not legal now."""
        return self.apply_whole(lambda: self.dispatch(cmd))

    def dispatch(self, cmd) -> None:
        """Check and run one command on the state as it is (`apply` keeps a copy to restore on a refusal)."""
        self.events = []
        if self.over:
            raise CompanionError("game-over", "the game is over: undo, or start a new one")
        if cmd.verb not in self.turn_machine.moves():
            raise self._wrong_phase(cmd.verb)
        getattr(self, "_on_" + cmd.verb, self._on_turn_verb)(cmd)

    def undone_event(self, line: str) -> Event:
        """What the table hears after `line` was taken back (the session rebuilt this game without it)."""
        seat = self.current
        return Event("undone", {"player": seat, "name": self.s.name(seat) if seat else None, "line": line,
                                 "who": "player" if seat else "table"})

    # ------------------------------------------------------------------ the menu queries (queries.py)

    def allowed_verbs(self) -> list[str]:
        """The verbs that have at least one line accepted now (the state's `can`)."""
        return queries.allowed_verbs(self)

    def landing(self, figure: str, value: int, direction: str | None = None) -> tuple[int, str]:
        """(index, kind) where the current player's knight or Merlin lands, moved by `value`."""
        return moves.landing(self.s, figure, value, direction)

    def move_lines(self) -> list[str]:
        """Every `move …` line accepted now."""
        return queries.move_lines(self)

    def action_lines(self) -> list[str]:
        """Every action line accepted now on the turn's action space."""
        return queries.action_lines(self)

    def flag_lines(self) -> list[str]:
        """Every `mirror`, `other P`, `repel C` and `staff` line accepted now."""
        return queries.flag_lines(self)

    def idle_staff(self) -> str | None:
        """Why a Merlin's staff accepted now would repeat the action for nothing (the menus leave it out), in
        English; None when it would not, or no staff can be used now."""
        return actions.nothing_again(self.s) if "staff" in queries.flag_lines(self) else None

    def quest_ok(self, card: str) -> str | None:
        """Why `quest CARD` would be refused now (a code), None when the catalogue says it is met or the
        card is unknown to it (then the points are asked)."""
        return queries.quest_ok(self, card)

    def allowed_materials(self, tile: str) -> list[str]:
        """The materials that may pay for a manor on a tile (the ends of its lines to the borders)."""
        return actions.allowed_materials(self.s, tile) if self.s.rows else []

    def traitor_colours(self, chosen: tuple[str, ...] = ()) -> list[str]:
        """The colours the piles still hold for a next traitor, after the colours `chosen` on this line."""
        return setup.traitor_colours(self.s, tuple(chosen))

    def domain_over(self, tiles: str) -> str | None:
        """The first tile letter laid more often than this table's Domain holds that terrain (None: all kept)."""
        return setup.domain_over(len(self.s.seats), tiles)

    def domain_counts(self) -> dict[str, int]:
        """How many tiles of each letter this table's Domain holds."""
        return setup.domain_counts(len(self.s.seats))

    def grail_stakes(self) -> dict[str, tuple[int, int]]:
        """The Grail decision's stakes: each province -> (the holder's points with the Grail, without it)."""
        return scoring.grail_stakes(self.s)

    def legal_lines(self) -> list[str]:
        """Every line accepted now but the entries of setup/prepare and `card` (see `waiting`)."""
        return queries.legal_lines(self)

    def is_legal(self, line: str) -> bool:
        """Whether a line would be accepted now (tried on a copy: nothing changes)."""
        return queries.is_legal(self, line)

    def completes(self, words: tuple[str, ...], length: int, vocabulary: tuple[str, ...]) -> bool:
        """Whether some accepted line of `length` words starts with `words`, the rest from `vocabulary`."""
        return queries.completes(self, tuple(words), length, tuple(vocabulary))

    # ------------------------------------------------------------------ refusals

    def _wrong_phase(self, verb: str) -> CompanionError:
        s = self.s
        if self.phase == "pending":
            options = ", ".join(s.pending.options)
            return CompanionError("not-now", f"'{verb}' must wait: {s.name(s.pending.player)} first chooses "
                                  f"where the Grail wins a tie: {options}")
        if verb == "choose":
            return CompanionError("not-now", "nothing is waiting for a choice")
        if self.phase in ("setup", "prepare"):
            due = [f"{k} {' '.join(v)}" for k, v in s.waiting.items() if isinstance(v, list) and v]
            due = (["domain"] if s.waiting.get("domain") else []) + due
            return CompanionError("not-now", f"the round has not begun: still due: {'; '.join(due)}")
        return CompanionError("not-now", f"'{verb}' is not an entry of a turn in progress")

    # ------------------------------------------------------------------ setup and preparation

    def _on_domain(self, cmd) -> None:
        self._entry(cmd)

    _on_start = _on_traitors = _on_roll = _on_domain

    def _entry(self, cmd) -> None:
        _ENTRIES[cmd.verb](self.s, cmd, self.emit)
        w = self.s.waiting
        if not w.get("domain") and not w["start"] and not w["traitors"] and not w["roll"]:
            self._begin_round()

    def _on_card(self, cmd) -> None:
        quests.declare(self.s, cmd, self.emit)

    def _begin_round(self) -> None:
        s = self.s
        self.turn_machine.begin()
        self.emit("round-begins", round=s.round, first=s.first, first_name=s.name(s.first))
        self._begin_turn(0)

    def _begin_turn(self, index: int) -> None:
        s = self.s
        n = len(s.seats)
        seat = s.seats[(s.seats.index(s.first) + index) % n]
        s.turn = TurnState(player=seat, number=index // n + 1, index=index)
        p = s.players[seat]
        self.emit("turn-begins", player=seat, name=p.name, round=s.round, number=s.turn.number,
                  knights=sorted(p.knights), merlin=list(p.merlin_dice))

    # ------------------------------------------------------------------ a turn

    def _on_turn_verb(self, cmd) -> None:
        """An action of the track's space, after the move, of the space's kind, within the actions allowed."""
        t = self.s.turn
        if cmd.verb not in actions.ACTIONS:
            raise CompanionError("unknown-command", f"'{cmd.verb}' is not a Merlin command")
        if t.figure is None:
            raise CompanionError("not-now", f"{self.s.name(t.player)} first plays a die: the action is the "
                                 "space's where the figure lands")
        kind = self.s.action_kind()
        if actions.verb_of(kind) != cmd.verb:
            raise CompanionError("wrong-space", f"space {t.space} is « {kind} »: its action is "
                                 f"'{actions.verb_of(kind)}', not '{cmd.verb}'")
        if t.actions >= t.allowed:
            raise CompanionError("not-now", "the action of this space is done (a staff doubles Merlin's, once)")
        actions.ACTIONS[cmd.verb](self.s, cmd, self.emit)
        t.actions += 1

    def _on_move(self, cmd) -> None:
        self._turn_step(cmd)

    _on_mirror = _on_other = _on_staff = _on_repel = _on_quest = _on_move

    def _turn_step(self, cmd) -> None:
        function, after_move = _TURN[cmd.verb]
        if after_move and self.s.turn.figure is None:
            raise CompanionError("not-now", f"'{cmd.verb}' comes after the move")
        function(self.s, cmd, self.emit)

    def _on_end(self, cmd) -> None:
        s = self.s
        t = s.turn
        if t.figure is None:
            raise CompanionError("must-move", f"{s.name(t.player)} must play a die (« Vous ne pouvez pas passer "
                                 "votre tour »)")
        if t.quests:
            self.emit("quest-draw-due", player=t.player, name=s.name(t.player), count=t.quests)
        for _ in range(t.quests):
            draw_quest(s, self.emit, t.player)
        self.emit("turn-ends", player=t.player, name=s.name(t.player), round=s.round, number=t.number)
        if t.index + 1 < TURNS_PER_ROUND * len(s.seats):
            return self._begin_turn(t.index + 1)
        self._end_round()

    # ------------------------------------------------------------------ the end of a round (p. 10-12)

    def _end_round(self) -> None:
        s = self.s
        s.turn = None
        self.emit("round-ends", round=s.round)
        if s.round not in SCORING_ROUNDS:
            return self._next_round(traitors=False)
        # Said before anything is scored, so a mis-entry is caught while an undo is cheap (issue 18).
        self.emit("scoring-due", round=s.round, holdings={
            seat: {"shields": {c: n for c, n in p.objects["shield"].items() if n},
                   "traitors": {c: n for c, n in p.traitors.items() if n}, "excalibur": s.excalibur == seat,
                   "grail": s.grail == seat}
            for seat, p in s.players.items()})
        options = scoring.grail_options(s)
        if options:
            s.pending = Decision("grail", s.grail, tuple(options) + ("none",))
            self.turn_machine.ask()
            self.emit("decision", decision="grail", player=s.grail, name=s.name(s.grail),
                      options=list(s.pending.options))
            return
        s.grail_choice = None
        self._score()

    def _on_choose(self, cmd) -> None:
        s = self.s
        decision = s.pending
        if cmd.option not in decision.options:
            raise not_offered(cmd.option, decision.options)
        s.pending = None
        s.grail_choice = None if cmd.option == "none" else cmd.option
        self.emit("grail-chosen", player=decision.player, name=s.name(decision.player), province=s.grail_choice)
        self._score()

    def _score(self) -> None:
        s = self.s
        scoring.score_round(s, self.emit)
        s.grail_choice = None
        if s.round < ROUNDS:
            return self._next_round(traitors=True)
        s.final = scoring.final_bonuses(s, self.emit)
        won, best = scoring.winners(s)
        s.result = {"winners": won, "score": best}
        self.turn_machine.finish()
        self.emit("game-won", winners=won, names=[s.name(w) for w in won], score=best, shared=len(won) > 1)

    def _next_round(self, traitors: bool) -> None:
        """« Préparation du tour suivant »: the round marker, the first player marker, the rolls (and traitors)."""
        s = self.s
        before = s.first
        s.round += 1
        s.first = s.next_seat(before)
        s.waiting["roll"] = list(s.seats)
        s.waiting["traitors"] = list(s.seats) if traitors else []
        self.turn_machine.prepare_round()
        self.emit("round-marker-moved", round=s.round)
        self.emit("first-player-passed", player=s.first, name=s.name(s.first), source=before,
                  source_name=s.name(before))
        if traitors:
            self.emit("traitors-due", players=list(s.seats), count=3)
        self.emit("roll-due", players=list(s.seats))

    # ------------------------------------------------------------------ giving up

    def _on_abandon(self, cmd) -> None:
        s = self.s
        s.result = {"winner": None, "reason": "abandoned"}
        s.pending = None
        self.turn_machine.abandon()
        self.emit("game-abandoned", round=s.round)
