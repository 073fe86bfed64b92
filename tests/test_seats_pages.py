"""A phone's menu follows the box's screen, not only the public state: while the box says its pages (what
to lay on the board), the phone offers the moves already, and has those pages once, as the story's steps
(core/story.py); once they are read with OK at the box, the phone's menu is the same and it is told nothing
again — though the public state did not change in between."""
from __future__ import annotations

import random

import pytest

from companion.web.seat_link import BoxLink
from tests.merlin.table import entry_lines
from tests.phone_table import PhoneTable


@pytest.fixture
def box(tmp_path):
    b = PhoneTable(tmp_path)
    yield b
    b.close()


def test_pages_read_at_the_box_are_no_longer_said_on_the_phone(box):
    box.type("new merlin 2 Anne Marc")
    rng = random.Random(3)
    while box.session.state()["phase"] in ("setup", "prepare"):
        box.type(*entry_lines(box.session.state(), rng))
    link = BoxLink(box.socket_path)
    try:
        code = box.open_pairing()
        seat = box.session.state()["current"]
        token = link.ask({"op": "pair", "code": code, "seat": seat, "name": "Anne"})["token"]
        box.close_pairing()
        assert not any(box.companion.view.menu)          # the box says its setup's pages
        before = link.ask({"op": "menu", "token": token, "path": [], "since": 0})
        pages = [page for step in box.companion.story.steps for page in step.pages]
        told = [line for step in before["story"] for line in step["lines"]]
        assert pages and all(line in told for page in pages for line in page.split("\n") if line)
        assert any(o.get("line", "").startswith("move") for o in before["options"]) and "said" not in before
        while not any(box.companion.view.menu):
            box.press("OK")                             # pages read at the box: the public state is the same
        after = link.ask({"op": "menu", "token": token, "path": [], "since": before["told"]})
        assert after["position"] == before["position"] and after["story"] == [] and "said" not in after
        assert after["options"] == before["options"]
    finally:
        link.close()
