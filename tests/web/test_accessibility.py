"""Every page state of the three games, on a phone in headless Chromium: axe-core finds no serious or critical
violation, and at 320 px with the text at 200 % nothing scrolls sideways. The board, the pairing (the code, the
seats, a seat chosen), a seat's menu, a sub-menu, a refusal, the next state after a tap, and the game over.
The report of every state is written as JSON beside the test's files and printed."""
from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from companion.core.i18n import Catalog
from companion.web.browser import find_browser
from companion.web.server import BackgroundServer
from tests.seated_box import SeatedBox

from .audit import Report, axe_script, run_axe, sideways
from .conftest import ROOT, commands, wait_for

pytest.importorskip("selenium", reason="selenium is not installed (the test extra)")
if find_browser() is None:
    pytest.skip("chromium and chromium-driver are not installed (scripts/venv.sh installs them with apt-get)",
                allow_module_level=True)
if axe_script() is None:
    pytest.skip("axe-core is not installed (scripts/venv.sh installs it with npm)", allow_module_level=True)

READ_S = 0.6   # a player reads new buttons before tapping (the box ignores a tap on buttons shown under 400 ms)

# Each game: a whole game's lines, and how many the box plays before the phone pairs (a seat then has a menu
# with a sub-menu); the rest are played at the box until the game is over.
GAMES = {
    "shadows": (ROOT.parent / "shared" / "scenarios" / "siege-takes-camelot.table", 2),
    "merlin": (ROOT / "tests" / "scenarios" / "merlin" / "shared-victory.table", 8),
    "tournament": (ROOT / "tests" / "scenarios" / "tournament" / "end-two-players-five-colours.table", 3),
}


def playable(path) -> list[str]:
    """The lines of a scenario the engine accepts (a `# refused` line is left out)."""
    raw = [line for line in path.read_text("utf-8").splitlines() if line.strip() and not line.startswith("#")]
    return [line.split("#", 1)[0].strip() for line in raw if "refused" not in line]


@pytest.fixture
def phone():
    from companion.web.browser import open_browser
    driver = open_browser()
    yield driver
    driver.quit()


def in_browser(driver, script: str, *args):
    """The answer of an asynchronous script run in the page (`done(value)`)."""
    return driver.execute_async_script("var done = arguments[arguments.length - 1];" + script, *args)


def seat_menu(driver) -> dict:
    return in_browser(driver, "fetch('/seat/menu?path=&lang=fr', {credentials: 'same-origin'})"
                              ".then(function (r) { return r.json(); }).then(done);")


def typed(box, line: str) -> None:
    """A line typed at the box, handled on its engine thread as a press is; accepted."""
    from companion.box.app import Typed
    box.companion.put(Typed(line))
    box.settle()
    assert box.companion.last is not None and box.companion.last.accepted, line


def seat_buttons(driver) -> list[str]:
    return driver.execute_script("return Array.prototype.map.call(document.querySelectorAll('#seat button'),"
                                 " function (b) { return b.innerText; })")


def click_option(driver, menu: dict, option: dict) -> None:
    """Tap the button of one of the menu's options (found by its place in the menu: the phone words its label)."""
    at = menu["options"].index(option)
    wait_for(lambda: driver.execute_script("return !!document.querySelector('#seat button[data-i=\"%d\"]')" % at),
             what=f"the button of {option['label']!r}")
    driver.execute_script("document.querySelector('#seat button[data-i=\"%d\"]').click()" % at)


