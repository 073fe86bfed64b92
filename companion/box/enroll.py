"""Enrollment: walk through every physical card of one game's deck, place each on the reader, remember its tag.

The walk asks for the cards in the order of the game's card data, copy by copy (a tag per
physical card). Where it stands is worked out from the deck's tag map alone, so an interrupted
enrollment picks up where it stopped. The game, its cards and its optional cards (Shadows'
loyalty cards) come through the registry; the sentences from the core catalog, in the
configured language.
"""
from __future__ import annotations

import queue
import threading
from typing import Callable, Iterable

from drivers.base import Buttons, ButtonPress, Event, PartTrouble, Reader, TagSeen

from companion.core import registry
from .config import FIRST_DECK
from .config import Config
from companion.core.errors import CompanionError
from companion.core.i18n import Catalog
from .tagmap import TagMap, open_decks


def deck(kind: str, *, include_optional: bool = False) -> list:
    """A game's cards in the order the walk asks for them (each with `slug`, `copies`, `name`)."""
    package = registry.load(kind)
    optional = getattr(package, "ENROLL_OPTIONAL", frozenset())
    return [card for card in package.cards.CARDS.values() if include_optional or card.slug not in optional]


class EnrollmentWalk:
    """The enrollment as a pure object: feed it reader and button events, print what it answers."""

    def __init__(self, tagmap: TagMap, cards: Iterable, *, language: str = "fr", other_names=None):
        self._cards = list(cards)
        self._by_slug = {card.slug: card for card in self._cards}
        self._tagmap = tagmap
        self._language = language
        self._cat = Catalog.load(language, game=None)
        self._other_names = other_names or (lambda kind, slug: (kind, slug))
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
        """What to place next, e.g. "12/160 : Combat 3 (exemplaire 2 sur 10)"."""
        wanted = self._wanted()
        if wanted is None:
            return self._cat.text("enroll.done", total=self.total)
        card, copy = wanted
        return self._cat.text("enroll.prompt", n=self.enrolled + 1, total=self.total, card=self._name(card),
                              copy=copy, copies=card.copies)

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
        last = [uid for uid, slug in self._tagmap.items() if slug in self._by_slug]
        if not last:
            return self._cat.text("enroll.nothing-to-undo", next=self.prompt())
        slug = self._tagmap.forget(last[-1])
        self.enrolled_now = max(self.enrolled_now - 1, 0)
        return self._cat.text("enroll.took-back", card=self._name(self._by_slug[slug]), next=self.prompt())

    def _tag(self, uid: str) -> str:
        wanted = self._wanted()
        if wanted is None:
            return self.prompt()
        card, copy = wanted
        try:
            self._tagmap.enroll(uid, card.slug)
        except CompanionError as exc:
            params = getattr(exc, "params", {})
            if exc.code == "tag-already-enrolled":
                known = self._by_slug.get(params["card"])
                return self._cat.text("enroll.already", card=self._name(known) if known else params["card"],
                                      next=self.prompt())
            if exc.code == "tag-in-other-deck":
                game, name = self._other_names(params["game"], params["card"])
                return self._cat.text("enroll.other-deck", card=name, game=game, next=self.prompt())
            raise
        self.enrolled_now += 1
        return self._cat.text("enroll.enrolled", card=self._name(card), copy=copy, copies=card.copies,
                              next=self.prompt())

    def _wanted(self):
        counts = self._tagmap.counts()
        for card in self._cards:
            if counts[card.slug] < card.copies:
                return card, counts[card.slug] + 1
        return None

    def _name(self, card) -> str:
        return card.name.get(self._language, card.slug)


def names_of(language: str) -> Callable[[str, str], tuple[str, str]]:
    """(game title, card name) in `language` for a card of any game's deck."""
    def names(kind: str, slug: str) -> tuple[str, str]:
        package = registry.load(kind)
        card = package.cards.CARDS.get(slug)
        return package.TITLE.get(language, kind), card.name.get(language, slug) if card else slug
    return names


def run_enroll(
    cfg: Config,
    reader: Reader,
    *,
    buttons: Buttons | None = None,
    out: Callable[[str], None] = print,
    stop: threading.Event | None = None,
    include_loyalty: bool = False,
    kind: str = FIRST_DECK,
    language: str | None = None,
) -> int:
    """Run the enrollment walk of one game's deck on `reader` (and BACK to take back) until done or `stop` is set.

    `include_loyalty` asks for the game's optional cards too. Starts and closes the reader and
    the buttons; returns how many tags were enrolled.
    """
    language = language or cfg.language
    walk = EnrollmentWalk(open_decks(cfg, check_cards=True).deck(kind), deck(kind, include_optional=include_loyalty),
                          language=language, other_names=names_of(language))
    out(Catalog.load(language, game=None).text("enroll.start", game=registry.load(kind).TITLE.get(language, kind)))
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
