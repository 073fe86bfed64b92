"""The journal keeps every accepted command: through undos, reopenings, bad files, full disks, kills."""

import os
import random
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.core.errors import CompanionError
from companion.journal import Journal
from companion.journal.schema import APPLICATION_ID, SCHEMA_VERSION

ROOT = Path(__file__).resolve().parents[1]
WRITER = Path(__file__).with_name("journal_crash_writer.py")
NEW = "new arthur gawain kay"


@pytest.fixture
def path(tmp_path):
    return tmp_path / "journal.sqlite"


@pytest.fixture
def journal(path):
    j = Journal(path)
    yield j
    j.close()


def refused(code, fn, *args):
    with pytest.raises(CompanionError) as info:
        fn(*args)
    assert info.value.code == code, info.value.message
    assert info.value.message and "Traceback" not in info.value.message
    return info.value


def folder_bytes(folder, skip=()):
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file() and p.name not in skip}


def fill(journal, game, count):
    """Appends `count` commands without waiting for the disk: setup speed only."""
    journal._conn.execute("PRAGMA synchronous = OFF")
    for n in range(count):
        journal.append(game, f"play fight-{n % 5 + 1}")
    journal._conn.execute("PRAGMA synchronous = FULL")


# --- commands and undo -------------------------------------------------------------------------


def test_commands_come_back_in_order_with_their_seq(journal):
    game = journal.new_game(NEW)
    played = ["evil black", "black despair", "move grail", "play grail"]
    seqs = [journal.append(game, line) for line in played]
    assert seqs == [2, 3, 4, 5]
    assert journal.lines(game) == [NEW, "evil black", "black despair", "move grail", "play grail"]
    rows = journal.entries(game)
    assert [(r.seq, r.kind) for r in rows] == [(1, "command")] + [(s, "command") for s in seqs]
    assert all(r.written_at.endswith("Z") and r.written_at[:2] == "20" for r in rows)


def test_several_undos_in_a_row_take_back_the_latest_commands(journal):
    game = journal.new_game(NEW)
    for line in ("evil life", "move grail", "play grail", "end"):
        journal.append(game, line)
    assert [journal.append_undo(game) for _ in range(3)] == [6, 7, 8]
    assert journal.lines(game) == [NEW, "evil life"]
    assert [r.line for r in journal.entries(game)][-3:] == ["undo", "undo", "undo"]
    assert [r.kind for r in journal.entries(game)][-3:] == ["undo", "undo", "undo"]


def test_an_undo_after_a_new_command_takes_back_that_command_not_an_undone_one(journal):
    game = journal.new_game(NEW)
    journal.append(game, "evil life")
    journal.append(game, "move grail")
    journal.append_undo(game)  # takes back move grail
    journal.append(game, "move picts")
    assert journal.lines(game) == [NEW, "evil life", "move picts"]
    journal.append_undo(game)  # takes back move picts; the undo row itself is never undone
    assert journal.lines(game) == [NEW, "evil life"]
    journal.append_undo(game)
    assert journal.lines(game) == [NEW]


def test_undo_never_removes_the_new_line(journal):
    game = journal.new_game(NEW)
    assert not journal.can_undo(game)
    refused("nothing-to-undo", journal.append_undo, game)
    journal.append(game, "evil siege")
    assert journal.can_undo(game)
    journal.append_undo(game)
    assert not journal.can_undo(game)
    refused("nothing-to-undo", journal.append_undo, game)
    assert journal.lines(game) == [NEW]
    assert len(journal.entries(game)) == 3


def test_a_journal_holding_more_undos_than_commands_still_starts_with_its_new_line(path):
    with Journal(path) as j:
        game = j.new_game(NEW)
        j.append(game, "evil life")
    # Rows this code never writes (it refuses the second undo), as a hand-edited file could hold.
    undo_row = "INSERT INTO entry (game_id, seq, kind, line, written_at) VALUES ({}, {}, 'undo', 'undo', '2024-01-01T00:00:00.000Z')"
    sqlite_file(path, undo_row.format(game, 3), undo_row.format(game, 4))
    with Journal(path) as j:
        assert j.lines(game) == [NEW]


def test_lines_that_are_not_one_command_are_refused(journal):
    game = journal.new_game(NEW)
    for bad in ("", "   ", "move grail\nplay grail", "end\r", "undo", "new kay gawain arthur"):
        refused("journal-bad-line", journal.append, game, bad)
    refused("journal-bad-line", journal.new_game, "evil black")
    refused("journal-bad-line", journal.finish, game, "")
    assert journal.lines(game) == [NEW]


# --- games ---------------------------------------------------------------------------------------


