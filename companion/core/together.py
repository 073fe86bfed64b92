"""What just happened and the next question, together (issue 26, docs/table-experience.md).

A result shares the screen with the question that follows when both fit (over a paged menu, two lines
take the footer's); a longer one covers the menu and OK reads it page by page, its last sentences coming
back over the menu when they fit. OK closes a result before it turns a menu's page, whatever its length,
and A, B, C answer under it at once: after any result the same step costs the same presses. A question
that names its stakes (`Step.stake`: what each answer does) says them once, after the result, in the
same text.
"""
from __future__ import annotations

from dataclasses import replace

from .screen import READ_PAGES, View, page_of, sentences, text_pages, whole_pages


def with_stake(step, note, make_note):
    """The message to show over `step`: `note`, then the step's question and its stakes the first time
    the step is shown (a refusal or a full page stays alone: the question was said before it)."""
    if not step.stake or (note is not None and (note.alert or note.full)):
        step.stake = "" if note is not None and note.alert else step.stake
        return note
    question = f"{step.prompt} {step.stake}"
    text = "\n".join(part for part in (note.text if note else "", question) if part)
    # Joined only when every sentence stays on its page within the pages a table reads: a result that
    # would need to run on to make room says itself alone first, the question and its stakes once it is closed.
    if note is not None and whole_pages(View(message=text, cover=True, ok="OK")) > READ_PAGES:
        return note
    step.stake = ""
    return make_note(text)


def over_menu(shown: View, note) -> View:
    """What just happened over a paged menu: its two lines rather than the footer's « suite » when only the
    footer keeps them from sharing the screen (OK closes it, then the footer is back)."""
    if note is None or note.cover or note.alert or not shown.more or not shown.ok or text_pages(replace(shown, page=0)) == 1:
        return shown
    bare = replace(shown, ok="")
    return bare if text_pages(replace(bare, page=0)) == 1 else shown


def last_page_with_menu(shown: View, note, page: int, ok_label: str):
    """(note, page) once OK turned to `page` of a message covering the menu: on its last page, its last
    lines over the menu (a short message, page 0) when they fit there; else unchanged."""
    if note is None or not shown.cover or page + 1 != text_pages(shown):
        return note, page
    lines, _ = page_of(replace(shown, page=page))
    tail = " ".join(line for line, _ in lines)
    together = replace(shown, message=tail, cover=False, page=0, ok=ok_label)
    said = " ".join(note.text.split())
    whole = said.endswith(tail) and (len(said) == len(tail) or said[-len(tail) - 2] in ".!?…»:")
    if tail and whole and text_pages(together) == 1:       # whole sentences only, never a phrase's end
        return replace(note, text=tail, cover=False), 0
    return note, page


def unread_pages(note, shown: View | None, page: int) -> str:
    """The sentences of a message covering the menu that the screen has not shown whole yet, past `page` ('' when
    none): kept before the next answer when another device answers (core/story.py). A sentence begun on a page
    shown is kept whole, never from its middle."""
    if note is None or note.full or not note.cover or shown is None or not shown.cover:
        return ""
    return "\n".join(_unseen(shown.message.split("\n"), _drawn(shown, page)))


def unread_guide(guide: list[str], shown: View | None, page: int) -> list[str]:
    """The setup guide's pages the screen has not shown whole yet, past `page`: its first is the prompt under the
    game's first words (not drawn while they cover it, or only its first lines), the others are all unread."""
    seen = _drawn(shown, page) if shown is not None else ""
    return _unseen(guide[:1], seen) + list(guide[1:])


def _drawn(shown: View, page: int) -> str:
    """The text drawn on `shown`'s pages up to `page`, without spaces (the screen wraps lines)."""
    return "".join("".join(line.split()) for at in range(page + 1) for line, _ in page_of(replace(shown, page=at))[0])


def _unseen(parts, seen: str) -> list[str]:
    """Each paragraph of `parts` without its sentences found whole in `seen` (a sentence begun on a page shown is
    kept whole, never from its middle); the paragraphs left empty dropped."""
    rest = [" ".join(s for s in sentences(part) if "".join(s.split()) not in seen) for part in parts]
    return [part for part in rest if part]


def told_over(note, by: str, carried: str):
    """The answer's message told as `by` (« Léa (téléphone) : », on its first line: a page never opens on it
    alone), after `carried`, what the screen had not shown yet of the message before (kept, never erased)."""
    from .step import Note
    if by and note is not None:
        # An answer that tells nothing leaves the next question in view: never the name alone over the menu.
        note = Note(f"{by} {note.text}", alert=note.alert)
    if carried:
        note = Note("\n".join(filter(None, (carried, note.text if note else ""))), alert=bool(note and note.alert),
                    cover=True)
    return note


class Telling:
    """Part of a front end: what the last answer told, for the story (core/story.py, box/telling.py)."""

    def tell_as(self, who: str, keep_unread: bool = False, name: str = "") -> None:
        """The next answer is told as `who` (« Léa (téléphone) : »), unless its words begin with the player's `name`
        already (« Léa pose… »: not « Léa (téléphone) : Léa pose… »); `keep_unread`: what the screen has not shown
        yet of the message it covers stays before it (an act from another device never erases it)."""
        self._by, self._by_name, self._keep_unread = who, name, keep_unread

    @property
    def told(self) -> str:
        """What the last accepted answer told the table (its words, without who answered), '' when nothing."""
        return self._told

    @property
    def telling(self) -> str:
        """The message the last accepted answer opened with, as shown (unread pages kept, who answered, its words)."""
        return self._telling

    @property
    def told_pages(self) -> list[str]:
        """The pages the last answer has the table read (a new game's setup guide), in order."""
        return list(self._told_pages)
