"""The front end: the only place where buttons and scanned cards become protocol lines (any game).

It holds what the screen is asking now, a Step (a prompt, a menu on A/B/C, the cards it
takes, what OK and BACK do), and never changes the game: each input returns the lines to
submit, and the public state that follows decides the next step. A step belongs to the
state it was opened on: when the state changes, the front end starts again from the idle
step of the new state (the evil menu, the heroic menu, the pending question...).

This module knows no game: a game's menus subclass `Frontend` (its table wing's `frontend`, see
companion/core/table.py), built with its catalog and a `TableContext`, and give the idle step of a state,
the board page, a card's rule and the card lookup: abstract here, so a game that forgets one fails when
its menus are built. The steps are data (core/step.py); the board's index is core/board_index.py; the
box's first menu, with no game in progress, is core/game_menu.py.
"""
from __future__ import annotations

from abc import ABCMeta, abstractmethod
from dataclasses import replace
from typing import Callable

from .screen import PICTURE, View, text_pages
from .menu_walk import OK, lessons_behind as _lessons_behind
from .table import TableContext
from .together import Telling, last_page_with_menu, over_menu, told_over, unread_guide, unread_pages, with_stake
from .step import (CARD, NOT_NOW, PER_PAGE, SAFE_AT, UNDO, Note, Result, Step, UndoStep, _land, _live,  # noqa: F401
                   _shown_label, _undo, is_hole, lay_out, opened as _opened)
from .board_index import BoardStep, Section, board_index, section, section_pages  # noqa: F401
from .grammar import Grammar, last_act  # noqa: F401
from .teaching import closed_unread, guide_pages, lessons_apart, lessons_told


class _Built(ABCMeta):
    """Builds a front end whole: once its class's `__init__` has run, no attribute may be added (gpiozero's rule:
    what a front end is given comes through its constructor and its `TableContext`, never set from outside)."""

    def __call__(cls, *args, **kwargs):
        front = super().__call__(*args, **kwargs)
        object.__setattr__(front, "_built", True)
        return front


