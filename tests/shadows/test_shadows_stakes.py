"""Shadows over Camelot's questions say their stakes, counts keep their causes, and special cards' argument
menus keep fixed homes (issues 23 and 26), read through the real front end and a real session."""
from __future__ import annotations

from dataclasses import replace

import pytest

import ui_states as states
from companion.core.events import Event
from companion.core.screen import View, page_of, text_pages
from companion.core.together import last_page_with_menu, with_stake
from companion.core.frontend import Note, Step
from companion.games.shadows.table.menus import Menus
from test_frontend import FR, Table
from test_menu_homes import play_by_menus

FOUR = states.FOUR


def said_and_shown(table: Table) -> str:
    """What the table read and heard since the last input: every page of the message, the question."""
    return table.screen.speech


def test_the_counter_names_what_the_black_card_does_if_nobody_counters_it():
    table = Table(FOUR)
    table.press("A")
    table.scan("morgan-life")                  # a special black card: three Merlin cards may counter it
    heard = said_and_shown(table)
    assert FR.decision({"decision": "counter", "options": [], "card": "morgan-life"}) in heard
    assert "Si on laisse faire, chaque Chevalier perd 1 Point de Bravoure." in heard
    assert table.screen.menu[2] == FR.text("option.counter.none")       # the safe answer on C, as always


def test_a_countered_combat_card_is_never_named_nor_valued():
    question = FR.decision({"decision": "counter", "options": ["excalibur", "none"], "card": None})
    stake = FR.stake({"decision": "counter", "options": ["excalibur", "none"], "card": None})
    assert question == "Contrer cette carte Combat ?"
    assert "face visible ou cachée" in stake
    assert not any(ch.isdigit() for ch in question + stake)


def test_face_up_or_down_names_the_quest_and_what_face_down_gives():
    table = Table(FOUR)
    table.press("A")
    table.scan("lancelot-dragon-7-11")
    heard = said_and_shown(table)
    assert "Carte Combat sur la Quête de Lancelot : face visible ou cachée ?" in heard
    assert table.screen.menu == ("Face visible", "Cachée : +1 Blanche")     # each answer says what it does
    assert table.screen.message == ""              # the question stands alone over its answers: no press to read
    assert "7" not in heard and "11" not in heard and FR.card("lancelot-dragon-7-11") not in heard


def test_morgans_volunteer_question_gives_the_alternative():
    table = Table(FOUR, "evil black", "black morgan-sacrifice", "choose none")     # nobody counters
    heard = said_and_shown(table)
    assert "Qui perd 2 Points ?" in heard
    assert "Personne : chaque Chevalier défausse 1 carte Blanche." in heard


@pytest.mark.parametrize("card, labels", [("piety", ("Moi : +3 Points", "Les autres : +1 chacun")),
                                          ("reinforcement", ("Moi : 4 Blanches", "Les autres : 1 chacun"))])
def test_piety_and_reinforcement_say_their_amounts_on_each_answer(card, labels):
    table = Table(FOUR, "evil siege")
    assert table.scan(card) == []
    assert table.screen.menu == labels
    assert table.press("A") == [f"special {card} self"]


def test_the_stakes_are_said_once_then_the_question_stands_alone():
    table = Table(FOUR)
    table.press("A")
    table.scan("lancelot-dragon-1-5")
    for _ in range(3):
        if not table.screen.message:
            break
        table.press("OK")                      # reads what was said; no line is sent by it
    assert table.sent[-1] == "black lancelot-dragon-1-5"
    assert table.screen.message == "" and table.screen.prompt.startswith("Carte Combat")
    assert table.press("B") == ["choose down"]


def test_a_lost_war_says_its_swords_causes_with_the_mists_of_avalon():
    picts_turn = ("evil black", "black picts", "draw", "end")
    table = Table(FOUR, "evil black", "black mists-of-avalon", "choose none", "draw", "end",
                  *picts_turn, *picts_turn, *picts_turn, "evil black")
    table.scan("picts")                       # the fourth warrior: the war against the Picts is lost
    heard = table.screen.message
    assert "+2 Épées noires (+1 Brumes d'Avalon)." in heard


