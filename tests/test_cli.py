"""The command line, run as the user runs it: clear messages, never a traceback."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from companion.box.config import NO_MACHINE_CONFIG

ROOT = Path(__file__).parent.parent


def camelot(*args, stdin: str = "", env=None):
    if env is not None:   # a bare environment still keeps the machine's configuration out (tests/conftest.py)
        env = {NO_MACHINE_CONFIG: "1", **env}
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
    run = camelot("replay", str(tmp_path / "missing.table"), "--json", "--lang", "en")
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
    listing = camelot("games", "--journal", str(journal), "--lang", "en")
    assert "new arthur gawain kay" in listing.stdout and "playing" in listing.stdout


def test_doctor_on_a_machine_without_the_parts_says_so_plainly(tmp_path):
    run = camelot("doctor", "--lang", "en")
    assert run.returncode == 1
    assert "FAIL" in run.stdout and "Traceback" not in run.stderr


def test_the_simulator_keeps_its_game_across_starts_on_a_fresh_machine(tmp_path):
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    # A letter on the setup guide chooses nothing hidden under it; BACK closes it, then B chooses the siege.
    first = camelot("sim", "--no-page", stdin="new arthur gawain kay\nb\nu\nb\nq\n", env=env)
    assert first.returncode == 0 and "Traceback" not in first.stderr
    journal = tmp_path / ".local" / "state" / "camelot" / "journal.sqlite"
    assert journal.exists()
    assert f"saved in {journal}" in first.stderr or f"enregistrées dans {journal}" in first.stderr
    again = camelot("feed", "--state", stdin="", env=env)
    state = json.loads(again.stdout.splitlines()[-1])
    assert state["siege"] == 1 and state["knights"]["arthur"]["place"] == "camelot"


def test_the_simulator_keeps_its_own_journal_beside_an_installed_box(tmp_path, monkeypatch):
    import os

    from companion.cli import _sim_journal
    from companion.core.i18n import Catalog
    service = tmp_path / "var" / "lib" / "camelot"
    service.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("STATE_DIRECTORY", raising=False)
    words = Catalog.load("en", game=None)
    # As the builder, not the camelot user: the service's folder is not writable.
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode: False if str(path).startswith(str(service)) else real_access(path, mode))
    path, notice = _sim_journal(None, service / "journal.sqlite", words)
    assert path == tmp_path / "home" / ".local" / "state" / "camelot" / "journal.sqlite"
    assert str(service / "journal.sqlite") in notice and str(path) in notice
    assert _sim_journal(str(tmp_path / "mine.sqlite"), service / "journal.sqlite", words) == (tmp_path / "mine.sqlite", None)
    assert _sim_journal(None, tmp_path / "new" / "journal.sqlite", words) == (tmp_path / "new" / "journal.sqlite", None)


def test_a_damaged_journal_is_left_alone_and_play_goes_on_beside_it(tmp_path):
    journal = tmp_path / "journal.sqlite"
    journal.write_bytes(b"SQLite format 3\0" + b"\xff" * 4000)
    before = journal.read_bytes()
    run = camelot("sim", "--no-page", "--journal", str(journal), stdin="new arthur gawain kay\nq\n")
    assert run.returncode == 0 and "Traceback" not in run.stderr
    assert "journal.spare.sqlite" in run.stderr
    assert journal.read_bytes() == before
    assert (tmp_path / "journal.spare.sqlite").exists()


# --- issue 13: bytes in, UTF-8 JSON out; one writer --------------------------------------------------

BAD_INPUT = (b"new arthur gawain kay\n"
             b"move gr\xffail\n"                     # not UTF-8
             b"roll \xc2\xb3\n"                      # a superscript three: not an ASCII digit
             b"evil\x0bsiege\n"                      # a vertical tab is no separator
             b"\xed\xa0\x80 undo\n"                  # an encoded surrogate: not UTF-8 either
             b"evil siege # a comment may say \xc3\xa9p\xc3\xa9e\r\n")
LOCALES = {"C": {"LANG": "C", "LC_ALL": "C"}, "C.UTF-8": {"LANG": "C.UTF-8"},
           "desktop UTF-8 (strict)": {"LANG": "C.UTF-8", "PYTHONIOENCODING": "utf-8:strict"},
           "latin-1 terminal": {"LANG": "C", "PYTHONIOENCODING": "latin-1"}}


def feed_bytes(*args, stdin: bytes, env: dict):
    return subprocess.run([sys.executable, "-m", "companion.cli", "feed", *args], input=stdin,
                          capture_output=True, cwd=ROOT, timeout=60,
                          env={"PATH": "/usr/bin:/bin", "HOME": "/nonexistent", NO_MACHINE_CONFIG: "1", **env})


@pytest.mark.parametrize("locale", LOCALES)
def test_feed_answers_every_line_in_utf8_json_whatever_the_bytes_and_the_locale(locale):
    run = feed_bytes("--memory", "--state", stdin=BAD_INPUT, env=LOCALES[locale])
    assert run.returncode == 0 and b"Traceback" not in run.stderr, run.stderr
    *answers, state = [json.loads(line.decode("utf-8")) for line in run.stdout.splitlines()]
    assert [(a["accepted"], a["code"]) for a in answers] == [
        (True, None), (False, "bad-bytes"), (False, "not-ascii"), (False, "control-character"),
        (False, "bad-bytes"), (True, None)]
    assert all(a["message"] for a in answers if not a["accepted"])
    assert state["siege"] == 1 and state["knights"]["arthur"]["place"] == "camelot"


def test_a_second_feed_on_the_same_journal_is_refused_at_once_naming_the_first(tmp_path):
    journal = tmp_path / "journal.sqlite"
    first = subprocess.Popen([sys.executable, "-m", "companion.cli", "feed", "--journal", str(journal)],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=ROOT, bufsize=0)
    first.stdin.write(b"new arthur gawain kay\n")
    assert json.loads(first.stdout.readline())["accepted"]
    second = camelot("feed", "--journal", str(journal), stdin="evil siege\n")
    assert second.returncode == 1 and "Traceback" not in second.stderr
    assert f"process {first.pid}" in second.stderr and "one may write at a time" in second.stderr
    listing = camelot("games", "--journal", str(journal))   # a reader stays welcome
    assert listing.returncode == 0 and "new arthur gawain kay" in listing.stdout
    first.stdin.write(b"evil siege\n")
    assert json.loads(first.stdout.readline())["accepted"]
    # Killed without a word: the lock goes with the process, the next writer carries on.
    first.kill()
    first.wait()
    again = camelot("feed", "--journal", str(journal), "--state", stdin="move grail\n")
    resumed, answer, state = [json.loads(line) for line in again.stdout.splitlines()]
    assert resumed == {"resumed": 1, "commands": 2} and answer["accepted"]
    assert state["siege"] == 1 and state["knights"]["arthur"]["place"] == "grail"


def test_a_damaged_row_is_said_loudly_and_the_game_goes_on_from_the_row_before(tmp_path):
    import sqlite3
    journal = tmp_path / "journal.sqlite"
    camelot("feed", "--journal", str(journal), stdin="new arthur gawain kay\nevil siege\nmove grail\n")
    raw = sqlite3.connect(journal)
    raw.execute("UPDATE entry SET line = 'move grahl' WHERE seq = 3")   # a flipped bit on the card
    raw.commit()
    raw.close()
    run = camelot("sim", "--no-page", "--journal", str(journal), stdin="q\n")
    assert run.returncode == 0 and "Traceback" not in run.stderr
    assert "damaged: game 1, row 3" in run.stderr and "goes on from the row before, as game 2" in run.stderr
    state = json.loads(camelot("feed", "--journal", str(journal), "--state", stdin="").stdout.splitlines()[-1])
    assert state["game_id"] == 2 and state["siege"] == 1 and state["knights"]["arthur"]["place"] == "camelot"
    listing = camelot("games", "--journal", str(journal), "--lang", "en").stdout
    assert "abandoned" in listing and "damaged:row 3" in listing


def french_box(tmp_path, language="fr"):
    """A configuration file as a box has one: its language, its journal, its tag maps."""
    config = tmp_path / "config.toml"
    config.write_text(f'language = "{language}"\njournal_path = "{tmp_path / "journal.sqlite"}"\n'
                      f'tag_map_path = "{tmp_path / "tags.json"}"\n')
    return str(config)


def test_the_tools_answer_in_the_configured_language(tmp_path):
    config = french_box(tmp_path)
    camelot("feed", "--config", config, stdin="new arthur gawain kay\nevil siege\n")
    listing = camelot("games", "--config", config).stdout
    assert "1 · Les Chevaliers de la Table Ronde · en cours · " in listing and "1 commande · new arthur gawain kay" in listing
    doctor = camelot("doctor", "--config", config)
    assert "À REVOIR  carte Raspberry Pi : Cette machine n'est pas un Raspberry Pi" in doctor.stdout
    table = tmp_path / "game.table"
    table.write_text("new arthur gawain kay\nfrobnicate\n")
    replay = camelot("replay", str(table), "--config", config)
    assert replay.stdout.startswith("ligne 2 : « frobnicate » refusé : Commande inconnue.")
    english = camelot("games", "--config", french_box(tmp_path, "en")).stdout
    assert "1 · Shadows over Camelot · playing · " in english


def test_replay_json_is_the_same_in_every_language(tmp_path):
    table = tmp_path / "game.table"
    table.write_text("new arthur gawain kay\nfrobnicate\n")
    french, english = (camelot("replay", str(table), "--json", "--lang", lang).stdout for lang in ("fr", "en"))
    assert french == english and json.loads(french)["rejected"][0]["message"] == "unknown command 'frobnicate'"


def test_tags_of_each_game_are_listed_exported_and_imported_apart(tmp_path):
    config = french_box(tmp_path)
    shared = tmp_path / "from-a-friend.json"
    shared.write_text(json.dumps({"format": 1, "tags": {"04000000000001": "red-3", "04000000000002": "ivanhoe"}}))
    run = camelot("tags", "import", str(shared), "--game", "tournament", "--config", config)
    assert run.stdout.startswith("2 ajoutées, 0 déjà connues, 0 en désaccord, 0 refusées (Camelot (tournois)).")
    assert json.loads((tmp_path / "tags-tournament.json").read_text())["tags"]["04000000000002"] == "ivanhoe"
    assert not (tmp_path / "tags.json").exists()
    into_shadows = camelot("tags", "import", str(shared), "--config", config, "--lang", "en")
    assert "04000000000001: refused, it is already on Red 3 of Camelot (tournaments)" in into_shadows.stdout
    listing = camelot("tags", "list", "--game", "tournament", "--config", config).stdout
    assert "  Rouge 3 : 1 / 6" in listing and "2 étiquettes pour Camelot (tournois)" in listing
    usage = camelot("tags", "export", "--config", config)
    assert usage.returncode == 2 and "usage : camelot tags export FICHIER" in usage.stderr


def test_camelot_takes_what_the_simulator_takes_and_says_its_first_line_in_french(tmp_path):
    """`scripts/run --game merlin` is `camelot --game merlin`: the simulator, on Merlin's setup, in French."""
    run = camelot("--game", "merlin", "--memory", "--screen", "text", stdin="q\n",
                  env={"HOME": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0 and "unrecognized" not in run.stderr and "Traceback" not in run.stderr
    assert run.stderr.splitlines()[0] == "camelot: pas de matériel Raspberry Pi ici : le simulateur dans le " \
                                         "terminal démarre (camelot sim)"
    assert "4 joueurs" in run.stdout                     # Merlin's first question: how many players


def test_speech_without_a_voice_says_so_on_the_screen(tmp_path):
    bare = tmp_path / "bin"                              # a PATH with neither espeak-ng nor aplay
    bare.mkdir()
    run = camelot("sim", "--speech", "--memory", "--screen", "text", "--game", "tournament", stdin="q\n",
                  env={"HOME": str(tmp_path), "PATH": str(bare)})
    assert run.returncode == 0, run.stderr
    frame = run.stdout.split("┌")[1]
    assert "Les annonces vocales sont" in frame


def test_camelot_web_prints_its_address(tmp_path):
    pytest.importorskip("uvicorn")
    import socket
    import time
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    page = subprocess.Popen([sys.executable, "-m", "companion.cli", "web", "--journal", str(tmp_path / "j.sqlite"),
                             "--host", "127.0.0.1", "--port", str(port)], cwd=ROOT, stderr=subprocess.PIPE, text=True,
                            env={NO_MACHINE_CONFIG: "1", "HOME": str(tmp_path), "PATH": "/usr/bin:/bin"})
    try:
        first = page.stderr.readline()
    finally:
        page.terminate()
        page.wait(timeout=10)
    assert first.strip() == f"camelot: la page du plateau pour les téléphones : http://127.0.0.1:{port}/ (Ctrl-C l'arrête)"
