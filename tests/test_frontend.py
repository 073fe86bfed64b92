"""The front end, as stories at the table: press a button, scan a card, read the screen, see the line sent."""
from __future__ import annotations

import random

import pytest

import ui_states as states
from companion.core.dice import Dice
from companion.core.frontend import last_act
from companion.core.table import TableContext
from companion.games.shadows.table.frontend import Menus as Frontend
from companion.core.i18n import Catalog
from companion.core.screen import render
from companion.journal.session import Session
from companion.games.shadows.cards import CARDS

FR = Catalog.load("fr", "shadows")


class Table:
    """A real session and the front end, wired as the box wires them: each input's lines are submitted."""

    def __init__(self, *lines: str, seed: int = 7):
        self.session = Session.in_memory()
        for line in lines:
            assert self.session.submit(line).accepted, line
        self.frontend = Frontend(FR, TableContext.seeded(seed, last_act=self.last_act))
        self.seed = seed
        self.sent: list[str] = []
        self.outcome = None
        self.screen = self.frontend.view(self.state)

    @property
    def state(self) -> dict:
        return self.session.state()

    def last_act(self):
        """The journal's last line and the state before it, as the box gives them (BACK's question)."""
        return last_act(self.session.lines, self.session.game_kind, self.session.setup) \
            if self.session.game is not None else None

    def ask_the_engine(self) -> None:
        """Menus that ask the engine, as the box builds them (its context gives the game in progress)."""
        self.frontend = Frontend(FR, TableContext.seeded(self.seed, engine=lambda: self.session.game,
                                                         last_act=self.last_act))
        self.screen = self.frontend.view(self.state)

    def press(self, name: str, held: bool = False) -> list[str]:
        return self._submit(self.frontend.on_button(name, held, self.state))

    def read(self) -> None:
        """OK while a message covers the menu (issue 32: a letter chooses nothing hidden under it)."""
        while self.screen.cover:
            self.press("OK")

    def scan(self, slug: str) -> list[str]:
        return self._submit(self.frontend.on_card(slug, self.state))

    def _submit(self, lines: list[str]) -> list[str]:
        self.outcome = None
        for line in lines:
            self.outcome = self.session.submit(line)
            if not self.outcome.accepted:
                break
        self.sent += lines
        self.screen = self.frontend.view(self.state, self.outcome)
        return lines

    def choose(self, label: str) -> list[str]:
        """The option `label` pressed at its home: OK to its page, then its letter (as a table learns it)."""
        step = self.frontend._current()
        at = [lab for _, lab in step.items].index(label)
        for _ in range(6):
            if self.frontend._current().page == at // 3:
                break
            self.press("OK")
        return self.press("ABC"[at % 3])

    def shows(self) -> str:
        """Everything written on the screen now, as one text."""
        return "\n".join((self.screen.message, self.screen.prompt, *self.screen.menu, self.screen.ok))


def marked(label: str) -> str:
    """How the screen draws an option not possible now, in its place."""
    return f"({label})"


def every_item(table: Table) -> list[str]:
    """The labels of every page of the menu, turning its pages with OK back to the first one."""
    first, labels = table.screen.menu, []
    while True:
        labels += table.screen.menu
        table.press("OK")
        if table.screen.menu == first:
            return labels


FOUR = states.FOUR


# ---------------------------------------------------------------------- the Progression of Evil

def test_the_evil_phase_puts_the_three_evils_on_the_buttons():
    table = Table(FOUR)
    assert table.screen.menu == (FR.text("button.evil-black"), FR.text("button.evil-siege"),
                                 FR.text("button.evil-life"))
    assert table.press("B") == ["evil siege"]
    assert table.state["siege"] == 1


def test_press_a_then_scan_the_black_card_drawn():
    table = Table(FOUR)
    assert table.press("A") == ["evil black"]
    assert table.screen.prompt == FR.text("decision.black")
    assert table.scan("despair") == ["black despair"]
    assert table.state["quests"]["grail"]["despair"] == 1


def test_a_black_card_scanned_at_the_start_of_a_turn_is_the_one_drawn():
    table = Table(FOUR)
    assert table.scan("despair") == ["evil black", "black despair"]


