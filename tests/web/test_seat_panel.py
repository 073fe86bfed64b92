"""A paired phone's panel as a phone user expects it (headless Chromium): labels that say what a tap does, only
what can be done now (the rest folded with its reason), the dangerous last and confirmed before it is sent, the
seat's own power on top; focus stays where the finger is; a screen reader hears what changed, not the board."""
from __future__ import annotations

import time

import pytest

from companion.core.i18n import Catalog
from companion.web.browser import find_browser
from companion.web.server import BackgroundServer
from tests.seated_box import SeatedBox

from .conftest import wait_for

READ_S = 0.6   # a player reads new buttons before tapping (the box ignores a tap on buttons shown under 400 ms)

pytest.importorskip("selenium", reason="selenium is not installed (the test extra)")
if find_browser() is None:
    pytest.skip("chromium and chromium-driver are not installed (scripts/venv.sh installs them with apt-get)",
                allow_module_level=True)


@pytest.fixture
def phone():
    from companion.web.browser import open_browser
    driver = open_browser()
    yield driver
    driver.quit()


def seated(tmp_path, kind: str, lines: list[str]) -> SeatedBox:
    box = SeatedBox(tmp_path, kind, Catalog.load("fr", kind))
    for line in lines:
        assert box.session.submit(line).accepted, line
    return box


def pair(phone, page, box, seat: str) -> None:
    """The phone takes `seat` as the pairing page does (its cookie is the box's answer)."""
    phone.get(page.url + "/pair")
    status = phone.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "fetch('/seat/pair', {method: 'POST', credentials: 'same-origin', headers: {'Content-Type': 'application/json'},"
        " body: JSON.stringify({code: arguments[0], seat: arguments[1], name: 'Anne'})}).then(function (r) { done(r.status); });",
        box.open_pairing(), seat)
    assert status == 200
    phone.get(page.url + "/")


def panel(phone) -> dict:
    """What the panel shows: its buttons (live, risky), the folded options, its power line, its text."""
    return phone.execute_script("""
      function texts(sel) { return Array.prototype.map.call(document.querySelectorAll(sel), function (e) { return e.innerText; }); }
      var p = document.getElementById('seat');
      return {now: texts('#seat .seat-options button'), risky: texts('#seat .seat-risky button'),
              later: Array.prototype.map.call(document.querySelectorAll('#seat .seat-later li'), function (e) { return e.textContent; }), power: texts('#seat .seat-power').join(''),
              disabled: document.querySelectorAll('#seat button[disabled]').length, text: p.hidden ? '' : p.innerText};""")


def test_a_tournament_turn_says_what_ending_it_does_and_folds_what_cannot_be_done(tmp_path, phone):
    box = seated(tmp_path, "tournament", ["new tournament 2 Marcel Danielle", "colour red", "play red-3"])
    try:
        with BackgroundServer(box.journal_path, poll_s=0.01, seats=box.socket_path) as page:
            pair(phone, page, box, "p1")
            # Not the box's « fin : 3 » nor a bare « OK » (the game's words come with its renderer).
            shown = wait_for(lambda: (lambda p: p if "Fin du tour (3)" in p["now"] else None)(panel(phone)),
                             what="the worded end of the turn")
            assert shown["disabled"] == 0                              # nothing greyed among the buttons
            assert any(item.startswith("Abandonner — ") for item in shown["later"])   # folded, with its reason
            assert "OK" not in shown["now"]
    finally:
        box.close()


