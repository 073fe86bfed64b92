"""A simulated MFRC522 behind the SPI transport, with a field of ISO 14443-A cards.

It speaks the chip's SPI framing and models what the reader code relies on: registers and
their reset values, the 64-byte FIFO, the Idle, Transceive, CalcCRC and SoftReset commands,
bit-oriented frames (TxLastBits, RxAlign, RxLastBits), bit collisions (CollReg), the timer
(TAuto, prescaler, reload, TimerIRq in real time) and the IRQ output. Cards only hear the
reader when the antenna is on with 100 % ASK, and follow the ISO 14443-3 state machine
(IDLE, READY, ACTIVE, HALT), so a driver that skips a step fails against it as it would on
the table.

It is strict where the datasheet leaves room, so that a driver relying on a kind reading
fails here rather than on the table:
- BitFramingReg's StartSend latches: it reads 1 until software writes it 0, and entering
  Transceive while it is 1 sends at once, with the bit counts present at that moment (a
  second StartSend with the FIFO already sent transmits nothing a card answers).
- With TAuto the timer stops on the 5th received bit: an answer shorter than that lets
  TimerIRq come as well, and a damaged answer stops the timer without raising RxIRq.
- A damaged answer (bit collision, parity error, CRC error with RxCRCEn) raises ErrIRq and
  never RxIRq, as NXP's HAL expects; `damage()` makes the next answers arrive damaged.
- Overheating (`overheat()`) sets TempErr and switches the antenna drivers off.

Faults: `unplug()` (MISO stuck, nothing answers), `break_spi()` (transfers raise OSError),
`freeze_timer()` (the chip's timer never fires); `reconnect()` brings back a freshly
powered chip.
"""
from __future__ import annotations

import errno
import threading
import time
from collections import Counter
from dataclasses import dataclass

from .registers import (
    BUFFER_OVFL, CLOCK_HZ, COLL_ERR, COLL_POS_NOT_VALID, CRC_ERR, CRC_IRQ, ERR_IRQ, FIFO_SIZE,
    FLUSH_BUFFER, FORCE_100_ASK, IDLE_IRQ, PARITY_ERR, RX_CRC_EN, RX_IRQ, SET1, START_SEND, T_AUTO,
    TEMP_ERR, TIMER_IRQ, TX1_RF_EN, TX2_RF_EN, TX_IRQ, VALUES_AFTER_COLL, Cmd, Reg,
)

RESET_VALUES = {
    Reg.COMMAND: 0x20, Reg.COM_IEN: 0x80, Reg.COM_IRQ: 0x14, Reg.STATUS1: 0x21,
    Reg.WATER_LEVEL: 0x08, Reg.CONTROL: 0x10, Reg.COLL: 0xA0, Reg.MODE: 0x3F,
    Reg.TX_CONTROL: 0x80, Reg.TX_SEL: 0x10, Reg.RX_SEL: 0x84, Reg.RX_THRESHOLD: 0x84,
    Reg.DEMOD: 0x4D, Reg.MF_TX: 0x62, Reg.SERIAL_SPEED: 0xEB, Reg.CRC_RESULT_H: 0xFF,
    Reg.CRC_RESULT_L: 0xFF, Reg.MOD_WIDTH: 0x26, Reg.RF_CFG: 0x48, Reg.GS_N: 0x88,
    Reg.CW_GS_P: 0x20, Reg.MOD_GS_P: 0x20,
}
READ_ONLY = {Reg.ERROR, Reg.STATUS1, Reg.CONTROL, Reg.CRC_RESULT_H, Reg.CRC_RESULT_L, Reg.VERSION}
CRC_PRESETS = (0x0000, 0x6363, 0xA671, 0xFFFF)  # ModeReg CRCPreset[1:0]
SELECT_CODES = (0x93, 0x95, 0x97)
CASCADE_TAG = 0x88
KNOWN_COMMANDS = {0x00, 0x01, 0x02, 0x03, 0x04, 0x07, 0x08, 0x0C, 0x0E, 0x0F}
DAMAGES = ("collision", "parity", "crc")
TIMER_STOPS_AFTER = 5  # TAuto: the timer stops once this many bits have been received


