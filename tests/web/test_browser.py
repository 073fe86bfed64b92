"""A real browser (headless Chromium) opens the page, reads the board, and sees it change live."""
from __future__ import annotations

import pytest

from companion.web.browser import find_browser

from .conftest import wait_for

pytest.importorskip("selenium", reason="selenium is not installed (the test extra)")
if find_browser() is None:
    pytest.skip("chromium and chromium-driver are not installed (scripts/venv.sh installs them with apt-get)",
                allow_module_level=True)


@pytest.fixture
def browser():
    from companion.web.browser import open_browser
    driver = open_browser()
    yield driver
    driver.quit()


def text_of(browser, element_id: str) -> str:
    # Read in one script: the page redraws the board on every update, so a held element goes stale.
    return browser.execute_script("var e = document.getElementById(arguments[0]); return e ? e.innerText : ''",
                                  element_id)


def test_the_board_changes_without_a_reload(box, page, browser):
    for line in ["new arthur gawain kay", "evil siege", "draw", "end"]:
        assert box.submit(line).accepted
    browser.get(page.url + "/")
    wait_for(lambda: "1/12" in text_of(browser, "round-table").replace(" ", ""), what="the siege engine")
    assert "Sire Kay" in text_of(browser, "knights")
    browser.execute_script("window.notReloaded = true")

    assert box.submit("evil siege").accepted
    wait_for(lambda: "2/12" in text_of(browser, "round-table").replace(" ", ""), what="the second engine")
    assert browser.execute_script("return document.querySelectorAll('#siege .pip.engine').length") == 2
    assert browser.execute_script("return window.notReloaded") is True


def test_a_face_down_card_shows_only_its_back(box, page, browser):
    for line in ["new arthur gawain kay", "evil black", "black black-knight-7", "choose down"]:
        assert box.submit(line).accepted
    browser.get(page.url + "/")
    wait_for(lambda: browser.execute_script("return document.querySelectorAll('#quest-black-knight .card.back').length"),
             what="the card's back")
    assert "7" not in text_of(browser, "quest-black-knight")


def test_the_page_switches_language_on_the_phone(box, page, browser):
    assert box.submit("new arthur gawain kay").accepted
    browser.get(page.url + "/")
    wait_for(lambda: "Sire Gauvain" in text_of(browser, "knights"), what="the French page")
    browser.find_element("id", "lang").click()
    wait_for(lambda: "Sir Gawain" in text_of(browser, "knights"), what="the English page")
    assert "Round Table" in text_of(browser, "round-table")
