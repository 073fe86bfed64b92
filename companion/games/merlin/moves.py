"""Moving a figure and the flags of a turn (rulebook « Déroulement de la partie », « Les Pommes »,
« Les bâtons de Merlin », « Les Drapeaux en détails » p. 13; merlin-protocol.md `move`, `mirror`,
`other P`, `staff`, `repel C`; rulings 6-9).
"""
from __future__ import annotations

from companion.core.errors import CompanionError
from .board import TRACK_LENGTH
from .commands import Move, Other, Repel
from .pieces import Emit, discard_traitors, spend_flag
from .state import State


def landing(s: State, figure: str, value: int, direction: str | None, seat: str | None = None) -> tuple[int, str]:
    """(index, kind) where a figure lands: the current player's knight or Merlin, moved by `value`
    clockwise (`cw` or None) or counter-clockwise (`ccw`)."""
    seat = seat or (s.turn.player if s.turn else None)
    start = s.merlin if figure == "merlin" else s.knights[seat]
    step = -value if direction == "ccw" else value
    index = (start + step) % TRACK_LENGTH
    return index, s.board.kind(index)


def move(s: State, cmd: Move, emit: Emit) -> None:
    """The die played: its value (after an apple or a flip), then the figure moves."""
    t = s.turn
    seat, p = t.player, s.players[t.player]
    if t.figure is not None:
        raise CompanionError("already-moved", f"{p.name} has played a die this turn already")
    dice = p.knights if cmd.figure == "knight" else p.merlin_dice
    if cmd.value not in dice:
        shown = ", ".join(map(str, sorted(dice))) or "none"
        raise CompanionError("no-such-die", f"{p.name} has no unused {cmd.figure} die showing {cmd.value} "
                             f"(unused: {shown})")
    if cmd.apple is not None and p.apples <= 0:
        raise CompanionError("no-apple", f"{p.name} has no apple")
    if cmd.flip and p.objects["flag"][s.flag_colour("flip")] <= 0:
        raise CompanionError("no-flag", f"{p.name} holds no {s.flag_colour('flip')} flag (flip a die)")
    reverse = cmd.figure == "knight" and cmd.direction == "ccw"
    if reverse and p.objects["flag"][s.flag_colour("reverse")] <= 0:
        raise CompanionError("no-flag", f"{p.name} holds no {s.flag_colour('reverse')} flag (counter-clockwise)")
    dice.remove(cmd.value)
    value = cmd.value
    emit("die-played", player=seat, name=p.name, figure=cmd.figure, value=cmd.value, source="castle", to="centre")
    if cmd.apple is not None:
        p.apples -= 1
        s.apples += 1
        value = cmd.apple
        emit("apple-spent", player=seat, name=p.name, count=1, source="castle", to="supply", before=cmd.value,
             value=value)
    elif cmd.flip:
        spend_flag(s, emit, seat, "flip")
        value = 7 - cmd.value
        emit("die-flipped", player=seat, name=p.name, before=cmd.value, value=value)
    if reverse:
        spend_flag(s, emit, seat, "reverse")
    direction = cmd.direction or "cw"
    index, kind = landing(s, cmd.figure, value, direction, seat)
    start = s.merlin if cmd.figure == "merlin" else s.knights[seat]
    if cmd.figure == "merlin":
        s.merlin = index
    else:
        s.knights[seat] = index
    t.figure, t.die, t.space, t.allowed = cmd.figure, value, index, 1
    emit("figure-moved", player=seat, name=p.name, figure=cmd.figure, value=value, direction=direction,
         source=start, to=index, kind=kind)


def _redirect_allowed(s: State, flag: str) -> None:
    t = s.turn
    if t.figure != "knight":
        raise CompanionError("not-now", f"the {flag} flag follows a knight move (« votre Chevalier »)")
    if t.redirected:
        raise CompanionError("not-now", "one mirror or other-action flag a turn: both redirect the same landing")
    if t.actions:
        raise CompanionError("not-now", f"the {flag} flag comes before the action")


def mirror(s: State, cmd, emit: Emit) -> None:
    """« Miroir »: the knight to the opposite space, whose action it takes; it stays there."""
    _redirect_allowed(s, "mirror")
    t = s.turn
    seat = t.player
    spend_flag(s, emit, seat, "mirror")
    start = s.knights[seat]
    s.knights[seat] = t.space = (start + TRACK_LENGTH // 2) % TRACK_LENGTH
    t.redirected = True
    emit("figure-moved", player=seat, name=s.name(seat), figure="knight", value=TRACK_LENGTH // 2,
         direction="mirror", source=start, to=t.space, kind=s.board.kind(t.space))


def other(s: State, cmd: Other, emit: Emit) -> None:
    """« Action différente »: the action of a space where another player's knight stands."""
    _redirect_allowed(s, "other")
    t = s.turn
    seat = t.player
    if cmd.seat not in s.players or cmd.seat == seat:
        raise CompanionError("bad-arguments", f"other P: P is another seat of this game ({', '.join(s.seats)})")
    there = s.knights[cmd.seat]
    if there == s.knights[seat]:
        raise CompanionError("bad-arguments", f"{s.name(cmd.seat)}'s knight stands on {s.name(seat)}'s own space "
                             "(« n'importe quelle autre case »)")
    spend_flag(s, emit, seat, "other")
    t.space = there
    t.redirected = True
    emit("action-borrowed", player=seat, name=s.name(seat), of=cmd.seat, of_name=s.name(cmd.seat), space=there,
         kind=s.board.kind(there))


def staff(s: State, cmd, emit: Emit) -> None:
    """« Les bâtons de Merlin »: Merlin's action once more, after the first (ruling 9)."""
    t = s.turn
    p = s.players[t.player]
    if t.figure != "merlin" or t.staff or t.actions != 1:
        raise CompanionError("not-now", "a staff doubles Merlin's action: after a Merlin move and its first "
                             "action, once a turn")
    if p.staffs <= 0:
        raise CompanionError("no-staff", f"{p.name} has no Merlin's staff left")
    # Spec ruling 9: after any Merlin action. One that could change nothing a second time is accepted (the
    # table may spend its staff as it likes); the box's menus do not offer it (`actions.nothing_again`). The
    # rulebook's « Vous ne pouvez pas utiliser de Bâton de Merlin avec cette capacité » (pp. 14-15) is the
    # King's Favour module's, not played here.
    p.staffs -= 1
    t.staff, t.allowed = True, 2
    emit("staff-used", player=t.player, name=p.name, source="castle", to="box", staffs=p.staffs)


def repel(s: State, cmd: Repel, emit: Emit) -> None:
    """« Repousser les Traîtres »: every traitor of one colour on the castle goes, without shields."""
    t = s.turn
    p = s.players[t.player]
    if p.objects["flag"][s.flag_colour("repel")] <= 0:
        raise CompanionError("no-flag", f"{p.name} holds no {s.flag_colour('repel')} flag (repel the traitors)")
    if p.traitors[cmd.colour] <= 0:
        raise CompanionError("no-traitor", f"{p.name} has no {cmd.colour} traitor")
    spend_flag(s, emit, t.player, "repel")
    discard_traitors(s, emit, t.player, cmd.colour, p.traitors[cmd.colour], why="repel")
