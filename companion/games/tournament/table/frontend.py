"""The tournament on the box: the core's button→line loop (companion.core.frontend) over menus.py.

What each input means (tournament-protocol.md): a scanned card is laid (`play CARD`), an action
card's targets are asked on A/B/C; OK ends the turn with the total the box computes (`end N`),
labelled only when the engine accepts it (unlabelled, the refusal says the rule); BACK takes back the last line;
LANCELOT scanned right after an action card asks who plays it, and cancels that card.
Colours, decisions (lose-token, token, adapt) and the setup (2 to 5 players) are A/B/C menus; the
turn menu ends with "stop this game" (`abandon`, confirmed). Every option is the engine's answer
in the state (menus.py).
"""
from __future__ import annotations

from companion.core import narration
from companion.core.frontend import NOT_NOW, Frontend, Note, Result, Step, _undo, board_index, section
from companion.core.naming import names_step
from companion.core.screen import PAGE_BREAK
from . import menus
from .hand import HAND, Hand
from . import narration as narrate
from ..cards import CARDS, COLOURS, MAIDEN, Card
from ..events import Event
from ..game import TournamentGame, Withdraw

PLAYERS = (2, 3, 4, 5)
LANCELOT = "ivanhoe"
BOARD = "board"     # the turn menu's item that opens the board page (not a protocol line)
MORE = "more"       # the turn menu's item that opens the board page or stops the game
ABANDON = "abandon"


