"""The board's index: OK held, from any screen, opens the board by sections on A/B/C (each game gives its
sections, `Frontend.board_sections`); a section too long for the pages a table reads becomes a sub-index.
The index's second page holds the box's own entries, at fixed homes in every game: A the phones' page (when
it is served), C « Arrêter la partie » (confirmed, its price said). OK reads on, as in a section: the next
page, and on the last one it closes the index; BACK, from any of its pages, or OK held again, closes it and the
screen underneath comes back as it was (a sub-index, « Règles » too: BACK goes up to the index, on its page).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .screen import PICTURE, READ_PAGES, View, text_pages
from .step import PER_PAGE, Note, Result, Step
from .teaching import RULES, rules_entry, rules_index

Section = Union[str, list]   # a section's text, or its sub-sections [(label, text)...]
PHONES, STOP = "+phones", "+stop"   # the index's own entries (never a section's number)


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


def board_index(front, under: Step | None, sections: list | None = None, top: "BoardStep | None" = None,
                title: str = "") -> BoardStep:
    """The board's index (or a section's sub-index): A/B/C open a section, OK reads on, BACK goes up."""
    cat = front.cat
    if sections is None:
        sections = front.board_sections(front._state)
    items = [(str(i), label) for i, (label, _) in enumerate(sections)]
    rules = rules_entry(front) if top is None else []      # teaching mode: the lessons, to read again
    if top is None and (front.page_url or front.may_stop() or rules):
        # The box's own entries on a page of their own, each at its home: never reached by OK reading a section.
        items += [("", "")] * (-len(items) % PER_PAGE)
        items += [(PHONES, cat.text("ui.board-phones-entry")) if front.page_url else ("", ""), *(rules or [("", "")]),
                  (STOP, cat.text("ui.stop-game")) if front.may_stop() else ("", "")]
    index: BoardStep

    def pick(value: str) -> Result:
        if value == PHONES:
            front._note = Note(PICTURE, full=True)    # the phones' page: its QR code and address (the pairing)
            return None
        if value == STOP:
            return front.stop_game()
        if value == RULES:
            here = front.lessons_behind((top or index).under)    # the rules of the options of the question under it
            return rules_index(front, lambda: index, here, BoardStep, under=index)
        label, content = sections[int(value)]
        if isinstance(content, str):
            front._note = Note(content, full=True)   # read page by page with OK; any press then closes it
            return None
        return board_index(front, index, content, top=top or index, title=label)

    def back() -> Result:
        return index.under if top is not None else front._close_board()

    def ok() -> Result:
        return index.under if top is not None else front._close_board()
    index = BoardStep(cat.text("ui.board-index") if top is None else title, tuple(items), pick=pick, back=back,
                      ok=ok, ok_label=cat.text("ok.close"), under=under)
    return index
