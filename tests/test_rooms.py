"""The house in rooms: which room may import which, no import circle, no module over 500 lines.

Every game has the same shape: its rules (`companion/games/KIND/`, room `game:KIND`) import the core only;
its table wing (`companion/games/KIND/table/`, room `wing:KIND`) imports its own rules and the core; nobody
imports a wing but the registry, which names it as data (`registry.table(kind)`).

Read from the code's own imports (every one, a function's lazy import and a type checker's included),
so that the rule written in docs/architecture.md cannot drift from what the code does.
"""
from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = tuple(sorted(p.parent.name for p in (ROOT / "companion" / "games").glob("*/__init__.py")))
LONGEST = 500

# What each room may import besides itself (docs/architecture.md, "Rooms"). Lower rooms first.
MAY_IMPORT = {
    "core": set(),
    "journal": {"core"},
    "game": {"core"},
    "wing": {"core"},          # and its own game's rules (allowed())
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
        return f"wing:{parts[2]}" if len(parts) > 3 and parts[3] == "table" else f"game:{parts[2]}"
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
    if mine.startswith("wing:") and theirs == f"game:{mine[5:]}":
        return True            # a table wing reads its own game's rules
    rule = MAY_IMPORT[mine.split(":")[0]]
    return theirs in rule or any(imported == f"companion.{r}" or imported.startswith(f"companion.{r}.")
                                 for r in rule if "." in r)


def test_every_module_stands_in_a_room_and_companion_top_holds_only_the_entry_point():
    top = sorted(p.name for p in (ROOT / "companion").glob("*.py"))
    assert set(top) <= {"__init__.py", "__main__.py"}, top     # the entry point is the cli/ room
    rooms = {room(m) for m in modules()}
    assert rooms <= {"top", "cli", "core", "journal", "box", "web", "drivers"} | {f"game:{g}" for g in GAMES} \
        | {f"wing:{g}" for g in GAMES}, rooms


def test_every_game_has_the_same_shape_rules_at_the_top_and_a_table_wing():
    for game in GAMES:
        folder = ROOT / "companion" / "games" / game
        assert (folder / "table" / "__init__.py").is_file(), f"{game} has no table wing"
        assert (folder / "table" / "frontend.py").is_file(), f"{game}'s front end is not table/frontend.py"
        assert (folder / "table" / "locale" / "fr.ftl").is_file() and (folder / "table" / "locale" / "en.ftl").is_file()
        assert not (folder / "locale").exists(), f"{game}'s words live in its wing"
        assert not [p.name for p in folder.iterdir() if p.is_dir() and p.name not in ("table", "data", "__pycache__")]


def test_nobody_imports_a_table_wing_but_the_wing_itself():
    wrong = [f"{m} imports {i}" for m in sorted(modules()) for i in sorted(imports(m))
             if room(i).startswith("wing:") and room(m) != room(i)]
    assert not wrong, "\n".join(wrong)


def test_each_room_imports_only_the_rooms_below_it():
    wrong = [f"{m} ({room(m)}) imports {i} ({room(i)})" for m in sorted(modules()) for i in sorted(imports(m))
             if not allowed(m, i)]
    assert not wrong, "\n".join(wrong)


def test_the_core_knows_no_game_and_a_game_knows_no_other_game():
    for m in modules():
        named = {room(i) for i in imports(m)} - {room(m)}
        if room(m).startswith("wing:"):
            named.discard(f"game:{room(m)[5:]}")     # its own rules
        assert not {r for r in named if r.startswith(("game:", "wing:"))}, \
            f"{m} imports a game: only the registry names them"


def test_the_rule_is_a_real_one():
    # The checker itself: an upward import and a game's import of another are refused.
    assert not allowed("companion.core.session", "companion.journal.store")
    assert not allowed("companion.games.merlin.table.words", "companion.games.shadows.table.words")
    assert not allowed("companion.games.merlin.table.frontend", "companion.box.app")
    assert not allowed("companion.games.merlin.game", "companion.games.merlin.table.words")   # rules never read words
    assert allowed("companion.games.merlin.table.words", "companion.games.merlin.cards")
    assert not allowed("companion.games.merlin.table.words", "companion.games.tournament.cards")
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


def test_no_module_over_five_hundred_lines():
    long = {str(p.relative_to(ROOT)): n for p in modules().values()
            if (n := len(p.read_text("utf-8").splitlines())) > LONGEST}
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
