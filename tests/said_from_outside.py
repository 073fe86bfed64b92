"""What the box says, read from outside (issue 23's « done when »): random games of the three games fed to
`camelot feed --lang fr`, every answer's words (`said`, `prompt`, the menu) read, and counted:

- undo answers that leave a piece unnamed (the pieces read from the states before and after, as
  tests/test_narration_property.py reads them), or say a generic « défaites ce qu'il a changé »;
- protocol lines said to the players (the line typed, or a quoted one);
- counts said « (x à y) »;
- « de » before a name starting with a vowel or a mute h (« de Élise » for « d'Élise »);
- a quest's result said before its black cards are revealed, a game's final count before the Traitor's
  swords are turned;
- Merlin's prompt not following the turn (a turn handed on to a player whose prompt does not name them,
  or the setup's prompt still asked once the game is under way).

    python tests/said_from_outside.py [games-per-kind]          (prints, per game kind, each count)

The games are random lines the engine accepts (Shadows and the tournament by their menus' walk, Merlin by
the engine's legal lines: tests/homes_from_outside.py), named players where the game takes names (Anne,
Élise, Yves, Hugo), with an undo (and the line again) after about a third of the lines. The states come
from replaying the same lines in a journal kept in memory; the words only from the `feed` process.
"""
from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

NAMES = ("Anne", "Élise", "Yves", "Hugo", "Inès")
COUNTS = ("undo-unnamed", "protocol-said", "x-to-y", "de-before-vowel", "result-before-reveal", "merlin-prompt")
X_TO_Y = re.compile(r"\(\s*\d+\s+à\s+\d+\s*\)")
# « de » before a capitalised word starting with a vowel or a mute h (the names the tables use).
DE_VOWEL = re.compile(r"\bde (?=[AEIOUYÉÈÊËÀÂÎÏÔÛÙ]|H(?:ugo|enri|élène|ugues|ector|ermine)\b)")
RESULT = re.compile(r"est (?:gagnée|perdue|gagné|perdu)\s*:\s*\d+ contre \d+")
FINAL_COUNT = re.compile(r"Épées? blanches? contre \d+")


def games(n: int, moves: tuple[int, int, int] = (70, 50, 400)) -> dict[str, list[list[str]]]:
    """Random games of each kind (their lines; at most `moves` for Shadows, the tournament, Merlin), names
    given where the game takes them, with undos."""
    from homes_from_outside import merlin, shadows_or_tournament
    out: dict[str, list[list[str]]] = {"shadows": [], "tournament": [], "merlin": []}
    for seed in range(n):
        rng = random.Random(seed)
        out["shadows"].append(shadows_or_tournament("shadows", seed, moves[0]))
        tournament = shadows_or_tournament("tournament", seed, moves[1])
        players = int(tournament[0].split()[2])
        tournament[0] = " ".join(["new", "tournament", str(players), *rng.sample(NAMES, players)])
        out["tournament"].append(tournament)
        play = merlin(seed, moves[2])
        players = int(play[0].split()[2])
        play[0] = " ".join(["new", "merlin", str(players), *rng.sample(NAMES, players)])
        out["merlin"].append(play)
    return {kind: [with_undos(lines, random.Random(i)) for i, lines in enumerate(plays)] for kind, plays in out.items()}


def with_undos(lines: list[str], rng: random.Random, undo: float = 0.3) -> list[str]:
    """The lines with « undo » and the line again after some of them (never after `new`)."""
    out = []
    for i, line in enumerate(lines):
        out.append(line)
        if i and rng.random() < undo:
            out += ["undo", line]
    return out


