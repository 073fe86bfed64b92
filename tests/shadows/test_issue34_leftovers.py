"""Issue 34's leftovers in Shadows' words: an undo addressed to the knight who acts (the card he laid, the
cards he fought a siege engine with), a fight card said as a card (« un Combat 1 »), the Traitor's draw said
as what it is (a card discarded, not stolen), a refused combination saying which value and which
combination, and the « Un Chevalier part » list keeping each knight's letter."""
from __future__ import annotations

import re

from companion.core import registry
from companion.core.i18n import Catalog, parse
from companion.core.table import TableContext
from companion.core.verb_pairs import inverses_missing
from companion.games.shadows.table.plays import breaks_combination
from companion.journal.session import Session
from tests.shadows.test_undo_says_back import told_and_undone
from tests.test_word_lints import FRENCH, ones_with_numbers

PICTS = ["new arthur kay gawain", "evil siege", "move picts", "end", "evil siege", "move picts", "end",
         "evil siege", "move picts", "end"]
WAR_WON = [*PICTS, "evil siege", "play fight-1", "end", "evil siege", "play fight-2", "end", "evil siege",
           "play fight-3", "end", "evil siege", "play fight-4", "end", "evil siege", "play fight-5"]


def test_undoing_a_card_laid_on_a_war_gives_it_back_to_the_knight_who_laid_it():
    for lang, said, back in (("fr", "Le Roi Arthur pose un Combat 1 sur la Guerre contre les Pictes.",
                              "Le Roi Arthur reprend en main la carte Combat 1 posée sur la Guerre contre les Pictes."),
                             ("en", "King Arthur lays a Fight 1 on the war against the Picts.",
                              "King Arthur takes back in hand the Fight 1 he laid on the war against the Picts.")):
        told, undone = told_and_undone([*PICTS, "evil siege", "play fight-1"], lang)
        assert said in told, told
        assert back in undone, undone
        assert "reprenez en main la carte Blanche" not in undone and "the white card" not in undone
        assert inverses_missing(told, undone, lang) == []


def test_undoing_the_card_that_won_a_war_gives_it_back_from_the_discard_with_the_others():
    told, undone = told_and_undone(WAR_WON)
    assert "Sire Kay reprend en main, de la défausse, la carte Combat 5 qu'il avait posée sur la Guerre contre les Pictes." \
        in undone, undone
    assert "remettez les 4 cartes Blanches, reprises de la défausse" in undone      # the 4 others, on the board
    assert inverses_missing(told, undone, "fr") == []


def test_an_undone_siege_roll_names_the_knight_who_takes_his_cards_back():
    for lang, back in (("fr", "Le Roi Arthur reprend de la défausse les cartes Combat jouées contre l'Engin de Siège."),
                       ("en", "King Arthur takes back from the discard the fight cards played against the siege engine.")):
        for roll in ("2", "7"):     # won, then lost
            told, undone = told_and_undone(["new arthur kay gawain", "evil siege", "siege fight-3 fight-2",
                                            f"roll {roll}"], lang)
            assert back in undone, undone


def test_the_traitors_card_is_said_discarded_never_stolen():
    """« Le Félon … vole » then « elle est défaussée »: p 13 says he draws it at random and discards it."""
    for lang, stolen in (("fr", re.compile(r"\bvol(?:e|er|ent|s)?\b", re.IGNORECASE)),
                         ("en", re.compile(r"\bst(?:eal|eals|ole|olen)\b|\btheft\b", re.IGNORECASE))):
        cat = Catalog.load(lang, "shadows")
        found = [m for m in ("event.turn-begins-traitor", "event.traitor-steals", "event.traitor-steals-none",
                             "error.already-stolen", "ui.steal", "button.steal", "act.steal")
                 if stolen.search(cat.text(m, knight="K", current="K"))]
        assert found == [], (lang, found)
    turn = Catalog.load("fr", "shadows").text("event.turn-begins-traitor", knight="Sire Kay")
    assert "la défausse" in turn


def test_a_refused_combination_says_the_value_and_the_combination():
    session = Session.in_memory()
    for line in ("new arthur kay gawain", "evil siege", "move black-knight", "end", "evil siege", "draw", "end",
                 "evil siege", "draw", "end", "evil siege", "play fight-3"):
        assert session.submit(line).accepted, line
    for line in ("end", "evil siege", "draw", "end", "evil siege", "draw", "end", "evil siege", "play fight-3"):
        assert session.submit(line).accepted, line
    for line in ("end", "evil siege", "draw", "end", "evil siege", "draw", "end", "evil siege"):
        assert session.submit(line).accepted, line
    state = session.state()
    cat = Catalog.load("fr", "shadows")
    assert breaks_combination(cat, "fight-3", state) == ("Un Combat 3 ne peut pas compléter deux paires de valeurs "
                                                         "différentes sur la Quête du Chevalier Noir (déjà posés : 3, 3).")
    assert breaks_combination(cat, "fight-4", state) == ""
    refused = session.submit("play fight-3")
    assert not refused.accepted
    front = registry.table("shadows").frontend(cat, TableContext.seeded(7, engine=lambda: session.game))
    said = cat.error(front.refusal_code(refused.code, state), refused.message)
    assert said == "Cette valeur ne peut pas compléter deux paires de valeurs différentes sur la Quête du Chevalier Noir."


def test_the_leave_list_keeps_each_knights_letter():
    session = Session.in_memory()
    cat = Catalog.load("fr", "shadows")
    front = registry.table("shadows").frontend(cat, TableContext.seeded(7, engine=lambda: session.game))
    for line in ("new arthur kay gawain", "evil siege"):
        session.submit(line)
    before = front._table(session.state()).pick("leave").items
    assert session.submit("leave kay").accepted
    after = front._table(session.state()).pick("leave").items
    assert [value for value, _ in before] == ["arthur", "kay", "gawain"]
    assert [value for value, _ in after] == ["arthur", "", "gawain"]


def test_no_french_one_variant_prints_a_literal_one():
    """0 takes `[one]` in French: a `[one]` variant says { $n } (or a word), never « 1 », unless `[0]` comes first."""
    assert [hit for path in FRENCH for hit in ones_with_numbers(parse(path))] == []
