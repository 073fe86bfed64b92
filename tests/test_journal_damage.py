"""Issue 19: a journal damaged where row checksums do not reach (schema text, record headers, game
rows), reached through links, or holding control characters: never a crash, never a silent loss."""
from __future__ import annotations

import errno
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from companion.box.opening import open_session_safely
from companion.core.errors import CompanionError
from companion.journal import Journal, JournalDamage, spare_path
from companion.journal.lock import writer_of
from companion.journal.schema import SCHEMA_VERSION
from companion.journal.schema import game_checksum, GAME_COLUMNS
from companion.journal.session import Session

ROOT = Path(__file__).parent.parent
V2_JOURNAL = Path(__file__).parent / "data" / "journal-v2.sql"   # written by the code of version 2, dumped
NEW = "new arthur gawain kay"
# 19 rows: Sir Arthur's siege fight, rolled and taken back eight times (every row holds an undo or
# a command, so a range scan cut anywhere leaves a shorter game that still replays).
NINETEEN = [NEW, "evil siege", "siege fight-5"] + ["undo", "siege fight-5"] * 8


def journal_with(path: Path, lines: list[str]) -> int:
    session = Session.open(path)
    for line in lines:
        assert session.submit(line).accepted, line
    game = session.game_id
    session.journal.close()
    for side in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        assert not side.exists()   # the last connection folded the WAL into the file
    return game


def patch_bytes(path: Path, needle: bytes, offset: int, value: int | None = None, xor: int = 0) -> None:
    data = bytearray(path.read_bytes())
    at = data.find(needle)
    assert at >= 0 and data.find(needle, at + 1) < 0, needle
    data[at + offset] = value if value is not None else data[at + offset] ^ xor
    path.write_bytes(bytes(data))


def raw_sql(path: Path, *statements, params=()) -> None:
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA ignore_check_constraints = ON")   # a damaged byte obeys no constraint
    for statement in statements:
        raw.execute(statement, params)
    raw.commit()
    raw.close()


# --- 1. a damaged schema -------------------------------------------------------------------------


def test_a_non_utf8_byte_in_the_schema_text_is_damage_said_plainly_and_the_box_takes_its_spare(tmp_path):
    path = tmp_path / "journal.sqlite"
    journal_with(path, [NEW, "evil siege"])
    # Inside the CHECK of `status`: sqlite3 used to raise UnicodeDecodeError from its own error message.
    patch_bytes(path, b"CHECK (status", 3, xor=0x80)
    before = path.read_bytes()
    with pytest.raises(CompanionError) as info:
        Journal(path)
    assert info.value.code == "journal-corrupt" and "damaged" in info.value.message
    session, notice = open_session_safely(path)
    assert session.journal is not None and Path(session.journal.path) == spare_path(path)
    assert "damaged" in notice and str(spare_path(path)) in notice
    # The phone page can tell where the box plays: the spare's writer is this process, the journal has none.
    assert writer_of(spare_path(path)) == os.getpid() and writer_of(path) is None
    session.journal.close()
    assert path.read_bytes() == before


