"""The backend on the mfrc522 pip package: clear when it is missing, 4-byte UIDs when there."""
import sys
import types

import pytest

from companion.core.errors import CompanionError
from drivers.base import PartTrouble, TagSeen
from drivers.rc522.library import MFRC522LibraryReader


def test_a_missing_package_is_named(monkeypatch):
    monkeypatch.setitem(sys.modules, "mfrc522", None)
    with pytest.raises(CompanionError) as missing:
        MFRC522LibraryReader()
    assert missing.value.code == "missing-package" and "pip install mfrc522" in missing.value.message


def stub_package(version, uid):
    """The package's API as the backend uses it, over no hardware."""
    class MFRC522:
        MI_OK, MI_ERR, PICC_REQIDL = 0, 2, 0x26
        opened = []

        def __init__(self, bus, device, pin_mode, pin_rst):
            MFRC522.opened.append((bus, device, pin_mode, pin_rst))
            self.requests = 0

        def Read_MFRC522(self, register):
            return version

        def MFRC522_Request(self, mode):
            self.requests += 1
            # Like a real card left READY by the previous poll: every other request is ignored.
            return (self.MI_OK if self.requests % 2 else self.MI_ERR), 16

        def MFRC522_Anticoll(self):
            return self.MI_OK, list(uid) + [uid[0] ^ uid[1] ^ uid[2] ^ uid[3]]

        def Close_MFRC522(self):
            pass

    return types.SimpleNamespace(MFRC522=MFRC522)


def test_a_card_is_read_as_four_bytes_on_bcm_pins(monkeypatch, inbox):
    package = stub_package(0x92, bytes.fromhex("A1B2C3D4"))
    monkeypatch.setitem(sys.modules, "mfrc522", package)
    reader = MFRC522LibraryReader(rst_pin=25, poll_interval=0.005)
    reader.start(inbox.put)
    try:
        assert inbox.next() == TagSeen("A1B2C3D4")
        assert inbox.quiet_for(0.05) == []  # the READY-card quirk does not look like a removal
    finally:
        reader.close()
    assert package.MFRC522.opened[0] == (0, 0, 11, 25)


def test_a_silent_chip_is_trouble(monkeypatch, inbox):
    monkeypatch.setitem(sys.modules, "mfrc522", stub_package(0x00, bytes(4)))
    reader = MFRC522LibraryReader(poll_interval=0.005, retry_interval=0.01)
    reader.start(inbox.put)
    try:
        assert isinstance(inbox.next(), PartTrouble)
    finally:
        reader.close()


# The package's own code, over the simulated chip


class CountingChip:
    """The simulated chip, counting SPI transfers."""

    def __init__(self, chip):
        self.chip, self.transfers = chip, 0

    def xfer2(self, data):
        self.transfers += 1
        return self.chip.xfer2(data)

    def close(self):
        self.chip.close()


@pytest.fixture
def real_package(monkeypatch):
    """The mfrc522 package imported afresh over a stand-in spidev and RPi.GPIO on a simulated chip."""
    from drivers.rc522.simulated import SimulatedMFRC522, pi_modules

    sim = SimulatedMFRC522()
    counting = CountingChip(sim)
    for name, module in pi_modules(counting).items():
        monkeypatch.setitem(sys.modules, name, module)
    for name in [name for name in sys.modules if name.split(".")[0] == "mfrc522"]:
        monkeypatch.delitem(sys.modules, name)
    return sim, counting


def test_the_real_package_reads_a_card_and_idles_without_spinning(real_package, inbox):
    sim, counting = real_package
    reader = MFRC522LibraryReader(poll_interval=0.02)
    reader.start(inbox.put)
    try:
        assert inbox.quiet_for(0.3) == []
        # Its own loop would read ComIrqReg 2,000 times per request; bounded by the chip's timer here.
        assert counting.transfers < 0.3 / 0.02 * 60
        sim.place("A1B2C3D4")
        assert inbox.next() == TagSeen("A1B2C3D4")
        assert inbox.quiet_for(0.2) == []  # read again and again through the READY quirk
    finally:
        reader.close()


def test_a_damaged_frame_does_not_stall_the_real_package(real_package, inbox):
    sim, _ = real_package
    reader = MFRC522LibraryReader(poll_interval=0.01)
    reader.start(inbox.put)
    try:
        sim.place("A1B2C3D4")
        sim.damage("parity", 3)
        assert inbox.next(timeout=0.5) == TagSeen("A1B2C3D4")
    finally:
        reader.close()
