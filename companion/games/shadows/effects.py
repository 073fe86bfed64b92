"""The one table of card logic: every `effect` named in data/cards.json is a function here.

Black effects are flows `(game, slug) -> Iterator[Decision]` run once the counter window
has passed (annexe 2, "Cartes Noires"). White effects are `(game, args) -> Iterator[Decision]`:
they validate their arguments when called (raising CompanionError before any change) and
return the flow that applies them (annexe 2, "Cartes Blanches Spéciales").
"""
from __future__ import annotations

from typing import Callable, Iterator

from companion.core.errors import CompanionError
from .cards import CARDS, KNIGHTS, QUESTS, WARS
from .events import Decision, immediately
from .quests import BlackCard

# ---------------------------------------------------------------------- black cards


def _to_siege(game, slug: str) -> Iterator[Decision]:
    """A card whose quest is over adds a siege engine instead (p 11, GLQ p 4)."""
    hidden = CARDS[slug].kind == "combat"     # a combat card is never shown as it is drawn
    game.to_discard(slug, seen=not hidden)
    game.add_siege(1, why="combat" if hidden else slug)
    yield from ()   # asks the table nothing


def combat(game, slug: str) -> Iterator[Decision]:
    """Black Knight and Lancelot/Dragon cards: face up or down onto the quest in play (p 11)."""
    card = CARDS[slug]
    if card.quest == "black-knight":
        name, value = "black-knight", card.value
    elif game.quest_active("lancelot"):
        name, value = "lancelot", card.values["lancelot"]
    elif game.quest_active("dragon"):
        name, value = "dragon", card.values["dragon"]
    else:
        yield from _to_siege(game, slug)
        return
    face = yield Decision("face", ("up", "down"), about={"quest": name})
    quest = game.quests[name]
    quest.black.append(BlackCard(slug, value, face == "up"))
    if face == "up":
        game.emit("black-laid-up", quest=name, value=value, card=slug, count=len(quest.black))
    else:
        # p 11: a card laid face down earns its drawer a white card; not the unmasked Traitor, who holds none.
        by_traitor = game.knights[game.current].traitor
        game.emit("black-laid-down-by-traitor" if by_traitor else "black-laid-down", quest=name,
                  count=len(quest.black))
    if quest.black_full:
        yield from game.resolve_combat(name)


def despair(game, slug: str) -> Iterator[Decision]:
    """Despair: the far end of the Grail board; on a full board it takes a grail with it (annexe 2)."""
    grail = game.quests["grail"]
    if grail.status != "active":
        yield from _to_siege(game, slug)
        return
    outcome, laid = grail.lay_dark(slug)
    if laid:
        game.emit("despair-laid", card=slug, despair=grail.despair, grail=grail.grail)
    else:
        game.to_discard(slug)
        game.emit("despair-cancels-grail", card=slug, grail=grail.grail)
    if outcome:
        yield from game.end_quest("grail", False)


def desolation(game, slug: str) -> Iterator[Decision]:
    """Desolation: discard the grail farthest from the Grail, then lay it as a despair (annexe 2)."""
    grail = game.quests["grail"]
    if grail.status == "active" and grail.grail:
        grail.grail -= 1
        game.emit("desolation-takes-grail", grail=grail.grail)
    yield from despair(game, slug)


def dark_forest(game, slug: str) -> Iterator[Decision]:
    """Brocéliande: no grail card until the Knights win another quest; takes no space (annexe 2)."""
    grail = game.quests["grail"]
    if grail.status != "active":
        yield from _to_siege(game, slug)
        return
    if grail.dark_forest:
        # Only one copy exists, so this cannot happen after deck checks; kept as a plain discard.
        game.to_discard(slug)
        return
    grail.dark_forest = True
    game.emit("dark-forest-laid")