@pytest.mark.parametrize("command", [["feed"], ["games"], ["recap"]])
def test_the_tools_say_a_damaged_schema_plainly_without_a_traceback(tmp_path, command):
    path = tmp_path / "journal.sqlite"
    journal_with(path, [NEW, "evil siege"])
    patch_bytes(path, b"CHECK (status", 3, xor=0x80)
    run = subprocess.run([sys.executable, "-m", "companion.cli", *command, "--journal", str(path)],
                         input="", capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert run.returncode == 1 and "Traceback" not in run.stderr
    assert "damaged" in run.stderr


def test_any_exception_while_opening_is_damage_and_play_goes_on_in_the_spare(tmp_path, monkeypatch):
    path = tmp_path / "journal.sqlite"
    real_open = Session.open.__func__

    def failing(cls, where):
        if Path(where) == path:
            raise RuntimeError("something no one foresaw")
        return real_open(cls, where)
    monkeypatch.setattr(Session, "open", classmethod(failing))
    session, notice = open_session_safely(path)
    assert Path(session.journal.path) == spare_path(path)
    assert "RuntimeError" in notice and "treated as damaged" in notice
    session.journal.close()


def test_a_flip_that_makes_the_game_id_read_null_is_refused_not_a_lost_game(tmp_path):
    path = tmp_path / "journal.sqlite"
    journal_with(path, [NEW, "evil siege"])
    # "id INTEGER PRIMARY KEY" -> "id INTEGER QRIMARY KEY": `id` stops being the row id and reads NULL.
    patch_bytes(path, b"id       INTEGER PRIMARY KEY", 17, xor=0x01)
    with pytest.raises(CompanionError) as info:
        Journal(path)
    assert info.value.code == "journal-corrupt"
    session, notice = open_session_safely(path)
    assert "damaged" in notice
    session.journal.close()
    reader = Journal.reader(path)   # the phone page can run the same checks, read-only
    with pytest.raises(CompanionError) as info:
        reader.check()
    assert info.value.code == "journal-corrupt"
    reader.close()


# --- 2. a game cut short by a damaged record header --------------------------------------------------


def test_a_game_id_turned_to_text_in_place_is_found_instead_of_resuming_short(tmp_path):
    path = tmp_path / "journal.sqlite"
    game = journal_with(path, NINETEEN)
    # Row 4 (`undo`) of game 1: one bit turns the serial type of its game_id from "the integer 1"
    # (9, no body bytes) into "empty text" (13, no body bytes either), so every other field stays
    # readable, quick_check says ok, and the range scan for game 1 stops there.
    data = bytearray(path.read_bytes())
    (at,) = [m.start() for m in re.finditer(rb"\x07\x09\x01\x15\x15\x3d[\x01-\x06]\x04undoundo", data)]
    data[at + 1] ^= 0x04
    path.write_bytes(bytes(data))
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA quick_check").fetchall() == [("ok",)]
    raw.close()
    before = path.read_bytes()
    # The box: integrity_check on open finds the row out of order; the file is kept for repair.
    with pytest.raises(CompanionError) as info:
        Journal(path)
    assert info.value.code == "journal-corrupt"
    session, notice = open_session_safely(path)
    assert "damaged" in notice and Path(session.journal.path) == spare_path(path)
    session.journal.close()
    assert path.read_bytes() == before
    # The phone page (no check on open): the game's own count names what the scan could not reach.
    reader = Journal.reader(path)
    with pytest.raises(JournalDamage) as damage:
        reader.lines(game)
    assert f"game {game} holds 19 rows but 3 could be read back" in damage.value.message
    assert damage.value.good_lines == NINETEEN[:3]
    reader.close()


def test_a_journal_whose_game_count_disagrees_with_its_rows_refuses_to_fork_the_game(tmp_path):
    path = tmp_path / "journal.sqlite"
    game = journal_with(path, [NEW, "evil siege"])
    journal = Journal(path)
    journal.lines(game)
    # Another writer's row appears that this journal's count does not know (as a damaged key would hide one).
    raw_sql(path, "UPDATE game SET entries = 5 WHERE id = 1")
    raw = sqlite3.connect(path)
    row = raw.execute(f"SELECT {GAME_COLUMNS} FROM game WHERE id = 1").fetchone()
    raw.execute("UPDATE game SET crc = ? WHERE id = 1", (game_checksum(row),))
    raw.commit()
    raw.close()
    with pytest.raises(CompanionError) as info:
        journal.append(game, "evil life")
    assert info.value.code == "journal-damaged" and "holds 5 rows but 2" in info.value.message
    journal.close()


# --- 3. the game rows' checksum ------------------------------------------------------------------------


@pytest.mark.parametrize("change", [
    "UPDATE game SET kind = 'shadoWs'",                     # used to be « not a game this box knows »
    "UPDATE game SET status = 'plaYing'",                   # used to drop the unfinished game silently
    "UPDATE game SET kind = CAST(x'7368ff646f7773' AS TEXT)",  # not UTF-8: used to be an I/O error
    "UPDATE game SET commands = 1",
    "UPDATE game SET seed = seed + 1",
])
def test_a_changed_game_row_is_named_and_its_game_goes_on_from_its_rows(tmp_path, change):
    path = tmp_path / "journal.sqlite"
    game = journal_with(path, [NEW, "evil siege", "siege fight-5"])
    raw_sql(path, change)
    session = Session.open(path)
    try:
        assert f"game {game}'s own record cannot be read back as written" in session.notice
        assert session.game_id != game and session.lines == [NEW, "evil siege", "siege fight-5"]
        assert session.kind() == "shadows"
        listed = {g.id: g for g in session.journal.games()}
        assert listed[game].status == "abandoned" and listed[game].result == "damaged:game record"
        assert session.submit("roll 4").accepted
    finally:
        session.journal.close()


def test_the_games_list_shows_a_damaged_game_instead_of_failing(tmp_path):
    path = tmp_path / "journal.sqlite"
    game = journal_with(path, [NEW, "evil siege"])
    raw_sql(path, "UPDATE game SET kind = CAST(x'7368ff646f7773' AS TEXT)")
    with Journal(path) as journal:
        (info,) = journal.games()
    assert info.id == game and info.damaged and info.setup == NEW


def test_a_non_utf8_byte_in_a_rows_time_names_that_row(tmp_path):
    path = tmp_path / "journal.sqlite"
    game = journal_with(path, [NEW, "evil siege", "siege fight-5"])
    raw_sql(path, "UPDATE entry SET written_at = CAST(x'32303236ff' AS TEXT) WHERE seq = 3")
    session = Session.open(path)
    try:
        assert f"game {game}, row 3 cannot be read back" in session.notice
        assert session.lines == [NEW, "evil siege"]
    finally:
        session.journal.close()


def test_a_version_2_journal_is_migrated_whole_and_its_game_resumes(tmp_path):
    path = tmp_path / "journal.sqlite"
    raw = sqlite3.connect(path)
    raw.executescript(V2_JOURNAL.read_text())
    raw.close()
    reader = Journal.reader(path)          # the phone page reads it before the box migrates it
    assert reader.lines(2) == ["new galahad percival tristan palomides", "evil black", "black despair",
                               "move grail"]
    reader.close()
    session = Session.open(path)
    try:
        assert session.game_id == 2 and session.notice is None
        assert session.lines[-1] == "move grail" and session.seed == 424242
        assert session.journal.lines(1) == [NEW, "evil siege", "move saxons"]
    finally:
        session.journal.close()
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    assert raw.execute("SELECT id, entries FROM game ORDER BY id").fetchall() == [(1, 5), (2, 4)]
    assert raw.execute("SELECT count(*) FROM game WHERE crc IS NULL").fetchone() == (0,)
    raw.close()


# --- 4. two writers through a link ---------------------------------------------------------------------


def other_writer(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", "import sys\nfrom companion.journal import Journal\n"
         "j = Journal(sys.argv[1])\nj.new_game('new kay gawain arthur')\nprint('acknowledged')", str(path)],
        capture_output=True, text=True, cwd=ROOT, timeout=60)


