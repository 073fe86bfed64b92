"""The RC522 driver against the strict corners of the MFRC522 datasheet.

Each test here failed on the driver of before (Transceive written before BitFramingReg,
StartSend never cleared, only RxIRq/TimerIRq waited for): see docs/on-a-real-pi.md.
"""
import logging
import time

import pytest

from drivers.base import PartTrouble, TagGone, TagSeen
from drivers.rc522 import RC522Reader
from drivers.rc522.chip import MFRC522, Collision, FrameError, NoAnswer
from drivers.rc522.iso14443a import WUPA, read_uid
from drivers.rc522.registers import (
    CRC_ERR, ERR_IRQ, RX_CRC_EN, RX_IRQ, TIMER_IRQ, Cmd, Reg, read_address, write_address,
)
from drivers.rc522.simulated import SimulatedMFRC522, SimulatedTag

UID4 = "A1B2C3D4"
UID7 = "04A1B2C3D4E5F6"
UID10 = "04112233445566778899"
POLL = 0.005


@pytest.fixture
def sim():
    return SimulatedMFRC522()


@pytest.fixture
def chip(sim):
    chip = MFRC522(sim)
    chip.init()
    return chip


def poke(sim, reg, value):
    sim.xfer2([write_address(reg), value])


def peek(sim, reg):
    return sim.xfer2([read_address(reg), 0])[1]


# The simulated chip is strict


def test_start_send_stays_set_until_software_clears_it(sim):
    poke(sim, Reg.BIT_FRAMING, 0x87)
    assert peek(sim, Reg.BIT_FRAMING) == 0x87
    poke(sim, Reg.BIT_FRAMING, 0x07)
    assert peek(sim, Reg.BIT_FRAMING) == 0x07


def test_entering_transceive_with_start_send_set_sends_at_once(sim, chip):
    tag = sim.place(UID4)
    poke(sim, Reg.BIT_FRAMING, 0x87)  # StartSend and 7 bits, left by someone
    poke(sim, Reg.FIFO_DATA, WUPA)
    poke(sim, Reg.COMMAND, Cmd.TRANSCEIVE)
    assert sim.frames_sent == 1 and tag.state == "ready"
    assert peek(sim, Reg.COM_IRQ) & RX_IRQ


def test_an_answer_shorter_than_five_bits_lets_the_timer_run_out_too(sim):
    # Anticollision with 36 bits known: the card answers the last 4 bits of its BCC.
    chip = MFRC522(sim, timeout=0.005)
    chip.init()
    tag = sim.place(UID4)
    chip.transceive([WUPA], tx_last_bits=7)
    cln = tag.cln(0)
    answer, last_bits = chip.transceive([0x93, 0x64, *cln[:4], cln[4] & 0x0F], tx_last_bits=4, rx_align=4)
    assert last_bits == 0 and answer[0] >> 4 == cln[4] >> 4
    time.sleep(0.01)
    assert peek(sim, Reg.COM_IRQ) & TIMER_IRQ


@pytest.mark.parametrize("kind", ["parity", "collision"])
def test_a_damaged_frame_raises_err_irq_and_never_rx_irq(sim, chip, kind):
    sim.place(UID4)
    sim.damage(kind)
    with pytest.raises((FrameError, Collision)):
        chip.transceive([WUPA], tx_last_bits=7)
    irq = peek(sim, Reg.COM_IRQ)
    assert irq & ERR_IRQ and not irq & RX_IRQ and not irq & TIMER_IRQ


def test_a_crc_error_is_flagged_only_when_the_chip_checks_crc(sim, chip):
    sim.place(UID4)
    poke(sim, Reg.RX_MODE, RX_CRC_EN)
    sim.damage("crc")
    with pytest.raises(FrameError):
        chip.transceive([WUPA], tx_last_bits=7)
    assert peek(sim, Reg.ERROR) & CRC_ERR


# The driver copes


