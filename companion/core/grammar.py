"""The keys' grammar every game's menus share (issue 32, docs/table-experience.md): BACK closes what covers
the menu and asks, by name, before an undo; a press that does nothing is marked and said; a cost is named
before it is spent; the game is stopped from the board's index, its price said.

A mixin of `core.frontend.Frontend` (it reads the front end's note, step, catalog and context); kept apart so
that the front end's machine stays readable.
"""
from __future__ import annotations

from typing import Callable

from .step import Result, Step, UndoStep, _undo
from .teaching import closed_unread
from .together import unread_pages


def last_act(lines: list[str], kind: str | None = None, setup: str | None = None) -> tuple[str, dict | None] | None:
    """The last of a game's accepted lines and the public state before it (None before a `new`), or None
    without lines: what BACK names before an undo (the box gives it through `TableContext.last_act`)."""
    if not lines:
        return None
    if len(lines) == 1:
        return lines[0], None
    from .replay import replay_lines
    return lines[-1], replay_lines(lines[:-1], kind, setup).public_state()


class Grammar:
    """BACK's question before an undo, the mark of a press that did nothing, the costs named."""

    def _covered(self, name: str) -> bool:
        """Whether the press was spent on what covers the menu: a page read alone (a section, a rule) closes
        on any press; a message closes on BACK (nothing more), and on OK (before any page turn) when it covers
        the menu or the step has no OK of its own; A, B, C under a message covering the menu choose nothing
        hidden (the mark says OK first); under a short one they answer the menu shown."""
        note = self._note
        if note is None:
            self._page = 0      # a press that turned no page of the text: the next text opens on its first page
            return False
        if note.full or name == "BACK" or (name == "OK" and (note.cover or self._ok_is_free())):
            if name == "BACK":      # a lesson closed before its end was shown is told again with the next answer
                closed_unread(self, [unread_pages(note, self._shown, self._page)], self._state or {})
            self._note, self._page = None, 0
            return True
        if note.cover:
            self._ignore(name, "wait")
            return True
        self._note, self._page = None, 0
        return False

    def _ignore(self, key: str, why: str) -> None:
        """A press that does nothing: the screen marks it and the voice says why (`ignored_word`)."""
        self._ignored = (key, why)

    @property
    def ignored_word(self) -> str:
        """Why the last press did nothing, in a word for the voice ('' when it did something)."""
        if self._ignored is None:
            return ""
        key, why = self._ignored
        return self.cat.text(f"ui.ignored-{why}", button=key)

    @property
    def back_word(self) -> str:
        """What BACK does where only OK answers the question asked (« Reprendre : … ? »: RETOUR keeps everything),
        for the voice to say after OK's word; '' elsewhere."""
        return self.cat.text("speech.undo-keep") if isinstance(self._step, UndoStep) else ""

    def _ask_undo(self, under: Step) -> list[str]:
        """BACK at a menu's top: what an undo would take back and whose move it was, asked; nothing is sent."""
        asked = self.undo_question()
        if asked is None:
            self._ignore("BACK", "nothing")
            return []
        prompt, start = asked

        def take_back() -> Result:
            if start:
                # A game started by mistake: the box sets it aside (journaled as abandoned) and asks the game again.
                self.take_back_start, self.switch_to = True, ""
                return None
            return _undo()
        self._note, self._page = None, 0
        self._step = UndoStep(prompt, ok=take_back, ok_label=self.cat.text("undo.ok"), under=under)
        return []

    def _answer_undo(self, name: str) -> list[str]:
        """OK takes back what the question named; any other key keeps everything (the menu again)."""
        step = self._step
        if name == "OK":
            self._step = None
            return self._apply(step.ok())
        self._step = step.under
        return []

    def undo_question(self) -> tuple[str, bool] | None:
        """(« Reprendre : fin du tour de Marc ? », whether it takes back the game's start), from the journal's
        last command and the state before it; None when nothing can be taken back."""
        if self.context.last_act is None:
            return self.cat.text("undo.ask-any"), False       # no journal to ask (a copy of the menus, a test)
        last = self.context.last_act()
        if last is None:
            return None
        line, before = last
        verb = (line.split() or [""])[0]
        what = self.cat.text(f"act.{verb}") if verb and self.cat.has(f"act.{verb}") else self.cat.text("act.any")
        if before is None:
            return self.cat.text("undo.ask-new"), True
        who = self.actor(before)
        return (self.cat.text("undo.ask", act=what, name=who) if who else self.cat.text("undo.ask-table", act=what)), False

    def actor(self, state: dict):
        """Who was to play in `state` (a player's name, or a name of the catalog such as a knight's), or None."""
        seat = state.get("current")
        if not isinstance(seat, str) or not seat:
            return None
        named = getattr(self.cat, "player", None)     # a game's words naming a seat (« Joueur 2 » without a name)
        if callable(named):
            return named(state, seat)
        players = state.get("players")
        player = players.get(seat) if isinstance(players, dict) else None
        if isinstance(player, dict) and isinstance(player.get("name"), str) and player["name"]:
            return player["name"]
        return self.cat.name(seat) if seat in self.cat.names else None

    def may_stop(self) -> bool:
        """Whether the board's index offers « Arrêter la partie »: a game is in progress and not over."""
        state = self._state or {}
        return bool(state.get("game")) and not state.get("over") and self.context.game() is not None

    def stop_game(self) -> Step:
        """« Arrêter la partie », its price said: OK sends `abandon` (RETOUR then takes it back), BACK keeps it."""
        return self.spend(self.cat.text("ui.stop-game-sure"), ["abandon"])

    def spend(self, cost: str, lines: list[str], back: Callable[[], Result] | None = None) -> Step:
        """An irreversible choice is never one press: its cost named (`cost`), OK sends `lines`, BACK keeps all."""
        return Step(cost, ok=lambda: list(lines), ok_label=self.cat.text("ok.confirm"), back=back)

    def new_game_after(self, result: str, setup: Callable[[], Result]) -> Step:
        """A result screen survives one OK: OK asks whether to start a new game, a second OK starts it."""
        def sure() -> Step:
            return Step(self.cat.text("ui.new-game-sure"), ok=setup,
                        ok_label=self.cat.text("ok.new-game-sure"), back=lambda: self.new_game_after(result, setup))
        return Step(result, ok=sure, ok_label=self.cat.text("ok.new-game-ask"), back=_undo)

    def undo_words(self, outcome, before: dict, after: dict) -> list[str]:
        """An undo said by name: the game's heading, then the inverse moves read from the difference of
        the states (the state that had the line, the state without it), never the line itself."""
        from . import narration
        heading = self.cat.events(outcome.events)
        moves = narration.steps(self.kind, self.cat, before, after, undone=True).lines()
        # A heading ending with a colon announces the moves: when none moved, the table hears so.
        if not moves and heading and heading[-1].rstrip().endswith(":"):
            moves = [self.cat.text("undo.nothing")]
        if heading and moves and not heading[-1].rstrip().endswith(":"):
            # A heading that is a sentence of its own shares its paragraph with the first move (the
            # screen fills its lines: a short undo stays over the menu).
            return [*heading[:-1], f"{heading[-1]} {moves[0]}", *moves[1:]]
        return [*heading, *moves]
