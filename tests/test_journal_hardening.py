"""Issue 13: one writer, damaged rows named as damage, the game's end with its last command,
old journals migrated, and the box's die that an undo cannot re-roll (issue 10, item 6)."""
from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from companion.core.errors import CompanionError
from companion.journal import Journal, JournalDamage
from companion.journal.schema import SCHEMA_VERSION
from companion.journal.schema import seal_game
from companion.journal.session import Session, replay_lines

OLD_JOURNAL = Path(__file__).parent / "data" / "journal-v1.sql"   # written by the code of version 1, dumped
# Written by the version-4 code before issue 31 (`game.kind` DEFAULT 'shadows'), dumped: three kinds of game.
V4_JOURNAL = Path(__file__).parent / "data" / "journal-v4.sql"
NEW = "new arthur gawain kay"
# Sir Arthur's first turn, then his siege fight waiting for the die.
TO_THE_DIE = [NEW, "evil siege", "siege fight-5"]
SCENARIOS = Path(__file__).parent.parent.parent / "shared" / "scenarios"
SIEGE_TAKES_CAMELOT = [line.split("#")[0].strip() for line in
                       (SCENARIOS / "siege-takes-camelot.table").read_text().splitlines()
                       if line.split("#")[0].strip()]
LANCELOT_GAME = [NEW, "evil life", "move grail", "end"]


def play(session: Session, lines: list[str]) -> None:
    for line in lines:
        outcome = session.submit(line)
        assert outcome.accepted, (line, outcome.message)


def flip_a_byte(path: Path, game_id: int, seq: int, old: str, new: str) -> None:
    """What a failing card does: one row's bytes change, SQLite's structure stays sound."""
    raw = sqlite3.connect(path)
    raw.execute("UPDATE entry SET line = ? WHERE game_id = ? AND seq = ?", (new, game_id, seq))
    raw.commit()
    raw.close()
    assert old != new


# --- two writers ---------------------------------------------------------------------------------


def test_a_second_writer_in_another_process_is_refused_at_once_naming_the_first(tmp_path):
    import subprocess
    import sys
    path = tmp_path / "journal.sqlite"
    session = Session.open(path)
    play(session, [NEW])
    other = subprocess.run(
        [sys.executable, "-c", "import sys\nfrom companion.journal import Journal\n"
         "j = Journal(sys.argv[1])\nprint(len(j.games()))\nj.new_game('new kay gawain arthur')", str(path)],
        capture_output=True, text=True, cwd=Path(__file__).parent.parent, timeout=60)
    assert other.stdout.split()[0] == "1"            # reading stays welcome
    assert "journal-locked" not in other.stdout
    assert f"process {__import__('os').getpid()}" in other.stderr
    assert "only one may write at a time" in other.stderr
    assert session.submit("evil siege").accepted
    assert Journal(path).lines(session.game_id) == [NEW, "evil siege"]


def test_an_append_after_another_writer_moved_the_game_is_refused(tmp_path):
    path = tmp_path / "journal.sqlite"
    first = Journal(path)
    game = first.new_game(NEW)
    assert first.lines(game) == [NEW]
    second = Journal(path)                 # the same process: the lock is shared, the check is not
    second.lines(game)
    second.append(game, "evil siege")
    with pytest.raises(CompanionError) as info:
        first.append(game, "evil life")
    assert info.value.code == "journal-moved"
    assert second.lines(game) == [NEW, "evil siege"]
    first.close()
    second.close()


# --- damaged rows ----------------------------------------------------------------------------------


def test_a_flipped_byte_is_named_as_damage_and_the_game_goes_on_from_the_row_before(tmp_path):
    path = tmp_path / "journal.sqlite"
    session = Session.open(path)
    play(session, LANCELOT_GAME[:4])
    game = session.game_id
    session.journal.close()
    flip_a_byte(path, game, 4, "end", "emd")
    with pytest.raises(JournalDamage) as info:
        Journal(path).lines(game)
    assert (info.value.game_id, info.value.seq) == (game, 4)
    assert f"game {game}, row 4" in info.value.message

    again = Session.open(path)
    assert "damaged" in again.notice and f"game {game}, row 4" in again.notice
    assert again.lines == LANCELOT_GAME[:3] and again.game_id != game
    assert again.state() == {**replay_lines(LANCELOT_GAME[:3]).public_state(), "game_id": again.game_id}
    kept = {g.id: g for g in again.journal.games()}[game]
    assert kept.status == "abandoned" and kept.result == "damaged:row 4"
    raw = sqlite3.connect(path)
    assert raw.execute("SELECT line FROM entry WHERE game_id = ? AND seq = 4", (game,)).fetchone() == ("emd",)