def test_the_face_question_never_shows_the_combat_cards_value():
    table = Table(FOUR)
    table.press("A")
    table.scan("black-knight-5")
    assert table.screen.prompt == FR.text("decision.face", quest=FR.place("black-knight"))
    assert FR.text("option.face.down") == "Cachée : +1 Blanche"   # what face down gives, on its answer
    assert table.screen.menu == (FR.text("option.face.up"), FR.text("option.face.down"))
    assert "5" not in table.shows() and FR.card("black-knight-5") not in table.shows()
    # Scanning it again to read its rule names only its family.
    table.scan("black-knight-5")
    assert FR.text("card-family.black-knight") in table.shows() and "5" not in table.shows()
    assert table.press("BACK") == []               # only closes the rule card
    assert table.press("B") == ["choose down"]
    assert table.state["quests"]["black-knight"]["black_up"] == []


def test_a_white_card_is_not_the_black_card_awaited():
    table = Table(FOUR, "evil black")
    assert table.scan("fight-3") == []
    assert table.screen.message == FR.text("ui.expect.black") and table.screen.alert


def test_back_asks_before_taking_back_and_held_back_goes_on_taking_back():
    """Issue 32: BACK at a menu's top names what an undo takes and whose move it was; only OK takes it back,
    any other key keeps it; BACK held walks back at once, one command a hold, each said by name."""
    table = Table(FOUR, "evil siege", "draw", "end", "evil siege")
    assert table.press("BACK") == []
    assert table.screen.prompt == "Reprendre : Progression du Mal de Sire Gauvain ?" and table.screen.ok == "reprendre"
    assert table.press("BACK") == [] and table.screen.prompt != "Reprendre : Progression du Mal de Sire Gauvain ?"
    assert table.press("BACK") == [] and table.press("A") == []          # a letter keeps it too: nothing chosen
    assert table.state["siege"] == 2
    table.press("BACK")
    assert table.press("OK") == ["undo"]
    assert table.state["phase"] == "evil" and table.state["siege"] == 1
    assert "annulé" in table.screen.message
    assert table.press("BACK", held=True) == ["undo"]
    assert table.press("BACK", held=True) == ["undo"]
    assert table.state["current"] == "arthur" and table.state["phase"] == "heroic"


def test_the_unmasked_traitor_steals_first_then_does_evil_and_is_not_offered_a_second_steal():
    table = Table(*states.TRAITOR_TURN_LINES)
    # Annexe 1: the steal is not optional; the menu asks it first (nobody, when no one has a card).
    assert table.screen.prompt == FR.text("ui.steal")
    assert FR.knight("gawain") not in table.screen.menu
    assert table.press("A") == ["steal arthur"]
    assert table.screen.prompt == FR.text("ui.evil.traitor")
    assert FR.text("button.steal") not in table.screen.menu
    # The life point keeps its place, marked: pressing it says the rule and sends nothing.
    assert table.screen.menu == (FR.text("button.evil-black"), FR.text("button.evil-siege"),
                                 marked(FR.text("button.evil-life")))
    table.press("OK")                 # the steal's words cover the menu: read, closed (a letter chooses nothing hidden)
    assert table.press("C") == [] and table.screen.message == FR.text("error.traitor-no-life")


def test_undoing_the_steal_asks_it_again():
    table = Table(*states.TRAITOR_TURN_LINES)
    table.press("A")
    assert table.press("BACK") == []            # closes the steal's words, nothing more
    assert table.press("BACK") == [] and table.screen.prompt == "Reprendre : tirage du Félon de Sire Gauvain ?"
    assert table.press("OK") == ["undo"]
    assert table.screen.prompt == FR.text("ui.steal")


# ---------------------------------------------------------------------- Lancelot's Armor

def armor_table() -> Table:
    return Table(*states.ARMOR_LINES)


def test_with_the_armor_the_second_card_goes_under_the_deck():
    table = armor_table()
    table.press("A")
    assert table.scan("lancelot-dragon-5-9") == []
    assert table.screen.prompt == FR.text("ui.armor")
    assert "Dragon" not in table.shows()          # the card kept for the line is never named
    assert table.scan("despair") == ["black lancelot-dragon-5-9 under despair"]


