"""The RC522 driver (chip, ISO 14443-A, reader thread) against the simulated MFRC522."""
import logging
import time

import pytest

from drivers.base import PartTrouble, TagGone, TagSeen
from drivers.polling import ReaderFault, TagPresence
from drivers.rc522 import RC522Reader
from drivers.rc522.chip import MFRC522, NOT_ANSWERING, FrameError, NoAnswer
from drivers.rc522.iso14443a import WUPA, read_uid
from drivers.rc522.reader import describe_version
from drivers.rc522.registers import Reg, read_address, write_address
from drivers.rc522.simulated import SimulatedMFRC522, SimulatedTag, crc_a

UID4 = "A1B2C3D4"                  # MIFARE Classic
UID7 = "04A1B2C3D4E5F6"            # NTAG213 sticker
UID10 = "04112233445566778899"     # triple size
POLL = 0.005


@pytest.fixture
def sim():
    return SimulatedMFRC522()


@pytest.fixture
def chip(sim):
    chip = MFRC522(sim)
    chip.init()
    return chip


@pytest.fixture
def reader(sim, inbox):
    reader = RC522Reader(sim, poll_interval=POLL, gone_after=3, retry_interval=0.01)
    reader.start(inbox.put)
    yield reader
    reader.close()


# The SPI framing and the chip


def test_spi_address_bytes_follow_the_datasheet():
    assert read_address(Reg.VERSION) == 0xEE
    assert write_address(Reg.COMMAND) == 0x02


def test_the_chip_reads_registers_with_the_datasheet_address_byte(sim):
    sent = []

    class Recording:
        def xfer2(self, data):
            sent.append(list(data))
            return sim.xfer2(data)

    assert MFRC522(Recording()).version() == 0x92
    assert sent == [[0xEE, 0x00]]


def test_the_simulated_chip_refuses_a_malformed_address(sim):
    with pytest.raises(ValueError):
        sim.xfer2([0x6F, 0x00])


def test_crc_a_matches_the_standard_hlta_frame():
    assert crc_a([0x50, 0x00]) == bytes((0x57, 0xCD))


def test_the_crc_coprocessor_computes_crc_a(chip):
    assert chip.calc_crc([0x93, 0x70, 0x88, 0x04, 0xA1, 0xB2, 0x9F]) == crc_a([0x93, 0x70, 0x88, 0x04, 0xA1, 0xB2, 0x9F])


def test_init_turns_the_antenna_on_with_100_percent_ask(sim, chip):
    assert sim.antenna_on
    assert sim.xfer2([read_address(Reg.TX_ASK), 0])[1] & 0x40


def test_no_answer_ends_with_the_chips_timer_without_spinning(sim):
    chip = MFRC522(sim, timeout=0.03)
    chip.init()
    start = time.monotonic()
    with pytest.raises(NoAnswer):
        chip.transceive([WUPA], tx_last_bits=7)
    elapsed = time.monotonic() - start
    assert 0.03 <= elapsed < 0.03 + 0.05
    # It slept between looks at ComIrqReg: a handful of reads, not thousands.
    assert sim.register_reads[Reg.COM_IRQ] <= 10


def test_a_timer_that_never_fires_is_a_fault_not_a_hang(sim):
    chip = MFRC522(sim, timeout=0.01, stall_after=0.05)
    chip.init()
    sim.freeze_timer()
    start = time.monotonic()
    with pytest.raises(ReaderFault):
        chip.transceive([WUPA], tx_last_bits=7)
    assert time.monotonic() - start < 0.5


def test_with_the_irq_wire_the_chip_sleeps_on_it(sim):
    chip = MFRC522(sim, irq=sim.irq_line(), timeout=0.03)
    chip.init()
    with pytest.raises(NoAnswer):
        chip.transceive([WUPA], tx_last_bits=7)
    assert sim.register_reads[Reg.COM_IRQ] == 1


def test_an_irq_wire_that_never_fires_falls_back_to_polling(sim, caplog):
    class LooseWire:
        waits = 0

        def wait(self, timeout):
            LooseWire.waits += 1
            time.sleep(timeout)
            return False

    chip = MFRC522(sim, irq=LooseWire(), timeout=0.002, stall_after=0.02)
    chip.init()
    sim.place(UID4)
    with caplog.at_level(logging.WARNING):
        assert read_uid(chip).hex().upper() == UID4
        assert read_uid(chip).hex().upper() == UID4
    assert LooseWire.waits == 1
    assert "IRQ wire" in caplog.text


# ISO 14443-A: full UIDs through the cascade levels


@pytest.mark.parametrize("uid", [UID4, UID7, UID10])
def test_full_uids_are_read_through_every_cascade_level(sim, chip, uid):
    tag = sim.place(uid)
    assert read_uid(chip).hex().upper() == uid
    assert tag.state == "halt"


def test_nothing_on_the_reader_reads_as_none(chip):
    assert read_uid(chip) is None


def test_a_halted_card_is_woken_up_again_by_the_next_poll(sim, chip):
    tag = sim.place(UID7)
    assert [read_uid(chip).hex().upper() for _ in range(3)] == [UID7] * 3
    assert tag.selected == 3


