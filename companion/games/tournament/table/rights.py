"""A seat's rights in a tournament: which lines the phone of the player whose decision it is may send.

Every line of the turn is the current player's (his colour, cards, action cards and their targets, his end,
his withdrawal), and a pending decision is its player's (the engine names him). The one card another player
plays, Ivanhoe (`play ivanhoe P`), is P's alone: offered on P's phone whoever decides now (`out_of_turn`),
while an action card just played may still be cancelled.
"""
from __future__ import annotations


def seat_may(state: dict, seat: str, line: str) -> bool:
    """Whether the phone of `seat` (whose decision it is) may send `line` on `state`."""
    verb, *args = line.split()
    if verb == "play" and args[:1] == ["ivanhoe"]:
        return args[1:] == [seat]
    return True


def out_of_turn(state: dict, seat: str) -> list[str]:
    """LANCELOT (`play ivanhoe SEAT`) while the action card just played may be cancelled, by any seat still in
    the tournament (the current one's included); the engine checks it again when it comes."""
    me = (state.get("players") or {}).get(seat)
    if state.get("over") or not state.get("can_cancel") or me is None or me.get("withdrawn"):
        return []
    return [f"play ivanhoe {seat}"]