def test_with_the_armor_ok_skips_the_second_card():
    table = armor_table()
    table.press("A")
    table.scan("despair")
    assert table.screen.ok == FR.text("ok.none")
    assert table.press("OK") == ["black despair"]


def test_with_the_armor_both_cards_can_be_scanned_before_any_button():
    table = armor_table()
    assert table.scan("excalibur") == []
    assert table.scan("despair") == ["evil black", "black excalibur under despair"]


def test_the_armor_does_not_draw_two_for_morgans_three_cards():
    table = armor_table()
    table.press("A")
    table.scan("morgan-three")
    table.press("OK")                             # the Morgan card itself: no second card
    table.read()
    table.press("C")                              # no Merlin counter: let it be (the safe answer, on C)
    assert table.state["pending"]["decision"] == "black"
    assert table.scan("despair") == ["black despair"]


# ---------------------------------------------------------------------- heroic actions

def test_the_heroic_menu_keeps_every_option_at_its_home_the_end_of_the_turn_on_c():
    table = Table(FOUR, "evil siege")
    first = table.screen.menu
    # Ending before any action would be refused: « Fin du tour » stays on C, marked.
    assert first == (FR.text("action.draw"), FR.text("action.move"), marked(FR.text("action.end")))
    assert table.screen.ok == FR.text("ok.more", page=1, pages=4)   # the last page: around the table
    assert table.press("C") == [] and table.screen.message == FR.text("ui.not-now.end")
    assert table.sent == [] and table.screen.menu == first                 # nothing changed
    while table.screen.message:
        table.press("OK")                                                  # read, closed
    table.press("OK")
    assert table.screen.menu[1] == FR.text("action.siege")
    for _ in range(3):
        table.press("OK")
    assert table.screen.menu == first


def all_items(table) -> list[str]:
    """Every label of the current menu, page after page."""
    step = table.frontend._current()
    return [label for _, label in step.items]


def test_after_the_action_only_what_is_still_legal_is_offered():
    table = Table(FOUR, "evil siege")
    table.press("A")                                   # draw: the turn's heroic action
    offered = all_items(table)
    step = table.frontend._current()
    for spent in ("action.siege", "action.play", "action.special", "action.heal", "action.move", "action.draw"):
        value = step.items[offered.index(FR.text(spent))][0]
        assert value.startswith("!"), spent       # in its place, marked: not possible now
    assert step.items[2] == ("end", FR.text("action.end"))


def test_after_a_sacrifice_a_second_action_of_another_kind_and_then_no_second_sacrifice():
    table = Table(FOUR, "evil siege", "draw", "sacrifice")
    live = [label for value, label in table.frontend._current().items if not value.startswith("!")]
    assert FR.text("action.draw") not in live and FR.text("action.sacrifice") not in live
    assert FR.text("action.move") in live
    table.session.submit("move grail")
    table.screen = table.frontend.view(table.state, table.session.submit("play grail"))
    assert "sacrifiez" not in table.screen.message
    assert table.screen.message == FR.text("error.no-action-left-sacrificed")


def test_no_siege_fight_is_offered_when_no_engine_stands_around_camelot():
    table = Table(FOUR, "evil black", "black picts")   # no siege engine yet
    items = dict((label, value) for value, label in table.frontend._current().items)
    assert items[FR.text("action.siege")] == "!siege"       # at its home, marked


def test_after_tristans_free_move_the_header_still_asks_for_the_heroic_action():
    table = Table("new arthur tristan gawain", "evil siege", "draw", "end", "evil siege", "move grail")
    assert table.state["heroic"]["acted"]
    assert table.screen.prompt == FR.text("ui.heroic")


def test_after_the_action_c_ends_the_turn_as_always():
    table = Table(FOUR, "evil siege")
    assert table.press("A") == ["draw"]
    assert table.screen.prompt == FR.text("ui.heroic.done")
    assert table.screen.menu[2] == FR.text("action.end")
    assert table.press("C") == ["end"]
    assert table.state["current"] == "gawain"


