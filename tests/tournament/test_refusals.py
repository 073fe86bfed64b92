"""Our tournament scenarios mark each line they expect refused with `# refused: CODE`: each refusal
gives that reason, and a message (the scenarios themselves replay in tests/test_scenarios.py)."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.tournament.table import replay_file

OURS = sorted((Path(__file__).parent.parent / "scenarios" / "tournament").glob("*.table"))


def refusals(path: Path) -> dict[int, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return {n: line.split("# refused:", 1)[1].split()[0] for n, line in enumerate(lines, start=1)
            if "# refused:" in line}


def test_our_scenarios_are_found():
    assert len(OURS) > 10


@pytest.mark.parametrize("path", OURS, ids=lambda p: p.name)
def test_each_refusal_gives_its_reason(path: Path):
    rejected = replay_file(path)["rejected"]
    assert {r["line"]: r["error"] for r in rejected} == refusals(path)
    assert all(r["message"] for r in rejected)
