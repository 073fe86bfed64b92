"""A journal moved away while the phone page reads it: the box folds its WAL into the file when it
closes, and a journal created where only a `-wal` was left sets it aside instead of replaying it."""
from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from companion.journal import Journal
from companion.journal.session import Session

NEW = "new arthur gawain kay"
FIRST = [NEW, "evil siege", "siege fight-5"]


def play(session: Session, lines: list[str]) -> None:
    for line in lines:
        outcome = session.submit(line)
        assert outcome.accepted, (line, outcome.message)


def wal_of(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def test_the_box_closing_under_an_open_reader_leaves_the_whole_game_in_the_file(tmp_path):
    path = tmp_path / "journal.sqlite"
    box = Session.open(path)
    play(box, FIRST)
    page = Journal.reader(path)
    assert page.lines(box.game_id) == FIRST   # the page has read the WAL, and stays open
    box.journal.close()
    assert not wal_of(path).exists() or wal_of(path).stat().st_size == 0
    moved = tmp_path / "kept.sqlite"
    os.rename(path, moved)            # the file alone, as a person moving "the journal" does
    with Journal.reader(moved) as copy:
        assert copy.lines(box.game_id) == FIRST
    page.close()


def test_a_new_journal_never_replays_the_wal_a_moved_journal_left_behind(tmp_path):
    path = tmp_path / "journal.sqlite"
    box = Session.open(path)
    play(box, FIRST[:2])
    # The page in the middle of a read: the commits after it cannot be folded into the file.
    page = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)
    page.execute("BEGIN")
    page.execute("SELECT count(*) FROM entry").fetchone()
    play(box, FIRST[2:])
    box.journal.close()
    assert wal_of(path).stat().st_size > 0
    moved = tmp_path / "kept.sqlite"
    os.rename(path, moved)

    fresh = Session.open(path)
    assert fresh.game is None and Journal.reader(path).games() == []   # the old game does not come back
    assert fresh.notice and "set aside" in fresh.notice
    fresh.journal.close()
    page.close()

    # What was set aside is the moved journal's own: put beside it, it gives back the last command.
    orphans = sorted(tmp_path.glob("journal.sqlite.orphan*-wal"))
    assert len(orphans) == 1
    os.rename(orphans[0], wal_of(moved))
    with Journal.reader(moved) as copy:
        assert copy.lines(1) == FIRST


def test_leftovers_without_commits_are_removed_quietly(tmp_path):
    path = tmp_path / "journal.sqlite"
    wal_of(path).write_bytes(b"")
    path.with_name(path.name + "-shm").write_bytes(b"\0" * 32768)
    session = Session.open(path)
    assert session.notice is None and session.game is None
    play(session, [NEW])
    session.journal.close()
    assert not list(tmp_path.glob("*orphan*"))
    with Journal.reader(path) as again:
        assert again.lines(session.game_id) == [NEW]


def test_a_closed_writer_with_no_reader_leaves_no_wal(tmp_path):
    path = tmp_path / "journal.sqlite"
    box = Session.open(path)
    play(box, FIRST)
    box.journal.close()
    assert not wal_of(path).exists()
