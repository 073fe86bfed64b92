"""One story per game: everything the box tells, in order, each step said once, read by many readers.

A step is what one journaled answer told the table (what happened, what to move, the pages to read), numbered,
attributed to the seat that acted and the device it acted from (the box, or that seat's phone). The story is
the one record; the box's screen, its voice and every phone are readers that keep their own position in it,
so an act from one device never erases what another reader has not read, and no reader is told a step twice.

Each step handed to a reader is recorded (`deliver`): the record says how many times each reader got each step
(the box's screen when every sentence of it was drawn, its voice when said, a phone when sent in its menu's
answer). A phone keeps its own position and sends it with each request (`since`). An undo is a step of its own, naming the seat whose move it took back
(`undid`), so that seat's phone is told. Pure data: no clock, no I/O.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

LATEST = 3          # steps a phone is given when it names no position (its first look, a reload)
KEPT = 400          # steps kept for a game (a whole Merlin game tells about 250); older ones are read by all


@dataclass(frozen=True)
class Told:
    """One step of the story: its number, its words (paragraphs), its pages (read one by one), who acted."""

    number: int
    text: str
    seat: str | None = None          # the seat whose act this was (None: nobody's turn, the setup)
    name: str = ""                   # that seat's player, as the table knows them
    device: str = "box"              # "box" or "phone"
    pages: tuple[str, ...] = ()      # pages the table reads with OK (a scoring, what to do with its hands)
    undid: str | None = None         # an undo: the seat whose move it took back
    rules: tuple[str, ...] = ()      # the lessons the answer brought (teaching mode): the box's words, no player's

    def words(self) -> str:
        """Everything the step tells, its lessons and pages included, as paragraphs (in the screen's order)."""
        return "\n".join(part for part in (self.text, *self.rules, *self.pages) if part)

    def for_phone(self, seat: str | None) -> dict:
        """The step as a phone shows it (`yours`: this seat's move was taken back; `rules`: the lessons it brought,
        shown apart as the box's, never under the name of whoever answered)."""
        own = "\n".join(part for part in (self.text, *self.pages) if part)
        found = {"n": self.number, "who": self.name, "phone": self.device == "phone",
                 "lines": [line for line in own.split("\n") if line.strip()]}
        if self.rules:
            found["rules"] = list(self.rules)
        if self.undid is not None and self.undid == seat:
            found["yours"] = True
        return found


@dataclass
class Story:
    """The steps of the game in progress, and where each of the box's readers is in it."""

    game: object = None
    steps: list[Told] = field(default_factory=list)
    delivered: dict[str, list[int]] = field(default_factory=dict)   # reader -> the step numbers handed to it, in order
    acts: list[str | None] = field(default_factory=list)     # each journaled line's seat, for the undo's name
    next_number: int = 1                                     # numbers never restart: a phone's position stays valid

    @classmethod
    def taken_up(cls, game, position: int) -> "Story":
        """The story of `game` as a box started again takes it up: numbered past `position`, the journal's rows so
        far (each row told one step at most), so a phone's position from before never names a new step."""
        return cls(game=game, next_number=position + 1)

    def follow(self, game) -> None:
        """Start a new story when the game changes (a new game, the box's game menu)."""
        if game != self.game:
            self.game = game
            self.steps.clear()
            self.acts.clear()
            self.delivered.clear()

    def acted(self, seat: str | None) -> None:
        """A line journaled for `seat` (an undo takes back the last one: `taken_back`)."""
        self.acts.append(seat)

    def taken_back(self) -> str | None:
        """The seat whose line an undo just took back (None when unknown: a game resumed after a restart)."""
        return self.acts.pop() if self.acts else None

    def tell(self, text: str, seat: str | None = None, name: str = "", device: str = "box",
             pages=(), undid: str | None = None, rules=()) -> Told | None:
        """Add a step (None when it tells nothing); `rules`: the lessons the answer brought, apart from its words."""
        pages = tuple(page for page in pages if page.strip())
        rules = tuple(rule.strip() for rule in rules if rule.strip())
        if not text.strip() and not pages and not rules:
            return None
        step = Told(self.next_number, text.strip(), seat, name, device, pages, undid, rules)
        self.next_number += 1
        self.steps.append(step)
        del self.steps[:-KEPT]
        return step

    def withdraw(self, number: int, pages) -> None:
        """Pages of step `number` the box dropped before any of its readers could finish them (a scoring's
        holdings told again when what they count changed): the step no longer tells them (a phone that got
        them keeps them; the box's screen and voice are not to read them any more)."""
        gone = set(pages)
        self.steps = [replace(step, pages=tuple(page for page in step.pages if page not in gone))
                      if step.number == number else step for step in self.steps]

    @property
    def latest(self) -> int:
        """The number of the last step told (0 before any)."""
        return self.next_number - 1

    def since(self, number, latest: int = LATEST) -> list[Told]:
        """The steps after `number`; the last `latest` when `number` is none or not of this story."""
        if isinstance(number, bool) or not isinstance(number, int) or number > self.latest or number < 0:
            return self.steps[-latest:] if latest else []
        return [step for step in self.steps if step.number > number]

    def unread(self, reader: str) -> list[Told]:
        """The steps of this game not handed to `reader` yet, in order."""
        got = set(self.delivered.get(reader, ()))
        return [step for step in self.steps if step.number not in got]

    def deliver(self, reader: str, steps) -> None:
        """`steps` handed to `reader` (recorded: the count of each step a reader got is the story's own)."""
        self.delivered.setdefault(reader, []).extend(step.number for step in steps)

    def times(self, reader: str, number: int) -> int:
        """How many times step `number` was handed to `reader`."""
        return self.delivered.get(reader, []).count(number)
