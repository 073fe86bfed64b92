"""The forecast (`[web] forecast = true`): odds of the next black card from public information only."""
from __future__ import annotations

import json

import httpx
import pytest

from companion.core.i18n import Catalog
from companion.journal.session import Session
from companion.games.shadows.cards import CARDS
from companion.web.server import BackgroundServer
from companion.games.shadows.table.forecast import family, forecast

from .conftest import ROOT, caught_up, commands, wait_for
from .test_secrets import SCENARIOS

CATALOGS = {"fr": Catalog.load("fr", "shadows"), "en": Catalog.load("en", "shadows")}


def face_down_draws(lines: list[str]) -> set[int]:
    """Indexes of the `black CARD` lines whose card is then laid face down."""
    draws = set()
    for i, line in enumerate(lines):
        if line == "choose down":
            j = max(k for k in range(i) if lines[k].startswith("black "))
            slug = lines[j].split()[1]
            if slug in CARDS and CARDS[slug].kind == "combat":
                draws.add(j)
    return draws


def another_value(game, slug: str) -> str:
    """Another combat card of the same family still in the deck: what the card could have been."""
    return next((s for s in sorted(CARDS) if s != slug and CARDS[s].kind == "combat"
                 and family(s) == family(slug) and game.deck[s] > 0), slug)


def test_the_odds_are_counted_from_the_whole_black_deck():
    session = Session.in_memory()
    session.submit("new arthur gawain kay")
    odds = forecast(session.game, CATALOGS)
    assert odds["cards"] == session.state()["black_deck"] == sum(o["cards"] for o in odds["odds"])
    by_family = {o["family"]: o for o in odds["odds"]}
    assert by_family["black-knight"]["cards"] == 11 and by_family["morgan"]["cards"] == 5
    assert by_family["despair"]["fr"] == "Désespoir" and by_family["morgan"]["en"] == "Morgan"
    assert odds["odds"][0]["percent"] >= odds["odds"][-1]["percent"]


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_face_down_value_never_changes_the_forecast(path):
    lines = commands(path)
    swaps = face_down_draws(lines)
    a, b = Session.in_memory(), Session.in_memory()
    compared = swapped = 0
    for i, line in enumerate(lines):
        theirs = line
        if i in swaps:
            theirs = f"black {another_value(b.game, line.split()[1])}"
            swapped += theirs != line
        if a.submit(line).accepted != b.submit(theirs).accepted:
            break   # the values decided a fight: from here on the two games are different games
        assert forecast(a.game, CATALOGS) == forecast(b.game, CATALOGS), (path.name, line, theirs)
        if a.state()["pending"] is None:   # else a drawn card may be in a hand, its family not yet public
            assert forecast(a.game, CATALOGS)["cards"] == a.state()["black_deck"], (path.name, line)
        compared += 1
    assert swapped and compared > min(swaps)


def test_the_page_sends_the_forecast_only_when_asked(box):
    for line in ["new arthur gawain kay", "evil black", "black black-knight-7", "choose down"]:
        assert box.submit(line).accepted
    for enabled in (False, True):
        with BackgroundServer(box.journal.path, poll_s=0.01, forecast=enabled) as page:
            wait_for(lambda: caught_up(page, box))
            with httpx.stream("GET", page.url + "/events") as events:
                block = ""
                for line in events.iter_lines():
                    block += line + "\n"
                    if line.startswith("data: {\"protocol\""):
                        break
            assert ("event: forecast" in block) is enabled
            if enabled:
                sent = json.loads(block.split("event: forecast\ndata: ")[1].split("\n")[0])
                assert sent == forecast(page.hub.mirror.session.game, CATALOGS)
                assert "black-knight-7" not in block
