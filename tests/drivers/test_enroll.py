"""The enrollment walk, fed with reader and button events."""
import pytest

from companion.box.config import Config
from companion.box.enroll import EnrollmentWalk, deck, run_enroll
from companion.games.shadows.cards import CARDS
from companion.box.tagmap import TagMap, TagMaps
from drivers.base import ButtonPress, PartTrouble, TagGone, TagSeen
from drivers.fake import FakeReader


def uid(n):
    return f"04{n:012X}"


@pytest.fixture
def tags(tmp_path):
    return TagMap(tmp_path / "tags.json", known=CARDS)


def walk(tags, include_loyalty=False, language="en"):
    return EnrollmentWalk(tags, deck("shadows", include_optional=include_loyalty), language=language)


def test_the_walk_asks_for_every_white_and_black_card(tags):
    w = walk(tags)
    assert w.total == 160
    assert w.prompt() == "1/160: Fight 1 (copy 1 of 14)"


def test_placing_a_card_enrolls_it_and_asks_for_the_next(tags):
    w = walk(tags)
    answer = w.feed(TagSeen(uid(1)))
    assert answer.startswith("Fight 1 (copy 1 of 14) enrolled.")
    assert w.prompt() == "2/160: Fight 1 (copy 2 of 14)"
    assert tags.lookup(uid(1)) == "fight-1"
    assert w.feed(TagGone(uid(1))) is None


def test_a_tag_already_enrolled_is_refused_naming_its_card(tags):
    w = walk(tags)
    w.feed(TagSeen(uid(1)))
    answer = w.feed(TagSeen(uid(1)))
    assert "already Fight 1" in answer
    assert w.prompt() == "2/160: Fight 1 (copy 2 of 14)"
    assert len(tags) == 1


def test_an_interrupted_walk_resumes_where_it_stopped(tags):
    w = walk(tags)
    for n in range(16):
        w.feed(TagSeen(uid(n)))
    resumed = walk(TagMap(tags.path, known=CARDS))
    assert resumed.prompt() == "17/160: Fight 2 (copy 3 of 12)"


def test_back_takes_the_last_card_back(tags):
    w = walk(tags)
    w.feed(TagSeen(uid(1)))
    w.feed(TagSeen(uid(2)))
    answer = w.feed(ButtonPress("BACK"))
    assert answer.startswith("Took back the last Fight 1.")
    assert w.prompt() == "2/160: Fight 1 (copy 2 of 14)"
    assert uid(2) not in tags


def test_loyalty_cards_and_english_names_when_asked(tags):
    w = walk(tags, include_loyalty=True, language="en")
    assert w.total == 168
    assert w.prompt() == "1/168: Fight 1 (copy 1 of 14)"


def test_the_walk_speaks_french_by_default(tags):
    w = EnrollmentWalk(tags, deck("shadows"))
    assert w.prompt() == "1/160 : Combat 1 (exemplaire 1 sur 14)"
    assert w.feed(TagSeen(uid(1))) == "Combat 1 (exemplaire 1 sur 14) enregistrée. Suivante : 2/160 : Combat 1 (exemplaire 2 sur 14)"
    assert w.feed(TagSeen(uid(1))).startswith("Cette étiquette est déjà Combat 1 : mettez cette carte de côté.")
    assert w.feed(ButtonPress("BACK")) == "Dernière carte reprise : Combat 1. 1/160 : Combat 1 (exemplaire 1 sur 14)"


def test_the_tournament_deck_is_walked_card_by_card_copy_by_copy(tmp_path):
    tags = TagMap(tmp_path / "tags-tournament.json")
    w = EnrollmentWalk(tags, deck("tournament"))
    assert w.total == 110
    assert w.prompt() == "1/110 : Violet 3 (exemplaire 1 sur 4)"
    for n in range(4):
        w.feed(TagSeen(uid(n)))
    assert w.prompt() == "5/110 : Violet 4 (exemplaire 1 sur 4)"
    resumed = EnrollmentWalk(TagMap(tags.path), deck("tournament"), language="en")
    assert resumed.prompt() == "5/110: Purple 4 (copy 1 of 4)"


def test_a_tag_of_the_other_games_deck_is_refused_and_named(tmp_path):
    decks = TagMaps({"shadows": tmp_path / "tags.json", "tournament": tmp_path / "tags-tournament.json"})
    decks.deck("shadows").enroll(uid(7), "grail")
    from companion.box.enroll import names_of
    w = EnrollmentWalk(decks.deck("tournament"), deck("tournament"), other_names=names_of("fr"))
    answer = w.feed(TagSeen(uid(7)))
    assert answer.startswith("Cette étiquette est déjà sur Graal du jeu Les Chevaliers de la Table Ronde : "
                             "une étiquette ne va que sur une carte.")
    assert answer.endswith("On attend toujours 1/110 : Violet 3 (exemplaire 1 sur 4)")
    assert len(decks.deck("tournament")) == 0 and decks.lookup(uid(7)) == ("shadows", "grail")


def test_trouble_is_passed_on_to_the_builder(tags):
    assert walk(tags).feed(PartTrouble("card reader", "The card reader is not answering.")) == \
        "card reader: The card reader is not answering."


def test_run_enroll_finishes_the_walk_from_the_reader(tmp_path):
    tags = TagMap(tmp_path / "tags.json", known=CARDS)
    cards = [card for card in CARDS.values() if card.color in ("white", "black")]
    n = 0
    for card in cards:
        for _ in range(card.copies):
            n += 1
            if n < 160:
                tags.enroll(uid(n), card.slug)
    reader = FakeReader()
    reader.place(uid(999))  # the last card is already lying on the reader
    lines = []
    enrolled = run_enroll(Config(tag_map_path=tags.path, language="en"), reader, out=lines.append)
    assert enrolled == 1
    assert lines[0].startswith("Cards of Shadows over Camelot: place each card on the reader")
    assert lines[1] == "160/160: Vivien (copy 1 of 1)"
    assert lines[-1].endswith("All 160 cards are enrolled.")
    assert TagMap(tags.path).lookup(uid(999)) == "vivien"


def test_run_enroll_walks_the_tournament_deck_into_its_own_file(tmp_path):
    from companion.box.enroll import deck as cards_of
    config = Config(tag_map_path=tmp_path / "tags.json")
    tags = TagMap(tmp_path / "tags-tournament.json")
    n = 0
    for card in cards_of("tournament"):
        for _ in range(card.copies):
            n += 1
            if n < 110:
                tags.enroll(uid(n), card.slug)
    reader = FakeReader()
    reader.place(uid(500))
    lines = []
    assert run_enroll(config, reader, out=lines.append, kind="tournament") == 1
    assert lines[0].startswith("Cartes de Camelot (tournois) : posez chaque carte sur le lecteur")
    assert lines[1].startswith("110/110 : ")
    assert lines[-1].endswith("Les 110 cartes ont leur étiquette.")
    assert not (tmp_path / "tags.json").exists()
