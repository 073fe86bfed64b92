"""`camelot feed --lang` answers carry `options`: each menu entry's label and the line it sends, or the
sub-menu it opens (issue 17), for every game; each line offered is one the engine accepts."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from companion.core import registry as games
from companion.journal.session import replay_lines

ROOT = Path(__file__).parent.parent


def feed(lines: list[str], lang: str) -> list[dict]:
    run = subprocess.run([sys.executable, "-m", "companion.cli", "feed", "--memory", "--lang", lang],
                         input="\n".join(lines) + "\n", capture_output=True, text=True, cwd=ROOT, check=True)
    return [json.loads(line) for line in run.stdout.splitlines()]


def flatten(options: list[dict]):
    for entry in options:
        yield entry
        yield from flatten(entry.get("options", ()))


def accepted(kind: str, lines: list[str], line: str) -> bool:
    game = replay_lines(lines, kind)
    try:
        game.apply(games.load(kind).parse(line))
    except Exception:
        return False
    return True


@pytest.mark.parametrize("kind, lines", [
    ("shadows", ["new tristan kay galahad", "evil life", "move picts"]),
    ("tournament", ["new tournament 3 Anne Bob Carl", "colour red", "play red-3", "end 3", "play red-4"]),
])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_each_answer_lists_the_menu_with_the_lines_it_sends(kind, lines, lang):
    answers = feed(lines, lang)
    last = answers[-1]
    page_one = [f"({e['label']})" if e.get("not_now") else e["label"] for e in last["options"] if e["page"] == 1]
    assert page_one == [label for label in last["menu"] if label]   # page 1 is the menu shown (holes marked)
    sent = [entry for entry in flatten(last["options"]) if entry["line"]]
    assert sent, "some entry sends a line"
    for entry in sent:
        if entry["line"] not in ("undo", "abandon"):
            assert accepted(kind, lines, entry["line"]), entry
    opening = [entry for entry in last["options"] if entry["line"] is None]
    assert all("options" in entry or entry.get("tick") or entry.get("not_now") for entry in opening)


def test_after_tristans_free_move_the_move_keeps_its_home_marked_and_the_end_is_on_c():
    before = feed(["new tristan kay galahad", "evil life"], "fr")[-1]["options"]
    after = feed(["new tristan kay galahad", "evil life", "move picts"], "fr")[-1]["options"]
    homes = {(e["label"], e["key"], e["page"]) for e in before}
    assert homes == {(e["label"], e["key"], e["page"]) for e in after}      # nothing slid
    move = next(e for e in after if e["label"] == "Se déplacer")
    assert move.get("not_now") and move["line"] is None
    end = next(e for e in after if e["label"] == "Fin du tour")
    assert (end["key"], end["page"], end["line"]) == ("C", 1, "end")
    assert {"end", "sacrifice"} <= {entry["line"] for entry in after}


def test_the_game_can_be_abandoned_from_a_menu_confirmed_in_both_games():
    for kind, lines, path in (("shadows", ["new arthur kay gawain", "evil life"],
                               ["Autour de la table", "Abandonner la partie", "Oui, abandonner"]),
                              ("tournament", ["new tournament 2", "colour red", "play red-3"],
                               ["Cartes, tableau…", "Arrêter la partie", "Oui, l'arrêter"])):
        entries = feed(lines, "fr")[-1]["options"]
        for label in path[:-1]:
            entries = next(entry for entry in entries if entry["label"] == label)["options"]
        yes = next(entry for entry in entries if entry["label"] == path[-1])
        assert yes["line"] == "abandon" and accepted(kind, lines, "abandon")
