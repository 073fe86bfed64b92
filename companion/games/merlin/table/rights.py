"""A seat's rights in Merlin: which lines the phone of the player whose decision it is may send.

A line naming a seat first (`start P`, `traitors P`, `roll P`) is P's own: a phone sets its own tiles,
traitors and dice, never another player's. The Domain and the quest cards' enrolment are the whole table's.
In the setup and a round's preparation nobody is « current »: the player whose tiles, traitors or dice the
box asks for next (its menus' order: start, traitors, then dice) decides, on his phone.
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


def deciding(state: dict) -> str | None:
    """The player the setup or a round's preparation waits for next (None: the game's current seat decides)."""
    if state.get("pending") or state.get("phase") not in ("setup", "prepare"):
        return None
    waiting = state.get("waiting") or {}
    if waiting.get("domain"):
        return None                       # the Domain is the whole table's: at the box
    for step in ("start", "traitors", "roll"):
        if waiting.get(step):
            return waiting[step][0]
    return None
