"""The tournament's narrator: the cards and tokens that moved between two public states (no rule here).

The core (companion/core/narration.py) asks it with the state an accepted line was made on and the
state after; for an undo, the state that had the line and the state without it, so the same
comparison names the inverse moves: « Ann : reprenez Rouge 3 en main », « Bob : remettez Bleu 4
devant vous ». One sentence a player, then the tournament's colour.
"""
from __future__ import annotations

from collections import Counter

from companion.core.narration import Steps

HOLDINGS = ("shield", "stunned")


def narrate(cat, before: dict, after: dict, undone: bool = False) -> list[str]:
    """Every card and token that moved, one sentence a player, then the colour of the tournament."""
    if after.get("game") != "tournament":
        return []
    if before.get("game") != "tournament":
        return [] if undone else Steps(pages=setup_pages(cat, after))
    if before.get("seats") != after.get("seats"):
        return []
    lines = []
    if after.get("tournament") != before.get("tournament") and not undone:
        # A tournament's end: every display and held card is discarded, every player is back in; the
        # token won and the next colour are the events' own sentences.
        return [cat.text("say.displays-cleared", tournament=before.get("tournament"))]
    # Whose line it was: its cards go back to that player's hand when it is taken back.
    mover = after.get("current") if undone else before.get("current")
    for seat in after["seats"]:
        was, now = before["players"][seat], after["players"][seat]
        parts = []
        gone = Counter(was["display"]) - Counter(now["display"])
        came = Counter(now["display"]) - Counter(was["display"])
        if gone:
            key = "say.to-hand" if undone and seat == mover else "say.discard"
            parts.append(cat.text(key, cards=_cards(cat, gone)))
        if came:
            key = "say.lay" if not undone and seat == mover else "say.put-back"
            parts.append(cat.text(key, cards=_cards(cat, came)))
        for holding in HOLDINGS:
            if bool(now[holding]) != bool(was[holding]):
                key = "say.holding-on" if now[holding] else ("say.holding-hand" if undone and seat == mover
                                                             else "say.holding-off")
                parts.append(cat.text(key, card=cat.word(holding)))
        if bool(now["withdrawn"]) != bool(was["withdrawn"]):
            parts.append(cat.text("say.withdrawn" if now["withdrawn"] else "say.back-in"))
        for colour in now["tokens"]:
            if colour not in was["tokens"]:
                parts.append(cat.text("say.token-take", colour=cat.word(colour)))
        for colour in was["tokens"]:
            if colour not in now["tokens"]:
                parts.append(cat.text("say.token-give", colour=cat.word(colour)))
        if parts:
            lines.append(cat.text("say.player", name=cat.player(after, seat),
                                  parts=(" ; " if cat.lang == "fr" else "; ").join(parts)))
    if after.get("colour") != before.get("colour"):
        lines.append(cat.text("say.colour", colour=cat.word(after["colour"])) if after.get("colour")
                     else cat.text("say.no-colour"))
    return lines


def setup_pages(cat, state: dict) -> list[str]:
    """The rules' « Préparation » and first turn, one short page a step: who deals, 8 cards each, the
    stock and the tokens, who starts, and the draw that opens every turn."""
    seats = state["seats"]
    starter = state.get("starter") or seats[0]
    dealer = seats[(seats.index(starter) - 1) % len(seats)]     # the starter sits at the dealer's left
    return [cat.text("setup.deal", dealer=cat.player(state, dealer)), cat.text("setup.stock"),
            cat.text("setup.first", name=cat.player(state, starter)), cat.text("setup.turn")]


def _cards(cat, cards: Counter) -> str:
    return ", ".join(cat.word(slug) if n == 1 else f"{n} × {cat.word(slug)}" for slug, n in sorted(cards.items()))
