"""`camelot recap`: the picture and the summary of a finished game, from the journal."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PIL import Image

from companion.core.i18n import Catalog
from companion.games.shadows.table.recap import build, draw, labels, summary

ROOT = Path(__file__).parent.parent
SEVEN = ROOT.parent / "shared" / "scenarios" / "seven-black-swords.table"
LINES = [line for line in SEVEN.read_text().splitlines() if line and not line.startswith("#")] if SEVEN.exists() else []


def test_the_recap_follows_the_game_turn_by_turn():
    recap = build(LINES)
    assert recap.black[-1] == 7 and recap.white[-1] == 0 and recap.siege[-1] == 4
    assert recap.black == sorted(recap.black)          # black swords only grew in this game
    assert [q for _, q, won in recap.quests if not won] == ["excalibur", "grail", "saxons", "picts"]
    assert recap.result == {"winner": "evil", "reason": "black-swords"}


def test_the_summary_speaks_the_table_language():
    recap = build(LINES)
    text = summary(Catalog.load("fr", "shadows"), 1, recap)
    assert "Quêtes perdues : Excalibur, Saint Graal, Saxons, Pictes." in text
    assert "Le Mal l'a emporté." in text
    assert "Evil won." in summary(Catalog.load("en", "shadows"), 1, recap)


def test_the_picture_marks_the_lost_quests_in_red():
    recap = build(LINES)
    image = draw(recap, labels(Catalog.load("fr", "shadows"), 1, recap))
    assert image.size == (800, 420)
    reds = image.tobytes().count(bytes((200, 40, 40)))
    assert reds > 100


def test_camelot_recap_saves_the_picture_next_to_the_journal(tmp_path):
    journal = tmp_path / "journal.sqlite"
    feed = subprocess.run([sys.executable, "-m", "companion.cli", "feed", "--journal", str(journal)],
                          input="\n".join(LINES) + "\n", capture_output=True, text=True, cwd=ROOT)
    assert feed.returncode == 0
    run = subprocess.run([sys.executable, "-m", "companion.cli", "recap", "--journal", str(journal), "--lang", "en"],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert "Quests lost: Excalibur, Holy Grail, Saxons, Picts." in run.stdout
    assert Image.open(tmp_path / "recap-1.png").size == (800, 420)


def test_the_picture_marks_accusations_the_traitor_unmasked_and_deaths():
    unmasking = ROOT / "tests" / "scenarios" / "knights" / "traitor-keeps-the-armor.table"
    lines = [line.split("#")[0].strip() for line in unmasking.read_text().splitlines() if line.split("#")[0].strip()]
    recap = build(lines)
    assert recap.marks == [(11, "accused", "arthur"), (11, "unmasked", "arthur")]
    words = labels(Catalog.load("fr", "shadows"), 1, recap)
    assert words["knights"] == {"arthur": "Arthur"} and words["unmasked"] == "Félon démasqué"
    image = draw(recap, words)
    assert image.tobytes().count(bytes((130, 40, 160))) > 50     # the unmasking's purple
    death = ROOT / "tests" / "scenarios" / "knights" / "relics-lost-on-death.table"
    lines = [line.split("#")[0].strip() for line in death.read_text().splitlines() if line.split("#")[0].strip()]
    assert build(lines).marks == [(13, "died", "arthur")]


def accepted_lines(path: Path) -> list[str]:
    """The lines a journal keeps of a scenario: the accepted ones."""
    from companion.journal.tablefile import replay_text
    session, _, _ = replay_text(path.read_bytes())
    return session.lines


FIVE_COLOURS = ROOT / "tests" / "scenarios" / "tournament" / "end-two-players-five-colours.table"


def test_a_tournament_game_is_told_tournament_by_tournament_with_the_tokens():
    from companion.core.recap import render
    picture, text = render("tournament", accepted_lines(FIVE_COLOURS), "fr", 3)
    lines = text.splitlines()
    assert lines[0] == "Partie 3 (Marcel, Danielle) : 6 tournois."
    assert lines[1] == "Tournoi 1 (rouge) : Marcel l'emporte avec 3, jeton rouge."
    assert lines[2] == "Tournoi 2 (rouge) : Marcel l'emporte avec 4, sans jeton (déjà en sa possession)."
    assert lines[6] == "Tournoi 6 (violet) : Marcel l'emporte avec 3, jeton violet."   # chosen after the purple win
    assert "Jetons de Marcel : violet, rouge, bleu, jaune, vert." in lines
    assert "Jetons de Danielle : aucun." in lines and lines[-1] == "Marcel gagne la partie."
    # Six rows of tournaments, the purple one drawn in purple; Marcel's five discs filled.
    pixels = picture.tobytes()
    assert pixels.count(bytes((120, 60, 160))) > 500 and pixels.count(bytes((225, 185, 20))) > 500


def test_the_tournament_recap_speaks_english_too():
    from companion.core.recap import render
    _, text = render("tournament", accepted_lines(FIVE_COLOURS), "en", 3)
    assert "Tournament 2 (red): Marcel wins with 4, no token (already had it)." in text
    assert text.endswith("Marcel wins the game.")


def test_camelot_recap_picks_the_game_of_the_journal(tmp_path):
    journal = tmp_path / "journal.sqlite"
    second = ROOT.parent / "shared" / "scenarios-tournament" / "rulebook-second-tournament.table"
    feed = subprocess.run([sys.executable, "-m", "companion.cli", "feed", "--journal", str(journal)],
                          input=second.read_text(), capture_output=True, text=True, cwd=ROOT)
    assert feed.returncode == 0
    run = subprocess.run([sys.executable, "-m", "companion.cli", "recap", "--journal", str(journal), "--lang", "fr"],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    assert "Tournoi 1 (rouge) : Danielle l'emporte avec 15, jeton rouge." in run.stdout
    assert "La partie n'est pas finie." in run.stdout
    assert Image.open(tmp_path / "recap-1.png").width == 800
