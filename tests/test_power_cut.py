"""A power cut right after an acknowledged command loses nothing and doubles nothing."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from companion.journal.session import Session

GAME = Path(__file__).parent.parent.parent / "shared" / "scenarios" / "lancelot-rulebook-example.table"
LINES = [line for line in (GAME.read_text().splitlines() if GAME.exists() else [])
         if line.strip() and not line.startswith("#")]


def start(journal: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "companion.cli", "feed", "--journal", str(journal)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
                            cwd=Path(__file__).parent.parent)


def expected_state(lines: list[str]) -> dict:
    session = Session.in_memory()
    for line in lines:
        assert session.submit(line).accepted, line
    return session.state()


@pytest.mark.skipif(not LINES, reason="../shared/scenarios is not beside the project")
@pytest.mark.parametrize("seed", range(3))
def test_sigkill_after_an_acknowledged_command(tmp_path, seed):
    journal = tmp_path / "journal.sqlite"
    rng = random.Random(seed)
    acknowledged: list[str] = []
    position = 0
    while position < len(LINES):
        proc = start(journal)
        if acknowledged:
            resumed = json.loads(proc.stdout.readline())
            assert resumed["commands"] == len(acknowledged)
        burst = rng.randint(1, 6)
        for line in LINES[position:position + burst]:
            proc.stdin.write(line + "\n")
            proc.stdin.flush()
            answer = json.loads(proc.stdout.readline())
            assert answer["accepted"], (line, answer)
            acknowledged.append(line)
            position += 1
        # The power goes right after the acknowledgement: no chance to clean up.
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        check = Session.open(journal)
        assert check.lines == acknowledged
        want, got = expected_state(acknowledged), check.state()
        want.pop("game_id", None), got.pop("game_id", None)
        assert got == want
        check.journal.close()


def test_undo_after_the_last_command_reopens_the_game(tmp_path):
    journal = tmp_path / "journal.sqlite"
    session = Session.open(journal)
    for line in ["new arthur gawain kay"] + ["evil siege", "draw", "end"] * 11 + ["evil siege"]:
        assert session.submit(line).accepted
    assert session.state()["over"] and session.state()["result"]["reason"] == "siege"
    assert session.submit("undo").accepted
    assert not session.state()["over"] and session.state()["siege"] == 11
    session.journal.close()
    again = Session.open(journal)
    assert again.state()["siege"] == 11 and not again.state()["over"]
    assert again.submit("evil life").accepted


def test_a_full_disk_refuses_the_command_and_the_state_stays_as_journaled(tmp_path):
    long_game = (Path(__file__).parent.parent / "fixtures" / "long-game.table").read_text().splitlines()
    lines = [line for line in long_game if line and not line.startswith("#")]
    session = Session.open(tmp_path / "journal.sqlite")
    assert session.submit(lines[0]).accepted
    session.journal._conn.execute("PRAGMA max_page_count = 8")
    accepted, refusal = [], None
    for line in lines[1:]:
        before = session.state()
        outcome = session.submit(line)
        if not outcome.accepted:
            refusal = outcome
            assert session.state() == before, "a command the journal could not keep must not show"
            break
        accepted.append(line)
    assert refusal is not None and refusal.code == "disk-full"
    assert "full" in refusal.message.lower()
    session.journal._conn.execute("PRAGMA max_page_count = 1000000")
    assert session.submit(line).accepted   # once there is room, the same command goes through
    session.journal.close()
    again = Session.open(tmp_path / "journal.sqlite")
    assert again.lines == [lines[0], *accepted, line]


def test_a_bug_in_the_engine_refuses_the_input_and_loses_nothing(tmp_path, monkeypatch, caplog):
    from companion.games.shadows.game import Game
    session = Session.open(tmp_path / "journal.sqlite")
    for line in ["new arthur gawain kay", "evil siege", "move grail"]:
        assert session.submit(line).accepted
    before = session.state()
    original = Game._on_end

    def broken(self, cmd):
        self.siege += 5          # half-done work, then a crash
        raise RuntimeError("a bug")
    monkeypatch.setattr(Game, "_on_end", broken)
    outcome = session.submit("end")
    assert not outcome.accepted and outcome.code == "internal-error"
    assert session.state() == before and "a bug" in caplog.text
    monkeypatch.setattr(Game, "_on_end", original)
    assert session.submit("end").accepted
    assert Session.open(tmp_path / "journal.sqlite").lines[-1] == "end"
