"""Two phones (headless Chromium) paired at the box play by taps while the box's screen follows:
a Merlin turn and a Shadows decision; a stale tap and an unpaired request are refused and change nothing."""
from __future__ import annotations

import time

import pytest

from companion.core import registry
from companion.core.i18n import Catalog
from companion.web.browser import find_browser
from companion.web.server import BackgroundServer
from companion.box.taps import GRACE_MS
from tests.seated_box import SeatedBox

from .conftest import ROOT, commands, wait_for

pytest.importorskip("selenium", reason="selenium is not installed (the test extra)")
if find_browser() is None:
    pytest.skip("chromium and chromium-driver are not installed (scripts/venv.sh installs them with apt-get)",
                allow_module_level=True)

STALE = '{"id": "0123456789abcdef", "position": 0, "shown_ms": 2000, "path": [1]}'
MERLIN_SETUP = commands(ROOT.parent / "shared" / "scenarios-merlin" / "first-round.table")[:8]


@pytest.fixture
def phones():
    from companion.web.browser import open_browser
    opened = [open_browser(), open_browser()]
    yield opened
    for driver in opened:
        driver.quit()


def seated_table(tmp_path, kind: str, lines: list[str]):
    cat = Catalog.load("fr", kind)
    box = SeatedBox(tmp_path, kind, cat)
    for line in lines:
        assert box.session.submit(line).accepted, line
    return box


def seat_text(phone) -> str:
    return phone.execute_script("var e = document.getElementById('seat'); return e && !e.hidden ? e.innerText : ''")


def pair_phone(phone, page, box, seat_label: str, name: str | None = None) -> None:
    """The phone scans the box's QR code (/pair#CODE), picks its seat, gives its name, takes the seat."""
    phone.get(f"{page.url}/pair#{box.open_pairing()}")
    phone.find_element("id", "look").click()
    wait_for(lambda: phone.execute_script("return document.querySelectorAll('#seats button').length"),
             what="the seats")
    next(b for b in phone.find_elements("css selector", "#seats button") if b.text == seat_label).click()
    if name is not None:
        field = phone.find_element("id", "name")
        field.clear()
        field.send_keys(name)
    phone.find_element("id", "take").click()
    wait_for(lambda: phone.current_url.rstrip("/") == page.url, what="the page after pairing")


def tap(phone, label: str) -> None:
    """Tap the button `label` once it has been shown as long as a player takes to see it (docs/web.md, "Taps")."""
    wait_for(lambda: any(b.text.split("\n")[0] == label for b in phone.find_elements("css selector", "#seat button")),
             what=f"the button {label!r}")
    time.sleep(GRACE_MS / 1000 + 0.2)
    next(b for b in phone.find_elements("css selector", "#seat button") if b.text.split("\n")[0] == label).click()


def status_of_fetch(phone, body: str) -> int:
    """A tap sent by the phone's own script with `body`: the HTTP status it gets."""
    return phone.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "fetch('/seat/tap', {method: 'POST', credentials: 'same-origin', headers: {'Content-Type': 'application/json'},"
        " body: arguments[0]}).then(function (r) { done(r.status); });", body)


def test_two_phones_play_a_merlin_turn_by_taps_while_the_box_follows(tmp_path, phones):
    box = seated_table(tmp_path, "merlin", MERLIN_SETUP)
    anne, marc = phones
    try:
        with BackgroundServer(box.journal_path, poll_s=0.01, seats=box.socket_path) as page:
            pair_phone(anne, page, box, "Anne")
            pair_phone(marc, page, box, "Marc")
            wait_for(lambda: "Anne : 1er dé sur 4" in seat_text(anne), what="Anne's die menu")
            wait_for(lambda: "Au tour d'Anne." in seat_text(marc), what="Marc waiting")
            # What the box believes Anne holds, her castle, is in her panel (her dice among it).
            wait_for(lambda: anne.execute_script("return document.querySelectorAll('#seat .seat-mine .mplayer').length"),
                     what="Anne's castle in her panel")
            before = box.journaled()
            assert status_of_fetch(marc, STALE) == 409          # stale: position 0 is long gone
            tap(anne, "4↻ Prov. bleue")
            wait_for(lambda: box.journaled()[len(before):] == ["move knight 4"], what="the journaled move")
            box.settle()
            # Named once: her name begins the answer's own words (« Anne : avancez… »), never « Anne (téléphone) : Anne ».
            assert box.companion.view.message.startswith("Anne : ") and "(téléphone) : Anne" not in box.companion.view.message
            wait_for(lambda: "Anne : 1er dé sur 4" not in seat_text(anne) and seat_text(anne), what="Anne's next step")
    finally:
        box.close()


def test_a_shadows_decision_by_tap_and_an_unpaired_phone_changes_nothing(tmp_path, phones):
    box = seated_table(tmp_path, "shadows", ["new arthur gawain kay", "evil black", "black lancelot-dragon-3-7"])
    anne, stranger = phones
    try:
        with BackgroundServer(box.journal_path, poll_s=0.01, seats=box.socket_path) as page:
            pair_phone(anne, page, box, "Le Roi Arthur", "Anne")
            wait_for(lambda: "Cachée" in seat_text(anne), what="the decision on Anne's phone")
            stranger.get(page.url + "/")
            wait_for(lambda: stranger.execute_script("return document.getElementById('seat').hidden"),
                     what="no seat on an unpaired phone")
            before = box.journaled()
            assert status_of_fetch(stranger, STALE) == 401
            assert box.journaled() == before
            tap(anne, "Cachée : +1 Blanche")
            wait_for(lambda: box.journaled()[-1] == "choose down", what="the journaled decision")
            box.settle()
            assert "Anne (téléphone) : " in box.companion.view.message
    finally:
        box.close()