@pytest.mark.parametrize("link", ["hard", "symbolic"])
def test_a_second_writer_through_a_link_is_refused_naming_the_first(tmp_path, link):
    path = tmp_path / "journal.sqlite"
    session = Session.open(path)
    assert session.submit(NEW).accepted
    (tmp_path / "backup").mkdir()
    other = tmp_path / "backup" / "journal.sqlite"
    (os.link if link == "hard" else os.symlink)(path, other)
    assert writer_of(other) == writer_of(path) == os.getpid()   # what a reader asks: who writes this file
    run = other_writer(other)
    assert "acknowledged" not in run.stdout
    assert "only one may write at a time" in run.stderr and f"process {os.getpid()}" in run.stderr
    assert session.submit("evil siege").accepted
    assert [g.id for g in session.journal.games()] == [session.game_id]
    session.journal.close()
    assert writer_of(path) is None
    assert "acknowledged" in other_writer(other).stdout   # once the first has stopped


def test_a_lock_the_storage_cannot_give_is_a_plain_refusal(tmp_path, monkeypatch):
    import fcntl

    def no_locks(fd, how):
        raise OSError(errno.ENOLCK, os.strerror(errno.ENOLCK))
    monkeypatch.setattr(fcntl, "flock", no_locks)
    path = tmp_path / "journal.sqlite"
    with pytest.raises(CompanionError) as info:
        Session.open(path)
    assert info.value.code == "journal-lock-failed" and "cannot be locked" in info.value.message


