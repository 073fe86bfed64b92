"""What Merlin's table hears, in the table's order and for the state it is about (issue 34): a build is
paid, then built, then its bonus taken; a servant is placed before its action; an exchange gives before
it takes; a move's price (an apple, a flag) before the move; a quest card drawn said once; the holdings
to check before a scoring said again when what they count changed; an undone round end gives back the
round marker and the first player's marker."""
from __future__ import annotations

from pathlib import Path

import pytest

from companion.core import narration
from companion.core.i18n import Catalog
from companion.journal.session import Session
from tests.merlin.test_menus import menus_for

SCENARIO = Path(__file__).resolve().parents[2].parent / "shared" / "scenarios-merlin" / "rulebook-scoring.table"


def scenario() -> list[str]:
    lines = [line.split("#")[0].strip() for line in SCENARIO.read_text().splitlines()]
    return [line for line in lines if line]


def said(lines: list[str], line: str, lang: str = "fr", undone: bool = False) -> list[str]:
    """The steps said for `line` after `lines` (or, `undone`, for its undo)."""
    session = Session.in_memory()
    for earlier in lines:
        assert session.submit(earlier).accepted, earlier
    before = session.state()
    assert session.submit(line).accepted, line
    after = session.state()
    cat = Catalog.load(lang, "merlin")
    if undone:
        return narration.steps("merlin", cat, after, before, undone=True).lines()
    return narration.steps("merlin", cat, before, after).lines()


def upto(line: str, nth: int = 1) -> list[str]:
    lines, seen = scenario(), 0
    for i, each in enumerate(lines):
        seen += each == line
        if seen == nth:
            return lines[:i]
    raise AssertionError(line)


def order(text: str, *parts: str) -> list[int]:
    return [text.index(part) for part in parts]


def test_a_build_is_paid_then_built_then_its_bonus_taken_and_undone_the_other_way():
    lines = upto("build c6 blue influence-black")
    forward = " ".join(said(lines, "build c6 blue influence-black"))
    at = order(forward, "rendez 1 matériau bleu", "manoir sur c6", "posez 1 compteur d'Influence")
    assert at == sorted(at), forward
    back = " ".join(said(lines, "build c6 blue influence-black", undone=True))
    at = order(back, "reprenez 1 compteur", "reprenez le manoir posé sur c6", "reprenez 1 matériau bleu")
    assert at == sorted(at), back


def test_a_servant_comes_before_its_action_and_an_exchange_gives_before_it_takes():
    lines = upto("place builder")
    forward = " ".join(said(lines, "place builder"))
    at = order(forward, "placez votre Maçon", "prenez 1 matériau")
    assert at == sorted(at), forward
    lines = upto("exchange flag-orange material-orange")
    forward = " ".join(said(lines, "exchange flag-orange material-orange"))
    at = order(forward, "rendez 1 drapeau orange", "prenez 1 matériau orange")
    assert at == sorted(at), forward
    back = " ".join(said(lines, "exchange flag-orange material-orange", undone=True))
    at = order(back, "rendez 1 matériau orange", "reprenez 1 drapeau orange")
    assert at == sorted(at), back


def test_an_undone_round_end_gives_back_the_round_marker_and_the_first_players_marker():
    lines = scenario()
    session = Session.in_memory()
    for line in lines:
        before = session.state()
        assert session.submit(line).accepted, line
        if session.state().get("round") == 2 and before.get("round") == 1:
            break
    else:
        pytest.fail("no round's end in the scenario")
    after = session.state()
    for lang, marker, first in (("fr", "reculez le marqueur de tours", "rendez le marqueur Premier joueur à Anne"),
                                ("en", "move the round marker back", "give the first player marker back to Anne")):
        back = " ".join(narration.steps("merlin", Catalog.load(lang, "merlin"), after, before, undone=True).lines())
        assert marker in back and first in back, back
        forward = " ".join(narration.steps("merlin", Catalog.load(lang, "merlin"), before, after).lines())
        assert ("avancez le marqueur de tours" if lang == "fr" else "move the round marker") in forward


def test_a_quest_card_drawn_at_a_turns_end_is_said_once():
    import random
    from tests.merlin.test_random_play import pick
    rng, session, cat, drawn = random.Random(3), Session.in_memory(), Catalog.load("fr", "merlin"), 0
    session.submit("new merlin 3 Anne Marc Léa")

    class Table:
        game = None
    for _ in range(1500):
        state = session.state()
        if state["over"]:
            break
        Table.game = session.game
        line = pick(state, Table, rng, abandon=0.0)
        if not session.submit(line).accepted:
            continue
        after = session.state()
        if line == "end" and any(after["players"][s]["hand"] > state["players"][s]["hand"] for s in after["seats"]):
            drawn += 1
            text = " ".join(narration.steps("merlin", cat, state, after).lines())
            assert text.count("piochez") == 1, text
    assert drawn, "no quest card drawn"


def test_the_holdings_to_check_are_said_again_when_what_they_count_changed():
    """« Avant le décompte, vérifiez : … 0 manoir » does not stay once the player built: the stale page
    is dropped unread, the new one says his manor."""
    session = Session.in_memory()
    menus = None
    for line in scenario():
        assert session.submit(line).accepted, line
        state = session.state()
        from companion.games.merlin.table.narration import is_last_turn_before_scoring
        if state.get("phase") == "play" and is_last_turn_before_scoring(state):
            menus = menus_for(session)
            break
    assert menus is not None, "no last turn before a scoring in the scenario"
    menus._queue_holdings(state)
    first = list(menus._pages)
    assert any("vérifiez" in page for page in first)
    menus._queue_holdings(state)
    assert menus._pages == first, "said once while nothing changed"
    seat = state["current"]
    built = {**state, "players": {**state["players"], seat: {**state["players"][seat],
                                                              "manors": [*state["players"][seat]["manors"], "d6"]}}}
    menus._queue_holdings(built)
    name = menus.cat.player(state, seat)
    count = len(built["players"][seat]["manors"])
    assert not any(page in menus._pages for page in first if name in page), "the stale holdings stay"
    assert any(f"{count} manoir" in page for page in menus._pages), menus._pages


def test_backs_question_names_every_verb_of_a_turn():
    """« Reprendre : placement de serviteur d'Anne ? », never « le dernier coup » for a verb of Merlin's turn."""
    from companion.core.i18n import Catalog
    for lang in ("fr", "en"):
        cat = Catalog.load(lang, "merlin")
        for verb in ("move", "place", "score", "take", "shift", "exchange", "swap", "excalibur", "grail", "build",
                     "staff", "quest", "repel", "mirror", "other", "end", "choose"):
            assert cat.has(f"act.{verb}"), (lang, verb)
