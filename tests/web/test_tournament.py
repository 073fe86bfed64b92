"""Knizia's Camelot on the phone page: the same routes, live, in both languages, from the journal's kind."""
from __future__ import annotations

import json
import re
import sqlite3
import threading

import httpx

from companion.journal.tablefile import replay_file
from companion.journal.session import Session
from companion.core.words_of_the_box import words_of_the_box

from .conftest import ROOT, caught_up, commands, wait_for
from .test_server import play, read_events

FIRST = ROOT / ".." / "shared" / "scenarios-tournament" / "rulebook-first-tournament.table"
OPENING = ["new tournament 4 Marcel Raymond Maurice Danielle", "colour red", "play red-3", "end 3"]


def test_the_tournament_state_is_what_camelot_replay_prints(box, page):
    play(box, commands(FIRST))
    wait_for(lambda: caught_up(page, box))
    served = httpx.get(page.url + "/state.json").json()
    expected = replay_file(FIRST)
    expected["game_id"], expected["rejected"] = box.game_id, []
    assert served == expected and served["game"] == "tournament"
    assert page.hub.mirror.kind == "tournament"


def test_a_tournament_line_reaches_the_phones_at_once(box, page):
    received, stop = [], threading.Event()
    reader = threading.Thread(target=read_events, args=(page.url, received, stop), daemon=True)
    reader.start()
    wait_for(lambda: received, what="the first event")
    play(box, OPENING)
    wait_for(lambda: received[-1].get("current") == "p2", what="Raymond's turn")
    assert received[-1]["colour"] == "red" and received[-1]["players"]["p1"]["total"] == 3
    box.submit("play red-5")
    wait_for(lambda: received[-1]["players"]["p2"]["display"] == ["red-5"], what="Raymond's card")
    box.submit("undo")
    wait_for(lambda: received[-1]["players"]["p2"]["display"] == [], what="the undo")
    stop.set()
    box.submit("play red-5")   # wakes the reader so that it can stop


def test_the_last_events_are_the_tournaments_own_words_in_both_languages(box, page):
    play(box, OPENING)
    wait_for(lambda: caught_up(page, box))
    log = json.loads(page.hub.mirror.log_json)
    said = " ".join(e["fr"] for e in log)
    assert "Marcel" in said and "rouge" in said
    assert "red" in " ".join(e["en"] for e in log)
    assert log[-1]["turn"] <= log[0]["turn"]   # newest first


def test_the_page_ships_the_tournaments_renderer_and_its_words(page):
    html = httpx.get(page.url + "/").text
    assert '"tournament"' in html.split("Camelot.start(", 1)[1].split(")", 1)[0]   # the renderer the page may load
    words = httpx.get(page.url + "/words/tournament.json").json()   # fetched with the renderer
    assert words["fr"]["tournament.purple"] == "violet" and words["en"]["tournament.green"] == "green"
    assert words["fr"]["t.shield"] == "Bouclier" and words["en"]["t.shield"] == "Shield"
    script = httpx.get(page.url + "/games/tournament.js")
    assert script.status_code == 200 and "C.renderers.tournament" in script.text
    assert not re.search(r"https?://", script.text), "the table has no internet"


def test_the_tournament_brings_the_very_words_of_the_box(box, page):
    play(box, OPENING)
    wait_for(lambda: caught_up(page, box))
    with httpx.stream("GET", page.url + "/events", timeout=5) as response:
        first = ""
        for line in response.iter_lines():
            first += line + "\n"
            if line.startswith("data: {"):
                break
    said = json.loads(re.search(r"event: box\ndata: (.*)\n", first).group(1))
    box_words = words_of_the_box("fr", "tournament")(box.state(), None)
    assert said["fr"]["prompt"] == box_words["prompt"] and "Raymond" in said["fr"]["prompt"]


def test_shadows_brings_the_very_words_of_the_box(box, page):
    play(box, ["new arthur gawain kay", "evil siege"])
    wait_for(lambda: caught_up(page, box) and page.hub.version and json.loads(page.hub.mirror.box_json))
    sent = json.loads(page.hub.mirror.box_json)
    shadows = Session.in_memory()
    play(shadows, ["new arthur gawain kay"])
    outcome = shadows.submit("evil siege")
    for lang in ("fr", "en"):
        assert sent[lang]["prompt"] == words_of_the_box(lang)(shadows.state(), outcome)["prompt"] != ""


def test_a_damaged_row_is_said_on_the_page_and_the_page_goes_on(box, page):
    play(box, OPENING + ["play red-5", "end 5"])
    wait_for(lambda: caught_up(page, box))
    with sqlite3.connect(box.journal.path) as other:   # a bit flipped on the card: its checksum no longer matches
        other.execute("UPDATE entry SET line = 'play red-4' WHERE game_id = ? AND seq = 5", (box.game_id,))
    state = wait_for(lambda: (s := httpx.get(page.url + "/state.json").json()).get("notice") and s,
                     what="the notice")
    assert "5" in state["notice"] and state["players"]["p2"]["display"] == []   # the good rows before it
    assert httpx.get(page.url + "/").status_code == 200


def test_the_words_of_the_box_follow_the_games_kind():
    words = words_of_the_box("fr")   # as `camelot feed --lang fr`: whichever game the lines start
    tournament = Session.in_memory()
    outcome = tournament.submit(OPENING[0])
    said = words(tournament.state(), outcome)
    # The tournament's own front end: its setup guide first (who deals the 8 cards), then the colour.
    assert said["prompt"].startswith("Préparation :") and "8" in said["prompt"]
    assert said == words_of_the_box("fr", "tournament")(tournament.state(), outcome)
    shadows = Session.in_memory()
    outcome = shadows.submit("new arthur gawain kay")
    assert words(shadows.state(), outcome)["prompt"]
