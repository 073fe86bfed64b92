"""One story, many readers (core/story.py, box/telling.py): everything the box tells is one numbered record per
game; the box's screen, its voice and every phone each get every step once, whoever acted and from where; and
one question at a time per seat, shared by the box and that seat's phone."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from companion.box.app import Scanned
from companion.box.speech import spoken_form
from companion.core.screen import text_pages
from companion.core.step import Note, UndoStep
from companion.core.story import LATEST, Story
from companion.games.merlin.table import narration as narrate
from tests.story_table import NAMES, StoryBox

AVOID = ("Plateau", "Abandonner", "Autour de la table", "Plus")   # the board, the game abandoned: no move


# ---------------------------------------------------------------------- the record


def test_steps_are_numbered_attributed_and_given_after_a_position():
    story = Story()
    story.follow(1)
    first = story.tell("Anne avance.", "p1", "Anne", "phone")
    assert story.tell("  ") is None                              # a step that tells nothing is no step
    second = story.tell("", "p2", "Bruno", pages=["Manche 1 : comptez."])
    assert (first.number, second.number) == (1, 2) and second.words() == "Manche 1 : comptez."
    assert story.since(1) == [second] and story.since(2) == []
    assert story.since(None) == [first, second][-LATEST:] and story.since(99) == [first, second]
    assert first.for_phone("p1") == {"n": 1, "who": "Anne", "phone": True, "lines": ["Anne avance."]}


def test_a_new_game_starts_a_new_story_and_numbers_go_on():
    story = Story()
    story.follow(1)
    story.tell("a")
    story.deliver("voice", story.steps)
    story.follow(2)
    assert story.steps == [] and story.unread("voice") == []
    assert story.tell("b").number == 2                         # a phone's position stays meaningful


def test_a_story_taken_up_by_a_box_started_again_numbers_past_the_journals_rows():
    story = Story.taken_up(7, 12)                  # the game's 12 rows were told by the box before its restart
    assert story.latest == 12 and story.since(9) == []
    story.follow(7)                                # the same game: its story goes on
    assert story.tell("a").number == 13 and [step.number for step in story.since(9)] == [13]


def test_an_undo_names_the_seat_whose_line_it_took_back():
    story = Story()
    story.acted("p1")
    story.acted("p2")
    assert story.taken_back() == "p2" and story.taken_back() == "p1" and story.taken_back() is None
    undo = story.tell("Repris.", undid="p2")
    assert undo.for_phone("p2")["yours"] and "yours" not in undo.for_phone("p1")


# ---------------------------------------------------------------------- a whole game


@pytest.fixture
def table(tmp_path):
    box = StoryBox(tmp_path)
    box.type("new merlin 4")
    rng = random.Random(5)
    box.set_up(rng)
    box.read_pages()
    phones = box.pair_all()
    yield box, phones, rng
    box.close()


def _deciding(state: dict) -> str | None:
    return (state.get("pending") or {}).get("player") or state.get("current")


def _phone_turn(phone, rng) -> str:
    """The deciding seat's phone: a random option level by level (as the page does); what happened."""
    path: list = []
    for _ in range(8):
        shown = phone.look(path)
        if not shown.get("ok") or shown.get("waiting"):
            return "waiting"
        offered = [o for o in shown["options"] if (o.get("line") or o.get("opens")) and not o.get("at_box")
                   and not o["label"].startswith(AVOID)]
        if not offered:
            return "nothing"
        option = rng.choice(offered)
        if option.get("opens"):
            path.append(option["index"])
            continue
        answer = phone.tap(path + [option["index"]], shown)
        return "tapped" if answer.get("ok") else answer.get("error")
    return "deep"


def _box_press(box, rng) -> None:
    """A press at the box for whoever's turn it is: OK reads what covers the menu first, else a letter of
    its menu (never the board nor « Abandonner »), now and then OK or BACK."""
    view = box.companion.view
    if not any(view.menu) or view.cover:
        box.press("OK")
        return
    keys = [key for key, label in zip("ABC", view.menu) if label and not label.startswith(("(", *AVOID))]
    roll = rng.random()
    if roll < 0.1:
        box.press("BACK")
    elif roll < 0.2 or not keys:
        box.press("OK")
    else:
        box.press(rng.choice(keys))


