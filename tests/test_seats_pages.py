"""A phone's menu follows the box's screen, not only the public state: while the box says its pages (what
to lay on the board), the phone has nothing to tap; once they are read with OK at the box, the phone
offers the moves the box offers — though the public state did not change in between."""
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


def test_pages_read_at_the_box_open_the_moves_on_the_phone(box):
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
        while not any(box.companion.view.menu):
            menu = link.ask({"op": "menu", "token": token, "path": []})
            assert menu["ok"] and menu["options"] == [] and menu["prompt"] == box.companion.view.prompt
            box.press("OK")                      # a page read at the box: the public state is the same
        menu = link.ask({"op": "menu", "token": token, "path": []})
        moves = [o["label"] for o in menu["options"] if o.get("line", "").startswith("move")]
        assert moves and moves[0] == box.companion.view.menu[0]
    finally:
        link.close()
