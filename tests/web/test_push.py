"""Push: the box's answer to a phone's tap wakes the page at once, so every phone gets the new state without
waiting for the journal's poll (which stays for the box's own buttons)."""
from __future__ import annotations

import json

import httpx
import pytest

from companion.core.i18n import Catalog
from companion.web.server import BackgroundServer
from tests.seated_box import SeatedBox
from tests.tapping import tap_of

from .conftest import wait_for

SLOW_POLL_S = 60.0   # a poll this slow never brings a state within the test: only the push can


@pytest.fixture
def table(tmp_path):
    box = SeatedBox(tmp_path, "shadows", Catalog.load("fr", "shadows"))
    assert box.session.submit("new arthur gawain kay").accepted
    yield box
    box.close()


def pair(phone, box) -> None:
    answer = phone.post("/seat/pair", json={"code": box.open_pairing(), "seat": "arthur", "name": "Anne"})
    assert answer.status_code == 200, answer.text


def siege_on_the_page(page) -> int:
    return json.loads(page.hub.mirror.state_json).get("siege")


def tap(phone, line: str) -> None:
    menu = phone.get("/seat/menu").json()
    option = next(o for o in menu["options"] if o.get("line") == line)
    assert phone.post("/seat/tap", json=tap_of(menu, [option["index"]], line)).json()["ok"]


def test_an_accepted_tap_reaches_the_page_without_waiting_for_the_poll(table):
    with BackgroundServer(table.journal_path, poll_s=SLOW_POLL_S, seats=table.socket_path) as page:
        wait_for(lambda: siege_on_the_page(page) == 0, what="the first state")
        with httpx.Client(base_url=page.url, headers={"Origin": page.url}) as phone:
            pair(phone, table)
            tap(phone, "evil siege")
            wait_for(lambda: siege_on_the_page(page) == 1, what="the pushed state")


def test_without_push_the_same_tap_waits_for_the_poll(table):
    with BackgroundServer(table.journal_path, poll_s=SLOW_POLL_S, seats=table.socket_path, push=False) as page:
        wait_for(lambda: siege_on_the_page(page) == 0, what="the first state")
        with httpx.Client(base_url=page.url, headers={"Origin": page.url}) as phone:
            pair(phone, table)
            tap(phone, "evil siege")
            assert table.journaled()[-1] == "evil siege"
            assert siege_on_the_page(page) == 0    # journaled, but the page reads it only at its next poll


def test_a_press_at_the_box_still_reaches_the_page_by_the_poll(table):
    with BackgroundServer(table.journal_path, poll_s=0.01, seats=table.socket_path) as page:
        wait_for(lambda: siege_on_the_page(page) == 0, what="the first state")
        assert table.session.submit("evil siege").accepted
        wait_for(lambda: siege_on_the_page(page) == 1, what="the polled state")


def test_a_phone_refused_an_event_stream_polls_the_state_instead(table):
    from companion.web.browser import find_browser, open_browser
    if find_browser() is None:
        pytest.skip("chromium and chromium-driver are not installed")
    with BackgroundServer(table.journal_path, poll_s=0.01, seats=table.socket_path) as page:
        page.hub.max_phones = 0   # too many phones: the stream is refused
        browser = open_browser()
        try:
            browser.get(page.url + "/")
            wait_for(lambda: browser.execute_script("return document.getElementById('board').dataset.game") == "shadows",
                     what="the board by the fallback poll")
        finally:
            browser.quit()
