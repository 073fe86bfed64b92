"""An undo says back everything its line told the table (issue 34), not only what the board shows: the cards
drawn into hands knight by knight, the exact Grail cards, Excalibur moved back."""
from __future__ import annotations

from companion.core import registry
from companion.core.i18n import Catalog
from companion.core.table import TableContext
from companion.core.verb_pairs import inverses_missing
from companion.games.shadows.table.narration import narrate
from companion.journal.session import Session
from tests.undo_inverse import answer


def told_and_undone(lines: list[str], lang: str = "fr") -> tuple[str, str]:
    """What the box says for the last of `lines`, then for its undo."""
    session = Session.in_memory()
    front = registry.table("shadows").frontend(Catalog.load(lang, "shadows"),
                                               TableContext.seeded(7, engine=lambda: session.game))
    for line in lines:
        front.view(session.state())
        outcome = session.submit(line)
        assert outcome.accepted, line
    told = answer(front, session.state(), outcome)
    undone = session.submit("undo")
    return told, answer(front, session.state(), undone)


def test_undoing_fate_puts_back_each_knights_white_card():
    told, undone = told_and_undone(["new arthur kay gawain", "evil siege", "special fate"])
    assert "chaque Chevalier vivant pioche une carte Blanche" in told
    assert "Destinée : le Roi Arthur, Sire Kay et Sire Gauvain reposent chacun sur la pioche Blanche" in undone
    assert inverses_missing(told, undone, "fr") == []


def test_undoing_reinforcement_puts_back_the_four_cards_drawn_in_both_languages():
    for lang, back in (("fr", "Sire Kay repose sur la pioche Blanche les 4 cartes Blanches piochées"),
                       ("en", "Sir Kay puts the 4 white cards drawn back on the white deck")):
        told, undone = told_and_undone(["new kay gawain tristan", "evil siege", "special reinforcement self"], lang)
        assert back in undone, undone
        assert inverses_missing(told, undone, lang) == []


def test_undoing_the_grails_loss_names_desolation_apart():
    """The cards come back from the discard by name: 4 Désespoir and 2 Désolation, not « 6 Désespoir »."""
    cat = Catalog.load("fr", "shadows")
    lost = {"status": "lost", "grail": 0, "despair": 0, "desolation": 0, "dark_forest": False}
    playing = {"status": "active", "grail": 0, "despair": 6, "desolation": 2, "dark_forest": False}
    quests = lambda grail: {"grail": grail}       # noqa: E731 - the other quests do not move
    kay = {"place": "camelot", "life": 4, "alive": True, "relics": []}
    state = {"knights": {"kay": kay}, "swords": {"white": 0, "black": 0}, "siege": 0, "black_deck": 40}
    said = narrate(cat, {**state, "quests": quests(lost)}, {**state, "quests": quests(playing)}, undone=True)
    assert "remettez de la défausse 4 cartes Désespoir et 2 cartes Désolation" in " ".join(said), said


def test_the_grail_shows_which_of_its_black_cards_are_desolation():
    session = Session.in_memory()
    for line in ("new arthur kay gawain", "evil black", "black desolation"):
        session.submit(line)
    if session.state()["pending"]:
        session.submit("choose none")
    grail = session.state()["quests"]["grail"]
    assert grail["despair"] == 1 and grail["desolation"] == 1


def test_excalibur_taken_back_moves_back_toward_the_lake():
    cat = Catalog.load("fr", "shadows")
    text = cat.text("say.excalibur-steps", n=1, position=0, toward="lake")
    assert text.startswith("reculez Excalibur de 1 case vers le lac")
