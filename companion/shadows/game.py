"""A game of Shadows over Camelot: the public state and the moves, as pure functions of commands.

`Game.start(new)` then `apply(command)` for each command; a refused command raises
CompanionError before anything changes. Actions that need a choice from the table run
as generators that yield a Decision; the answer (a later command) resumes them, so the
order of decisions is the order of the code (table protocol, "Decisions the engine asks for").
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Generator, Iterator

from ..errors import CompanionError
from ..protocol import Command, New
from . import quests as q
from .cards import BLACK_COPIES, CARDS, SOLO_QUESTS
from .events import Decision, Event, immediately
from .turn import Turn

START_LIFE = 4          # p 7: the die starts on 4
MAX_LIFE = 6            # p 12: never above 6, never below 0
SIEGE_LOST = 12         # p 18: twelve siege engines take Camelot
BLACK_SWORDS_LOST = 7   # p 18: a seventh black sword
SWORDS_END = 12         # p 18: the action laying the 12th sword ends the game
ACCUSE_THRESHOLD = 6    # p 16: six swords or six siege engines
BLACK_DECK_LOW = 3      # warn when this few black cards are left (the reshuffle is near)

Flow = Generator[Decision, object, None]

# GLQ pictograms: (white swords, black swords, life won, life lost, white cards, siege if lost)
SPOILS = {
    "black-knight": (1, 1, 1, 1, 3, 0),
    "lancelot": (1, 1, 1, 1, 4, 0),
    "dragon": (2, 2, 2, 2, 7, 0),
    "excalibur": (2, 2, 1, 1, 7, 0),
    "grail": (3, 3, 1, 1, 7, 0),
    "picts": (1, 1, 1, 1, 4, 2),
    "saxons": (1, 1, 1, 1, 4, 2),
}
QUEST_RELIC = {"lancelot": "armor", "excalibur": "excalibur", "grail": "grail"}


class GameOver(Exception):
    """Raised inside a flow when an end condition is met: it unwinds every pending step."""


@dataclass
class Knight:
    name: str
    life: int = START_LIFE
    alive: bool = True
    place: str = "camelot"
    traitor: bool = False       # unmasked as the Traitor
    loyal: bool = False         # shown loyal after an accusation
    accused: bool = False
    has_accused: bool = False
    knighted: bool = True       # False for a squire (Squire's Challenge, p 19)

    @property
    def on_board(self) -> bool:
        return self.alive and not self.traitor


@dataclass
class Relic:
    status: str = "quest"       # quest | held | lost | used
    holder: str | None = None


@dataclass
class TurnState:
    """What the current knight has done this turn (p 9, p 17)."""

    evil_done: bool = False
    stolen: bool = False
    actions: list[str] = field(default_factory=list)
    sacrificed: bool = False
    doomed: bool = False        # his sacrifice took his last life point (p 17)
    doom_armed: bool = False    # the action bought by that sacrifice has begun
    free_special: bool = False  # Galahad
    free_move: bool = False     # Tristan
    ends: bool = False          # Guinevere: the turn ends without a heroic action

    @property
    def acted(self) -> bool:
        return bool(self.actions) or self.free_special or self.free_move


class Game:
    """The whole public state of one game, rebuilt by replaying its commands."""

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
        self.ts = TurnState()
        self.result: dict | None = None
        self.pending: Decision | None = None
        self._flow: Flow | None = None
        self.events: list[Event] = []     # what the last command did, for the table

    # ------------------------------------------------------------------ entry points

    @classmethod
    def start(cls, new: New) -> "Game":
        """A new game: knights in clockwise seat order, Arthur first when present (p 9)."""
        game = cls()
        game.seats = list(new.knights)
        game.knights = {k: Knight(k, knighted=not new.squires) for k in new.knights}
        game.no_traitor, game.squires = new.no_traitor, new.squires
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

    # ------------------------------------------------------------------ events, helpers

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

    def has_power(self, name: str) -> bool:
        """A knight's power works for a living knight on the board (squires have none, p 19)."""
        k = self.knights.get(name)
        return bool(k and k.on_board and k.knighted)

    def present(self, place: str) -> list[str]:
        """The knights standing at a place, in seat order."""
        return [n for n in self.seats if self.knights[n].on_board and self.knights[n].place == place]

    def living(self) -> list[str]:
        """Knights still on the board (alive, not unmasked), in seat order from the current knight."""
        i = self.seats.index(self.current)
        order = self.seats[i:] + self.seats[:i]
        return [n for n in order if self.knights[n].on_board]

    def holder(self, relic: str) -> str | None:
        r = self.relics[relic]
        return r.holder if r.status == "held" else None

    def quest_active(self, name: str) -> bool:
        quest = self.quests[name]
        return getattr(quest, "status", "active") == "active"

    # ------------------------------------------------------------------ counters and swords

    def add_siege(self, n: int, why: str) -> None:
        """Siege engines, never above 12 (p 12); twelve lose the game at once."""
        added = min(n, SIEGE_LOST - self.siege)
        self.siege += added
        self.emit("siege-added", n=added, total=self.siege, why=why)
        self.check_defeat()

    def add_swords(self, white: int = 0, black: int = 0) -> None:
        before = self.white + self.black
        self.white += white
        self.black += black
        if len(self.seats) == 3 and not self.no_traitor and before < ACCUSE_THRESHOLD <= self.white + self.black:
            # p 19, "Trois Chevaliers Intrépides": allegiances are looked at once six swords are laid.
            self.emit("allegiance-may-be-seen")
        if white:
            self.emit("swords-added", colour="white", n=white, white=self.white, black=self.black)
        if black:
            self.emit("swords-added", colour="black", n=black, white=self.white, black=self.black)

    def check_defeat(self) -> None:
        """Immediate defeats, reported siege first, then black swords, then all dead (p 18)."""
        reason = None
        if self.siege >= SIEGE_LOST:
            reason = "siege"
        elif self.black >= BLACK_SWORDS_LOST:
            reason = "black-swords"
        elif not any(k.alive and not k.traitor for k in self.knights.values()):
            reason = "all-dead"
        if reason:
            self._finish("evil", reason)

    def _finish(self, winner: str, reason: str) -> None:
        self.result = {"winner": winner, "reason": reason}
        self.emit("game-over", winner=winner, reason=reason, white=self.white, black=self.black)
        raise GameOver

    # ------------------------------------------------------------------ life and death

    def gain_life(self, name: str, n: int) -> None:
        k = self.knights[name]
        if not k.on_board or self.is_doomed(name):
            return  # p 17: a knight dying from his sacrifice gains nothing
        before = k.life
        k.life = min(MAX_LIFE, k.life + n)
        if k.life != before:
            self.emit("life-gained", knight=name, n=k.life - before, life=k.life)

    def lose_life(self, name: str, n: int, why: str) -> Iterator[Decision]:
        """Lose life points; at 0 the knight falls (p 12) unless the Grail saves him."""
        k = self.knights[name]
        if not k.on_board or k.life == 0:
            return
        k.life = max(0, k.life - n)
        self.emit("life-lost", knight=name, n=n, life=k.life, why=why)
        if k.life == 0:
            yield from self.falls(name)

    def falls(self, name: str, grail_offer: bool = True) -> Iterator[Decision]:
        """A knight at 0: the Grail's holder may save him (GLQ p 8), else he dies."""
        k = self.knights[name]
        keeper = self.holder("grail")
        if grail_offer and keeper and self.knights[keeper].on_board:
            answer = yield Decision("grail", ("grail", "none"), about={"knight": name, "holder": keeper})
            if answer == "grail":
                k.life = START_LIFE
                self.relics["grail"] = Relic("used")
                self.emit("grail-saves", knight=name, holder=keeper, life=k.life)
                return
        self.dies(name)

    def dies(self, name: str) -> None:
        """p 12: out of the game; Excalibur and the Armor leave the game, his cards are discarded."""
        k = self.knights[name]
        k.alive, k.life = False, 0
        # GLQ p 2: leaving a solo quest "quelle qu'en soit la raison" discards his white cards there.
        self.leave_place(name, "out")
        self.emit("knight-dies", knight=name)
        for relic in ("excalibur", "armor", "grail"):
            if self.holder(relic) == name:
                # Everything he owned is lost (p 12); the Grail with it, once he did not drink.
                self.relics[relic] = Relic("lost")
                self.emit("relic-lost", relic=relic, knight=name)
        self.check_defeat()

    # ------------------------------------------------------------------ places

    def send_to_camelot(self, name: str) -> None:
        """Call a knight home (Guinevere, Convocation)."""
        self.leave_place(name, "camelot")

    def leave_place(self, name: str, dest: str) -> None:
        """Move a knight; leaving a solo quest unfinished discards his white cards there (GLQ p 2)."""
        k = self.knights[name]
        if k.place in SOLO_QUESTS and self.quests[k.place].white:
            self.emit("white-discarded", quest=k.place, cards=list(self.quests[k.place].white))
            self.quests[k.place].white.clear()
        k.place = dest

    # ------------------------------------------------------------------ the black deck

    def take_from_deck(self, slug: str) -> None:
        self.deck[slug] -= 1
        if sum(self.deck.values()) == 0:
            # p 10: the deck is rebuilt from the discard the moment it runs out, the white with it.
            self.deck, self.discard = self.discard, Counter()
            self.emit("black-deck-reshuffled", cards=sum(self.deck.values()))

    def to_discard(self, slug: str) -> None:
        self.discard[slug] += 1

    def check_in_deck(self, slug: str, under: str | None = None) -> None:
        need = Counter([slug] + ([under] if under else []))
        for card, n in need.items():
            if self.deck[card] < n:
                left = self.deck[card]
                if CARDS[card].kind == "combat":
                    # Naming it could tell which value lies face down on a quest: stay vague.
                    raise CompanionError("card-not-in-deck", "that combat card cannot be in the black deck "
                                         "now: check the card and scan it again")
                where = "all the others are on the board or in the discard" if left == 0 else f"only {left} left"
                raise CompanionError("card-not-in-deck",
                                     f"{CARDS[card].name['en']} cannot be in the black deck now: {where}")

    # ------------------------------------------------------------------ black cards

    def draw_black(self, slug: str, drawer: str) -> Iterator[Decision]:
        """One black card entering play: counter, then its effect (p 10-11, annexe 2)."""
        from .effects import BLACK_EFFECTS
        card = CARDS[slug]
        self.take_from_deck(slug)
        face_hidden = card.kind == "combat"
        self.emit("black-drawn", card=None if face_hidden else slug, kind=card.kind, knight=drawer)
        options = []
        if card.is_special and ("vivien" not in self.effects or slug == "vivien"):
            options.append("merlin")
        if self.holder("excalibur"):
            options.append("excalibur")
        if options:
            answer = yield Decision("counter", tuple(options) + ("none",),
                                    about={"card": None if face_hidden else slug})
            if answer == "merlin":
                self.emit("countered", card=slug, by="merlin")
                self.to_discard(slug)
                return
            if answer == "excalibur":
                holder = self.holder("excalibur")
                self.relics["excalibur"] = Relic("used")
                self.emit("countered", card=None if face_hidden else slug, by="excalibur", holder=holder)
                self.to_discard(slug)
                return
        yield from BLACK_EFFECTS[card.effect or "combat"](self, slug)

    def evil_draw(self, drawer: str) -> Iterator[Decision]:
        """The evil action 'draw a black card': wait for the scan, then resolve it."""
        cmd = yield Decision("black", (), answer="black", about={"knight": drawer, "chosen": True})
        if cmd.under:
            self.emit("card-under-deck", knight=drawer)
        yield from self.draw_black(cmd.card, drawer)

    # ------------------------------------------------------------------ quests ending

    def resolve_combat(self, name: str) -> Iterator[Decision]:
        """A combat quest is full on one side: black cards shuffled and revealed, Kay, result (p 14)."""
        quest = self.quests[name]
        here = self.present(name)
        white = sum(quest.white)
        bonus = 1 if self.holder("excalibur") in here else 0
        black = quest.black_sum()
        self.emit("combat-revealed", quest=name, white=white + bonus, black=black)
        if "kay" in here and white + bonus <= black:
            white += yield from self.kay_card(name, white + bonus)
        yield from self.end_quest(name, white + bonus > black, white=white + bonus, black=black)

    def kay_card(self, quest: str, total: int) -> Generator[Decision, object, int]:
        """Annexe 1: Sir Kay may add one fight card once the combat is told; returns its value (0: none)."""
        if not self.has_power("kay"):
            return 0
        answer = yield Decision("kay", tuple(f"fight-{v}" for v in range(1, 6)) + ("none",), about={"quest": quest})
        if answer == "none":
            return 0
        value = CARDS[answer].value
        self.emit("kay-fights", quest=quest, card=answer, white=total + value)
        return value

    def end_quest(self, name: str, won: bool, actor: str | None = None, **sums) -> Iterator[Decision]:
        """Apply a quest's end (GLQ p 3-4): swords, siege, relic, cards, knights home, life."""
        quest = self.quests[name]
        white_sw, black_sw, life_won, life_lost, cards, siege = SPOILS[name]
        here = self.present(name)
        # GLQ p 6: on a solo quest the relic goes to the knight there, whoever's turn it is.
        actor = actor or (here[0] if name in SOLO_QUESTS and here else self.current)
        self.emit("quest-won" if won else "quest-lost", quest=name, knights=here, **sums)
        heroism = self.heroism == name
        if heroism:
            self.heroism = None
        if won:
            self.add_swords(white=white_sw + heroism)
        else:
            mists = "mists-of-avalon" in self.effects
            self.add_swords(black=black_sw + heroism + mists)
        # The board is cleared before anything else happens (GLQ p 3).
        for card in self._clear_quest(name, won):
            self.to_discard(card)
        for k in here:
            self.knights[k].place = "camelot"
        relic = QUEST_RELIC.get(name)
        if relic:
            # p 17: a knight dying from his sacrifice gains nothing from his last action, not even
            # the relic (the Grail that saves him must have been won before): it leaves with him.
            if won and self.knights[actor].on_board and not self.is_doomed(actor):
                self.relics[relic] = Relic("held", actor)
                self.emit("relic-won", relic=relic, knight=actor)
            else:
                self.relics[relic] = Relic("lost")
                self.emit("relic-lost", relic=relic, knight=None)
        if not won and siege:
            self.add_siege(siege, why=name)
        self.check_defeat()
        if won:
            if here:
                self.emit("white-cards-to-share", n=cards, knights=here)
            for k in here:
                self.gain_life(k, life_won + (1 if k == "palomides" and self.has_power(k) else 0))
            self._knights_win_a_quest()
            yield from self._knight_a_squire(here, actor)
        else:
            for k in here:
                yield from self.lose_life(k, life_lost, why=name)

    def _clear_quest(self, name: str, won: bool) -> list[str]:
        """Take the cards off a finished quest; return the black cards for the discard."""
        quest = self.quests[name]
        status = "won" if won else "lost"
        gone: list[str] = []
        if isinstance(quest, q.CombatQuest):
            gone = [c.slug for c in quest.clear()]
            if name == "black-knight":
                quest.won += won
                quest.lost += not won
            else:
                quest.status = status
            if name == "lancelot":
                self.quests["dragon"].status = "active"
        elif isinstance(quest, q.War):
            gone = ["mordred"] if quest.mordred else []
            quest.clear()
            quest.won += won
            quest.lost += not won
        elif isinstance(quest, q.Grail):
            gone = list(quest.dark) + (["dark-forest"] if quest.dark_forest else [])
            quest.status, quest.grail, quest.dark, quest.dark_forest = status, 0, [], False
        else:
            quest.status = status
        return gone

    def _knights_win_a_quest(self) -> None:
        """A won quest lifts the Dark Forest and ends Vivien's reign (annexe 2)."""
        grail = self.quests["grail"]
        if grail.dark_forest:
            grail.dark_forest = False
            self.to_discard("dark-forest")
            self.emit("dark-forest-lifted")
        if "vivien" in self.effects:
            self.effects.remove("vivien")
            self.to_discard("vivien")
            self.emit("vivien-gone")

    def _knight_a_squire(self, here: list[str], actor: str) -> Iterator[Decision]:
        """Squire's Challenge (p 19): one squire present is knighted per quest won."""
        squires = [k for k in here if not self.knights[k].knighted and self.knights[k].on_board
                   and not self.is_doomed(k)]
        if not squires:
            return
        chosen = squires[0]
        if len(squires) > 1:
            chosen = yield Decision("squire", tuple(squires), about={"default": actor if actor in squires else None})
        self.knights[chosen].knighted = True
        self.emit("squire-knighted", knight=chosen)

    # ------------------------------------------------------------------ end of game by swords

    def after_action(self) -> Iterator[Decision]:
        """After each phase and action: the 12th sword ends the game (p 18)."""
        if self.white + self.black < SWORDS_END:
            return
        if not self.no_traitor and self.traitor is None:
            options = tuple(n for n in self.seats if self.knights[n].alive and not self.knights[n].loyal)
            answer = yield Decision("traitor", options + ("none",))
            if answer != "none":
                flipped = min(2, self.white)
                self.white -= flipped
                self.black += flipped
                self.traitor = answer
                self.knights[answer].traitor = True
                self.emit("traitor-revealed-at-end", knight=answer, flipped=flipped,
                           white=self.white, black=self.black)
        self._finish("knights" if self.white > self.black else "evil", "swords")

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
        self.ts = TurnState()
        self.turn_machine.pass_turn()
        self._emit_turn()

    def _after_evil(self) -> Iterator[Decision]:
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
        yield from self.after_action()
        me = self.knights[self.current]
        if not me.on_board:
            self.pass_turn()
        else:
            self.turn_machine.to_heroic()

    def is_doomed(self, name: str) -> bool:
        """p 17: his sacrifice took his last point: his last action gains him nothing, then he falls."""
        return self.ts.doomed and name == self.current

    def _fall_if_doomed(self) -> Iterator[Decision]:
        if self.ts.doomed and self.knights[self.current].alive:
            self.ts.doomed = False  # he falls once: saved by the Grail, he lives on normally (p 17)
            yield from self.falls(self.current)

    def run_evil(self, body: Iterator[Decision]) -> None:
        def flow():
            yield from body
            yield from self._after_evil()
        self._run(flow())

    def run_heroic(self, kind: str | None, body: Iterator[Decision]) -> None:
        """Run one heroic action; `kind` None for a free one (Galahad, Tristan)."""
        if kind:
            self.ts.actions.append(kind)
        if self.ts.doomed and kind:
            # p 17: he falls after the action his sacrifice bought; a free power (Galahad's special,
            # Tristan's move) uses no heroic action, so it does not count as that last action.
            self.ts.doom_armed = True

        def flow():
            yield from body
            yield from self._after_heroic()
        self._run(flow())

    def check_action(self, kind: str, free: bool = False) -> None:
        """p 17: one heroic action, a second only after a sacrifice, never twice the same kind."""
        if kind in self.ts.actions or (kind == "move" and self.ts.free_move) or (
                kind == "special" and self.ts.free_special):
            raise CompanionError("same-action-twice",
                                 f"the same heroic action ({kind}) cannot be done twice in a turn (p 17)")
        if free:
            return  # p 17: a power (Galahad, Tristan) may come before or after the turn's action
        allowed = 1 + self.ts.sacrificed
        if len(self.ts.actions) >= allowed:
            more = "" if self.ts.sacrificed else " sacrifice a life point for a second one, or"
            raise CompanionError("no-action-left", f"the heroic action is done:{more} end the turn (p 17)")

    # ------------------------------------------------------------------ commands

    def _on_join(self, cmd) -> None:
        """Optional rule p 18: a knight joins, 4 life, at Camelot, seated after the first player."""
        if cmd.knight in self.knights:
            raise CompanionError("already-playing", f"{cmd.knight} is already in this game")
        if len(self.seats) >= 7:
            raise CompanionError("table-full", "seven knights at most")
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
            if cmd.knight == self.current:
                self.pass_turn()
        self._run(immediately(body))

    def _on_reshuffle(self, cmd) -> None:
        """p 10: the white deck ran out: both decks are reshuffled with their discards."""
        self.deck += self.discard
        self.discard = Counter()
        self.emit("decks-reshuffled", black=sum(self.deck.values()))

    def _on_evil(self, cmd) -> None:
        me = self.knights[self.current]
        if me.traitor and cmd.choice == "life":
            raise CompanionError("traitor-no-life", "the unmasked Traitor adds a siege engine or draws a "
                                 "black card (annexe 1)")
        if cmd.choice == "siege":
            self.run_evil(immediately(lambda: self.add_siege(1, why="evil")))
        elif cmd.choice == "life":
            self.run_evil(self.lose_life(self.current, 1, why="evil"))
        else:
            self.run_evil(self.evil_draw(self.current))

    def _on_steal(self, cmd) -> None:
        """Annexe 1: the unmasked Traitor discards a random white card from a knight's hand."""
        if not self.knights[self.current].traitor:
            raise CompanionError("not-traitor", "only the unmasked Traitor steals (annexe 1)")
        if self.ts.stolen:
            raise CompanionError("already-stolen", "the Traitor steals once, before his evil action")
        if cmd.knight and not (cmd.knight in self.knights and self.knights[cmd.knight].on_board):
            raise CompanionError("not-playing", f"{cmd.knight} is not in play")
        self.ts.stolen = True
        self.emit("traitor-steals", knight=cmd.knight)

    def _on_black(self, cmd) -> None:
        decision = self.pending
        self.check_in_deck(cmd.card, cmd.under)
        if cmd.under:
            drawer = decision.about.get("knight")
            if not (decision.about.get("chosen") and self.holder("armor") == drawer):
                raise CompanionError("no-armor", "only the holder of Lancelot's Armor draws two black cards, "
                                     "when he chooses to draw (GLQ p 6)")
        self._answer(cmd)

    def _on_choose(self, cmd) -> None:
        if cmd.option not in self.pending.options:
            raise CompanionError("not-an-option", f"'{cmd.option}' is not offered: choose one of "
                                 + ", ".join(self.pending.options))
        self._answer(cmd.option)

    def _on_roll(self, cmd) -> None:
        self._answer(cmd.value)

    def _on_reveal(self, cmd) -> None:
        self._answer(cmd.traitor)

    def _on_move(self, cmd) -> None:
        """p 12: one action to go anywhere; solo quests hold one knight; Tristan leaves Camelot free."""
        me = self.knights[self.current]
        dest = cmd.place
        if dest == me.place:
            raise CompanionError("already-there", f"{me.name} is already at {dest}")
        if dest != "camelot" and not self.quest_active(dest):
            raise CompanionError("quest-not-in-play", f"the {dest} quest is not in play")
        if dest in SOLO_QUESTS and self.present(dest):
            raise CompanionError("solo-quest-taken", f"{self.present(dest)[0]} is already on the {dest} quest: "
                                 "a solo quest holds one knight (GLQ p 2)")
        free = me.place == "camelot" and me.name == "tristan" and self.has_power("tristan")
        self.check_action("move", free)
        origin = me.place

        def body():
            self.leave_place(me.name, dest)
            self.emit("moved", knight=me.name, place=dest, origin=origin, free=free)
        if free:
            self.ts.free_move = True
        self.run_heroic(None if free else "move", immediately(body))

    def _on_draw(self, cmd) -> None:
        me = self.knights[self.current]
        if me.place != "camelot":
            raise CompanionError("not-at-camelot", "white cards are drawn at the Round Table, in Camelot (p 13)")
        self.check_action("draw")
        n = 3 if me.name == "gawain" and self.has_power("gawain") else 2

        def body():
            self.emit("draw-white", knight=me.name, n=n)
        self.run_heroic("draw", immediately(body))

    def _on_siege(self, cmd) -> None:
        """p 13: fight cards against the eight-sided die; ties go to Evil."""
        me = self.knights[self.current]
        if me.place != "camelot":
            raise CompanionError("not-at-camelot", "siege engines are fought from Camelot (p 13)")
        self.check_action("siege")
        self.run_heroic("siege", self._siege_fight(me.name, [CARDS[c].value for c in cmd.cards]))

    def _siege_fight(self, name: str, values: list[int]) -> Iterator[Decision]:
        roll = yield Decision("roll", tuple(str(v) for v in range(1, 9)), answer="roll")
        total = sum(values) + (1 if self.holder("excalibur") == name else 0)
        self.emit("siege-rolled", knight=name, roll=roll, total=total)
        if name == "kay" and total <= roll:
            total += yield from self.kay_card("camelot", total)
        if total > roll:
            if self.siege:
                self.siege -= 1
            self.emit("siege-won", knight=name, total=total, roll=roll, siege=self.siege)
        else:
            self.emit("siege-lost", knight=name, total=total, roll=roll)
            yield from self.lose_life(name, 1, why="siege")

    def _on_play(self, cmd) -> None:
        """The quest action where the knight stands (pp 13-15)."""
        me = self.knights[self.current]
        place, card = me.place, CARDS[cmd.card]
        if place == "camelot":
            raise CompanionError("not-on-a-quest", "at Camelot the actions are draw or siege (p 13)")
        self.check_action("quest")
        quest = self.quests[place]
        if isinstance(quest, q.CombatQuest):
            if not card.is_fight:
                raise CompanionError("not-a-fight-card", f"only fight cards are played on the {place} quest (p 14)")
            quest.check_play(card.value)
            body = self._play_combat(place, card.value)
        elif isinstance(quest, q.War):
            if not card.is_fight:
                raise CompanionError("not-a-fight-card", f"only fight cards are played on the war (p 15)")
            quest.check_play(card.value)
            body = self._play_war(place, card.value)
        elif isinstance(quest, q.Grail):
            if cmd.card != "grail":
                raise CompanionError("not-a-grail-card", "only grail cards are played on the Grail quest (p 15)")
            if quest.dark_forest:
                raise CompanionError("dark-forest", "the Dark Forest: no grail card until the Knights win "
                                     "another quest (annexe 2)")
            body = self._play_grail()
        else:
            body = self.move_excalibur(+1, card=cmd.card)
        self.run_heroic("quest", body)

    def _play_combat(self, place: str, value: int) -> Iterator[Decision]:
        quest = self.quests[place]
        quest.white.append(value)
        self.emit("white-played", quest=place, value=value, knight=self.current)
        if quest.white_full:
            yield from self.resolve_combat(place)

    def _play_war(self, place: str, value: int) -> Iterator[Decision]:
        war = self.quests[place]
        war.white.append(value)
        self.emit("white-played", quest=place, value=value, knight=self.current)
        if war.is_complete():
            yield from self.end_quest(place, True)

    def _play_grail(self) -> Iterator[Decision]:
        outcome, cancelled = self.quests["grail"].lay_grail()
        if cancelled:
            self.to_discard(cancelled)
            self.emit("grail-cancels-despair", card=cancelled)
        else:
            self.emit("grail-laid", grail=self.quests["grail"].grail)
        if outcome:
            yield from self.end_quest("grail", True)

    def move_excalibur(self, delta: int, **why) -> Iterator[Decision]:
        outcome = self.quests["excalibur"].step(delta)
        self.emit("excalibur-moves", position=self.quests["excalibur"].position, delta=delta, **why)
        if outcome:
            yield from self.end_quest("excalibur", outcome == "won")

    def _on_special(self, cmd) -> None:
        from .effects import WHITE_EFFECTS
        me = self.knights[self.current]
        free = me.name == "galahad" and self.has_power("galahad") and not self.ts.free_special
        self.check_action("special", free)
        effect = WHITE_EFFECTS[CARDS[cmd.card].effect]
        body = effect(self, cmd.args)      # validates, raising before any change
        if free:
            self.ts.free_special = True
        self.run_heroic(None if free else "special", body)

    def _on_heal(self, cmd) -> None:
        """p 16: three identical white cards for one life point."""
        me = self.knights[self.current]
        if len(set(cmd.cards)) != 1:
            raise CompanionError("not-identical", "healing takes three identical cards (p 16)")
        if CARDS[cmd.cards[0]].copies < 3:
            # Annexe 2: the eight single specials exist once; nobody can hold three of them.
            raise CompanionError("single-card", f"{CARDS[cmd.cards[0]].name['en']} exists once: "
                                 "three of them cannot be discarded (annexe 2)")
        if me.life >= MAX_LIFE:
            raise CompanionError("life-full", f"{me.name} already has {MAX_LIFE} life points, the most (p 12)")
        self.check_action("heal")

        def body():
            self.emit("healed", knight=me.name)
            self.gain_life(me.name, 1)
        self.run_heroic("heal", immediately(body))

    def _on_accuse(self, cmd) -> None:
        """p 16: with 6+ swords or 6+ siege engines, once per knight per game."""
        me, target = self.knights[self.current], self.knights.get(cmd.knight)
        if self.no_traitor:
            raise CompanionError("no-traitor-game", "this game has no Traitor: nobody can be accused (p 8)")
        if self.white + self.black < ACCUSE_THRESHOLD and self.siege < ACCUSE_THRESHOLD:
            raise CompanionError("accusation-too-early", "an accusation needs 6 swords on the Round Table or "
                                 "6 siege engines around Camelot (p 16)")
        if me.has_accused:
            raise CompanionError("already-accused", f"{me.name} has already made his one accusation (p 16)")
        if target is None or not target.alive or target.traitor or target.loyal or target.name == me.name:
            raise CompanionError("cannot-accuse", f"{cmd.knight} cannot be accused: only a living knight "
                                 "whose loyalty is not known")
        if self.traitor is not None:
            # One Traitor card only (p 7): once he is unmasked, every other knight is known loyal.
            raise CompanionError("cannot-accuse", f"{cmd.knight} cannot be accused: the Traitor is already "
                                 f"unmasked ({self.traitor})")
        self.check_action("accuse")
        me.has_accused = True
        self.run_heroic("accuse", self._accusation(cmd.knight))

    def _accusation(self, name: str) -> Iterator[Decision]:
        self.emit("accused", knight=name, by=self.current)
        is_traitor = yield Decision("reveal", ("loyal", "traitor"), answer="reveal", about={"knight": name})
        k = self.knights[name]
        k.accused = True
        if is_traitor:
            self.add_swords(white=1)
            self.unmask(name)
        else:
            k.loyal = True
            flipped = 1 if self.white else 0
            self.white -= flipped
            self.black += flipped
            self.emit("accused-loyal", knight=name, flipped=flipped, white=self.white, black=self.black)
            self.check_defeat()

    def unmask(self, name: str) -> None:
        """Annexe 1: the Traitor discards, leaves the board, loses Excalibur and the Grail, keeps the Armor."""
        k = self.knights[name]
        self.traitor = name
        k.traitor = True
        self.leave_place(name, "out")   # GLQ p 2: his white cards on a solo quest are discarded
        self.emit("traitor-unmasked", knight=name)
        for relic in ("excalibur", "grail"):
            if self.holder(relic) == name:
                self.relics[relic] = Relic("lost")
                self.emit("relic-lost", relic=relic, knight=name)
        self.check_defeat()

    def _on_sacrifice(self, cmd) -> None:
        """p 17: one life point for a second heroic action of another kind."""
        me = self.knights[self.current]
        if self.ts.sacrificed:
            raise CompanionError("already-sacrificed", "one sacrifice per turn (p 17)")
        self.ts.sacrificed = True
        me.life -= 1
        self.emit("sacrificed", knight=me.name, life=me.life)
        if me.life == 0:
            self.ts.doomed = True   # p 17: he completes the bought action, then falls

    def _on_end(self, cmd) -> None:
        if not self.ts.acted:
            raise CompanionError("no-heroic-action", "a heroic action must be done before ending the turn "
                                 "(p 12): move, quest action, special card, heal or accusation")

        def body():
            yield from self._fall_if_doomed()
            self.pass_turn()
        self._run(body())

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
            "protocol": 1,
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
        }
