"""Make a long, legal game (1,000 accepted commands) from a few turn patterns that never end it."""
from __future__ import annotations

import sys
from pathlib import Path

from companion.journal.session import Session

# Each turn leaves the counters where they were, so the game can go on for ever.
PATTERNS = [
    ["evil siege", "siege fight-5 fight-4", "roll 2", "end"],
    ["evil black", "black picts", "special merlin picts", "end"],
    ["evil black", "black black-knight-1", "choose down", "special merlin black-knight", "end"],
    ["evil black", "black saxons", "special merlin saxons", "sacrifice", "heal fight-2 fight-2 fight-2", "end"],
    ["evil life", "heal grail grail grail", "end"],
    ["evil siege", "heal fight-1 fight-1 fight-1", "sacrifice", "siege fight-5 fight-5", "roll 1", "end"],
    ["evil black", "black despair", "special merlin grail", "end"],
    ["reshuffle", "evil black", "black excalibur", "special lady-of-the-lake", "end"],
]


def long_game(n: int = 1000) -> list[str]:
    """Accepted command lines of one five-knight game still running after `n` commands."""
    session = Session.in_memory()
    session.submit("new arthur gawain kay percival tristan no-traitor")
    turn = 0
    while len(session.lines) < n:
        for line in PATTERNS[turn % len(PATTERNS)]:
            if len(session.lines) >= n:
                break
            outcome = session.submit(line)
            if not outcome.accepted:
                raise RuntimeError(f"turn {turn}: '{line}' refused: {outcome.message}")
        turn += 1
    return session.lines


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("fixtures/long-game.table")
    lines = long_game()
    out.write_text("# A long game (benchmarks/long_game.py): 1,000 accepted commands.\n"
                   + "\n".join(lines) + "\n")
    print(f"{len(lines)} commands -> {out}")
