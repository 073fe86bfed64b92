"""Every tournament scenario (../shared/scenarios-tournament and tests/scenarios/tournament) replays to its `# expect` lines."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.tournament.table import replay_file

TESTS = Path(__file__).parent.parent
ROOTS = [TESTS.parent.parent / "shared" / "scenarios-tournament", TESTS / "scenarios" / "tournament"]
FILES = sorted(p for root in ROOTS if root.is_dir() for p in root.glob("*.table"))


def lookup(state, path):
    cur = state
    for part in path.split("."):
        if not (isinstance(cur, dict) and part in cur):
            raise KeyError(path)
        cur = cur[part]
    return cur


def expectations(path: Path):
    expects, rejected = [], None
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith("# expect "):
            _, _, key, raw = line.split(" ", 3)
            if key == "rejected-lines":
                rejected = json.loads(raw)
            else:
                expects.append((key, json.loads(raw)))
    return expects, rejected


def test_the_rulebook_tournaments_and_our_own_are_found():
    names = {p.name for p in FILES}
    assert {"rulebook-first-tournament.table", "rulebook-second-tournament.table"} <= names
    assert any(p.parent.name == "tournament" for p in FILES)


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_scenario(path: Path):
    expects, rejected = expectations(path)
    assert expects or rejected is not None, "a scenario states what it expects"
    state = replay_file(path)
    bad = []
    for key, want in expects:
        try:
            got = lookup(state, key)
        except KeyError:
            bad.append(f"{key}: missing")
            continue
        if got != want:
            bad.append(f"{key}: got {got!r}, want {want!r}")
    if rejected is not None:
        got_lines = sorted(r["line"] for r in state["rejected"])
        if got_lines != rejected:
            bad.append(f"rejected lines: got {got_lines}, want {rejected} ({state['rejected']})")
    assert not bad, "\n".join(bad)


def refusals(path: Path) -> dict[int, str]:
    """Our scenarios mark each line they expect refused with `# refused: CODE`."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {n: line.split("# refused:", 1)[1].split()[0] for n, line in enumerate(lines, start=1)
            if "# refused:" in line}


OURS = [p for p in FILES if p.parent.name == "tournament"]


@pytest.mark.parametrize("path", OURS, ids=lambda p: p.name)
def test_each_refusal_gives_its_reason(path: Path):
    want = refusals(path)
    got = {r["line"]: r["error"] for r in replay_file(path)["rejected"]}
    assert got == want
    assert all(r["message"] for r in replay_file(path)["rejected"])