class Frontend(Grammar, Telling, metaclass=_Built):
    """Buttons and cards in, protocol lines out; `view` tells the screen what to show."""

    kind: str | None = None     # the game's kind (companion/core/registry.py): its narrator says what moved
    guides_setup = False        # a new game's setup said page by page from the narrator's pages (core/narration.py)

    def __setattr__(self, name: str, value) -> None:
        if self.__dict__.get("_built") and name not in self.__dict__ and not hasattr(type(self), name):
            raise AttributeError(f"{type(self).__name__} has no attribute {name!r}: a front end is given what it "
                                 "needs when it is built (its TableContext), nothing afterwards")
        super().__setattr__(name, value)

    def __init__(self, cat, context: TableContext | None = None):
        self.cat = cat
        # Everything the box knows beside the public state (the engine's queries, the seed and its dice, the
        # game's options, the page's address), given once: nothing is set on a front end from outside.
        self.context = context or TableContext()
        self._state: dict | None = None
        self._step: Step | None = None
        self._note: Note | None = None
        self._outcome = None
        self._before: dict | None = None    # the state the table saw before the last answer (narration)
        self._guide: list[str] = []         # a new game's setup, said page by page (read with OK)
        self._guide_pages = 0
        self._under_board: tuple = (None, 0)   # the note and page the board's index was opened over
        self._announce = ""
        self._page = 0
        self._shown: View | None = None
        self.switch_to: str | None = None   # a game kind the box should hand over to ("": the game menu)
        self.take_back_start = False        # the game just started is to be set aside (the box does it)
        self._top: Step | None = None       # the state's idle step, once opened (BACK there asks to undo)
        self._ignored: tuple[str, str] | None = None   # the last press did nothing: (key, why)
        self._qr = None
        self._by, self._by_name, self._keep_unread = "", "", False  # the story (core/together.py, Telling)
        self._told, self._telling, self._told_pages = "", "", []

    @property
    def page_url(self) -> str | None:
        """The phones' page address (web.enabled): the board's last page shows it with its QR code."""
        return self.context.page_url

    # ------------------------------------------------------------------ inputs

    def on_button(self, name: str, held: bool, state: dict) -> list[str]:
        """A button press (A, B, C, OK, BACK; `held`: BACK's fast walk back, OK's board): the protocol lines to submit.

        BACK closes what covers the menu (a message, a page, a section, a sub-menu) and nothing more; at a
        menu's top it asks what an undo would take back (`UndoStep`): only OK then takes it back. BACK held
        takes back one command at once, named by the undo's words (a walk back, a hold a step)."""
        self._sync(state)
        self._ignored = None
        if name == "BACK" and held:
            self._guide, self._note, self._page = [], None, 0
            return self._apply(_undo())
        if name == "OK" and held:
            self.toggle_board()
            return []
        if isinstance(self._step, UndoStep):
            return self._answer_undo(name)
        if name == "OK" and self._turn_page():
            return []
        if self._guide and name != "OK" and not isinstance(self._step, BoardStep):
            # The setup guide waits for OK: BACK closes it (the game's first menu), a letter chooses nothing hidden.
            if name == "BACK":
                closed_unread(self, self._guide, state)
                self._guide, self._step, self._note, self._page = [], None, None, 0
            else:
                self._ignore(name, "wait")
            return []
        if self._covered(name):
            return []
        step = self._current()
        if name == "BACK":
            # An index of the board (its sub-indexes, « Règles ») covers the screen: BACK closes it from any page.
            if step.page and not isinstance(step, BoardStep):
                step.page = next((p for p in range(step.page - 1, -1, -1) if _live(step, p)), step.page - 1)
                return []
            if step.back:
                result = step.back()
                # A game's BACK that would take back a command asks first: the undo is named, OK does it.
                return self._ask_undo(step) if result == UNDO else self._apply(result)
            if step.parent is not None:
                self._step = step.parent       # BACK closes the sub-menu it is in, and nothing more
                return []
            return self._ask_undo(step) if step is self._top else self._close()
        if name == "OK":
            return self._ok(step)
        return self._letter(step, "ABC".index(name))

    def on_card(self, slug: str, state: dict) -> list[str]:
        """A scanned card: the lines it means now, or its rule shown when nothing waits for a card."""
        self._sync(state)
        self._ignored = None
        if isinstance(self._step, UndoStep):
            self._step = self._step.under       # a card scanned: the undo is not wanted
        self._dismiss()
        if self._guide:         # a card scanned: the table is set, the game goes on (the guide closes)
            self._guide, self._step = [], None
        card = self.card(slug)
        if card is None:
            self._note = Note(self.cat.text("ui.unknown-card"), alert=True)
            return []
        step = self._current()
        if step.take is None:
            return self._rule(slug) or []
        if step.wants is not None and not step.wants(card):
            self._note = Note(self.cat.text(step.expect), alert=True)
            return []
        return self._apply(_opened(step, step.take(slug), CARD + slug))

    # ------------------------------------------------------------------ output

    def view(self, state: dict, last_outcome=None) -> View:
        """What the screen shows now; a new `last_outcome` becomes the message until the next input.

        A new outcome is compared with the state the table saw before it (a button, a card, or a line
        typed or sent by the phone alike): what moved is said from that difference (core/narration.py)."""
        fresh = last_outcome is not None and last_outcome is not self._outcome
        before = (self._state or {}) if fresh else {}
        if fresh:
            self._before = before
        self._sync(state)
        if fresh:
            carried = unread_pages(self._note, self._shown, self._page) if self._keep_unread else ""
            if self._keep_unread and self._guide:
                # A phone answered while the setup guide waited for OK: its pages not shown yet (its first one too,
                # under the game's first words) stay before the answer, in the screen's order.
                carried = "\n".join(filter(None, [carried, *unread_guide(self._guide, self._shown, self._page)]))
            by, name, self._by, self._by_name, self._keep_unread = self._by, self._by_name, "", "", False
            self._outcome = last_outcome
            self.on_outcome(last_outcome, state)
            self._step = None
            self._note = self._outcome_note(last_outcome, before, state)
            self._told, self._told_pages = (self._note.text if self._note and last_outcome.accepted else ""), []
            # The lessons an answer brings are the box's: a phone's player is named only before the answer's own words.
            own = lessons_apart(self, self._told)[0].strip()
            self._note = told_over(self._note, by if own and not (name and own.startswith(name)) else "", carried)
            self._telling = self._note.text if self._note is not None and last_outcome.accepted else ""
            if last_outcome.accepted:
                self._guide = []        # the game went on: the table is set
            if self.guides_setup and last_outcome.accepted and any(e.key == "game-started" for e in last_outcome.events):
                self._start_guide(before, state)
                self._told_pages = list(self._guide)
            self._page = 0
        note = self._note
        shown = None
        if note is None or not note.full:
            note = self._note = with_stake(step := self._current(), note, Note)
            items = step.items[step.page * PER_PAGE:(step.page + 1) * PER_PAGE]
            prompt = step.describe(step.chosen) if step.describe else step.prompt
            shown = View(prompt=prompt, menu=tuple(_shown_label(value, label) for value, label in items),
                         new_game=step.new_game,
                         marked=frozenset(i for i, (value, _) in enumerate(items) if value in step.chosen),
                         ok=self.ok_label(step), more=self._ok_turns_page(step), page=self._page,
                         message=note.text if note else "", alert=bool(note and note.alert))
            shown = over_menu(shown, note)
            if note is not None and (note.cover or text_pages(replace(shown, page=0)) > 1):
                # Too long to sit over the menu: it takes the body, OK reads it and closes it,
                # A, B, C and BACK still answer the menu underneath.
                self._note = replace(note, cover=True)
                shown = replace(shown, cover=True, ok=self.cat.text("ok.close"))
        if note is not None and note.full:
            picture = self._phone_qr() if PICTURE in note.text else None
            shown = View(prompt=note.text, ok=self.cat.text("ok.close"), page=self._page, picture=picture,
                         caption=self.cat.text("ui.phone-page", address=self.page_url.split("//", 1)[-1].rstrip("/"))
                         if picture is not None else "")
        self._shown = shown
        if self._ignored is not None:
            # A press that did nothing: a short mark on the footer (its pages are the frame's own, unmarked).
            mark = self.cat.text("ui.ignored-mark", button=self._ignored[0])
            shown = replace(shown, ok=f"{shown.ok} · {mark}" if shown.ok else mark)
        return shown

    def toggle_board(self) -> None:
        """The board's index over whatever the screen shows (OK held, from every screen); held again, it closes.

        While a new game is set up there is no board yet: the hold does nothing.
        """
        if isinstance(self._step, BoardStep):
            self._close_board()
            return
        if self._current().new_game:
            return
        # What the screen showed (a message over the menu, its page) comes back as it was when the board closes.
        self._under_board = (self._note, self._page)
        self._note, self._page = None, 0
        self._step = board_index(self, self._step)

    def _close_board(self) -> Result:
        """Leave the board's index: the screen it was opened over, as it was."""
        step = self._step
        while isinstance(step, BoardStep):
            step = step.under
        self._step = step
        self._note, self._page = self._under_board
        self._under_board = (None, 0)
        return None

    @staticmethod
    def with_notice(view: View, text: str) -> View:
        """`view` with a trouble (a part that stopped working) said first, inverted."""
        message = "\n".join(part for part in (text, view.message) if part)
        return replace(view, message=message, alert=True)

    def to_game_menu(self) -> Result:
        """BACK on a setup menu: the box's game menu again (when it offers one and no game is in progress)."""
        self.switch_to = ""
        self._step = None
        return None

    def phone_page(self) -> str:
        """Nothing now: the phones' page is an entry of the board's index of its own, never a board's last page
        (OK reading the board never opens the pairing). Kept for the games that still append it."""
        return ""

    def _phone_qr(self):
        if self._qr is None and self.page_url:
            from .screen import qr_image
            self._qr = qr_image(self.page_url, size=64)
        return self._qr

    # ------------------------------------------------------------------ what a walker reads (core/menu_walk.py)

    def step_on(self, state: dict) -> Step:
        """The step the screen asks on `state`: the one open, or the idle step of a state not seen before."""
        self._sync(state)
        return self._current()

    def lessons_behind(self, question: Step | None) -> list:
        """The lessons behind `question`'s options as a phone's « ? » gives them (the board's « Règles », at the box)."""
        return _lessons_behind(self, self._state or {}, question)

    @property
    def open_step(self) -> Step | None:
        """The step open now, never built by asking (None: the state's idle step is not opened yet)."""
        return self._step

    @property
    def note(self) -> Note | None:
        """What the screen says over the menu, or instead of it (a refusal, a rule, the board), if anything."""
        return self._note

    @property
    def state(self) -> dict | None:
        """The public state the front end last saw (None before the first)."""
        return self._state

    # ------------------------------------------------------------------ the machine

    def _sync(self, state: dict) -> None:
        if state != self._state:
            self._state = state
            self._step = None

    def _current(self) -> Step:
        if self._step is None:
            if self._guide:
                self._step = self._guide_step()
            else:
                self._step = self._top = _land(self._idle(self._state))
        return self._step

    @property
    def guiding(self) -> bool:
        """Whether a new game's setup guide is on screen (OK or BACK turns its pages)."""
        return bool(self._guide)

    def _start_guide(self, before: dict, after: dict) -> None:
        """A new game (its `game-started`): the table's setup said step by step (the narrator's pages for an
        empty table), under the game's first words; then the game's first menu."""
        from . import narration
        pages = narration.steps(self.kind, self.cat, {}, after).pages
        pages = guide_pages(self, pages)      # teaching mode: then the goal and the first turn
        if not pages:
            return
        self._guide, self._guide_pages = pages, len(pages)

    def _guide_step(self) -> Step:
        def next_page() -> Result:
            self._guide.pop(0)
            self._step = None
            return None
        at = self._guide_pages - len(self._guide) + 1
        more = self.cat.text("ok.more", page=at, pages=self._guide_pages) if len(self._guide) > 1 \
            else self.cat.text("ok.close")
        return Step(self._guide[0], ok=next_page, ok_label=more)

    def _apply(self, result: Result) -> list[str]:
        if isinstance(result, Step):
            self._step = _land(result)
            return []
        if result:
            self._step = None
            return result
        return []

    def _close(self) -> list[str]:
        self._step = None
        return []

    def _dismiss(self, button: str | None = None) -> bool:
        """Close the message; True when that press was spent on closing it."""
        note = self._note
        # One behaviour for what just happened: OK closes it, long or short, before it turns a menu's page
        # (the same presses after any result); A, B, C and BACK act at once. Where the step's own OK is
        # labelled in the footer (fight, roll, confirm), a short message stays a header and OK does that.
        covered = note is not None and (note.full or (button == "OK" and (note.cover or self._ok_is_free())))
        self._note, self._page = None, 0
        return covered

    def _ok_is_free(self) -> bool:
        """Whether the current step has no OK of its own (fight, roll, confirm): OK closes what just happened."""
        if self._state is None:
            return False
        step = self._current()
        return step.ok is None and step.confirm is None

    def _turn_page(self) -> bool:
        if self._shown is not None and self._page + 1 < text_pages(self._shown):
            self._note, self._page = last_page_with_menu(self._shown, self._note, self._page + 1, self.ok_label(self._current()))
            return True
        return False

    def _letter(self, step: Step, index: int) -> list[str]:
        at = step.page * PER_PAGE + index
        if at >= len(step.items) or not step.items[at][1]:
            # Nothing on that key (a page waiting for OK, an empty place): the mark and the voice say so.
            self._ignore("ABC"[index], "wait" if not step.items and (step.ok or step.confirm) else "empty")
            return []
        value, label = step.items[at]
        if is_hole(value):
            self._note = Note(step.why(value[len(NOT_NOW):]) if step.why else self.cat.text("ui.not-now"), alert=True)
            return []
        if step.confirm is not None:
            # A tick more, up to `repeat` (two fight cards of one value), then none: one key per item still.
            if step.chosen.count(value) >= step.repeat:
                step.chosen[:] = [chosen for chosen in step.chosen if chosen != value]
            else:   # ticked: what it changes, said when the step says it (teaching mode: a variant's rule)
                step.chosen.append(value)
                self._note = Note(said) if step.said is not None and (said := step.said(value)) else self._note
            return []
        if not step.pick:
            return []
        result = _opened(step, step.pick(value), at)
        if isinstance(result, Step) and result is not step and result.back is None and result.parent is None:
            result.parent = step
        return self._apply(result)

    def _ok(self, step: Step) -> list[str]:
        if step.confirm is not None:
            if step.page + 1 < step.pages:
                step.page += 1
                return []
            return self._apply(step.confirm(tuple(step.chosen)))
        if isinstance(step, BoardStep) and step.pages > 1:
            if step.page + 1 < step.pages:        # the board reads on; its last page's OK closes it
                step.page += 1
                return []
            return self._apply(step.ok())
        if step.pages > 1:
            # The next page with something to press: a page whose options are all out of reach now is
            # passed over (it keeps its number: the options keep their homes).
            turns = [(step.page + n) % step.pages for n in range(1, step.pages + 1)]
            step.page = next((p for p in turns if _live(step, p)), turns[0])
            return []
        if step.ok is None:
            return []      # nothing to confirm: OK does nothing new (OK held opens the board)
        return self._apply(_opened(step, step.ok(), OK))

    @staticmethod
    def _ok_turns_page(step: Step) -> bool:
        """Whether OK shows the menu's next page (rather than confirming or doing the step's own OK)."""
        if isinstance(step, BoardStep):
            return step.page + 1 < step.pages
        return step.page + 1 < step.pages if step.confirm is not None else step.pages > 1

    def ok_label(self, step: Step) -> str:
        """What the footer names OK on `step` (its next page, confirm, the step's own OK), '' when OK is not an option."""
        if self._ok_turns_page(step):
            return self.cat.text("ok.more", page=step.page + 1, pages=step.pages)
        if step.confirm is not None:
            return step.ok_label or self.cat.text("ok.confirm")
        if step.ok:
            return step.ok_label
        return ""

    def _outcome_note(self, outcome, before: dict | None = None, after: dict | None = None) -> Note | None:
        announce, self._announce = self._announce, ""
        if not outcome.accepted:
            code = self.refusal_code(outcome.code, self._state or {})
            return Note("\n".join(filter(None, (announce, self.cat.error(code, outcome.message)))), alert=True)
        if any(event.key == "undone" for event in outcome.events):
            said = [announce] + self.undo_words(outcome, before or {}, after or {})
        else:
            said = [announce] + self.with_moves(self.cat.events(outcome.events), outcome, before or {}, after or {})
        text = lessons_told(self, outcome, before or {}, after or {}, "\n".join(line for line in said if line))
        return Note(text) if text else None

    def with_moves(self, said: list[str], outcome, before: dict, after: dict) -> list[str]:
        """The events' sentences of an accepted line with the pieces they leave unsaid put in their place
        (a game's menus choose, from core/narration.py; Merlin says them all in `on_outcome`)."""
        return said

    def _menu(self, prompt_key: str, items, pick: Callable[[str], Result]) -> Step:
        return Step(self.cat.text(prompt_key), tuple(items), pick=pick)

    def read_through(self, state: dict) -> list[str]:
        """For a reader beside the box (feed, the phone page): the pages the table would read with OK before
        the next question, taken off the queue (none by default)."""
        return []

    def carry(self, other: "Frontend") -> None:
        """Take what `other` (the front end answering the table) remembers beyond the state and its context
        (a copy asked what each option does must open the same menus); nothing by default."""

    def wanted_cards(self, state: dict) -> list[str]:
        """The names (tags) of the cards the current step takes; empty when it takes none, or any."""
        step = self.step_on(state)
        if step.take is None or step.wants is None:
            return []
        return [slug for slug in self.cards() if step.wants(self.card(slug))]

    # ------------------------------------------------------------------ what a game's menus give

    @abstractmethod
    def _idle(self, state: dict) -> Step:
        """The step a state opens on (the game's menus)."""
        raise NotImplementedError

    @abstractmethod
    def board(self, state: dict) -> str:
        """The board page: what OK shows when it has nothing else to do."""
        raise NotImplementedError

    def board_sections(self, state: dict) -> list[tuple[str, "Section"]]:
        """The board by sections for its index on A/B/C: (label, text), or (label, [(label, text)...]) a sub-index."""
        return [(self.cat.text("ui.board-whole"), self.board(state))]

    @abstractmethod
    def _rule(self, slug: str) -> None:
        """Show a card's rule over the menu (a card scanned when nothing waits for one)."""
        raise NotImplementedError

    @abstractmethod
    def card(self, slug: str):
        """The card a tag names, or None when the game has no such card."""
        raise NotImplementedError

    @abstractmethod
    def cards(self) -> list[str]:
        """Every card's name (tag), in the game's order."""
        raise NotImplementedError

    def on_outcome(self, outcome, state: dict) -> None:
        """A new answer of the engine: what the menus must remember that the state does not say."""

    def refusal_code(self, code: str | None, state: dict) -> str | None:
        """The catalog's code for a refusal, which a game may refine with the state."""
        return code
