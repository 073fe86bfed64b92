"""Pairing that survives an evening, in headless Chromium: a phone takes back a seat that has a phone (the
/pair page lists it with whose phone it replaces), the phone replaced says so instead of going blank, and a
new game tells the phone to pair again."""
from __future__ import annotations

import pytest

from companion.web.server import BackgroundServer

from .conftest import wait_for
from .test_seats_browser import pair_phone, phones, seat_text, seated_table  # noqa: F401 (phones: a fixture)


def test_a_seat_taken_back_and_a_new_game_are_said_on_the_phones(tmp_path, phones):  # noqa: F811
    box = seated_table(tmp_path, "shadows", ["new arthur gawain kay"])
    lost, found = phones
    try:
        with BackgroundServer(box.journal_path, poll_s=0.01, seats=box.socket_path) as page:
            pair_phone(lost, page, box, "Le Roi Arthur", "Anne")
            wait_for(lambda: "Anne" in seat_text(lost), what="Anne's seat on her first phone")
            pair_phone(found, page, box, "Le Roi Arthur (téléphone d'Anne) : le remplacer", "Anne")
            wait_for(lambda: "Anne" in seat_text(found), what="Anne's seat on the phone that took it back")
            box.settle()
            view = box.companion.view
            assert "Le Roi Arthur : Anne reprend la place" in view.prompt + view.message
            lost.refresh()
            wait_for(lambda: "Un autre téléphone a pris cette place" in seat_text(lost), what="the old phone told")
            box.settle()
            box.session.abandon()
            assert box.session.submit("new arthur gawain kay").accepted
            wait_for(lambda: "Nouvelle partie sur la boîte" in seat_text(found), what="the new game said")
    finally:
        box.close()


def test_every_seat_taken_the_pair_page_says_how_to_go_on(tmp_path, phones):  # noqa: F811
    box = seated_table(tmp_path, "shadows", ["new arthur gawain kay"])
    for seat, name in (("arthur", "Anne"), ("gawain", "Marc"), ("kay", "Lea")):
        box.pair(seat, name)
    phone = phones[0]
    try:
        with BackgroundServer(box.journal_path, poll_s=0.01, seats=box.socket_path) as page:
            phone.get(f"{page.url}/pair#{box.open_pairing()}")
            phone.find_element("id", "look").click()
            said = wait_for(lambda: phone.find_element("id", "said").text, what="the words under the seats")
            assert said.startswith("Toutes les places ont leur téléphone")
            labels = [b.text for b in phone.find_elements("css selector", "#seats button")]
            assert labels[0] == "Le Roi Arthur (téléphone d'Anne) : le remplacer" and len(labels) == 3
    finally:
        box.close()
