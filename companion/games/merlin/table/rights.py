"""A seat's rights in Merlin: which lines the phone of the player whose decision it is may send.

A line naming a seat first (`start P`, `traitors P`, `roll P`) is P's own: a phone sets its own tiles,
traitors and dice, never another player's. The Domain and the quest cards' enrolment are the whole table's.
"""
from __future__ import annotations

SEAT_FIRST = ("start", "traitors", "roll")
TABLE = ("domain", "card")


def seat_may(state: dict, seat: str, line: str) -> bool:
    """Whether the phone of `seat` (whose decision it is) may send `line` on `state`."""
    verb, *args = line.split()
    if verb in TABLE:
        return False
    if verb in SEAT_FIRST:
        return args[:1] == [seat]
    return True
