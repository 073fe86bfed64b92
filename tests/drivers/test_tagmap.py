"""The tag map: lookups, refusals, atomic saves, export and import."""
import json

import pytest

from companion.box import tagmap as tagmap_module
from companion.core.errors import CompanionError
from companion.box.tagmap import TagMap

KNOWN = {"fight-1", "fight-3", "grail"}


@pytest.fixture
def tags(tmp_path):
    return TagMap(tmp_path / "state" / "tags.json", known=KNOWN)


def test_an_enrolled_tag_is_found_and_saved(tags):
    tags.enroll("04a1b2c3d4e5f6", "fight-3")
    assert tags.lookup("04A1B2C3D4E5F6") == "fight-3"
    again = TagMap(tags.path)
    assert again.lookup("04A1B2C3D4E5F6") == "fight-3"
    assert json.loads(tags.path.read_text()) == {"format": 1, "tags": {"04A1B2C3D4E5F6": "fight-3"}}


def test_an_unknown_tag_asks_to_be_enrolled(tags):
    with pytest.raises(CompanionError) as unknown:
        tags.lookup("A1B2C3D4")
    assert (unknown.value.code, unknown.value.message) == ("unknown-tag", "unknown card: enroll it")


def test_a_tag_is_enrolled_only_once(tags):
    tags.enroll("A1B2C3D4", "grail")
    with pytest.raises(CompanionError) as refused:
        tags.enroll("A1B2C3D4", "fight-1")
    assert refused.value.code == "tag-already-enrolled" and "grail" in refused.value.message
    assert tags.lookup("A1B2C3D4") == "grail"


def test_only_known_cards_can_be_enrolled(tags):
    with pytest.raises(CompanionError) as refused:
        tags.enroll("A1B2C3D4", "excalibur-sword")
    assert refused.value.code == "unknown-card"


def test_a_crash_while_saving_leaves_the_old_map_whole(tags, monkeypatch):
    tags.enroll("A1B2C3D4", "grail")
    before = tags.path.read_bytes()

    def crash(data, file, **options):
        file.write('{"format": 1, "tags": {"A1')
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(tagmap_module.json, "dump", crash)
    with pytest.raises(OSError):
        tags.enroll("04112233445566", "fight-1")
    assert tags.path.read_bytes() == before
    assert [p.name for p in tags.path.parent.iterdir()] == ["tags.json"]  # no temporary file left


def test_export_then_import_merges_and_reports_conflicts(tags, tmp_path):
    tags.enroll("A1B2C3D4", "grail")
    tags.enroll("04112233445566", "fight-1")
    exported = tmp_path / "box-1.json"
    tags.export(exported)

    other = TagMap(tmp_path / "other.json", known=KNOWN)
    other.enroll("A1B2C3D4", "fight-3")      # the same tag, another card
    report = other.import_file(exported)
    assert (report.added, report.same) == (1, 0)
    assert report.conflicts == [("A1B2C3D4", "fight-3", "grail")]
    assert other.lookup("A1B2C3D4") == "fight-3"   # ours is kept
    assert TagMap(other.path).lookup("04112233445566") == "fight-1"  # and the merge is saved
    assert other.import_file(exported).same == 1


@pytest.mark.parametrize("content", ["not json", '{"tags": {}}', '{"format": 1, "tags": {"XYZ": "grail"}}',
                                     '{"format": 1, "tags": {"A1B2C3D4": ""}}'])
def test_a_damaged_file_is_refused_in_plain_words(tmp_path, content):
    path = tmp_path / "tags.json"
    path.write_text(content)
    with pytest.raises(CompanionError) as refused:
        TagMap(path)
    assert refused.value.code == "bad-tag-file" and str(path) in refused.value.message


def test_forget_takes_a_tag_back(tags):
    tags.enroll("A1B2C3D4", "grail")
    assert tags.forget("A1B2C3D4") == "grail"
    assert "A1B2C3D4" not in TagMap(tags.path)


def two_decks(tmp_path):
    from companion.box.tagmap import TagMaps
    return TagMaps({"shadows": tmp_path / "tags.json", "tournament": tmp_path / "tags-tournament.json"},
                   known={"shadows": KNOWN, "tournament": {"red-3", "ivanhoe"}})


def test_each_games_deck_has_its_own_file_and_a_lookup_says_which_game(tmp_path):
    decks = two_decks(tmp_path)
    decks.deck("shadows").enroll("A1B2C3D4", "grail")
    decks.deck("tournament").enroll("04112233445566", "red-3")
    assert decks.lookup("A1B2C3D4") == ("shadows", "grail")
    assert decks.lookup("04112233445566") == ("tournament", "red-3")
    assert json.loads((tmp_path / "tags-tournament.json").read_text())["tags"] == {"04112233445566": "red-3"}
    assert json.loads((tmp_path / "tags.json").read_text())["tags"] == {"A1B2C3D4": "grail"}
    with pytest.raises(CompanionError) as unknown:
        decks.lookup("04FFFFFFFFFFFF")
    assert unknown.value.code == "unknown-tag"


def test_a_tag_goes_in_one_deck_only(tmp_path):
    decks = two_decks(tmp_path)
    decks.deck("shadows").enroll("A1B2C3D4", "grail")
    with pytest.raises(CompanionError) as refused:
        decks.deck("tournament").enroll("a1b2c3d4", "red-3")
    assert refused.value.code == "tag-in-other-deck"
    assert refused.value.params == {"game": "shadows", "card": "grail"}
    assert len(decks.deck("tournament")) == 0


def test_an_import_refuses_tags_already_in_the_other_deck(tmp_path):
    decks = two_decks(tmp_path)
    decks.deck("shadows").enroll("A1B2C3D4", "grail")
    shared = TagMap(tmp_path / "from-a-friend.json")
    shared.enroll("A1B2C3D4", "red-3")
    shared.enroll("04112233445566", "ivanhoe")
    report = decks.deck("tournament").import_file(shared.path)
    assert (report.added, report.same, report.conflicts) == (1, 0, [])
    assert report.elsewhere == [("A1B2C3D4", "shadows", "grail")]
    assert decks.lookup("A1B2C3D4") == ("shadows", "grail")
    assert decks.lookup("04112233445566") == ("tournament", "ivanhoe")


def test_an_old_box_keeps_its_tags_json_for_shadows(tmp_path):
    from companion.box.config import Config
    from companion.box.tagmap import open_decks
    TagMap(tmp_path / "tags.json").enroll("A1B2C3D4", "grail")
    decks = open_decks(Config(tag_map_path=tmp_path / "tags.json"))
    assert decks.lookup("A1B2C3D4") == ("shadows", "grail")
    assert decks.deck("tournament").path == tmp_path / "tags-tournament.json"
