"""The tournament's menus through the Companion (no threads): decisions on A/B/C, paging, refusals."""
from __future__ import annotations

from companion.box.app import Companion, Scanned
from companion.core.i18n import Catalog
from companion.journal.session import Session
from drivers.base import ButtonPress
from companion.core.screen import wrap
from drivers.display import DummyScreen


def box_after(*lines: str, lang: str = "fr") -> Companion:
    session = Session.in_memory()
    for line in lines:
        assert session.submit(line).accepted, line
    box = Companion(session, None, DummyScreen(), Catalog.load(lang, None), choose=True)
    box.show()
    return box


def ok_until(box: Companion, line: str) -> None:
    """OK until `line` is sent (a price read page by page first)."""
    for _ in range(3):
        if line not in box.session.lines[-2:]:
            press(box, "OK")


def press(box: Companion, *names: str) -> None:
    for name in names:
        box.step(ButtonPress(name))


def test_a_purple_win_asks_which_token_on_the_buttons():
    box = box_after("new tournament 2 Marcel Danielle", "colour purple", "play purple-3", "end 3", "withdraw")
    assert box.session.state()["pending"]["decision"] == "token"
    assert box.view.prompt == "Marcel : quel jeton ?"
    assert len(wrap(box.view.prompt)) == 1         # three answers below leave the prompt one line
    # Five colours: three on the first page, OK turns to the next.
    assert box.view.menu == ("Violet", "Rouge", "Bleu")
    press(box, "OK")
    assert box.view.menu == ("Jaune", "Vert")
    press(box, "B")
    assert box.session.state()["players"]["p1"]["tokens"] == ["green"]
    assert box.session.lines[-1] == "choose green"


def test_the_colour_menu_never_offers_purple_after_purple():
    box = box_after("new tournament 2", "colour purple", "play purple-3", "end 3", "withdraw", "choose red")
    assert box.session.state()["phase"] == "colour"
    assert "Tournoi violet" not in box.view.menu
    # Each colour at its home (the deck's order): purple keeps A, marked; red is on B as always.
    assert box.view.menu[:2] == ("(Tournoi violet)", "Tournoi rouge")


def test_a_second_maiden_is_refused_with_the_rule_and_nothing_changes():
    box = box_after("new tournament 2", "colour red", "play red-3", "end 3")
    box.step(Scanned("maiden-6"))
    box.step(Scanned("maiden-6"))
    assert box.session.state()["players"]["p2"]["display"] == ["maiden-6"]
    assert box.view.alert and box.view.message == "Une seule dame à la fois sur un personnage."


def test_an_action_card_with_nothing_to_act_on_sends_nothing():
    box = box_after("new tournament 2", "colour red", "play red-3", "end 3")
    before = list(box.session.lines)
    box.step(Scanned("riposte"))          # Joueur 1 has a single card: nothing to take
    assert box.session.lines == before
    assert box.view.alert and "aucun effet" in box.view.message


def test_lancelot_with_no_action_card_to_cancel_says_so():
    box = box_after("new tournament 2", "colour red", "play red-3", "end 3")
    box.step(Scanned("ivanhoe"))
    assert box.view.alert and "LANCELOT" in box.view.message
    assert box.session.lines[-1] == "end 3"


def test_in_english_the_seats_read_player_n():
    box = box_after("new tournament 3", "colour red", "play red-3", "end 3", lang="en")
    assert box.view.prompt.startswith("Player 2 to play")


def close_notes(box: Companion) -> None:
    """OK through what the table is told until a menu shows (as a table reads, then closes, each page)."""
    for _ in range(6):
        if box.view.menu and not box.view.cover:     # a page covering the menu waits for OK (issue 32)
            return
        press(box, "OK")


def test_adapt_asks_each_player_with_two_cards_of_a_value_which_to_keep():
    # Joueur 1 will lie Bleu 2 and Écuyer 2, Joueur 2 lies Bleu 3 and Écuyer 3; Joueur 1 plays ADAPTATION
    # (l. 168): he answers first, then Joueur 2.
    box = box_after("new tournament 3", "colour blue", "play blue-2", "end 2", "play blue-3", "play squire-3",
                    "end 6", "play blue-5", "play blue-4", "end 9")
    box.step(Scanned("squire-2"))
    box.step(Scanned("adapt"))
    assert box.session.state()["pending"]["decision"] == "adapt"
    close_notes(box)
    assert box.view.prompt == "Joueur 1 garde quel 2 ?" and len(wrap(box.view.prompt)) == 1
    assert box.view.menu == ("Bleu 2", "Écuyer 2")
    press(box, "A")
    assert box.session.lines[-1] == "choose blue-2"
    close_notes(box)
    assert box.view.prompt == "Joueur 2 garde quel 3 ?"
    assert box.view.menu == ("Bleu 3", "Écuyer 3")
    press(box, "B")
    assert box.session.lines[-1] == "choose squire-3"
    state = box.session.state()
    assert state["pending"] is None
    assert state["players"]["p1"]["display"] == ["blue-2"] and state["players"]["p2"]["display"] == ["squire-3"]
    assert "Bleu 3" in box.view.message        # what Joueur 2 lays aside is said


