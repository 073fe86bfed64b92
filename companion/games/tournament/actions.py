"""The action cards (rulebook "Cartes d'action", l. 104-193): each checks, then changes the table.

"Les cartes d'action ne peuvent être jouées que si leurs effets peuvent être résolus" (l. 106):
a card that would change nothing is refused (`no-effect`). The caller copies the state
before calling and restores it on a refusal, so a check may come after a change.
"""
from __future__ import annotations

from typing import Callable

from companion.core.errors import CompanionError
from .cards import CARDS, HOLDINGS, MAIDEN, WEAPONS, value_of
from .state import State, keep_oldest, last_index

Emit = Callable[..., None]


def no_effect(message: str) -> CompanionError:
    """l. 106: an action card whose effect cannot be resolved."""
    return CompanionError("no-effect", message + " (l. 106: « ne peuvent être jouées que si leurs effets "
                          "peuvent être résolus »)")


def _shielded(s: State, seat: str, card: str) -> None:
    if s.players[seat].shield:
        raise CompanionError("shielded", f"{s.name(seat)} has a Shield: {card} cannot touch his display (l. 181)")


def _two_cards(s: State, seat: str, card: str) -> None:
    if len(s.players[seat].display) < 2:
        raise CompanionError("no-effect", f"{s.name(seat)}'s display has a single card: it can be neither taken "
                             f"nor removed, so {card} cannot act on it (l. 132)")


def _no_second_maiden(s: State, seat: str) -> None:
    if s.players[seat].has_maiden():
        raise CompanionError("second-maiden", f"{s.name(seat)} already has a maiden: one maiden at a time "
                             "on a display (l. 84)")


def _discarded(emit: Emit, s: State, seat: str, before: list[str]) -> None:
    after = list(s.players[seat].display)
    gone = list(before)
    for kind in after:
        gone.remove(kind)
    if gone:
        emit("cards-discarded", player=seat, name=s.name(seat), cards=gone, total=s.total(seat))


# -- colour changes (l. 108-124)

def unhorse(s: State, actor: str, cmd, emit: Emit) -> None:
    if s.colour != "purple":
        raise no_effect("Unhorse (Désarçonné) turns a purple tournament only")
    _change_colour(s, cmd.colour, emit)


def change_weapon(s: State, actor: str, cmd, emit: Emit) -> None:
    if s.colour not in WEAPONS:
        raise no_effect("Change Weapon acts on a red, blue or yellow tournament only")
    if cmd.colour == s.colour:
        raise no_effect(f"the tournament is already {s.colour}")
    _change_colour(s, cmd.colour, emit)


def drop_weapon(s: State, actor: str, cmd, emit: Emit) -> None:
    if s.colour not in WEAPONS:
        raise no_effect("Drop Weapon (Maladresse) acts on a red, blue or yellow tournament only")
    _change_colour(s, "green", emit)


def _change_colour(s: State, colour: str, emit: Emit) -> None:
    s.colour = colour
    emit("colour-changed", colour=colour, totals=_totals(s))


def _totals(s: State) -> list[dict]:
    return [{"player": seat, "name": s.name(seat), "total": s.total(seat)} for seat in s.active()]


# -- one opponent's display (l. 130-148)

def break_lance(s: State, actor: str, cmd, emit: Emit) -> None:
    target = s.opponent(actor, cmd.seat, "Break Lance")
    _shielded(s, target, "Break Lance")
    p = s.players[target]
    before = list(p.display)
    p.display = keep_oldest(before, [k for k in before if CARDS[k].colour != "purple"])
    if p.display == before:
        raise no_effect(f"{s.name(target)} has no purple card that can be discarded")
    _discarded(emit, s, target, before)


def riposte(s: State, actor: str, cmd, emit: Emit) -> None:
    target = s.opponent(actor, cmd.seat, "Riposte")
    _shielded(s, target, "Riposte")
    _two_cards(s, target, "Riposte")
    taken = s.players[target].display[-1]
    if taken == MAIDEN:
        _no_second_maiden(s, actor)
    _check_stunned(s, actor)
    s.players[target].display.pop()
    s.players[actor].display.append(taken)
    s.added += 1
    emit("card-taken", player=actor, name=s.name(actor), target=target, target_name=s.name(target),
         card=taken, total=s.total(actor))


