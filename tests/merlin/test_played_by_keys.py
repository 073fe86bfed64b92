"""A whole four-player Merlin game played by buttons through the simulator, as a new table would
(docs/plays/merlin.md): the players named on the box's names menu, the Domain, the starting tiles, the
traitors and every die keyed on the menus, flags spent (confirmed or kept with BACK), a few undos, the
Grail's question, six rounds; the keys are replayed and the game must end on its score screen."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("companion.games.merlin.game")

ROOT = Path(__file__).resolve().parents[2]
KEYS = ROOT / "tests" / "data" / "plays" / "merlin-4-players.keys"


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> str:
    folder = tmp_path_factory.mktemp("box")
    config = folder / "config.toml"
    config.write_text('language = "fr"\nnames = ["Anne", "Marc", "Léa", "Paul"]\n'
                      f'tag_map_path = "{folder / "tags.json"}"\njournal_path = "{folder / "journal.sqlite"}"\n')
    run = subprocess.run([sys.executable, "-m", "companion.cli", "sim", "--game", "merlin", "--lang", "fr", "--memory",
                          "--show-speech", "--screen", "text", "--config", str(config)],
                         input=KEYS.read_text(), capture_output=True, text=True, cwd=ROOT, timeout=300)
    return run.stdout


def test_the_game_played_by_keys_ends_on_its_score_screen(played):
    frames = played.split("\n> ")
    assert "gagne avec" in frames[-2] or "gagne avec" in frames[-1]
    for scoring in ("Décompte du tour 2", "Décompte du tour 4", "Décompte du tour 6", "Fin de partie, bonus"):
        assert scoring in played


def test_the_table_is_named_on_the_box_and_every_screen_uses_the_names(played):
    assert "Siège 1 : qui ?" in played
    strips = [line for line in played.splitlines() if line.startswith("│Tour ")]
    assert strips and all(name in "".join(strips) for name in ("Anne", "Marc", "Léa", "Paul"))
    assert "Joueur 1" not in played


def test_what_the_game_met_was_said_in_its_words(played):
    # The flag chosen by its ability, a spend named with its cost, an undo with its pieces, the Grail's stakes.
    assert "(Repousser)" in played and "RETOUR le garde" in played
    assert "Coup annulé" in played
    assert "Graal où ?" in played and " PV (pas " in played
    assert "Annulé : «" not in played             # no protocol line quoted to the table
