"""Merlin on the box: the core's button→line loop (companion.core.frontend) over the engine's own menus.

Every option is a protocol line the engine listed (`move_lines`, `action_lines`, `flag_lines`,
`legal_lines`, asked of the game in progress through the `engine()` hook the Companion wires):
a menu never restates a rule. A line of several words is chosen word by word (`Tree`): the die,
then the modifier; the servant, then the province; a Domain tile by row, then column. Setup lines
the engine does not list in full (the Domain) are built tile by tile and checked by the engine.

What the table must do with its hands (take a flag, give a servant back, move a marker) is said
from the change of the public state (`box/narration.py`): whatever the engine's events, every piece
that changed place is said. A scoring's holdings (before) and its categories (after) are pages
the table reads with OK, one player a page.
"""
from __future__ import annotations

from companion.core import narration
from companion.core.frontend import NOT_NOW as HOLE, Frontend, Note, Result, Step, _undo, board_index
from companion.core.naming import names_step
from companion.core.screen import PAGE_BREAK
from . import narration as narrate

PLAYERS = (2, 3, 4)
CHECK_BOARD = "+check"
COLOURS = ("black", "grey", "blue", "orange", "purple", "brown")
TERRAINS = ("m", "w", "l", "M", "W", "L")
VALUES = ("1", "2", "3", "4", "5", "6")
POINTS = tuple(str(n) for n in range(1, 10))
BOARD, MORE, MODIFIERS, ABANDON, END_HERE = "+board", "+more", "+modifiers", "+abandon", "+end-here"
NOT_NOW = "!"       # an option's value: a word shown in its place that no accepted line follows now
ITEM_KINDS = ("shield", "flag", "material", "influence")
BONUSES = ("shield", "flag", "influence")         # a manor's bonus
SPENDS = ("mirror", "other", "repel", "staff")     # a flag or the staff given up: confirmed, never one press
EMPTY = ("", "")                                   # an empty place (the core's grammar)
# The words a line is chosen by, each in a fixed order: a word keeps its home (marked when not possible now).
VOCABULARIES = (tuple("abcd"), VALUES, COLOURS, ("lady", "shield-bearer", "builder", "flag-bearer"), ITEM_KINDS,
                SPENDS, ("knight", "merlin"), ("apple", "flip", "ccw", "cw"))


def _split(line: str) -> list[str]:
    """A line's words in the order the menus ask them: a move's figure, value, modifier, direction; a tile
    as its row, then its column; an item (`shield-blue`) as its kind, then its colour."""
    words = line.split()
    if not words:
        return words
    if words[0] == "move":
        out = words[:3]
        if "apple" in words:
            out += ["apple", words[words.index("apple") + 1]]
        if "flip" in words:
            out.append("flip")
        return out + [w for w in words[3:] if w in ("cw", "ccw")]
    out = [words[0]]
    for word in words[1:]:
        if word[:1] in "abcd" and word[1:].isdigit():
            out += [word[0], word[1:]]
        elif "-" in word and word.rsplit("-", 1)[1] in COLOURS and word.split("-")[0] in ITEM_KINDS:
            out += word.rsplit("-", 1)
        else:
            out.append(word)
    return out