def sink_excalibur(game, slug: str) -> Iterator[Decision]:
    """Excalibur: the sword moves one step toward oblivion (GLQ p 7)."""
    game.to_discard(slug)
    if not game.quest_active("excalibur"):
        game.add_siege(1, why=slug)
        return
    yield from game.move_excalibur(-1, card=slug)


def _warrior(game, war: str, slug: str) -> Iterator[Decision]:
    quest = game.quests[war]
    quest.warriors += 1
    game.emit("warrior-added", war=war, warriors=quest.warriors)
    if quest.warriors >= 4:
        yield from game.end_quest(war, False)


def warrior(game, slug: str) -> Iterator[Decision]:
    """Picts, Saxons: a warrior on that war; the fourth loses it (GLQ p 9)."""
    game.to_discard(slug)
    yield from _warrior(game, slug, slug)


def mercenaries(game, slug: str) -> Iterator[Decision]:
    """Mercenaries: a warrior on the war of the drawer's choice (annexe 2)."""
    war = yield Decision("war", WARS, about={"card": slug})
    game.to_discard(slug)
    yield from _warrior(game, war, slug)


def guinevere(game, slug: str) -> Iterator[Decision]:
    """Guinevere: everyone back to Camelot; the drawer's turn ends without heroic action (annexe 2)."""
    game.to_discard(slug)
    for name in game.living():
        if game.knights[name].place != "camelot":
            game.send_to_camelot(name)
    game.ts.ends = True
    game.emit("guinevere", knight=game.current)
    yield from ()   # asks the table nothing


def mists_of_avalon(game, slug: str) -> Iterator[Decision]:
    """Mists of Avalon: one more black sword for every quest lost, for the rest of the game."""
    game.effects.append("mists-of-avalon")
    game.emit("mists-of-avalon")
    yield from ()   # asks the table nothing


def mordred(game, slug: str) -> Iterator[Decision]:
    """Mordred: on the war of the drawer's choice, which then needs a second 5 (annexe 2)."""
    war = yield Decision("war", WARS, about={"card": slug})
    quest = game.quests[war]
    quest.mordred = True
    game.emit("mordred", war=war)


def morgan_life(game, slug: str) -> Iterator[Decision]:
    """Morgan: every knight loses one life point, whatever his allegiance."""
    game.to_discard(slug)
    game.emit("morgan-life")
    yield from game.lose_life_all(game.living(), 1, why=slug)


def morgan_discard(game, slug: str) -> Iterator[Decision]:
    """Morgan: a volunteer discards three white cards, else everyone with a card discards one."""
    game.to_discard(slug)
    who = yield Decision("volunteer", tuple(game.living()) + ("none",), about={"card": slug})
    game.emit("morgan-discard", knight=None if who == "none" else who)


def morgan_sacrifice(game, slug: str) -> Iterator[Decision]:
    """Morgan: a volunteer loses two life points, else everyone with a card discards one."""
    game.to_discard(slug)
    who = yield Decision("volunteer", tuple(game.living()) + ("none",), about={"card": slug})
    game.emit("morgan-sacrifice", knight=None if who == "none" else who)
    if who != "none":
        yield from game.lose_life(who, 2, why=slug)


def morgan_three(game, slug: str) -> Iterator[Decision]:
    """Morgan: draw and apply the next three black cards, one after the other."""
    game.to_discard(slug)
    game.emit("morgan-three")
    for n in (1, 2, 3):
        cmd = yield Decision("black", (), answer="black", about={"knight": game.current, "chosen": False,
                                                                  "morgan_three": n})
        yield from game.draw_black(cmd.card, game.current)


def morgan_siege(game, slug: str) -> Iterator[Decision]:
    """Morgan: two siege engines at once."""
    game.to_discard(slug)
    game.add_siege(2, why=slug)
    yield from ()   # asks the table nothing


def vivien(game, slug: str) -> Iterator[Decision]:
    """Vivien: no Merlin in any form until the Knights win a quest (annexe 2)."""
    game.effects.append("vivien")
    game.emit("vivien")
    yield from ()   # asks the table nothing


