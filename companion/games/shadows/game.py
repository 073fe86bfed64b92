"""A game of Shadows over Camelot: the public state and the moves, as pure functions of commands.

`Game.start(new)` then `apply(command)` for each command; a refused command raises
CompanionError before anything changes. Actions that need a choice from the table run
as generators that yield a Decision; the answer (a later command) resumes them, so the
order of decisions is the order of the code (table protocol, "Decisions the engine asks for").

The rules are split by concern: `knights.py` (life, death, the sacrifice, the Traitor),
`deck.py` (the black cards), `consequences.py` (quests' ends and the end of the game),
`actions.py` (the heroic actions); this module holds the state, the turn and the entry points.
"""
from __future__ import annotations

from collections import Counter
from typing import Iterator

from companion.core.errors import CompanionError
from companion.core.protocol import not_offered
from .commands import Command, New, parse
from . import quests as q
from .actions import HEROIC_VERBS, HeroicActions
from .cards import BLACK_COPIES, KNIGHTS
from .consequences import Consequences
from .deck import BlackDeck
from .events import Decision, Event, immediately
from .knights import Knights
from .state import (ACCUSE_THRESHOLD, BLACK_DECK_LOW, BLACK_SWORDS_LOST, MAX_LIFE, SIEGE_LOST, START_LIFE,
                    Flow, GameOver, Knight, Relic, TurnState)
from .turn import Turn

# Re-exported: the front end and the screen read these numbers from here.
__all__ = ["Game", "GameOver", "Knight", "Relic", "TurnState", "ACCUSE_THRESHOLD", "MAX_LIFE", "SIEGE_LOST",
           "START_LIFE"]


