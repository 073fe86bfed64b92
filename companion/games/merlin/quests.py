"""Quest cards (rulebook « Les cartes Quête » p. 9 and « ... en détails » p. 13; merlin-protocol.md `card`,
`quest`; rulings 4-5): the catalogue the table declares, whether a card is met, completing one.
"""
from __future__ import annotations

from collections import Counter

from companion.core.errors import CompanionError
from .commands import OBJECTS, Card, Quest
from .pieces import Emit, spend_flag
from .state import State

QUEST_BONUS = 2          # the quests flag: « gagnez 2 points de victoire supplémentaires »


def declare(s: State, cmd: Card, emit: Emit) -> None:
    """A card's print, once; the same again changes nothing, a different one is `card-conflict`."""
    known = s.catalogue.get(cmd.card)
    needs = tuple(sorted(cmd.needs))
    if known is not None:
        if known != (cmd.points, needs):
            raise CompanionError("card-conflict", f"{cmd.card} was declared as {known[0]} point(s), "
                                 f"{' '.join(known[1])}")
        return
    s.catalogue[cmd.card] = (cmd.points, needs)
    emit("card-declared", card=cmd.card, points=cmd.points, needs=list(needs))


def is_met(s: State, seat: str, needs: tuple[str, ...]) -> bool:
    """Ruling 5: each condition takes its own piece; a card's influence-any all in one province."""
    p = s.players[seat]
    wanted = Counter(needs)
    for kind in OBJECTS:
        specific = 0
        for colour in s.colours:
            n = wanted[f"{kind}-{colour}"]
            if p.objects[kind][colour] < n:
                return False
            specific += n
        if p.object_count(kind) - specific < wanted[f"{kind}-any"]:
            return False
    spare = {}
    for colour in s.colours:
        have = s.provinces[colour].influence[seat]
        if have < wanted[f"influence-{colour}"]:
            return False
        spare[colour] = have - wanted[f"influence-{colour}"]
        mine = p.servants_in(colour)
        named = [t[: -len(f"-in-{colour}")] for t in wanted.elements() if t.endswith(f"-in-{colour}")]
        specific = [servant for servant in named if servant != "servant"]
        if any(servant not in mine for servant in specific) or len(set(specific)) != len(specific):
            return False
        if len(mine) - len(specific) < named.count("servant"):
            return False
    anywhere = wanted["influence-any"]
    return anywhere == 0 or any(n >= anywhere for n in spare.values())


def is_done(s: State, card: str) -> bool:
    """Completed by anyone since the quest deck was last rebuilt (`already-completed`)."""
    return card in s.completed_since_rebuild


def complete(s: State, cmd: Quest, emit: Emit) -> None:
    """« Vous pouvez résoudre une et une seule de vos cartes Quête, à tout moment de votre tour »."""
    t = s.turn
    seat, p = t.player, s.players[t.player]
    if p.hand <= 0:
        raise CompanionError("not-now", f"{p.name} holds no quest card")
    if is_done(s, cmd.card):
        raise CompanionError("already-completed", f"{cmd.card} was completed already: a card scores once")
    known = s.catalogue.get(cmd.card)
    if known is None:
        if cmd.points is None:
            raise CompanionError("need-points", f"{cmd.card} is not in the box's catalogue: say its points "
                                 f"(quest {cmd.card} N)")
        points = cmd.points
    else:
        points = known[0]
        if cmd.points is not None and cmd.points != points:
            raise CompanionError("wrong-points", f"{cmd.card} is worth {points} point(s), not {cmd.points}")
        if not is_met(s, seat, known[1]):
            raise CompanionError("not-met", f"{p.name} does not meet {cmd.card}: {' '.join(known[1])}")
    if t.quests >= 2:
        raise CompanionError("one-quest", "two quest cards a turn at most, the second with a quests flag")
    bonus = 0
    if t.quests == 1:
        if p.objects["flag"][s.flag_colour("quests")] <= 0:
            raise CompanionError("one-quest", f"one quest card a turn; a second needs a "
                                 f"{s.flag_colour('quests')} flag (quests)")
        spend_flag(s, emit, seat, "quests")
        bonus = QUEST_BONUS
    t.quests += 1
    p.hand -= 1
    s.discard += 1
    p.completed.append(cmd.card)
    s.completed_since_rebuild.add(cmd.card)
    p.score += points + bonus
    emit("quest-completed", player=seat, name=p.name, card=cmd.card, points=points, bonus=bonus, score=p.score,
         source="hand", to="discard")
