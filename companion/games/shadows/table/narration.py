"""Shadows over Camelot's narrator: the pieces that moved between two public states (no rule here).

The core (companion/core/narration.py) asks it with the state an accepted line was made on and the
state after; for an undo, the state that had the line and the state without it, so the same
comparison names the inverse moves: « Sire Tristan : rendez Excalibur », « Table Ronde : remettez
les 2 Épées côté blanc ». One sentence a knight, then one a place: the Round Table, Camelot's siege
engines, each quest, the black deck.
"""
from __future__ import annotations

from companion.core.narration import Steps

QUESTS = ("black-knight", "lancelot", "dragon", "excalibur", "grail", "picts", "saxons")
RELICS = ("excalibur", "grail", "armor")


def narrate(cat, before: dict, after: dict, undone: bool = False, said: frozenset = frozenset()):
    """Every piece that moved, one sentence a knight, then one a place (the table's order); from an
    empty table, the setup guide's pages. `said`: the pieces a sentence of the answer already names
    with its cause (`kay.life`, `swords`, `quest:grail` for a whole quest...), not said twice."""
    if not after.get("knights"):
        return []
    if not before.get("knights"):
        return [] if undone else Steps(pages=setup_pages(cat, after))
    return [*knights(cat, before, after, undone, said), *places(cat, before, after, undone, said)]


def _unsaid(parts: list[tuple[str, str]], said: frozenset) -> list[str]:
    """The parts' words whose piece no other sentence names (`quest:grail` names all of `quest:grail.*`)."""
    return [text for piece, text in parts if piece not in said and piece.split(".")[0] not in said]


def setup_pages(cat, state: dict) -> list[str]:
    """The rulebook's « Mise en place » (pp 6-7), one short page a step (one screen each), for the knights
    in play."""
    options = state.get("options") or {}
    n = len(state.get("seats") or state["knights"])
    return [cat.text("setup.boards"), cat.text("setup.relics"), cat.text("setup.reserve"),
            cat.text("setup.black-deck"), cat.text("setup.merlin"), cat.text("setup.white-cards"),
            # The coat of arms first: the Allegiance card is slipped under it.
            cat.text("setup.life"), *allegiance_pages(cat, n, traitor=not options.get("no_traitor")),
            cat.text("setup.figures"),
            # p 8, « La partie commence »: once the table is set, each lays a white card for the others.
            cat.text("setup.first-cards")]


def allegiance_pages(cat, n: int, traitor: bool = True) -> list[str]:
    """The Allegiance cards (rulebook pp 7, 8 and 19): without a Traitor, a Loyal card face up to each as a
    reminder; else one of the 8 face down to each, the rest boxed unseen; with 3 knights, nobody looks at
    his card before 6 swords lie on the Round Table (« Trois Chevaliers Intrépides »)."""
    if not traitor:
        return [cat.text("setup.allegiance-no-traitor"), cat.text("setup.allegiance-loyal")]
    three = "yes" if n == 3 else "no"
    return [cat.text("setup.allegiance", three=three), *([cat.text("setup.allegiance-three")] if n == 3 else []),
            cat.text("setup.allegiance-rest", rest=8 - n, three=three)]


def _join(cat, parts: list[str]) -> str:
    return (" ; " if cat.lang == "fr" else "; ").join(parts)


