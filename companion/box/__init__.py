"""The box: the machine at the table, its loop and the parts around it.

`app.py` (the loop: one engine thread, buttons and tags in, frames and speech out), `sim.py` (the
terminal simulator), `speech.py` (espeak-ng), `enroll.py` and `tagmap.py` (cards' tags), `doctor.py`
(what is wired and missing), `config.py` (the configuration file), `words_of_the_box.py` (what the box
says and asks for a state, as data: `camelot feed --lang`).
"""
