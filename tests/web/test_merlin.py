"""Merlin on the phone page: the same routes from the journal, the printed board for the track, its
renderer and words in both languages, nothing hidden served, and the page follows every line."""
from __future__ import annotations

import json
import re
from pathlib import Path

import httpx
import pytest

from companion.journal.tablefile import replay_file
from companion.journal.session import Session
from companion.web.mirror import Mirror
from companion.web.source import GameLines

from .conftest import ROOT, caught_up, commands, wait_for
from .test_server import play

SHARED = ROOT.parent / "shared" / "scenarios-merlin"
SCORING = SHARED / "rulebook-scoring.table"
SCENARIOS = sorted([*SHARED.glob("*.table"), *(ROOT / "tests" / "scenarios" / "merlin").glob("*.table")])


def public(state: dict) -> dict:
    """The state without what the page adds to it (the printed board's data, the journal's game id)."""
    out = {k: v for k, v in state.items() if k not in ("board", "game_id", "rejected")}
    out["board"] = {k: state["board"][k] for k in ("name", "provisional")}
    return out


def test_there_are_merlin_games_to_play():
    assert SCORING.exists() and len(SCENARIOS) >= 3


def test_the_merlin_state_is_what_camelot_replay_prints_with_the_printed_track(box, page):
    play(box, commands(SCORING))
    wait_for(lambda: caught_up(page, box))
    served = httpx.get(page.url + "/state.json").json()
    assert served["game"] == "merlin" and public(served) == public(replay_file(SCORING))
    board = served["board"]
    assert len(board["track"]) == 24 and board["track"][0] == "province-black" and len(board["provinces"]) == 6
    assert "notes" not in board   # the board file's notes for its checkers stay off the page
    assert served["scorings"]["2"]["players"]["p3"]["total"] == 12   # the rulebook's worked scoring


def test_the_page_ships_merlins_renderer_and_its_words_in_both_languages(page):
    html = httpx.get(page.url + "/").text
    assert '"merlin"' in html.split("Camelot.start(", 1)[1].split(")", 1)[0]   # the renderer the page may load
    script = httpx.get(page.url + "/games/merlin.js").text
    assert "C.renderers.merlin" in script and "http" not in script.replace("https://", "").split("//")[0]
    words = httpx.get(page.url + "/words/merlin.json").json()   # fetched with the renderer
    frame = json.loads(html.split('<script id="words" type="application/json">', 1)[1].split("</script>", 1)[0])
    assert not [key for key in frame["fr"] if key.startswith("m.")]   # not in every game's first load
    assert httpx.get(page.url + "/words/chess.json").status_code == 404
    keys = {key for key in words["fr"] if key.startswith("m.")}
    assert keys and keys == {key for key in words["en"] if key.startswith("m.")}
    # Every whole key the renderer names (`w("track")`, `raw("castle")`); built ones are checked in the browser.
    used = {"m." + m.group(2) for m in re.finditer(r'\b(w|raw)\("([a-z0-9.\-]+)"\s*[,)]', script)}
    assert len(used) > 30
    assert used - keys == set(), "every fixed word the renderer asks for is in both catalogs"
    assert words["fr"]["m.servant.builder"] == "Maçon" and words["en"]["m.servant.builder"] == "Builder"


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
def test_the_page_follows_every_merlin_line_and_serves_nothing_hidden(path: Path):
    """After every line (refused ones and undos included) the page's state is the replay of the
    accepted lines; a hand and the decks are counts, a quest card is named only once public."""
    session, mirror, accepted = Session.in_memory(), Mirror(), []
    for line in commands(path):
        if not session.submit(line).accepted:
            continue
        accepted = session.lines
        mirror.follow(GameLines(1, tuple(accepted), "merlin"))
        served = json.loads(mirror.state_json)
        assert public(served) == public({**session.state(), "game_id": 1, "rejected": []}), line
        public_cards = set(served["catalogue"]) | {card for p in served["players"].values() for card in p["completed"]}
        named = {word for word in json.dumps(served).replace('"', " ").split() if len(word) == 3
                 and word[0] == "q" and word[1:].isdigit()}
        assert named <= public_cards, (line, named - public_cards)
        for player in served["players"].values():
            assert isinstance(player["hand"], int)
        assert set(served["quests"]) == {"deck", "display", "discard"}
        assert all(isinstance(v, int) for v in served["quests"].values())
    assert accepted, "the scenario played"


def test_a_merlin_undo_and_abandon_reach_the_page(box, page):
    lines = commands(SCORING)[:40]
    play(box, lines)
    wait_for(lambda: caught_up(page, box))
    box.submit("undo")
    wait_for(lambda: caught_up(page, box), what="the undo")
    assert httpx.get(page.url + "/state.json").json() == json.loads(page.hub.mirror.state_json)
    box.abandon()
    wait_for(lambda: httpx.get(page.url + "/state.json").json().get("game_id") is None, what="the abandon")


def test_the_recap_picture_after_a_merlin_game(box, page):
    play(box, commands(ROOT / "tests" / "scenarios" / "merlin" / "shared-victory.table"))
    wait_for(lambda: caught_up(page, box))
    assert box.state()["over"]
    for lang in ("fr", "en"):
        response = httpx.get(page.url + f"/recap.png?lang={lang}", timeout=30)
        assert response.status_code == 200 and response.content[:8] == b"\x89PNG\r\n\x1a\n"


def test_merlins_last_events_are_the_steps_the_box_says():
    """Merlin's events move pieces the box names from the change of state: the page logs those steps,
    in both languages, as a game goes on (not « Rien encore » all game)."""
    lines = commands(SCORING)
    session = Session.in_memory()
    for line in lines:
        session.submit(line)
    mirror = Mirror()
    mirror.follow(GameLines(1, tuple(session.lines[:12]), "merlin"))
    early = json.loads(mirror.log_json)
    assert early and all(entry["fr"] and entry["en"] for entry in early)
    mirror.follow(GameLines(1, tuple(session.lines[:40]), "merlin"))
    later = json.loads(mirror.log_json)
    assert later and later != early and len(later) <= 20
    assert any("Merlin" in entry["fr"] and "Déplacez" in entry["fr"] for entry in later)
    assert any("avancez votre Chevalier" in entry["fr"] for entry in later)
    assert any("move your knight" in entry["en"] for entry in later)


def test_the_page_names_each_game_in_its_title(page):
    html = httpx.get(page.url + "/").text
    frame = json.loads(html.split('<script id="words" type="application/json">', 1)[1].split("</script>", 1)[0])
    assert frame["fr"]["title.merlin"] == "Merlin" and frame["en"]["title.merlin"] == "Merlin"
    assert frame["fr"]["title.tournament"] == "Camelot (tournois)"
    assert frame["en"]["title.shadows"] == "Shadows over Camelot"