def test_every_step_reaches_the_screen_the_voice_and_each_phone_once(table):
    box, phones, rng = table
    story = box.companion.story
    first = story.latest + 1                       # the setup's steps were told before the phones paired
    for phone in phones.values():
        phone.since = first - 1
    outcomes, seen = Counter(), None
    for _ in range(700):
        state = box.session.state()
        if state["over"]:
            break
        if state["phase"] in ("setup", "prepare"):
            box.set_up(rng)
            continue
        if story.latest != seen:
            seen = story.latest
            for phone in phones.values():
                phone.look()                       # every phone asks again at each new state (camelot-state)
        seat = _deciding(state)
        if seat is None or rng.random() < 0.3:
            _box_press(box, rng)
            outcomes["box"] += 1
            continue
        outcomes[_phone_turn(phones[seat], rng)] += 1
        if outcomes["nothing"] and box.companion.view.cover or not any(box.companion.view.menu):
            box.press("OK")                        # a page the box says, read at the box
    box.read_pages()
    for phone in phones.values():
        phone.look()
    steps = [step for step in story.steps if step.number >= first]
    assert len(steps) > 60 and outcomes["tapped"] > 30, outcomes
    assert any(step.device == "phone" for step in steps) and any(step.device == "box" for step in steps)
    said = "\n".join(box.voice.said)
    spoken = [spoken_form(step.text, box.companion.catalog) for step in story.steps if step.text]
    for step in steps:
        assert story.times("screen", step.number) == 1, (step, box.companion.view)
        assert story.times("voice", step.number) == 1, step
        for seat, phone in phones.items():
            assert story.times(f"phone:{seat}", step.number) == 1, (seat, step)
            assert [got["n"] for got in phone.got].count(step.number) == 1, (seat, step)
        if step.text:
            # Said once, never again: as often as the story holds these words (a later step may say them too).
            words = spoken_form(step.text, box.companion.catalog)
            assert said.count(words) == sum(other.count(words) for other in spoken), step


# ---------------------------------------------------------------------- readers that do not erase each other


def _in_play(table):
    box, phones, rng = table
    seat = _deciding(box.session.state())
    return box, phones, seat


def test_a_phones_answer_is_told_once_by_the_voice_with_who_answered(table):
    box, phones, seat = _in_play(table)
    shown = phones[seat].look()
    option = next(o for o in shown["options"] if o.get("line") and not o["label"].startswith(AVOID))
    box.voice.said.clear()
    assert phones[seat].tap([option["index"]])["ok"]
    step = box.companion.story.steps[-1]
    assert (step.seat, step.name, step.device) == (seat, NAMES[seat], "phone")
    # On its first line: « Anne (téléphone) : », or her name first in the answer's own words (« Anne : avancez… »,
    # never « Anne (téléphone) : Anne : … »).
    message = box.companion.view.message
    assert message.startswith(f"{NAMES[seat]} (téléphone) : ") or message.startswith(f"{NAMES[seat]} ")
    assert message.count(NAMES[seat]) == 1 or not message.startswith(f"{NAMES[seat]} (téléphone) : {NAMES[seat]}")
    assert len(box.voice.said) == 1 and box.voice.said[0].startswith(f"{NAMES[seat]} ")
    assert not box.voice.said[0].startswith(f"{NAMES[seat]} (téléphone) : {NAMES[seat]}")
    box.companion.put(Scanned("nothing-here"))       # a frame drawn again (a refusal) does not say it again
    box.settle()
    assert sum(said.count(spoken_form(step.text, box.companion.catalog)) for said in box.voice.said) == 1


def test_a_phones_tap_keeps_the_pages_the_screen_had_not_shown(table):
    box, phones, seat = _in_play(table)
    # A long message covers the box's menu (a quest lost's penalties, a scoring): its first page is shown.
    long = " ".join(f"Phrase {n} : ce que la boîte raconte encore." for n in range(14))
    box.companion.frontend._note = Note(long, cover=True)
    box.companion.show()
    assert box.companion.view.cover and text_pages(box.companion.view) > 2
    shown = phones[seat].look()
    option = next(o for o in shown["options"] if o.get("line") and not o["label"].startswith(AVOID))
    assert phones[seat].tap([option["index"]])["ok"]
    message = box.companion.view.message
    # The pages not shown yet come first, then who answered and the answer: nothing erased.
    assert message.startswith("Phrase ") and "Phrase 13 : ce que la boîte raconte encore." in message
    assert "Phrase 0 :" not in message and f"\n{NAMES[seat]} " in message       # her answer, named once
    assert message.index("Phrase 13") < message.index(f"\n{NAMES[seat]} ")


def test_the_undone_player_is_told_on_his_phone(table):
    box, phones, seat = _in_play(table)
    shown = phones[seat].look()
    option = next(o for o in shown["options"] if o.get("line") and not o["label"].startswith(AVOID))
    assert phones[seat].tap([option["index"]])["ok"]
    lines = len(box.journaled())
    for _ in range(3):          # BACK at the box (closing what covers the menu first), then OK confirms the undo
        box.press("BACK")
        if isinstance(box.companion.frontend.open_step, UndoStep):
            box.press("OK")
        if len(box.journaled()) > lines:
            break
    undo = box.companion.story.steps[-1]
    assert undo.undid == seat
    mine = phones[seat].look()["story"]
    assert mine[-1]["n"] == undo.number and mine[-1]["yours"]
    other = next(s for s in phones if s != seat)
    assert "yours" not in phones[other].look()["story"][-1]


