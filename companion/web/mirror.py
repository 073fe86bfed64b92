"""The public state of the journal's game, rebuilt with the box's own Session, and its last events."""
from __future__ import annotations

import json
import logging
from collections import deque

from ..i18n import Catalog
from ..session import Session
from .source import GameLines

log = logging.getLogger(__name__)

LOG_SIZE = 20    # events kept for the page, newest first


class Mirror:
    """Follows the journal's lines: new lines are applied one by one, anything else is replayed."""

    def __init__(self, languages: tuple[str, ...] = ("fr", "en"), forecast: bool = False):
        self.forecast = forecast
        self.forecast_json: str | None = None
        self.catalogs = {lang: Catalog.load(lang) for lang in languages}
        self.session = Session.in_memory()
        self.lines: tuple[str, ...] = ()
        self.game_id: int | None = None
        self.events: deque[dict] = deque(maxlen=LOG_SIZE)
        self.state_json = self._dump()
        self.log_json = json.dumps([], ensure_ascii=False)

    def follow(self, current: GameLines | None) -> bool:
        """Bring the mirror up to the journal's game; True when the public state changed."""
        if current is None:
            if self.game_id is None and not self.lines:
                return False
            self._restart(None)
        elif current.game_id == self.game_id and current.lines[:len(self.lines)] == self.lines:
            if len(current.lines) == len(self.lines):
                return False
            self._feed(current.lines[len(self.lines):])
        else:
            # Another game, or an undo: replay from the `new` line (the log then holds no undone event).
            self._restart(current.game_id)
            self._feed(current.lines)
        self.state_json, self.log_json = self._dump(), json.dumps(list(self.events), ensure_ascii=False)
        if self.forecast:
            from .shadows_forecast import forecast
            self.forecast_json = json.dumps(forecast(self.session.game, self.catalogs), ensure_ascii=False)
        return True

    def _restart(self, game_id: int | None) -> None:
        self.session, self.lines, self.game_id = Session.in_memory(), (), game_id
        self.events.clear()

    def _feed(self, lines: tuple[str, ...]) -> None:
        for line in lines:
            outcome = self.session.submit(line)
            if not outcome.accepted:   # the box accepted it: an engine change between versions
                log.warning("journal line refused on replay: %r (%s)", line, outcome.code)
            for event in outcome.events:
                words = {lang: cat.event(event) for lang, cat in self.catalogs.items()}
                if any(words.values()):
                    turn = self.session.game.turn if self.session.game else 0
                    self.events.appendleft({"turn": turn, **words})
        self.lines += tuple(lines)

    def state(self) -> dict:
        """The public state, as `camelot replay --json` prints it."""
        state = self.session.state()
        state["game_id"] = self.game_id
        state["rejected"] = []
        return state

    def _dump(self) -> str:
        return json.dumps(self.state(), ensure_ascii=False, separators=(",", ":"))