def test_move_lists_the_places_one_can_go():
    table = Table(FOUR, "evil siege", "move black-knight", "end", "evil siege")
    table.press("B")                              # Se déplacer
    places = every_item(table)
    assert places[:3] == [marked(FR.place("camelot")), marked(FR.place("black-knight")), FR.place("lancelot")]
    assert marked(FR.place("dragon")) in places   # not in play before Lancelot ends: in its place, marked
    assert table.press("A") == [] and table.screen.message == FR.text("ui.not-now.here")   # Gawain stands there
    assert table.press("C") == ["move lancelot"]


def test_a_fight_card_scanned_on_a_combat_quest_is_played():
    table = Table(*states.AT_BLACK_KNIGHT_LINES)
    assert table.scan("fight-3") == ["play fight-3"]
    assert table.state["quests"]["black-knight"]["white"] == [3]


def test_a_grail_card_scanned_at_the_grail_is_played():
    table = Table(*states.AT_GRAIL_LINES)
    assert table.scan("grail") == ["play grail"]


def test_play_from_the_menu_then_scan():
    table = Table(*states.AT_BLACK_KNIGHT_LINES)
    table.choose(FR.text("action.play"))
    assert table.screen.prompt == FR.text("hand.play")    # the cards that fit, or the card scanned
    assert table.scan("fight-2") == ["play fight-2"]


def test_a_card_scanned_when_nothing_waits_shows_its_rule_and_changes_nothing():
    table = Table(FOUR, "evil siege")
    before = table.state
    assert table.scan("fight-4") == []            # at Camelot a fight card could be a siege or a heal
    title, rule = FR.card_rule("fight-4")
    assert table.screen.prompt.startswith(title) and table.screen.menu == ()
    assert table.press("A") == []                 # the first press only closes the rule
    assert table.screen.menu and table.state == before


def test_a_long_rule_is_turned_page_by_page_with_ok():
    table = Table(FOUR, "evil siege")
    table.scan("merlin")                          # a special card: Merlin's targets
    table.press("BACK")
    table.scan("loyal")                           # a loyalty card: the rule, the same for both
    pages = 0
    while table.screen.menu == ():
        pages += 1
        table.press("OK")
    assert pages >= 1 and table.sent == []


def test_siege_collects_fight_cards_then_ok_fights_then_ok_rolls():
    table = Table(FOUR, "evil siege")
    table.choose(FR.text("action.siege"))
    assert table.scan("fight-3") == []
    assert table.scan("fight-2") == []
    assert FR.text("ui.siege.total", total=5, count=2) in table.screen.prompt
    assert table.scan("grail") == [] and table.screen.alert
    assert table.press("OK") == ["siege fight-3 fight-2"]
    assert table.screen.prompt == FR.text("decision.roll")
    [line] = table.press("OK")
    value = int(line.split()[1])
    assert line == f"roll {value}" and 1 <= value <= 8
    # The die is said once, in the siege's result, not announced again before it.
    assert FR.text("ui.die", value=value) not in table.screen.message
    assert f"contre {value} au dé" in table.screen.message


def test_siege_cards_are_ticked_on_one_menu_a_value_twice_for_two_cards_then_ok_fights():
    """Issue 33: the fight cards chosen without a reader, on one menu of ticks (the box's confirm grammar: A/B/C
    tick, OK turns to the last page then fights), beside a card scanned before."""
    table = Table(FOUR, "evil siege")
    table.choose(FR.text("action.siege"))
    table.scan("fight-1")
    table.choose(FR.text("hand.tick-fights"))
    assert table.press("C") == [] and table.press("C") == []        # Combat 3, twice: two cards
    assert FR.text("ui.siege.total", total=7, count=3) in table.screen.prompt
    assert table.press("OK") == []                                  # the page of Combat 4 and 5
    assert table.press("B") == [] and table.press("B") == [] and table.press("B") == [] and table.press("B") == []
    assert table.press("OK") == ["siege fight-1 fight-3 fight-3"]   # Combat 5 three times, then none again