def check(driver, report: Report, name: str, script: str) -> None:
    """axe on the page as it is, then the same page at 320 px with its text at 200 %."""
    found = run_axe(driver, script)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 320, "height": 640, "deviceScaleFactor": 1, "mobile": True})
    try:
        layout = sideways(driver)
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    report.add(name, found, layout)


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_every_page_state_passes_axe_and_fits_320_px_at_200_percent(kind, tmp_path, phone):
    path, before = GAMES[kind]
    lines = playable(path)
    script = axe_script().read_text("utf-8")
    # Beside the test's files, or in $CAMELOT_AXE_REPORTS (a folder kept after the run, for CI to attach).
    folder = Path(os.environ.get("CAMELOT_AXE_REPORTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    report = Report(folder / f"axe-{kind}.json")
    box = SeatedBox(tmp_path, kind, Catalog.load("fr", kind))
    try:
        for line in lines[:before]:
            assert box.session.submit(line).accepted, line
        with BackgroundServer(box.journal_path, poll_s=0.01, seats=box.socket_path) as page:
            phone.get(page.url + "/")
            wait_for(lambda: phone.execute_script("return document.getElementById('board').dataset.game") == kind,
                     what="the board")
            check(phone, report, "board", script)

            code = box.open_pairing()
            current = box.session.state().get("current")
            seats = box.link.ask({"op": "seats", "code": code})["seats"]
            mine = next((s for s in seats if s["seat"] == current), seats[0])
            phone.get(f"{page.url}/pair#{code}")
            wait_for(lambda: phone.find_element("id", "look").text, what="the pairing form")
            assert not phone.find_element("id", "name-row").is_displayed()   # no name before a seat
            assert not phone.find_element("id", "take").is_displayed()
            check(phone, report, "pair: the code", script)
            phone.find_element("id", "look").click()
            wait_for(lambda: phone.execute_script("return document.querySelectorAll('#seats button').length"),
                     what="the seats")
            check(phone, report, "pair: the seats", script)
            next(b for b in phone.find_elements("css selector", "#seats button") if b.text == mine["name"]).click()
            assert phone.find_element("id", "name-row").is_displayed() and phone.find_element("id", "take").is_displayed()
            check(phone, report, "pair: a seat chosen", script)
            phone.find_element("id", "name").clear()
            phone.find_element("id", "name").send_keys("Anne")
            phone.find_element("id", "take").click()
            wait_for(lambda: phone.current_url.rstrip("/") == page.url, what="the page after pairing")

            menu = wait_for(lambda: (lambda m: m if m.get("ok") else None)(seat_menu(phone)), what="the seat's menu")
            wait_for(lambda: seat_buttons(phone), what="the seat's buttons")
            check(phone, report, "seat: its menu", script)

            opens = next(o for o in menu["options"] if o.get("opens"))
            click_option(phone, menu, opens)
            wait_for(lambda: phone.execute_script("return !!document.querySelector('#seat .seat-back')"),
                     what="the sub-menu")
            check(phone, report, "seat: a sub-menu", script)
            phone.execute_script("document.querySelector('#seat .seat-back').click()")

            # A refusal: the tap goes with a stale position (as when the table moved on meanwhile).
            # The scenario's next line when the menu offers it, so the box can play the rest of the game.
            tapped = next((o for o in menu["options"] if o.get("line") == lines[before]),
                          next(o for o in menu["options"] if o.get("line")))
            phone.execute_script("""
              window.realFetch = window.fetch;
              window.fetch = function (url, init) {
                if (String(url).indexOf('/seat/tap') >= 0) init = Object.assign({}, init,
                  {body: JSON.stringify(Object.assign(JSON.parse(init.body), {position: 0}))});
                return window.realFetch(url, init);
              };""")
            time.sleep(READ_S)
            click_option(phone, menu, tapped)
            wait_for(lambda: phone.execute_script("return !!document.querySelector('#seat .seat-note')"),
                     what="the refusal")
            check(phone, report, "seat: a refusal", script)
            phone.execute_script("window.fetch = window.realFetch;")

            journaled = len(box.journaled())
            time.sleep(READ_S)
            click_option(phone, menu, tapped)
            wait_for(lambda: len(box.journaled()) > journaled, what="the tap journaled")
            box.settle()
            wait_for(lambda: phone.execute_script("return document.getElementById('board').dataset.game") == kind,
                     what="the next state")
            check(phone, report, "seat: after a tap", script)

            # A tap that was not the scenario's next line (the phone keys it word by word) is taken back at the box.
            # The rest of the game is typed through the box's engine thread, the one that owns the engine: the
            # phone's page keeps asking for its menu meanwhile.
            resume = before + 1
            if tapped.get("line") != lines[before]:
                typed(box, "undo")
                resume = before
            for line in lines[resume:]:
                typed(box, line)
            wait_for(lambda: phone.execute_script("return !!document.getElementById('over')"), what="the game over")
            check(phone, report, "game over", script)
    finally:
        box.close()
    print(report.summary())
    assert report.serious() == {}, report.summary()
    assert report.too_wide() == {}, report.summary()
    too_tall = {name: found["layout"]["header"] for name, found in report.states.items()
                if found["layout"]["header"] > 0.2}
    assert too_tall == {}, report.summary()