def test_heroism_is_named_as_the_cause_of_a_quests_extra_sword():
    won = [Event("quest-won", {"quest": "grail", "knights": ["kay"]}),
           Event("swords-added", {"colour": "white", "n": 4, "white": 4, "black": 0})]
    assert "+4 Épées blanches (+1 Héroïsme)." in " ".join(FR.events(won, effects=[]))
    plain = [won[0], Event("swords-added", {"colour": "white", "n": 3, "white": 3, "black": 0})]
    assert "+3 Épées blanches." in " ".join(FR.events(plain, effects=[]))
    lost = [Event("quest-lost", {"quest": "black-knight", "knights": []}),
            Event("swords-added", {"colour": "black", "n": 2, "white": 0, "black": 2})]
    # Without the state after, one extra sword could be Heroism's or the Mists': no cause is guessed.
    assert "+2 Épées noires." in " ".join(FR.events(lost))


def test_special_cards_arguments_keep_their_homes_over_a_random_game():
    homes: dict = {}
    seen = 0
    for state, _ in play_by_menus("shadows", 3, moves=60):
        menus = Menus(FR)
        for slug, accepted in (state.get("specials") or {}).items():
            if accepted in ([], [""]) or slug == "convocation":
                continue
            step = menus._special(slug, state)
            for at, (value, label) in enumerate(step.items):
                homes.setdefault((slug, label), set()).add(at)
            seen += 1
    assert seen > 10
    assert {name: places for name, places in homes.items() if len(places) > 1} == {}


def test_a_special_target_not_possible_now_keeps_its_place_and_says_why():
    table = Table(FOUR, "evil black", "black saxons", "move black-knight")
    table.press("C")
    table.press("B")
    table.scan("heroism")
    assert table.screen.menu[0] == FR.place("black-knight")       # the quests in the board's order
    if table.screen.message:
        table.press("OK")                         # the stake read
    assert table.press("A") == ["special heroism black-knight"]


def test_a_long_messages_last_sentences_come_back_over_the_menu_never_a_phrases_end():
    menu = ("Piocher des cartes", "Se déplacer", "Fin du tour")
    text = "La Quête du Chevalier Noir est perdue : 3 contre 9. Défaussez tout, retournez le plateau.\nAu tour de Sire Gauvain."
    shown = View(prompt="Action héroïque :", menu=menu, message=text, cover=True, ok="fermer")
    last = text_pages(shown) - 1
    note, page = last_page_with_menu(shown, Note(text, cover=True), last, "")
    assert last == 1 and page == 0 and not note.cover and note.text == "Au tour de Sire Gauvain."
    cut = "Un très long effet qui ne tient pas sur une page et se poursuit sans point final " * 3
    shown = View(prompt="Action héroïque :", menu=menu, message=cut.strip(), cover=True, ok="fermer")
    last = text_pages(shown) - 1
    note, page = last_page_with_menu(shown, Note(cut.strip(), cover=True), last, "")
    assert note.cover and page == last             # a phrase's end is never shown alone over the menu


def test_a_warrior_to_counter_is_counted_on_the_board_and_the_fourth_loses_the_war():
    table = Table(FOUR, "evil black", "black picts", "draw", "end")
    pending = {"decision": "counter", "options": ["excalibur", "none"], "card": "picts"}
    assert FR.stake(pending, table.state) == \
        "Si on laisse faire, un Guerrier de plus sur la Guerre contre les Pictes : 2 sur 4."
    board = {"quests": {"picts": {"warriors": 3, "status": "active"}}}
    # What losing costs is said with it (issue 34): a black sword, two engines, a point for each knight there.
    assert FR.stake(pending, board).endswith("4 sur 4, la guerre est perdue : +1 Épée noire, +2 Engins de Siège.")


