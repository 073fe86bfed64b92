"""A reader sees one state of the journal per read: the game's row and its entries come from one read
transaction, so a commit by the box between them never looks like damage (issue 24, fault 1)."""
from __future__ import annotations

import threading

from companion.journal import Journal
from companion.journal.session import Session
from companion.web.source import DAMAGED, JournalSource

NEW = "new arthur gawain kay"


def writer_commits_between_the_two_reads(page: Journal, box: Session, line: str) -> None:
    """Make the box commit `line` right after the page has read the game's row, before its entries."""
    read_record = page._record

    def record_then_commit(game_id):
        record = read_record(game_id)
        assert box.submit(line).accepted
        return record
    page._record = record_then_commit


def test_a_commit_between_the_game_row_and_its_entries_is_no_damage(tmp_path):
    path = tmp_path / "journal.sqlite"
    box = Session.open(path)
    assert box.submit(NEW).accepted
    page = Journal.reader(path)
    writer_commits_between_the_two_reads(page, box, "evil siege")
    assert page.lines(box.game_id) == [NEW]            # the state as it was when the read began
    del page._record
    assert page.lines(box.game_id) == [NEW, "evil siege"]  # the next read sees the commit
    page.close()
    box.journal.close()


def test_the_page_never_calls_a_sound_journal_damaged_while_the_box_appends(tmp_path):
    path = tmp_path / "journal.sqlite"
    box = Session.open(path)
    assert box.submit(NEW).accepted
    source = JournalSource(path)
    stop, seen = threading.Event(), []

    def append():
        while not stop.is_set():
            for line in ("evil siege", "undo"):
                assert box.submit(line).accepted
    writer = threading.Thread(target=append)
    writer.start()
    try:
        for _ in range(300):
            source.has_changed()
            seen.append(source.current())
    finally:
        stop.set()
        writer.join()
    assert all(lines.problem != DAMAGED for lines in seen), [lines.notice for lines in seen if lines.problem]
    source.close()
    box.journal.close()
