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

from .screen import PAGE_BREAK, PICTURE, View, text_pages

PER_PAGE = 3

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
            self._guide, self._step = [], None     # a choice made: the table is set, the guide closes
        step = self._current()
        if name == "BACK":
            if step.page:
                step.page -= 1
                return []
            return self._apply(step.back()) if step.back else self._close()
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
            step = self._current()
            items = step.items[step.page * PER_PAGE:(step.page + 1) * PER_PAGE]
            prompt = step.describe(step.chosen) if step.describe else step.prompt
            shown = View(prompt=prompt, menu=tuple(label for _, label in items), new_game=step.new_game,
                         marked=frozenset(i for i, (value, _) in enumerate(items) if value in step.chosen),
                         ok=self._ok_label(step), page=self._page,
                         message=note.text if note else "", alert=bool(note and note.alert))
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
        """The board page over whatever the screen shows (OK held, from every screen); held again, it closes.

        While a new game is set up there is no board yet: the hold does nothing.
        """
        if self._current().new_game:
            return
        shown = self._note is not None and self._note.full and self._note.text == self.board(self._state)
        self._note, self._page = (None if shown else Note(self.board(self._state), full=True)), 0

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
            self._step = self._guide_step() if self._guide else self._idle(self._state)
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
            self._step = result
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
        # One behaviour for what just happened: where OK has nothing of its own to do, OK closes it,
        # long or short (it never jumps to the board page); A, B, C and BACK act at once. Where the
        # step's own OK is labelled in the footer (fight, roll, confirm), a short message stays a header.
        covered = note is not None and (note.full or (button == "OK" and (note.cover or self._ok_is_free())))
        self._note, self._page = None, 0
        return covered

    def _ok_is_free(self) -> bool:
        """Whether OK has nothing of its own to do on the current step (it would open the board)."""
        if self._state is None:
            return False
        step = self._current()
        return step.ok is None and step.confirm is None and step.pages <= 1

    def _turn_page(self) -> bool:
        if self._shown is not None and self._page + 1 < text_pages(self._shown):
            self._page += 1
            return True
        return False

    def _letter(self, step: Step, index: int) -> list[str]:
        at = step.page * PER_PAGE + index
        if at >= len(step.items):
            return []
        value = step.items[at][0]
        if step.confirm is not None:
            if value in step.chosen:
                step.chosen.remove(value)
            else:
                step.chosen.append(value)
            return []
        return self._apply(step.pick(value)) if step.pick else []

    def _ok(self, step: Step) -> list[str]:
        if step.confirm is not None:
            if step.page + 1 < step.pages:
                step.page += 1
                return []
            return self._apply(step.confirm(tuple(step.chosen)))
        if step.pages > 1:
            step.page = (step.page + 1) % step.pages
            return []
        if step.ok is None:
            if not step.new_game:   # setting up a new game: no board yet (not the last game's)
                self._note = Note(self.board(self._state), full=True)   # OK with nothing to do: the board
            return []
        return self._apply(step.ok())

    def _ok_label(self, step: Step) -> str:
        more = self.cat.text("ok.more", page=step.page + 1, pages=step.pages)
        if step.confirm is not None:
            return more if step.page + 1 < step.pages else step.ok_label or self.cat.text("ok.confirm")
        if step.pages > 1:
            return more
        if step.ok:
            return step.ok_label
        # OK always opens the board; it is labelled only where the footer line is free.
        return "" if step.items else self.cat.text("ok.board")

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