def answers_of(lines: list[str], quiet: int = 0) -> list[dict]:
    """`camelot feed --lang fr`'s answer to each line after the first `quiet` ones (those are fed first to a
    plain `feed` on the same journal: the words of Merlin's Domain setup cost seconds an answer)."""
    with tempfile.TemporaryDirectory() as tmp:
        journal = ["--journal", str(Path(tmp) / "journal.sqlite")] if quiet else ["--memory"]
        if quiet:
            subprocess.run([sys.executable, "-m", "companion.cli", "feed", *journal], input="\n".join(lines[:quiet]) + "\n",
                           capture_output=True, text=True, cwd=ROOT, check=True)
        run = subprocess.run([sys.executable, "-m", "companion.cli", "feed", *journal, "--lang", "fr"],
                             input="\n".join(lines[quiet:]) + "\n", capture_output=True, text=True, cwd=ROOT, check=True)
    answers = [json.loads(line) for line in run.stdout.splitlines()]
    return [answer for answer in answers if "resumed" not in answer]


def states_of(lines: list[str]) -> list[dict]:
    """The public state after each line, from a journal kept in memory (the engine alone, no words)."""
    from companion.journal.session import Session
    session = Session.in_memory()
    states = []
    for line in lines:
        session.submit(line)
        states.append(session.state())
    return states


def words(answer: dict) -> str:
    return "\n".join([*(answer.get("said") or ()), answer.get("prompt") or "", *(answer.get("menu") or ())])


def faults(kind: str, lines: list[str], answers: list[dict], states: list[dict], before: dict | None = None) -> Counter:
    """The counts of one game (`before`: the state before its first line, when the game was begun quietly)."""
    from companion.core.i18n import Catalog
    from test_narration_property import protocol_said, unsaid
    cat = Catalog.load("fr", kind)
    found: Counter = Counter()
    before = before or {}
    setup_prompt = None     # Merlin: the first prompt of the setup
    for line, answer, after in zip(lines, answers, states):
        text = words(answer)
        said = "\n".join(answer.get("said") or ())
        if answer["accepted"] and line == "undo":
            if unsaid(kind, cat, before, after, text) or protocol_said(line, said):
                found["undo-unnamed"] += 1
        if protocol_said(line, said):
            found["protocol-said"] += 1
        found["x-to-y"] += len(X_TO_Y.findall(text))
        found["de-before-vowel"] += len(DE_VOWEL.findall(text))
        reveal = said.find("révélez")
        result = RESULT.search(said)
        if result and reveal > result.start():
            found["result-before-reveal"] += 1
        count, turned = FINAL_COUNT.search(said), said.find("retournez")
        if count and turned > count.start():
            found["result-before-reveal"] += 1
        # A turn handed on names its player (an undo gives back the last player's own menu, named by its space).
        if kind == "merlin" and answer["accepted"] and line != "undo" and before.get("phase") not in (None, "setup", "prepare") \
                and after.get("phase") not in ("setup", "prepare") and not after.get("over") \
                and after.get("current") != before.get("current") and after.get("current"):
            if cat.player(after, after["current"]) not in (answer.get("prompt") or ""):
                found["merlin-prompt"] += 1
        if kind == "merlin" and after.get("phase") not in (None, "setup", "prepare") and setup_prompt \
                and answer.get("prompt") == setup_prompt:
            found["merlin-prompt"] += 1
        if kind == "merlin" and after.get("phase") in ("setup", "prepare") and not setup_prompt:
            setup_prompt = answer.get("prompt")
        before = after
    return found


def measure(plays: dict[str, list[list[str]]], quiet_setup: bool = False) -> dict[str, Counter]:
    """Each kind's counts over its games (every count present, zeros included). `quiet_setup`: Merlin's
    setup lines fed without words (its Domain menus make them slow), the game read from its first turn."""
    found = {}
    for kind, games_of_kind in plays.items():
        total = Counter({name: 0 for name in COUNTS})
        for lines in games_of_kind:
            states = states_of(lines)
            quiet = next((i + 1 for i, state in enumerate(states) if state.get("phase") not in ("setup", "prepare")),
                         0) if quiet_setup and kind == "merlin" else 0
            quiet = max(0, quiet - 1)       # the line that starts the play is read with its words
            total.update(faults(kind, lines[quiet:], answers_of(lines, quiet), states[quiet:],
                                states[quiet - 1] if quiet else {}))
        found[kind] = total
    return found


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    for kind, counts in measure(games(n)).items():
        print(f"{kind}: " + ", ".join(f"{name} {counts[name]}" for name in COUNTS))
