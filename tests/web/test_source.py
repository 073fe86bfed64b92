"""The page's side of the journal: the journal module's read-only API, beside the box's writer."""
from __future__ import annotations

import pytest

from companion.core.errors import CompanionError
from companion.journal import Journal
from companion.web.source import JournalSource


def test_a_reader_reads_the_game_but_can_never_write_it(box):
    box.submit("new tournament 3 Anne Bob Carl")
    box.submit("colour blue")
    reader = Journal.reader(box.journal.path)
    try:
        assert reader.lines(box.game_id) == box.lines and reader.kind(box.game_id) == "tournament"
        with pytest.raises(CompanionError):
            reader.append(box.game_id, "play blue-3")
    finally:
        reader.close()
    assert box.submit("play blue-3").accepted   # the box is still the one writer


def test_the_source_notices_each_commit_and_names_the_games_kind(box):
    source = JournalSource(box.journal.path)
    box.submit("new tournament 3 Anne Bob Carl")
    assert source.has_changed() and not source.has_changed()
    box.submit("colour blue")
    assert source.has_changed()
    current = source.current()
    assert current.kind == "tournament" and current.lines == tuple(box.lines) and current.notice is None
    box.abandon()
    assert source.has_changed() and source.current() is None   # an abandoned game leaves the page
    source.close()
