"""The core: what every game needs, written once, knowing no game and no box.

`protocol.py` (a line → words → a command; `undo`), `registry.py` (the games this box plays, reached by
kind), `replay.py` (a game rebuilt from its lines), `errors.py` (`CompanionError`), `events.py`, `vocabulary.py`
and `engine.py` (what each game's commands and engine would otherwise write again), `i18n.py` (Fluent
catalogs, `locale/`), `frontend.py` (the menus' grammar every game's menus follow), `screen.py` (the
128×64 frame, `fonts/`), `recap.py` (a finished game's picture), `diagram.py`, `printable.py`, `carddata.py`.
"""