def crc_a(data: bytes | list[int], preset: int = 0x6363) -> bytes:
    """ISO/IEC 14443-3 CRC_A (x^16 + x^12 + x^5 + 1, reflected), low byte first."""
    crc = preset
    for byte in data:
        byte ^= crc & 0xFF
        byte = (byte ^ (byte << 4)) & 0xFF
        crc = ((crc >> 8) ^ (byte << 8) ^ (byte << 3) ^ (byte >> 4)) & 0xFFFF
    return bytes((crc & 0xFF, crc >> 8))


def to_bits(data: bytes | list[int], last_bits: int = 0) -> list[int]:
    """Bits as sent on air: each byte least significant bit first, the last one cut to `last_bits`."""
    bits = [(byte >> i) & 1 for byte in data for i in range(8)]
    return bits[: len(bits) - (8 - last_bits)] if last_bits else bits


def to_bytes(bits: list[int]) -> bytes:
    """Inverse of to_bits: pack bits into bytes, the last one padded with zeros."""
    out = bytearray((len(bits) + 7) // 8)
    for i, bit in enumerate(bits):
        out[i // 8] |= bit << (i % 8)
    return bytes(out)


@dataclass
class SimulatedTag:
    """One ISO 14443-A card in the field: a 4-, 7- or 10-byte UID and its final SAK."""

    uid: bytes
    sak: int
    state: str = "idle"          # idle, ready, active, halt
    halted_before: bool = False  # READY* / ACTIVE*: an error sends it back to HALT, not IDLE
    level: int = 0               # cascade level being resolved while READY
    selected: int = 0            # how many times a reader selected it completely

    def __post_init__(self):
        if len(self.uid) not in (4, 7, 10):
            raise ValueError("a type A UID has 4, 7 or 10 bytes")

    @property
    def atqa(self) -> bytes:
        """ATQA: UID size in bits 7-6, bit-frame anticollision in bit 2."""
        size = {4: 0x00, 7: 0x40, 10: 0x80}[len(self.uid)]
        return bytes((size | 0x04, 0x00))

    @property
    def levels(self) -> int:
        """How many cascade levels the UID spans."""
        return {4: 1, 7: 2, 10: 3}[len(self.uid)]

    def cln(self, level: int) -> bytes:
        """UID CLn followed by its BCC, as answered at cascade level `level` (0-based)."""
        if level < self.levels - 1:
            part = bytes((CASCADE_TAG,)) + self.uid[3 * level: 3 * level + 3]
        else:
            part = self.uid[3 * level:]
        return part + bytes((part[0] ^ part[1] ^ part[2] ^ part[3],))

    def hear(self, bits: list[int], crc_preset: int) -> list[int] | None:
        """React to a frame from the reader; return the answer's bits, or None to stay silent."""
        if len(bits) == 7:
            command = to_bytes(bits)[0]
            if command == 0x52 and self.state in ("idle", "halt") or command == 0x26 and self.state == "idle":
                self.halted_before = self.state == "halt"
                self.state, self.level = "ready", 0
                return to_bits(self.atqa)
            return self._error()
        frame = to_bytes(bits)
        if self.state == "ready":
            return self._ready(frame, bits, crc_preset)
        if self.state == "active":
            if len(bits) == 32 and frame[:2] == bytes((0x50, 0x00)) and crc_a(frame[:2], crc_preset) == frame[2:]:
                self.state = "halt"
                return None
            return self._error()
        return None  # IDLE and HALT only listen to REQA / WUPA

    def _ready(self, frame: bytes, bits: list[int], crc_preset: int) -> list[int] | None:
        if len(bits) < 16 or frame[0] != SELECT_CODES[self.level]:
            return self._error()
        nvb = frame[1]
        cln_bits = to_bits(self.cln(self.level))
        if nvb == 0x70:
            if len(bits) != 72 or crc_a(frame[:7], crc_preset) != frame[7:]:
                return self._error()
            if frame[2:7] != self.cln(self.level):
                return None  # another card is being selected
            if self.level < self.levels - 1:
                self.level += 1
                sak = 0x04
            else:
                self.state, sak = "active", self.sak
                self.selected += 1
            return to_bits(bytes((sak,)) + crc_a([sak], crc_preset))
        known = ((nvb >> 4) - 2) * 8 + (nvb & 0x0F)
        if not 0 <= known < 40 or len(bits) != 16 + known:
            return self._error()
        if bits[16:] != cln_bits[:known]:
            return None  # not this card's bits: it waits for the next round
        return cln_bits[known:]

    def _error(self) -> None:
        self.state = "halt" if self.halted_before else "idle"
        return None


class SimulatedMFRC522:
    """An MFRC522 on SPI, with a field where tests place and remove cards.

    `version` is what VersionReg reads: 0x92 for a genuine chip, 0x88 or 0x12 for clones.
    """

    def __init__(self, *, version: int = 0x92):
        self._version = version
        self._cond = threading.Condition()
        self.field: list[SimulatedTag] = []
        self.register_reads: Counter[int] = Counter()
        self.closed = False
        self._miso: int | None = None
        self._spi_error = False
        self._timer_frozen = False
        self._hot = False
        self._damage: list[str] = []
        self.frames_sent = 0
        self._power_up()

    # The SPI transport

    def xfer2(self, data: list[int]) -> list[int]:
        """One SPI transfer: read addresses in, register values out; or an address then bytes to write."""
        with self._cond:
            if self._spi_error:
                raise OSError(errno.EIO, "Input/output error")
            if self._miso is not None:
                return [self._miso] * len(data)
            self._tick_timer()
            first = data[0]
            if first & 0x01:
                raise ValueError(f"SPI address byte {first:#04x}: bit 0 must be 0")
            if first & 0x80:
                if data[-1] != 0:
                    raise ValueError("a read sequence ends with 0x00")
                if any(not byte & 0x80 for byte in data[:-1]):
                    raise ValueError("a read sequence holds only read addresses")
                answer = [0] + [self._read((byte >> 1) & 0x3F) for byte in data[:-1]]
            else:
                for value in data[1:]:
                    self._write(first >> 1, value)
                answer = [0] * len(data)
            self._cond.notify_all()
            return answer

    def close(self) -> None:
        """Release the transport (recorded so tests can see the reader let go of it)."""
        self.closed = True

    # The field and the faults

    def place(self, uid: str | bytes, sak: int | None = None) -> SimulatedTag:
        """Put a card on the reader; the SAK defaults to a MIFARE Classic (4 bytes) or NTAG (7, 10)."""
        raw = bytes.fromhex(uid) if isinstance(uid, str) else uid
        tag = SimulatedTag(raw, sak if sak is not None else (0x08 if len(raw) == 4 else 0x00))
        with self._cond:
            self.field.append(tag)
        return tag

    def remove(self, uid: str | bytes | None = None) -> None:
        """Take one card (or, without a UID, every card) off the reader."""
        raw = bytes.fromhex(uid) if isinstance(uid, str) else uid
        with self._cond:
            self.field = [tag for tag in self.field if raw is not None and tag.uid != raw]

    def unplug(self, miso: int = 0x00) -> None:
        """The chip loses power or its wires: MISO reads `miso`, writes go nowhere."""
        with self._cond:
            self._miso = miso

    def break_spi(self) -> None:
        """Every transfer fails with EIO, as when the SPI controller gives up."""
        with self._cond:
            self._spi_error = True

    def freeze_timer(self) -> None:
        """The chip's timer stops counting: TimerIRq never comes."""
        with self._cond:
            self._timer_frozen = True

    def damage(self, kind: str, count: int = 1) -> None:
        """The next `count` answers from cards arrive damaged: "collision", "parity" or "crc"."""
        if kind not in DAMAGES:
            raise ValueError(f"damage is one of {', '.join(DAMAGES)}")
        with self._cond:
            self._damage += [kind] * count

    def overheat(self) -> None:
        """The chip's temperature sensor trips: TempErr, ErrIRq, antenna drivers off until it cools."""
        with self._cond:
            self._hot = True
            self._regs[Reg.ERROR] |= TEMP_ERR
            self._regs[Reg.COM_IRQ] |= ERR_IRQ
            self._antenna_off()
            self._cond.notify_all()

    def cool_down(self) -> None:
        """The chip is cool again: TempErr clears; the antenna stays off until software turns it on."""
        with self._cond:
            self._hot = False
            self._regs[Reg.ERROR] &= ~TEMP_ERR & 0xFF

    def reconnect(self) -> None:
        """End every fault; the chip comes back freshly powered (reset values, antenna off)."""
        with self._cond:
            self._miso = None
            self._spi_error = False
            self._timer_frozen = False
            self._hot = False
            self._power_up()

    def irq_line(self) -> SimulatedIrqLine:
        """The chip's IRQ output, as the reader would wait on it."""
        return SimulatedIrqLine(self)

    @property
    def antenna_on(self) -> bool:
        """True when both antenna drivers are on."""
        return self._regs[Reg.TX_CONTROL] & (TX1_RF_EN | TX2_RF_EN) == TX1_RF_EN | TX2_RF_EN

    @property
    def start_send(self) -> bool:
        """BitFramingReg's StartSend as it reads now (it stays 1 until software clears it)."""
        return bool(self._regs[Reg.BIT_FRAMING] & START_SEND)

    def _antenna_off(self) -> None:
        self._regs[Reg.TX_CONTROL] &= ~(TX1_RF_EN | TX2_RF_EN) & 0xFF
        for tag in self.field:
            tag.state, tag.halted_before = "idle", False

    # Registers and commands

    def _power_up(self) -> None:
        self._regs = bytearray(64)
        for reg, value in RESET_VALUES.items():
            self._regs[reg] = value
        self._regs[Reg.VERSION] = self._version
        self._fifo: list[int] = []
        self._timer_deadline: float | None = None
        if self._hot:
            self._regs[Reg.ERROR] |= TEMP_ERR
        for tag in self.field:
            tag.state, tag.halted_before = "idle", False

    def _read(self, reg: int) -> int:
        self.register_reads[reg] += 1
        if reg == Reg.FIFO_DATA:
            return self._fifo.pop(0) if self._fifo else 0
        if reg == Reg.FIFO_LEVEL:
            return len(self._fifo)
        return self._regs[reg]

    def _write(self, reg: int, value: int) -> None:
        if reg == Reg.COMMAND:
            self._regs[reg] = value & 0x3F
            self._command(value & 0x0F)
        elif reg == Reg.COM_IRQ:
            self._regs[reg] = self._regs[reg] | (value & 0x7F) if value & SET1 else self._regs[reg] & ~value & 0x7F
        elif reg == Reg.DIV_IRQ:
            self._regs[reg] = self._regs[reg] | (value & 0x7F) if value & 0x80 else self._regs[reg] & ~value & 0x7F
        elif reg == Reg.FIFO_DATA:
            if len(self._fifo) < FIFO_SIZE:
                self._fifo.append(value)
            else:
                self._regs[Reg.ERROR] |= BUFFER_OVFL
        elif reg == Reg.FIFO_LEVEL:
            if value & FLUSH_BUFFER:
                self._fifo.clear()
                self._regs[Reg.ERROR] &= ~BUFFER_OVFL & 0xFF
        elif reg == Reg.BIT_FRAMING:
            self._regs[reg] = value  # StartSend latched: software clears it, the chip never does
            if value & START_SEND and self._regs[Reg.COMMAND] & 0x0F == Cmd.TRANSCEIVE:
                self._transceive()
        elif reg == Reg.COLL:
            self._regs[reg] = (self._regs[reg] & 0x7F) | (value & VALUES_AFTER_COLL)
        elif reg == Reg.TX_CONTROL:
            was_on = self.antenna_on
            self._regs[reg] = value & ~(TX1_RF_EN | TX2_RF_EN) if self._hot else value
            if was_on and not self.antenna_on:
                self._antenna_off()
        elif reg not in READ_ONLY:
            self._regs[reg] = value

    def _command(self, command: int) -> None:
        if command not in KNOWN_COMMANDS:
            # An unknown command: CommandReg falls back to Idle and IdleIRq is set (datasheet 9.3.1.5).
            self._regs[Reg.COMMAND] &= 0xF0
            self._regs[Reg.COM_IRQ] |= IDLE_IRQ
        elif command == Cmd.SOFT_RESET:
            self._power_up()
        elif command == Cmd.TRANSCEIVE and self.start_send:
            self._transceive()  # StartSend still set: the frame goes out at once, framing as it is now
        elif command == Cmd.CALC_CRC:
            preset = CRC_PRESETS[self._regs[Reg.MODE] & 0x03]
            low, high = crc_a(self._fifo, preset)
            self._fifo.clear()
            self._regs[Reg.CRC_RESULT_L], self._regs[Reg.CRC_RESULT_H] = low, high
            self._regs[Reg.DIV_IRQ] |= CRC_IRQ

    def _transceive(self) -> None:
        framing = self._regs[Reg.BIT_FRAMING]
        tx_last_bits, rx_align = framing & 0x07, (framing >> 4) & 0x07
        bits = to_bits(self._fifo, tx_last_bits)
        self._fifo.clear()
        self._regs[Reg.ERROR] &= TEMP_ERR  # a new command clears every error bit but TempErr
        self._regs[Reg.COM_IRQ] |= TX_IRQ
        self.frames_sent += 1
        answers = []
        if bits and self.antenna_on and self._regs[Reg.TX_ASK] & FORCE_100_ASK:
            preset = CRC_PRESETS[self._regs[Reg.MODE] & 0x03]
            answers = [answer for tag in self.field if (answer := tag.hear(bits, preset)) is not None]
        self._start_timer()
        if not answers:
            return
        received, collision = self._superpose(answers)
        damage = self._damage.pop(0) if self._damage else None
        if damage == "collision" and collision is None:
            collision = min(3, len(received) - 1)
        if len(received) >= TIMER_STOPS_AFTER or damage or collision is not None:
            self._timer_deadline = None
        stored = [0] * rx_align + received
        data = bytearray(to_bytes(stored)[:FIFO_SIZE])
        if damage == "crc":
            data[-1] ^= 0x01
        self._fifo[:] = data
        self._regs[Reg.CONTROL] = 0x10 | (len(stored) % 8)
        error = 0
        if collision is not None:
            position = rx_align + collision + 1
            error |= COLL_ERR
            coll = self._regs[Reg.COLL] & VALUES_AFTER_COLL
            self._regs[Reg.COLL] = coll | (position & 0x1F if position <= 32 else COLL_POS_NOT_VALID)
        if damage == "parity":
            error |= PARITY_ERR
        if damage == "crc" and self._regs[Reg.RX_MODE] & RX_CRC_EN:
            error |= CRC_ERR
        if error:
            # A damaged frame: ErrIRq, never RxIRq.
            self._regs[Reg.ERROR] |= error
            self._regs[Reg.COM_IRQ] |= ERR_IRQ
        else:
            self._regs[Reg.COM_IRQ] |= RX_IRQ

    def _start_timer(self) -> None:
        """TAuto: the timer starts when the frame has been sent."""
        if self._regs[Reg.T_MODE] & T_AUTO:
            prescaler = (self._regs[Reg.T_MODE] & 0x0F) << 8 | self._regs[Reg.T_PRESCALER]
            reload = self._regs[Reg.T_RELOAD_H] << 8 | self._regs[Reg.T_RELOAD_L]
            self._timer_deadline = time.monotonic() + (2 * prescaler + 1) * (reload + 1) / CLOCK_HZ

    def _superpose(self, answers: list[list[int]]) -> tuple[list[int], int | None]:
        """What the receiver decodes when several cards answer at once, and where they first disagree."""
        length = max(len(answer) for answer in answers)
        received, collision = [], None
        for i in range(length):
            seen = {answer[i] for answer in answers if i < len(answer)}
            if collision is None and len(seen) > 1:
                collision = i
            if collision is not None and not self._regs[Reg.COLL] & VALUES_AFTER_COLL:
                received.append(0)
            else:
                received.append(max(seen))
        return received, collision

    def _tick_timer(self) -> None:
        if self._timer_deadline is not None and not self._timer_frozen and time.monotonic() >= self._timer_deadline:
            self._timer_deadline = None
            self._regs[Reg.COM_IRQ] |= TIMER_IRQ

    def _irq_active(self) -> bool:
        if self._miso is not None or self._spi_error:
            return False
        self._tick_timer()
        return bool(self._regs[Reg.COM_IEN] & self._regs[Reg.COM_IRQ] & 0x7F
                    or self._regs[Reg.DIV_IEN] & self._regs[Reg.DIV_IRQ] & 0x7F)


class SimulatedIrqLine:
    """The simulated chip's IRQ output: active while an enabled interrupt request is set."""

    def __init__(self, chip: SimulatedMFRC522):
        self._chip = chip
        self.closed = False

    def wait(self, timeout: float) -> bool:
        """Block until the line is active (True) or `timeout` seconds pass (False)."""
        chip = self._chip
        end = time.monotonic() + timeout
        with chip._cond:
            while not chip._irq_active():
                now = time.monotonic()
                if now >= end:
                    return False
                wake = end if chip._timer_deadline is None else min(end, chip._timer_deadline)
                chip._cond.wait(max(wake - now, 0.0001))
            return True

    def close(self) -> None:
        """Release the line."""
        self.closed = True


def pi_modules(chip: SimulatedMFRC522) -> dict:
    """Stand-ins for `spidev` and `RPi.GPIO` over `chip`, for running other people's RC522 code.

    Put them in sys.modules (tests, benchmarks) before importing a package such as pi-rc522
    or mfrc522: every SpiDev talks to the simulated chip and every GPIO call is accepted.
    """
    import types

    spidev = types.ModuleType("spidev")

    class SpiDev:
        max_speed_hz, mode = 1_000_000, 0

        def open(self, bus: int, device: int) -> None:
            self.opened = (bus, device)

        def xfer2(self, data: list[int]) -> list[int]:
            return chip.xfer2(list(data))

        def close(self) -> None:
            chip.close()

    spidev.SpiDev = SpiDev
    gpio = types.ModuleType("RPi.GPIO")
    gpio.BOARD, gpio.BCM, gpio.OUT, gpio.IN, gpio.PUD_UP, gpio.FALLING = 10, 11, 0, 1, 22, 32
    for name in ("setmode", "setup", "output", "add_event_detect", "cleanup", "setwarnings"):
        setattr(gpio, name, lambda *args, **kwargs: None)
    gpio.getmode = lambda: None
    rpi = types.ModuleType("RPi")
    rpi.GPIO = gpio
    return {"spidev": spidev, "RPi": rpi, "RPi.GPIO": gpio}
