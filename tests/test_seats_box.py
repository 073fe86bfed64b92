"""The box's « Téléphones » screen: pairing opened by buttons at the box (OK held, OK to the index's second page, then A « Téléphones »),
its code and QR code, the phones paired listed and unpaired one by one, closed with BACK."""
from __future__ import annotations

import pytest

from companion.core.screen import PICTURE
from tests.seated_box import SeatedBox


@pytest.fixture
def box(tmp_path):
    b = SeatedBox(tmp_path)
    assert b.session.submit("new arthur gawain kay").accepted
    b.settle()
    yield b
    b.close()


def open_phones(box):
    return box.open_phones()


def test_the_phones_screen_opens_pairing_with_a_code_and_its_qr_code(box):
    open_phones(box)
    seats, view = box.companion.seats, box.companion.view
    assert seats.is_open() and len(seats.code) == 6
    assert view.prompt == PICTURE and view.picture is not None and view.picture.size[0] <= 64
    assert view.caption.startswith(f"Code {seats.code} · 2:00") and "aucun téléphone" in view.caption
    assert box.screen.image.size == (128, 64)


def test_a_phone_paired_is_listed_and_a_press_unpairs_it(box):
    open_phones(box)
    answer = box.link.ask({"op": "pair", "code": box.companion.seats.code, "seat": "kay", "name": "Anne"})
    assert answer["ok"]
    assert "1 téléphone" in box.companion.view.caption          # the screen follows the pairing
    box.press("OK")
    view = box.companion.view
    assert view.prompt == "Anne : Sire Kay" and view.menu == ("Retirer Anne",)
    box.press("A")
    assert box.companion.view.prompt == "Aucun téléphone appairé."
    assert box.link.ask({"op": "menu", "token": answer["token"]})["error"] == "not-paired"


def test_back_closes_the_screen_and_the_pairing_with_it(box):
    open_phones(box)
    code = box.companion.seats.code
    box.press("BACK")
    assert box.companion.pairing is None and box.companion.view.picture is None
    late = box.link.ask({"op": "pair", "code": code, "seat": "kay", "name": "Anne"})
    assert late["error"] == "pairing-closed"


def test_without_the_page_listening_the_phones_screen_stays_the_pages_address(tmp_path):
    b = SeatedBox(tmp_path)
    b.companion.seats_on = False
    try:
        assert b.session.submit("new arthur gawain kay").accepted
        open_phones(b)
        assert b.companion.pairing is None and b.companion.view.picture is not None
        assert not b.companion.seats.is_open()
    finally:
        b.close()


def test_a_phone_named_seat_leaves_the_boxs_menus_working(tmp_path):
    """A tournament whose seat took its phone's name (« Léa » for p1): BACK, OK and the sub-menus still act at
    the box; the press reads the same named state the screen showed, so the menu is not reset under it."""
    from companion.core.i18n import Catalog
    box = SeatedBox(tmp_path, "tournament", Catalog.load("fr", "tournament"))
    try:
        box.press("B")                                    # 3 joueurs
        box.pair("p1", "Léa")
        box.press("BACK")                                 # closes the preparation's message
        box.settle()
        assert box.companion.view.prompt == "Léa : quelle couleur ?"
        box.press("OK")                                   # the colour menu's second page
        box.settle()
        assert box.companion.view.ok.endswith("2/2")
        box.press("BACK")                                 # back to its first page
        box.press("BACK")                                 # at the top: asks, names the act
        box.settle()
        assert box.companion.view.prompt.startswith("Reprendre")
    finally:
        box.close()
