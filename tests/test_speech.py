"""Spoken prompts go through the real espeak-ng, writing WAV files instead of playing them."""
from __future__ import annotations

import wave

import pytest

from companion.speech import Speaker

pytestmark = pytest.mark.skipif(not Speaker().available, reason="espeak-ng missing (scripts/test installs it)")


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
    assert not speaker.available
    speaker.close()
    assert not list(tmp_path.glob("*.wav"))