def knights(cat, before: dict, after: dict, undone: bool = False, said: frozenset = frozenset()) -> list[str]:
    """One sentence a knight: figure, Points de Bravoure, relics, Allegiance card."""
    lines: list[str] = []
    for name, now in after["knights"].items():
        was = before["knights"].get(name)
        if was is None:
            if f"{name}.joins" in said:
                continue        # « Sire Tristan rejoint la partie : … sa figurine à Camelot »
            lines.append(cat.text("say.knight", knight=cat.knight(name), parts=cat.text(
                "say.joins", place=cat.place(now["place"]), life=now["life"])))
            continue
        parts = []
        if was["alive"] and not now["alive"]:
            parts.append((f"{name}.alive", cat.text("say.dies")))
        elif now["alive"] and not was["alive"]:
            parts.append((f"{name}.alive", cat.text("say.lives", life=now["life"], place=cat.place(now["place"]))))
        elif now["place"] != was["place"] and now["place"] != "out":
            parts.append((f"{name}.place", cat.text("say.figure", place=cat.place(now["place"]),
                                                    undone="yes" if undone else "no")))
        if now["alive"] and was["alive"] and now["life"] != was["life"]:
            delta = now["life"] - was["life"]
            parts.append((f"{name}.life", cat.text("say.life-up" if delta > 0 else "say.life-down",
                                                   n=abs(delta), life=now["life"])))
        for relic in RELICS:
            if relic in now["relics"] and relic not in was["relics"]:
                giver = next((k for k, v in before["knights"].items() if relic in v["relics"] and k != name), None)
                # An undo gives back a relic that was put away in the box (drunk, sacrificed, lost).
                boxed = undone and (before.get("relics") or {}).get(relic, {}).get("status") in ("lost", "used")
                given = "yes" if giver else "back" if boxed else "no"
                parts.append((f"{name}.{relic}", cat.text("say.relic-take", relic=cat.relic(relic), given=given,
                                                          giver=cat.knight(giver, "de") if giver else "")))
            elif relic in was["relics"] and relic not in now["relics"]:
                taker = next((k for k, v in after["knights"].items() if relic in v["relics"]), None)
                if taker is None:
                    parts.append((f"{name}.{relic}", cat.text("say.relic-give", relic=cat.relic(relic), where=(
                        after.get("relics") or {}).get(relic, {}).get("status", "quest"))))
        shown = any(bool(now.get(flag)) != bool(was.get(flag)) for flag in ("traitor", "loyal"))
        for flag in ("traitor", "loyal", "accused", "squire"):
            # The accusation is told by the card shown (« Loyal », unmasked): « accusé » beside it said nothing to do.
            if bool(now.get(flag)) != bool(was.get(flag)) and not (flag == "accused" and shown):
                parts.append((f"{name}.{flag}", cat.text(f"say.{flag}", on="yes" if now.get(flag) else "no")))
        parts = _unsaid(parts, said)
        if parts:
            lines.append(cat.text("say.knight", knight=cat.knight(name), parts=_join(cat, parts)))
    for name in before["knights"]:
        if name not in after["knights"]:
            lines.append(cat.text("say.knight", knight=cat.knight(name), parts=cat.text("say.leaves")))
    return lines


def places(cat, before: dict, after: dict, undone: bool = False, said: frozenset = frozenset()) -> list[str]:
    """The Round Table's swords, Camelot's siege engines, each quest's cards and pieces, the black deck."""
    lines = []
    swords = _swords(cat, before["swords"], after["swords"], undone) if "swords" not in said else []
    if swords:
        lines.append(cat.text("say.round-table", parts=_join(cat, swords)))
    siege = after["siege"] - before["siege"] if "siege" not in said else 0
    if siege:
        lines.append(cat.text("say.siege", n=abs(siege), up="yes" if siege > 0 else "no", total=after["siege"]))
    deck = after.get("black_deck", 0) - before.get("black_deck", 0)
    taken = sum(max(0, (before["quests"].get(q) or {}).get("black", 0) - (after["quests"].get(q) or {}).get("black", 0))
                for q in QUESTS)
    # Black cards leaving a quest: back on the deck (an undo put them there), back in the drawer's hand
    # (an undone choice: the card waits again), or to the discard (a quest's end).
    where = ("deck" if deck >= taken else "hand") if undone else "discard"
    for quest in QUESTS:
        parts = _unsaid(_quest(cat, quest, before["quests"].get(quest) or {}, after["quests"].get(quest) or {},
                               undone, where), said)
        if parts:
            lines.append(cat.text("say.quest", quest=cat.place(quest, "quest"), parts=_join(cat, parts)))
    for effect in after.get("effects") or []:
        if effect not in (before.get("effects") or []) and f"effect:{effect}" not in said:
            lines.append(cat.text("say.effect-on", card=cat.card(effect), undone="yes" if undone else "no"))
    for effect in before.get("effects") or []:
        if effect not in (after.get("effects") or []) and f"effect:{effect}" not in said:
            lines.append(cat.text("say.effect-off", card=cat.card(effect), undone="yes" if undone else "no"))
    if where == "deck":
        deck -= taken     # the quests' sentences said where those cards go
    if deck and "deck" not in said:
        lines.append(cat.text("say.black-deck", n=abs(deck), up="yes" if deck > 0 else "no",
                              total=after.get("black_deck", 0), undone="yes" if undone else "no"))
    return lines