def test_a_lock_file_that_is_a_symlink_is_never_followed(tmp_path):
    precious = tmp_path / "notes.txt"
    precious.write_text("the castle's accounts\n")
    path = tmp_path / "journal.sqlite"
    (tmp_path / "journal.sqlite.lock").symlink_to(precious)
    session = Session.open(path)
    assert session.submit(NEW).accepted
    session.journal.close()
    assert precious.read_text() == "the castle's accounts\n"


# --- the phone page's view of the file -----------------------------------------------------------------


def test_a_reader_notices_the_journal_replaced_under_it(tmp_path):
    path = tmp_path / "journal.sqlite"
    journal_with(path, [NEW])
    reader = Journal.reader(path)
    reader.check()
    assert not reader.is_replaced()
    path.rename(tmp_path / "damaged.sqlite")
    assert reader.is_replaced()
    journal_with(path, ["new kay gawain arthur"])
    assert reader.is_replaced()
    reader.close()
    assert not Journal.reader(path).is_replaced()


# --- a campaign of bit flips ---------------------------------------------------------------------------


def test_random_bit_flips_never_crash_and_never_cut_a_game_silently():
    """A bounded sample by default; CAMELOT_FLIPS=20000 (or `python benchmarks/flip_journal.py
    --every`) for a longer run."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("flip_journal", ROOT / "benchmarks" / "flip_journal.py")
    flips = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(flips)
    count = int(os.environ.get("CAMELOT_FLIPS", "300"))
    seconds = float(os.environ.get("CAMELOT_FLIP_SECONDS", "4")) if "CAMELOT_FLIPS" not in os.environ else None
    counts, failures = flips.campaign(count, int(os.environ.get("CAMELOT_FLIP_SEED", "19")), seconds)
    assert sum(counts.values()) >= min(count, 50)
    assert failures == []
    assert counts["said"] + counts["refused"] > 0   # the sample did reach the file's live bytes


# --- 6. names and refused lines shown safely -----------------------------------------------------------

RAW = ("\x1b", "\x85", "\u202e", "\x07")


def camelot(*args, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "companion.cli", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, timeout=60, env={**os.environ, "PYTHONIOENCODING": "utf-8"})


def test_a_refusal_never_echoes_a_control_character_raw():
    session = Session.in_memory()
    assert session.submit("new tournament 2 ann bob").accepted
    outcome = session.submit("play red-3\x1b")
    assert outcome.code == "unknown-card"
    assert outcome.message == "'red-3\\u001b' is not a card name"
    shadows = Session.in_memory()
    assert shadows.submit(NEW).accepted
    assert not any(c in (shadows.submit("move gr\u202eail").message or "") for c in RAW)


@pytest.mark.parametrize("table", [
    "new tournament 2 Ann\x85e B\u202eob\nplay red-3\x1b\ncolour blu\x07e\n",
    "new arthur gawain kay\nevil sie\x1b[2Jge\nmove gr\x85ail\n",
])
def test_replay_text_output_shows_names_and_refused_lines_escaped(tmp_path, table):
    path = tmp_path / "game.table"
    path.write_text(table)
    run = camelot("replay", str(path), "--lang", "en")
    assert run.returncode == 0 and "Traceback" not in run.stderr
    assert not any(c in run.stdout for c in RAW)
    assert "\\u001b" in run.stdout


def test_a_recap_of_a_player_named_with_u0085_is_drawn(tmp_path):
    path = tmp_path / "journal.sqlite"
    game = journal_with(path, ["new tournament 2 Ann\x85e Bob"])
    out = tmp_path / "recap.png"
    run = camelot("recap", str(game), "--journal", str(path), "--out", str(out), "--lang", "en")
    assert run.returncode == 0 and "Traceback" not in run.stderr
    assert out.stat().st_size > 0 and "Ann\\u0085e" in run.stdout and "\x85" not in run.stdout
