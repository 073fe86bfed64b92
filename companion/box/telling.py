"""The box's side of the story (core/story.py): each answer of the engine written once as a step, attributed
to whoever acted and from which device, and the box's own readers, its screen and its voice, handed each
step once.

`StoryTeller` is a part of `Companion` (its base class), called from `Companion.show` on the engine thread.
The screen keeps what it has not shown yet: a phone's tap over a message the screen was still paging keeps
that message's unread pages before the new answer (the front end's `tell_as`); a page the table reads with
OK (Merlin's scoring, a setup guide) stays queued until it is read; one the menus drop before the screen drew it
(a scoring's holdings told again once what they count changed, a page closed with BACK, an undo) is withdrawn
from its step. The voice says each step once when it comes (its pages as the screen shows them, alone or kept
before another device's answer), then the question; a frame drawn again says nothing again. The box's words name
a seat by its phone's player where the game left it unnamed (`_said_as`).
"""
from __future__ import annotations

from dataclasses import replace

from companion.core import menu_walk
from companion.core.screen import page_of, sentences
from companion.core.teaching import lessons_apart
from .seats import deciding_seat, version_of

SEEN_CHARS = 1200        # the screen's last frames' text (a sentence read over two of them)
RECENT_STEPS = 32       # the story's last steps a frame's message may still show (said there, never again)
WHERE_CHARS = 48         # a phone's sub-menu named on the box's screen, at most this long


def _bare(text: str) -> str:
    """`text` without any space: the screen wraps lines and joins them again, the words stay in order."""
    return "".join(text.split())


def _sentences(text: str) -> set[str]:
    """The sentences of `text`, bare, as the screen's reader looks for them."""
    return {_bare(sentence) for part in text.split("\n") for sentence in sentences(part)} - {""}


