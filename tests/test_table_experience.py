"""Every step of every scenario, through the real front end, screen and speech text.

- every frame renders, with no missing glyph and no label wider than the screen;
- nothing shown, spoken or logged names a card lying face down;
- the box's loop (Companion) behaves like `camelot replay`: same final state.
"""
from __future__ import annotations

import logging
from pathlib import Path

import pytest

from companion.box.app import Companion, Typed
from companion.games.shadows.table.frontend import Menus as Frontend
from companion.core.i18n import Catalog
from companion.journal.tablefile import command_lines, replay_file
from companion.journal.session import Session
from companion.games.shadows.cards import CARDS
from drivers.display import DummyScreen
from tests.wired_box import assert_frame_fits

HERE = Path(__file__).parent
FILES = sorted([p for p in (HERE / "scenarios").rglob("*.table")
                if not {"tournament", "merlin"} & set(p.relative_to(HERE).parts)]
               + list((HERE.parent.parent / "shared" / "scenarios").glob("*.table")))


class Voice:
    """Records what would be said (the real espeak-ng path is tested in test_speech.py)."""

    def __init__(self):
        self.said: list[str] = []

    def say(self, text: str) -> None:
        self.said.append(text)


def hidden_names(session: Session) -> set[str]:
    """Every way of naming a card that lies face down right now."""
    names = set()
    game = session.game
    if game is None:
        return names
    for quest in ("black-knight", "lancelot", "dragon"):
        for card in game.quests[quest].black:
            if not card.face_up:
                names |= {card.slug, CARDS[card.slug].name["fr"], CARDS[card.slug].name["en"]}
    return names


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_step_renders_and_keeps_the_secrets(path, lang, caplog):
    caplog.set_level(logging.DEBUG)
    cat = Catalog.load(lang)
    screen, voice = DummyScreen(), Voice()
    box = Companion(Session.in_memory(), "shadows", screen, cat, speaker=voice)
    for line in command_lines(path):
        box.step(Typed(line))
        view = box.view
        texts = assert_frame_fits(screen, view)
        secrets = hidden_names(box.session)
        shown = "\n".join(texts + voice.said[-1:] + [r.getMessage() for r in caplog.records])
        leaked = [name for name in secrets if name in shown]
        assert not leaked, f"after '{line}': {leaked} in {shown!r}"
        # Every message found its words and every parameter it names.
        troubles = [r.getMessage() for r in caplog.records if r.name == "companion.core.i18n"]
        assert not troubles, f"after '{line}': {troubles}"
    final = replay_file(path)
    state = box.session.state()
    for key in ("swords", "siege", "phase", "current", "quests", "knights", "result"):
        assert state[key] == final[key], key


def test_feed_with_a_language_answers_with_the_words_of_the_box():
    import json
    import subprocess
    import sys
    lines = "new arthur gawain kay\nevil black\nblack picts\nfrobnicate\n"
    run = subprocess.run([sys.executable, "-m", "companion.cli", "feed", "--memory", "--lang", "fr"],
                         input=lines, capture_output=True, text=True, check=True)
    answers = [json.loads(line) for line in run.stdout.splitlines()]
    # Arthur's power is said with his turn, short enough to leave the evil menu in sight.
    assert answers[0]["said"][1] == "Tour du Roi Arthur : il peut échanger une carte."
    # A new game opens on its setup guide (the rulebook's « Mise en place »), page by page.
    assert answers[0]["prompt"] == Catalog.load("fr", "shadows").text("setup.boards")
    assert answers[1]["said"] == [] and answers[1]["prompt"] == "Scannez la carte Noire piochée."
    assert "Posez un Guerrier sur la Guerre contre les Pictes : 1 sur 4." in answers[2]["said"]
    assert answers[3]["said"] == ["Commande inconnue."] and not answers[3]["accepted"]
    english = subprocess.run([sys.executable, "-m", "companion.cli", "feed", "--memory", "--lang", "en"],
                             input=lines, capture_output=True, text=True, check=True)
    assert json.loads(english.stdout.splitlines()[0])["said"][1] == "King Arthur's turn: he may swap a card."
