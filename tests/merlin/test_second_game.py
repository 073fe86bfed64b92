"""A second Merlin game on the same box is told from an empty table, exactly as the first was: never as a change
from the game before it (its shields given back, its traitors' deck empty, its setup's steps missing)."""
from __future__ import annotations

from companion.box.app import Companion, Typed
from companion.core.i18n import Catalog
from companion.journal.session import Session
from drivers.display import DummyScreen
from tests.merlin.test_lessons import SETUP


def told_after_new(box: Companion) -> str:
    """Everything the box told from the `new` line on (its story's steps and their pages), as one text."""
    start = len(box.story.steps)
    for line in SETUP:
        assert box.step(Typed(line)).accepted, line
    return "\n".join(part for step in box.story.steps[start:] for part in (step.text, *step.pages))


def test_a_second_game_is_told_as_the_first_was():
    box = Companion(Session.in_memory(), "merlin", DummyScreen(), Catalog.load("fr", "merlin"))
    box.show()
    first = told_after_new(box)
    assert box.step(Typed("abandon")).accepted
    second = told_after_new(box)
    assert "Posez Merlin" in first and second == first
