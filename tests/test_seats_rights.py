"""A seat's rights, enforced by the box (issue 33): a phone is offered, and may send, only its own player's
decisions now; a price is said before it is paid; the accused's allegiance is never asked of the accuser;
a phone lays the cards of its turn by name. End to end through the box's real socket (SeatedBox)."""
from __future__ import annotations

import pytest

from companion.core import registry
from companion.core.i18n import Catalog
from companion.core.table import table_line
from tests.seated_box import SeatedBox
from tests.tapping import tap_of
from tests.ui_states import ACCUSE_OPEN_LINES, AT_BLACK_KNIGHT_LINES


def seated(tmp_path, *lines, game="shadows"):
    box = SeatedBox(tmp_path, game, Catalog.load("fr", game))
    for line in lines:
        assert box.session.submit(line).accepted, line
    box.settle()
    return box


def menu(box, token, path=()):
    return box.link.ask({"op": "menu", "token": token, "path": list(path)})


def option(level, label):
    return next(o for o in level["options"] if o["label"] == label)


def tap(box, token, level, path):
    return box.link.ask({"op": "tap", "token": token, **tap_of(level, list(path))})


@pytest.fixture
def shadows(tmp_path):
    box = seated(tmp_path, "new arthur gawain kay", "evil siege")
    yield box
    box.close()


def test_the_table_and_the_other_knights_lines_are_at_the_box_on_a_phone_and_refused_when_tapped(shadows):
    token = shadows.pair("arthur", "Anne")
    top = menu(shadows, token)
    table = option(top, "Autour de la table")
    assert table.get("opens")                                    # his own leave is in it
    inside = menu(shadows, token, [table["index"]])
    reshuffle = option(inside, "Pioche blanche vide")
    assert reshuffle.get("at_box") and "line" not in reshuffle
    leave = option(inside, "Un Chevalier part")
    knights = menu(shadows, token, [table["index"], leave["index"]])
    offered = {o["label"]: o.get("line") for o in knights["options"]}
    assert offered == {"Le Roi Arthur": "leave arthur", "Sire Gauvain": None, "Sire Kay": None}
    before = shadows.journaled()
    for path in ([table["index"], reshuffle["index"]], [table["index"], leave["index"], 1]):
        refused = tap(shadows, token, top, path)
        assert refused["error"] == "at-the-box" and refused["message"] == "Cela se fait sur la boîte, pas au téléphone."
    assert shadows.journaled() == before


def test_a_phone_plays_a_fight_card_chosen_among_those_that_fit_the_quest(tmp_path):
    box = seated(tmp_path, *AT_BLACK_KNIGHT_LINES)
    try:
        seat = box.session.state()["current"]
        token = box.pair(seat, "Anne")
        top = menu(box, token)
        play = option(top, "Jouer une carte")
        cards = menu(box, token, [play["index"]])
        assert cards["prompt"] == "Quelle carte jouer ? Ou scannez-la."
        assert [o["label"] for o in cards["options"]] == [f"Combat {n}" for n in range(1, 6)]
        two = option(cards, "Combat 2")
        assert tap(box, token, top, [play["index"], two["index"]])["ok"]
        assert box.journaled()[-1] == "play fight-2"
    finally:
        box.close()


def test_an_engines_attack_and_its_die_are_played_on_the_phone(shadows):
    token = shadows.pair("arthur", "Anne")
    top = menu(shadows, token)
    siege = option(top, "Attaquer un Engin")
    ticking = option(menu(shadows, token, [siege["index"]]), "Cocher les cartes Combat")
    cards = menu(shadows, token, [siege["index"], ticking["index"]])
    # The fight cards ticked on one level (a value twice: two copies), then « Combattre »: three levels in all.
    ticks = {o["label"]: o for o in cards["options"] if o.get("tick")}
    assert set(ticks) == {"Combat 1", "Combat 2", "Combat 3", "Combat 4", "Combat 5"}, cards["options"]
    assert ticks["Combat 3"]["max"] >= 2
    fight = next(o for o in cards["options"] if o.get("ticks"))
    three, five = ticks["Combat 3"]["index"], ticks["Combat 5"]["index"]
    path = [siege["index"], ticking["index"], f"{fight['index']}{three}-{three}-{five}"]       # Combat 3 twice, Combat 5
    assert tap(shadows, token, top, path)["ok"]
    assert shadows.journaled()[-1] == "siege fight-3 fight-3 fight-5"
    die = menu(shadows, token)                       # the die: typed on the phone or the box's own (OK)
    rolled = next(o for o in die["options"] if o["index"] == "ok")
    assert rolled["line"].startswith("roll ") and tap(shadows, token, die, ["ok"])["ok"]
    assert shadows.journaled()[-1].startswith("roll ")