def test_the_die_result_can_be_typed_from_the_buttons():
    table = Table(FOUR, "evil siege", "siege fight-1")
    table.press("A")                              # Saisir le dé
    table.press("OK")
    table.press("OK")                             # third page: 7, 8
    assert table.press("B") == ["roll 8"]


def test_the_companion_rolls_a_fair_eight_sided_die():
    lines: list[str] = []          # the game's journal: each roll is the next one (the core's dice)
    frontend = Frontend(FR, TableContext(dice=Dice(lambda: 1, lambda: lines)))
    rolls = set()
    for _ in range(200):
        lines += frontend.on_button("OK", False, states.ROLL)
        rolls.add(int(lines[-1].split()[1]))
    assert rolls == set(range(1, 9))


def test_back_during_a_siege_takes_back_the_last_card_scanned():
    table = Table(FOUR, "evil siege")
    table.choose(FR.text("action.siege"))
    table.scan("fight-3")
    table.scan("fight-5")
    table.press("BACK")
    assert table.press("OK") == ["siege fight-3"]


def test_heal_takes_three_cards_and_never_names_them():
    table = Table(FOUR, "evil siege")
    table.choose(FR.text("action.heal"))
    table.scan("fight-2")
    table.scan("fight-2")
    assert FR.card("fight-2") not in table.shows()
    assert table.scan("fight-2") == ["heal fight-2 fight-2 fight-2"]


def test_heal_refuses_a_card_that_does_not_match_the_moment_it_is_scanned_and_keeps_its_cards():
    table = Table(FOUR, "evil siege")
    table.ask_the_engine()
    table.choose(FR.text("action.heal"))
    table.scan("fight-2")
    prompt = table.screen.prompt
    assert table.scan("fight-3") == [] and table.screen.message == FR.text("error.not-identical")
    assert table.screen.prompt == prompt          # still one card of three: nothing lost
    table.scan("fight-2")
    assert table.scan("fight-2") == ["heal fight-2 fight-2 fight-2"]


def test_a_special_card_scanned_asks_for_its_arguments():
    table = Table(FOUR, "evil siege")
    assert table.scan("piety") == []
    assert table.screen.prompt == FR.text("ui.special.piety")
    assert table.press("B") == ["special piety others"]


def test_special_cards_without_arguments_are_played_at_once():
    table = Table(FOUR, "evil siege")
    assert table.scan("clairvoyance") == ["special clairvoyance"]


def test_merlin_marks_what_cannot_be_removed_and_keeps_each_target_at_its_home():
    table = Table(FOUR, "evil black", "black saxons", "move black-knight")
    table.press("C")                              # Fin du tour
    table.press("B")                              # Gawain: add a siege engine
    table.scan("merlin")
    table.read()                                  # its stakes read: the menu
    # The siege engine, then the quests in the board's order: those with nothing to remove are marked.
    assert table.screen.menu == (FR.text("option.siege"), f"({FR.place('black-knight')})", f"({FR.place('lancelot')})")
    assert table.press("B") == []                 # a marked target says why and sends nothing
    assert FR.text("ui.not-now.special", target=FR.place("black-knight")) in table.shows()
    table.press("OK")                             # closes the reason
    assert table.press("OK") == []                # the next page with something to press: the wars
    assert table.screen.menu == (f"({FR.place('picts')})", FR.place("saxons"))
    assert table.press("B") == ["special merlin saxons"]


def test_convocation_ticks_the_knights_who_come_back():
    table = Table(FOUR, "evil siege", "move grail", "end", "evil siege", "move picts", "end", "evil siege")
    table.scan("convocation")
    # Each knight at his seat's home; Perceval, at Camelot already, marked in his place.
    assert table.screen.menu == (FR.knight("arthur"), FR.knight("gawain"), f"({FR.knight('percival')})")
    table.press("B")
    assert table.screen.marked == frozenset({1})
    assert ok_until_sent(table) == ["special convocation gawain"]     # the last page, then confirmed


