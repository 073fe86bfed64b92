"""The rules of Knizia's Camelot: pure code (no I/O, no clock, no randomness).

The state of a game is the replay of its commands: `TournamentGame.start(new)` then
`game.apply(cmd)` for each accepted command. « l. N » in comments and messages points at
line N of ../shared/rules/camelot-knizia-rules-fr.txt; "protocol" is tournament-protocol.md.
"""
from __future__ import annotations

from companion.core.engine import Engine
from companion.core.errors import CompanionError
from companion.core.protocol import Choose, not_offered
from . import actions
from .cards import CARDS, COLOURS, MAIDEN, WEAPONS
from .commands import SEATS, Colour, End, NewTournament, Pass, Play, Withdraw, parse
from .events import Decision, Event
from .state import Player, State
from .turn import Turn

# The action cards `play CARD …` takes arguments for (tournament-protocol.md, "Arguments of play").
ARGUMENT_CARDS = ("ivanhoe", "unhorse", "change-weapon", "knock-down", "stunned", "break-lance", "riposte",
                  "dodge", "retreat", "outwit")


class TournamentGame(Engine):
    """One game of tournaments, rebuilt by replaying its commands (`phase`, `over`, `result`, `pending`,
    `emit`: the core's `Engine`)."""

    def __init__(self, state: State) -> None:
        super().__init__(state, Turn())
        self._keep_cancel = False    # set by a command after which LANCELOT may still answer

    # ------------------------------------------------------------------ the duck-typed game API

    @classmethod
    def start(cls, new: NewTournament) -> "TournamentGame":
        """Seats p1…pN clockwise, pN dealt so p1 starts the first tournament (l. 48)."""
        seats = list(SEATS[:new.players])
        players = {seat: Player(seat, new.names[i] if i < len(new.names) else seat)
                   for i, seat in enumerate(seats)}
        game = cls(State(seats, players, tokens_to_win=5 if new.players <= 3 else 4))
        game.emit("game-started", players=len(seats), names=[p.name for p in players.values()],
                  tokens_to_win=game.s.tokens_to_win)
        game._ask_colour()
        return game

    @property
    def turn(self) -> int:
        return self.s.turn

    @property
    def current(self) -> str:
        return self.s.current

    def public_state(self) -> dict:
        """The state JSON of the protocol's "Output" section (a fresh dict), with what the menus may offer:
        `can` (the verbs the engine accepts now, arguments aside; cards are scanned) and `colours`. An action
        card's arguments are asked of `targets(card)` when it is scanned (trying each on a copy costs
        about a millisecond a state: too much for every input)."""
        state = self.s.public()
        state["phase"] = self.phase
        state["can"] = self.allowed_verbs()
        state["colours"] = [c for c in COLOURS if self.phase == "colour" and self.accepts(Colour(f"colour {c}", c))]
        return state

    # ------------------------------------------------------------------ what may be done now (no side effect)

    def accepts(self, cmd) -> bool:
        """Whether `cmd` would be accepted now; the game is left exactly as it was."""
        return self.refusal(cmd) is None

    def refusal(self, cmd) -> CompanionError | None:
        """The refusal `cmd` would get now, None when accepted; the game is left exactly as it was."""
        # `apply` changes only a copy of the table (kept on acceptance), so the table itself is the undo.
        saved, phase, events, keep = self.s, self.phase, self.events, self._keep_cancel
        try:
            self.apply(cmd)
            return None
        except CompanionError as refused:
            return refused
        finally:
            self.s, self.events, self._keep_cancel = saved, events, keep
            self.turn_machine.machine.set_state(phase)

    def allowed_verbs(self) -> list[str]:
        """The verbs without a card the engine accepts now (`colour`, `pass`, `end`, `withdraw`, `choose`)."""
        if self.over:
            return []
        if self.phase == "colour":
            return ["colour", "pass"]
        if self.phase == "pending":
            return ["choose"]
        return [verb for verb, cmd in (("end", End("end")), ("withdraw", Withdraw("withdraw")))
                if self.accepts(cmd)]

    def targets(self, card: str) -> list[list[str]]:
        """The argument words `play CARD …` is accepted with now, for an action card taking arguments
        (ivanhoe: the seats that may play it; [] for any other card). The candidates are the
        vocabulary's shapes; the engine's own `apply` on a copy decides."""
        if self.over or (card != "ivanhoe" and self.phase != "play"):
            return []           # (ivanhoe: its shapes are none while no action card may be cancelled)
        return [words for words in self._argument_shapes(card)
                if self.accepts(parse(" ".join(("play", card, *words))))]

    def why_no_target(self, card: str) -> CompanionError | None:
        """Why an action card scanned now has no accepted arguments (None when it has): the refusal every
        candidate gets (a rule that forbids the card now, e.g. the opening turn, l. 68), else `no-effect`."""
        if card != "ivanhoe" and self.phase == "play":
            try:
                self._check_action_now()
            except CompanionError as refused:
                return refused
        refusals = {}
        for words in self._argument_shapes(card):
            refused = self.refusal(parse(" ".join(("play", card, *words))))
            if refused is None:
                return None
            refusals.setdefault(refused.code, refused)
        if len(refusals) > 1:
            refusals.pop("bad-arguments", None)      # the candidates against oneself: not the reason
        if len(refusals) == 1:
            return next(iter(refusals.values()))
        return CompanionError("no-effect", f"{card} would have no effect now: it cannot be played")

    def all_targets(self) -> dict[str, list[list[str]]]:
        """`targets` of every action card taking arguments that may be played now (for tests and tools)."""
        return {card: self.targets(card) for card in ARGUMENT_CARDS
                if not self.over and (self.phase == "play" or card == "ivanhoe" and self.s.cancel is not None)}

    def _argument_shapes(self, card: str) -> list[list[str]]:
        """Every argument list the vocabulary allows for an action card, on this table."""
        s = self.s
        me = s.players[s.current]
        seats = [[seat] for seat in s.seats]

        def kinds(p) -> list[str]:
            return list(dict.fromkeys(p.display))
        if card == "ivanhoe":
            return seats if s.cancel is not None else []
        if card in ("unhorse", "change-weapon"):
            return [[c] for c in WEAPONS]
        if card == "dodge":
            return [[seat, kind] for seat in s.seats for kind in kinds(s.players[seat])]
        if card == "retreat":
            return [[kind] for kind in kinds(me)]
        if card == "outwit":
            holdings = [h for h in ("shield", "stunned") if getattr(me, h)]
            theirs = {seat: kinds(s.players[seat]) + [h for h in ("shield", "stunned") if getattr(s.players[seat], h)]
                      for seat in s.seats if seat != s.current}
            return [[mine, seat, other] for mine in kinds(me) + holdings for seat, others in theirs.items()
                    for other in others]
        return seats if card in ARGUMENT_CARDS else []

    def apply(self, cmd) -> list[Event]:
        """Apply one command; raise CompanionError (state unchanged) when it is not legal now."""
        self.events = []
        if self.over:
            raise CompanionError("game-over", "the game is over: undo, or start a new one (l. 38-40)")
        if cmd.verb not in self.turn_machine.moves():
            raise self._wrong_phase(cmd.verb)
        self._keep_cancel = False
        self.apply_whole(lambda: getattr(self, "_on_" + cmd.verb)(cmd))   # a refusal puts the table back whole
        if not self._keep_cancel:
            self.s.cancel = None
        return self.events

    def undone_event(self, line: str) -> Event:
        """What the table hears after `line` was taken back (the session rebuilt this game without it)."""
        words = line.split()
        # A card laid goes back to its player's hand: the table is told which (`play CARD …`).
        # A display card is said with the display's change (narration.py); an action card leaves none.
        card = words[1] if len(words) > 1 and words[0] == "play" and words[1] in CARDS \
            and not CARDS[words[1]].is_display and words[1] not in ("shield", "stunned") else ""
        # LANCELOT is played by whoever holds it (`play ivanhoe P`): it goes back to that player's hand.
        holder = words[2] if card == "ivanhoe" and len(words) > 2 and words[2] in self.s.players else self.s.current
        taken = "none" if not card else "card" if holder == self.s.current else "their-card"
        return Event("undone", {"player": self.s.current, "name": self.s.name(self.s.current), "line": line,
                                "card": card, "taken": taken, "target_name": self.s.name(holder)})

    # ------------------------------------------------------------------ refusals

    def _wrong_phase(self, verb: str) -> CompanionError:
        if verb == "new":
            return CompanionError("game-in-progress", "a game is in progress: finish or abandon it first")
        if self.s.pending:
            options = ", ".join(self.s.pending.options)
            return CompanionError("not-now", f"'{verb}' must wait: {self.s.name(self.s.pending.player)} first "
                                  f"chooses one of: {options}")
        if self.phase == "colour":
            return CompanionError("not-now", f"{self.s.name(self.s.starter)} first names the colour of "
                                  f"tournament {self.s.tournament} (colour C), or passes (l. 66)")
        if verb == "choose":
            return CompanionError("not-now", "nothing is waiting for a choice")
        return CompanionError("not-now", f"the colour of tournament {self.s.tournament} is already named")

    # ------------------------------------------------------------------ starting a tournament (l. 64-68)

    def _ask_colour(self) -> None:
        s = self.s
        self.emit("tournament-begins", tournament=s.tournament, player=s.starter, name=s.name(s.starter),
                  no_purple=s.last_colour == "purple")

    def _on_colour(self, cmd: Colour) -> None:
        s = self.s
        if cmd.colour == "purple" and s.last_colour == "purple":
            raise CompanionError("purple-again", "the last tournament ended purple: choose another colour (l. 66)")
        s.colour, s.current = cmd.colour, s.starter
        self.turn_machine.open()
        self.emit("colour-named", tournament=s.tournament, colour=cmd.colour, player=s.starter,
                  name=s.name(s.starter))
        self._begin_turn(opening=True)

    def _on_pass(self, cmd: Pass) -> None:
        s = self.s
        before = s.starter
        s.starter = s.current = s.clockwise_from(before)[1]
        self.emit("starter-passes", player=before, name=s.name(before), starter=s.starter,
                  starter_name=s.name(s.starter))
        self._ask_colour()

    def _begin_turn(self, opening: bool = False) -> None:
        s = self.s
        s.played, s.added, s.opening = 0, 0, opening
        s.turn += 1
        p = s.players[s.current]
        self.emit("turn-begins", player=s.current, name=p.name, total=s.total(s.current), opening=opening,
                  stunned=p.stunned, colour=s.colour)

    # ------------------------------------------------------------------ playing cards (l. 72-84, 104-193)

    def _on_play(self, cmd: Play) -> None:
        s = self.s
        if cmd.card == "ivanhoe":
            return self._ivanhoe(cmd)
        if self.phase == "pending":
            raise self._wrong_phase("play")
        actor, card = s.current, CARDS[cmd.card]
        if card.is_display:
            self._lay(actor, cmd.card)
        else:
            self._check_action_now()
            s.cancel = None
            before = s.clone()
            self.emit("action-played", player=actor, name=s.name(actor), card=cmd.card)
            actions.EFFECTS[card.effect](s, actor, cmd, self.emit)
            s.cancel, self._keep_cancel = before, True
            if s.adapt_queue:
                self._ask_adapt()
        s.played += 1

    def _check_action_now(self) -> None:
        """Rulebook l. 68: the starter opens with a card of the colour or a supporter, not an action card."""
        s = self.s
        if s.opening and not s.players[s.current].display:
            raise CompanionError("opening-turn", f"{s.name(s.current)} opens the tournament: first a card of its "
                                 "colour or a supporter (l. 68)")

    def _lay(self, actor: str, slug: str) -> None:
        s, card = self.s, CARDS[slug]
        if card.kind == "colour" and card.colour != s.colour:
            raise CompanionError("wrong-colour", f"this is a {s.colour} tournament: {slug} cannot be played "
                                 "(l. 74: colour cards match the tournament's colour)")
        if slug == MAIDEN and s.players[actor].has_maiden():
            raise CompanionError("second-maiden", f"{s.name(actor)} already has a maiden: one maiden at a time "
                                 "on a display (l. 84)")
        if s.players[actor].stunned and s.added >= 1:
            raise CompanionError("stunned", f"{s.name(actor)} is stunned: one card a turn on his display (l. 185)")
        s.check_copy(slug)
        s.players[actor].display.append(slug)
        s.added += 1
        self.emit("card-laid", player=actor, name=s.name(actor), card=slug, total=s.total(actor))

    def _ivanhoe(self, cmd: Play) -> None:
        """l. 193: LANCELOT cancels the action card just played, by anyone still in the tournament."""
        s = self.s
        if cmd.seat not in s.players:
            raise CompanionError("unknown-seat", f"there is no {cmd.seat} at this table")
        if self.phase == "pending" and s.pending.name != "adapt":
            raise self._wrong_phase("play")
        if s.players[cmd.seat].withdrawn:
            raise CompanionError("not-now", f"{s.name(cmd.seat)} has withdrawn: LANCELOT is played only by a "
                                 "player still in the tournament (l. 193)")
        if s.cancel is None:
            raise CompanionError("nothing-to-cancel", "LANCELOT cancels an action card just played: there is none "
                                 "to cancel now (l. 193)")
        played = s.played + (1 if cmd.seat == s.current else 0)
        cancelled = s.cancel.clone()
        self.s = cancelled
        cancelled.played = played
        if self.phase == "pending":
            self.turn_machine.resume()
        self.emit("action-cancelled", player=cmd.seat, name=cancelled.name(cmd.seat))

    def _on_abandon(self, cmd) -> None:
        """Protocol rulings: the game ends without a result, at any moment, a pending decision included;
        displays, `current` and `tournament` stay as they were."""
        self.s.pending = None
        self.s.result = {"winner": None, "reason": "abandoned"}
        self.turn_machine.abandon()
        self.emit("game-abandoned")

    # ------------------------------------------------------------------ decisions

    def _ask(self, decision: Decision) -> None:
        self.s.pending = decision
        self.turn_machine.ask()
        self.emit("decision", decision=decision.name, player=decision.player,
                  name=self.s.name(decision.player), options=list(decision.options), **decision.about)

    def _ask_adapt(self) -> None:
        seat, value = self.s.adapt_queue[0]
        self._ask(Decision("adapt", seat, actions.adapt_options(self.s, seat, value), about={"value": value}))

    def _on_choose(self, cmd: Choose) -> None:
        s = self.s
        decision = s.pending
        if cmd.option not in decision.options:
            raise not_offered(cmd.option, decision.options)
        s.pending = None
        if decision.name == "adapt":
            s.adapt_queue.pop(0)
            actions.adapt_keep(s, decision.player, decision.about["value"], cmd.option, self.emit)
            self._keep_cancel = True
            if s.adapt_queue:
                return self._ask_adapt()
            return self.turn_machine.resume()
        if decision.name == "lose-token":
            s.players[decision.player].tokens.remove(cmd.option)
            self.emit("token-lost", player=decision.player, name=s.name(decision.player), colour=cmd.option)
            return self._after_withdraw()
        record = s.tournaments[str(s.tournament)]
        record["token"] = cmd.option
        s.players[decision.player].add_token(cmd.option)
        self.emit("token-won", player=decision.player, name=s.name(decision.player), colour=cmd.option)
        self._close_tournament(decision.player)

    # ------------------------------------------------------------------ ending a turn (l. 74-78, 90-102)

    def _on_end(self, cmd: End) -> None:
        s = self.s
        actor = s.current
        if s.played == 0:
            raise CompanionError("must-play", f"{s.name(actor)} played no card this turn: to stay in the "
                                 "tournament a player plays at least one card, or he withdraws (l. 74)")
        total = s.total(actor)
        best = max((s.total(o) for o in s.seats if o != actor), default=0)
        if total <= best:
            raise CompanionError("not-highest", f"{s.name(actor)} has {total}, not more than {best}: he must "
                                 "play more cards or withdraw (l. 78)")
        if cmd.total is not None and cmd.total != total:
            raise CompanionError("wrong-total", f"the cards on {s.name(actor)}'s display make {total}, "
                                 f"not {cmd.total}")
        self.emit("turn-ends", player=actor, name=s.name(actor), total=total)
        s.current = s.next_active(actor)
        self._begin_turn()

    def _on_withdraw(self, cmd: Withdraw) -> None:
        s = self.s
        actor = s.current
        if s.opening:
            raise CompanionError("opening-turn", f"{s.name(actor)} opens the tournament and must play a card "
                                 "(l. 68, l. 74)")
        p = s.players[actor]
        maiden = p.has_maiden()
        discarded = len(p.display)      # what the table discards (none: nothing to say but the withdrawal)
        p.discard_all()
        p.withdrawn = True
        # How many tokens he owns: a maiden costs one only if he has one (l. 84), and the table is told so.
        self.emit("withdrew", player=actor, name=p.name, maiden=maiden, discarded=discarded, owned=len(p.tokens),
                  colour=p.tokens[0] if len(p.tokens) == 1 else "")
        if maiden and p.tokens:
            # l. 84 and l. 92: a maiden on his display costs him a token of his choice.
            s.after = "withdraw"
            return self._ask(Decision("lose-token", actor, tuple(p.tokens)))
        self._after_withdraw()

    def _after_withdraw(self) -> None:
        s = self.s
        still = s.active()
        if len(still) == 1:
            return self._win(still[0])
        if self.phase == "pending":
            self.turn_machine.resume()
        s.current = s.next_active(s.current)
        self._begin_turn()

    # ------------------------------------------------------------------ winning (l. 98-102, 36-40)

    def _win(self, winner: str) -> None:
        s = self.s
        colour, total = s.colour, s.total(winner)
        record = {"starter": s.starter, "colour": colour, "winner": winner, "total": total, "token": None}
        s.tournaments[str(s.tournament)] = record
        for p in s.players.values():
            p.discard_all()
        s.current = winner
        self.emit("tournament-won", tournament=s.tournament, player=winner, name=s.name(winner),
                  colour=colour, total=total)
        if colour == "purple":
            options = tuple(c for c in COLOURS if c not in s.players[winner].tokens)
            s.after = "token"
            return self._ask(Decision("token", winner, options))
        if colour in s.players[winner].tokens:
            self.emit("token-already-owned", player=winner, name=s.name(winner), colour=colour)
        else:
            record["token"] = colour
            s.players[winner].add_token(colour)
            self.emit("token-won", player=winner, name=s.name(winner), colour=colour)
        self._close_tournament(winner)

    def _close_tournament(self, winner: str) -> None:
        s = self.s
        s.after = None
        for p in s.players.values():
            p.withdrawn = False
        s.played, s.added, s.opening = 0, 0, False
        if len(s.players[winner].tokens) >= s.tokens_to_win:
            s.result = {"winner": winner}
            self.turn_machine.finish()
            self.emit("game-won", player=winner, name=s.name(winner), tokens=list(s.players[winner].tokens))
            return
        s.last_colour, s.colour = s.colour, None
        s.tournament += 1
        s.starter = winner
        self.turn_machine.next_tournament()
        self._ask_colour()
