"""The public state of the journal's game, rebuilt with the box's own machinery, its last events,
and what the box is saying and asking now, in both languages."""
from __future__ import annotations

import importlib
import json
import logging
import sys
from collections import deque
from typing import Callable

from companion.core import registry
from companion.journal.session import Session, replay_lines
from .seat_names import overlay
from .source import GameLines

log = logging.getLogger(__name__)

LOG_SIZE = 20    # events kept for the page, newest first
LANGUAGES = ("fr", "en")


def event_words(kind: str, lang: str) -> Callable[[object], str | None]:
    """How a game puts one of its events into words: its words module's `say(event, lang)`,
    or its catalog's `event(event)`."""
    words = game_module(kind, "words")
    if callable(getattr(words, "say", None)):
        return lambda event: words.say(event, lang)
    from companion.core.i18n import Catalog
    try:
        return Catalog.load(lang, kind).event
    except (ImportError, AttributeError, LookupError):   # a game without words yet: its events go unsaid
        log.warning("no words for the events of %s in %s", kind, lang)
        return lambda event: None


# What the page reads of a game, and where: parts of its table wing, and modules of its rules.
WING_PARTS = ("forecast", "recap")
RULES_MODULES = ("cards",)


def game_module(kind: str, name: str):
    """A module of a game the page reads, None when the game has none (or is not registered).

    `words`: the module of its wing's catalog class (`say(event, lang)`, `word(lang, slug)` when it has
    them); `forecast`, `recap`: parts its wing declares (`registry.table`); `cards`: a module of its rules
    (`registry.load`). The page reaches a game through these two doors only."""
    if kind not in registry.GAMES:
        return None
    if name == "words":
        return sys.modules[registry.table(kind).words.__module__]
    if name in WING_PARTS:
        return registry.table(kind).part(name)
    if name not in RULES_MODULES:
        raise ValueError(f"the page reads no '{name}' of a game")
    module = f"{registry.load(kind).__name__}.{name}"
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as err:
        if err.name != module:   # the module exists but something it needs is missing: a real fault
            raise
        return None


def _add_printed_board(state: dict, game) -> None:
    """A game whose engine plays on a printed board given as data (`game.board.as_dict()`, Merlin's
    action track) has it on the page, which draws the spaces; its notes stay out of the page."""
    board = getattr(game, "board", None)
    if isinstance(state.get("board"), dict) and callable(getattr(board, "as_dict", None)):
        printed = {key: value for key, value in board.as_dict().items() if key != "notes"}
        state["board"] = {**printed, **state["board"]}


def _journal_words(current: GameLines | None) -> dict | None:
    """What the page says about the journal it reads: {problem, file, spare}; None when all is well."""
    if current is None or (current.problem is None and not current.spare):
        return None
    return {"problem": current.problem, "file": current.file, "spare": current.spare}