class StoryTeller:
    """Part of Companion: writes the story and reads it to the box's screen and voice."""

    def actor(self, by=None) -> tuple:
        """Who the lines being submitted are for: (seat, name, device); `by`: the phone's seat, None at the box
        (then the seat whose decision it is, if any)."""
        if by is not None:
            return by.seat, by.name, "phone"
        state = self.session.state()
        if self.session.game is None or not state.get("seats") or state.get("over"):
            return None, "", "box"
        seat = deciding_seat(state)
        return seat, (self.seats.name_of(seat, self.seats.named(state), self.catalog) if seat else ""), "box"

    def _said_as(self):
        """The last outcome as the box says it: the paired phones' names in its events (one copy per outcome,
        so the front end sees the same answer at each frame); the journal keeps the game's own names."""
        if self._named[0] is not self.last:
            self._named = (self.last, self.seats.named_events(self.last) if self.last is not None else None)
        return self._named[1]

    def before_telling(self) -> None:
        """Before a new answer is shown: a phone's answer is told as its player's, and never erases what the
        screen had not shown yet (an act at the box is made looking at its screen: it is not kept for it)."""
        seat, name, device = self._actor
        if device == "phone":
            self.frontend.tell_as(self.catalog.text("seats.answered-by", name=name), keep_unread=True, name=name)

    def tell(self, state: dict) -> None:
        """Write the answer just shown as the story's next step (a refusal is no step: it goes to its asker)."""
        pages = self._new_pages(state)
        outcome = self.last
        undid, self._undid = self._undid, None
        if not outcome.accepted:
            return
        seat, name, device = self._actor
        undone = any(event.key == "undone" for event in outcome.events)
        own, lessons = lessons_apart(self.frontend, self.frontend.told)     # the lessons: the box's, no player's
        self.story.tell(own, seat, name, device, pages=[*self.frontend.told_pages, *pages],
                        undid=undid if undone else None, rules=lessons)

    def _new_pages(self, state: dict) -> list[str]:
        """The pages the last answer queued for the table to read with OK (a fresh copy's `read_through`:
        the queue's head still unread was queued before)."""
        if self.frontend.kind is None:
            self._queued = []
            return []
        try:
            queued = menu_walk.fresh(self.frontend, state).read_through(state)
        except Exception:   # a copy that cannot be built tells no page; the box's own frame is drawn all the same
            return []
        old, self._queued = self._queued, list(queued)
        self._withdraw([page for page in old if page not in queued])
        kept = next(k for k in range(min(len(old), len(queued)), -1, -1) if old[len(old) - k:] == queued[:k])
        return queued[kept:]

    def _withdraw(self, gone: list[str]) -> None:
        """Pages queued before and no longer (read with OK, or dropped unread by the menus: a scoring's holdings
        told again once what they count changed): those the screen had not drawn whole are no reader's to read."""
        for step in self.story.unread("screen") if gone else ():
            unseen = self._unseen.get(step.number)
            dropped = [page for page in step.pages if page in gone and (unseen is None or unseen & _sentences(page))]
            if dropped:
                self.story.withdraw(step.number, dropped)
                if unseen is not None:
                    left = next(told for told in self.story.steps if told.number == step.number)
                    self._unseen[step.number] = unseen & _sentences(left.words())

    def screen_read(self, view) -> None:
        """The screen's reader: a step is handed to it once every sentence of it has been drawn (on frames as far
        apart as the table reads them: phones may answer between two pages)."""
        if view is None or self.pairing is not None:
            return
        lines, _ = page_of(view)
        drawn = _bare(" ".join(line for line, _ in lines))
        if drawn and not self._seen.endswith(drawn):
            # The last frames' text, joined: a sentence longer than a page is read over two frames.
            self._seen = (self._seen + drawn)[-SEEN_CHARS:]
        whole = []
        for step in self.story.unread("screen"):
            unseen = self._unseen.setdefault(step.number, _sentences(step.words()))
            unseen -= {sentence for sentence in unseen if sentence in self._seen}
            if not unseen:
                whole.append(step)
                del self._unseen[step.number]
        self.story.deliver("screen", whole)
        first = self.story.steps[0].number if self.story.steps else self.story.next_number
        for number in [number for number in self._unseen if number < first]:
            del self._unseen[number]        # a game left: its steps are no one's to read any more
    def voice_parts(self, view) -> tuple[str, str]:
        """What the voice says of a frame: (the story's steps not said yet, each once, with their pages as the
        screen shows them; the question, without what the story says)."""
        from .speech import spoken_form, spoken_view
        told = []
        pages = {page for step in self.story.steps for page in step.pages}
        shown = _bare(view.message)
        for step in self.story.unread("voice"):
            if (step.number, None) not in self._said_pages:
                self._said_pages.add((step.number, None))
                who = self.catalog.text("seats.answered-by", name=step.name) if step.device == "phone" else ""
                if step.text:
                    # « Léa pose… » names her already: not « Léa (téléphone) : Léa pose… ».
                    named = bool(step.name) and step.text.startswith(step.name)
                    told.append(" ".join(filter(None, ("" if named else who, step.text))))
                # The lessons it brought: the box's own words, after the answer; after a phone's player's, said so.
                lead = self.catalog.text("seats.lesson-after") if who and step.text else ""
                told += [" ".join(filter(None, (lead if at == 0 else "", rule))) for at, rule in enumerate(step.rules)]
            for page in step.pages:
                if (step.number, page) in self._said_pages:
                    continue
                if view.prompt == page:
                    self._said_pages.add((step.number, page))
                    told.append(page)
                    break
                if _bare(page) and _bare(page) in shown:
                    # Kept on the screen before an answer from another device (a guide's unread pages): said there.
                    self._said_pages.add((step.number, page))
                    told.append(page)
            if all((step.number, page) in self._said_pages for page in step.pages):
                self.story.deliver("voice", [step])
        # The steps a message on the screen can still come from: phones answering fast may add many between frames.
        story = _bare(self.frontend.telling) + "".join(_bare(step.words()) for step in self.story.steps[-RECENT_STEPS:])
        message = "\n".join(part for part in view.message.split("\n") if _bare(part) not in story)
        question = replace(view, message=message, prompt="" if view.prompt in pages else view.prompt)
        # The undo's question says both its answers, as a choice is said: OK takes back, RETOUR keeps.
        keep = self.frontend.back_word
        asked = " ".join(filter(None, (spoken_view(question, self.catalog), keep and spoken_form(keep, self.catalog))))
        return spoken_form("\n".join(told), self.catalog) if told else "", asked

    def where_phone_is(self, view):
        """`view` with the sub-menu the deciding seat's phone is in, when the screen says nothing over its menu (never
        over a page being read: its pages would no longer be the ones OK turns)."""
        if self.pairing is not None or view.message or not any(view.menu) or not self.phone_at or self.session.game is None:
            return view
        state = self.session.state()
        at = self.phone_at.get(deciding_seat(state) if state.get("seats") else None)
        if at is None or at[0] != version_of(state):
            return view
        where = at[2] if len(at[2]) <= WHERE_CHARS else at[2][:WHERE_CHARS - 1].rstrip() + "…"
        return replace(view, message=self.catalog.text("seats.phone-at", name=at[1], where=where))
