"""The page follows the file the box writes: a journal moved away and remade, a journal that cannot be
read, the box's spare journal."""
from __future__ import annotations

import httpx

from companion.journal.session import Session
from companion.web.server import BackgroundServer
from companion.web.source import JournalSource, spare_path

from .conftest import wait_for


def play(path, lines) -> Session:
    session = Session.open(path)
    for line in lines:
        assert session.submit(line).accepted, line
    return session


def state_of(page) -> dict:
    return httpx.get(page.url + "/state.json").json()


def test_a_journal_moved_away_and_made_again_is_followed(tmp_path):
    path = tmp_path / "journal.sqlite"
    old = play(path, ["new arthur gawain kay", "evil siege"])
    with BackgroundServer(path, poll_s=0.01) as page:
        wait_for(lambda: state_of(page).get("siege") == 1, what="the first game")
        old.journal.close()
        # The product's advice for a damaged journal: set it aside (with its write-ahead log), start anew.
        for suffix in ("", "-wal", "-shm"):
            if (tmp_path / f"journal.sqlite{suffix}").exists():
                (tmp_path / f"journal.sqlite{suffix}").rename(tmp_path / f"journal.damaged.sqlite{suffix}")
        new = play(path, ["new tournament 3 Anne Bob Carl"])
        try:
            state = wait_for(lambda: (s := state_of(page)).get("game") == "tournament" and s, what="the new journal")
            assert state["seats"] and "siege" not in state
        finally:
            new.journal.close()


def test_a_file_that_cannot_be_read_is_said_on_the_page(tmp_path):
    path = tmp_path / "journal.sqlite"
    path.write_bytes(b"this is not a journal at all\n" * 200)
    with BackgroundServer(path, poll_s=0.01) as page:
        state = wait_for(lambda: (s := state_of(page)).get("journal") and s, what="the notice")
        assert state["journal"] == {"problem": "unreadable", "file": "journal.sqlite", "spare": False}
        assert state["game_id"] is None and state["notice"]
        html = httpx.get(page.url + "/").text
        assert "ne peut pas être lu" in html and "cannot be read" in html   # the page's words, both languages


def test_a_damaged_schema_is_said_not_crashed(tmp_path):
    path = tmp_path / "journal.sqlite"
    play(path, ["new arthur gawain kay", "evil siege"]).journal.close()
    data = bytearray(path.read_bytes())
    at = data.find(b"CREATE TABLE")
    assert at >= 0
    data[at + 3] = 0xFF   # a bit in the schema text: not UTF-8 any more
    path.write_bytes(bytes(data))
    source = JournalSource(path)
    try:
        assert source.has_changed()
        current = source.current()
        assert current is not None and current.problem == "unreadable" and current.game_id is None
        assert not source.has_changed()   # said once, not on every tick
    finally:
        source.close()


def test_the_page_follows_the_box_onto_its_spare_journal(tmp_path):
    from companion.box.opening import open_session_safely
    path = tmp_path / "journal.sqlite"
    play(path, ["new arthur gawain kay"]).journal.close()
    with BackgroundServer(path, poll_s=0.01) as page:
        wait_for(lambda: state_of(page).get("seats"), what="the first game")
        path.write_bytes(b"\0garbage" * 512)   # the journal is damaged under the box
        session, notice = open_session_safely(path)
        try:
            assert notice and session.journal is not None and session.journal.path == str(spare_path(path))
            for line in ["new tournament 3 Anne Bob Carl", "colour blue"]:
                assert session.submit(line).accepted
            state = wait_for(lambda: (s := state_of(page)).get("game") == "tournament" and s.get("colour") and s,
                             what="the spare journal's game")
            assert state["journal"]["spare"] is True and state["journal"]["file"] == spare_path(path).name
            html = httpx.get(page.url + "/").text
            assert "journal de secours" in html and "spare journal" in html
        finally:
            session.journal.close()
