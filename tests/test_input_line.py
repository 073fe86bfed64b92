"""The lines section of the table protocol, one case each: what ends a line, what a word may hold."""
from __future__ import annotations

import pytest

from companion.core.errors import CompanionError
from companion.core.protocol import split_lines
from companion.games.shadows import parse   # the core's line, read by a game that speaks it
from companion.journal.tablefile import replay_text
from companion.journal.session import Session


def refusal(line) -> str:
    with pytest.raises(CompanionError) as info:
        parse(line)
    assert info.value.message
    return info.value.code


@pytest.mark.parametrize("line", ["roll ³", "roll ①", "roll ३", "roll ٣", "roll ８", "move gr\u00e2il",
                                  "roll\u00a03", "roll\u30003", "\ufeffroll 3", "roll \ud800"])
def test_words_and_numbers_are_ascii(line):
    assert refusal(line) == "not-ascii"


@pytest.mark.parametrize("line", ["evil\x0bsiege", "evil\x0csiege", "roll 3\x00", "evil\rsiege", "end\x7f"])
def test_a_control_character_is_no_separator(line):
    assert refusal(line) == "control-character"


@pytest.mark.parametrize("line", [b"move gr\xffail", b"roll 3 # \xe9", b"\xed\xa0\x80", b"\xc3"])
def test_a_line_that_is_not_utf8_is_refused_even_in_its_comment(line):
    assert refusal(line) == "bad-bytes"


def test_tabs_separate_words_and_a_comment_may_hold_any_text():
    assert parse("evil\t \tsiege   # l'Engin de Siège avance").line == "evil siege"
    assert parse(b"ROLL 3\r\n").line == "roll 3"
    assert parse("   # only a comment") is None and parse("") is None


def test_lf_alone_ends_a_line_and_a_bom_is_skipped_at_the_start_of_a_file_only():
    data = b"\xef\xbb\xbfnew a\r\nb\rc\x0bd\xe2\x80\xa8e\n\xef\xbb\xbff\n"
    assert list(split_lines(data)) == [b"new a", b"b\rc\x0bd\xe2\x80\xa8e", b"\xef\xbb\xbff"]


def test_a_replay_file_counts_lines_as_the_protocol_does():
    text = "\ufeffnew arthur gawain kay\r\nevil siege\x0b\nevil life\u2028\nevil life\nroll ³\nmove grail\n"
    session, rejected, _ = replay_text(text)
    assert [(r["line"], r["error"]) for r in rejected] == [(2, "control-character"), (3, "not-ascii"),
                                                          (5, "not-ascii")]
    assert session.lines == ["new arthur gawain kay", "evil life", "move grail"]


def test_nothing_but_ascii_reaches_the_journal(tmp_path):
    session = Session.open(tmp_path / "journal.sqlite")
    for line in ["new arthur gawain kay", "evil siege", "siege fight-5", "roll ३", "roll ³", "ROLL 8"]:
        session.submit(line)
    rows = session.journal.entries(session.game_id)
    assert [r.line for r in rows] == ["new arthur gawain kay", "evil siege", "siege fight-5", "roll 8"]
    assert all(r.line.isascii() for r in rows)
