"""Enrollment: walk through every physical card, place each on the reader, remember its tag.

The walk asks for the cards in the order of cards.json (white, then black, then the
loyalty cards when wanted), copy by copy. Where it stands is worked out from the tag map
alone, so an interrupted enrollment picks up where it stopped. Messages are for the
builder, in English; card names follow the configured language.
"""
from __future__ import annotations

import queue
import threading
from typing import Callable, Iterable

from drivers.base import Buttons, ButtonPress, Event, PartTrouble, Reader, TagSeen

from .config import Config
from .errors import CompanionError
from .shadows.cards import CARDS, Card
from .tagmap import TagMap


class EnrollmentWalk:
    """The enrollment as a pure object: feed it reader and button events, print what it answers."""

    def __init__(self, tagmap: TagMap, cards: Iterable[Card], *, language: str = "fr", include_loyalty: bool = False):
        colors = ("white", "black", "loyalty") if include_loyalty else ("white", "black")
        self._cards = [card for card in cards if card.color in colors]
        self._tagmap = tagmap
        self._language = language
        self.total = sum(card.copies for card in self._cards)
        self.enrolled_now = 0

    @property
    def enrolled(self) -> int:
        """How many of the walk's cards already have a tag."""
        counts = self._tagmap.counts()
        return sum(min(counts[card.slug], card.copies) for card in self._cards)

    @property
    def finished(self) -> bool:
        """True once every card of the walk has a tag."""
        return self.enrolled == self.total

    def prompt(self) -> str:
        """What to place next, e.g. "12/160: Combat 3 (copy 2 of 10)"."""
        wanted = self._wanted()
        if wanted is None:
            return f"All {self.total} cards are enrolled."
        card, copy = wanted
        return f"{self.enrolled + 1}/{self.total}: {self._name(card)} (copy {copy} of {card.copies})"

    def feed(self, event: Event) -> str | None:
        """Take one event; return what to tell the builder, or None."""
        if isinstance(event, TagSeen):
            return self._tag(event.uid)
        if isinstance(event, ButtonPress) and event.name == "BACK":
            return self.undo()
        if isinstance(event, PartTrouble):
            return f"{event.part}: {event.message}"
        return None

    def undo(self) -> str:
        """Forget the most recently enrolled tag of the walk, to enroll that copy again."""
        slugs = {card.slug for card in self._cards}
        last = [uid for uid, slug in self._tagmap.items() if slug in slugs]
        if not last:
            return "Nothing to take back. " + self.prompt()
        slug = self._tagmap.forget(last[-1])
        self.enrolled_now = max(self.enrolled_now - 1, 0)
        return f"Took back the last {self._name(CARDS[slug])}. " + self.prompt()

    def _tag(self, uid: str) -> str:
        wanted = self._wanted()
        if wanted is None:
            return self.prompt()
        card, copy = wanted
        try:
            self._tagmap.enroll(uid, card.slug)
        except CompanionError as exc:
            if exc.code != "tag-already-enrolled":
                raise
            known = self._tagmap.lookup(uid)
            name = self._name(CARDS[known]) if known in CARDS else known
            return f"This tag is already {name}: put that card aside. Still waiting for {self.prompt()}"
        self.enrolled_now += 1
        return f"{self._name(card)} (copy {copy} of {card.copies}) enrolled. Next: {self.prompt()}"

    def _wanted(self) -> tuple[Card, int] | None:
        counts = self._tagmap.counts()
        for card in self._cards:
            if counts[card.slug] < card.copies:
                return card, counts[card.slug] + 1
        return None

    def _name(self, card: Card) -> str:
        return card.name.get(self._language, card.slug)


def run_enroll(
    cfg: Config,
    reader: Reader,
    *,
    buttons: Buttons | None = None,
    out: Callable[[str], None] = print,
    stop: threading.Event | None = None,
    include_loyalty: bool = False,
) -> int:
    """Run the enrollment walk on `reader` (and BACK to take back) until done or `stop` is set.

    Starts and closes the reader and the buttons; returns how many tags were enrolled.
    """
    walk = EnrollmentWalk(TagMap(cfg.tag_map_path, known=CARDS), CARDS.values(), language=cfg.language,
                          include_loyalty=include_loyalty)
    out(walk.prompt())
    if walk.finished:
        return 0
    events: queue.Queue[Event] = queue.Queue()
    reader.start(events.put)
    if buttons is not None:
        buttons.start(events.put)
    try:
        while not walk.finished and not (stop is not None and stop.is_set()):
            try:
                event = events.get(timeout=0.1)
            except queue.Empty:
                continue
            message = walk.feed(event)
            if message:
                out(message)
    finally:
        reader.close()
        if buttons is not None:
            buttons.close()
    return walk.enrolled_now
