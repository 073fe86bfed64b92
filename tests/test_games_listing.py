"""`camelot games` names a damaged game row in plain words and goes on listing the others (issue 24,
fault 3): a flipped kind used to stop the listing at « 'tournameft' is not a game this box knows »."""
from __future__ import annotations

import sqlite3

import pytest

from companion.journal.schema import GAME_COLUMNS, game_checksum
from test_cli import camelot
from test_journal_damage import raw_sql


def three_games(path) -> None:
    """A tournament abandoned, a Merlin game abandoned, then a Shadows game in play: ids 1, 2, 3."""
    lines = ["new tournament 2 Anne Bob", "colour red", "abandon", "new merlin 2 Léa Marc", "abandon",
             "new arthur kay gawain", "evil siege"]
    run = camelot("feed", "--journal", str(path), stdin="\n".join(lines) + "\n")
    assert run.returncode == 0 and run.stdout.count('"accepted": true') == len(lines), run.stdout


@pytest.mark.parametrize("lang, damaged, title", [
    ("en", 'damaged: this game\'s own record cannot be read back as written', "Shadows over Camelot"),
    ("fr", "abîmée : la fiche de cette partie ne se relit pas", "Les Chevaliers de la Table Ronde"),
])
def test_a_damaged_kind_is_named_and_the_other_games_are_listed(tmp_path, lang, damaged, title):
    path = tmp_path / "journal.sqlite"
    three_games(path)
    raw_sql(path, "UPDATE game SET kind = 'tournameft' WHERE id = 1")
    run = camelot("games", "--journal", str(path), "--lang", lang)
    assert run.returncode == 0 and "Traceback" not in run.stderr and not run.stderr, run.stderr
    rows = run.stdout.splitlines()
    assert [row.split(" · ")[0] for row in rows] == ["3", "2", "1"]
    assert title in rows[0] and "Merlin" in rows[1] and "Léa" in rows[1]
    assert damaged in rows[2] and "tournameft" in rows[2] and "new tournament 2 Anne Bob" in rows[2]
    assert "not a game this box knows" not in run.stdout


def test_a_sound_row_of_a_game_this_box_does_not_know_is_said_so(tmp_path):
    # e.g. written by a later version that plays a fourth game: its row is sound, its kind unknown here.
    path = tmp_path / "journal.sqlite"
    three_games(path)
    raw_sql(path, "UPDATE game SET kind = 'carcassonne' WHERE id = 2")
    raw = sqlite3.connect(path)
    row = raw.execute(f"SELECT {GAME_COLUMNS} FROM game WHERE id = 2").fetchone()
    raw.execute("UPDATE game SET crc = ? WHERE id = 2", (game_checksum(row),))
    raw.commit()
    raw.close()
    run = camelot("games", "--journal", str(path), "--lang", "en")
    assert run.returncode == 0 and not run.stderr, run.stderr
    rows = run.stdout.splitlines()
    assert len(rows) == 3 and '"carcassonne": a game this box does not know' in rows[1]
    assert "damaged" not in rows[1] and "Camelot (tournaments)" in rows[2]


def test_a_damaged_row_never_echoes_a_control_character(tmp_path):
    path = tmp_path / "journal.sqlite"
    three_games(path)
    raw_sql(path, "UPDATE game SET kind = 'tourn\x1b[2Jament' WHERE id = 1")
    run = camelot("games", "--journal", str(path), "--lang", "en")
    assert run.returncode == 0 and "\x1b" not in run.stdout and "\\u001b" in run.stdout
