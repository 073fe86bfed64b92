"""The tournament's phase diagram in docs/ is the machine's own picture."""
from pathlib import Path

from companion.games.tournament.turn import PHASES, mermaid


def test_the_diagram_in_the_docs_is_current():
    doc = (Path(__file__).parents[2] / "docs" / "tournament-turn-machine.md").read_text(encoding="utf-8")
    assert mermaid() in doc, "regenerate docs/tournament-turn-machine.md: python -m companion.games.tournament.turn"


def test_every_phase_is_reached():
    for phase in PHASES:
        assert f"--> {phase}" in mermaid()