def _check_stunned(s: State, actor: str) -> None:
    if s.players[actor].stunned and s.added >= 1:
        raise CompanionError("stunned", f"{s.name(actor)} is stunned: one card a turn on his display (l. 185)")


def dodge(s: State, actor: str, cmd, emit: Emit) -> None:
    target = s.opponent(actor, cmd.seat, "Dodge")
    _shielded(s, target, "Dodge")
    p = s.players[target]
    if cmd.kind not in p.display:
        raise no_effect(f"there is no {cmd.kind} on {s.name(target)}'s display")
    _two_cards(s, target, "Dodge")
    before = list(p.display)
    del p.display[last_index(p.display, cmd.kind)]
    _discarded(emit, s, target, before)


def retreat(s: State, actor: str, cmd, emit: Emit) -> None:
    p = s.players[actor]
    if cmd.kind not in p.display:
        raise no_effect(f"there is no {cmd.kind} on your display")
    _two_cards(s, actor, "Retreat")
    del p.display[last_index(p.display, cmd.kind)]
    emit("card-back-to-hand", player=actor, name=s.name(actor), card=cmd.kind, total=s.total(actor))


def knock_down(s: State, actor: str, cmd, emit: Emit) -> None:
    """l. 148: a random card of his hand; the box sees no hand, so only the play is recorded."""
    target = s.opponent(actor, cmd.seat, "Knock Down", allow_withdrawn=True)
    emit("knock-down", player=actor, name=s.name(actor), target=target, target_name=s.name(target))


# -- every display (l. 152-172)

def outmaneuver(s: State, actor: str, cmd, emit: Emit) -> None:
    changed = False
    for seat in s.affected(actor, with_actor=False):
        p = s.players[seat]
        if len(p.display) >= 2:
            before = list(p.display)
            p.display.pop()
            _discarded(emit, s, seat, before)
            changed = True
    if not changed:
        raise no_effect("no opponent without a Shield has two cards on his display")


def charge(s: State, actor: str, cmd, emit: Emit) -> None:
    _by_value(s, actor, emit, min, "Charge")


def countercharge(s: State, actor: str, cmd, emit: Emit) -> None:
    _by_value(s, actor, emit, max, "Countercharge")


def _by_value(s: State, actor: str, emit: Emit, pick, card: str) -> None:
    """l. 160-164, l. 124-126: the printed value, looked for on every display, shields included."""
    values = [value_of(k) for seat in s.active() for k in s.players[seat].display]
    if not values:
        raise no_effect("no card lies on any display")
    value = pick(values)
    _filter(s, actor, emit, lambda k: value_of(k) != value, f"{card} (value {value})")


def disgrace(s: State, actor: str, cmd, emit: Emit) -> None:
    _filter(s, actor, emit, lambda k: not CARDS[k].is_supporter, "Disgrace")


def _filter(s: State, actor: str, emit: Emit, keep, card: str) -> None:
    changed = False
    for seat in s.affected(actor):
        p = s.players[seat]
        before = list(p.display)
        p.display = keep_oldest(before, [k for k in before if keep(k)])
        if p.display != before:
            changed = True
            _discarded(emit, s, seat, before)
    if not changed:
        raise no_effect(f"{card} would discard nothing")


def adapt(s: State, actor: str, cmd, emit: Emit) -> None:
    """l. 168 and tournament-protocol.md, "Adapt": identical copies at once, then one choice per value."""
    changed = False
    queue: list[tuple[str, int]] = []
    for seat in s.affected(actor):
        p = s.players[seat]
        before = list(p.display)
        p.display = [k for i, k in enumerate(before) if k not in before[:i]]
        if p.display != before:
            changed = True
            _discarded(emit, s, seat, before)
        values = [value_of(k) for k in p.display]
        queue += [(seat, v) for v in sorted(set(values)) if values.count(v) >= 2]
    if not changed and not queue:
        raise no_effect("no display holds two cards of the same value")
    s.adapt_queue = queue