BLACK_EFFECTS: dict[str, Callable] = {
    "combat": combat, "despair": despair, "desolation": desolation, "dark_forest": dark_forest,
    "sink_excalibur": sink_excalibur, "warrior": warrior, "mercenaries": mercenaries,
    "guinevere": guinevere, "mists_of_avalon": mists_of_avalon, "mordred": mordred,
    "morgan_life": morgan_life, "morgan_discard": morgan_discard, "morgan_three": morgan_three,
    "morgan_siege": morgan_siege, "morgan_sacrifice": morgan_sacrifice, "vivien": vivien,
}

# ---------------------------------------------------------------------- white special cards


def _args(args: tuple[str, ...], allowed: tuple[str, ...], usage: str) -> str:
    if len(args) != 1 or args[0] not in allowed:
        raise CompanionError("bad-arguments", f"usage: {usage}")
    return args[0]


def _done(game, key: str, **params) -> Iterator[Decision]:
    return immediately(lambda: game.emit(key, **params))


def merlin(game, args) -> Iterator[Decision]:
    """Merlin: remove a siege engine, the last standard black card of a quest, or a warrior."""
    if "vivien" in game.effects:
        raise CompanionError("vivien", "Vivien reigns: no Merlin in any form until the Knights win a quest "
                             "(annexe 2)")
    target = _args(args, ("siege",) + QUESTS, "special merlin siege|QUEST|picts|saxons")
    if target == "siege":
        if not game.siege:
            raise CompanionError("nothing-to-remove", "there is no siege engine to remove")

        def flow():
            game.siege -= 1
            game.emit("merlin-siege", siege=game.siege)
        return immediately(flow)
    if target in WARS:
        war = game.quests[target]
        if not war.warriors:
            raise CompanionError("nothing-to-remove", f"there is no warrior on the war against the {target}")

        def flow():
            war.warriors -= 1
            game.emit("merlin-warrior", war=target, warriors=war.warriors)
        return immediately(flow)
    if not game.quest_active(target):
        raise CompanionError("quest-not-in-play", f"the {target} quest is not in play")
    quest = game.quests[target]
    if target == "grail":
        if "despair" not in quest.dark:
            raise CompanionError("nothing-to-remove", "there is no despair card on the Grail quest")

        def flow():
            index = len(quest.dark) - 1 - quest.dark[::-1].index("despair")
            game.to_discard(quest.dark.pop(index))
            game.emit("merlin-black", quest=target)
        return immediately(flow)
    if target == "excalibur" or not quest.black:
        raise CompanionError("nothing-to-remove", f"there is no black card lying on the {target} quest")

    def flow():
        card = quest.black.pop()
        game.to_discard(card.slug, seen=card.face_up)    # a face-down card leaves unrevealed
        game.emit("merlin-black", quest=target)
    return immediately(flow)


def convocation(game, args) -> Iterator[Decision]:
    """Convocation: the knights who wish come back to Camelot; those there draw a card each."""
    for name in args:
        if name not in KNIGHTS or name not in game.knights or not game.knights[name].on_board:
            raise CompanionError("bad-arguments", f"'{name}' is not a knight in play")
        if game.knights[name].place == "camelot":
            # Ruling: the card names the knights who come back; one already at the Round Table is a
            # mis-entry, refused so the table can say it again (docs/rulings.md).
            raise CompanionError("already-at-camelot", f"{name} is already at Camelot: name only the knights "
                                 "who come back (annexe 2)")
    if len(set(args)) != len(args):
        raise CompanionError("bad-arguments", "each knight who comes back is named once")

    def flow():
        for name in args:
            game.send_to_camelot(name)
        game.emit("convocation", knights=list(args), at_camelot=game.present("camelot"))
    return immediately(flow)