def test_a_sacrifice_waits_at_the_bottom_for_its_confirmation(tmp_path, phone):
    box = seated(tmp_path, "shadows", ["new percival gawain kay", "evil siege"])
    try:
        with BackgroundServer(box.journal_path, poll_s=0.01, seats=box.socket_path) as page:
            pair(phone, page, box, "percival")
            shown = wait_for(lambda: (lambda p: p if p["risky"] and p["power"] else None)(panel(phone)),
                             what="the risky buttons and the power")
            assert "première carte Noire" in shown["power"]           # Perceval's power on his phone
            assert shown["risky"] == ["Sacrifier 1 Point"] and "Sacrifier 1 Point" not in shown["now"]
            before = box.journaled()
            time.sleep(READ_S)
            phone.execute_script("document.querySelector('#seat .seat-risky button').click()")
            wait_for(lambda: phone.execute_script("return !!document.querySelector('#seat [data-sure]')"),
                     what="the confirmation")
            assert box.journaled() == before                           # the first tap sends nothing
            assert phone.execute_script("return document.activeElement.getAttribute('data-key')") == "sure"
            phone.execute_script("document.querySelector('#seat .seat-cancel').click()")
            assert not phone.execute_script("return !!document.querySelector('#seat [data-sure]')")
            phone.execute_script("document.querySelector('#seat .seat-risky button').click()")
            wait_for(lambda: phone.execute_script("return !!document.querySelector('#seat [data-sure]')"),
                     what="the confirmation again")
            time.sleep(READ_S)                                         # the player reads the question first
            phone.execute_script("document.querySelector('#seat [data-sure]').click()")
            wait_for(lambda: box.journaled()[len(before):] == ["sacrifice"], what="the confirmed sacrifice")
    finally:
        box.close()


def test_fight_cards_are_ticked_on_the_page_then_fought_in_one_tap(tmp_path, phone):
    """Issue 33: a multiple choice on the phone (the siege's fight cards): a value tapped twice is two cards,
    the ticks show (pressed, « × 2 »), and « Combattre » sends them all in one tap."""
    box = seated(tmp_path, "shadows", ["new percival gawain kay", "evil siege"])

    def click(label: str) -> None:
        time.sleep(READ_S)
        wait_for(lambda: phone.execute_script(
            "var label = arguments[0], b = Array.prototype.find.call(document.querySelectorAll('#seat .seat-options"
            " button'), function (e) { return e.innerText.indexOf(label) >= 0; });"
            " if (b) b.click(); return !!b;", label), what=label)
    try:
        with BackgroundServer(box.journal_path, poll_s=0.01, seats=box.socket_path) as page:
            pair(phone, page, box, "percival")
            click("Attaquer un Engin")
            click("Cocher les cartes Combat")
            before = box.journaled()
            for label in ("Combat 3", "Combat 3", "Combat 5"):
                click(label)
            shown = panel(phone)
            assert "✓ Combat 3 × 2" in shown["now"] and "✓ Combat 5" in shown["now"], shown
            assert box.journaled() == before                           # ticks send nothing
            click("Combattre")
            wait_for(lambda: box.journaled()[len(before):] == ["siege fight-3 fight-3 fight-5"], what="the siege")
    finally:
        box.close()


def test_focus_stays_on_its_button_and_the_news_is_said_not_the_board(tmp_path, phone):
    box = seated(tmp_path, "shadows", ["new arthur gawain kay", "evil siege"])
    try:
        with BackgroundServer(box.journal_path, poll_s=0.01, seats=box.socket_path) as page:
            pair(phone, page, box, "arthur")
            wait_for(lambda: panel(phone)["now"], what="the seat's buttons")
            assert phone.execute_script("return document.getElementById('board').getAttribute('aria-live')") is None
            phone.execute_script("document.querySelector('#seat .seat-options button').focus();"
                                 "window.key = document.activeElement.getAttribute('data-key');"
                                 "document.querySelector('#seat .seat-options button').dataset.old = '1';")
            # A new state redraws the panel: the finger's button is found again, not the page's top.
            phone.execute_script("document.dispatchEvent(new Event('camelot-state'))")
            wait_for(lambda: not phone.execute_script("return !!document.querySelector('#seat [data-old]')"),
                     what="the redrawn panel")
            assert phone.execute_script("return document.activeElement.getAttribute('data-key') === window.key")
            phone.execute_script("document.getElementById('news').textContent = ''")
            assert box.session.submit("draw").accepted                # at the box: Arthur draws
            said = wait_for(lambda: phone.execute_script("return document.getElementById('news').textContent"),
                            what="the news")
            assert "Arthur" in said and len(said) < 200               # what changed, not the board again
    finally:
        box.close()