@pytest.mark.parametrize("uid", [UID4, UID7, UID10])
def test_every_uid_size_reads_after_a_client_left_start_send_set(sim, chip, uid):
    sim.place(uid)
    poke(sim, Reg.BIT_FRAMING, 0x87)
    assert read_uid(chip).hex().upper() == uid
    assert not sim.start_send  # cleared after every frame


def test_frames_go_out_with_their_own_bit_counts(sim, chip):
    """Reference order: BitFramingReg (StartSend 0) first, then Transceive, then StartSend."""
    sent = []

    class Recording:
        def xfer2(self, data):
            sent.append(list(data))
            return sim.xfer2(data)

    chip = MFRC522(Recording())
    with pytest.raises(NoAnswer):
        chip.transceive([WUPA], tx_last_bits=7)
    writes = [(data[0] >> 1, data[1]) for data in sent if not data[0] & 0x80]
    order = [w for w in writes if w[0] in (Reg.BIT_FRAMING, Reg.COMMAND)]
    assert order[-4:] == [(Reg.BIT_FRAMING, 0x07), (Reg.COMMAND, Cmd.TRANSCEIVE),
                          (Reg.BIT_FRAMING, 0x87), (Reg.BIT_FRAMING, 0x07)]


@pytest.mark.parametrize("kind", ["parity", "collision", "crc"])
def test_a_damaged_frame_is_no_card_this_poll_not_a_stall(sim, kind):
    chip = MFRC522(sim, timeout=0.002, stall_after=0.1)
    chip.init()
    sim.place(UID7)
    sim.damage(kind)
    start = time.monotonic()
    try:
        uid = read_uid(chip)
    except (FrameError, NoAnswer, Collision):
        uid = None
    assert time.monotonic() - start < 0.05  # not the 100 ms safety deadline
    assert uid is None or uid.hex().upper() == UID7
    uids = {read_uid(chip) for _ in range(3)}
    assert bytes.fromhex(UID7) in uids


def test_the_irq_wire_wakes_on_a_damaged_frame(sim, caplog):
    chip = MFRC522(sim, irq=sim.irq_line(), timeout=0.002, stall_after=0.1)
    chip.init()
    sim.place(UID4)
    sim.damage("parity")
    with caplog.at_level(logging.WARNING):
        with pytest.raises(FrameError):
            chip.transceive([WUPA], tx_last_bits=7)
    assert "IRQ wire" not in caplog.text
    assert peek(sim, Reg.COM_IEN) & ERR_IRQ


def test_damaged_frames_in_a_row_never_make_the_reader_look_dead(sim, inbox):
    reader = RC522Reader(sim, poll_interval=POLL, retry_interval=0.01)
    reader.start(inbox.put)
    try:
        sim.place(UID10)
        sim.damage("parity", 5)
        assert inbox.next() == TagSeen(UID10)
        assert inbox.quiet_for(0.05) == []
    finally:
        reader.close()


def test_a_complete_sak_after_the_cascade_tag_is_an_error(sim, chip):
    sim.field.append(SimulatedTag(bytes.fromhex("88A1B2C3"), 0x08))
    with pytest.raises(FrameError, match="cascade tag"):
        read_uid(chip)


def test_the_gain_keeps_rfcfgreg_reserved_bits(sim):
    MFRC522(sim, rx_gain=7).init()
    assert peek(sim, Reg.RF_CFG) == 0x78  # reset value 0x48: bit 3 is reserved and stays


def test_an_overheated_chip_is_said_plainly_then_read_again_once_cool(sim, inbox):
    reader = RC522Reader(sim, poll_interval=POLL, retry_interval=0.01)
    reader.start(inbox.put)
    try:
        tag = sim.place(UID4)
        assert inbox.next() == TagSeen(UID4)
        sim.overheat()
        trouble = inbox.next()
        assert isinstance(trouble, PartTrouble) and "too hot" in trouble.message
        assert inbox.quiet_for(0.05) == []  # said once
        sim.cool_down()
        before = tag.selected
        time.sleep(0.1)
        assert tag.selected > before and sim.antenna_on  # set up again, reading again
        sim.remove()
        assert inbox.next() == TagGone(UID4)
    finally:
        reader.close()
