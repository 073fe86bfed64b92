"""The fake reader used by the terminal simulator."""
from drivers.base import TagGone, TagSeen
from drivers.fake import FakeReader


def test_cards_placed_and_removed_from_code():
    events = []
    reader = FakeReader()
    reader.start(events.append)
    reader.place("04:a1:b2:c3:d4:e5:f6")
    reader.place("04A1B2C3D4E5F6")     # still the same card: nothing new
    reader.place("A1B2C3D4")           # another card pushes it off
    reader.remove()
    reader.remove()
    assert events == [TagSeen("04A1B2C3D4E5F6"), TagGone("04A1B2C3D4E5F6"), TagSeen("A1B2C3D4"), TagGone("A1B2C3D4")]


def test_nothing_is_reported_after_close():
    events = []
    reader = FakeReader()
    reader.start(events.append)
    reader.close()
    reader.place("A1B2C3D4")
    assert events == []
