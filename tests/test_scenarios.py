"""Every scenario file of every game (../shared/scenarios, ../shared/scenarios-tournament,
../shared/scenarios-merlin and tests/scenarios/**) replays to its `# expect` lines through the one shared replay."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.journal.tablefile import replay_file

HERE = Path(__file__).parent
SHARED = HERE.parent.parent / "shared"
ROOTS = [SHARED / "scenarios", SHARED / "scenarios-tournament", SHARED / "scenarios-merlin", HERE / "scenarios"]
FILES = sorted(p for root in ROOTS if root.is_dir() for p in root.rglob("*.table"))


def lookup(state, path):
    cur = state
    for part in path.split("."):
        if not (isinstance(cur, dict) and part in cur):
            raise KeyError(path)
        cur = cur[part]
    return cur


def expectations(path: Path):
    expects, rejected, xfail = [], None, None
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith("# expect "):
            _, _, key, raw = line.split(" ", 3)
            if key == "rejected-lines":
                rejected = json.loads(raw)
            else:
                expects.append((key, json.loads(raw)))
        elif line.startswith("# xfail "):
            xfail = line[len("# xfail "):]
    return expects, rejected, xfail


def test_the_public_scenarios_of_both_games_are_found():
    names = {p.name for p in FILES}
    assert any(p.parent.name == "scenarios" and "shared" in p.parts for p in FILES)
    assert {"rulebook-first-tournament.table", "rulebook-second-tournament.table"} <= names
    assert any(p.parent.name == "tournament" for p in FILES)
    assert {"first-round.table", "rulebook-scoring.table"} <= names


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_scenario(path: Path):
    expects, rejected, xfail = expectations(path)
    if xfail:
        pytest.xfail(xfail)
    assert expects or rejected is not None, "a scenario states what it expects"
    state = replay_file(path)
    bad = []
    for key, want in expects:
        try:
            got = lookup(state, key)
        except KeyError:
            bad.append(f"{key}: missing")
            continue
        # `effects` lists the lasting effects in the order they took effect (table-protocol.md): compared
        # as written; a knight's relics in any order.
        if isinstance(want, list) and isinstance(got, list) and key.endswith("relics"):
            got, want = sorted(map(str, got)), sorted(map(str, want))
        if got != want:
            bad.append(f"{key}: got {got!r}, want {want!r}")
    if rejected is not None:
        got_lines = sorted(r["line"] for r in state["rejected"])
        if got_lines != rejected:
            bad.append(f"rejected lines: got {got_lines}, want {rejected} ({state['rejected']})")
    assert not bad, "\n".join(bad)
