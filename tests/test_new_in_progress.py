"""Any `new` while a game is in progress is refused `game-in-progress` first, a malformed one too, in all
three games and through every path: the session, `camelot replay`, `camelot feed` with and without a
journal (issue 25; table-protocol.md, tournament-protocol.md, merlin-protocol.md)."""
from __future__ import annotations

import json

import pytest

from companion.journal.session import Session
from test_cli import camelot

# Each `new` is one a table could type mid-game: malformed for its own game (count, names, a module)
# or for another, a well-formed one too, in any case.
NEWS = ["new tournament 1", "new tournament 6", "new tournament x", "new merlin 5", "new merlin",
        "new merlin 2 +module", "new", "new arthur", "new arthur arthur kay", "new lancelot kay gawain",
        "NEW Tournament 9", "new arthur kay gawain", "new tournament 3", "new merlin 2"]
GAMES = {"shadows": ["new arthur kay gawain", "evil siege"],
         "tournament": ["new tournament 3 Anne Bob Carl", "colour red", "play red-3"],
         "merlin": ["new merlin 2 Anne Bob"]}


@pytest.mark.parametrize("kind", GAMES)
def test_the_session_refuses_any_new_first_and_changes_nothing(kind, tmp_path):
    session = Session.open(tmp_path / "journal.sqlite")
    for line in GAMES[kind]:
        assert session.submit(line).accepted, line
    before, lines = session.state(), list(session.lines)
    for line in NEWS:
        outcome = session.submit(line)
        assert (outcome.accepted, outcome.code) == (False, "game-in-progress"), line
        assert outcome.message
    assert session.state() == before and session.lines == lines
    session.journal.close()
    again = Session.open(tmp_path / "journal.sqlite")
    assert again.lines == lines            # nothing was journaled
    again.journal.close()


@pytest.mark.parametrize("kind", GAMES)
def test_once_the_game_is_over_a_malformed_new_gets_its_own_refusal(kind):
    session = Session.in_memory()
    for line in [*GAMES[kind], "abandon"]:
        assert session.submit(line).accepted, line
    for line, code in (("new tournament 1", "bad-arguments"), ("new merlin 5", "bad-arguments")):
        assert session.submit(line).code == code, line
    assert session.submit("new merlin 2").accepted


@pytest.mark.parametrize("kind", GAMES)
def test_replay_and_both_feeds_answer_game_in_progress(kind, tmp_path):
    lines = [*GAMES[kind], *NEWS]
    table = tmp_path / "game.table"
    table.write_text("\n".join(lines) + "\n")
    run = camelot("replay", str(table), "--json")
    assert run.returncode == 0, run.stderr
    rejected = json.loads(run.stdout)["rejected"]
    assert [(r["line"], r["error"]) for r in rejected] == [
        (n, "game-in-progress") for n in range(len(GAMES[kind]) + 1, len(lines) + 1)]
    for where in (["--memory"], ["--journal", str(tmp_path / "journal.sqlite")]):
        run = camelot("feed", *where, stdin="\n".join(lines) + "\n")
        assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
        answers = [json.loads(line) for line in run.stdout.splitlines()]
        assert [a["code"] for a in answers] == [None] * len(GAMES[kind]) + ["game-in-progress"] * len(NEWS), where
