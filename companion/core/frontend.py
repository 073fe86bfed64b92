"""The front end: the only place where buttons and scanned cards become protocol lines (any game).

It holds what the screen is asking now, a Step (a prompt, a menu on A/B/C, the cards it
takes, what OK and BACK do), and never changes the game: each input returns the lines to
submit, and the public state that follows decides the next step. A step belongs to the
state it was opened on: when the state changes, the front end starts again from the idle
step of the new state (the evil menu, the heroic menu, the pending question...).

This module knows no game: a game's menus subclass `Frontend` (its registry's `Frontend`, see
companion/core/registry.py) and give the idle step of a state, the board page, a card's rule and the
card lookup. `Frontend(cat)` itself builds the menus of the default game; `GameMenu` is the
box's first menu when no game is in progress: it offers the registered games by their titles.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Callable, Union

from .screen import PAGE_BREAK, PICTURE, READ_PAGES, View, text_pages
from .together import last_page_with_menu, over_menu, with_stake

PER_PAGE = 3
# The grammar of the buttons (docs/table-experience.md): an option has a home, its key and page fixed
# by the menu's layout; an option not possible now keeps its place, its value marked `NOT_NOW`, and
# pressing it says why and changes nothing; an item without a label is an empty place.
NOT_NOW = "!"
SAFE_AT = 2             # the safe answer (decline, none, end of the turn) sits on C of the first page

Result = Union[list[str], "Step", None]


@dataclass
class Step:
    """One question on the screen, and what each input does to it."""

    prompt: str
    items: tuple[tuple[str, str], ...] = ()                   # (value, label), three a page on A, B, C
    pick: Callable[[str], Result] | None = None               # an item chosen with A, B or C
    confirm: Callable[[tuple[str, ...]], Result] | None = None  # set: A/B/C tick items, OK on the last page confirms
    take: Callable[[str], Result] | None = None               # a scanned card
    wants: Callable[[object], bool] | None = None               # the cards `take` accepts (None: any)
    expect: str = ""                                          # catalog key said when another card comes
    ok: Callable[[], Result] | None = None
    ok_label: str = ""
    back: Callable[[], Result] | None = None                  # None: back to the idle step
    chosen: list[str] = field(default_factory=list)
    page: int = 0
    describe: Callable[[list[str]], str] | None = None        # the prompt, from the items ticked so far
    new_game: bool = False                                    # setting up a new game: no old game on the strip
    why: Callable[[str], str] | None = None                   # why an option marked NOT_NOW is not possible now
    parent: "Step | None" = None                              # the menu this sub-menu was opened from (BACK)
    stake: str = ""                                           # what each answer does: said with the question, once

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.items) // PER_PAGE))


@dataclass(frozen=True)
class Note:
    """A transient message: what just happened, a refusal, or a card's rule (`full`: it hides the menu).

    A `full` note (a card's rule, the board) swallows the next press; a message too long to
    share the screen with the menu `cover`s it: OK reads it and closes it, A, B, C and BACK
    still answer the menu underneath.
    """

    text: str
    alert: bool = False
    full: bool = False
    cover: bool = False


def _undo() -> list[str]:
    return ["undo"]


def lay_out(order, possible, label: Callable[[str], str], safe: str | None = None) -> tuple[tuple[str, str], ...]:
    """A menu's items in a fixed layout: each value of `order` at its home, the `safe` answer on C of the
    first page; a value not in `possible` keeps its place marked NOT_NOW (pressing it says why)."""
    order = [v for v in order if v != safe]
    if safe is not None:
        order[SAFE_AT:SAFE_AT] = [None] * max(0, SAFE_AT - len(order)) + [safe]
    return tuple(("", "") if v is None else (v if v in possible else NOT_NOW + v, label(v)) for v in order)


def _live(step: "Step", page: int) -> bool:
    """Whether a menu page holds an option that may be pressed now."""
    return any(label and not is_hole(value) for value, label in step.items[page * PER_PAGE:(page + 1) * PER_PAGE])


def _land(step: "Step") -> "Step":
    """A menu opens on its first page with something to press (its pages keep their numbers)."""
    if step.confirm is None and step.items and not _live(step, step.page):
        step.page = next((p for p in range(step.pages) if _live(step, p)), step.page)
    return step


def _shown_label(value: str, label: str) -> str:
    """A label as the screen draws it: an option not possible now in parentheses, in its place."""
    return f"({label})" if label and is_hole(value) else label


def is_hole(value: str) -> bool:
    """Whether an item's value is an option not possible now (its place kept)."""
    return value.startswith(NOT_NOW)


class Frontend:
    """Buttons and cards in, protocol lines out; `view` tells the screen what to show."""

    kind: str | None = None     # the game's kind (companion/core/registry.py): its narrator says what moved
    guides_setup = False        # a new game's setup said page by page from the narrator's pages (core/narration.py)

    def __new__(cls, *args, **kwargs):
        if cls is Frontend:
            # The core knows no game: the default game's menus answer (companion/core/registry.py).
            from . import registry
            cls = registry.load(registry.DEFAULT).Frontend
        return super().__new__(cls)

    def __init__(self, cat, rng: random.Random | None = None):
        self.cat = cat
        # The companion's die: the engine has no randomness, the roll arrives as `roll N`.
        self.rng = rng or random.SystemRandom()
        self.die = None   # the session's die (Session.die_roll): an undone roll comes back the same
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
        self.page_url: str | None = None    # the phone page's address (web.enabled): a board page shows it
        self._qr = None

    # ------------------------------------------------------------------ inputs

    def on_button(self, name: str, held: bool, state: dict) -> list[str]:
        """A button press (A, B, C, OK, BACK; `held`: BACK's undo again, OK's board): the protocol lines to submit."""
        self._sync(state)
        if name == "BACK" and held:
            return self._apply(_undo())
        if name == "OK" and held:
            self.toggle_board()
            return []
        if name == "OK" and self._turn_page():
            return []
        if self._dismiss(name):
            return []   # a rule card covered the menu, or OK closed a long message: nothing else
        if self._guide and name in ("A", "B", "C"):
            # The guide shows no choice: a letter closes it (the table is set) and chooses nothing hidden
            # under it, so the same press never picks an option the screen did not show.
            self._guide, self._step = [], None
            return []
        step = self._current()
        if name == "BACK":
            if step.page:
                step.page = next((p for p in range(step.page - 1, -1, -1) if _live(step, p)), step.page - 1)
                return []
            if step.back:
                return self._apply(step.back())
            if step.parent is not None:
                self._step = step.parent       # BACK closes the sub-menu it is in, and nothing more
                return []
            return self._close()
        if name == "OK":
            return self._ok(step)
        return self._letter(step, "ABC".index(name))

    def on_card(self, slug: str, state: dict) -> list[str]:
        """A scanned card: the lines it means now, or its rule shown when nothing waits for a card."""
        self._sync(state)
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
        return self._apply(step.take(slug))

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
            self._outcome = last_outcome
            self.on_outcome(last_outcome, state)
            self._step = None
            self._note = self._outcome_note(last_outcome, before, state)
            if last_outcome.accepted:
                self._guide = []        # the game went on: the table is set
            if self.guides_setup and last_outcome.accepted and any(e.key == "game-started" for e in last_outcome.events):
                self._start_guide(before, state)
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
                         ok=self._ok_label(step), more=self._ok_turns_page(step), page=self._page,
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
        """The board's last page when the phone page is served: its QR code and address ('' otherwise)."""
        return f"\n{PAGE_BREAK}\n{PICTURE}" if self.page_url else ""

    def _phone_qr(self):
        if self._qr is None and self.page_url:
            from .screen import qr_image
            self._qr = qr_image(self.page_url, size=64)
        return self._qr

    # ------------------------------------------------------------------ the machine

    def _sync(self, state: dict) -> None:
        if state != self._state:
            self._state = state
            self._step = None

    def _current(self) -> Step:
        if self._step is None:
            self._step = self._guide_step() if self._guide else _land(self._idle(self._state))
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
        return Step(self._guide[0], ok=next_page, ok_label=more, back=next_page)

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
            self._note, self._page = last_page_with_menu(self._shown, self._note, self._page + 1, self._ok_label(self._current()))
            return True
        return False

    def _letter(self, step: Step, index: int) -> list[str]:
        at = step.page * PER_PAGE + index
        if at >= len(step.items):
            return []
        value, label = step.items[at]
        if not label:
            return []                          # an empty place
        if is_hole(value):
            self._note = Note(step.why(value[len(NOT_NOW):]) if step.why else self.cat.text("ui.not-now"), alert=True)
            return []
        if step.confirm is not None:
            if value in step.chosen:
                step.chosen.remove(value)
            else:
                step.chosen.append(value)
            return []
        if not step.pick:
            return []
        result = step.pick(value)
        if isinstance(result, Step) and result is not step and result.back is None and result.parent is None:
            result.parent = step
        return self._apply(result)

    def _ok(self, step: Step) -> list[str]:
        if step.confirm is not None:
            if step.page + 1 < step.pages:
                step.page += 1
                return []
            return self._apply(step.confirm(tuple(step.chosen)))
        if step.pages > 1:
            # The next page with something to press: a page whose options are all out of reach now is
            # passed over (it keeps its number: the options keep their homes).
            turns = [(step.page + n) % step.pages for n in range(1, step.pages + 1)]
            step.page = next((p for p in turns if _live(step, p)), turns[0])
            return []
        if step.ok is None:
            return []      # nothing to confirm: OK does nothing new (OK held opens the board)
        return self._apply(step.ok())

    @staticmethod
    def _ok_turns_page(step: Step) -> bool:
        """Whether OK shows the menu's next page (rather than confirming or doing the step's own OK)."""
        return step.page + 1 < step.pages if step.confirm is not None else step.pages > 1

    def _ok_label(self, step: Step) -> str:
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
        text = "\n".join(line for line in said if line)
        return Note(text) if text else None

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
        """Take what `other` (the front end answering the table) knows beyond the state: its engine, and
        what a game's menus remember (a copy asked what each option does must open the same menus)."""
        for name in ("engine", "seed"):
            if hasattr(other, name):
                setattr(self, name, getattr(other, name))

    def wanted_cards(self, state: dict) -> list[str]:
        """The names (tags) of the cards the current step takes; empty when it takes none, or any."""
        self._sync(state)
        step = self._current()
        if step.take is None or step.wants is None:
            return []
        return [slug for slug in self.cards() if step.wants(self.card(slug))]

    # ------------------------------------------------------------------ what a game's menus give

    def _idle(self, state: dict) -> Step:
        """The step a state opens on (the game's menus)."""
        raise NotImplementedError

    def board(self, state: dict) -> str:
        """The board page: what OK shows when it has nothing else to do."""
        raise NotImplementedError

    def board_sections(self, state: dict) -> list[tuple[str, "Section"]]:
        """The board by sections for its index on A/B/C: (label, text), or (label, [(label, text)...]) a sub-index."""
        return [(self.cat.text("ui.board-whole"), self.board(state))]

    def _rule(self, slug: str) -> None:
        """Show a card's rule over the menu (a card scanned when nothing waits for one)."""
        raise NotImplementedError

    def card(self, slug: str):
        """The card a tag names, or None when the game has no such card."""
        raise NotImplementedError

    def cards(self) -> list[str]:
        """Every card's name (tag), in the game's order."""
        raise NotImplementedError

    def on_outcome(self, outcome, state: dict) -> None:
        """A new answer of the engine: what the menus must remember that the state does not say."""

    def refusal_code(self, code: str | None, state: dict) -> str | None:
        """The catalog's code for a refusal, which a game may refine with the state."""
        return code



Section = Union[str, list]   # a section's text, or its sub-sections [(label, text)...]


@dataclass
class BoardStep(Step):
    """A step of the board's index: it remembers the screen it was opened over (BACK at the top, or OK
    held again, goes back to it as it was)."""

    under: Step | None = None


def section_pages(text: str) -> int:
    """The OLED pages a board section takes, read alone (a full note with its footer)."""
    return text_pages(View(prompt=text, ok="OK"))


def section(label: str, parts: list[tuple[str, str]]) -> tuple[str, Section]:
    """A board section: its parts together when they fit the pages a table reads, else a sub-index of them."""
    text = "\n".join(t for _, t in parts if t)
    return (label, text) if section_pages(text) <= READ_PAGES else (label, list(parts))


def board_index(front: Frontend, under: Step | None, sections: list | None = None, top: "BoardStep | None" = None,
                title: str = "") -> BoardStep:
    """The board's index (or a section's sub-index): A/B/C open a section, BACK goes up, OK the phones' page."""
    cat = front.cat
    if sections is None:
        sections = front.board_sections(front._state)
    index: BoardStep

    def pick(value: str) -> Result:
        label, content = sections[int(value)]
        if isinstance(content, str):
            front._note = Note(content, full=True)   # read page by page with OK; any press then closes it
            return None
        return board_index(front, index, content, top=top or index, title=label)

    def back() -> Result:
        return index.under if top is not None else front._close_board()

    def ok() -> Result:
        if front.page_url:
            front._note = Note(PICTURE, full=True)    # the phones' page: its QR code and address
            return None
        return front._close_board()
    index = BoardStep(cat.text("ui.board-index") if top is None else title,
                      tuple((str(i), label) for i, (label, _) in enumerate(sections)), pick=pick, back=back,
                      ok=ok, ok_label=cat.text("ui.board-phones") if front.page_url else cat.text("ok.close"),
                      under=under)
    return index


class GameMenu(Frontend):
    """The box's first menu with no game in progress: A, B, C name the games; picking one hands over
    to that game's setup menu (the Companion reads `switch_to`)."""

    kind = None

    def _idle(self, state: dict) -> Step:
        from . import registry
        lang = getattr(self.cat, "lang", "fr")
        items = tuple((kind, registry.load(kind).TITLE.get(lang) or registry.load(kind).TITLE["fr"])
                      for kind in registry.kinds())

        def pick(kind: str) -> Result:
            self.switch_to = kind
            return None
        return Step(self.cat.text("ui.choose-game"), items, pick=pick, new_game=True)

    def board(self, state: dict) -> str:
        return self.cat.text("ui.choose-game")

    def on_card(self, slug: str, state: dict) -> list[str]:
        """A card scanned before a game is chosen: the question again."""
        self._sync(state)
        self._note = Note(self.cat.text("ui.choose-game"), alert=True)
        return []

    def _rule(self, slug: str) -> None:
        self._note = Note(self.cat.text("ui.choose-game"), alert=True)

    def card(self, slug: str):
        return None

    def cards(self) -> list[str]:
        return []
