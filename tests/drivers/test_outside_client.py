"""The simulated MFRC522 checked against a client we did not write: the pi-rc522 package.

pi-rc522 drives the chip its own way (REQA, read-modify-write of BitFramingReg's StartSend,
its own timer settings, a busy wait on ComIrqReg). If our simulation disagreed with the
chip that package was written against, it would read nothing here. Its hardware modules
(spidev, RPi.GPIO) are replaced by fakes over the simulated chip, in this test only.
"""
import importlib
import sys

import pytest

from drivers.rc522.simulated import SimulatedMFRC522, pi_modules


@pytest.fixture
def sim():
    return SimulatedMFRC522()


@pytest.fixture
def pirc522(sim, monkeypatch):
    """The pi-rc522 package, imported afresh over the fake hardware."""
    for name, module in pi_modules(sim).items():
        monkeypatch.setitem(sys.modules, name, module)
    for name in [name for name in sys.modules if name == "pirc522" or name.startswith("pirc522.")]:
        monkeypatch.delitem(sys.modules, name)
    return importlib.import_module("pirc522")


def test_the_outside_client_finds_the_chip_silent_with_no_card(sim, pirc522):
    rfid = pirc522.RFID(pin_irq=None)
    assert rfid.read_id() is None
    assert sim.antenna_on  # its own set-up turned the antenna on through our registers


@pytest.mark.parametrize("uid", ["A1B2C3D4", "04A1B2C3D4E5F6"])
def test_the_outside_client_reads_4_and_7_byte_uids(sim, pirc522, uid):
    tag = sim.place(uid)
    rfid = pirc522.RFID(pin_irq=None)
    assert bytes(rfid.read_id()).hex().upper() == uid
    assert tag.state == "ready"  # pi-rc522 reads without selecting the last level, so no HLTA
    assert not sim.start_send   # it clears StartSend after each frame, as the references do


def test_the_outside_client_sees_a_damaged_frame_as_an_error(sim, pirc522):
    sim.place("A1B2C3D4")
    sim.damage("parity")
    rfid = pirc522.RFID(pin_irq=None)
    assert rfid.read_id() is None
