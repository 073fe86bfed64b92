"""Merlin's setup on the box: the players and their names, the printed board's check, the enrolled deck,
then the game's preparation: the Domain tile by tile, each player's starting tiles and traitors, the dice
(keyed by the table or rolled by the box)."""
from __future__ import annotations

from companion.core.frontend import Note, Result, Step, _undo
from companion.core.naming import names_step
from . import narration as narrate
from .vocabulary import CHECK_BOARD, COLOURS, EMPTY, MORE, NOT_NOW, PLAYERS, TERRAINS, VALUES


class Preparation:
    """Part of Menus: the new game's steps, until the first turn."""

    def _setup(self) -> Step:
        items = tuple((str(n), self.cat.text("box.players", n=n)) for n in PLAYERS) + \
            ((CHECK_BOARD, self.cat.text("check.menu")),)      # page 2: the printed board, checked on the box
        return Step(self.cat.text("box.setup"), items, new_game=True, back=self.to_game_menu,
                    pick=lambda n: self._check_board() if n == CHECK_BOARD else names_step(self, int(n), lambda names: [" ".join(("new merlin", n, *names)),
                                                                         *self.catalogue()],
                                              back=self._setup, extra=self.player_colours()))

    def _check_board(self) -> Step:
        """The printed board checked space by space on the buttons (saved beside the tag maps)."""
        from .board_check import box_folder
        from .board_menu import check_step
        return check_step(self, box_folder(), done=self._setup)

    def player_colours(self) -> tuple[str, ...]:
        """The players' colours (« bleu, jaune, rouge et vert »), offered as names for seats without one."""
        return tuple(self.cat.text(f"box.player-colour.{c}") for c in ("blue", "yellow", "red", "green"))

    def catalogue(self) -> list[str]:
        """The enrolled deck's `card` lines (`camelot enroll --game merlin`), sent after `new` so that the
        journal holds them and replays alone; `[merlin] data = "folder"` says where they are kept."""
        if self.catalogue_lines is None:
            from pathlib import Path

            from .catalogue import load_lines
            folder = self.options.get("data")
            self.catalogue_lines = load_lines(Path(folder) if folder else None)
        return self.catalogue_lines

    def _prepare(self, state: dict) -> Step:
        waiting = state["waiting"]
        if waiting.get("domain"):
            return self._domain(state)
        if waiting.get("start"):
            seat = waiting["start"][0]
            return self._words(state, f"start {seat}", self.cat.start_prompts(state, seat), COLOURS,
                               self.cat.colour_label)
        if waiting.get("traitors"):
            seat = waiting["traitors"][0]
            return self._words(state, f"traitors {seat}", self.cat.traitor_prompts(state, seat), COLOURS,
                               self.cat.colour_label, take=self._traitor_tile)
        if waiting.get("roll"):
            if self.dice_by_box():
                return self._box_roll(state)
            seat = waiting["roll"][0]
            return self._words(state, f"roll {seat}", self.cat.roll_prompts(state, seat), VALUES, str)
        return Step(self.cat.text("box.wait"), back=_undo)

    def _domain(self, state: dict) -> Step:
        """The Domain, tile by tile, row by row (a menu or the terrain tile scanned); the full grid is sent."""
        rows = 4 if len(state["seats"]) == 4 else 3
        laid = self._tiles

        def back() -> Result:
            if self._tiles:
                self._tiles.pop()
                return self._domain(self._state)
            return _undo()
        if len(laid) >= rows * 6:
            line = "domain " + " ".join("".join(laid[r * 6:(r + 1) * 6]) for r in range(rows))
            return Step(self.cat.text("box.domain-done", rows=self.cat.terrain_rows(laid)), ok=lambda: [line],
                        ok_label=self.cat.text("ok.confirm"), back=back)
        row, column = "abcd"[len(laid) // 6], len(laid) % 6 + 1
        prompt = self.cat.text("box.domain", row=row, column=column,
                               laid=self.cat.terrain_row("".join(laid[(len(laid) // 6) * 6:])))

        def pick(letter: str) -> Result:
            game = self._game()
            over = game.domain_over("".join(laid) + letter) if game is not None else None
            if over is not None:
                # Refused when laid, with the count (not when the 24th tile is in, without saying which).
                self._note = Note(self.cat.text("box.domain-over", terrain=self.cat.terrain(over),
                                                count=game.domain_counts()[over], players=len(self._state["seats"])),
                                  alert=True)
                return None
            self._tiles.append(letter)
            return self._domain(self._state)

        def take(slug: str) -> Result:
            letter = narrate.terrain_of(slug)
            if letter is None:
                self._note = Note(self.cat.text("box.terrain-expected"), alert=True)
                return None
            return pick(letter)
        items = self.cat.terrain_items(TERRAINS) + (EMPTY, EMPTY, (MORE, self.cat.text("box.menu.more")))
        return Step(prompt, items, pick=lambda v: self._more(state, setup=True) if v == MORE else pick(v),
                    back=back, take=take)

    def _words(self, state: dict, prefix: str, prompts: list[str], vocabulary: tuple, label, take=None,
               chosen: tuple = ()) -> Step:
        """A line chosen word by word (four colours, three colours, four values); the options are those
        the engine's legal lines allow after the words chosen so far (all of the vocabulary when it lists none)."""
        options = [w for w in vocabulary if self._completes(prefix, (*chosen, w), len(prompts), vocabulary)]

        def why(word: str) -> str:
            # A word no accepted line follows: the place stays, the press says why (a third equal die
            # is a triple, rolled again: the dice start over).
            triple = prefix.startswith("roll")
            if triple:
                self._step = self._words(self._state, prefix, prompts, vocabulary, label, take, ())
            return self.cat.error("triple", None) if triple else self._not_now(prefix)

        def pick(word: str) -> Result:
            if word == MORE:
                return self._more(state, setup=True)
            words = (*chosen, word)
            if len(words) == len(prompts):
                return [" ".join((prefix, *words))]
            return self._words(self._state, prefix, prompts, vocabulary, label, take, words)

        def back() -> Result:
            if chosen:
                return self._words(self._state, prefix, prompts, vocabulary, label, take, chosen[:-1])
            return _undo()

        def scanned(slug: str) -> Result:
            word = take(slug) if take else None
            if word is None:
                return None
            if word not in options:
                self._note = Note(self._not_now(prefix), alert=True)
                return None
            return pick(word)
        # The values keyed so far stay in sight (a die's); colours are on the tile in the players' hands.
        shown = " ".join(label(w) for w in chosen) if prefix.startswith("roll") else ""
        prompt = prompts[len(chosen)] + (f" {shown}" if shown else "")
        # Every word keeps its place (1-3, then 4-6; black, grey, blue, then orange, purple, brown): a table
        # finds a value where it was; one the engine would refuse now says why when pressed.
        # A traitor colour the piles no longer hold (the engine says which) is marked so on its place.
        gone = set(vocabulary) - set(self._ask("traitor_colours", chosen)) \
            if prefix.startswith("traitors") and self._game() is not None else set()
        # The starting flag is chosen for its ability (« Noir (Repousser) »), so its colour says what it does.
        flags = self._flag_abilities() if prefix.startswith("start") and len(chosen) == 1 else {}
        items = tuple((w if w in options else NOT_NOW + w,
                       self.cat.text("box.traitor-gone", colour=label(w)) if w in gone else
                       self.cat.flag_label(w, flags[w]) if w in flags else label(w)) for w in vocabulary)
        items += (EMPTY, EMPTY, (MORE, self.cat.text("box.menu.more")))     # the board, abandon: on C
        return Step(prompt, items, pick=pick, back=back, take=scanned if take else None, why=why)

    def _flag_abilities(self) -> dict[str, str]:
        """Each flag colour's ability on the game's board (empty before a game)."""
        game = self._game()
        board = getattr(game, "board", None) if game is not None else None
        return dict(getattr(board, "flags", None) or {})

    def _not_now(self, prefix: str) -> str:
        """Why a word is not possible now: a traitor colour the piles no longer hold, or any other tile."""
        return self.cat.error("no-traitor-left", None) if prefix.startswith("traitors") else \
            self.cat.text("box.not-now-tile")

    def _completes(self, prefix: str, chosen: tuple, length: int, vocabulary: tuple) -> bool:
        """Whether some line starting with these words is accepted now (the engine tries each on a copy)."""
        game = self._game()
        if game is None or not hasattr(game, "completes"):
            return True
        return game.completes((*prefix.split(), *chosen), len(prefix.split()) + length, vocabulary)

    def _traitor_tile(self, slug: str) -> str | None:
        colour = narrate.traitor_of(slug)
        if colour is None:
            self._note = Note(self.cat.text("box.traitor-expected"), alert=True)
        return colour

    def box_roll_lines(self, state: dict) -> list[str]:
        """The box's dice for every roll still due: four values a player from the game's journaled seed,
        keyed by round and seat (undo and replay give the same values); a triple is rolled again."""
        lines = []
        for seat in state["waiting"]["roll"]:
            attempt = 0
            while True:
                number = self.context.dice.number(f"merlin:{state['round']}:{seat}:{attempt}")
                values = [1 + (number >> (8 * i)) % 6 for i in range(4)]
                if max(values.count(v) for v in values) < 3:   # a triple is rolled again (contract: `triple`)
                    break
                attempt += 1
            knights = " ".join(str(v) for v in sorted(values[:3]))
            lines.append(f"roll {seat} {knights} {values[3]}")
        return lines

    def _box_roll(self, state: dict) -> Step:
        lines = self.box_roll_lines(state)
        said = [self.cat.text("box.rolled", name=self.cat.player(state, line.split()[1]),
                              knights=", ".join(line.split()[2:5]), merlin=line.split()[5]) for line in lines]
        return Step("\n".join([self.cat.text("box.roll-box"), *said]), ok=lambda: lines,
                    ok_label=self.cat.text("box.ok.dice-set"), back=_undo)
