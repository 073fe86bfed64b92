"""Merlin on the box: the core's button→line loop (companion.core.frontend) over the engine's own menus.

Every option is a protocol line the engine listed (`move_lines`, `action_lines`, `flag_lines`,
`legal_lines`, asked of the game in progress through the `engine()` hook the Companion wires):
a menu never restates a rule. A line of several words is chosen word by word (`_tree`): the die,
then the modifier; the servant, then the province; a Domain tile by row, then column. Setup lines
the engine does not list in full (the Domain) are built tile by tile and checked by the engine.

What the table must do with its hands (take a flag, give a servant back, move a marker) is said
from the change of the public state (companion/core/narration.py over this game's narration.py):
whatever the engine's events, every piece that changed place is said. A scoring's holdings (before)
and its categories (after) are pages the table reads with OK, one player a page.

`Menus` is composed of its parts, one concern a module: preparation.py (the setup until the first
turn), turn_menus.py (the turn), pages.py (what the table reads: the board, the holdings, « Plus… »);
here, what joins them: the engine asked, the step chosen for a state, the Grail and the end.
"""
from __future__ import annotations

from companion.core import narration
from companion.core.frontend import Frontend, Step, _undo
from . import narration as narrate
from .pages import Pages
from .preparation import Preparation
from .turn_menus import TurnMenus
from .vocabulary import COLOURS, EMPTY, MORE


class Menus(Preparation, TurnMenus, Pages, Frontend):
    """The Merlin menus: setup (Domain, starting tiles, traitors, dice), the turn, the Grail, the end."""

    kind = "merlin"

    def __init__(self, cat, context=None):
        super().__init__(cat, context)
        self.options = self.context.options               # the `[merlin]` table of the configuration (dice = "box")
        self.catalogue_lines: list[str] | None = None   # the enrolled deck's `card` lines, sent after `new`
        self._tiles: list[str] = []                     # the Domain laid so far, tile by tile
        self._pages: list[str] = []                     # pages to read with OK (a scoring, the holdings)
        self._checked: dict = {}                        # each scoring's holdings as last said (said again if changed)

    # ------------------------------------------------------------------ engine and cards

    def _game(self):
        found = self.context.game()
        return found if found is not None and getattr(found, "public_state", None) else None

    def _ask(self, query: str, *args) -> list:
        game = self._game()
        if game is None or not hasattr(game, query):
            return []
        return list(getattr(game, query)(*args))

    def _ask_dict(self, query: str) -> dict:
        game = self._game()
        return dict(getattr(game, query)()) if game is not None and hasattr(game, query) else {}

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
        self._tiles, self._checked = list(other._tiles), dict(other._checked)
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
            self.cat.follow_board(game.board)   # the spaces' names follow the game's own board
        super()._sync(state)

    def on_outcome(self, outcome, state: dict) -> None:
        """Say every physical step the change of state asks for; queue a scoring's pages."""
        # A new game is told from an empty table, never as a change from the game before it (a second game).
        before = {} if any(e.key == "game-started" for e in outcome.events) else self._before or {}
        if outcome.accepted and any(e.key == "undone" for e in outcome.events):
            # The pages of a line taken back are not read: its undo says it all (the holdings are queued
            # again if still due).
            self._pages.clear()
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
