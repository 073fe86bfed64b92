"""The house in rooms: which room may import which, no import circle, no module over 600 lines.

Read from the code's own imports (every one, a function's lazy import and a type checker's included),
so that the rule written in docs/architecture.md cannot drift from what the code does.
"""
from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("shadows", "tournament", "merlin")

# What each room may import besides itself (docs/architecture.md, "Rooms"). Lower rooms first.
MAY_IMPORT = {
    "core": set(),
    "journal": {"core"},
    "game": {"core"},
    "web": {"core", "journal"},
    "drivers": {"core.errors"},
    "box": {"core", "journal", "web", "drivers"},
    "cli": {"core", "journal", "web", "box", "drivers"},
    "top": set(),
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def modules() -> dict[str, Path]:
    return {module_name(p): p for top in ("companion", "drivers") for p in (ROOT / top).rglob("*.py")}


def room(module: str) -> str:
    parts = module.split(".")
    if parts[0] == "drivers":
        return "drivers"
    if len(parts) == 1:
        return "top"
    if parts[1] == "games" and len(parts) > 2:
        return f"game:{parts[2]}"
    return {"games": "top"}.get(parts[1], parts[1])   # companion.games itself: the shelf, a docstring


@cache
def imports(module: str) -> frozenset[str]:
    """Every module of ours that `module` imports, wherever the import stands."""
    path = modules()[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                found.add(sub if sub in modules() else target)
    return frozenset(m for m in found if m in modules() and m != module)


def allowed(importer: str, imported: str) -> bool:
    mine, theirs = room(importer), room(imported)
    if mine == theirs:
        return True
    rule = MAY_IMPORT["game" if mine.startswith("game:") else mine]
    return theirs in rule or any(imported == f"companion.{r}" or imported.startswith(f"companion.{r}.")
                                 for r in rule if "." in r)


def test_every_module_stands_in_a_room_and_companion_top_holds_only_the_entry_point():
    top = sorted(p.name for p in (ROOT / "companion").glob("*.py"))
    assert set(top) <= {"__init__.py", "cli.py", "__main__.py"}, top
    rooms = {room(m) for m in modules()}
    assert rooms <= {"top", "cli", "core", "journal", "box", "web", "drivers"} | {f"game:{g}" for g in GAMES}, rooms


def test_each_room_imports_only_the_rooms_below_it():
    wrong = [f"{m} ({room(m)}) imports {i} ({room(i)})" for m in sorted(modules()) for i in sorted(imports(m))
             if not allowed(m, i)]
    assert not wrong, "\n".join(wrong)


def test_the_core_knows_no_game_and_a_game_knows_no_other_game():
    for m in modules():
        named = {room(i) for i in imports(m)} - {room(m)}
        assert not {r for r in named if r.startswith("game:")}, f"{m} imports a game: only the registry names them"


def test_the_rule_is_a_real_one():
    # The checker itself: an upward import and a game's import of another are refused.
    assert not allowed("companion.core.session", "companion.journal.store")
    assert not allowed("companion.games.merlin.table.words", "companion.games.shadows.table.words")
    assert not allowed("companion.games.merlin.table.frontend", "companion.box.app")
    assert not allowed("drivers.hardware", "companion.box.config")
    assert allowed("drivers.buttons", "companion.core.errors")
    assert allowed("companion.box.app", "companion.journal.store")


def circles() -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), or a module importing itself."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in imports(v):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for m in sorted(modules()):
        if m not in index:
            visit(m)
    return found


def test_no_import_circle_anywhere_in_companion_or_drivers():
    assert circles() == []


def test_no_module_over_six_hundred_lines():
    long = {str(p.relative_to(ROOT)): n for p in modules().values()
            if (n := len(p.read_text("utf-8").splitlines())) > 600}
    assert not long, long


def test_every_path_the_docs_name_in_companion_or_drivers_exists():
    import re
    missing = []
    for doc in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for n, line in enumerate(doc.read_text("utf-8").splitlines(), 1):
            for found in re.finditer(r"(?<![\w./-])((?:companion|drivers)/[\w./-]*\w)", line):
                path = found.group(1)
                placeholder = any(part.isupper() or part.startswith("test_") or part.startswith("LANG")
                                  for part in path.split("/"))
                if not placeholder and not (ROOT / path).exists():
                    missing.append(f"{doc.name}:{n}: {path}")
    assert not missing, "\n".join(missing)