def test_invalid_utf8_in_a_row_is_damage_too(tmp_path):
    path = tmp_path / "journal.sqlite"
    with Journal(path) as j:
        game = j.new_game(NEW)
        j.append(game, "evil siege")
    raw = sqlite3.connect(path)
    raw.execute("UPDATE entry SET line = CAST(x'6576696cff' AS TEXT) WHERE seq = 2")
    raw.commit()
    raw.close()
    with Journal(path) as j, pytest.raises(JournalDamage) as info:
        j.lines(game)
    assert info.value.seq == 2 and info.value.good_lines == [NEW]


def test_a_damaged_new_line_leaves_no_game_to_resume_and_says_so(tmp_path):
    path = tmp_path / "journal.sqlite"
    session = Session.open(path)
    play(session, [NEW, "evil siege"])
    session.journal.close()
    flip_a_byte(path, 1, 1, NEW, "new arthur gawain kax")
    again = Session.open(path)
    assert again.game is None and "Nothing of that game could be kept" in again.notice


def test_a_game_of_a_newer_protocol_says_so(tmp_path):
    path = tmp_path / "journal.sqlite"
    with Journal(path) as j:
        game = j.new_game(NEW)
    raw = sqlite3.connect(path)
    raw.execute("UPDATE game SET protocol = 2")
    seal_game(raw, game)   # as a newer companion writes it: its checksum is sound
    raw.commit()
    raw.close()
    with Journal(path) as j, pytest.raises(CompanionError) as info:
        j.lines(game)
    assert info.value.code == "journal-newer" and "protocol version 2" in info.value.message


# --- old journals ------------------------------------------------------------------------------------


def test_an_old_shadows_journal_opens_unchanged_and_gains_checksums_and_kinds(tmp_path):
    path = tmp_path / "journal.sqlite"
    raw = sqlite3.connect(path)
    raw.executescript(OLD_JOURNAL.read_text())
    raw.execute("PRAGMA journal_mode = WAL")
    before = raw.execute("SELECT game_id, seq, kind, line, written_at FROM entry").fetchall()
    raw.close()
    session = Session.open(path)
    assert session.game_id == 2 and session.lines == [
        "new galahad percival tristan palomides", "evil black", "black despair", "move grail"]
    assert session.state()["knights"]["galahad"]["place"] == "grail"
    assert session.journal.lines(1) == [NEW, "evil siege", "move saxons", "end"]
    assert [(g.id, g.kind, g.status) for g in session.journal.games()] == [(2, "shadows", "playing"),
                                                                            (1, "shadows", "abandoned")]
    assert session.submit("end").accepted
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
    assert raw.execute("SELECT game_id, seq, kind, line, written_at FROM entry WHERE seq <= 6"
                       " AND NOT (game_id = 2 AND seq = 5)").fetchall() == before
    assert raw.execute("SELECT count(*) FROM entry WHERE crc IS NULL").fetchone() == (0,)


def test_a_journal_written_when_shadows_was_the_default_game_replays_the_same(tmp_path):
    path = tmp_path / "journal.sqlite"
    raw = sqlite3.connect(path)
    raw.executescript(V4_JOURNAL.read_text())
    setup = raw.execute("SELECT data FROM setup WHERE game_id = 3").fetchone()[0]
    raw.close()
    session = Session.open(path)     # the older `kind` column (with its default) is no damage
    try:
        assert session.notice is None and (session.game_id, session.kind()) == (3, "merlin")
        assert session.lines == ["new merlin 2 Anne Marc"] and session.state()["game"] == "merlin"
        journal = session.journal
        assert [(g.id, g.kind, g.status, g.commands) for g in journal.games()] == [
            (3, "merlin", "playing", 0), (2, "tournament", "abandoned", 1), (1, "shadows", "abandoned", 2)]
        assert journal.lines(1) == [NEW, "evil siege", "move saxons"]
        assert journal.lines(2) == ["new tournament 3 Anne Bob Carl", "colour blue"]
        assert journal.setup(3) == setup and journal.setup(1) is None
        # Marked as this version's: an older companion now says « newer version », never « damaged ».
        assert journal._conn.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,) == (5,)
        session.abandon()
        journal.resume(2)
    finally:
        session.journal.close()
    session = Session.open(path)
    try:
        assert (session.game_id, session.kind()) == (2, "tournament")
        assert session.state()["colour"] == "blue"
        assert [p["name"] for p in session.state()["players"].values()] == ["Anne", "Bob", "Carl"]
        game = session.journal.new_game("new tournament 3 anne bob chloe")
        assert session.journal.kind(game) == "tournament"   # named by its line, not by the column's default
    finally:
        session.journal.close()