def test_ticks_beyond_an_items_copies_or_on_a_hole_are_refused_and_nothing_is_journaled(shadows):
    token = shadows.pair("arthur", "Anne")
    top = menu(shadows, token)
    siege = option(top, "Attaquer un Engin")
    before = shadows.journaled()
    for forged in ("t0-0-0-0", "t9", "tx", "t"):
        answer = tap(shadows, token, top, [siege["index"], 0, forged])
        assert not answer["ok"] and answer.get("message"), (forged, answer)
    assert shadows.journaled() == before


def test_a_heal_is_three_cards_of_one_kind_chosen_on_the_phone(tmp_path):
    box = seated(tmp_path, "new arthur gawain kay", "evil life")
    try:
        token = box.pair("arthur", "Anne")
        top = menu(box, token)
        heal = option(top, "Se soigner")
        kinds = menu(box, token, [heal["index"]])
        labels = [o["label"] for o in kinds["options"]]
        assert labels[:2] == ["3 × Combat 1", "3 × Combat 2"] and "3 × Piété" not in labels   # a single card cannot
        grail = option(kinds, "3 × Graal")
        assert grail["line"] == "heal grail grail grail" and tap(box, token, top, [heal["index"], grail["index"]])["ok"]
    finally:
        box.close()


def test_an_accusation_says_its_price_and_the_accused_shows_his_card_at_the_box(tmp_path):
    box = seated(tmp_path, *ACCUSE_OPEN_LINES)
    try:
        seat = box.session.state()["current"]
        token = box.pair(seat, "Anne")
        top = menu(box, token)
        accuse = option(top, "Accuser")
        whom = menu(box, token, [accuse["index"]])
        gawain = option(whom, "Sire Gauvain")
        assert gawain.get("opens") and "line" not in gawain          # never one tap
        price = menu(box, token, [accuse["index"], gawain["index"]])
        assert price["prompt"].startswith("Accuser Sire Gauvain ?") and "Loyal :" in price["prompt"]
        sure = next(o for o in price["options"] if o["index"] == "ok")
        assert sure["line"] == "accuse gawain"
        assert tap(box, token, top, [accuse["index"], gawain["index"], "ok"])["ok"]
        # The accused's allegiance: never the accuser's to answer; the card is shown and scanned at the box.
        reveal = menu(box, token)
        assert all("line" not in o and o.get("at_box") for o in reveal["options"]), reveal
        before = box.journaled()
        refused = tap(box, token, reveal, [0])
        assert refused["error"] == "at-the-box" and box.journaled() == before
    finally:
        box.close()


def test_a_withdrawal_says_what_it_costs_before_it_is_paid(tmp_path):
    box = seated(tmp_path, "new tournament 2 Anne Marc", "colour red", "play red-3", "end 3", game="tournament")
    try:
        token = box.pair("p2", "Marc")
        top = menu(box, token)
        withdraw = option(top, "Abandonner")
        assert withdraw.get("opens") and "line" not in withdraw
        price = menu(box, token, [withdraw["index"]])
        assert price["prompt"] == "Abandonner : rien à défausser, hors de ce tournoi."
        assert tap(box, token, top, [withdraw["index"], "ok"])["ok"] and box.journaled()[-1] == "withdraw"
    finally:
        box.close()


def test_a_tournament_player_lays_his_cards_and_an_action_cards_target_on_the_phone(tmp_path):
    box = seated(tmp_path, "new tournament 3 Anne Marc Lea", "colour red", "play red-3", "end 3", game="tournament")
    try:
        token = box.pair("p2", "Marc")
        top = menu(box, token)
        more = option(top, "Cartes, tableau…")
        inside = menu(box, token, [more["index"]])
        cards = option(inside, "Jouer une carte")
        families = menu(box, token, [more["index"], cards["index"]])
        display, actions = option(families, "Couleur ou soutien"), option(families, "Carte d'action")
        hand = menu(box, token, [more["index"], cards["index"], display["index"]])
        labels = [o["label"] for o in hand["options"]]
        assert labels[:2] == ["Violet 3", "Violet 4"] and labels[-1] == "Dame 6"            # at their homes
        assert option(hand, "Bleu 3")["not_now"] and "couleur du tournoi" in option(hand, "Bleu 3")["why"]
        acts = menu(box, token, [more["index"], cards["index"], actions["index"]])
        assert "Lancelot" not in [o["label"] for o in acts["options"]]                    # Ivanhoe: out of turn
        knock = option(acts, "Chute")
        targets = menu(box, token, [more["index"], cards["index"], actions["index"], knock["index"]])
        # Every seat at its home, himself marked: the targets the engine accepts.
        assert [o.get("line") for o in targets["options"]] == ["play knock-down p1", None, "play knock-down p3"]
        red = option(hand, "Rouge 4")
        assert tap(box, token, top, [more["index"], cards["index"], display["index"], red["index"]])["ok"]
        assert box.journaled()[-1] == "play red-4"
    finally:
        box.close()