def _swords(cat, was: dict, now: dict, undone: bool) -> list[str]:
    """Swords laid, taken away, or turned (a Traitor's white swords turned black, or back)."""
    white, black = now["white"] - was["white"], now["black"] - was["black"]
    parts = []
    turned = min(max(-white, 0), max(black, 0))     # white swords turned to their black side
    back = min(max(white, 0), max(-black, 0))       # black swords turned back white
    if turned:
        parts.append(cat.text("say.swords-turned", n=turned, side="black"))
    if back:
        parts.append(cat.text("say.swords-turned", n=back, side="white"))
    white += turned - back
    black += back - turned
    for colour, delta in (("white", white), ("black", black)):
        if delta:
            parts.append(cat.text("say.swords", n=abs(delta), colour=colour, up="yes" if delta > 0 else "no"))
    return parts


def _quest(cat, quest: str, was: dict, now: dict, undone: bool, where: str = "discard") -> list[tuple[str, str]]:
    """A quest's parts that moved, each with its piece (`quest:dragon.black`)."""
    parts: list[tuple[str, str]] = []
    head = f"quest:{quest}"
    white = len(now.get("white", [])) - len(was.get("white", []))
    if white:
        parts.append((f"{head}.white", cat.text("say.white-cards", n=abs(white), up="yes" if white > 0 else "no",
                              undone="yes" if undone else "no")))
    black = now.get("black", 0) - was.get("black", 0)
    if black:
        parts.append((f"{head}.black", cat.text("say.black-cards", n=abs(black), up="yes" if black > 0 else "no", where=where,
                                                              undone="yes" if undone else "no")))
    up = len(now.get("black_up", [])) - len(was.get("black_up", []))
    if black == 0 and up:
        parts.append((f"{head}.black", cat.text("say.black-turned", n=abs(up), up="yes" if up > 0 else "no")))
    for key in ("warriors", "grail", "despair"):
        delta = now.get(key, 0) - was.get(key, 0)
        if delta:
            # The Grail's black cards by name: Désolation apart from Désespoir (`despair` counts both).
            desolation = abs(now.get("desolation", 0) - was.get("desolation", 0)) if key == "despair" else 0
            parts.append((f"{head}.{key}", cat.text(f"say.{key}", n=abs(delta) - desolation, up="yes" if delta > 0 else "no",
                                                     total=now.get(key, 0), desolation=desolation,
                                                     undone="yes" if undone else "no")))
    steps = now.get("position", 0) - was.get("position", 0)
    if steps:
        parts.append((f"{head}.position", cat.text("say.excalibur-steps", n=abs(steps), position=now.get("position", 0),
                                                   toward="knights" if steps > 0 else "lake")))
    for key in ("mordred", "dark_forest"):
        if bool(now.get(key)) != bool(was.get(key)):
            parts.append((f"{head}.{key}", cat.text(f"say.{key.replace('_', '-')}", on="yes" if now.get(key) else "no",
                                                     undone="yes" if undone else "no")))
    for key in ("won", "lost"):
        delta = now.get(key, 0) - was.get(key, 0)
        if delta:
            parts.append((f"{head}.{key}", cat.text(f"say.times-{key}", n=abs(delta), up="yes" if delta > 0 else "no",
                                                     total=now.get(key, 0))))
    if now.get("status") != was.get("status") and now.get("status"):
        parts.append((f"{head}.status", cat.text("say.status", status=now["status"], undone="yes" if undone else "no")))
    return parts
