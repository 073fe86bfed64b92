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
    if len(after.get("tournaments") or {}) > len(before.get("tournaments") or {}) and not undone:
        # A tournament's end: every display and held card is discarded, every player is back in; the
        # token won and the next colour are the events' own sentences.
        # The Shield and Stunned cards go with them (l. 102), the winner's too: each named.
        held = [cat.text(f"say.held-{h}", name=cat.player(before, seat)) for seat in before["seats"]
                for h in HOLDINGS if before["players"][seat][h]]
        return [cat.text("say.displays-cleared", tournament=before.get("tournament"),
                         held=_and(cat, held) or "none")]
    # Whose line it was: its cards go back to that player's hand when it is taken back.
    mover = after.get("current") if undone else before.get("current")
    # A Stunned laid before another player, taken back: it goes back to the hand of the one who played it.
    gained = any(after["players"][s]["stunned"] and not before["players"][s]["stunned"] for s in after["seats"])
    stunned_back = [s for s in after["seats"] if undone and not gained and s != mover
                    and before["players"][s]["stunned"] and not after["players"][s]["stunned"]]
    swapped = _swapped(before, after)
    for a, b, of_a, of_b in swapped:
        # A Finesse's two cards, swapped back (its undo, a LANCELOT cancelling it): a swap, not a discard
        # and a draw.
        lines.append(cat.text("say.swap-back", name=cat.player(after, a), other=cat.player(after, b),
                              mine=_cards(cat, of_a), theirs=_cards(cat, of_b)))
    in_swap = {seat: (of_a, of_b) for a, b, of_a, of_b in swapped for seat in (a, b)}
    for seat in after["seats"]:
        was, now = before["players"][seat], after["players"][seat]
        parts = []
        if seat == mover:
            parts += [cat.text("say.stunned-to-hand", target=cat.player(after, s)) for s in stunned_back]
        gone = _holds(was) - _holds(now)
        came = _holds(now) - _holds(was)
        if seat in in_swap:
            gone, came = Counter(), Counter()
        gone = Counter({k: n for k, n in gone.items() if k not in HOLDINGS})
        came = Counter({k: n for k, n in came.items() if k not in HOLDINGS})
        if gone:
            key = "say.to-hand" if undone and seat == mover else "say.discard"
            parts.append(cat.text(key, cards=_cards(cat, gone)))
        if came:
            key = "say.lay" if not undone and seat == mover else "say.put-back"
            parts.append(cat.text(key, cards=_cards(cat, came)))
        for holding in HOLDINGS:
            if holding == "stunned" and seat in stunned_back or seat in in_swap:
                continue
            if bool(now[holding]) != bool(was[holding]):
                key = "say.holding-on" if now[holding] else ("say.holding-hand" if undone and seat == mover
                                                             else "say.holding-off")
                parts.append(cat.text(key, card=cat.word(holding)))
        if bool(now["withdrawn"]) != bool(was["withdrawn"]) and not (undone and now["withdrawn"]):
            # (Taken back to a tournament he had left, he stays out: nothing to do, his cards were discarded then.)
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


def _holds(player: dict) -> Counter:
    """A player's cards on the table: his display and the Shield or Stunned laid before him."""
    return Counter(player["display"]) + Counter(h for h in HOLDINGS if player[h])


def _swapped(before: dict, after: dict) -> list[tuple[str, str, Counter, Counter]]:
    """Two players whose cards moved from one to the other and back (a Finesse): (a, b, a's card now with
    b, b's card now with a)."""
    moves = {s: (_holds(before["players"][s]) - _holds(after["players"][s]),
                 _holds(after["players"][s]) - _holds(before["players"][s])) for s in after["seats"]}
    out = []
    for i, a in enumerate(after["seats"]):
        for b in after["seats"][i + 1:]:
            gone_a, came_a = moves[a]
            gone_b, came_b = moves[b]
            if gone_a and gone_b and gone_a == came_b and gone_b == came_a:
                out.append((a, b, gone_a, gone_b))
    return out


def undone_unseen(cat, line: str, before: dict, after: dict) -> list[str]:
    """What an undo of `line` gives back that the public states cannot show (no hand is in the state): the
    card a Knock Down took from a hand, the card the turn the line opened drew from the stock."""
    if before.get("game") != "tournament" or after.get("game") != "tournament":
        return []
    lines, words = [], line.split()
    if words[:2] == ["play", "knock-down"] and len(words) > 2 and words[2] in after["players"]:
        lines.append(cat.text("say.knock-down-back", name=cat.player(after, after["current"]),
                              target=cat.player(after, words[2])))
    if before.get("phase") == "play" and before.get("turn") != after.get("turn") and before.get("current"):
        lines.append(cat.text("say.draw-back", name=cat.player(before, before["current"])))
    return lines


def setup_pages(cat, state: dict) -> list[str]:
    """The rules' « Préparation » and first turn, one short page a step: who deals, 8 cards each, the
    stock and the tokens, who starts, and the draw that opens every turn."""
    seats = state["seats"]
    starter = state.get("starter") or seats[0]
    dealer = seats[(seats.index(starter) - 1) % len(seats)]     # the starter sits at the dealer's left
    return [cat.text("setup.deal", dealer=cat.player(state, dealer)), cat.text("setup.stock"),
            cat.text("setup.first", name=cat.player(state, starter)), cat.text("setup.turn")]


def _and(cat, items: list[str]) -> str:
    """« a, b et c » (the catalog's word for « and »)."""
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {cat.text('list.and')} " + items[-1]


def _cards(cat, cards: Counter) -> str:
    return ", ".join(cat.word(slug) if n == 1 else f"{n} × {cat.word(slug)}" for slug, n in sorted(cards.items()))
