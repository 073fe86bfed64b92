"""The face-down probe (issue 13, item 4): whether a drawn black card is accepted depends only on
what the table knows, never on the value of a card lying face down; `Game.public_deck()` is that view."""
from __future__ import annotations

import pytest

from companion.journal.session import Session
from companion.games.shadows.cards import BLACK, BLACK_COPIES, CARDS

COMBAT = sorted(s for s in BLACK if CARDS[s].kind == "combat")


def table_after(lines: list[str]) -> Session:
    session = Session.in_memory()
    for line in ["new arthur gawain kay no-traitor", *lines]:
        assert session.submit(line).accepted, line
    return session


def laid_face_down(slug: str) -> Session:
    """Arthur draws `slug`, lays it face down on its quest, draws white cards; Gawain's Evil begins."""
    return table_after(["evil black", f"black {slug}", "choose down", "draw", "end", "evil black"])


@pytest.mark.parametrize("scanned", COMBAT)
def test_the_answer_to_a_scan_does_not_depend_on_the_face_down_card(scanned):
    answers = set()
    for hidden in COMBAT:
        outcome = laid_face_down(hidden).submit(f"black {scanned}")
        answers.add((outcome.accepted, outcome.code, outcome.message))
    assert len(answers) == 1, f"'black {scanned}' tells what lies face down: {answers}"


def test_the_public_deck_counts_a_face_down_card_as_unseen():
    session = laid_face_down("black-knight-7")
    view = session.game.public_deck()
    assert view["unseen"] == 1
    assert view["possible"]["black-knight-7"] == 1      # the table cannot tell it is gone
    assert view["cards"] == sum(BLACK_COPIES.values()) - 1
    assert sum(view["possible"].values()) == view["cards"] + view["unseen"]


def test_a_card_seen_face_up_is_out_of_the_public_deck():
    session = table_after(["evil black", "black black-knight-7", "choose up", "draw", "end", "evil black"])
    view = session.game.public_deck()
    assert view["unseen"] == 0 and view["possible"]["black-knight-7"] == 0
    refused = session.submit("black black-knight-7")
    assert not refused.accepted and refused.code == "card-not-in-deck"


def test_a_face_down_card_removed_by_merlin_stays_unseen_in_the_discard():
    session = laid_face_down("black-knight-3")
    assert session.submit("black despair").accepted
    for line in ["special merlin black-knight"]:
        assert session.submit(line).accepted, line
    view = session.game.public_deck()
    assert view["unseen"] == 1 and view["possible"]["black-knight-3"] == BLACK_COPIES["black-knight-3"]
    # The white deck runs out: both discards go back into the deck, and nothing is unseen any more.
    assert session.submit("reshuffle").accepted
    assert session.game.public_deck()["unseen"] == 0


def test_public_deck_is_pure():
    session = laid_face_down("black-knight-1")
    before = session.state()
    assert session.game.public_deck() == session.game.public_deck()
    assert session.state() == before
