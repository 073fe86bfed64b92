"""Spoken prompts go through the real espeak-ng, writing WAV files instead of playing them."""
from __future__ import annotations

import os
import time
import wave
from pathlib import Path

import pytest

from companion.box.app import Companion
from companion.games.shadows.table.frontend import Menus as Frontend
from companion.core.i18n import Catalog
from companion.journal.session import Session
from companion.box.speech import Speaker, missing_programs
from drivers.display import DummyScreen

pytestmark = pytest.mark.skipif(bool(missing_programs(wav=True)), reason="espeak-ng missing (scripts/test installs it)")
LONG = "Une phrase longue, très longue, qui occupe la voix un bon moment avant la suivante. " * 30


def running_with(marker):
    """Live processes (not zombies) whose command line holds `marker`."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if marker.encode() in cmdline and state != "Z" and int(entry.name) != os.getpid():
            found.append(int(entry.name))
    return found


def wait_until(check, timeout=3.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if check():
            return True
        time.sleep(0.02)
    return False


def durations(folder):
    out = []
    for path in sorted(folder.glob("*.wav")):
        with wave.open(str(path)) as w:
            out.append(w.getnframes() / w.getframerate())
    return out


def test_a_prompt_becomes_french_speech(tmp_path):
    speaker = Speaker("fr", wav_dir=tmp_path)
    speaker.say("Posez la carte face visible sur la Quête du Graal.")
    assert speaker.wait_idle()
    speaker.close()
    assert len(durations(tmp_path)) == 1 and durations(tmp_path)[0] > 1.0


def test_english_has_its_own_voice(tmp_path):
    speaker = Speaker("en", wav_dir=tmp_path)
    speaker.say("Eleven siege engines: the next one takes Camelot.")
    assert speaker.wait_idle()
    speaker.close()
    assert durations(tmp_path)[0] > 1.0


def test_say_never_blocks_and_a_new_sentence_cuts_the_old(tmp_path):
    speaker = Speaker("fr", wav_dir=tmp_path)
    for n in range(20):
        speaker.say(f"Phrase numéro {n}, longue, très longue, pour occuper la voix un bon moment.")
        assert not speaker.wait_idle(0)  # say() handed the sentence over and came back at once
    speaker.say("Dernière phrase.")
    assert speaker.wait_idle()
    speaker.close()
    # Not all twenty-one were spoken: the newer ones replaced the waiting ones.
    assert len(list(tmp_path.glob("*.wav"))) < 21


def test_a_missing_engine_is_silent_not_fatal(tmp_path):
    speaker = Speaker("fr", wav_dir=tmp_path, engine="no-such-speech-engine")
    speaker.say("rien")
    assert not speaker.available and speaker.missing == ["no-such-speech-engine"]
    speaker.close()
    assert not list(tmp_path.glob("*.wav"))


def test_cutting_a_sentence_short_ends_espeak_ng_too():
    # A player that never reads: espeak-ng fills the pipe and waits, as it does while aplay plays.
    speaker = Speaker("fr", player=("sleep", "30"))
    marker = f"Marqueur{os.getpid()}"
    speaker.say(f"{marker}. {LONG}")
    assert wait_until(lambda: len(running_with(marker)) == 1)     # espeak-ng holds the text
    assert wait_until(lambda: speaker.current is not None and speaker.current.is_running())
    first = speaker.current
    speaker.say("Suite.")
    assert wait_until(lambda: not first.is_running())
    assert running_with(marker) == []                               # no espeak-ng left behind
    speaker.close()
    assert wait_until(lambda: speaker.current is None or not speaker.current.is_running())


def test_close_ends_the_whole_pipeline():
    speaker = Speaker("fr", player=("sleep", "30"))
    marker = f"Fermeture{os.getpid()}"
    speaker.say(f"{marker}. {LONG}")
    assert wait_until(lambda: len(running_with(marker)) == 1)
    speaker.close()
    assert wait_until(lambda: running_with(marker) == [])


def test_a_missing_player_is_named_and_said_once_on_the_screen(tmp_path):
    speaker = Speaker("fr", player=("no-such-player", "-q"))
    assert not speaker.available and speaker.missing == ["no-such-player"]
    speaker.say("rien")  # silent, no error
    cat = Catalog.load("fr", "shadows")
    companion = Companion(Session.in_memory(), "shadows", DummyScreen(), cat, speaker=speaker)
    assert "no-such-player" in companion.trouble and "vocales" in companion.trouble
    companion.show()
    assert "no-such-player" in companion.view.message and companion.trouble is None
    companion.show()
    assert "no-such-player" not in (companion.view.message or "")  # said once
    speaker.close()


def test_a_choice_marked_not_possible_is_said_without_its_parentheses():
    from companion.box.speech import spoken_view
    from companion.core.i18n import Catalog
    from companion.core.screen import View
    view = View(prompt="Noms des 4 joueurs ?", menu=("(Même table)", "Choisir les noms", "Sans noms"))
    said = spoken_view(view, Catalog.load("fr", "shadows"))
    assert "A : Même table, pas maintenant" in said and "(" not in said
    assert "B : Choisir les noms" in said


def test_the_footers_mark_of_an_ignored_press_is_not_read_aloud():
    """« fermer · C ✗ » on the screen; the voice says « OK : fermer », never « OK : C ✗ » (the mark has its word)."""
    from companion.core.i18n import Catalog
    from companion.core.screen import View
    from companion.box.speech import spoken_view
    cat = Catalog.load("fr")
    said = spoken_view(View(prompt="Une page.", ok="fermer · C ✗"), cat)
    assert "✗" not in said and "OK : fermer" in said
    assert "✗" not in spoken_view(View(prompt="Une question.", menu=("Oui", "", ""), ok="B ✗"), cat)
