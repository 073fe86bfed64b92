"""The heroic actions (pp 12-17): move, the quest action, draw, siege fight, special cards, heal, end."""
from __future__ import annotations

from typing import Iterator

from companion.core.errors import CompanionError
from . import quests as q
from .cards import CARDS, PLACES, QUESTS, SOLO_QUESTS
from .events import Decision, immediately
from .state import MAX_LIFE


HEROIC_VERBS = ("move", "play", "draw", "siege", "special", "heal", "accuse", "sacrifice", "end")


class HeroicActions:
    """Part of Game: the heroic phase's actions, each validated before anything changes."""

    # ------------------------------------------------------------------ what may be done now

    def can_act(self, verb: str) -> bool:
        """Whether the heroic action `verb` (move, play, draw, siege, special, heal, accuse, sacrifice, end)
        may be done now, whatever its arguments; no side effect: the menus offer only these."""
        return self.action_refusal(verb) is None

    def action_refusal(self, verb: str) -> CompanionError | None:
        """Why the heroic action `verb` cannot be done now (arguments aside), or None; no side effect."""
        if self.over:
            return CompanionError("game-over", "the game is over: start a new one")
        if self.phase != "heroic":
            return self._wrong_phase(verb)
        try:
            self._require(verb)
        except CompanionError as refusal:
            return refusal
        return None

    def _require(self, verb: str) -> None:
        """Raise the refusal of `can_act(verb)`: the handlers and the menus share one check (`_check_VERB`)."""
        if verb not in HEROIC_VERBS:
            raise CompanionError("not-heroic", f"'{verb}' is not a heroic action")
        getattr(self, "_check_" + verb)()

    def _free_move(self) -> bool:
        # GLQ p 12: « Ce pouvoir n'est valable qu'à votre seul départ de Camelot »: the Camelot his turn
        # began in (protocol rulings); brought back there during his turn, he moves as an action.
        me = self.knights[self.current]
        return (me.place == "camelot" and self.ts.began_at == "camelot" and me.name == "tristan"
                and self.has_power("tristan"))

    def _free_special(self) -> bool:
        return self.current == "galahad" and self.has_power("galahad") and not self.ts.free_special

    def _check_move(self) -> None:
        self.check_action("move", self._free_move())

    def _check_play(self) -> None:
        if self.knights[self.current].place == "camelot":
            raise CompanionError("not-on-a-quest", "at Camelot the actions are draw or siege (p 13)")
        if self.knights[self.current].place == "grail" and self.quests["grail"].dark_forest:
            raise CompanionError("dark-forest", "the Dark Forest: no grail card until the Knights win another "
                                 "quest (annexe 2)")
        self.check_action("quest")

    def _check_draw(self) -> None:
        if self.knights[self.current].place != "camelot":
            raise CompanionError("not-at-camelot", "white cards are drawn at the Round Table, in Camelot (p 13)")
        self.check_action("draw")

    def _check_siege(self) -> None:
        if self.knights[self.current].place != "camelot":
            raise CompanionError("not-at-camelot", "siege engines are fought from Camelot (p 13)")
        self.check_action("siege")
        if not self.siege:
            # p 13: « Retirez un Engin de Siège du plateau »: with none around Camelot there is no fight.
            raise CompanionError("no-siege-engine", "there is no siege engine around Camelot to fight (p 13)")

    def _check_special(self) -> None:
        self.check_action("special", self._free_special())

    def _check_heal(self) -> None:
        if self.knights[self.current].life >= MAX_LIFE:
            raise CompanionError("life-full", f"{self.current} already has {MAX_LIFE} life points, the most (p 12)")
        self.check_action("heal")

    def _check_end(self) -> None:
        if not self.ts.acted:
            raise CompanionError("no-heroic-action", "a heroic action must be done before ending the turn "
                                 "(p 12): move, quest action, special card, heal or accusation")

    # ------------------------------------------------------------------ heroic actions

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


    def _on_move(self, cmd) -> None:
        """p 12: one action to go anywhere; solo quests hold one knight; Tristan leaves Camelot free."""
        self._require("move")
        me = self.knights[self.current]
        dest = cmd.place
        self._check_destination(dest)
        free = self._free_move()
        origin = me.place

        def body():
            self.leave_place(me.name, dest)
            self.emit("moved", knight=me.name, place=dest, origin=origin, free=free)
        if free:
            self.ts.free_move = True
        self.run_heroic(None if free else "move", immediately(body))

    def _check_destination(self, dest: str) -> None:
        me = self.knights[self.current]
        if dest == me.place:
            raise CompanionError("already-there", f"{me.name} is already at {dest}")
        if dest != "camelot" and not self.quest_active(dest):
            raise CompanionError("quest-not-in-play", f"the {dest} quest is not in play")
        if dest in SOLO_QUESTS and self.present(dest):
            raise CompanionError("solo-quest-taken", f"{self.present(dest)[0]} is already on the {dest} quest: "
                                 "a solo quest holds one knight (GLQ p 2)")

    def destinations(self) -> list[str]:
        """Where `move` would take the current knight now (empty when he may not move); no side effect."""
        if not self.can_act("move"):
            return []
        found = []
        for place in PLACES:
            try:
                self._check_destination(place)
            except CompanionError:
                continue
            found.append(place)
        return found

    def special_arguments(self) -> dict[str, list[str]]:
        """For each special white card, the arguments `special CARD ARG` would be accepted with now ("" for
        none; Convocation's knights one by one); empty when no special card may be played. No side effect:
        each card's effect validates before it returns its flow (effects.py)."""
        if not self.can_act("special"):
            return {}
        from .effects import WHITE_EFFECTS
        words = ("", "siege", "self", "others", "reveal", *QUESTS, *self.seats)
        found = {}
        for slug, card in CARDS.items():
            if card.color != "white" or not card.is_special:
                continue
            effect, accepted = WHITE_EFFECTS[card.effect], []
            for word in words:
                try:
                    effect(self, (word,) if word else ())
                except CompanionError:
                    continue
                accepted.append(word)
            found[slug] = accepted
        return found

    def _on_draw(self, cmd) -> None:
        self._require("draw")
        me = self.knights[self.current]
        n = 3 if me.name == "gawain" and self.has_power("gawain") else 2

        def body():
            self.emit("draw-white", knight=me.name, n=n)
        self.run_heroic("draw", immediately(body))

    def _on_siege(self, cmd) -> None:
        """p 13: fight cards against the eight-sided die; ties go to Evil."""
        self._require("siege")
        me = self.knights[self.current]
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
        self._require("play")
        me = self.knights[self.current]
        place, card = me.place, CARDS[cmd.card]
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

    def _on_special(self, cmd) -> None:
        from .effects import WHITE_EFFECTS
        self._require("special")
        free = self._free_special()
        effect = WHITE_EFFECTS[CARDS[cmd.card].effect]
        body = effect(self, cmd.args)      # validates, raising before any change
        if free:
            self.ts.free_special = True
        self.run_heroic(None if free else "special", body)

    def heal_refusal(self, cards) -> CompanionError | None:
        """Why these cards (the first one, two or three scanned) cannot make a heal, or None (p 16)."""
        cards = list(cards)
        if len(set(cards)) > 1:
            return CompanionError("not-identical", "healing takes three identical cards (p 16)")
        if cards and CARDS[cards[0]].copies < 3:
            # Annexe 2: the eight single specials exist once; nobody can hold three of them.
            return CompanionError("single-card", f"{CARDS[cards[0]].name['en']} exists once: "
                                  "three of them cannot be discarded (annexe 2)")
        return None

    def _on_heal(self, cmd) -> None:
        """p 16: three identical white cards for one life point."""
        self._require("heal")
        me = self.knights[self.current]
        refused = self.heal_refusal(cmd.cards)
        if refused is not None:
            raise refused

        def body():
            self.emit("healed", knight=me.name)
            self.gain_life(me.name, 1)
        self.run_heroic("heal", immediately(body))

    def _on_end(self, cmd) -> None:
        self._require("end")

        def body():
            yield from self._fall_if_doomed()
            self.settle()
            self.pass_turn()
        self._run(body())



