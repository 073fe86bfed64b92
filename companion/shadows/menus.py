"""What the Shadows menus may offer now, asked of the engine's own checks so a menu never restates a rule.

Until the engine gives side-effect-free `can_…` checks, the heroic actions are tested with
`Game.check_action` itself on the turn's public record (`state["heroic"]`): the one place that
says "one action, a second after a sacrifice, never twice the same" (p 17).
"""
from __future__ import annotations

from types import SimpleNamespace

from ..errors import CompanionError
from .game import Game, TurnState

# The menu's words for the engine's kinds of heroic action.
ACTION_KIND = {"play": "quest"}


def can_act(state: dict, kind: str) -> bool:
    """Whether the current knight may take the heroic action `kind` now (the engine's check, p 17)."""
    heroic = state.get("heroic") or {}
    turn = TurnState(actions=list(heroic.get("actions", ())), sacrificed=bool(heroic.get("sacrificed")))
    try:
        Game.check_action(SimpleNamespace(ts=turn), ACTION_KIND.get(kind, kind))
    except CompanionError:
        return False
    return True


def has_acted(state: dict) -> bool:
    """Whether the current knight has spent a heroic action (a free move or special is not one)."""
    return bool((state.get("heroic") or {}).get("actions"))


def can_fight_siege(state: dict) -> bool:
    """A siege fight needs an engine around Camelot to fight (p 13)."""
    return state.get("siege", 0) > 0
