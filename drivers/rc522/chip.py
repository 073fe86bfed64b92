"""The MFRC522 chip, register by register, over an SPI transport.

Timeouts come from the chip's own timer: it starts when a frame has been sent (TAuto) and
raises TimerIRq when no card answered in time. The host only sleeps and looks at ComIrqReg
(or waits on the IRQ wire); a software deadline well past the chip's timer catches a chip
that stopped counting, so no loop here can spin forever.

A frame goes out in the order every reference driver uses (NXP's HAL, the Arduino library,
pi-rc522): BitFramingReg with StartSend = 0 and the bit counts, then Transceive, then
StartSend, cleared again after the frame; the datasheet never says StartSend clears itself.
The wait ends on RxIRq, ErrIRq, IdleIRq, HiAlertIRq or TimerIRq, as in NXP's HAL: a damaged
answer raises ErrIRq without RxIRq and stops the timer, so waiting for RxIRq alone would
stall until the safety deadline.
"""
from __future__ import annotations

import itertools
import logging
import time
from typing import Protocol

from ..polling import ReaderFault
from .registers import (
    BUFFER_OVFL, CLOCK_HZ, COLL_ERR, COLL_POS_NOT_VALID, CRC_ERR, CRC_IRQ, ERR_IRQ, FLUSH_BUFFER,
    FORCE_100_ASK, HI_ALERT_IRQ, IDLE_IRQ, IRQ_INV, PARITY_ERR, POWER_DOWN, PROTOCOL_ERR, RX_GAIN_MASK,
    RX_IRQ, SILENT_VERSIONS, START_SEND, T_AUTO, TEMP_ERR, TIMER_IRQ, TX1_RF_EN, TX2_RF_EN, Cmd, Reg,
    read_address, write_address,
)

log = logging.getLogger(__name__)

NOT_ANSWERING = "The card reader is not answering. Check its wires (hw/wiring.md); the companion keeps trying."
TOO_HOT = ("The card reader got too hot and switched its antenna off. Keep it away from anything warm; "
           "it starts reading again by itself once it has cooled down.")
# What ends the wait for an answer (NXP's HAL waits for the same), and what the IRQ wire reports.
FRAME_DONE = RX_IRQ | IDLE_IRQ | HI_ALERT_IRQ | ERR_IRQ | TIMER_IRQ
IRQ_WIRE = IRQ_INV | RX_IRQ | IDLE_IRQ | ERR_IRQ | TIMER_IRQ

# 13.56 MHz / (2 * 169 + 1) = 40 kHz: one timer tick every 25 microseconds.
PRESCALER = 169
TICK = (2 * PRESCALER + 1) / CLOCK_HZ
# ModeReg: CRC coprocessor preset 0x6363, the CRC_A start value (ISO/IEC 14443-3).
MODE_CRC_A = 0x3D
# TxControlReg reset value (InvTx2RFOn) with both antenna drivers switched on.
ANTENNA_ON = 0x80 | TX1_RF_EN | TX2_RF_EN


def spi_failed(exc: OSError) -> ReaderFault:
    """The fault to report when an SPI transfer raised `exc`."""
    return ReaderFault(f"The card reader's SPI link failed ({exc.strerror or exc}); the companion keeps trying.")


class SpiTransport(Protocol):
    """The SPI link to the chip."""

    def xfer2(self, data: list[int]) -> list[int]:
        """One full-duplex transfer, chip select held for the whole list (spidev's shape)."""
        ...

    def close(self) -> None:
        """Release the link."""
        ...


class IrqLine(Protocol):
    """The chip's IRQ output as the host sees it."""

    def wait(self, timeout: float) -> bool:
        """Block until the line is active (True) or `timeout` seconds pass (False)."""
        ...

    def close(self) -> None:
        """Release the pin."""
        ...


class NoAnswer(Exception):
    """No card answered before the chip's timer ran out."""


class FrameError(Exception):
    """A card answered, but the frame was damaged or not what the protocol allows."""


class Collision(Exception):
    """Several cards answered at once; `position` is CollReg's CollPos (1..32)."""

    def __init__(self, position: int, data: bytes, last_bits: int):
        super().__init__(f"bit collision at position {position}")
        self.position = position
        self.data = data
        self.last_bits = last_bits