def test_games_are_listed_newest_first_with_their_state(journal):
    first = journal.new_game(NEW)
    journal.append(first, "evil life")
    journal.append(first, "move grail")
    journal.append_undo(first)
    second = journal.new_game("new percival tristan palomides no-traitor")
    journal.finish(first, "knights:swords")
    listed = journal.games()
    assert [g.id for g in listed] == [second, first]
    assert (listed[1].status, listed[1].result, listed[1].commands, listed[1].setup) == (
        "over", "knights:swords", 1, NEW)
    assert (listed[0].status, listed[0].result, listed[0].commands) == ("playing", None, 0)
    assert listed[0].setup == "new percival tristan palomides no-traitor"
    assert listed[1].started <= listed[1].updated


def test_latest_unfinished_follows_the_game_last_played_abandoned_and_resumed(journal):
    assert journal.latest_unfinished() is None
    older = journal.new_game(NEW)
    newer = journal.new_game(NEW)
    assert journal.latest_unfinished() == newer
    journal.append(older, "evil life")
    assert journal.latest_unfinished() == older
    journal.resume(newer)
    assert journal.latest_unfinished() == newer
    journal.abandon(newer)
    assert journal.latest_unfinished() == older
    journal.finish(older, "evil:siege")
    assert journal.latest_unfinished() is None
    journal.resume(newer)
    assert journal.latest_unfinished() == newer
    assert journal.games()[0].status == "playing"


def test_games_over_or_abandoned_take_no_more_commands(journal):
    over, dropped = journal.new_game(NEW), journal.new_game(NEW)
    journal.append(over, "evil life")
    journal.finish(over, "knights:swords")
    journal.abandon(dropped)
    journal.abandon(dropped)  # twice changes nothing
    calls = ((journal.append, ("end",)), (journal.finish, ("x:y",)))
    for call, args in calls:
        refused("game-over", call, over, *args)
        refused("game-abandoned", call, dropped, *args)
    refused("game-abandoned", journal.append_undo, dropped)
    refused("game-over", journal.abandon, over)
    refused("game-over", journal.resume, over)
    assert journal.lines(over) == [NEW, "evil life"]
    journal.resume(dropped)
    assert journal.append(dropped, "evil siege") == 2


def test_an_undo_reopens_a_finished_game(journal):
    game = journal.new_game(NEW)
    journal.append(game, "evil siege")
    journal.finish(game, "evil:siege")
    assert journal.latest_unfinished() is None
    journal.append_undo(game)
    assert journal.latest_unfinished() == game
    assert journal.games()[0].status == "playing" and journal.games()[0].result is None
    assert journal.lines(game) == [NEW]


def test_an_unknown_game_is_named_as_such(journal):
    journal.new_game(NEW)
    for call, args in ((journal.append, ("end",)), (journal.append_undo, ()), (journal.lines, ()),
                       (journal.entries, ()), (journal.can_undo, ()), (journal.finish, ("x:y",)),
                       (journal.abandon, ()), (journal.resume, ())):
        refused("no-such-game", call, 99, *args)


def test_everything_is_there_after_reopening(path):
    with Journal(path) as j:
        over = j.new_game(NEW)
        j.append(over, "evil black")
        j.finish(over, "evil:swords")
        game = j.new_game(NEW)
        j.append(game, "evil black")
        j.append(game, "black despair")
        j.append_undo(game)
        before = j.games()
    with Journal(path) as j:
        assert j.games() == before
        assert j.latest_unfinished() == game
        assert j.lines(game) == [NEW, "evil black"]
        assert j.append(game, "black picts") == 5
    with Journal(path) as j:
        assert j.lines(game) == [NEW, "evil black", "black picts"]


def test_a_new_file_carries_our_identity_and_safe_pragmas(path, journal):
    journal.new_game(NEW)
    raw = sqlite3.connect(path)
    try:
        pragma = lambda name: raw.execute(f"PRAGMA {name}").fetchone()[0]  # noqa: E731
        assert (pragma("application_id"), pragma("user_version")) == (APPLICATION_ID, SCHEMA_VERSION)
        assert pragma("journal_mode") == "wal"
    finally:
        raw.close()
    assert journal._conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_memory_journal_works_and_a_closed_journal_says_so():
    j = Journal(":memory:")
    game = j.new_game(NEW)
    j.append(game, "evil life")
    assert j.lines(game) == [NEW, "evil life"]
    j.close()
    j.close()
    refused("journal-closed", j.lines, game)


def test_an_empty_database_becomes_a_journal(tmp_path):
    # What a power cut during creation by an older version could leave: WAL mode set, no table yet.
    raw = sqlite3.connect(tmp_path / "started.sqlite")
    raw.execute("PRAGMA journal_mode = WAL")
    raw.close()
    with Journal(tmp_path / "started.sqlite") as j:
        assert j.lines(j.new_game(NEW)) == [NEW]


