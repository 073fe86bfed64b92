"""The outside check of issue 23 (tests/said_from_outside.py) on one short game of each kind: what
`camelot feed --lang fr` says has no undo without its pieces, no protocol line, no « (x à y) », no « de »
before a vowel name, no result before its reveal, and Merlin's prompt follows the turn."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import said_from_outside as outside     # noqa: E402  (beside this file, as the script runs it)


def test_one_game_of_each_kind_says_nothing_the_tables_met():
    found = outside.measure(outside.games(1, moves=(30, 25, 35)), quiet_setup=True)
    assert {kind: {name: n for name, n in counts.items() if n} for kind, counts in found.items()} == \
        {"shadows": {}, "tournament": {}, "merlin": {}}


def test_the_check_catches_each_fault_it_counts():
    """Answers made up with each fault: every count rises (the check could fail)."""
    state = {"game": "tournament", "phase": "play", "over": False}
    answer = {"accepted": True, "prompt": "", "menu": [], "said": [
        "La Quête de Lancelot est perdue : 10 contre 13. Mélangez et révélez les cartes Noires.",
        "Fin de partie : 5 Épées blanches contre 7 noires. Sire Kay était le Félon : retournez 2 Épées.",
        "Jetons (0 à 1) de Élise.", "Annulé : « play red-3 »"]}
    found = outside.faults("tournament", ["play red-3"], [answer], [state])
    assert found["protocol-said"] == 1 and found["x-to-y"] == 1 and found["de-before-vowel"] == 1
    assert found["result-before-reveal"] == 2