class MFRC522:
    """An NXP MFRC522 (or a clone) reached over SPI.

    `timeout` is how long a card may take to answer, counted by the chip's timer;
    `stall_after` is how much longer the host waits before it calls the chip silent;
    `rx_gain` is RFCfgReg's RxGain (0..7, 4 = 33 dB, the chip's default: more gain reads
    through thicker cases but other projects report more read errors with it).
    """

    def __init__(
        self,
        spi: SpiTransport,
        *,
        irq: IrqLine | None = None,
        timeout: float = 0.002,
        rx_gain: int = 4,
        stall_after: float = 0.1,
    ):
        if not 0 <= rx_gain <= 7:
            raise ValueError("rx_gain is 0..7")
        self._spi = spi
        self._irq_line = irq
        self._irq = irq
        self._timeout = timeout
        self._reload = min(max(round(timeout / TICK) - 1, 1), 0xFFFF)
        self._rx_gain = rx_gain
        self._stall_after = stall_after
        self._poll_step = max(timeout / 4, 0.0002)
        self._t_mode = T_AUTO | (PRESCALER >> 8)

    # Registers

    def read(self, reg: int) -> int:
        """Read one register."""
        return self.read_regs(reg)[0]

    def read_regs(self, *regs: int) -> list[int]:
        """Read several registers in one transfer (the same one repeated drains the FIFO)."""
        answer = self._xfer([read_address(reg) for reg in regs] + [0])
        return answer[1:]

    def write(self, reg: int, *values: int) -> None:
        """Write one or more bytes to a register (several only make sense for the FIFO)."""
        self._xfer([write_address(reg), *values])

    def _xfer(self, data: list[int]) -> list[int]:
        try:
            return self._spi.xfer2(data)
        except OSError as exc:
            raise spi_failed(exc) from exc

    # Set-up

    def version(self) -> int:
        """VersionReg: 0x91/0x92 genuine, 0x88/0x12 clones, 0x00/0xFF nothing answering."""
        return self.read(Reg.VERSION)

    def reset(self) -> None:
        """Soft reset: every register back to its reset value, FIFO emptied."""
        self.write(Reg.COMMAND, Cmd.SOFT_RESET)
        # The chip sets PowerDown until its oscillator runs again (datasheet 10.3.1.2).
        deadline = time.monotonic() + self._stall_after
        while self.read(Reg.COMMAND) & POWER_DOWN:
            if time.monotonic() >= deadline:
                raise ReaderFault(NOT_ANSWERING)
            time.sleep(self._poll_step)

    def init(self) -> int:
        """Reset and set the chip up for ISO 14443-A at 106 kBd; return its version."""
        self.reset()
        version = self.version()
        if version in SILENT_VERSIONS:
            raise ReaderFault(NOT_ANSWERING)
        self.write(Reg.T_MODE, self._t_mode)
        self.write(Reg.T_PRESCALER, PRESCALER & 0xFF)
        self.write(Reg.T_RELOAD_H, self._reload >> 8)
        self.write(Reg.T_RELOAD_L, self._reload & 0xFF)
        # Type A cards only understand 100 % ASK modulation.
        self.write(Reg.TX_ASK, FORCE_100_ASK)
        self.write(Reg.MODE, MODE_CRC_A)
        # RFCfgReg's bits 7 and 3-0 are reserved: keep what the chip holds there.
        rf_cfg = self.read(Reg.RF_CFG)
        self.write(Reg.RF_CFG, (rf_cfg & ~RX_GAIN_MASK & 0xFF) | self._rx_gain << 4)
        # ValuesAfterColl = 0: bits after a collision read as 0, which anticollision relies on.
        self.write(Reg.COLL, 0x00)
        self._irq = self._irq_line
        if self._irq is not None:
            self.write(Reg.COM_IEN, IRQ_WIRE)
        self.write(Reg.TX_CONTROL, ANTENNA_ON)
        return version

    def check(self) -> None:
        """Raise ReaderFault if the chip went silent or overheated; set it up again if it reset itself."""
        version, t_mode, error = self.read_regs(Reg.VERSION, Reg.T_MODE, Reg.ERROR)
        if version in SILENT_VERSIONS:
            raise ReaderFault(NOT_ANSWERING)
        if error & TEMP_ERR:
            raise ReaderFault(TOO_HOT)  # the reader thread sets the chip up again until it is cool
        if t_mode != self._t_mode:
            # A supply dip resets the chip without a word: its timer settings are the tell.
            log.warning("card reader chip reset itself; setting it up again")
            self.init()

    # Commands

    def transceive(self, data: bytes | list[int], *, tx_last_bits: int = 0, rx_align: int = 0) -> tuple[bytes, int]:
        """Send a frame, return (answer, valid bits in its last byte, 0 meaning all 8).

        Raises NoAnswer when the chip's timer runs out, Collision when several cards
        answered, FrameError for a damaged answer, ReaderFault when the chip is silent.
        """
        framing = (rx_align << 4) | tx_last_bits
        self.write(Reg.COMMAND, Cmd.IDLE)
        self.write(Reg.COM_IRQ, 0x7F)
        self.write(Reg.FIFO_LEVEL, FLUSH_BUFFER)
        self.write(Reg.FIFO_DATA, *data)
        self.write(Reg.BIT_FRAMING, framing)
        self.write(Reg.COMMAND, Cmd.TRANSCEIVE)
        self.write(Reg.BIT_FRAMING, START_SEND | framing)
        # By the end of the chip's timer there is an answer, an error or TimerIRq: look then, once.
        irq = self._wait_for(Reg.COM_IRQ, FRAME_DONE, first_look=self._timeout, use_irq=True)
        self.write(Reg.BIT_FRAMING, framing)
        if not irq & (RX_IRQ | ERR_IRQ):
            raise NoAnswer()
        error, level, control = self.read_regs(Reg.ERROR, Reg.FIFO_LEVEL, Reg.CONTROL)
        if error & TEMP_ERR:
            raise ReaderFault(TOO_HOT)
        count = level & 0x7F
        answer = bytes(self.read_regs(*[Reg.FIFO_DATA] * count)) if count else b""
        last_bits = control & 0x07
        # A collision garbles parity too, so it is looked at before the other errors.
        if error & COLL_ERR:
            coll = self.read(Reg.COLL)
            if coll & COLL_POS_NOT_VALID:
                raise FrameError("collision outside the first 32 bits")
            raise Collision(coll & 0x1F or 32, answer, last_bits)
        if error & (BUFFER_OVFL | PARITY_ERR | PROTOCOL_ERR | CRC_ERR) or not irq & RX_IRQ:
            raise FrameError(f"damaged answer (ErrorReg {error:#04x})")
        return answer, last_bits

    def calc_crc(self, data: bytes | list[int]) -> bytes:
        """CRC_A of `data` from the chip's coprocessor, low byte first."""
        self.write(Reg.COMMAND, Cmd.IDLE)
        self.write(Reg.DIV_IRQ, CRC_IRQ)
        self.write(Reg.FIFO_LEVEL, FLUSH_BUFFER)
        self.write(Reg.FIFO_DATA, *data)
        self.write(Reg.COMMAND, Cmd.CALC_CRC)
        self._wait_for(Reg.DIV_IRQ, CRC_IRQ)
        self.write(Reg.COMMAND, Cmd.IDLE)
        low, high = self.read_regs(Reg.CRC_RESULT_L, Reg.CRC_RESULT_H)
        return bytes((low, high))

    def _wait_for(self, reg: int, mask: int, *, first_look: float = 0.0, use_irq: bool = False) -> int:
        """Read `reg` until a bit of `mask` is set, sleeping in between.

        Without the IRQ wire the first look comes after `first_look` seconds, then one every
        poll step until the safety deadline: one read when the chip is on time, never a spin.
        """
        budget = self._timeout + self._stall_after
        fired = use_irq and self._irq is not None and self._irq.wait(budget)
        deadline = time.monotonic() + budget
        naps = itertools.chain((0.0 if fired else first_look,), itertools.repeat(self._poll_step))
        while True:
            nap = next(naps)
            if nap > 0:
                time.sleep(nap)
            bits = self.read(reg)
            if bits & mask:
                if use_irq and self._irq is not None and not fired:
                    log.warning("card reader: its IRQ wire never fires; checking the chip by polling instead")
                    self._irq = None
                return bits
            if time.monotonic() >= deadline:
                raise ReaderFault(NOT_ANSWERING)
