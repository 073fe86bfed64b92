"""The pages Merlin's table reads on the box: the board (whole, or by its index's sections), a scoring's
holdings, and « Plus… », the menu that opens them (and abandons the game)."""
from __future__ import annotations

from companion.core.frontend import NOT_NOW as HOLE, Result, Step, board_index
from companion.core.screen import PAGE_BREAK
from . import board_pages, narration as narrate
from .vocabulary import ABANDON, BOARD


class Pages:
    """Part of Menus: what the table reads rather than chooses."""

    def _read_pages(self) -> Step:
        page = self._pages[0]

        def next_page() -> Result:
            self._pages.pop(0)
            self._step = None
            return None
        more = self.cat.text("box.ok.next") if len(self._pages) > 1 else self.cat.text("ok.close")
        return Step(page, ok=next_page, ok_label=more, back=next_page)

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
        """On the last turn of a scoring round: the holdings the scoring will count, to check first; said
        again when what they count changes (a manor built, a shield taken), the stale pages dropped unread."""
        if state.get("phase") != "play" or not narrate.is_last_turn_before_scoring(state):
            return
        key = (state.get("game_id"), state["round"])
        pages = narrate.holdings(self.cat, state)
        said = self._checked.get(key)
        if said == pages:
            return
        if said:
            self._pages = [page for page in self._pages if page not in said]
        self._checked[key] = pages
        self._pages.extend(pages)

    def board(self, state: dict) -> str:
        """The board page: the round, the track, every player's castle, the provinces; a page each."""
        if state.get("game") != "merlin":
            return self.cat.text("box.setup")
        return f"\n{PAGE_BREAK}\n".join(board_pages.board_pages(self.cat, state)) + self.phone_page()

    def board_sections(self, state: dict) -> list:
        """The board's index: the castles, the provinces, the Domain and the track."""
        if state.get("game") != "merlin":
            return [(self.cat.text("ui.board-whole"), self.cat.text("box.setup"))]
        return board_pages.board_sections(self.cat, state)
