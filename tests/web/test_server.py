"""The routes of the live page: the public state, live updates, nothing writable, nothing outside."""
from __future__ import annotations

import json
import re
import threading

import httpx
import pytest

from companion.journal.tablefile import replay_file

from .conftest import ROOT, caught_up, commands, wait_for

GAME = ROOT / "tests" / "scenarios" / "quests" / "guinevere.table"


def play(session, lines):
    for line in lines:
        session.submit(line)


def test_state_json_is_what_camelot_replay_prints(box, page):
    play(box, commands(GAME))
    wait_for(lambda: caught_up(page, box))
    served = httpx.get(page.url + "/state.json").json()
    expected = replay_file(GAME)
    expected["game_id"] = box.game_id
    expected["rejected"] = []   # the journal holds accepted lines only
    expected.setdefault("game", "shadows")   # the page picks its renderer by the game's kind
    assert served == expected


def test_before_any_game_the_page_says_so(box, page):
    state = httpx.get(page.url + "/state.json").json()
    assert state["phase"] == "setup" and state["knights"] == {}
    assert httpx.get(page.url + "/").status_code == 200


@pytest.mark.parametrize("path", ["/", "/state.json", "/events", "/static/app.js", "/recap.png", "/words/shadows.json"])
@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH"])
def test_nothing_on_the_network_can_write(page, path, method):
    assert httpx.request(method, page.url + path).status_code == 405


def test_head_answers_like_get(page):
    assert httpx.head(page.url + "/").status_code == 200
    assert httpx.head(page.url + "/state.json").status_code == 200


def test_the_page_loads_nothing_from_outside(page):
    html = httpx.get(page.url + "/").text
    assets = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert assets, "the page links its own script and style"
    for asset in assets:
        assert not re.match(r"^(https?:)?//", asset), asset
        if asset.startswith("/"):
            assert httpx.get(page.url + asset).status_code == 200, asset
    css = httpx.get(page.url + "/static/style.css").text
    assert "url(" not in css.replace("url(data:", "")


def read_events(url, received, stop):
    with httpx.stream("GET", url + "/events", timeout=None) as response:
        assert response.headers["content-type"].startswith("text/event-stream")
        for line in response.iter_lines():
            if line.startswith("data: {"):
                received.append(json.loads(line[6:]))
            if stop.is_set():
                return


def test_each_accepted_input_reaches_the_events_stream(box, page):
    received, stop = [], threading.Event()
    reader = threading.Thread(target=read_events, args=(page.url, received, stop), daemon=True)
    reader.start()
    wait_for(lambda: received, what="the first event")
    assert received[-1]["knights"] == {}
    box.submit("new arthur gawain kay")
    wait_for(lambda: received[-1].get("seats") == ["arthur", "gawain", "kay"], what="the new game")
    box.submit("evil siege")
    wait_for(lambda: received[-1]["siege"] == 1, what="the siege engine")
    box.submit("undo")
    wait_for(lambda: received[-1]["siege"] == 0, what="the undo")
    stop.set()
    box.submit("evil siege")   # wakes the reader so that it can stop


def test_a_refused_input_changes_nothing_on_the_page(box, page):
    play(box, ["new arthur gawain kay", "evil siege"])
    wait_for(lambda: caught_up(page, box))
    before = httpx.get(page.url + "/state.json").text
    assert not box.submit("accuse gawain").accepted
    assert httpx.get(page.url + "/state.json").text == before


def test_the_page_never_holds_the_writers_lock(box, page):
    play(box, ["new arthur gawain kay"])
    for _ in range(30):   # the box journals while phones keep reading
        httpx.get(page.url + "/state.json")
        assert box.submit("evil siege").accepted
        box.submit("undo")
    wait_for(lambda: caught_up(page, box))


def test_the_last_events_come_newest_first_in_both_languages(box, page):
    play(box, ["new arthur gawain kay", "evil siege"])
    wait_for(lambda: caught_up(page, box))
    log = json.loads(page.hub.mirror.log_json)
    newest, oldest = log[0], log[-1]
    assert "12" in newest["fr"] and "12" in newest["en"] and newest["fr"] != newest["en"]   # the siege engines out of 12
    assert oldest["turn"] == 1 and "Arthur" in oldest["en"]


def test_after_the_game_the_recap_picture_is_served(box, page):
    assert httpx.get(page.url + "/recap.png").status_code == 404
    play(box, commands(ROOT / "tests" / "scenarios" / "quests" / "twelfth-sword-knights.table"))
    wait_for(lambda: caught_up(page, box))
    picture = httpx.get(page.url + "/recap.png?lang=en")
    assert picture.status_code == 200 and picture.content[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_new_game_replaces_the_finished_one(box, page):
    play(box, commands(ROOT / "tests" / "scenarios" / "quests" / "twelfth-sword-knights.table"))
    first = box.game_id
    assert box.submit("new percival tristan galahad").accepted
    wait_for(lambda: caught_up(page, box))
    state = httpx.get(page.url + "/state.json").json()
    assert state["game_id"] != first and state["seats"] == ["percival", "tristan", "galahad"]


def test_a_second_page_made_on_the_same_port_is_refused_at_once(box):
    """Two simulators started together, each page made before either serves: the second learns at once that the
    port is taken (and takes another), never serves nothing while printing the first one's address."""
    from companion.web.server import BackgroundServer
    first = BackgroundServer(box.journal.path)
    try:
        with pytest.raises(OSError):
            BackgroundServer(box.journal.path, port=first.port)
    finally:
        first.socket.close()
        first.app.state.link.close()