def test_a_journal_cut_to_zero_bytes_is_reported_not_reborn(tmp_path):
    empty = tmp_path / "journal.sqlite"
    empty.write_bytes(b"")
    error = refused("journal-empty", Journal, empty)
    assert "0 bytes" in error.message and str(empty) in error.message
    assert empty.read_bytes() == b"" and sorted(p.name for p in tmp_path.iterdir()) == ["journal.sqlite"]


def test_a_new_journal_appears_whole_and_leaves_nothing_aside(tmp_path):
    with Journal(tmp_path / "journal.sqlite") as j:
        j.new_game(NEW)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".new")]


# --- bad files -------------------------------------------------------------------------------------


def sqlite_file(path, *statements):
    raw = sqlite3.connect(path)
    for statement in statements:
        raw.execute(statement)
    raw.commit()
    raw.close()


def journal_file(path, commands=0):
    with Journal(path) as j:
        fill(j, j.new_game(NEW), commands)


def make_random(path):
    path.write_bytes(b"\x00" + os.urandom(8191))


def make_text(path):
    path.write_text("new arthur gawain kay\nevil black\n")


def make_foreign(path):
    sqlite_file(path, "PRAGMA application_id = 305419896",
                "CREATE TABLE t (x)", "INSERT INTO t VALUES (1)")


def make_unmarked_with_tables(path):
    sqlite_file(path, "CREATE TABLE game (id INTEGER PRIMARY KEY)", "CREATE TABLE scores (x)")


def make_newer(path):
    journal_file(path)
    sqlite_file(path, f"PRAGMA user_version = {SCHEMA_VERSION + 1}")


def make_ours_without_tables(path):
    sqlite_file(
        path, f"PRAGMA application_id = {APPLICATION_ID}", f"PRAGMA user_version = {SCHEMA_VERSION}"
    )


def make_truncated(path):
    journal_file(path, 300)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def make_header_only(path):
    journal_file(path)
    path.write_bytes(path.read_bytes()[:60])


def make_scribbled(path):
    journal_file(path, 300)
    data = bytearray(path.read_bytes())
    data[2 * 4096 : 3 * 4096] = random.Random(7).randbytes(4096)
    path.write_bytes(bytes(data))


@pytest.mark.parametrize(
    "make, code",
    [
        (make_random, "journal-unreadable"),
        (make_text, "journal-unreadable"),
        (make_foreign, "journal-foreign"),
        (make_unmarked_with_tables, "journal-foreign"),
        (make_newer, "journal-newer"),
        (make_ours_without_tables, "journal-corrupt"),
        (make_truncated, "journal-corrupt"),
        (make_header_only, "journal-corrupt"),
        (make_scribbled, "journal-corrupt"),
    ],
)
def test_a_bad_file_is_refused_in_plain_words_and_left_untouched(path, make, code):
    make(path)
    before = folder_bytes(path.parent)
    refused(code, Journal, path)
    assert folder_bytes(path.parent) == before


def test_a_foreign_database_in_use_keeps_its_write_ahead_log_untouched(path):
    other = sqlite3.connect(path)  # another program, still running
    try:
        other.execute("PRAGMA journal_mode = WAL")
        other.execute("CREATE TABLE t (x)")
        other.execute("INSERT INTO t VALUES (1)")
        other.commit()
        # Every reader, the other program's too, takes read marks in the -shm: not data.
        shm = {f"{path.name}-shm"}
        before = folder_bytes(path.parent, skip=shm)
        assert f"{path.name}-wal" in before
        refused("journal-foreign", Journal, path)
        assert folder_bytes(path.parent, skip=shm) == before
    finally:
        other.close()


def test_a_folder_is_not_a_journal(tmp_path):
    refused("journal-unreadable", Journal, tmp_path)


def test_a_missing_folder_is_reported_and_not_created(tmp_path):
    refused("journal-readonly", Journal, tmp_path / "nowhere" / "journal.sqlite")
    assert not (tmp_path / "nowhere").exists()


@pytest.fixture
def tmpfs(tmp_path):
    """A tiny real filesystem of our own (root only): for read-only and full-card cases."""
    mount = tmp_path / "card"
    mount.mkdir()
    if os.geteuid() != 0 or not shutil.which("mount") or subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(mount)], capture_output=True
    ).returncode:
        pytest.skip("needs root and a tmpfs mount")
    yield mount
    subprocess.run(["umount", "-l", str(mount)], check=True)


def test_a_read_only_journal_is_refused_and_left_untouched(tmp_path, request):
    if os.geteuid() == 0:
        folder = request.getfixturevalue("tmpfs")
        journal_file(folder / "journal.sqlite", 10)
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
    else:
        folder = tmp_path / "ro"
        folder.mkdir()
        journal_file(folder / "journal.sqlite", 10)
        (folder / "journal.sqlite").chmod(0o444)
        folder.chmod(0o555)
        request.addfinalizer(lambda: folder.chmod(0o755))
    before = folder_bytes(folder)
    refused("journal-readonly", Journal, folder / "journal.sqlite")
    assert folder_bytes(folder) == before


