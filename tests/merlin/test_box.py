"""Merlin on the box, end to end: mock pins, the fake reader, a real journal, the engine thread.

A three-player table chooses Merlin on the first menu, lays the Domain by scanning its terrain tiles,
enters the starting tiles on colour menus, scans its traitors, keys in its dice, then plays a whole
round with A/B/C and OK: each die from the menu that shows where it lands, the action word by word,
the turn ended with OK; a quest card scanned (its points asked), scanned again and refused.
"""
from __future__ import annotations

import time

import pytest

pytest.importorskip("companion.games.merlin.game")

from companion.core.i18n import Catalog  # noqa: E402
from companion.games.merlin import CARD_SLUGS  # noqa: E402
from companion.journal.session import Session, replay_lines  # noqa: E402
from tests.wired_box import WiredBox, enrolled  # noqa: E402

TAGS = {slug: f"05{i:012X}" for i, slug in enumerate(CARD_SLUGS, start=1)}
DOMAIN = "MmwWlLmmwwlllwmMWL"


class Box(WiredBox):
    """A box wired as `camelot run` wires it, with the Merlin deck's tags enrolled."""

    def __init__(self, folder):
        super().__init__(Session.open(folder / "journal.sqlite"), None, Catalog.load("fr", None),
                         enrolled(folder, "merlin", CARD_SLUGS, TAGS), uids=TAGS, choose=True)

    def read(self):
        """Read what covers the menu (OK), and the pages the box asks to read, as a table would."""
        for _ in range(40):
            if not (self.view.cover or getattr(self.companion.frontend, "_pages", None) or (not self.view.menu and self.view.ok in
                                                                            ("fermer", "suite"))):
                return
            self.press("OK")

    def pick(self, label):
        """The letter whose label is `label`, turning the menu's pages with OK."""
        self.read()
        for _ in range(6):
            if label in self.view.menu:
                self.press("ABC"[self.view.menu.index(label)])
                return
            assert self.view.ok.startswith("suite"), (label, self.view)
            self.press("OK")
        raise AssertionError((label, self.view))

    @property
    def state(self):
        return self.session.state()

    @property
    def view(self):
        return self.companion.view


@pytest.fixture
def box(tmp_path):
    b = Box(tmp_path)
    b.settle()
    for _ in range(200):      # the engine thread draws its first frame before it takes any event
        if b.companion.view is not None:
            break
        time.sleep(0.01)
    yield b
    b.close()


def setup_three(box):
    box.pick("Merlin")
    box.pick("3 joueurs")
    box.pick("Sans noms")                    # Merlin asks the names: none (« Joueur 1 »…)
    assert box.state["game"] == "merlin"
    assert "provisoire" in " ".join(box.companion.frontend._pages)   # the first screens say it
    box.read()
    assert box.view.prompt.startswith("Domaine a1")
    for letter in DOMAIN:
        box.scan(f"tile-{letter.lower()}" + ("-tower" if letter.isupper() else ""))
    assert box.view.ok == "valider" and "c l b m M B L" in box.view.prompt   # French initials (b: bois)
    box.press("OK")
    assert box.state["domain"]["rows"] == ["MmwWlL", "mmwwll", "lwmMWL"]
    for seat in ("Joueur 1", "Joueur 2", "Joueur 3"):
        box.read()
        assert box.view.prompt.startswith(f"{seat} : province")
        for colour in ("Gris", "Orange (Retourner)", "Gris", "Noir"):    # the flag named by its ability
            box.pick(colour)
    assert box.state["players"]["p1"]["flags"]["orange"] == 1
    for traitors in (("black", "grey", "grey"), ("blue", "orange", "brown"), ("black", "black", "purple")):
        box.read()
        for colour in traitors:
            box.scan(f"traitor-{colour}")
    assert box.state["players"]["p3"]["traitors"] == ["black", "black", "purple"]
    for roll in ((1, 2, 4, 4), (2, 3, 5, 6), (1, 1, 3, 6)):
        for value in roll:
            box.pick(str(value))
    assert box.state["phase"] == "play" and box.state["current"] == "p1"


def play_turn(box):
    """The first die the menu offers, the action's first options down to a line, « Fin du tour » (C) to end."""
    box.read()
    seat = box.state["current"]
    first = next(i for i, label in enumerate(box.view.menu) if label)   # the lowest die's home: others stay empty
    box.press("ABC"[first])
    assert box.state["turn"]["figure"] is not None, box.view
    box.read()
    if box.view.menu and box.view.menu[0] not in ("Plus…", "Drapeaux, bâton"):
        for _ in range(8):
            box.press("A")
            if box.state["turn"]["actions"]:
                break
            box.read()
    box.read()
    assert box.view.menu[2] == "Fin du tour"
    box.press("C")
    return seat


def test_a_whole_round_by_buttons_and_scans(box, tmp_path):
    setup_three(box)
    box.read()
    assert any("↻" in label for label in box.view.menu)     # the landing previewed: « 1↻ Quête »
    # A quest card scanned before the move: its points asked, then scored at once.
    box.scan("q07")
    assert box.view.prompt.startswith("Quête q07 : points")
    box.press("C")                              # 3
    assert box.state["players"]["p1"]["score"] == 3 and box.state["players"]["p1"]["completed"] == ["q07"]
    played = [play_turn(box)]
    # The same card scanned again by the next player: refused in plain words at once (no points asked),
    # nothing scored.
    box.read()
    box.scan("q07")
    assert box.view.alert and "déjà accomplie" in box.view.message
    assert not box.view.prompt.startswith("Quête q07")
    assert box.state["players"]["p2"]["score"] == 0
    while box.state["phase"] == "play":
        played.append(play_turn(box))
    assert played == ["p1", "p2", "p3"] * 4
    state = box.state
    assert state["phase"] == "prepare" and state["round"] == 2 and state["first"] == "p2"
    # The round's end said as the table does it: the marker, the first player, the dice.
    box.read()
    # Journaled: the journal alone replays the same game.
    lines = Session.open(tmp_path / "journal2.sqlite") and box.session.lines
    again = replay_lines(lines, "merlin").public_state()
    assert {k: again[k] for k in ("round", "players", "provinces")} == \
        {k: state[k] for k in ("round", "players", "provinces")}


def test_back_takes_back_the_last_line_and_a_tile(box):
    setup_three(box)
    box.read()
    box.press("A")
    assert box.state["turn"]["figure"] is not None
    box.read()
    box.take_back()                             # the move taken back, asked first
    assert box.state["turn"]["figure"] is None and box.state["current"] == "p1"
