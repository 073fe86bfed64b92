"""The rules are pure: no clock, no chance, no I/O in the engine's modules (chance enters as a command;
the board enters as data, read only by board.py's loader)."""
from __future__ import annotations

import ast
from pathlib import Path

import companion.games.merlin as package

RULES = ["actions.py", "cards.py", "commands.py", "events.py", "game.py", "moves.py", "pieces.py", "queries.py",
         "quests.py", "scoring.py", "setup.py", "state.py", "turn.py"]
FORBIDDEN = {"random", "time", "datetime", "os", "io", "socket", "subprocess", "sqlite3", "threading", "pathlib",
             "json", "importlib"}


def test_the_rules_modules_import_nothing_impure():
    folder = Path(package.__file__).parent
    # Every module at the package's top is a rule (the table wing lives in table/).
    assert sorted(RULES + ["__init__.py", "board.py"]) == sorted(p.name for p in folder.glob("*.py"))
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


def test_no_module_is_over_600_lines():
    folder = Path(package.__file__).parent
    for path in folder.glob("*.py"):
        assert len(path.read_text(encoding="utf-8").splitlines()) <= 600, path.name


def test_the_description_the_registry_reads():
    assert package.KIND == "merlin" and package.TITLE == {"fr": "Merlin", "en": "Merlin"}
    game = package.start(package.parse("new merlin 3 Anne Marc Léa"))
    assert isinstance(game, package.Game)
    assert (game.phase, game.current, game.turn, game.over, game.result, game.pending) == \
        ("setup", None, -1, False, None, None)
    assert [e.key for e in game.events] == ["game-started", "setup-material", "setup-due"]
    state = game.public_state()
    assert state["game"] == "merlin" and state["modules"] == [] and state["board"]["provisional"]
    assert state["can"] == ["domain", "start", "traitors", "roll", "card", "abandon"]
    assert state["quests"] == {"deck": 40, "display": 3, "discard": 0} and state["apples"] == 8
    assert "new" in package.VERBS and "undo" in package.VERBS and "abandon" in package.VERBS