def adapt_options(s: State, seat: str, value: int) -> tuple[str, ...]:
    """The kinds of a value on a display, in the order of their oldest copy."""
    kinds: list[str] = []
    for k in s.players[seat].display:
        if value_of(k) == value and k not in kinds:
            kinds.append(k)
    return tuple(kinds)


def adapt_keep(s: State, seat: str, value: int, kind: str, emit: Emit) -> None:
    """The oldest copy of the chosen kind stays, every other card of the value goes."""
    p = s.players[seat]
    before = list(p.display)
    keep_at = before.index(kind)
    p.display = [k for i, k in enumerate(before) if value_of(k) != value or i == keep_at]
    _discarded(emit, s, seat, before)


# -- a swap (l. 175)

def outwit(s: State, actor: str, cmd, emit: Emit) -> None:
    target = s.opponent(actor, cmd.seat, "Outwit")
    me, him = s.players[actor], s.players[target]
    mine, theirs = cmd.kind, cmd.theirs
    _holds(s, actor, mine, "your")
    _holds(s, target, theirs, f"{s.name(target)}'s")
    if mine == theirs:
        raise no_effect(f"swapping {mine} for {theirs} changes nothing")
    if him.shield and not (mine in HOLDINGS and theirs in HOLDINGS):
        raise CompanionError("shielded", f"{s.name(target)} has a Shield: Outwit may only swap a Shield or "
                             "Stunned for a Shield or Stunned (l. 181)")
    if theirs == MAIDEN and mine != MAIDEN:
        _no_second_maiden(s, actor)
    if mine == MAIDEN and theirs != MAIDEN:
        _no_second_maiden(s, target)
    if mine not in HOLDINGS and theirs in HOLDINGS:
        _two_cards_for_swap(s, actor)
    if theirs not in HOLDINGS and mine in HOLDINGS:
        _two_cards_for_swap(s, target)
    if mine not in HOLDINGS and theirs not in HOLDINGS:
        i, j = last_index(me.display, mine), last_index(him.display, theirs)
        me.display[i], him.display[j] = theirs, mine
    else:
        _move(me, him, mine)
        _move(him, me, theirs)
    emit("cards-swapped", player=actor, name=s.name(actor), target=target, target_name=s.name(target),
         mine=mine, theirs=theirs, total=s.total(actor), target_total=s.total(target))


def _holds(s: State, seat: str, kind: str, whose: str) -> None:
    p = s.players[seat]
    held = getattr(p, kind) if kind in HOLDINGS else kind in p.display
    if not held:
        raise no_effect(f"there is no {kind} in {whose} cards")


def _two_cards_for_swap(s: State, seat: str) -> None:
    if len(s.players[seat].display) < 2:
        raise no_effect(f"the swap would empty {s.name(seat)}'s display (l. 132)")


def _move(giver, receiver, kind: str) -> None:
    """A display card lands on top of the receiver's display; a shield or stunned lies before him."""
    if kind in HOLDINGS:
        setattr(giver, kind, False)
        setattr(receiver, kind, True)
    else:
        del giver.display[last_index(giver.display, kind)]
        receiver.display.append(kind)


# -- special cards (l. 177-189)

def shield(s: State, actor: str, cmd, emit: Emit) -> None:
    s.check_copy("shield")
    s.players[actor].shield = True
    emit("shield-laid", player=actor, name=s.name(actor))


def stunned(s: State, actor: str, cmd, emit: Emit) -> None:
    target = s.opponent(actor, cmd.seat, "Stunned")
    s.check_copy("stunned")
    s.players[target].stunned = True
    emit("stunned-laid", player=actor, name=s.name(actor), target=target, target_name=s.name(target))


EFFECTS: dict[str, Callable[[State, str, object, Emit], None]] = {
    "unhorse": unhorse, "change_weapon": change_weapon, "drop_weapon": drop_weapon,
    "break_lance": break_lance, "riposte": riposte, "dodge": dodge, "retreat": retreat,
    "knock_down": knock_down, "outmaneuver": outmaneuver, "charge": charge,
    "countercharge": countercharge, "adapt": adapt, "disgrace": disgrace, "outwit": outwit,
    "shield": shield, "stunned": stunned,
}
