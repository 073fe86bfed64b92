"""Building the parts from the configuration."""
import sys

import pytest
from gpiozero.pins.mock import MockFactory

from companion.box.config import parse_config
from companion.core.errors import CompanionError
from drivers.base import TagSeen
from drivers.buttons import PushButtons
from drivers.display import DummyScreen
from drivers.fake import FakeReader
from drivers.hardware import open_buttons, open_reader, open_screen

SIMULATED = parse_config({"reader": {"backend": "fake"}, "display": {"model": "none"}})


def test_a_simulated_box_gets_the_fake_reader_and_a_screen_in_memory():
    assert isinstance(open_reader(SIMULATED), FakeReader)
    assert isinstance(open_screen(SIMULATED), DummyScreen)


def test_the_buttons_come_from_the_configured_pins():
    factory = MockFactory()
    buttons = open_buttons(parse_config({"buttons": {"OK": 16}}), pin_factory=factory)
    try:
        assert isinstance(buttons, PushButtons)
        assert factory.pin(16).pull == "up"
    finally:
        buttons.close()
        factory.close()


def test_the_rc522_reader_without_spidev_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "spidev", None)
    with pytest.raises(CompanionError) as missing:
        open_reader(parse_config({}))
    assert missing.value.code == "missing-package" and "pi extra" in missing.value.message


class Kernel:
    """Stands for the spidev module and the kernel behind it: /dev/spidev0.0 leads to a simulated chip."""

    def __init__(self, chip=None):
        self.chip = chip
        self.opened = []

    def SpiDev(self):
        kernel = self

        class SpiDev:
            def open(self, bus, device):
                if kernel.chip is None:
                    raise FileNotFoundError(2, "No such file or directory")
                kernel.opened.append((bus, device))

            def xfer2(self, data):
                return kernel.chip.xfer2(data)

            def close(self):
                kernel.opened.pop()

        return SpiDev()


def test_the_rc522_on_the_pi_reads_through_spidev_and_holds_rst_high(monkeypatch, inbox):
    from drivers.rc522 import RC522Reader
    from drivers.rc522.simulated import SimulatedMFRC522

    chip = SimulatedMFRC522()
    kernel = Kernel(chip)
    monkeypatch.setitem(sys.modules, "spidev", kernel)
    factory = MockFactory()
    reader = RC522Reader.on_pi(0, 0, rst_pin=25, irq_pin=None, pin_factory=factory, poll_interval=0.005)
    reader.start(inbox.put)
    try:
        chip.place("04A1B2C3D4E5F6")
        assert inbox.next() == TagSeen("04A1B2C3D4E5F6")
        assert factory.pin(25).state == 1  # RST high: the chip runs
    finally:
        reader.close()
        factory.close()
    assert kernel.opened == []


def test_spi_turned_off_is_reported_in_plain_words(monkeypatch, inbox):
    from drivers.rc522 import RC522Reader

    monkeypatch.setitem(sys.modules, "spidev", Kernel(chip=None))
    reader = RC522Reader.on_pi(0, 0, rst_pin=None, irq_pin=None, poll_interval=0.005)
    reader.start(inbox.put)
    try:
        trouble = inbox.next()
        assert trouble.part == "card reader" and "SPI is off: /dev/spidev0.0 does not exist" in trouble.message
    finally:
        reader.close()


def test_the_irq_pin_waits_for_the_chip_to_pull_it_low():
    from drivers.rc522.wiring import IrqPin

    factory = MockFactory()
    irq = IrqPin(24, factory)
    try:
        assert irq.wait(0.01) is False
        factory.pin(24).drive_low()
        assert irq.wait(0.01) is True
    finally:
        irq.close()
        factory.close()


def test_a_busy_reader_pin_is_named(monkeypatch):
    from gpiozero import DigitalOutputDevice

    from drivers.rc522 import RC522Reader

    monkeypatch.setitem(sys.modules, "spidev", Kernel(chip=None))
    factory = MockFactory()
    led = DigitalOutputDevice(25, pin_factory=factory)
    with pytest.raises(CompanionError) as busy:
        RC522Reader.on_pi(0, 0, rst_pin=25, irq_pin=24, pin_factory=factory)
    assert busy.value.code == "pin-busy" and "GPIO25 (the card reader's RST wire)" in busy.value.message
    DigitalOutputDevice(24, pin_factory=factory).close()  # the IRQ pin claimed first was let go
    led.close()
    factory.close()
