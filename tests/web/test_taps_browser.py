"""The seat page's taps in a real browser (headless Chromium), against the box's socket (issue 32): a tap whose
answer is lost is sent once more, the very same (same id), and played once; a tap that lands on buttons
drawn a moment before (the menu redrawn under the finger) is ignored with a clear word and plays nothing."""
from __future__ import annotations

import time

import pytest

from companion.box.app import Typed
from companion.box.taps import GRACE_MS
from companion.web.browser import find_browser
from companion.web.server import BackgroundServer
from tests.seated_box import SeatedBox

from .conftest import wait_for

pytest.importorskip("selenium", reason="selenium is not installed (the test extra)")
if find_browser() is None:
    pytest.skip("chromium and chromium-driver are not installed (scripts/venv.sh installs them with apt-get)",
                allow_module_level=True)

NEW = "new arthur gawain kay"

# The phone's network loses the box's first answer to a tap (the box has it, the page never hears it).
LOSE_FIRST_ANSWER = """
window.sentTaps = [];
var real = window.fetch, lost = false;
window.fetch = function (url, options) {
  if (String(url).indexOf("/seat/tap") >= 0) {
    window.sentTaps.push(options.body);
    if (!lost) { lost = true; return real(url, options).then(function () { throw new TypeError("answer lost"); }); }
  }
  return real.apply(this, arguments);
};
"""

# A finger already on its way: the first button of the panel is tapped the moment the panel shows other buttons.
TAP_WHEN_REDRAWN = """
var seat = document.getElementById("seat"), before = seat.innerText;
window.tappedOnRedraw = null;
var watch = new MutationObserver(function () {
  if (seat.innerText === before) return;
  var b = Array.prototype.find.call(seat.querySelectorAll(".seat-option"), function (b) { return !b.disabled; });
  if (!b) return;
  watch.disconnect();
  window.tappedOnRedraw = b.innerText;
  b.click();
});
watch.observe(seat, {childList: true});
"""


@pytest.fixture
def table(tmp_path):
    from companion.web.browser import open_browser
    box = SeatedBox(tmp_path)
    assert box.session.submit(NEW).accepted
    box.settle()
    phone = open_browser()
    try:
        with BackgroundServer(box.journal_path, poll_s=0.01, seats=box.socket_path) as page:
            phone.get(f"{page.url}/pair#{box.open_pairing()}")
            phone.find_element("id", "look").click()
            wait_for(lambda: phone.execute_script("return document.querySelectorAll('#seats button').length"),
                     what="the seats")
            next(b for b in phone.find_elements("css selector", "#seats button") if b.text == "Le Roi Arthur").click()
            name = phone.find_element("id", "name")
            name.clear()
            name.send_keys("Anne")
            phone.find_element("id", "take").click()
            wait_for(lambda: phone.current_url.rstrip("/") == page.url, what="the page after pairing")
            box.companion.pairing = None
            yield box, phone
    finally:
        phone.quit()
        box.close()


def seat_text(phone) -> str:
    return phone.execute_script("var e = document.getElementById('seat'); return e && !e.hidden ? e.innerText : ''")


def button(phone, label: str):
    """The seat's enabled button `label`, once shown as long as a player takes to see it."""
    def found():
        return next((b for b in phone.find_elements("css selector", "#seat .seat-option")
                     if b.is_enabled() and b.text.split("\n")[0].startswith(label)), None)
    wait_for(found, what=f"the button {label!r}")
    time.sleep(GRACE_MS / 1000 + 0.2)
    return found()


def test_a_tap_whose_answer_is_lost_is_sent_again_the_same_and_played_once(table):
    box, phone = table
    target = button(phone, "Ajouter un Engin")
    phone.execute_script(LOSE_FIRST_ANSWER)
    target.click()
    wait_for(lambda: phone.execute_script("return window.sentTaps.length") == 2, what="the tap sent again")
    wait_for(lambda: "Piocher des cartes" in seat_text(phone), what="the menu after the tap")
    first, again = phone.execute_script("return window.sentTaps")
    assert first == again and '"id":"' in first and '"position":1' in first
    assert box.journaled() == [NEW, "evil siege"]              # played once
    text = seat_text(phone)
    assert "rien n'a été joué" not in text and "n'a pas répondu" not in text   # its own move is no refusal


def test_a_tap_on_buttons_drawn_a_moment_before_is_ignored_with_a_clear_word(table):
    box, phone = table
    button(phone, "Ajouter un Engin")                          # Anne's evil menu, read
    phone.execute_script(TAP_WHEN_REDRAWN)
    box.companion.put(Typed("evil siege"))                     # decided at the box: Anne's phone redraws
    box.settle()
    wait_for(lambda: "Le menu venait de changer sous votre doigt" in seat_text(phone), what="the word on the phone")
    assert phone.execute_script("return window.tappedOnRedraw")
    assert box.journaled() == [NEW, "evil siege"]              # the tap played nothing
    assert "Piocher des cartes" in seat_text(phone)            # the new menu is there to be read, then tapped


def test_a_tap_in_a_sub_menu_sends_the_path_its_buttons_were_drawn_on(table):
    box, phone = table
    box.companion.put(Typed("evil siege"))
    box.settle()
    button(phone, "Se déplacer").click()                      # a level down, drawn by the page
    button(phone, "Excalibur").click()
    wait_for(lambda: box.journaled()[-1:] == ["move excalibur"], what="the move journaled")
    assert box.journaled() == [NEW, "evil siege", "move excalibur"]
