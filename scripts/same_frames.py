"""Play the same keys on two checkouts and say whether the box showed and said the same, frame for frame.

A refactoring that changes no behaviour a player can see is checked here from outside: seeded random key
presses (A, B, C, OK, BACK, the board, card scans, a few typed lines) after each game's opening, fed to
`camelot sim` (text form, speech shown, French and English) on this checkout and on OTHER, with the same
seed for the game's dice. Prints one line a game and seed, and exits 1 when any output differs.

    python scripts/same_frames.py ../old-checkout [SEEDS]
    (an old checkout: git worktree add ../old-checkout COMMIT)
"""
from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CARDS = {"shadows": ["despair", "fight-3", "fight-2", "saxons", "picts", "merlin", "fate", "grail-1", "q07"],
         "tournament": ["red-3", "red-5", "blue-2", "purple-4", "yellow-3", "green-1", "maiden-6", "squire-2",
                        "riposte", "lancelot"],
         "merlin": ["q01", "q07", "traitor-black", "tile-m"]}
OPENING = {"shadows": ["a", "c", "", "a", "", ""] + [""] * 12,
           "tournament": ["b"],
           "merlin": ["a", "c", "domain MmwWlL mmwwll lwmMWL", "start p1 grey orange grey black",
                      "start p2 blue black blue grey", "traitors p1 black grey grey", "traitors p2 blue orange brown",
                      "roll p1 4 4 2 2", "roll p2 4 2 5 1"]}
# Run inside the checkout's own interpreter path: the seed every new game draws is fixed, so the box's dice agree.
DRIVER = """
import io, os, sys
import companion.journal.session as session_module
if hasattr(session_module, "secrets"):
    session_module.secrets.randbits = lambda n: 1234567
os.urandom = lambda n: (1234567 << 2).to_bytes(8, "big")
from companion import cli
sys.stdin = io.StringIO(open(sys.argv[1], encoding="utf-8").read())
cli.main(["sim", "--memory", "--lang", sys.argv[2], "--screen", "text", "--game", sys.argv[3], "--show-speech"])
"""


def keys_for(game: str, seed: int, count: int = 350) -> list[str]:
    """The opening of `game`, then `count` seeded random inputs, then quit."""
    rng = random.Random(seed)
    keys = list(OPENING[game])
    for _ in range(count):
        r = rng.random()
        keys.append(rng.choice("abc") if r < 0.55 else "" if r < 0.75 else "u" if r < 0.8 else "O" if r < 0.83
                    else "U" if r < 0.84 else rng.choice(CARDS[game]) if r < 0.95
                    else rng.choice(["v", "?", "roll 4", "end", "undo"]))
    return keys + ["q"]


def played(checkout: Path, keys: Path, lang: str, game: str) -> str:
    """What the simulator of `checkout` printed for `keys`."""
    env = {**os.environ, "PYTHONPATH": str(checkout), "CAMELOT_NO_MACHINE_CONFIG": "1"}
    done = subprocess.run([sys.executable, "-c", DRIVER, str(keys), lang, game], cwd=checkout, env=env,
                          capture_output=True, text=True, timeout=600)
    return done.stdout + done.stderr


def main(argv: list[str]) -> int:
    other = Path(argv[0]).resolve()
    seeds = int(argv[1]) if len(argv) > 1 else 2
    differs = 0
    with tempfile.TemporaryDirectory() as folder:
        for game in CARDS:
            for seed in range(1, seeds + 1):
                for lang in ("fr", "en"):
                    keys = Path(folder) / f"{game}-{seed}.keys"
                    keys.write_text("\n".join(keys_for(game, seed)) + "\n", "utf-8")
                    here, there = played(HERE, keys, lang, game), played(other, keys, lang, game)
                    same = here == there
                    differs += not same
                    accepted = here.count("✓")
                    print(f"{game} seed {seed} {lang}: {'same' if same else 'DIFFERS'} "
                          f"({len(here.splitlines())} lines, {accepted} lines accepted)")
    return 1 if differs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