def test_fate_offers_the_traitors_reveal_only_when_there_can_be_one():
    table = Table(FOUR, "evil siege")
    table.scan("fate")
    assert table.screen.menu == (FR.text("option.fate.draw"), FR.text("option.fate.reveal"))
    assert table.press("A") == ["special fate"]
    first_game = Table("new arthur gawain kay no-traitor", "evil siege")
    first_game.scan("fate")
    assert first_game.screen.menu == (FR.text("option.fate.draw"), f"({FR.text('option.fate.reveal')})")


def ok_until_sent(table, presses: int = 4) -> list[str]:
    """OK pressed until it sends (a long prompt is read page by page first)."""
    for _ in range(presses):
        sent = table.press("OK")
        if sent:
            return sent
    return []


def test_accusations_open_at_six_siege_engines_and_the_accused_scans_his_card():
    closed = Table(FOUR, "evil siege")
    assert FR.text("action.accuse") not in closed.screen.menu + closed.frontend.view(closed.state).menu
    table = Table(*states.ACCUSE_OPEN_LINES)
    assert FR.text("action.accuse") in every_item(table)
    table.choose(FR.text("action.accuse"))
    assert FR.knight("percival") not in table.screen.menu   # himself: in his place, marked
    assert table.choose(FR.knight("gawain")) == []            # its price said first (p 16), OK pays it
    assert FR.knight("gawain") in table.screen.prompt and "Loyal : rien" in table.screen.prompt  # no white sword yet
    assert ok_until_sent(table) == ["accuse gawain"]
    assert table.screen.prompt == FR.decision(table.state["pending"])
    assert table.scan("fight-1") == [] and table.screen.message == FR.text("ui.expect.loyalty")
    assert table.scan("loyal") == ["reveal loyal"]


# ---------------------------------------------------------------------- decisions

def test_sir_kay_adds_a_scanned_fight_card_or_ok_for_none():
    table = Table(*states.KAY_LINES)
    assert table.screen.ok == FR.text("ok.none")
    assert table.scan("fight-4") == ["choose fight-4"]
    other = Table(*states.KAY_LINES)
    assert other.press("OK") == ["choose none"]


def test_options_beyond_three_are_on_the_next_page():
    table = Table(FOUR, "evil black", "black morgan-discard", "choose none")
    # The seats in order, « Personne » (the safe answer) on C of the first page.
    assert table.screen.menu == (FR.knight("arthur"), FR.knight("gawain"), FR.text("option.none"))
    for _ in range(3):                            # OK reads what was said (the question's stakes), then turns
        table.press("OK")
        if table.screen.menu[0] == FR.knight("percival"):
            break
    assert table.screen.menu == (FR.knight("percival"), FR.knight("palomides"))
    table.press("OK")
    assert table.press("C") == ["choose none"]


def test_a_refusal_is_said_in_plain_words():
    table = Table(FOUR, "evil siege")
    table._submit(["accuse gawain"])
    assert table.screen.alert
    assert table.screen.message == FR.text("error.accusation-too-early")
    for _ in range(4):                            # OK reads on, then closes it
        table.press("OK")
    assert table.screen.message == "" and table.sent == ["accuse gawain"]


# ---------------------------------------------------------------------- a new game, the end

def test_a_new_game_takes_the_knights_in_the_order_they_are_ticked():
    table = Table()
    assert table.screen.prompt == FR.text("ui.setup")
    table.press("C")                              # Gauvain
    table.press("A")                              # Arthur
    table.press("OK")
    table.press("A")                              # Kay
    table.press("OK")
    assert table.screen.ok == FR.text("ok.start")
    table.press("B")                              # Sans Félon
    assert table.press("OK") == ["new gawain arthur kay no-traitor"]
    assert table.state["current"] == "arthur" and table.state["options"]["no_traitor"]


def test_a_new_game_needs_three_knights():
    table = Table()
    table.press("A")
    table.press("OK")
    table.press("OK")
    assert table.press("OK") == []
    assert table.screen.message == FR.text("ui.setup.count")


