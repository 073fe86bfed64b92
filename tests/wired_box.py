"""A box wired as `camelot run` wires it, for the end-to-end tests of every game: gpiozero mock pins,
the fake reader, a dummy screen, a real journal and the engine on its own thread."""
from __future__ import annotations

import threading

from gpiozero.pins.mock import MockFactory

from companion.box.app import Companion
from companion.box.tagmap import TagMaps
from drivers.buttons import PushButtons
from drivers.display import DummyScreen
from drivers.fake import FakeReader

PINS = {"A": 5, "B": 6, "C": 13, "OK": 19, "BACK": 26}


def take_back(box):
    """BACK until the box asks « Reprendre : … ? » (it closes what covers the menu first), then OK: the undo as a
    table does it (issue 32: one press never takes anything back). A method of every test box (`press`, `companion`)."""
    from companion.core.step import UndoStep
    for _ in range(6):
        box.press("BACK")
        if isinstance(box.companion.frontend.open_step, UndoStep):
            return box.press("OK")
    raise AssertionError("BACK never asked to take anything back")


class WiredBox:
    """The parts around one Companion; `press` and `settle` wait for the engine thread to catch up."""

    def __init__(self, session, game, catalog, tags, uids=None, **options):
        self.factory = MockFactory()
        self.uids = uids or {}              # card slug -> the tag's UID the fake reader shows
        self.session = session              # opened by the caller, used by the engine thread
        self.screen, self.reader = DummyScreen(), FakeReader()
        self.buttons = PushButtons(PINS, pin_factory=self.factory, bounce_time=0)
        self.companion = Companion(session, game, self.screen, catalog, tags=tags, **options)
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.companion.run, args=(self.stop, 0.05), daemon=True)
        self.thread.start()
        self.reader.start(self.companion.put)
        self.buttons.start(self.companion.put)

    def press(self, *names):
        for name in names:
            pin = self.factory.pin(PINS[name])
            pin.drive_low()
            pin.drive_high()
            self.settle()

    def hold(self, name, until, timeout=5.0):
        """Keep a button down (its hold time passes) until `until()` is true, then let it go."""
        import time
        pin = self.factory.pin(PINS[name])
        pin.drive_low()
        deadline = time.monotonic() + timeout
        while not until() and time.monotonic() < deadline:
            time.sleep(0.02)
        pin.drive_high()
        self.settle()

    take_back = take_back

    def scan(self, slug):
        """A card laid on the reader, then taken away."""
        self.reader.place(self.uids[slug])
        self.settle()
        self.reader.remove()
        self.settle()

    def settle(self):
        """Wait until the engine thread has handled everything put on its queue."""
        self.companion.inbox.join()

    def close(self):
        self.stop.set()
        self.thread.join(timeout=5)
        self.buttons.close()
        self.reader.close()
        self.session.journal.close()


def assert_frame_fits(screen, view) -> list[str]:
    """A 128x64 frame was drawn, every glyph is in the font, every label fits its line; the frame's texts."""
    from companion.core.screen import WIDTH, missing_glyphs, text_width
    texts = [view.prompt, view.message, view.ok, *view.menu]
    assert screen.image is not None and screen.image.size == (128, 64)
    assert not missing_glyphs("".join(texts)), missing_glyphs("".join(texts))
    for label in (*view.menu, view.ok):
        assert text_width(label) <= WIDTH, label
    return texts


def enrolled(folder, kind, known, uids) -> TagMaps:
    """The box's tag maps with one game's deck enrolled (`uids`: slug -> UID), beside the Shadows map."""
    tags = TagMaps({"shadows": folder / "tags.json", kind: folder / f"tags-{kind}.json"}, known={kind: known})
    for slug, uid in uids.items():
        tags.deck(kind).enroll(uid, slug)
    return tags
