"""The parts a configuration names, built and ready to start.

`cfg` is the box's configuration (`companion.box.config.Config`), read by attribute only: the drivers
import nothing of the box above them."""
from __future__ import annotations

from .base import Put, Reader, Screen
from .buttons import PushButtons
from .display import DummyScreen, FrameWriter, OledScreen
from .fake import FakeReader


def open_reader(cfg) -> Reader:
    """The card reader of `cfg.reader`: RC522Reader, MFRC522LibraryReader or FakeReader."""
    reader = cfg.reader
    if reader.backend == "fake":
        return FakeReader()
    if reader.backend == "mfrc522":
        from .rc522.library import MFRC522LibraryReader

        return MFRC522LibraryReader(reader.spi_bus, reader.spi_device, rst_pin=reader.rst_pin)
    from .rc522 import RC522Reader

    return RC522Reader.on_pi(reader.spi_bus, reader.spi_device, rst_pin=reader.rst_pin, irq_pin=reader.irq_pin)


def open_buttons(cfg, pin_factory=None) -> PushButtons:
    """The five push buttons on the pins of `cfg.buttons` (lgpio unless a pin factory is given)."""
    return PushButtons(cfg.buttons, pin_factory=pin_factory)


def open_screen(cfg, put: Put | None = None) -> Screen:
    """The OLED of `cfg.display` behind its own writer thread, reporting trouble through `put`;
    a DummyScreen for model "none"."""
    display = cfg.display
    if display.model == "none":
        return DummyScreen()
    return FrameWriter(OledScreen(display.model, display.i2c_port, display.i2c_address, put=put,
                                  rotate=display.rotate))
