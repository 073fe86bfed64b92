"""The knights: life and death, places, the sacrifice, accusations and the Traitor (pp 12, 16-17, annexe 1)."""
from __future__ import annotations

from typing import Iterator

from companion.core.errors import CompanionError
from .cards import SOLO_QUESTS
from .events import Decision
from .state import ACCUSE_THRESHOLD, MAX_LIFE, START_LIFE, Relic


class Knights:
    """Part of Game: what happens to the knights themselves."""

    # ------------------------------------------------------------------ who is where

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

    def lose_life_all(self, names: list[str], n: int, why: str) -> Iterator[Decision]:
        """An effect on several knights at once (the protocol's rulings; annexe 2, Morgane: « Chaque
        Chevalier perd immédiatement 1 Point de Bravoure »): every loss first, then the knights it brought
        to 0 fall one at a time, the Grail offered to each, in seat order from the knight whose turn it is."""
        fallen = []
        for name in names:
            k = self.knights[name]
            if not k.on_board or k.life == 0:
                continue
            k.life = max(0, k.life - n)
            self.emit("life-lost", knight=name, n=n, life=k.life, why=why)
            if k.life == 0:
                fallen.append(name)
        for name in [k for k in self.living() if k in fallen]:
            yield from self.falls(name)

    def falls(self, name: str, grail_offer: bool = True) -> Iterator[Decision]:
        """A knight at 0: the Grail's holder may save him (GLQ p 8), else he dies."""
        k = self.knights[name]
        keeper = self.holder("grail")
        # Once the game is decided the consequences still apply, but no Grail is offered (spec rulings).
        if grail_offer and keeper and self.knights[keeper].on_board and not self.is_decided():
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


    def is_doomed(self, name: str) -> bool:
        """p 17: his sacrifice took his last point: his last action gains him nothing, then he falls."""
        return self.ts.doomed and name == self.current

    def _fall_if_doomed(self) -> Iterator[Decision]:
        if self.ts.doomed and self.knights[self.current].alive:
            self.ts.doomed = False  # he falls once: saved by the Grail, he lives on normally (p 17)
            yield from self.falls(self.current)

    def _on_sacrifice(self, cmd) -> None:
        """p 17: one life point for a second heroic action of another kind."""
        self._require("sacrifice")
        me = self.knights[self.current]
        self.ts.sacrificed = True
        me.life -= 1
        self.emit("sacrificed", knight=me.name, life=me.life)
        if me.life == 0:
            self.ts.doomed = True   # p 17: he makes both his actions, then falls

    def suspects(self) -> list[str]:
        """The knights the current knight may accuse: living, on the board, loyalty unknown (p 16)."""
        if self.no_traitor or self.traitor is not None:
            return []   # one Traitor card only (p 7): once he is unmasked, every other knight is known loyal
        return [n for n in self.living() if n != self.current and not self.knights[n].loyal]

    def _check_accuse(self) -> None:
        if self.no_traitor:
            raise CompanionError("no-traitor-game", "this game has no Traitor: nobody can be accused (p 8)")
        if self.white + self.black < ACCUSE_THRESHOLD and self.siege < ACCUSE_THRESHOLD:
            raise CompanionError("accusation-too-early", "an accusation needs 6 swords on the Round Table or "
                                 "6 siege engines around Camelot (p 16)")
        if self.knights[self.current].has_accused:
            raise CompanionError("already-accused", f"{self.current} has already made his one accusation (p 16)")
        if self.traitor is not None:
            raise CompanionError("cannot-accuse", f"nobody can be accused: the Traitor is already unmasked "
                                 f"({self.traitor})")
        if not self.suspects():
            raise CompanionError("cannot-accuse", "nobody can be accused: every other knight is known loyal")
        self.check_action("accuse")

    def _check_sacrifice(self) -> None:
        if self.ts.sacrificed:
            raise CompanionError("already-sacrificed", "one sacrifice per turn (p 17)")

    def _on_accuse(self, cmd) -> None:
        """p 16: with 6+ swords or 6+ siege engines, once per knight per game."""
        self._require("accuse")
        me = self.knights[self.current]
        if cmd.knight not in self.suspects():
            raise CompanionError("cannot-accuse", f"{cmd.knight} cannot be accused: only a living knight "
                                 "whose loyalty is not known")
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

    def can_steal(self) -> bool:
        """Whether the unmasked Traitor still has his steal to make this turn (annexe 1); no side effect."""
        return self.steal_refusal() is None

    def steal_refusal(self) -> CompanionError | None:
        """Why `steal` is not possible now, or None; no side effect."""
        if self.over:
            return CompanionError("game-over", "the game is over: start a new one")
        if self.phase != "evil":
            return self._wrong_phase("steal")
        if not self.knights[self.current].traitor:
            return CompanionError("not-traitor", "only the unmasked Traitor steals (annexe 1)")
        if self.ts.stolen:
            return CompanionError("already-stolen", "the Traitor steals once, before his evil action")
        return None

    def _on_steal(self, cmd) -> None:
        """Annexe 1: the unmasked Traitor discards a random white card from a knight's hand, then does Evil.

        `steal` alone records that no knight holds a white card (the one way to skip: the box cannot
        see hands); the Traitor himself holds none (he discarded his hand when unmasked)."""
        refusal = self.steal_refusal()
        if refusal:
            raise refusal
        if cmd.knight == self.current:
            raise CompanionError("traitor-has-no-card", "the Traitor holds no white card: he discarded his hand "
                                 "when he was unmasked (annexe 1)")
        if cmd.knight and not (cmd.knight in self.knights and self.knights[cmd.knight].on_board):
            raise CompanionError("not-playing", f"{cmd.knight} is not in play")
        self.ts.stolen = True
        self.emit("traitor-steals", knight=cmd.knight)
