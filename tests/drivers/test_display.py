"""The screens: the dummy one keeps the image, the OLED one survives I2C trouble."""
import sys
import threading
import time

import pytest
from luma.core.error import DeviceNotFoundError
from PIL import Image

from companion.core.errors import CompanionError
from drivers.base import PartTrouble
from drivers.display import DummyScreen, FrameWriter, OledScreen


def frame(x=0, y=0):
    image = Image.new("1", (128, 64))
    image.putpixel((x, y), 1)
    return image


def test_the_dummy_screen_keeps_the_last_image():
    screen = DummyScreen()
    assert screen.image is None
    screen.show(frame(3, 4))
    screen.show(frame(100, 60))
    assert screen.image.size == (128, 64) and screen.image.mode == "1"
    assert screen.image.getpixel((100, 60)) and not screen.image.getpixel((3, 4))


class Panel:
    """Stands for the luma device: fails the frames it is told to, keeps the others."""

    def __init__(self, failures):
        self.failures = list(failures)
        self.shown = []
        self.cleaned_up = False

    def display(self, image):
        if self.failures:
            raise self.failures.pop(0)
        self.shown.append(image)

    def cleanup(self):
        self.cleaned_up = True


def test_an_i2c_error_is_survived_reported_once_and_retried(inbox):
    panel = Panel([OSError(121, "Remote I/O error"), DeviceNotFoundError("I2C device not found on address: 0x3C")])
    opened = []
    screen = OledScreen(put=inbox.put, open_device=lambda: opened.append(1) or panel)

    screen.show(frame())          # fails: reported
    screen.show(frame())          # fails again: not reported twice
    trouble = inbox.next()
    assert trouble == PartTrouble("screen", screen.trouble)
    assert "0x3C" in trouble.message and "the game goes on" in trouble.message
    assert inbox.quiet_for(0.05) == []

    screen.show(frame(7, 7))      # the screen answers again
    assert screen.trouble is None
    assert panel.shown[-1].getpixel((7, 7))
    assert len(opened) == 3       # opened afresh after each failure

    screen.close()
    assert panel.cleaned_up


def test_a_screen_missing_at_start_does_not_stop_the_companion(inbox):
    def no_screen():
        raise DeviceNotFoundError("I2C device not found: /dev/i2c-1")

    screen = OledScreen("sh1106", put=inbox.put, open_device=no_screen)
    screen.show(frame())
    assert isinstance(inbox.next(), PartTrouble)
    screen.close()


class Bus:
    """Stands for the I2C bus under luma: counts command bytes, can go deaf."""

    def __init__(self):
        self.deaf = False
        self.commands = 0

    def command(self, *cmd):
        if self.deaf:
            raise OSError(121, "Remote I/O error")
        self.commands += len(cmd)

    def data(self, data):
        if self.deaf:
            raise OSError(121, "Remote I/O error")

    def cleanup(self):
        pass


@pytest.mark.filterwarnings("ignore:Image.Image.getdata:DeprecationWarning")  # inside luma.oled
def test_the_real_luma_device_keeps_its_frame_and_is_set_up_again_after_trouble(monkeypatch):
    pytest.importorskip("luma.oled")
    bus = Bus()
    screen = OledScreen("ssd1306")
    monkeypatch.setattr(screen, "_i2c", lambda port, address: bus)
    screen.show(frame())
    device = screen._luma
    assert device.persist  # the last frame stays when the companion stops
    before = bus.commands
    screen.show(frame(1, 1))
    plain_frame = bus.commands - before

    bus.deaf = True
    screen.show(frame())
    assert screen.trouble
    bus.deaf = False
    before = bus.commands
    screen.show(frame(2, 2))
    assert screen.trouble is None
    assert screen._luma is device and device.persist
    assert bus.commands - before > plain_frame + 20  # the set-up sequence went out again with the frame


def test_without_luma_oled_the_screen_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "luma.oled.device", None)
    with pytest.raises(CompanionError) as missing:
        OledScreen()
    assert missing.value.code == "missing-package"


# Frames off the engine thread


class SlowPanel:
    """A screen on a slow bus: each frame holds the writer until the test lets it go."""

    def __init__(self):
        self.shown = []
        self.release = threading.Event()
        self.busy = threading.Event()
        self.closed = False

    def show(self, image):
        self.busy.set()
        self.release.wait(5)
        self.shown.append(image)

    def close(self):
        self.closed = True


def test_show_returns_at_once_while_the_bus_is_busy():
    panel = SlowPanel()
    writer = FrameWriter(panel)
    start = time.monotonic()
    writer.show(frame(1, 1))
    assert panel.busy.wait(1)
    writer.show(frame(2, 2))
    assert time.monotonic() - start < 0.5  # the engine thread never waits for I2C
    panel.release.set()
    assert writer.wait_sent()
    writer.close()
    assert panel.closed


def test_the_newest_frame_replaces_any_frame_not_yet_sent():
    panel = SlowPanel()
    writer = FrameWriter(panel)
    writer.show(frame(1, 1))          # on the bus
    assert panel.busy.wait(1)
    for x in (2, 3, 4):               # three inputs while the bus is busy
        writer.show(frame(x, x))
    panel.release.set()
    assert writer.wait_sent()
    assert [image.getpixel((x, x)) for image in panel.shown for x in (1, 4)] == [1, 0, 0, 1]
    assert len(panel.shown) == 2 and writer.dropped == 2
    writer.close()


def test_close_sends_the_last_frame_first():
    panel = SlowPanel()
    panel.release.set()
    writer = FrameWriter(panel)
    writer.show(frame(9, 9))
    writer.close()
    assert panel.shown[-1].getpixel((9, 9)) and panel.closed


@pytest.mark.filterwarnings("ignore:Image.Image.getdata:DeprecationWarning")  # inside luma.oled
def test_a_screen_mounted_upside_down_is_drawn_turned_half_round(monkeypatch):
    pytest.importorskip("luma.oled")

    class Recording(Bus):
        def __init__(self):
            super().__init__()
            self.frames = []

        def data(self, data):
            self.frames.append(list(data))

    pages = {}
    for rotate in (0, 180):
        bus = Recording()
        screen = OledScreen("ssd1306", rotate=rotate)
        monkeypatch.setattr(screen, "_i2c", lambda port, address, bus=bus: bus)
        screen.show(frame(0, 0))
        pages[rotate] = bus.frames[-1]
    assert pages[0][0] == 0x01 and pages[0][-1] == 0x00          # top left: first column of the first page
    assert pages[180][0] == 0x00 and pages[180][-1] == 0x80      # bottom right once turned


def test_only_half_turns_are_offered():
    with pytest.raises(ValueError):
        OledScreen("ssd1306", rotate=90)
