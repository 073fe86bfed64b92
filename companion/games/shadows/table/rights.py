"""A seat's rights in Shadows over Camelot: which lines the phone of the knight whose decision it is may send.

A phone sends only its own knight's decisions: its actions and cards, its own volunteering or leaving, the
Grail it holds. What another knight decides (another's leave or join, his Grail, his Excalibur), what the
whole table answers (a reshuffle, « nobody volunteers », « let it be »), and what a card shown to everyone
settles (the accused's allegiance, the Traitor's card at the end) are answered at the box. The Grail's
holder and Sir Kay answer their own questions on their own phones (`deciding`).
"""
from __future__ import annotations

NEVER = ("join", "reshuffle", "reveal")     # another knight's seat, the table's deck, the accused's own card


def seat_may(state: dict, seat: str, line: str) -> bool:
    """Whether the phone of `seat` (whose decision it is) may send `line` on `state`."""
    verb, *args = line.split()
    if verb in NEVER:
        return False
    if verb == "leave":
        return args == [seat]
    if verb == "choose":
        return _own_answer(state, seat, args[0] if args else "")
    return True


def _own_answer(state: dict, seat: str, answer: str) -> bool:
    """Whether the pending decision's `answer` is the seat's own to give."""
    pending = state.get("pending") or {}
    decision = pending.get("decision")
    if decision == "traitor":
        return False                         # the Traitor shows his card to the table: at the box
    if decision in ("volunteer", "squire"):
        return answer == seat                # himself, never another knight nor « nobody » for the table
    if decision == "grail":
        return pending.get("holder") == seat
    if decision == "kay":
        return seat == "kay"
    if decision == "counter":
        if answer == "excalibur":
            holder = ((state.get("relics") or {}).get("excalibur") or {}).get("holder")
            return holder == seat
        return answer == "merlin"            # his own Merlin cards; « let it be » is every knight's say
    return True


def deciding(state: dict) -> str | None:
    """The knight a pending decision belongs to when it is not the current one's: the Grail's holder saving a
    dying knight, Sir Kay adding his card (None: the current knight decides)."""
    pending = state.get("pending") or {}
    decision, seats = pending.get("decision"), state.get("seats") or ()
    if decision == "grail" and pending.get("holder") in seats:
        return pending["holder"]
    if decision == "kay" and "kay" in seats:
        return "kay"
    return None
