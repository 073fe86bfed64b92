"""The turn diagram in docs/ is the machine's own picture."""
from pathlib import Path

from companion.games.shadows.turn import PHASES, mermaid


def test_the_diagram_in_the_docs_is_current():
    doc = (Path(__file__).resolve().parents[2] / "docs" / "turn-machine.md").read_text()
    assert mermaid() in doc, "regenerate docs/turn-machine.md: python -m companion.games.shadows.turn"


def test_every_phase_appears_in_the_diagram():
    for phase in PHASES:
        assert f"--> {phase}" in mermaid() or phase == "setup"
