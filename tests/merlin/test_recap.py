"""`camelot recap` for Merlin: the score track over the six rounds and each scoring by category."""
from __future__ import annotations

from pathlib import Path

import pytest

from companion.games.merlin.table.recap import CATEGORIES, FINAL, SEAT_RGB, build, bundle, summary
from companion.core.recap import render
from companion.journal.session import Session

ROOT = Path(__file__).resolve().parents[2]
WHOLE = ROOT / "tests" / "scenarios" / "merlin" / "shared-victory.table"
SCORING = ROOT.parent / "shared" / "scenarios-merlin" / "rulebook-scoring.table"


def accepted(path: Path) -> list[str]:
    session = Session.in_memory()
    for raw in path.read_text("utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if line:
            session.submit(line)
    return session.lines


def test_the_track_holds_every_rounds_end_and_the_final_bonuses():
    lines = accepted(WHOLE)
    recap = build(lines)
    state = Session.in_memory()
    for line in lines:
        state.submit(line)
    final = state.state()
    assert recap.names == [final["players"][seat]["name"] for seat in final["seats"]]
    assert all(len(track) == 7 for track in recap.track)   # the start, then rounds 1-6
    for i, seat in enumerate(final["seats"]):
        assert recap.track[i][-1] + final["final"][seat]["total"] == final["players"][seat]["score"]
        # Each scoring's total is the step of the track over its round.
        for round_done in (2, 4, 6):
            scoring = final["scorings"][str(round_done)]["players"][seat]
            assert sum(scoring[c] for c in CATEGORIES if c != "total") == scoring["total"]
    assert sorted(recap.scorings) == [2, 4, 6] and recap.final is not None
    assert recap.winners and recap.winning_score == final["result"]["score"]


def test_the_rulebooks_scoring_in_the_summary_in_both_languages():
    recap = build(accepted(SCORING))
    fr, en = summary("fr", 7, recap), summary("en", 7, recap)
    assert "Après le tour 2" in fr and "Lea 12" in fr and "Influence 7" in fr
    assert "After round 2" in en and "Marc 9" in en and "not over" in en
    assert recap.track[2] == [0, 0, 12]   # Lea: nothing in rounds 1-2 but the scoring


def test_both_languages_have_the_same_recap_words():
    assert set(bundle("fr")._messages) == set(bundle("en")._messages)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_picture_draws_each_player_in_the_page_colours(lang):
    picture, text = render("merlin", accepted(WHOLE), lang, 3)
    colours = {colour for _, colour in picture.getcolors(1 << 20)}
    assert all(SEAT_RGB[i] in colours for i in range(2)) and picture.width == 800
    assert text.count("\n") >= 4 and set(FINAL) <= {"apples", "staffs", "items", "total"}