def test_the_end_says_who_won_and_survives_one_ok_a_second_starts_again():
    table = Table(FOUR, *states.quiet_turns(11), "evil siege")
    evil = FR.text("ui.over.evil-traitor", known="no", knight="")     # the Traitor wins with Evil (p 18)
    assert evil in table.screen.prompt
    assert FR.text("reason.siege") in table.screen.prompt
    table.press("OK")
    assert table.screen.prompt == FR.text("ui.new-game-sure")       # a new game asked, the result kept
    table.press("BACK")
    assert table.screen.prompt.startswith(evil) and table.sent == []
    table.press("OK")
    table.press("OK")
    assert table.screen.prompt == FR.text("ui.setup")


# ---------------------------------------------------------------------- the screen's messages

def test_events_with_words_are_said_after_the_move():
    cat = type(FR)("fr", ["event-siege-added = Un Engin de plus : { $total }/12."], FR)
    frontend = Frontend(cat)
    session = Session.in_memory()
    session.submit(FOUR)
    [line] = frontend.on_button("B", False, session.state())
    view = frontend.view(session.state(), session.submit(line))
    assert view.message == "Un Engin de plus : 1/12." and not view.alert


def test_a_trouble_is_said_first_and_inverted():
    view = Frontend.with_notice(Frontend(FR).view(states.EVIL), "L'écran ne répond plus.")
    assert view.message.startswith("L'écran ne répond plus.") and view.alert


@pytest.mark.parametrize("slug", sorted(CARDS))
def test_no_card_scanned_at_any_moment_breaks_the_front_end(slug):
    for state in (states.SETUP, states.EVIL, states.HEROIC_AT_CAMELOT, states.FACE, states.ROLL, states.KAY,
                  states.COUNTER, states.REVEAL, states.TRAITOR_TURN, states.ARMOR_DRAW, states.OVER):
        frontend = Frontend(FR)
        frontend.view(state)
        lines = frontend.on_card(slug, state)
        assert all(isinstance(line, str) for line in lines)
        frontend.view(state)


def test_ok_with_nothing_to_confirm_does_nothing_ok_held_opens_the_board_page():
    session = Session.in_memory()
    for line in ["new arthur gawain kay", "evil black", "black black-knight-7", "choose down", "move picts",
                 "end", "evil black", "black black-knight-3", "choose up", "move picts", "end",
                 "evil siege", "move black-knight", "end"]:
        assert session.submit(line).accepted, line
    frontend = Frontend(FR)
    state = session.state()
    shown = frontend.view(state)
    assert frontend.on_button("OK", False, state) == [] and frontend.view(state) == shown   # nothing new
    assert frontend.on_button("OK", True, state) == []
    assert frontend.view(state).prompt == FR.text("ui.board-index")      # OK held: the board's index
    assert frontend.on_button("B", False, state) == []                   # its quests
    assert frontend.on_button("A", False, state) == []                   # the fights: the Black Knight's
    board = frontend.view(state)
    assert "Chevalier Noir : — contre 2 cartes Noires (visibles : 3)" in board.prompt
    assert "7" not in board.prompt.split("Chevalier Noir")[1].split("\n")[0]   # the face-down 7 stays hidden
    assert frontend.on_button("OK", True, state) == []                   # held again: closed
    assert frontend.view(state) == shown


def test_around_the_table_the_white_deck_runs_out_and_a_knight_joins():
    table = Table("new arthur gawain kay", "evil siege")
    while "Autour de la table" not in table.screen.menu:
        table.press("OK")                                   # the last page of the heroic menu
    table.press("ABC"[table.screen.menu.index("Autour de la table")])
    assert table.screen.prompt == FR.text("ui.table")
    assert table.press("A") == ["reshuffle"]
    while "Autour de la table" not in table.screen.menu:
        table.press("OK")
    table.press("ABC"[table.screen.menu.index("Autour de la table")])
    table.press("B")                                        # a knight joins
    assert table.screen.menu[0] == FR.knight("galahad")
    assert table.press("A") == ["join galahad"]
    assert table.state["seats"] == ["arthur", "galahad", "gawain", "kay"]


