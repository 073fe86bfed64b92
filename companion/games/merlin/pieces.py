"""Every piece that changes place, each move told as an event (the words say each physical step).

The callers check what the rulebook requires first; these functions only move and tell.
"""
from __future__ import annotations

from typing import Callable

from companion.core.errors import CompanionError
from .state import CASTLE, State

Emit = Callable[..., None]
SERVANT_OBJECT = {"shield-bearer": "shield", "flag-bearer": "flag", "builder": "material"}


def take_object(s: State, emit: Emit, seat: str, kind: str, colour: str, why: str) -> None:
    """One shield, flag or material from a province's stock to a castle (the stock is not empty)."""
    s.provinces[colour].stock[kind] -= 1
    s.players[seat].objects[kind][colour] += 1
    emit("object-taken", player=seat, name=s.name(seat), item=kind, colour=colour, count=1, source=colour,
         to=CASTLE, why=why)


def return_object(s: State, emit: Emit, seat: str, kind: str, colour: str, why: str, count: int = 1) -> None:
    """Objects from a castle back to their province (« replacez-le sur sa Province d'origine »)."""
    if count <= 0:
        return
    s.players[seat].objects[kind][colour] -= count
    s.provinces[colour].stock[kind] += count
    emit("object-returned", player=seat, name=s.name(seat), item=kind, colour=colour, count=count,
         source=CASTLE, to=colour, why=why)


def place_counter(s: State, emit: Emit, seat: str, province: str, why: str) -> bool:
    """One influence counter from the reserve onto a province, when one is left (« s'il vous en reste »)."""
    p = s.players[seat]
    if p.reserve <= 0:
        emit("no-counter-left", player=seat, name=p.name, province=province)
        return False
    p.reserve -= 1
    s.provinces[province].influence[seat] += 1
    emit("counter-placed", player=seat, name=p.name, province=province, source="reserve", to=province, why=why)
    return True


def spend_flag(s: State, emit: Emit, seat: str, ability: str) -> None:
    """A flag of the ability's colour goes back to its province (« replacez le Drapeau »); no-flag when none."""
    colour = s.flag_colour(ability)
    if s.players[seat].objects["flag"][colour] <= 0:
        raise CompanionError("no-flag", f"{s.name(seat)} holds no {colour} flag ({ability})")
    if s.turn is not None:
        s.turn.flags.append(ability)
    emit("flag-used", player=seat, name=s.name(seat), ability=ability, colour=colour)
    return_object(s, emit, seat, "flag", colour, why=f"flag-{ability}")


def arrive(s: State, emit: Emit, seat: str, servant: str, province: str) -> None:
    """merlin-protocol.md, "The actions": a servant arrives in a province, evicts, then acts there."""
    p = s.players[seat]
    source = p.servants[servant]
    if source == province:
        raise CompanionError("already-there", f"{p.name}'s {servant} already stands in the {province} province")
    if source != CASTLE:
        s.provinces[source].servants[servant] = None
    there = s.provinces[province].servants[servant]
    emit("servant-moved", player=seat, name=p.name, servant=servant, source=source, to=province)
    if there is not None and there != seat:
        # « Si cette case est occupée par le Serviteur d'un autre joueur, ce dernier retourne sur le Château »
        s.players[there].servants[servant] = CASTLE
        emit("servant-evicted", player=there, name=s.name(there), servant=servant, source=province, to=CASTLE,
             by=seat, by_name=p.name)
    s.provinces[province].servants[servant] = seat
    p.servants[servant] = province
    if servant == "lady":
        place_counter(s, emit, seat, province, why="lady")
        return
    kind = SERVANT_OBJECT[servant]
    if s.provinces[province].stock[kind] > 0:
        take_object(s, emit, seat, kind, province, why=servant)
    else:
        emit("stock-empty", player=seat, name=p.name, item=kind, colour=province)


def discard_traitors(s: State, emit: Emit, seat: str, colour: str, count: int, why: str) -> None:
    """Traitors from a castle to the traitor discard."""
    if count <= 0:
        return
    s.players[seat].traitors[colour] -= count
    s.traitor_discard[colour] += count
    emit("traitor-discarded", player=seat, name=s.name(seat), colour=colour, count=count, source=CASTLE,
         to="discard", why=why)


def draw_quest(s: State, emit: Emit, seat: str) -> None:
    """One quest card to a hand: from the display or the deck (the box counts deck − 1, the display being
    refilled at once); the discard becomes the deck when the deck is empty; the display alone last."""
    if s.deck == 0 and s.discard > 0:
        s.deck, s.discard = s.discard, 0
        s.completed_since_rebuild = set()
        emit("quest-deck-reshuffled", count=s.deck)
    p = s.players[seat]
    if s.deck > 0:
        s.deck -= 1
        p.hand += 1
        emit("quest-drawn", player=seat, name=p.name, source="display-or-deck", deck=s.deck)
    elif s.display > 0:
        s.display -= 1
        p.hand += 1
        emit("quest-drawn", player=seat, name=p.name, source="display", deck=0)
    else:
        emit("quest-none-left", player=seat, name=p.name)