class Mirror:
    """Follows the journal's lines: new lines are applied one by one, anything else is replayed."""

    def __init__(self, languages: tuple[str, ...] = LANGUAGES, forecast: bool = False):
        self.languages = languages
        self.forecast = forecast
        self.forecast_json: str | None = None
        self.session = Session.in_memory()
        self.kind: str | None = None
        self.lines: tuple[str, ...] = ()
        self.game_id: int | None = None
        self.notice: str | None = None
        self.journal: dict | None = None   # which file is read and what is wrong with it, when anything is
        self.events: deque[dict] = deque(maxlen=LOG_SIZE)
        self._sayers: dict[str, dict] = {}
        self._boxes: dict[str, Callable] | None = None
        self._last = None
        self.given: tuple[int | None, dict[str, str]] = (None, {})   # the phones' names, and their game
        self.state_json = self._dump()
        self.log_json = json.dumps([], ensure_ascii=False)
        self.box_json = "null"

    def follow(self, current: GameLines | None) -> bool:
        """Bring the mirror up to the journal's game; True when the public state changed."""
        notice = current.notice if current is not None else None
        journal = _journal_words(current)
        same_notice = notice == self.notice and journal == self.journal
        self.notice, self.journal = notice, journal
        if current is None or current.game_id is None:
            if self.game_id is None and not self.lines and same_notice:
                return False
            self._restart(None, None)
        elif (current.game_id == self.game_id and current.lines[:len(self.lines)] == self.lines
              and len(self.lines) > 0):
            if len(current.lines) == len(self.lines) and same_notice:
                return False
            self._feed(current.lines[len(self.lines):])
        else:
            # Another game, or an undo: replay from the `new` line (the log then holds no undone event).
            self._restart(current.game_id, current.kind)
            self.session.given_setup = current.setup   # the game's own board, not this box's
            self._replay(current.lines)
        self.state_json, self.log_json = self._dump(), json.dumps(list(self.events), ensure_ascii=False)
        self.box_json = json.dumps(self._box_words(), ensure_ascii=False)
        if self.forecast:
            module = game_module(self.kind, "forecast")
            if module is not None and self.session.game is not None:
                from companion.core.i18n import Catalog
                catalogs = {lang: Catalog.load(lang, self.kind) for lang in self.languages}
                self.forecast_json = json.dumps(module.forecast(self.session.game, catalogs), ensure_ascii=False)
            else:
                self.forecast_json = None
        return True

    def rename(self, game_id: int | None, given: dict[str, str]) -> bool:
        """The names phones gave at pairing (the box's file); True when the page's state changed."""
        if (game_id, given) == self.given:
            return False
        self.given = (game_id, given)
        self.state_json = self._dump()
        self.box_json = json.dumps(self._box_words(), ensure_ascii=False)
        return True

    def _named(self, state: dict) -> dict:
        """`state` with the phones' names of this game over the players it left unnamed (as the box says them)."""
        game_id, given = self.given
        return overlay(state, given) if given and game_id == self.game_id and game_id is not None else state

    def _restart(self, game_id: int | None, kind: str) -> None:
        self.session, self.lines, self.game_id, self.kind = Session.in_memory(), (), game_id, kind
        self.events.clear()
        self._boxes, self._last = None, None

    def _replay(self, lines: tuple[str, ...]) -> None:
        """The whole game: replayed by the session's `replay_lines` in the journal's kind, the last
        lines fed one by one so the log has their events."""
        split = len(lines) - LOG_SIZE
        if split < 1:   # a short game: every line through the session, the `new` line's events too
            self._feed(lines)
            return
        try:
            self.session.game = replay_lines(list(lines[:split]), self.kind, self.session.given_setup)
        except Exception:   # the box accepted these lines: an engine change between versions
            log.exception("journal game %s does not replay", self.game_id)
            self.notice = self.notice or f"game {self.game_id} of the journal cannot be replayed here"
            return
        self.session.lines, self.session.game_kind = list(lines[:split]), self.kind
        self.session.setup = self.session.given_setup
        self.lines = tuple(lines[:split])
        self._feed(lines[split:])

    def _feed(self, lines: tuple[str, ...]) -> None:
        narrate = self._narrator()
        for line in lines:
            before = self.session.state() if narrate else None
            outcome = self.session.submit(line)
            if not outcome.accepted:   # the box accepted it: an engine change between versions
                log.warning("journal line refused on replay: %r (%s)", line, outcome.code)
            turn = self.session.game.turn if self.session.game else 0
            for event in outcome.events:
                words = {lang: say(event) for lang, say in self._sayer().items()}
                if any(words.values()):
                    self.events.appendleft({"turn": turn, **words})
            if narrate and outcome.accepted:
                self._narrate(narrate, before, turn)
            self._last = outcome
        self.lines += tuple(lines)

    def _narrator(self) -> Callable | None:
        """The game's `page_steps(cat, before, after)`, when its last events are the steps said from the change
        of the public state (Merlin: its events move pieces the box names from the difference, not from the
        events; the other games' events say their steps)."""
        try:
            return registry.table(self.kind).page_steps if self.kind in registry.GAMES else None
        except ImportError:   # the game's box words are not installed here
            return None

    def _narrate(self, narrate: Callable, before: dict, turn: int) -> None:
        """Each step the box says for the last line, one log entry a sentence, in every language."""
        from companion.core.i18n import Catalog
        after = self.session.state()
        said = {}
        for lang in self.languages:
            steps = narrate(Catalog.load(lang, self.kind), before, after)
            said[lang] = [line for text in (*steps.now, *steps.pages) for line in text.split("\n") if line]
        for at in range(max(map(len, said.values()), default=0)):
            self.events.appendleft({"turn": turn, **{lang: (lines[at] if at < len(lines) else "")
                                                     for lang, lines in said.items()}})

    def _sayer(self) -> dict:
        if self.kind not in self._sayers:
            self._sayers[self.kind] = {lang: event_words(self.kind, lang) for lang in self.languages}
        return self._sayers[self.kind]

    def _box_words(self) -> dict | None:
        """{lang: {said, prompt, menu}} from the game's own front end; None when it has none yet
        (the page then phrases the question itself)."""
        if self.session.game is None:
            return None
        if self._boxes is None:
            from companion.core.words_of_the_box import has_words, words_of_the_box
            try:
                self._boxes = ({lang: words_of_the_box(lang, self.kind, engine=lambda: self.session.game)
                               for lang in self.languages}
                               if has_words(self.kind) else {})
            except ImportError:   # the game's front end is named but not written yet
                log.warning("no front end for %s yet: the page phrases its questions itself", self.kind)
                self._boxes = {}
        if not self._boxes:
            return None
        state = self._named(self.session.state())
        return {lang: words(state, self._last) for lang, words in self._boxes.items()}

    def state(self) -> dict:
        """The public state, as `camelot replay --json` prints it (with the game's kind, and a notice
        when the journal is damaged)."""
        state = self._named(self.session.state())
        state.setdefault("game", self.kind)
        state["game_id"] = self.game_id
        state["rejected"] = []
        if self.notice:
            state["notice"] = self.notice
        _add_printed_board(state, self.session.game)
        if self.journal:
            state["journal"] = self.journal
        return state

    def _dump(self) -> str:
        return json.dumps(self.state(), ensure_ascii=False, separators=(",", ":"))