# --- full disk -------------------------------------------------------------------------------------


def append_until_full(journal, game):
    """Appends until the disk is full; returns the lines acknowledged."""
    acked = []
    for n in range(100_000):
        try:
            journal.append(game, f"test {n}")
        except CompanionError as exc:
            assert exc.code == "disk-full", exc.message
            return acked
        acked.append(f"test {n}")
    raise AssertionError("the disk never filled up")


def test_a_full_database_loses_nothing_and_works_again_once_there_is_room(path, journal):
    game = journal.new_game(NEW)
    journal._conn.execute("PRAGMA max_page_count = 8")
    acked = append_until_full(journal, game)
    assert acked
    while True:   # a short undo row may still fit where the last command did not
        try:
            journal.append_undo(game)
        except CompanionError as exc:
            assert exc.code == "disk-full", exc.message
            break
        acked.pop()
    rows = journal.entries(game)
    refused("disk-full", journal.new_game, NEW)
    assert journal.entries(game) == rows
    assert journal.lines(game) == [NEW, *acked]
    journal._conn.execute("PRAGMA max_page_count = 1000000")
    assert journal.append(game, "end") == rows[-1].seq + 1
    journal.close()
    with Journal(path) as j:
        assert j.lines(game) == [NEW, *acked, "end"]
        assert [g.id for g in j.games()] == [game]


def test_a_full_card_loses_nothing_and_works_again_once_there_is_room(tmpfs):
    path = tmpfs / "journal.sqlite"
    with Journal(path) as journal:
        game = journal.new_game(NEW)
        free = os.statvfs(tmpfs).f_bavail * os.statvfs(tmpfs).f_frsize
        (tmpfs / "ballast").write_bytes(b"\0" * (free - 64 * 1024))
        acked = append_until_full(journal, game)
        assert acked
        assert journal.lines(game) == [NEW, *acked]
        (tmpfs / "ballast").unlink()
        journal.append(game, "end")
    with Journal(path) as journal:
        assert journal.lines(game) == [NEW, *acked, "end"]


# --- crashes and speed -----------------------------------------------------------------------------


def start_writer(path):
    paths = [str(ROOT), os.environ.get("PYTHONPATH")]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, paths))}
    return subprocess.Popen(
        [sys.executable, str(WRITER), str(path)], stdout=subprocess.PIPE, text=True, env=env
    )


def test_a_writer_killed_while_creating_the_journal_leaves_a_file_that_opens(tmp_path):
    rng = random.Random()
    for attempt in range(4):
        path = tmp_path / f"journal{attempt}.sqlite"
        writer = start_writer(path)
        time.sleep(rng.uniform(0.01, 0.1))  # inside start-up, creation or the first appends
        writer.kill()
        writer.communicate()
        with Journal(path) as j:
            game = j.latest_unfinished() or j.new_game(NEW)
            assert j.lines(game)[0] == NEW
            j.append(game, "evil life")


def test_a_killed_writer_loses_no_acknowledged_row_and_doubles_none(path):
    rng = random.Random()
    acked: set[int] = set()
    durable = 1  # rows already checked in the journal, an unacknowledged last one included
    for _ in range(6):
        writer = start_writer(path)
        try:
            game = int(writer.stdout.readline().split()[1])
            for _ in range(rng.randrange(0, 15)):
                acked.add(int(writer.stdout.readline()))
            time.sleep(rng.uniform(0, 0.02))
        finally:
            writer.kill()
            rest = writer.communicate()[0]
        acked.update(int(line) for line in rest.splitlines(keepends=True) if line.endswith("\n"))

        with Journal(path) as j:
            rows = j.entries(game)
            lines = j.lines(game)
        seqs = [r.seq for r in rows]
        assert seqs == list(range(1, len(rows) + 1))
        floor = max(acked | {durable})
        assert len(rows) in (floor, floor + 1)  # at most the one row killed before its print
        durable = len(rows)
        for row in rows[1:]:
            written = ("undo", "undo") if row.seq % 5 == 0 else ("command", f"test {row.seq}")
            assert (row.kind, row.line) == written
        expected = [NEW]
        for row in rows[1:]:
            expected.pop() if row.kind == "undo" else expected.append(row.line)
        assert lines == expected
    assert acked


def test_a_thousand_command_game_reads_back_whole_on_every_opening(path):
    # How long it takes is a benchmark's question (benchmarks/flip_journal.py --checks N), not a test's.
    with Journal(path) as j:
        game = j.new_game(NEW)
        fill(j, game, 1000)
    for _ in range(3):
        with Journal(path) as j:
            assert len(j.lines(j.latest_unfinished())) == 1001