def fate(game, args) -> Iterator[Decision]:
    """Fate: each living knight draws a card; or the Traitor reveals himself (annexe 2)."""
    if args == ("reveal",):
        if game.no_traitor:
            raise CompanionError("no-traitor-game", "this game has no Traitor")
        if game.knights[game.current].loyal or game.traitor is not None:
            # One Traitor card only: a knight shown loyal, or anyone once he is unmasked, cannot be him.
            raise CompanionError("not-traitor", f"{game.current} cannot be the Traitor")

        def reveal():
            game.unmask(game.current)
            game.emit("fate-reveal", knight=game.current)
        return immediately(reveal)
    if args:
        raise CompanionError("bad-arguments", "usage: special fate [reveal]")
    return _done(game, "fate", knights=game.living())


def heroism(game, args) -> Iterator[Decision]:
    """Heroism: on a quest until it ends; one more sword of the winner's colour (annexe 2)."""
    target = _args(args, QUESTS, "special heroism QUEST")
    if game.heroism:
        # Annexe 2: the one Heroism card stays on its quest until that quest is won or lost.
        raise CompanionError("heroism-in-play", f"Heroism already lies on the {game.heroism} quest until it is "
                             "won or lost (annexe 2)")
    if not game.quest_active(target):
        raise CompanionError("quest-not-in-play", f"the {target} quest is not in play")

    def flow():
        game.heroism = target
        game.emit("heroism", quest=target)
    return immediately(flow)


def lady_of_the_lake(game, args) -> Iterator[Decision]:
    """Lady of the Lake: Excalibur one step toward the Knights, or +2 life once it is settled."""
    if args:
        raise CompanionError("bad-arguments", "usage: special lady-of-the-lake")
    if game.quest_active("excalibur"):
        return game.move_excalibur(+1, card="lady-of-the-lake")

    def flow():
        game.emit("lady-of-the-lake", knight=game.current)
        game.gain_life(game.current, 2)
    return immediately(flow)


def messenger(game, args) -> Iterator[Decision]:
    """Messenger: up to three white cards to another knight, wherever both stand."""
    target = _args(args, KNIGHTS, "special messenger KNIGHT")
    if target == game.current or target not in game.knights or not game.knights[target].on_board:
        raise CompanionError("bad-arguments", f"the Messenger goes to another knight in play, not {target}")
    return _done(game, "messenger", knight=game.current, to=target)


def piety(game, args) -> Iterator[Decision]:
    """Piety: +3 life to oneself, or +1 to every other knight (annexe 2)."""
    who = _args(args, ("self", "others"), "special piety self|others")

    def flow():
        game.emit("piety", knight=game.current, who=who)
        if who == "self":
            game.gain_life(game.current, 3)
        else:
            for name in game.living():
                if name != game.current:
                    game.gain_life(name, 1)
    return immediately(flow)


def reinforcement(game, args) -> Iterator[Decision]:
    """Reinforcement: draw four white cards, or every other knight draws one."""
    who = _args(args, ("self", "others"), "special reinforcement self|others")
    return _done(game, "reinforcement", knight=game.current, who=who)


def clairvoyance(game, args) -> Iterator[Decision]:
    """Clairvoyance: look at the top five black cards and put them back in any order."""
    if args:
        raise CompanionError("bad-arguments", "usage: special clairvoyance")
    return _done(game, "clairvoyance", knight=game.current)


WHITE_EFFECTS: dict[str, Callable] = {
    "merlin": merlin, "convocation": convocation, "fate": fate, "heroism": heroism,
    "lady_of_the_lake": lady_of_the_lake, "messenger": messenger, "piety": piety,
    "reinforcement": reinforcement, "clairvoyance": clairvoyance,
}


def _check_table() -> None:
    """Every effect named in the card data has its logic here (checked at import)."""
    for card in CARDS.values():
        table = BLACK_EFFECTS if card.color == "black" else WHITE_EFFECTS
        if card.effect and card.effect not in table:
            raise CompanionError("bad-card-data", f"card data: {card.slug}: no logic for effect {card.effect}")


_check_table()
