"""What the A/B/C buttons offer, as pure functions of the public state: each option is a protocol line.

The front end pages the options three at a time (A, B, C; OK turns the page). A scanned card
that needs arguments (a target, a colour, a kind) opens `targets(state, card)`; a decision
opens `decision(state)`; otherwise `turn(state)` offers what a player can say without a card.
Options are only what the rules would accept now, so a button never leads to a refusal.
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import CARDS, COLOURS, MAIDEN, WEAPONS

PAGE = 3


@dataclass(frozen=True)
class Option:
    """One button's choice: the catalog message that labels it, its words, and the line it sends."""

    label: str          # message id: menu-colour, menu-pass, menu-end, menu-withdraw, menu-choose, menu-target…
    args: dict
    line: str


def pages(options: list[Option]) -> list[list[Option]]:
    """Options three by three, for the A, B and C buttons."""
    return [options[i:i + PAGE] for i in range(0, len(options), PAGE)] or [[]]


def menu(state: dict) -> list[Option]:
    """What the buttons offer now, without a card scanned."""
    if state["over"] or state.get("phase") == "setup":
        return []
    if state["pending"]:
        return decision(state)
    if state["phase"] == "colour":
        return colour(state)
    return turn(state)


def decision(state: dict) -> list[Option]:
    """A pending decision (tournament-protocol.md, "Decisions"): one option per answer, in its order."""
    pending = state["pending"]
    about = {"decision": pending["decision"], "player": pending["player"]}
    return [Option("menu-choose", {**about, "option": o}, f"choose {o}") for o in pending["options"]]


def colour(state: dict) -> list[Option]:
    """The starter names a colour (never purple after purple, l. 66) or passes."""
    banned = "purple" if state["last_colour"] == "purple" else None
    options = [Option("menu-colour", {"colour": c}, f"colour {c}") for c in COLOURS if c != banned]
    return options + [Option("menu-pass", {"player": state["starter"]}, "pass")]


def turn(state: dict) -> list[Option]:
    """End the turn when the total is strictly the highest (l. 78), or withdraw (l. 90-96)."""
    seat = state["current"]
    me = state["players"][seat]
    options = []
    best = max((p["total"] for s, p in state["players"].items() if s != seat), default=0)
    if state["played_this_turn"] and me["total"] > best:
        options.append(Option("menu-end", {"player": seat, "total": me["total"]}, f"end {me['total']}"))
    if not _opening(state):
        options.append(Option("menu-withdraw", {"player": seat}, "withdraw"))
    return options


def _opening(state: dict) -> bool:
    return bool(state.get("opening_turn"))


def needs_arguments(card: str) -> bool:
    """Whether a scanned card opens `targets` (else the front end sends `play CARD` at once)."""
    return card in ARGUMENT_CARDS


ARGUMENT_CARDS = frozenset({"ivanhoe", "unhorse", "change-weapon", "knock-down", "stunned", "break-lance",
                            "riposte", "dodge", "retreat", "outwit"})


def _opponents(state: dict, seat: str) -> list[str]:
    return [s for s in state["seats"] if s != seat and not state["players"][s]["withdrawn"]]


def targets(state: dict, card: str) -> list[Option]:
    """The arguments an action card scanned by the current player may take now (ivanhoe: who plays it)."""
    seat = state["current"]
    players = state["players"]
    me = players[seat]
    colour_now = state["colour"]

    def option(*words: str, **args) -> Option:
        return Option("menu-target", {"card": card, **args}, " ".join(("play", card) + words))

    if card != "ivanhoe" and _opening(state) and not me["display"]:
        return []       # l. 68: the opening card first
    if card == "ivanhoe":
        if not state.get("can_cancel"):
            return []
        return [option(s, seat=s) for s in state["seats"] if not players[s]["withdrawn"]]
    if card == "unhorse":
        return [option(c, colour=c) for c in WEAPONS] if colour_now == "purple" else []
    if card == "change-weapon":
        return [option(c, colour=c) for c in WEAPONS if c != colour_now] if colour_now in WEAPONS else []
    if card == "knock-down":
        return [option(s, seat=s) for s in state["seats"] if s != seat]
    if card == "stunned":
        taken = any(p["stunned"] for p in players.values())
        return [] if taken else [option(s, seat=s) for s in _opponents(state, seat)]
    open_to_me = [s for s in _opponents(state, seat) if not players[s]["shield"]]
    if card == "break-lance":
        return [option(s, seat=s) for s in open_to_me if _has_removable_purple(players[s]["display"])]
    if card == "riposte":
        stunned_out = me["stunned"] and state.get("added_this_turn", 0) >= 1
        return [option(s, seat=s) for s in open_to_me
                if len(players[s]["display"]) >= 2 and not stunned_out
                and not (players[s]["display"][-1] == MAIDEN and MAIDEN in me["display"])]
    if card == "dodge":
        return [option(s, k, seat=s, kind=k) for s in open_to_me if len(players[s]["display"]) >= 2
                for k in _distinct(players[s]["display"])]
    if card == "retreat":
        return [option(k, kind=k) for k in _distinct(me["display"])] if len(me["display"]) >= 2 else []
    if card == "outwit":
        return _outwit(state, seat, option)
    return []


def _has_removable_purple(display: list[str]) -> bool:
    """Some purple goes unless the display is that single card (l. 132)."""
    return len(display) >= 2 and any(CARDS[k].colour == "purple" for k in display)


def _distinct(display: list[str]) -> list[str]:
    return [k for i, k in enumerate(display) if k not in display[:i]]


def _outwit(state: dict, seat: str, option) -> list[Option]:
    players = state["players"]
    me = players[seat]
    mine = _distinct(me["display"]) + [h for h in ("shield", "stunned") if me[h]]
    options = []
    for s in _opponents(state, seat):
        him = players[s]
        theirs = _distinct(him["display"]) + [h for h in ("shield", "stunned") if him[h]]
        for a in mine:
            for b in theirs:
                if a == b or (him["shield"] and not (a in ("shield", "stunned") and b in ("shield", "stunned"))):
                    continue
                if b == MAIDEN and a != MAIDEN and MAIDEN in me["display"]:
                    continue
                if a == MAIDEN and b != MAIDEN and MAIDEN in him["display"]:
                    continue
                holding = ("shield", "stunned")
                if a not in holding and b in holding and len(me["display"]) < 2:
                    continue
                if b not in holding and a in holding and len(him["display"]) < 2:
                    continue
                options.append(option(a, s, b, seat=s, kind=a, theirs=b))
    return options
