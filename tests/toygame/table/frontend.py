"""The toy's one menu on the box: A adds 1, B adds 2 (kept in its place, marked, when it would pass the goal),
C stops the game (confirmed); the setup asks how many players, the end offers a new game."""
from __future__ import annotations

from companion.core.frontend import NOT_NOW, Frontend, Note, Result, Step
from ..commands import MAX_PLAYERS, MIN_PLAYERS, STEPS

STOP = "stop"


class Menus(Frontend):
    """The toy's menus: setup, the turn, the end."""

    kind = "toy"

    def _idle(self, state: dict) -> Step:
        if state.get("game") != "toy":
            return self._setup()
        if state["over"]:
            winner = state["result"]["winner"]
            prompt = (self.cat.text("toy.over", name=state["players"][winner]["name"]) if winner
                      else self.cat.text("toy.over-abandoned"))
            return self.new_game_after(prompt, self._setup)
        return self._turn(state)

    def _setup(self) -> Step:
        items = tuple((str(n), self.cat.text("toy.players", n=n)) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1))
        return Step(self.cat.text("toy.setup"), items, new_game=True, back=self.to_game_menu,
                    pick=lambda n: [f"new toy {n}"])

    def _turn(self, state: dict) -> Step:
        # Each step at its home (A 1, B 2): one that would pass the goal stays in its place, marked.
        items = tuple((f"add {n}" if n in state["adds"] else f"{NOT_NOW}add {n}", self.cat.text("toy.add", n=n))
                      for n in STEPS) + ((STOP, self.cat.text("toy.stop")),)

        def pick(value: str) -> Result:
            if value == STOP:
                return self.spend(self.cat.text("toy.stop-cost"), ["abandon"], back=lambda: self._turn(state))
            return [value]
        prompt = self.cat.text("toy.turn", name=state["players"][state["current"]]["name"],
                               counter=state["counter"], goal=state["goal"])
        return Step(prompt, items, pick=pick, why=lambda _value: self.cat.error("past-the-goal", None))

    def board(self, state: dict) -> str:
        if state.get("game") != "toy":
            return self.cat.text("toy.setup")
        return self.cat.text("toy.counter", counter=state["counter"], goal=state["goal"])

    def _rule(self, slug: str) -> None:
        self._note = Note(self.cat.text("ui.unknown-card"), alert=True)     # the toy has no cards

    def card(self, slug: str):
        return None

    def cards(self) -> list[str]:
        return []
