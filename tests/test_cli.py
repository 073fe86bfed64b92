"""The command line, run as the user runs it: clear messages, never a traceback."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parent.parent


def camelot(*args, stdin: str = "", env=None):
    return subprocess.run([sys.executable, "-m", "companion.cli", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=60)


def test_replay_prints_the_state_and_the_rejected_lines(tmp_path):
    table = tmp_path / "game.table"
    table.write_text("new arthur gawain kay\nevil siege\nfrobnicate\nmove grail\n")
    run = camelot("replay", str(table), "--json")
    assert run.returncode == 0
    state = json.loads(run.stdout)
    assert state["siege"] == 1 and state["knights"]["arthur"]["place"] == "grail"
    assert [r["line"] for r in state["rejected"]] == [3]
    assert state["rejected"][0]["error"] == "unknown-verb"


def test_replay_of_an_unreadable_file_exits_2(tmp_path):
    run = camelot("replay", str(tmp_path / "missing.table"), "--json")
    assert run.returncode == 2
    assert "cannot read" in run.stderr and "Traceback" not in run.stderr


def test_a_foreign_journal_gets_a_plain_message_and_stays_untouched(tmp_path):
    journal = tmp_path / "journal.sqlite"
    journal.write_bytes(b"these are not the droids you are looking for" * 20)
    before = journal.read_bytes()
    for args in (("games", "--journal", str(journal)), ("feed", "--journal", str(journal))):
        run = camelot(*args, stdin="evil siege\n")
        assert run.returncode == 1
        assert "Traceback" not in run.stderr and "journal" in run.stderr.lower()
    assert journal.read_bytes() == before


def test_feed_answers_one_json_line_per_input_and_resumes(tmp_path):
    journal = tmp_path / "journal.sqlite"
    run = camelot("feed", "--journal", str(journal), stdin="new arthur gawain kay\nevil life\nroll 9\n")
    answers = [json.loads(line) for line in run.stdout.splitlines()]
    assert [a["accepted"] for a in answers] == [True, True, False]
    assert answers[2]["code"] == "bad-roll"
    again = camelot("feed", "--journal", str(journal), "--state", stdin="")
    first, state = [json.loads(line) for line in again.stdout.splitlines()]
    assert first == {"resumed": 1, "commands": 2}
    assert state["knights"]["arthur"]["life"] == 3 and state["phase"] == "heroic"
    listing = camelot("games", "--journal", str(journal))
    assert "new arthur gawain kay" in listing.stdout and "playing" in listing.stdout


def test_doctor_on_a_machine_without_the_parts_says_so_plainly(tmp_path):
    run = camelot("doctor")
    assert run.returncode == 1
    assert "FAIL" in run.stdout and "Traceback" not in run.stderr


def test_the_simulator_keeps_its_game_across_starts_on_a_fresh_machine(tmp_path):
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    first = camelot("sim", stdin="new arthur gawain kay\nb\nq\n", env=env)
    assert first.returncode == 0 and "Traceback" not in first.stderr
    journal = tmp_path / ".local" / "state" / "camelot" / "journal.sqlite"
    assert journal.exists()
    again = camelot("feed", "--state", stdin="", env=env)
    state = json.loads(again.stdout.splitlines()[-1])
    assert state["siege"] == 1 and state["knights"]["arthur"]["place"] == "camelot"


def test_a_damaged_journal_is_left_alone_and_play_goes_on_beside_it(tmp_path):
    journal = tmp_path / "journal.sqlite"
    journal.write_bytes(b"SQLite format 3\0" + b"\xff" * 4000)
    before = journal.read_bytes()
    run = camelot("sim", "--journal", str(journal), stdin="new arthur gawain kay\nq\n")
    assert run.returncode == 0 and "Traceback" not in run.stderr
    assert "journal.spare.sqlite" in run.stderr
    assert journal.read_bytes() == before
    assert (tmp_path / "journal.spare.sqlite").exists()