class Menus(Frontend):
    """The Merlin menus: setup (Domain, starting tiles, traitors, dice), the turn, the Grail, the end."""

    kind = "merlin"

    def __init__(self, cat, context=None):
        super().__init__(cat, context)
        self.options = self.context.options               # the `[merlin]` table of the configuration (dice = "box")
        self.catalogue_lines: list[str] | None = None   # the enrolled deck's `card` lines, sent after `new`
        self._tiles: list[str] = []                     # the Domain laid so far, tile by tile
        self._pages: list[str] = []                     # pages to read with OK (a scoring, the holdings)
        self._checked: set = set()                      # scorings whose holdings were already said

    # ------------------------------------------------------------------ engine and cards

    def _game(self):
        found = self.context.game()
        return found if found is not None and getattr(found, "public_state", None) else None

    def _ask(self, query: str, *args) -> list:
        game = self._game()
        if game is None or not hasattr(game, query):
            return []
        return list(getattr(game, query)(*args))

    def card(self, slug: str):
        """What a tag names: a quest card, a traitor tile or a terrain tile (None for no Merlin card)."""
        return narrate.card_kind(slug)

    def cards(self) -> list[str]:
        """Every tag name of the Merlin deck."""
        return narrate.card_slugs()

    def dice_by_box(self) -> bool:
        """Whether the box rolls the dice (`[merlin] dice = "box"`)."""
        return str(self.options.get("dice", "table")) == "box"

    # ------------------------------------------------------------------ inputs

    def carry(self, other: Frontend) -> None:
        """The engine, the Domain laid so far and the scorings already said, as the box's front end has them."""
        super().carry(other)
        self._tiles, self._checked = list(other._tiles), set(other._checked)
        self._pages = list(other._pages)

    def read_through(self, state: dict) -> list[str]:
        """The pages the table reads with OK (what to do with its hands, a scoring): said, then the question."""
        self._sync(state)
        self._current()
        pages, self._pages = self._pages, []
        if pages:
            self._step = None
        return pages

    def _sync(self, state: dict) -> None:
        game = self._game()
        if game is not None and getattr(game, "board", None) is not None:
            self.cat.track = tuple(game.board.track)   # the spaces' names follow the game's own board
            self.cat.flag_colours = {ability: colour for colour, ability in game.board.flags.items()}
        super()._sync(state)

    def on_outcome(self, outcome, state: dict) -> None:
        """Say every physical step the change of state asks for; queue a scoring's pages."""
        before = self._before or {}
        if not outcome.accepted or state.get("game") != "merlin" or any(e.key == "undone" for e in outcome.events):
            return      # an undo's inverse moves are said by the core (undo_words)
        if before.get("game") != "merlin" or before.get("seats") != state.get("seats"):
            self._checked.clear()      # a new game: its scorings' holdings are said again
        steps = narration.steps(self.kind, self.cat, before, state)
        self._announce = "\n".join(filter(None, [self._announce, *steps.now]))
        self._pages.extend(steps.pages)

    # ------------------------------------------------------------------ steps

    def _idle(self, state: dict) -> Step:
        if state.get("game") != "merlin":
            return self._setup()
        if not state.get("waiting", {}).get("domain"):
            self._tiles = []
        self._queue_holdings(state)
        if self._pages:
            return self._read_pages()
        if state["over"]:
            return self._over(state)
        if state.get("pending"):
            return self._decision(state)
        if state["phase"] in ("setup", "prepare"):
            return self._prepare(state)
        return self._turn(state)

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

    def _read_pages(self) -> Step:
        page = self._pages[0]

        def next_page() -> Result:
            self._pages.pop(0)
            self._step = None
            return None
        more = self.cat.text("box.ok.next") if len(self._pages) > 1 else self.cat.text("ok.close")
        return Step(page, ok=next_page, ok_label=more, back=next_page)

    def _over(self, state: dict) -> Step:
        result = state.get("result") or {}
        if result.get("reason") == "abandoned":
            prompt = self.cat.text("box.abandoned")
        else:
            names = self.cat.names_of(state, result.get("winners") or [])
            prompt = self.cat.text("box.over", names=names, n=len(result.get("winners") or []),
                                   score=result.get("score", 0))
        return self.new_game_after(prompt, self._setup)

    def _decision(self, state: dict) -> Step:
        """The Grail: each province at its colour's home (empty where there is no tie to break), « Aucune :
        partager » on C of page 1 (the safe answer), « Plus… » on C of page 3; each answer says its points.
        Ties all beyond page 1 (blue to brown): page 1's OK says it shows them, « provinces 1/3 »."""
        pending, options = state["pending"], set(state["pending"]["options"])
        stakes = {colour: tuple(points) for colour, points in (self._ask_dict("grail_stakes")).items()}
        items = tuple((f"choose {o}", self.cat.grail_option(o, stakes.get(o))) if o in options else EMPTY
                      for o in (*COLOURS[:2], "none", *COLOURS[2:])) + (EMPTY, (MORE, self.cat.text("box.menu.more")))
        prompt = self.cat.text("box.grail", name=self.cat.player(state, pending["player"]))
        further = self.cat.text("box.ok.provinces", pages=len(items) // 3) if options <= {"none", *COLOURS[2:]} else ""
        return Step(prompt, items, pick=lambda line: self._more(state) if line == MORE else [line], back=_undo,
                    ok_label=further)

    def ok_label(self, step: Step) -> str:
        """A menu without an OK of its own may name what OK shows from its first page (the Grail's provinces)."""
        return step.ok_label if step.ok is None and step.ok_label and step.page == 0 and step.pages > 1 else super().ok_label(step)

    def _ask_dict(self, query: str) -> dict:
        game = self._game()
        return dict(getattr(game, query)()) if game is not None and hasattr(game, query) else {}

    # ------------------------------------------------------------------ setup and prepare

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

    # ------------------------------------------------------------------ the turn

    def _turn(self, state: dict) -> Step:
        turn = state.get("turn") or {}
        if turn.get("figure") is None:
            return self._dice(state)
        return self._after_move(state)

    def _dice(self, state: dict) -> Step:
        """The die menu: each knight die at the home of its value (1-3 on page 1, 4-6 on page 2), Merlin's die
        on page 3 (A clockwise, B the other way, C « Plus… »), the modifiers and a repel flag on page 4.
        A value not rolled or already used leaves its place empty: no option slides into it."""
        seat = state["current"]
        lines = self._ask("move_lines")
        plain = [line for line in lines if narrate.is_plain_move(line)]
        modified = [line for line in lines if not narrate.is_plain_move(line)]
        knights = {line.split()[2]: line for line in plain if line.split()[1] == "knight"}
        merlin = {narrate.move_parts(line)[2]: line for line in plain if line.split()[1] == "merlin"}
        items = [(knights[v], self._move_label(knights[v])) if v in knights else EMPTY for v in VALUES]
        items += [(merlin[way], self._move_label(merlin[way])) if way in merlin else EMPTY for way in ("cw", "ccw")]
        items += self._extras(state, bool(modified))
        prompt = self.cat.text("box.play-die", name=self.cat.player(state, seat), number=state["turn"]["number"])

        def pick(value: str) -> Result:
            if value == MODIFIERS:
                return self._tree(modified, (), self.cat.text("box.modifiers"), self._modifier_label)
            return self._extra(value, state) if value.startswith("+") else [value]
        return Step(prompt, tuple(items), pick=pick, back=_undo, take=self._quest, why=self._why_not)

    def _move_label(self, line: str, short: bool = False) -> str:
        figure, value, direction = narrate.move_parts(line)
        landing = self._ask("landing", figure, value, direction)
        kind = landing[1] if len(landing) > 1 else None
        return self.cat.move_label(line, kind, short)

    def _modifier_label(self, path: tuple, line: str | None) -> str:
        if line is not None and path[-1] in ("cw", "ccw", "flip", "") or line is not None and path[-2:-1] == ("apple",):
            return self._move_label(line, short=True)
        return self.cat.option_words(path, None, self._state)

    def _after_move(self, state: dict) -> Step:
        """A: the space's action (word by word), B: flags and the staff, C: end of the turn; « Plus… » on page 3."""
        actions = [line for line in self._ask("action_lines") if line.split()[0] != "staff"]
        flags = [line for line in self._ask("flag_lines") + self._ask("action_lines")
                 if line.split()[0] in ("mirror", "other", "repel", "staff")]
        flags = list(dict.fromkeys(flags))
        turn = state["turn"]
        # A: the space's action, B: flags and the staff, each at its place whether possible or not; C: the end
        # of the turn, the safe answer's home in every Merlin question; « Plus… » on C of page 3, as everywhere.
        items = [("+action" if actions else HOLE + "+action",
                  self.cat.action_title(turn.get("kind"), turn.get("space"), state)),
                 ("+flags" if flags else HOLE + "+flags", self.cat.text("box.menu.flags")),
                 ("end", self.cat.text("box.menu.end")), EMPTY, EMPTY, EMPTY, EMPTY, EMPTY,
                 (MORE, self.cat.text("box.menu.more"))]
        prompt = self.cat.text("box.after-move", name=self.cat.player(state, state["current"]),
                               space=self.cat.space(turn.get("kind"), turn.get("space")))

        def pick(value: str) -> Result:
            if value == "+action":
                if len(actions) == 1:
                    return list(actions)
                return self._tree(actions, (), self.cat.action_title(turn.get("kind"), turn.get("space"), state),
                                  self._action_label)
            if value == "+flags":
                return self._tree(flags, (), self.cat.text("box.menu.flags"), self._action_label, leaf=self._spend)
            return self._more(state) if value == MORE else [value]
        return Step(prompt, tuple(items), pick=pick, back=_undo, take=self._quest, why=self._why_not)

    def _why_not(self, value: str) -> str:
        """Why an option of the turn menu is not possible now, in plain words."""
        return self.cat.text({"+flags": "box.no-flag-now", "+repel": "box.no-flag-now",
                              MODIFIERS: "box.no-modifier-now"}.get(value, "box.no-action-now"))

    def _spend(self, line: str) -> Result:
        """A flag or the staff given up: what it does and what it costs named, OK confirms, BACK keeps it."""
        return self.spend(self.cat.spend_words(line, self._state or {}), [line])

    def _action_label(self, path: tuple, line: str | None) -> str:
        return self.cat.option_words(path, line, self._state)

    def _tree(self, lines: list[str], chosen: tuple, prompt: str, label, leaf=None) -> Result:
        """Lines chosen word by word: each menu offers the next words of the lines that start with the words
        chosen so far; a line complete at this depth is offered too (`build a1 grey` with no bonus); a word
        that is the only way on is taken at once. `label(path, line)` words an option (`line`: the one
        line it leads to, or None); `leaf(line)` says what a line chosen does (sent at once by default)."""
        leaf = leaf or (lambda line: [line])
        rest = [line for line in lines if tuple(_split(line)[:len(chosen)]) == chosen]
        if not rest:
            return None
        if len(rest) == 1:
            return leaf(rest[0])
        depth = len(chosen)
        whole = [line for line in rest if len(_split(line)) == depth]
        longer = [line for line in rest if len(_split(line)) > depth]
        following = list(dict.fromkeys(_split(line)[depth] for line in longer))
        # The only way on is taken at once, but « Pomme » stays a menu of its own: its values would otherwise
        # take the places of « Retourner le dé » and the rest (the same label, « 3↻ Quête », in two homes).
        if not whole and len(following) == 1 and following[0] != "apple":
            return self._tree(lines, (*chosen, following[0]), prompt, label, leaf)
        items = []
        if whole:
            items.append((END_HERE, label((*chosen, ""), whole[0])))
        # The seats are a vocabulary too (« Paul : Manoir »): each player keeps his place, the one playing's
        # left empty; a manor's bonus has its own order (no material).
        seats = tuple((self._state or {}).get("seats") or ())
        vocabularies = ((BONUSES,) if chosen[:1] == ("build",) else ()) + VOCABULARIES + (seats,)
        vocabulary = next((v for v in vocabularies if set(following) <= set(v)), None)
        for word in vocabulary or following:
            matching = [line for line in longer if _split(line)[depth] == word]
            if not matching:
                # Its home kept: marked, or empty for the player himself (« Action différente » is another's).
                items.append(EMPTY if vocabulary is seats else (HOLE + word, label((*chosen, word), None)))
                continue
            items.append((word, label((*chosen, word), matching[0] if len(matching) == 1 else None)))

        def pick(word: str) -> Result:
            if word == END_HERE:
                return leaf(whole[0])
            return self._tree(lines, (*chosen, word), prompt, label, leaf)

        def back() -> Result:
            for cut in range(len(chosen) - 1, -1, -1):
                shorter = self._tree(lines, chosen[:cut], prompt, label, leaf)
                if isinstance(shorter, Step) and cut < len(chosen):
                    return shorter
            return None
        so_far = self.cat.chosen_words(chosen, self._state)
        return Step(so_far or prompt, tuple(items), pick=pick, back=back, take=self._quest,
                    why=lambda word: self.cat.text("box.not-now-word"))

    def _extras(self, state: dict, modified: bool) -> list[tuple[str, str]]:
        """After the dice: « Plus… » (C), then a page with the modifiers and a repel flag, each in its place."""
        repel = [line for line in self._ask("flag_lines") if line.split()[0] == "repel"]
        return [(MORE, self.cat.text("box.menu.more")),
                (MODIFIERS if modified else HOLE + MODIFIERS, self.cat.text("box.menu.modifiers")),
                ("+repel" if repel else HOLE + "+repel", self.cat.text("box.menu.repel"))]

    def _extra(self, value: str, state: dict) -> Result:
        if value == "+repel":
            repel = [line for line in self._ask("flag_lines") if line.split()[0] == "repel"]
            return self._tree(repel, (), self.cat.text("box.menu.repel"), self._action_label, leaf=self._spend)
        return self._more(state)

    def _more(self, state: dict, setup: bool = False) -> Step:
        """The board page, the scoring's holdings (not while setting up), the game abandoned (confirmed)."""
        # The holdings keep their place while setting up (nothing to check yet), so « Abandonner » stays on C.
        items = ((BOARD, self.cat.text("box.menu-board")),
                 (HOLE + "+holdings" if setup else "+holdings", self.cat.text("box.menu.holdings")),
                 (ABANDON, self.cat.text("box.menu.abandon")))

        def pick(value: str) -> Result:
            if value == BOARD:
                return board_index(self, self._step)   # the board's index: BACK comes back here
            if value == "+holdings":
                self._pages.extend(narrate.holdings(self.cat, self._state))
                self._step = None
                return None
            return Step(self.cat.text("box.abandon-sure"), ok=lambda: ["abandon"],
                        ok_label=self.cat.text("box.ok.abandon"))
        return Step(self.cat.text("box.menu.more"), items, pick=pick, take=self._quest,
                    why=lambda value: self.cat.text("box.no-holdings-yet"))

    def _queue_holdings(self, state: dict) -> None:
        """On the last turn of a scoring round, once: the holdings the scoring will count, to check first."""
        if state.get("phase") != "play" or not narrate.is_last_turn_before_scoring(state):
            return
        key = (state.get("game_id"), state["round"])
        if key not in self._checked:
            self._checked.add(key)
            self._pages.extend(narrate.holdings(self.cat, state))

    # ------------------------------------------------------------------ quest cards

    def _quest(self, slug: str) -> Result:
        """A quest card scanned during a turn: `quest CARD`, with a points menu when the card is not known."""
        if narrate.card_kind(slug) != "quest":
            self._note = Note(self.cat.text("box.quest-expected"), alert=True)
            return None
        if slug in (self._state.get("catalogue") or {}):
            return [f"quest {slug}"]
        game = self._game()
        refused = game.quest_ok(slug) if game is not None and hasattr(game, "quest_ok") else None
        if refused is not None:
            # Refused whatever its points (completed already, not the turn...): said now, not after the points.
            self._note = Note(self.cat.error(refused, None), alert=True)
            return None
        return Step(self.cat.text("box.quest-points", card=slug), tuple((p, p) for p in POINTS),
                    pick=lambda p: [f"quest {slug} {p}"])

    def _rule(self, slug: str) -> None:
        state = self._state or {}
        kind = narrate.card_kind(slug)
        if kind == "quest" and state.get("phase") == "play" and state.get("current"):
            result = self._quest(slug)
            if isinstance(result, Step):
                self._step = result
            return
        self._note = Note(self.cat.text("box.no-card-now"), alert=True)

    # ------------------------------------------------------------------ pages

    def board(self, state: dict) -> str:
        """The board page: the round, the track, every player's castle, the provinces; a page each."""
        if state.get("game") != "merlin":
            return self.cat.text("box.setup")
        return f"\n{PAGE_BREAK}\n".join(narrate.board_pages(self.cat, state)) + self.phone_page()

    def board_sections(self, state: dict) -> list:
        """The board's index: the castles, the provinces, the Domain and the track."""
        if state.get("game") != "merlin":
            return [(self.cat.text("ui.board-whole"), self.cat.text("box.setup"))]
        return narrate.board_sections(self.cat, state)
