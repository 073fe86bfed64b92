"""The backend on the mfrc522 pip package: clear when it is missing, 4-byte UIDs when there."""
import sys
import types

import pytest

from companion.errors import CompanionError
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
