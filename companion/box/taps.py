"""A phone's tap as the box takes it: what the player saw, once (issue 32; the threat model is in docs/web.md).

A tap names the state its screen showed by the journal's `position` (its count of rows, an undo included:
it never comes back), says how long the menu had been shown under the finger (`shown_ms`, measured by
the page from its own drawing of the buttons) and carries its own `id` (random, drawn by the page for
each tap). The box refuses a tap on a position that is not the current one, ignores one that landed on a
menu drawn less than GRACE_MS before, and answers a tap sent again (same id) with its first answer.
"""
from __future__ import annotations

import json
import math
import re
from collections import OrderedDict
from dataclasses import dataclass

# A finger already on its way when the menu is redrawn cannot be stopped or sent elsewhere by what the
# new menu shows in less than a visual reaction time (about 250 ms, 300 ms for most adults), and the click
# comes when the finger lifts (some 100 ms after it touched): a tap less than 400 ms after the drawing was
# aimed at the menu before. Reading a new menu before choosing on it takes longer still, so no tap meant
# for the new menu is lost (docs/web.md, "Taps").
GRACE_MS = 400
ANSWERS_KEPT = 32          # a seat's last answers kept for a tap sent again (the page sends again once, seconds later)
TAP_ID = re.compile(r"[A-Za-z0-9_-]{8,64}")


class BadTap(Exception):
    """A tap without its position, its id or its time shown, or with one that cannot be read."""


@dataclass(frozen=True)
class Tap:
    """One tap as the page sends it: its id, the position its menu was drawn on, how long the menu had been
    shown, the path tapped and the line the button said it sends (checked when given)."""

    id: str
    position: int
    shown_ms: float
    path: object
    line: str | None

    @classmethod
    def of(cls, body: dict) -> "Tap":
        """The tap a request's body holds; BadTap when a field is missing or of the wrong kind."""
        tap_id, position, shown, line = body.get("id"), body.get("position"), body.get("shown_ms"), body.get("line")
        if not isinstance(tap_id, str) or not TAP_ID.fullmatch(tap_id):
            raise BadTap("id")
        if not isinstance(position, int) or isinstance(position, bool) or position < 0:
            raise BadTap("position")
        if not isinstance(shown, (int, float)) or isinstance(shown, bool) or not math.isfinite(shown) or shown < 0:
            raise BadTap("shown_ms")
        if line is not None and not isinstance(line, str):
            raise BadTap("line")
        return cls(tap_id, position, float(shown), body.get("path"), line)

    def same_as(self) -> str:
        """What a tap sent again must repeat (its time shown aside): the position, the path and the line."""
        return json.dumps([self.position, self.path, self.line], sort_keys=True, default=str)

    def too_soon(self) -> bool:
        """Whether the menu had been shown less than GRACE_MS: the tap was on its way before it was drawn."""
        return self.shown_ms < GRACE_MS


class TapReused(Exception):
    """A tap id the seat already sent with another position, path or line: not the same tap sent again."""


class Answered:
    """A seat's last answers to its taps, by tap id (bounded): a tap sent again gets its first answer."""

    def __init__(self, kept: int = ANSWERS_KEPT):
        self.kept = kept
        self.answers: OrderedDict[str, tuple[str, dict]] = OrderedDict()

    def first(self, tap: Tap) -> dict | None:
        """The answer `tap` had when first sent (None: never seen); TapReused for its id on another tap."""
        seen = self.answers.get(tap.id)
        if seen is None:
            return None
        if seen[0] != tap.same_as():
            raise TapReused(tap.id)
        return dict(seen[1])

    def keep(self, tap: Tap, answer: dict) -> None:
        """Remember the answer given to `tap` (the oldest forgotten beyond `kept`)."""
        self.answers[tap.id] = (tap.same_as(), dict(answer))
        while len(self.answers) > self.kept:
            self.answers.popitem(last=False)
