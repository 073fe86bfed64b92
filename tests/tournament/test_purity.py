"""The rules are pure: no clock, no chance, no I/O in the engine's modules (chance enters as a command)."""
from __future__ import annotations

import ast
from pathlib import Path

import companion.games.tournament as package

RULES = ["actions.py", "commands.py", "events.py", "game.py", "state.py", "turn.py"]
FORBIDDEN = {"random", "time", "datetime", "os", "io", "socket", "subprocess", "sqlite3", "threading", "pathlib"}


def test_the_rules_modules_import_nothing_impure():
    folder = Path(package.__file__).parent
    for name in RULES:
        tree = ast.parse((folder / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("open", "input"):
                raise AssertionError(f"{name} calls {node.func.id}")
            if isinstance(node, ast.Import):
                roots = {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                roots = {node.module.split(".")[0]}
            else:
                continue
            assert not roots & FORBIDDEN, f"{name} imports {roots & FORBIDDEN}"


def test_the_description_the_registry_reads():
    assert package.KIND == "tournament"
    assert len(package.CARD_SLUGS) == 35 and "ivanhoe" in package.CARD_SLUGS
    game = package.start(package.parse("new tournament 2 Marcel Danielle"))
    assert isinstance(game, package.Game)
    assert (game.phase, game.current, game.turn, game.over, game.result, game.pending) == \
        ("colour", "p1", 0, False, None, None)
    assert [e.key for e in game.events] == ["game-started", "tournament-begins"]
    assert game.apply(package.parse("colour red"))[0].key == "colour-named"
    assert game.public_state()["phase"] == "play"