class Menus(Hand, Frontend):
    """The tournament's menus: colour, turn, targets, decisions, setup, the end."""

    kind = "tournament"
    guides_setup = True     # a new game's setup, page by page (narration.setup_pages)

    def with_moves(self, said: list[str], outcome, before: dict, after: dict) -> list[str]:
        """After LANCELOT cancels an action card, what to put back (the cards the action had moved); at a
        tournament's end, the displays to clear, right after the winner's sentence; a new game's first
        tournament is left to its setup guide, which says it after the deal."""
        said = self._withdrawal_answered(said, outcome, before)
        if any(event.key == "game-started" for event in outcome.events):
            # The first tournament's opening is said by the setup guide, after the deal (the table's order).
            opening = {self.cat.event(e) for e in outcome.events if e.key == "tournament-begins"}
            return [line for line in said if line not in opening]
        cancelled = any(event.key == "action-cancelled" for event in outcome.events)
        # A tournament won (its record written: a purple one's token is chosen after, by a line of its own).
        won_now = len(after.get("tournaments") or {}) > len(before.get("tournaments") or {})
        if before.get("game") != "tournament" or not cancelled and not won_now:
            return said
        moves = narration.steps(self.kind, self.cat, before, after).lines()
        won = next((self.cat.event(e) for e in outcome.events if e.key == "tournament-won"), None)
        if cancelled or won not in said or not moves:
            return said + moves
        # Every display is discarded now: a last withdrawal is said short.
        short = {self.cat.event(e): self.cat.text("say.withdrew-last", name=self.cat.seat_name(e.params["name"]),
                                                  maiden="true" if e.params.get("maiden") else "false",
                                                  owned=e.params.get("owned", 1),
                                                  colour=self.cat.word(e.params["colour"]) if e.params.get("colour") else "")
                 for e in outcome.events if e.key == "withdrew"}
        said = [short.get(line, line) for line in said]
        at = said.index(won)
        return [*said[:at], f"{won} {' '.join(moves)}", *said[at + 1:]]

    def _withdrawal_answered(self, said: list[str], outcome, before: dict) -> list[str]:
        """A withdrawal that cost the player's only token was sent with its answer (`withdraw`, `choose`):
        the table hears it as one sentence, the withdrawal and the token it costs, where the token's was."""
        lost = next((e for e in outcome.events if e.key == "token-lost"), None)
        if lost is None or any(e.key == "withdrew" for e in outcome.events) or before.get("pending") \
                or before.get("game") != "tournament":
            return said
        seat = lost.params.get("player")
        me = before["players"].get(seat) or {}
        withdrew = self.cat.event(Event("withdrew", {
            "player": seat, "name": me.get("name") or seat, "maiden": True, "discarded": len(me.get("display") or []),
            "owned": len(me.get("tokens") or []), "colour": lost.params.get("colour", "")}))
        return [withdrew if line == self.cat.event(lost) else line for line in said]

    def undo_words(self, outcome, before: dict, after: dict) -> list[str]:
        """The undo's words, and what the states do not hold: the card a turn's opening drew goes back on the
        stock; the card a Knock Down took from a hand goes back to that hand."""
        said = super().undo_words(outcome, before, after)
        line = next((e.params.get("line", "") for e in outcome.events if e.key == "undone"), "")
        return said + narrate.undone_unseen(self.cat, line, before, after)

    def card(self, slug: str) -> Card | None:
        """The card a tag names."""
        return CARDS.get(slug)

    def cards(self) -> list[str]:
        """Every kind of card of the deck."""
        return list(CARDS)

    # ------------------------------------------------------------------ steps

    def _idle(self, state: dict) -> Step:
        if state.get("game") != "tournament":
            return self._setup()
        if state["over"]:
            return self._over(state)
        if state["pending"]:
            return self._decision(state)
        if state["phase"] == "colour":
            return self._colour(state)
        return self._turn(state)

    def _items(self, options: list, state: dict) -> tuple[tuple[str, str], ...]:
        return tuple((o.line, self.cat.option(o, state)) for o in options)

    def _send(self, line: str) -> Result:
        return [line]

    def _setup(self) -> Step:
        items = tuple((str(n), self.cat.text("box.players", n=n)) for n in PLAYERS)
        return Step(self.cat.text("box.setup"), items, new_game=True, back=self.to_game_menu,
                    pick=lambda n: names_step(self, int(n), lambda names: [" ".join(("new tournament", n, *names))],
                                              back=self._setup))

    def _over(self, state: dict) -> Step:
        winner = state["result"]["winner"]
        prompt = (self.cat.text("box.over", name=self.cat.player(state, winner)) if winner
                  else self.cat.text("box.over-abandoned"))
        return self.new_game_after(prompt, self._setup)

    def _decision(self, state: dict) -> Step:
        pending = state["pending"]
        prompt = self.cat.text("box.decision", decision=pending["decision"],
                               name=self.cat.player(state, pending["player"]), value=pending.get("value", ""))
        return Step(prompt, self._homes(menus.decision(state), state), pick=self._send, back=_undo,
                    take=self._lancelot_only)

    def _colour(self, state: dict) -> Step:
        prompt = self.cat.text("box.colour", name=self.cat.player(state, state["starter"]))

        def take(slug: str) -> Result:
            card = CARDS[slug]
            if card.kind != "colour":
                self._note = Note(self.cat.text("box.colour-first"), alert=True)
                return None
            return [f"colour {card.colour}", f"play {slug}"]
        return Step(prompt, self._homes(menus.colour(state), state), pick=self._send, take=take, back=_undo)

    def _turn(self, state: dict) -> Step:
        seat = state["current"]
        total = state["players"][seat]["total"]
        prompt = self.cat.text("box.turn", name=self.cat.player(state, seat), total=total,
                               played=state["played_this_turn"])
        options = menus.turn(state)
        ends = [o.line for o in options if o.label == "menu-end"]
        # OK ends the turn here, so the board page (every display, every token) gets a letter of its own,
        # shared with stopping the game (confirmed): two items leave room for the last card's message.
        # Each at its home (the grammar, docs/table-experience.md): A withdraws (marked when the engine does
        # not accept it now), B the board and stopping the game; two rows leave room for the last card's news.
        items = self._turn_items(options, state) + ((MORE, self.cat.text("hand.more")),)

        def take(slug: str) -> Result:
            return self._play(slug, self._state)

        def pick(value: str) -> Result:
            if value == MORE:
                return self._more(state)
            if value == "withdraw":
                return self._withdraw(state)
            return [value]
        # OK ends the turn, labelled when the engine accepts it; unlabelled, it still answers with the
        # rule's refusal (a card first, a total above the others'), which teaches the rule.
        return Step(prompt, items, pick=pick, take=take, back=_undo, why=self._why_not,
                    ok=lambda: [f"end {total}"],
                    ok_label=self.cat.text("box.ok.end", total=total) if ends else "")

    def _homes(self, options: list, state: dict) -> tuple[tuple[str, str], ...]:
        """Options naming a colour at that colour's home (the deck's order), one not offered now marked in
        its place; any other option after them, in the engine's order."""
        coloured = {o.line.split()[-1]: o for o in options if o.line.split()[-1] in COLOURS}
        if not coloured:
            return self._items(options, state)
        model = next(iter(coloured.values()))
        items = []
        for colour in COLOURS:
            option = coloured.get(colour)
            if option is not None:
                items += self._items([option], state)
            else:
                ghost = menus.Option(model.label, {**model.args, **self._colour_args(model, colour)},
                                     " ".join((*model.line.split()[:-1], colour)))
                items.append((NOT_NOW + ghost.line, self.cat.option(ghost, state)))
        return tuple(items) + self._items([o for o in options if o.line.split()[-1] not in COLOURS], state)

    @staticmethod
    def _colour_args(model, colour: str) -> dict:
        """The label's arguments of `model` with another colour (the argument that named the colour)."""
        word = model.line.split()[-1]
        return {key: colour for key, value in model.args.items() if value == word}

    def _turn_items(self, options: list, state: dict) -> tuple[tuple[str, str], ...]:
        """The turn menu's A: withdrawing, in its place whether the engine accepts it now or not."""
        withdraw = [o for o in options if o.label == "menu-withdraw"]
        if withdraw:
            return self._items(withdraw, state)
        seat = state["current"]
        return ((NOT_NOW + "withdraw", self.cat.option(menus.Option("menu-withdraw", {"player": seat}, "withdraw"),
                                                       state)),)

    def _withdraw(self, state: dict) -> Step:
        """Withdrawing, its price said before it is paid (l. 92-96): the display discarded, a maiden's token."""
        me = state["players"][state["current"]]
        maiden = MAIDEN in me["display"] and bool(me["tokens"])
        cost = self.cat.text("rights.withdraw-price", cards=len(me["display"]), maiden="yes" if maiden else "no")
        token = menus.only_token(state)
        # A maiden costs his only token: the question would have one answer, the withdrawal answers it.
        lines = ["withdraw", f"choose {token}"] if token else ["withdraw"]
        return self.spend(cost, lines, back=lambda: self._turn(self._state))

    def _why_not(self, value: str) -> str:
        """Why withdrawing is not possible now: the engine's own refusal."""
        game = self._game()
        refused = game.refusal(Withdraw("withdraw")) if game is not None else None
        return self.cat.error(refused.code if refused else "not-an-option", None)

    def _more(self, state: dict) -> Step:
        """The cards by name (a phone's way to lay them; the reader stays the box's), the board page, or
        stopping the game: on the turn's B, so two rows leave the last card's news room on the box."""
        def pick(value: str) -> Result:
            if value == HAND:
                return self._hand(state, back=lambda: self._more(self._state))
            if value == BOARD:
                return board_index(self, self._step)   # the board's index: BACK comes back here
            return self._abandon(state)
        # The board and stopping keep their homes (A, B); the cards, new, take C.
        items = ((BOARD, self.cat.text("box.menu-board")), (ABANDON, self.cat.text("box.menu-abandon")),
                 *self._hand_item())
        return Step(self.cat.text("hand.more-prompt"), items, pick=pick)

    def _abandon(self, state: dict) -> Step:
        """Stopping the game, confirmed: it ends without a winner (BACK right after takes it back)."""
        items = (("yes", self.cat.text("box.abandon-yes")), ("no", self.cat.text("box.abandon-no")))
        return Step(self.cat.text("box.abandon"), items,
                    pick=lambda answer: ["abandon"] if answer == "yes" else self._turn(state))

    def _play(self, slug: str, state: dict) -> Result:
        if slug == LANCELOT:
            return self._lancelot(state)
        if not menus.needs_arguments(slug):
            return [f"play {slug}"]
        options = menus.targets(state, slug, self._accepted(slug))
        if not options:
            # The engine's reason (the opening turn's rule, a shield…), else "it would have no effect".
            game = self._game()
            refused = game.why_no_target(slug) if game is not None else None
            self._note = Note(self.cat.error(refused.code if refused else "no-effect", None), alert=True)
            return None
        if len(options) == 1:
            return [options[0].line]
        colour = self.cat.word(state["colour"]) if state.get("colour") else ""
        return Step(self.cat.text("box.target", card=self.cat.word(slug), slug=slug, colour=colour),
                    self._items(options, state),
                    pick=self._send, take=lambda s: self._play(s, self._state))

    def _lancelot(self, state: dict) -> Result:
        options = menus.targets(state, LANCELOT, self._accepted(LANCELOT))
        if not options:
            self._note = Note(self.cat.error("nothing-to-cancel", None), alert=True)
            return None
        return Step(self.cat.text("box.lancelot"), self._items(options, state), pick=self._send)

    def _accepted(self, card: str) -> list[list[str]]:
        """The engine's arguments for `card` now, asked of the game in progress (the Companion wires
        `engine()`); none without one."""
        game = self._game()
        return game.targets(card) if game is not None else []

    def _game(self) -> TournamentGame | None:
        """The tournament in progress, as the context gives it (None without one)."""
        game = self.context.game()
        return game if isinstance(game, TournamentGame) else None

    def _lancelot_only(self, slug: str) -> Result:
        if slug == LANCELOT:
            return self._lancelot(self._state)
        self._note = Note(self.cat.text("box.answer-first"), alert=True)
        return None

    # ------------------------------------------------------------------ pages

    def board(self, state: dict) -> str:
        """Every player: total, shield, stunned, withdrawn, tokens; a page a player."""
        if state.get("game") != "tournament":
            return self.cat.text("box.setup")
        pages = []
        for seat in state["seats"]:
            p = state["players"][seat]
            marks = [self.cat.text(f"box.mark.{m}") for m in ("withdrawn", "shield", "stunned") if p[m]]
            tokens = ", ".join(self.cat.word(c) for c in p["tokens"]) or self.cat.text("box.no-token")
            pages.append(self.cat.text("box.board", name=self.cat.player(state, seat), total=p["total"],
                                       marks=", ".join(marks), tokens=tokens,
                                       cards=", ".join(self.cat.word(k) for k in p["display"]) or "–"))
        return f"\n{PAGE_BREAK}\n".join(pages)

    def board_sections(self, state: dict) -> list:
        """The board's index: A the players (total and marks), B their displays, C their tokens."""
        if state.get("game") != "tournament":
            return [(self.cat.text("ui.board-whole"), self.cat.text("box.setup"))]
        players, displays, tokens = [], [], []
        for seat in state["seats"]:
            p, name = state["players"][seat], self.cat.player(state, seat)
            marks = ", ".join(self.cat.text(f"box.mark.{m}") for m in ("withdrawn", "shield", "stunned") if p[m])
            players.append((name, self.cat.text("box.board-player", name=name, total=p["total"], marks=marks)))
            displays.append((name, self.cat.text("box.board-display", name=name, cards=", ".join(
                self.cat.word(k) for k in p["display"]) or "–")))
            tokens.append((name, self.cat.text("box.board-tokens", name=name, tokens=", ".join(
                self.cat.word(c) for c in p["tokens"]) or self.cat.text("box.no-token"))))
        return [section(self.cat.text("box.section-players"), players),
                section(self.cat.text("box.section-display"), displays),
                section(self.cat.text("box.section-tokens"), tokens)]

    def _rule(self, slug: str) -> None:
        self._note = Note(self.cat.text("box.no-card-now"), alert=True)