def test_anticollision_separates_cards_answering_together(sim, chip):
    # At cascade level 2 they first split inside the second byte; two of them split again
    # in the last byte, in a round that starts in the middle of a byte (RxAlign 3).
    uids = ["04112233445566", "04112233445567", "04112233405566"]
    for uid in uids:
        sim.place(uid)
    read = []
    for _ in uids:
        uid = read_uid(chip).hex().upper()
        read.append(uid)
        sim.remove(uid)
    assert sorted(read) == sorted(uids)


def test_a_wrong_bcc_is_refused(sim, chip):
    class Garbled(SimulatedTag):
        def cln(self, level):
            data = super().cln(level)
            return data[:4] + bytes((data[4] ^ 0x01,))

    sim.field.append(Garbled(bytes.fromhex(UID4), 0x08))
    with pytest.raises(FrameError, match="BCC"):
        read_uid(chip)


def test_versions_are_described_in_plain_words():
    assert describe_version(0x92) == "MFRC522 version 2.0"
    assert "clone" in describe_version(0x88)
    assert "unknown" in describe_version(0x42)


# The reader thread


def test_a_card_is_reported_once_while_it_rests(sim, reader, inbox):
    tag = sim.place(UID7)
    assert inbox.next() == TagSeen(UID7)
    assert inbox.quiet_for(0.15) == []
    assert tag.selected >= 5  # read again and again, reported once


@pytest.mark.parametrize("uid", [UID4, UID7, UID10])
def test_each_uid_size_reaches_the_engine_in_full(sim, reader, inbox, uid):
    sim.place(uid)
    assert inbox.next() == TagSeen(uid)


def test_removal_is_reported_after_consecutive_misses(sim, reader, inbox):
    sim.place(UID4)
    assert inbox.next() == TagSeen(UID4)
    removed = time.monotonic()
    sim.remove()
    assert inbox.next() == TagGone(UID4)
    assert time.monotonic() - removed >= 2 * POLL  # three polls without it, not one


def test_a_card_replaced_by_another(sim, reader, inbox):
    sim.place(UID4)
    assert inbox.next() == TagSeen(UID4)
    sim.remove()
    sim.place(UID10)
    assert [inbox.next(), inbox.next()] == [TagGone(UID4), TagSeen(UID10)]


def test_silence_is_reported_once_then_the_reader_recovers(sim, reader, inbox):
    sim.place(UID4)
    assert inbox.next() == TagSeen(UID4)
    sim.unplug()
    assert inbox.next() == PartTrouble("card reader", NOT_ANSWERING)
    time.sleep(0.1)  # about ten failed retries
    sim.remove()
    sim.reconnect()  # a fresh chip: antenna off, timer unset, until the reader sets it up again
    sim.place(UID7)
    events = inbox.quiet_for(0.15)
    assert events == [TagGone(UID4), TagSeen(UID7)]


def test_an_spi_error_is_reported_once_in_plain_words(sim, reader, inbox):
    sim.break_spi()
    trouble = inbox.next()
    assert isinstance(trouble, PartTrouble) and "SPI link failed" in trouble.message
    assert inbox.quiet_for(0.1) == []
    sim.reconnect()
    sim.place(UID4)
    assert inbox.next() == TagSeen(UID4)


def test_a_chip_that_reset_itself_is_set_up_again_quietly(sim, reader, inbox):
    sim.place(UID4)
    assert inbox.next() == TagSeen(UID4)
    sim.reconnect()  # a supply dip: registers back to reset values, the card still there
    assert inbox.quiet_for(0.1) == []
    sim.remove()
    assert inbox.next() == TagGone(UID4)


def test_a_reader_that_never_answered_reports_trouble(inbox):
    sim = SimulatedMFRC522()
    sim.unplug(miso=0xFF)
    reader = RC522Reader(sim, poll_interval=POLL, retry_interval=0.01)
    reader.start(inbox.put)
    try:
        assert inbox.next() == PartTrouble("card reader", NOT_ANSWERING)
        assert inbox.quiet_for(0.1) == []
    finally:
        reader.close()


def test_reading_with_the_irq_wire(sim, inbox):
    reader = RC522Reader(sim, irq=sim.irq_line(), poll_interval=POLL)
    reader.start(inbox.put)
    try:
        sim.place(UID10)
        assert inbox.next() == TagSeen(UID10)
    finally:
        reader.close()


def test_close_is_prompt_and_releases_the_wires(sim, inbox):
    irq = sim.irq_line()
    reader = RC522Reader(sim, irq=irq, poll_interval=5.0)
    reader.start(inbox.put)
    time.sleep(0.05)
    start = time.monotonic()
    reader.close()
    assert time.monotonic() - start < 0.2
    assert sim.closed and irq.closed


def test_presence_needs_consecutive_misses():
    presence = TagPresence(gone_after=3)
    assert presence.update(UID4) == [TagSeen(UID4)]
    assert presence.update(None) == []
    assert presence.update(None) == []
    assert presence.update(UID4) == []  # a flicker is not a removal
    assert [presence.update(None) for _ in range(3)] == [[], [], [TagGone(UID4)]]
    assert presence.update(None) == []