def test_a_new_journal_has_no_default_game(tmp_path):
    path = tmp_path / "journal.sqlite"
    Journal(path).close()
    raw = sqlite3.connect(path)
    with pytest.raises(sqlite3.IntegrityError):   # a game row that does not name its kind is refused
        raw.execute("INSERT INTO game (started, updated, touched, status) VALUES ('', '', 1, 'playing')")
    raw.close()


def test_the_journal_remembers_each_games_kind(tmp_path):
    with Journal(tmp_path / "journal.sqlite") as j:
        shadows = j.new_game(NEW)
        tournament = j.new_game("new tournament 3 anne bob chloe")
        assert j.kind(shadows) == "shadows" and j.kind(tournament) == "tournament"
        assert {g.id: g.kind for g in j.games()} == {shadows: "shadows", tournament: "tournament"}


# --- the end of a game -------------------------------------------------------------------------------


def test_a_game_whose_replay_is_over_is_marked_over_at_the_next_start(tmp_path):
    # As the previous version could leave it: killed between the last command and `finish`.
    path = tmp_path / "journal.sqlite"
    with Journal(path) as j:
        game = j.new_game(SIEGE_TAKES_CAMELOT[0])
        for line in SIEGE_TAKES_CAMELOT[1:]:
            j.append(game, line)
        assert j.games()[0].status == "playing"
    again = Session.open(path)
    assert again.game is None
    assert [(g.id, g.status, g.result) for g in again.journal.games()] == [(game, "over", "evil:siege")]


def test_a_finishing_command_leaves_the_game_over_in_the_same_write(tmp_path, monkeypatch):
    path = tmp_path / "journal.sqlite"
    session = Session.open(path)
    play(session, SIEGE_TAKES_CAMELOT[:-1])
    writes = []
    for name in ("finish", "append"):
        original = getattr(Journal, name)
        monkeypatch.setattr(Journal, name, lambda *a, _o=original, _n=name: writes.append(_n) or _o(*a))
    play(session, SIEGE_TAKES_CAMELOT[-1:])
    assert session.game.over and writes == ["append"]
    raw = sqlite3.connect(path)
    assert raw.execute("SELECT status, result FROM game").fetchall() == [("over", "evil:siege")]


# --- the box's die -------------------------------------------------------------------------------------


def test_undoing_the_boxs_roll_brings_the_same_value_back(tmp_path):
    session = Session.open(tmp_path / "journal.sqlite")
    play(session, TO_THE_DIE)
    first = session.dice().roll(8)
    assert 1 <= first <= 8
    play(session, [f"roll {first}", "undo"])
    assert session.dice().roll(8) == first
    play(session, ["undo", "siege fight-5"])   # even after taking the fight back
    assert session.dice().roll(8) == first
    session.journal.close()
    assert Session.open(tmp_path / "journal.sqlite").dice().roll(8) == first   # and after a restart


def test_each_roll_of_a_game_and_each_game_has_its_own_die(tmp_path):
    session = Session.open(tmp_path / "journal.sqlite")
    play(session, [NEW])
    rolls = []
    for _ in range(40):   # the index moves the die: the roll lines journaled so far
        rolls.append(session.dice().roll(8))
        session.lines.append(f"roll {rolls[-1]}")
    assert len(set(rolls)) >= 5
    seeds = set()
    for _ in range(5):
        session.abandon()
        play(session, [NEW])
        seeds.add(session.journal.seed(session.game_id))
    assert len(seeds) == 5


def test_the_box_rolls_the_sessions_die(tmp_path):
    from companion.box.app import Companion
    from companion.games.shadows.table.frontend import Menus as Frontend
    from companion.core.i18n import Catalog
    from drivers.base import ButtonPress
    from drivers.display import DummyScreen
    session = Session.open(tmp_path / "journal.sqlite")
    play(session, TO_THE_DIE)
    expected = session.dice().roll(8)
    box = Companion(session, "shadows", DummyScreen(), Catalog.load("en", "shadows"))
    box.step(ButtonPress("OK", False))
    assert session.lines[-1] == f"roll {expected}"
    box.step(ButtonPress("BACK", True))
    assert session.lines[-1] == "siege fight-5"
    while box.view.cover:   # the undo names what to put back (its pages): OK reads them and closes them
        box.step(ButtonPress("OK", False))
    box.step(ButtonPress("OK", False))
    assert session.lines[-1] == f"roll {expected}"