def test_withdrawing_with_a_maiden_and_one_token_gives_it_back_without_a_question():
    """Its price on the option (« Abandonner (−1 jeton) »); the question would have one answer: the
    withdrawal answers it, and the table hears which token goes back."""
    box = box_after("new tournament 2 Marcel Danielle", "colour red", "play red-3", "end 3", "withdraw",
                    "colour blue", "play blue-2", "play maiden-6", "end 8", "play blue-5", "play blue-4", "end 9")
    assert box.session.state()["players"]["p1"]["tokens"] == ["red"]
    assert box.view.menu[0] == "Abandonner (−1 jeton)"
    press(box, "A")                               # Abandonner: its price said first, OK pays it
    assert "jeton rendu (dame)" in box.view.prompt
    ok_until(box, "withdraw")
    assert box.session.lines[-2:] == ["withdraw", "choose red"]
    state = box.session.state()
    assert state["pending"] is None and state["players"]["p1"]["tokens"] == []
    said = box.view.message + box.view.prompt
    assert "Marcel abandonne" in said and "il rend son jeton rouge" in said, said
    assert "s'il en possède" not in said and "quel jeton" not in said


def test_withdrawing_with_a_maiden_and_two_tokens_asks_which_to_give_back():
    box = box_after("new tournament 2 Marcel Danielle", "colour red", "play red-3", "end 3", "withdraw",
                    "colour blue", "play blue-3", "end 3", "play blue-4", "end 4", "play maiden-6", "end 9",
                    "withdraw", "colour yellow", "play yellow-2", "play maiden-6", "end 8", "play yellow-4",
                    "play maiden-6", "end 10")
    assert box.session.state()["players"]["p1"]["tokens"] == ["red", "blue"]
    press(box, "A")                               # Abandonner (−1 jeton): its price, then OK
    ok_until(box, "withdraw")
    assert box.session.lines[-1] == "withdraw"
    assert box.session.state()["pending"]["decision"] == "lose-token"
    assert "il rend un de ses jetons" in box.view.message
    close_notes(box)
    assert box.view.prompt == "Marcel : jeton à rendre ?" and box.view.menu == ("(Violet)", "Rouge", "Bleu")
    press(box, "B")                               # red at its home, whatever tokens he holds
    assert box.session.lines[-1] == "choose red"
    assert box.session.state()["players"]["p1"]["tokens"] == ["blue"]


def test_a_maiden_without_a_token_costs_nothing_and_is_said_so():
    # (Not the last withdrawal: that one is said short, a maiden costing nothing left unsaid.)
    box = box_after("new tournament 3 Marcel Danielle Yves", "colour red", "play maiden-6", "end 6", "play red-4",
                    "play squire-3", "end 7", "play red-5", "play squire-3", "end 8")
    assert box.view.menu[0] == "Abandonner"
    press(box, "A")                               # its price said first, OK pays it
    ok_until(box, "withdraw")
    said = box.view.message
    assert "pas de jeton à rendre" in said and "s'il en possède" not in said, said


def test_a_scanned_dodge_offers_the_targets_the_engine_accepts():
    # The targets are asked of the game in progress through the Companion's engine() hook.
    box = box_after("new tournament 3 Anne Bob Carl", "colour red", "play red-3", "end 3", "play red-4",
                    "play squire-2", "end 6")
    box.step(Scanned("red-5"))
    box.step(Scanned("dodge"))
    assert box.view.menu == ("Esquive : Bob / Rouge 4", "Esquive : Bob / Écuyer 2")   # Anne's one card stays
    press(box, "B")
    assert box.session.lines[-1] == "play dodge p2 squire-2"


def test_the_prompts_above_three_answers_fit_one_line():
    # The screen keeps one line for the prompt above A, B, C and the footer: a longer prompt is cut.
    from companion.games.tournament.game import ARGUMENT_CARDS
    for lang in ("fr", "en"):
        cat = Catalog.load(lang, "tournament")
        prompts = [cat.text("box.target", card=cat.word(card), slug=card, colour=cat.word("yellow"))
                   for card in ARGUMENT_CARDS]
        prompts += [cat.text("box.lancelot"), cat.text("box.colour", name="Joueur 3")]
        prompts += [cat.text("box.decision", decision=d, name="Joueur 3", value=3)
                    for d in ("lose-token", "token", "adapt")]
        assert [p for p in prompts if len(wrap(p)) > 1] == [], lang


def test_an_action_card_on_the_opening_turn_is_refused_with_the_opening_rule():
    # Not "no effect": the opener lays a card of the colour or a supporter first (l. 68).
    box = box_after("new tournament 3", "colour red")
    before = list(box.session.lines)
    box.step(Scanned("dodge"))
    assert box.session.lines == before
    assert box.view.alert and box.view.message.startswith("Pour débuter le tournoi")


def test_back_after_a_card_says_which_card_to_take_back():
    box = box_after("new tournament 2", "colour red", "play red-3", "end 3", "play red-5")
    press(box, "BACK")                       # asks first, naming the card and whose move it was
    assert box.view.prompt == "Reprendre : carte jouée de Joueur 2 ?" and box.session.lines[-1] == "play red-5"
    press(box, "OK")
    assert box.session.lines[-1] == "end 3"
    assert box.view.message.startswith("Annulé. À Joueur 2 de jouer. Joueur 2 : reprenez Rouge 5 en main.")
    press(box, "BACK")                       # closes what was said
    press(box, "BACK")
    assert box.view.prompt == "Reprendre : fin du tour de Joueur 1 ?"
    press(box, "OK")                         # `end 3` laid no card
    assert box.view.message.startswith("Annulé. À Joueur 1 de jouer.")


def test_a_riposte_against_the_only_shielded_opponent_says_the_shield():
    box = box_after("new tournament 2", "colour red", "play red-3", "end 3", "play red-4", "play squire-2",
                    "play shield", "end 6", "play red-5")
    before = list(box.session.lines)
    box.step(Scanned("riposte"))
    assert box.session.lines == before
    assert box.view.alert and box.view.message == box.catalog.error("shielded", None)