def test_setting_up_counts_the_knights_ticked_and_shows_no_old_game_on_the_strip():
    frontend, state = Frontend(FR), states.OVER
    frontend.view(state)
    frontend.on_button("OK", False, state)          # « nouvelle partie »
    frontend.view(state)
    frontend.on_button("OK", False, state)          # « oui, nouvelle partie »
    view = frontend.view(state)
    assert view.new_game and view.prompt == FR.text("ui.setup")
    strip = render(state, view, FR).crop((0, 0, 128, 10))
    assert strip.tobytes() == render(states.SETUP, view, FR).crop((0, 0, 128, 10)).tobytes()
    frontend.on_button("A", False, state)
    frontend.on_button("B", False, state)
    assert frontend.view(state).prompt == FR.text("ui.setup.chosen", count=2)


def test_ok_closes_what_just_happened_whether_it_fits_over_the_menu_or_covers_it():
    table = Table(FOUR, "evil siege", "draw")
    assert table.press("C") == ["end"]                 # Gauvain's turn: the news sits over his evil menu
    assert table.screen.message and table.screen.menu
    assert table.press("OK") == [] and table.screen.message == ""
    assert not table.screen.prompt.startswith(FR.text("board.knights"))   # OK did not jump to the board
    table.press("OK")
    assert not table.screen.prompt.startswith(FR.text("board.knights"))   # nor the second time
    table.press("OK", held=True)
    assert table.screen.prompt == FR.text("ui.board-index")               # OK held: the board's index


def test_the_core_knows_no_game_it_reaches_them_through_the_registry():
    import ast
    from pathlib import Path
    core = Path(__file__).resolve().parent.parent / "companion"
    for name in ("core/frontend.py", "core/screen.py", "box/app.py", "box/sim.py", "core/i18n.py"):
        tree = ast.parse((core / name).read_text("utf-8"))
        imported = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
        imported += [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names]
        assert not [m for m in imported if {"shadows", "tournament"} & set(m.split("."))], name


# ---------------------------------------------------------------------- OK held: the board from every screen


def test_ok_held_on_the_second_page_of_a_menu_opens_the_boards_index_and_the_menu_comes_back_on_that_page():
    table = Table("new arthur gawain kay", "evil siege")
    table.press("OK")
    assert table.screen.ok == FR.text("ok.more", page=2, pages=4)
    second = table.screen.menu
    assert table.press("OK", held=True) == []
    assert table.screen.prompt == FR.text("ui.board-index")
    assert table.screen.menu == tuple(FR.text(f"board.section-{s}") for s in ("knights", "quests", "table"))
    table.press("A")                         # a section: the knights
    assert table.screen.prompt.startswith(FR.text("board.knights")) and table.screen.menu == ()
    table.press("BACK")                      # closes the section: the index again
    assert table.screen.prompt == FR.text("ui.board-index")
    table.press("BACK")                      # closes the index, takes nothing back
    assert table.screen.menu == second and table.session.lines[-1] == "evil siege"
    assert table.screen.ok == FR.text("ok.more", page=2, pages=4)          # the same menu, the same page


def test_ok_held_while_a_question_waits_shows_the_board_then_held_again_closes_it():
    table = Table("new arthur gawain kay", "evil black")
    question = table.screen.prompt
    table.press("OK", held=True)
    assert table.screen.prompt == FR.text("ui.board-index")
    table.press("OK", held=True)
    assert table.screen.prompt == question and table.sent == []
    table.press("OK", held=True)
    table.press("A")                         # held again from inside a section: closes the whole board
    assert table.screen.menu == () and table.screen.prompt != question
    table.press("OK", held=True)
    assert table.screen.prompt == question and table.sent == []


def test_ok_held_while_the_knights_are_chosen_changes_nothing():
    table = Table()
    table.press("A")
    before = table.screen
    assert table.press("OK", held=True) == []
    assert table.screen == before


def test_a_card_the_rules_refuse_now_says_why_not_its_rule():
    table = Table("new arthur gawain kay", "evil siege", "move excalibur", "sacrifice", "play fight-1")
    table.ask_the_engine()
    assert table.scan("fight-2") == []            # both actions done: the reason, not the card's rule
    assert table.screen.alert and table.screen.message == FR.error("same-action-twice", None)
    assert table.sent == []