def test_an_accused_knights_reveal_says_what_each_answer_does():
    table = Table(*states.ACCUSE_OPEN_LINES, "accuse gawain")
    heard = said_and_shown(table)
    assert "Loyal : une Épée blanche passe côté noir. Félon : +1 Épée blanche, il est démasqué." in heard


def pages_read(view: View) -> list[str]:
    """Each page of the view's text as the table reads it, OK after OK."""
    return [" ".join(line for line, _ in page_of(replace(view, page=page))[0]) for page in range(text_pages(view))]


def test_a_stake_that_fits_on_a_page_is_never_cut_by_a_page_turn():
    # Viviane's stake is four lines: after the one-line question it used to run on, « … jusqu'à la » over
    # « prochaine Quête gagnée. » on the next page.
    table = Table(FOUR)
    table.press("A")
    table.scan("vivien")
    pages = pages_read(table.screen)
    stake = "Si on laisse faire, plus de Merlin, sous aucune forme, jusqu'à la prochaine Quête gagnée."
    assert pages == ["Contrer Viviane ?", stake]


def test_a_result_joins_a_stake_only_when_every_sentence_keeps_its_page():
    # The eleventh siege engine, then Brocéliande's question: three pages only by running a sentence on,
    # so the result is said alone and the question with its stakes once it is closed.
    warning = "\n".join((FR.text("event.edge-siege", siege=11), FR.text("event.siege-added", n=1, total=11)))
    pending = {"decision": "counter", "options": ["excalibur", "none"], "card": "dark-forest"}
    step = Step(FR.decision(pending), stake=FR.stake(pending))
    assert with_stake(step, Note(warning), Note) == Note(warning)
    joined = with_stake(step, None, Note)
    assert joined.text == f"{step.prompt} {FR.stake(pending)}" and step.stake == ""
    for text in (warning, joined.text):
        pages = pages_read(View(message=text, cover=True, ok="fermer"))
        assert all(page.endswith((".", "?", "!")) for page in pages), pages


def test_a_war_says_what_losing_it_costs_as_the_board_stands():
    """« le 4e la fait perdre » says the price (GLQ p 5): the Mists' sword, the knights there."""
    board = {"quests": {"picts": {"warriors": 3, "status": "active"}}, "effects": ["mists-of-avalon"],
             "knights": {"kay": {"alive": True, "place": "picts"}, "arthur": {"alive": True, "place": "camelot"}}}
    pending = {"decision": "counter", "options": ["none"], "card": "picts"}
    assert FR.stake(pending, board).endswith(
        "la guerre est perdue : +2 Épées noires, +2 Engins de Siège, −1 Point de Bravoure au Chevalier présent.")
    war = FR.stake({"decision": "war", "options": ["picts", "saxons"], "card": "picts"}, board)
    assert "le 4e la fait perdre : +2 Épées noires, +2 Engins de Siège" in war


def test_a_grail_card_is_said_for_the_grail_as_it_stands():
    """Désolation's question while the Grail is played says what it does there, not « Quête finie »."""
    pending = {"decision": "counter", "options": ["none"], "card": "desolation"}
    playing = FR.stake(pending, {"quests": {"grail": {"status": "active"}}})
    assert "chasse la carte Graal la plus éloignée" in playing and "finie" not in playing
    over = FR.stake(pending, {"quests": {"grail": {"status": "lost"}}})
    assert over == "Si on laisse faire, la Quête du Saint Graal est finie : +1 Engin de Siège."


def test_leaving_a_solo_quest_says_its_price_before_the_move():
    """GLQ p 2: the white cards laid on the Black Knight are discarded when he leaves: the menu says it first."""
    table = Table(FOUR, "evil siege", "move black-knight", "end", *["evil siege", "draw", "end"] * 3,
                  "evil siege", "play fight-3", "end", *["evil siege", "draw", "end"] * 3, "evil siege")
    step = table.frontend._move(table.state)
    assert step.prompt.endswith("Partir de la Quête du Chevalier Noir défausse la carte Blanche posée."), step.prompt
