"""A game rebuilt from its lines: the state is the replay of the accepted commands (OpenSpiel's history).

Undo, the journal's resume, the page's mirror and a bug's recovery all rebuild a game here, through the
registry: the package that speaks the game's `new` line parses every line and starts the engine.
"""
from __future__ import annotations

from . import registry
from .errors import CompanionError


def replay_lines(lines: list[str], kind: str | None = None, setup: str | None = None):
    """Rebuild a game from its accepted command lines (the first is `new`, which names the game), on
    the setup it was started with (None: the one its package gives now)."""
    kind = kind or registry.new_kind(lines[0])
    if kind is None:
        raise CompanionError("no-game", "the first line does not start a game: start one with 'new …'")
    rules = registry.load(kind)
    game = start(rules, rules.parse(lines[0]), setup)
    for line in lines[1:]:
        game.apply(rules.parse(line))
    return game


def setup_of(rules, cmd) -> str | None:
    """What a game's package keeps with a game started now (`setup_of`, optional: None without)."""
    given = getattr(rules, "setup_of", None)
    return given(cmd) if given is not None else None


def start(rules, cmd, setup: str | None):
    """The package's game started by `cmd`, on `setup` when there is one (a package without setups gets none)."""
    return rules.start(cmd) if setup is None else rules.start(cmd, setup=setup)
