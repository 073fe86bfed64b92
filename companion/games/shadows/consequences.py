"""What quests and wars leave behind: swords, siege engines, relics, life; and the end of the game (GLQ pp 3-10, p 18)."""
from __future__ import annotations

from typing import Generator, Iterator

from . import quests as q
from .cards import CARDS, SOLO_QUESTS
from .events import Decision
from .state import (BLACK_SWORDS_LOST, QUEST_RELIC, SIEGE_LOST, SPOILS, SWORDS_END, ACCUSE_THRESHOLD,
                    GameOver, Relic)


class Consequences:
    """Part of Game: the consequences of a quest's end, and the end conditions."""

    # ------------------------------------------------------------------ counters, swords, the end

    def add_siege(self, n: int, why: str) -> None:
        """Siege engines, never above 12 (p 12); twelve lose the game once the effect is whole (`settle`)."""
        added = min(n, SIEGE_LOST - self.siege)
        self.siege += added
        self.emit("siege-added", n=added, total=self.siege, why=why)

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

    def defeat_reason(self) -> str | None:
        """The immediate defeat that holds now, if any: siege first, then black swords, then all dead (p 18)."""
        if self.siege >= SIEGE_LOST:
            return "siege"
        if self.black >= BLACK_SWORDS_LOST:
            return "black-swords"
        if not any(k.alive and not k.traitor for k in self.knights.values()):
            return "all-dead"
        return None

    def is_decided(self) -> bool:
        """An immediate defeat holds: the game ends once the effect under way is whole (p 9, p 18).
        The twelfth sword is not a decision yet: the Grail and the Traitor question still come (protocol)."""
        return self.defeat_reason() is not None

    def settle(self) -> None:
        """The end check, run only once an effect's consequences are all applied (p 9): an immediate
        defeat ends the game here, never in the middle of a consequence."""
        reason = self.defeat_reason()
        if reason:
            self._finish("evil", reason)

    def _finish(self, winner: str, reason: str) -> None:
        self.result = {"winner": winner, "reason": reason}
        self.emit("game-over", winner=winner, reason=reason, white=self.white, black=self.black)
        raise GameOver


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
        if won:
            if here:
                self.emit("white-cards-to-share", n=cards, knights=here)
            for k in here:
                self.gain_life(k, life_won + (1 if k == "palomides" and self.has_power(k) else 0))
            self._knights_win_a_quest()
            yield from self._knight_a_squire(here, actor)
        else:
            yield from self.lose_life_all(here, life_lost, why=name)

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


    def move_excalibur(self, delta: int, **why) -> Iterator[Decision]:
        outcome = self.quests["excalibur"].step(delta)
        self.emit("excalibur-moves", position=self.quests["excalibur"].position, delta=delta, **why)
        if outcome:
            yield from self.end_quest("excalibur", outcome == "won")

    def after_action(self) -> Iterator[Decision]:
        """After each phase and action: the 12th sword ends the game (p 18)."""
        if self.white + self.black < SWORDS_END:
            return
        if not self.no_traitor and self.traitor is None:
            options = tuple(n for n in self.seats if self.knights[n].alive and not self.knights[n].loyal)
            # p 18: only a living Traitor not yet unmasked reveals himself; when every living knight is
            # known loyal there is nobody to ask about, and the game ends as with `choose none`.
            answer = (yield Decision("traitor", options + ("none",))) if options else "none"
            if answer != "none":
                flipped = min(2, self.white)
                self.white -= flipped
                self.black += flipped
                self.traitor = answer
                self.knights[answer].traitor = True
                self.emit("traitor-revealed-at-end", knight=answer, flipped=flipped,
                           white=self.white, black=self.black)
        self._finish("knights" if self.white > self.black else "evil", "swords")


