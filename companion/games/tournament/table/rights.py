"""A seat's rights in a tournament: which lines the phone of the player whose decision it is may send.

Every line of the turn is the current player's (his colour, cards, action cards and their targets, his end,
his withdrawal), and a pending decision is its player's (the engine names him). The one card another player
plays, Ivanhoe (`play ivanhoe P`), is P's alone.
"""
from __future__ import annotations


def seat_may(state: dict, seat: str, line: str) -> bool:
    """Whether the phone of `seat` (whose decision it is) may send `line` on `state`."""
    verb, *args = line.split()
    if verb == "play" and args[:1] == ["ivanhoe"]:
        return args[1:] == [seat]
    return True
