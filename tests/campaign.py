"""How many random games the seeded campaigns play: a few by default (the suite stays under ten minutes),
the whole campaign with CAMELOT_LONG=1 (before a release, or when a rule or a menu changed)."""
from __future__ import annotations

import os

LONG = os.environ.get("CAMELOT_LONG", "") not in ("", "0")


def seeds(short: int, long: int, start: int = 0) -> range:
    """The seeds a campaign plays: `short` of them by default, `long` with CAMELOT_LONG=1."""
    return range(start, start + (long if LONG else short))


def cases(every: list, short: int) -> list:
    """The first `short` of a campaign's cases by default, all of them with CAMELOT_LONG=1."""
    return list(every) if LONG else list(every)[:short]