def test_every_game_declares_its_seat_rights_and_the_table_lines_are_never_a_phones():
    for kind in registry.kinds():
        wing = registry.table(kind)
        assert wing.has("rights"), kind                          # declared once, in the wing
        for line in ("undo", "abandon", "new tournament 2", "new arthur kay gawain"):
            assert table_line(line) and not wing.seat_may({}, "p1", line)
    shadows = registry.table("shadows").seat_may
    assert not shadows({}, "arthur", "join lancelot") and not shadows({}, "arthur", "reshuffle")
    assert shadows({}, "arthur", "leave arthur") and not shadows({}, "arthur", "leave kay")
    traitor = {"pending": {"decision": "traitor", "options": ["kay", "none"]}}
    assert not shadows(traitor, "arthur", "choose kay") and not shadows(traitor, "arthur", "choose none")
    merlin = registry.table("merlin").seat_may
    assert merlin({}, "p1", "roll p1 1 2 3 4") and not merlin({}, "p1", "roll p2 1 2 3 4")
    assert not merlin({}, "p1", "domain mmm")
    tournament = registry.table("tournament").seat_may
    assert tournament({}, "p2", "play ivanhoe p2") and not tournament({}, "p1", "play ivanhoe p2")


def test_sir_kays_card_and_the_grail_are_asked_of_their_own_knights_phones(tmp_path):
    from tests.ui_states import KAY_LINES
    deciding = registry.table("shadows").deciding
    seats = ["arthur", "gawain", "kay"]
    assert deciding({"seats": seats, "current": "arthur", "pending": {"decision": "kay"}}) == "kay"
    assert deciding({"seats": seats, "current": "arthur", "pending": {"decision": "grail", "holder": "gawain"}}) \
        == "gawain"
    assert deciding({"seats": seats, "current": "arthur", "pending": {"decision": "face"}}) is None   # the current's
    box = seated(tmp_path, *KAY_LINES)
    try:
        assert box.session.state()["pending"]["decision"] == "kay"
        kay = box.pair("kay", "Anne")
        asked = menu(box, kay)
        add = option(asked, "Choisir une carte Combat")
        cards = menu(box, kay, [add["index"]])
        assert option(cards, "Combat 4")["line"] == "choose fight-4"
        assert tap(box, kay, asked, [add["index"], 3])["ok"] and box.journaled()[-1] == "choose fight-4"
    finally:
        box.close()


def test_a_convocation_is_ticked_on_the_phone_then_confirmed_in_one_tap(tmp_path):
    """Issue 33: a multiple choice (Convocation's knights who come back) is ticked on the phone, then confirmed:
    one tap sends the line with every knight ticked; a knight at Camelot already keeps his place, marked."""
    from tests.ui_states import FOUR
    box = seated(tmp_path, FOUR, "evil siege", "move grail", "end", "evil siege", "move picts", "end", "evil siege")
    try:
        seat = box.session.state()["current"]
        token = box.pair(seat, "Anne")
        top = menu(box, token)
        special = option(top, "Carte Spéciale")
        cards = menu(box, token, [special["index"]])
        convocation = option(cards, "Convocation")
        assert convocation.get("opens"), convocation
        knights = menu(box, token, [special["index"], convocation["index"]])
        ticks = {o["label"]: o for o in knights["options"] if o.get("tick")}
        assert set(ticks) == {"Le Roi Arthur", "Sire Gauvain"}, knights["options"]
        assert option(knights, "Sire Perceval").get("not_now")
        confirm = next(o for o in knights["options"] if o.get("ticks"))
        chosen = f"{confirm['index']}{ticks['Le Roi Arthur']['index']}-{ticks['Sire Gauvain']['index']}"
        assert tap(box, token, top, [special["index"], convocation["index"], chosen])["ok"]
        assert box.journaled()[-1] == "special convocation arthur gawain"
    finally:
        box.close()