def test_a_game_started_without_names_is_told_with_the_phones_names(table):
    """`new merlin 4` names no one; the phones paired as Anne, Bruno…: the box's question before an undo and the
    undo's words name the phone's player, never « Joueur 1 »; the journal keeps the game's own line."""
    box, phones, seat = _in_play(table)
    shown = phones[seat].look()
    option = next(o for o in shown["options"] if o.get("line") and not o["label"].startswith(AVOID))
    assert phones[seat].tap([option["index"]])["ok"]
    for _ in range(3):
        box.press("BACK")
        if isinstance(box.companion.frontend.open_step, UndoStep):
            break
    asked = box.companion.view.prompt
    assert NAMES[seat] in asked and "Joueur" not in asked, asked
    box.press("OK")
    undo = box.companion.story.steps[-1]
    assert undo.undid == seat and undo.text.startswith(f"Coup annulé ({NAMES[seat]})"), undo
    assert "Joueur" not in " ".join(box.voice.said[-1:])
    assert box.journaled()[0] == "new merlin 4"


@pytest.mark.parametrize("kind", ["shadows", "tournament"])
def test_a_phones_move_over_the_setup_guide_leaves_every_page_to_the_screen_and_the_voice(tmp_path, kind):
    """A phone plays before the box has read the new game's first words and its setup guide: every page of the
    guide, its first one (under the first words) included, stays on the box's screen before the answer, is drawn
    there and said by the voice, each once."""
    from companion.box.seats import deciding_seat
    from tests.conversation_table import NEW, ConversationTable
    table = ConversationTable(tmp_path, kind, random.Random(1))
    try:
        table.typed(NEW[kind])
        table.pair_all()
        assert table.companion.frontend.guiding
        phone = table.phones[deciding_seat(table.state())]
        shown = phone.look()
        option = next(o for o in shown["options"] if o.get("line") and not o["label"].startswith(AVOID))
        assert table.tap(phone, shown, [], option).answer["ok"]
        table.read()                                  # OK at the box until its menu
        story, catalog = table.companion.story, table.companion.catalog
        start = story.steps[0]
        assert start.pages and story.times("screen", start.number) == 1 and story.times("voice", start.number) == 1
        said = " ".join(table.voice.said)
        assert all(said.count(spoken_form(page, catalog)) == 1 for page in start.pages), said
    finally:
        table.close()


# ---------------------------------------------------------------------- one question per seat


def _unknown_quest(box) -> str:
    known = box.session.state().get("catalogue") or {}
    return next(slug for slug in narrate.card_slugs() if narrate.card_kind(slug) == "quest" and slug not in known)


def test_a_quest_scanned_at_the_box_is_the_question_the_phone_shows_and_answers(table):
    box, phones, seat = _in_play(table)
    top = phones[seat].look()
    lines = box.journaled()
    box.companion.put(Scanned(_unknown_quest(box)))          # at the box: the card waits for its points
    box.settle()
    points = box.companion.view
    assert box.journaled() == lines and any(points.menu)
    # The phone's menu drawn before the scan offers its moves (« Fin du tour » later): its tap drops nothing silently.
    move = next(o for o in top["options"] if o.get("line") and not o["label"].startswith(AVOID))
    refused = phones[seat].tap([move["index"]], top)
    assert refused["error"] == "box-question" and points.prompt in refused["message"]
    assert box.journaled() == lines
    shown = phones[seat].look()
    assert shown["prompt"] == points.prompt and shown["box_question"].startswith("card:")
    assert [o["label"] for o in shown["options"][:3]] == [label for label in points.menu if label]
    assert phones[seat].tap([shown["options"][0]["index"]])["ok"]
    assert box.journaled()[-1].startswith("quest ")


def test_the_box_shows_which_sub_menu_a_phone_is_in(table):
    box, phones, seat = _in_play(table)
    shown = phones[seat].look()
    opens = next(o for o in shown["options"] if o.get("opens") and not o["label"].startswith(AVOID))
    inside = phones[seat].look([opens["index"]])
    box.settle()
    assert box.companion.view.message == f"{NAMES[seat]} choisit au téléphone : {inside['prompt'][:47]}" or \
        box.companion.view.message.startswith(f"{NAMES[seat]} choisit au téléphone : ")
    phones[seat].look([])                                       # back at the top: the box says nothing more
    box.settle()
    assert "choisit au téléphone" not in (box.companion.view.message or "")


def test_a_finished_game_is_no_red_refusal_on_the_phone(table):
    box, phones, seat = _in_play(table)
    box.type("abandon")
    shown = phones[seat].look()
    assert shown["ok"] and shown["over"] and shown["prompt"] == "La partie est finie : le résultat est sur la boîte."
