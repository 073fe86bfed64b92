"""What the A/B/C buttons offer, as pure functions of the public state: each option is a protocol line.

The front end pages the options three at a time (A, B, C; OK turns the page). A scanned card
that needs arguments (a target, a colour, a kind) opens `targets(state, card, accepted)` with the
engine's answer for that card; a decision opens `decision(state)`; otherwise `turn(state)` offers
what a player can say without a card. Options are the engine's own answers (`can`, `colours`, a
decision's `options` in the state; `targets` asked of the engine), never a second copy of the rules,
so a button never leads to a refusal (tests/test_menu_properties.py walks them against the engine).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import COLOURS, MAIDEN
from ..game import ARGUMENT_CARDS

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
    """The starter names a colour the engine accepts (never purple after purple, l. 66) or passes."""
    options = [Option("menu-colour", {"colour": c}, f"colour {c}") for c in state.get("colours", COLOURS)]
    if "pass" in state.get("can", ("pass",)):
        options.append(Option("menu-pass", {"player": state["starter"]}, "pass"))
    return options


def turn(state: dict) -> list[Option]:
    """End the turn (the total strictly the highest, l. 78) or withdraw (l. 90-96), as the engine's `can` says."""
    seat = state["current"]
    me = state["players"][seat]
    can = state.get("can") or ()
    options = []
    if "end" in can:
        options.append(Option("menu-end", {"player": seat, "total": me["total"]}, f"end {me['total']}"))
    if "withdraw" in can:
        options.append(Option("menu-withdraw", withdraw_cost(me, seat), "withdraw"))
    return options


def withdraw_cost(me: dict, seat: str) -> dict:
    """What withdrawing costs, said on the option (l. 84, 92): with a maiden on his display, a token if he
    owns one (`cost`: none, one — the `colour` of his only token — or choice)."""
    tokens = me.get("tokens") or []
    if MAIDEN not in (me.get("display") or []) or not tokens:
        return {"player": seat, "cost": "none", "colour": ""}
    return {"player": seat, "cost": "one" if len(tokens) == 1 else "choice", "colour": tokens[0] if len(tokens) == 1 else ""}


def only_token(state: dict) -> str | None:
    """The one token a withdrawal with a maiden costs when its player owns only that one (the question it
    would ask has a single answer: the menus answer it with the withdrawal), else None."""
    me = state["players"][state["current"]]
    cost = withdraw_cost(me, state["current"])
    return cost["colour"] if cost["cost"] == "one" else None


def needs_arguments(card: str) -> bool:
    """Whether a scanned card opens `targets` (else the front end sends `play CARD` at once)."""
    return card in ARGUMENT_CARDS


# What each argument word of `play CARD …` names, in the order of the vocabulary (tournament-protocol.md).
SHAPES = {"unhorse": ("colour",), "change-weapon": ("colour",), "dodge": ("seat", "kind"), "retreat": ("kind",),
          "outwit": ("kind", "seat", "theirs")}


def targets(state: dict, card: str, accepted: list[list[str]]) -> list[Option]:
    """The arguments an action card scanned now is accepted with, each as an option: `accepted` is the
    engine's answer (`TournamentGame.targets(card)`, asked only when the card is scanned; ivanhoe: who
    plays it)."""
    shape = SHAPES.get(card, ("seat",))
    return [Option("menu-target", {"card": card, **dict(zip(shape, words))}, " ".join(("play", card, *words)))
            for words in accepted]