class Game(Knights, BlackDeck, Consequences, HeroicActions):
    """The whole public state of one game, rebuilt by replaying its commands."""

    # ------------------------------------------------------------------ state

    def __init__(self) -> None:
        self.turn_machine = Turn()
        self.knights: dict[str, Knight] = {}
        self.seats: list[str] = []
        self.first = ""
        self.current = ""
        self.turn = 0
        self.white = 0
        self.black = 0
        self.siege = 0
        self.effects: list[str] = []
        self.no_traitor = False
        self.squires = False
        self.traitor: str | None = None
        self.quests = {
            "black-knight": q.black_knight(), "lancelot": q.lancelot(), "dragon": q.dragon(),
            "excalibur": q.Excalibur(), "grail": q.Grail(),
            "picts": q.War("picts"), "saxons": q.War("saxons"),
        }
        self.relics = {"excalibur": Relic(), "grail": Relic(), "armor": Relic()}
        self.heroism: str | None = None
        self.deck: Counter[str] = Counter(BLACK_COPIES)
        self.discard: Counter[str] = Counter()
        self.discard_unseen: Counter[str] = Counter()   # discarded without the table seeing their face
        self.ts = TurnState()
        self.result: dict | None = None
        self.pending: Decision | None = None
        self._flow: Flow | None = None
        self.events: list[Event] = []     # what the last command did, for the table
        # The game's own commands, so an undo can tell what the line it took back told the table (the
        # cards drawn into hands, the exact cards: what the public state does not hold).
        self._new: New | None = None
        self._played: list[Command] = []


    # ------------------------------------------------------------------ entry points

    @classmethod
    def start(cls, new: New) -> "Game":
        """A new game: knights in clockwise seat order, Arthur first when present (p 9)."""
        game = cls()
        game.seats = list(new.knights)
        game.knights = {k: Knight(k, knighted=not new.squires) for k in new.knights}
        game.no_traitor, game.squires = new.no_traitor, new.squires
        game._new = new
        game.first = "arthur" if "arthur" in game.knights else new.knights[0]
        game.current = game.first
        game.turn = 1
        game.turn_machine.begin()
        game.emit("game-started", knights=list(new.knights), first=game.first)
        game._emit_turn()
        return game

    @property
    def phase(self) -> str:
        return self.turn_machine.state

    @property
    def over(self) -> bool:
        return self.result is not None

    def apply(self, cmd: Command) -> list[Event]:
        """Apply one command; raise CompanionError (state unchanged) when it is not legal now."""
        self.events = []
        if self.over:
            raise CompanionError("game-over", "the game is over: start a new one")
        allowed = self.turn_machine.moves(self.pending.answer if self.pending else None)
        if cmd.verb not in allowed:
            raise self._wrong_phase(cmd.verb)
        before = self._edges()
        getattr(self, "_on_" + cmd.verb)(cmd)
        if not self.over:
            self._warn(before, self._edges())
        self._played.append(cmd)
        return self.events

    def _edges(self) -> tuple[int, int, bool, int]:
        accusable = (not self.no_traitor and self.traitor is None
                     and (self.white + self.black >= ACCUSE_THRESHOLD or self.siege >= ACCUSE_THRESHOLD))
        return self.siege, self.black, accusable, sum(self.deck.values())

    def _warn(self, before: tuple, after: tuple) -> None:
        """Warnings before the edge, so the table sees the end coming (p 18)."""
        (siege0, black0, accuse0, deck0), (siege, black, accuse, deck) = before, after
        if siege0 < SIEGE_LOST - 1 <= siege:
            self.emit("edge-siege", siege=siege)
        if black0 < BLACK_SWORDS_LOST - 1 <= black:
            self.emit("edge-black-swords", black=black)
        if accuse and not accuse0:
            self.emit("accusations-open")
        if deck0 > BLACK_DECK_LOW >= deck:
            self.emit("black-deck-low", left=deck)

    def _wrong_phase(self, verb: str) -> CompanionError:
        if verb == "new":
            return CompanionError("game-in-progress", "a game is already in progress")
        if self.pending:
            how = {"choose": "choose one of: " + ", ".join(self.pending.options),
                   "black": "scan the black card just drawn (black CARD)",
                   "roll": "roll the siege die (roll 1-8)",
                   "reveal": "the accused shows his loyalty card (reveal loyal|traitor)"}[self.pending.answer]
            return CompanionError("decision-pending", f"'{verb}' must wait: first {how}")
        if verb in ("choose", "black", "roll", "reveal"):
            # Answers with no question: e.g. a face for a card without one, Merlin against a standard card (p 10-11).
            return CompanionError("no-decision", f"nothing is waiting for '{verb}': only a special black card can "
                                  "be countered by Merlin, only Black Knight and Lancelot/Dragon cards have a face, "
                                  "a black card is scanned after 'evil black' (p 10-11)")
        if self.phase == "evil":
            return CompanionError("wrong-phase", f"'{verb}' is a heroic action: first the Progression of Evil "
                                  "(evil black, evil siege or evil life) (p 9)")
        if verb in ("evil", "steal"):
            return CompanionError("wrong-phase", "the Progression of Evil is done for this turn (p 9)")
        return CompanionError("wrong-phase", f"'{verb}' is not possible now")


    # ------------------------------------------------------------------ flows

    def _run(self, flow: Flow) -> None:
        self._flow = flow
        self._drive(None)

    def _drive(self, answer: object) -> None:
        flow = self._flow
        assert flow is not None
        try:
            decision = flow.send(answer)
        except StopIteration:
            self._flow, self.pending = None, None
            return
        except GameOver:
            self._flow, self.pending = None, None
            self.turn_machine.finish()
            return
        self.pending = decision
        self.turn_machine.ask()
        self.emit("decision", decision=decision.name, options=list(decision.options), **decision.about)

    def _answer(self, value: object) -> None:
        self.pending = None
        self._drive(value)


    # ------------------------------------------------------------------ events

    def undone_event(self, line: str) -> Event:
        """What the table hears after `line` was taken back (the session rebuilt this game without it):
        with `told`, the events `line` had, so the table hears every step of it said back."""
        return Event("undone", {"turn": self.turn, "current": self.current, "line": line, "told": self.told_by(line)})

    def told_by(self, line: str) -> tuple[Event, ...]:
        """The events `line` gives from this state (none when it is refused), this game left as it is:
        the state is the replay of the commands, so a copy is replayed and `line` applied to it."""
        if self._new is None:
            return ()
        copy = Game.start(self._new)
        for cmd in self._played:
            copy.apply(cmd)
        try:
            return tuple(copy.apply(parse(line)))
        except CompanionError:
            return ()

    def emit(self, key: str, **params) -> None:
        """Tell the table something happened (an Event for the catalogs)."""
        self.events.append(Event(key, params))

    def _emit_turn(self) -> None:
        k = self.knights[self.current]
        self.emit("turn-begins", knight=k.name, turn=self.turn, traitor=k.traitor, life=k.life)
        if k.name == "percival" and self.has_power(k.name):   # annexe 1: a look before the evil choice
            self.emit("power-hint", knight=k.name,
                       power="percival-armor" if self.holder("armor") == k.name else "percival")
        elif k.name == "arthur" and self.has_power(k.name):   # annexe 1: the card exchange
            self.emit("power-hint", knight=k.name, power="arthur")

    def quest_active(self, name: str) -> bool:
        quest = self.quests[name]
        return getattr(quest, "status", "active") == "active"


    # ------------------------------------------------------------------ turn passing

    def pass_turn(self) -> None:
        """The next knight still in play, clockwise (dead knights are skipped, p 12)."""
        i = self.seats.index(self.current)
        for step in range(1, len(self.seats) + 1):
            name = self.seats[(i + step) % len(self.seats)]
            if self.knights[name].alive:
                break
        self.current = name
        self.turn += 1
        self.ts = TurnState(began_at=self.knights[name].place)
        self.turn_machine.pass_turn()
        self._emit_turn()

    def _after_evil(self) -> Iterator[Decision]:
        self.settle()
        yield from self.after_action()
        me = self.knights[self.current]
        if self.ts.ends or not me.alive or me.traitor:
            self.pass_turn()
        else:
            self.ts.evil_done = True
            self.turn_machine.to_heroic()
            self.emit("heroic-phase", knight=self.current)

    def _after_heroic(self) -> Iterator[Decision]:
        if self.ts.doom_armed:
            yield from self._fall_if_doomed()
        self.settle()
        yield from self.after_action()
        me = self.knights[self.current]
        if not me.on_board:
            self.pass_turn()
        else:
            self.turn_machine.to_heroic()

    def run_evil(self, body: Iterator[Decision]) -> None:
        def flow():
            yield from body
            yield from self._after_evil()
        self._run(flow())

    def run_heroic(self, kind: str | None, body: Iterator[Decision]) -> None:
        """Run one heroic action; `kind` None for a free one (Galahad, Tristan)."""
        if kind:
            self.ts.actions.append(kind)
        if self.ts.doomed and kind and len(self.ts.actions) > 1:
            # p 17: he falls after his second paid action, whether the sacrifice came before or after
            # the first (protocol rulings); a free power (Galahad's special, Tristan's move) uses no
            # heroic action, so it is never that last action.
            self.ts.doom_armed = True

        def flow():
            yield from body
            yield from self._after_heroic()
        self._run(flow())

    # ------------------------------------------------------------------ commands

    def _check_join(self, knight: str) -> None:
        if knight in self.knights:
            raise CompanionError("already-playing", f"{knight} is already in this game")
        if len(self.seats) >= 7:
            raise CompanionError("table-full", "seven knights at most")

    def joiners(self) -> list[str]:
        """The knights `join` would seat now (optional rule p 18); no side effect."""
        if self.over or "join" not in self.turn_machine.moves(None):
            return []
        found = []
        for knight in KNIGHTS:
            try:
                self._check_join(knight)
            except CompanionError:
                continue
            found.append(knight)
        return found

    def evil_choices(self) -> list[str]:
        """The Progression of Evil's choices `evil` accepts now (p 9, annexe 1); no side effect."""
        if self.over or self.phase != "evil":
            return []
        return [c for c in ("black", "siege", "life") if self._evil_refusal(c) is None]

    def _evil_refusal(self, choice: str) -> CompanionError | None:
        if self.knights[self.current].traitor and choice == "life":
            return CompanionError("traitor-no-life", "the unmasked Traitor adds a siege engine or draws a "
                                  "black card (annexe 1)")
        return None

    def _on_join(self, cmd) -> None:
        """Optional rule p 18: a knight joins, 4 life, at Camelot, seated after the first player."""
        self._check_join(cmd.knight)
        self.knights[cmd.knight] = Knight(cmd.knight, knighted=not self.squires)
        self.seats.insert(self.seats.index(self.first) + 1, cmd.knight)
        self.emit("knight-joins", knight=cmd.knight)

    def _on_leave(self, cmd) -> None:
        """Optional rule p 18: a knight leaving counts as dead (no Grail offered)."""
        k = self.knights.get(cmd.knight)
        if k is None or not k.alive:
            raise CompanionError("not-playing", f"{cmd.knight} is not in play")

        def body():
            self.dies(cmd.knight)
            self.settle()
            if cmd.knight == self.current:
                self.pass_turn()
        self._run(immediately(body))

    def _on_reshuffle(self, cmd) -> None:
        """p 10: the white deck ran out: both decks are reshuffled with their discards."""
        self.reshuffle_discard()
        self.emit("decks-reshuffled", black=sum(self.deck.values()))

    def _on_evil(self, cmd) -> None:
        refusal = self._evil_refusal(cmd.choice)
        if refusal:
            raise refusal
        if cmd.choice == "siege":
            self.run_evil(immediately(lambda: self.add_siege(1, why="evil")))
        elif cmd.choice == "life":
            self.run_evil(self.lose_life(self.current, 1, why="evil"))
        else:
            self.run_evil(self.evil_draw(self.current))

    def _on_black(self, cmd) -> None:
        decision = self.pending
        self.check_in_deck(cmd.card, cmd.under)
        if cmd.under:
            drawer = decision.about.get("knight")
            if not (decision.about.get("chosen") and self.holder("armor") == drawer):
                raise CompanionError("no-armor", "only the holder of Lancelot's Armor draws two black cards, "
                                     "when he chooses to draw (GLQ p 6)")
        self._answer(cmd)

    def _on_abandon(self, cmd) -> None:
        """Protocol rulings: the game ends without a result, at any moment, a pending decision included."""
        self._flow, self.pending = None, None
        self.result = {"winner": None, "reason": "abandoned"}
        self.turn_machine.finish()
        self.emit("game-abandoned")

    def _on_choose(self, cmd) -> None:
        if cmd.option not in self.pending.options:
            raise not_offered(cmd.option, self.pending.options, "not-an-option")   # the code Shadows' spec names
        self._answer(cmd.option)

    def _on_roll(self, cmd) -> None:
        self._answer(cmd.value)

    def _on_reveal(self, cmd) -> None:
        self._answer(cmd.traitor)

    # ------------------------------------------------------------------ output

    def public_state(self) -> dict:
        """The public state JSON of the table protocol: never a face-down value or a hidden allegiance."""
        knights = {}
        for n in self.seats:
            k = self.knights[n]
            knights[n] = {
                "life": k.life, "alive": k.alive,
                "place": "out" if not k.on_board else k.place,
                "relics": [r for r, rel in self.relics.items() if rel.status == "held" and rel.holder == n],
                "traitor": k.traitor, "accused": k.accused,
                "loyal": k.loyal, "has_accused": k.has_accused, "squire": not k.knighted,
            }
        quests = {name: quest.public() for name, quest in self.quests.items()}
        if self.heroism:
            quests[self.heroism]["heroism"] = True
        return {
            "protocol": 1, "game": "shadows",
            "over": self.over,
            "result": self.result,
            "turn": self.turn,
            "current": self.current,
            "phase": self.phase,
            "pending": self.pending.public() if self.pending else None,
            "swords": {"white": self.white, "black": self.black},
            "siege": self.siege,
            "effects": list(self.effects),
            "knights": knights,
            "relics": {r: {"status": rel.status, "holder": rel.holder} for r, rel in self.relics.items()},
            "quests": quests,
            "seats": list(self.seats),
            "first": self.first,
            "black_deck": sum(self.deck.values()),
            "options": {"no_traitor": self.no_traitor, "squires": self.squires},
            "heroic": {"actions": list(self.ts.actions), "sacrificed": self.ts.sacrificed,
                       "acted": self.ts.acted},
            "can": self.allowed_verbs(),
            # The arguments the menus may offer, from the same checks (extra keys of the protocol).
            "destinations": self.destinations(),
            "suspects": self.suspects() if self.can_act("accuse") else [],
            "specials": self.special_arguments(),
            "evil": self.evil_choices(),
            "joiners": self.joiners(),
        }

    def allowed_verbs(self) -> list[str]:
        """The heroic verbs and `steal` the engine would accept now, arguments aside (`can_act`,
        `can_steal`): what the menus may offer."""
        if self.phase == "heroic":
            return [verb for verb in HEROIC_VERBS if self.can_act(verb)]
        return ["steal"] if self.phase == "evil" and self.can_steal() else []
