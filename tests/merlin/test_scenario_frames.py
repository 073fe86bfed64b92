"""Every step of every Merlin scenario (ours and the public ones) through the box's loop with the Merlin
menus: every frame renders with no missing glyph, no label wider than the screen, every word found in
the catalogs, and the box ends where `camelot replay` ends."""
from __future__ import annotations

import logging
from pathlib import Path

import pytest

pytest.importorskip("companion.games.merlin.game")

from companion.box.app import Companion, Typed  # noqa: E402
from companion.core.i18n import Catalog  # noqa: E402
from companion.games.merlin.table.frontend import Menus  # noqa: E402
from companion.journal.tablefile import command_lines, replay_file  # noqa: E402
from companion.core.screen import PAGE_BREAK, missing_glyphs  # noqa: E402
from companion.journal.session import Session  # noqa: E402
from drivers.display import DummyScreen  # noqa: E402
from tests.wired_box import assert_frame_fits  # noqa: E402

HERE = Path(__file__).parent.parent
FILES = sorted([*(HERE / "scenarios" / "merlin").glob("*.table"),
                *(HERE.parent.parent / "shared" / "scenarios-merlin").glob("*.table")])


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_step_renders_in_the_screen_and_the_catalogs(path, lang, caplog):
    caplog.set_level(logging.DEBUG)
    cat = Catalog.load(lang, "merlin")
    screen = DummyScreen()
    box = Companion(Session.in_memory(), "merlin", screen, cat)
    for line in command_lines(path):
        box.step(Typed(line))
        assert_frame_fits(screen, box.view)
        troubles = [r.getMessage() for r in caplog.records if r.name == "companion.core.i18n"]
        assert not troubles, f"after '{line}': {troubles}"
        board = box.frontend.board(box.session.state())
        assert not missing_glyphs(board.replace(PAGE_BREAK, ""))
    final = replay_file(path)
    state = box.session.state()
    for key in ("round", "phase", "players", "provinces", "result", "scorings"):
        assert state[key] == final[key], key
