"""Every public game with face-down cards, played through the journal while a phone reads every
route: no face-down card's name or value reaches any byte the page serves."""
from __future__ import annotations

import json
import threading
from pathlib import Path

import httpx
import pytest

from companion.games.shadows.cards import CARDS
from companion.web.server import BackgroundServer

from .conftest import ROOT, caught_up, commands, wait_for

SCENARIOS = sorted(
    path for path in [*(ROOT.parent / "shared" / "scenarios").glob("*.table"),
                      *(ROOT / "tests" / "scenarios").glob("**/*.table")]
    if "tournament" not in path.parts and "choose down" in path.read_text("utf-8"))


def hidden(session) -> tuple[set[str], dict[str, int]]:
    """Every way of naming a card lying face down now, and how many face-up values each quest shows."""
    names, shown = set(), {}
    game = session.game
    if game is None:
        return names, shown
    for quest in ("black-knight", "lancelot", "dragon"):
        cards = game.quests[quest].black
        shown[quest] = sum(1 for card in cards if card.face_up)
        for card in cards:
            if not card.face_up:
                names |= {card.slug, CARDS[card.slug].name["fr"], CARDS[card.slug].name["en"]}
    return names, shown


class Phone:
    """An EventSource of the page, keeping every raw message it receives."""

    def __init__(self, url: str):
        self.messages: list[str] = []
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._read, args=(url,), daemon=True)
        self.thread.start()

    def _read(self, url):
        with httpx.stream("GET", url + "/events", timeout=None) as response:
            block = []
            for line in response.iter_lines():
                if line:
                    block.append(line)
                    continue
                if any(part.startswith("data: {") for part in block):
                    self.messages.append("\n".join(block))
                block = []
                if self.stop.is_set():
                    return


def test_there_are_games_with_face_down_cards():
    assert len(SCENARIOS) >= 10


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_face_down_secret_in_any_byte(path: Path, box):
    # One client for the whole game: httpx.get builds a TLS context per call (~0.1 s), the most of this test.
    with BackgroundServer(box.journal.path, poll_s=0.01) as page, httpx.Client(base_url=page.url) as reader:
        phone = Phone(page.url)
        wait_for(lambda: phone.messages, what="the first event")
        front = reader.get("/").text
        ever_hidden: set[str] = set()
        for line in commands(path):
            before = page.hub.version
            outcome = box.submit(line)
            if not outcome.accepted:
                continue
            names, shown = hidden(box)
            ever_hidden |= names
            wait_for(lambda: caught_up(page, box) and page.hub.version > before)
            wait_for(lambda: len(phone.messages) >= page.hub.version + 1, what="the phone")
            served = {"state.json": reader.get("/state.json").text, "events": phone.messages[-1]}
            for route, text in served.items():
                leaked = [name for name in names if name in text]
                assert not leaked, f"{path.name}, after '{line}': {leaked} in {route}"
            state = json.loads(served["state.json"])
            for quest, count in shown.items():
                assert len(state["quests"][quest]["black_up"]) == count, (line, quest)
        phone.stop.set()
        assert ever_hidden, "the game laid a card face down"
        assert not [name for name in ever_hidden if name in front]
