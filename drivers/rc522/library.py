"""A card reader on the `mfrc522` pip package, for boxes already wired and set up for it."""
from __future__ import annotations

import time

from companion.core.errors import CompanionError

from ..polling import PollingReader, ReaderFault
from .chip import NOT_ANSWERING, spi_failed
from .registers import ERR_IRQ, IDLE_IRQ, SILENT_VERSIONS, TIMER_IRQ, Reg, read_address

BCM = 11  # RPi.GPIO's BCM numbering, the numbering of the configuration
COM_IRQ_READ = read_address(Reg.COM_IRQ)


class PacedSpi:
    """The package's SPI device, with its wait for an answer bounded by the chip's own timer.

    The package reads ComIrqReg up to 2,000 times in a row until RxIRq or IdleIRq, ignoring
    TimerIRq and ErrIRq: about 3,300 transfers per 100 ms with no card. Here each repeated
    look waits `nap` seconds first, and TimerIRq or ErrIRq read as IdleIRq too, so the loop
    ends when the chip's timer runs out or a damaged frame comes in; the package then sees
    TimerIRq ("no tag") or ErrorReg ("error") as it expects.
    """

    def __init__(self, spi, nap: float = 0.001):
        self._spi = spi
        self._nap = nap
        self._looking = False

    def xfer2(self, data: list[int]) -> list[int]:
        """One transfer; repeated ComIrqReg reads are paced and see the timer's end."""
        if len(data) != 2 or data[0] != COM_IRQ_READ:
            self._looking = False
            return self._spi.xfer2(data)
        if self._looking:
            time.sleep(self._nap)
        self._looking = True
        answer = self._spi.xfer2(data)
        if answer[1] & (TIMER_IRQ | ERR_IRQ):
            answer = [answer[0], answer[1] | IDLE_IRQ]
        return answer

    def __getattr__(self, name):
        return getattr(self._spi, name)


class MFRC522LibraryReader(PollingReader):
    """An RC522 read through the `mfrc522` package (pimylifeup's MFRC522-python).

    It only tells 4-byte UIDs apart: the package stops anticollision at cascade level 1,
    so a 7-byte NTAG21x sticker reads as 88 04 xx xx (cascade tag, NXP's maker byte and two
    more bytes) and different stickers collide. Use it with 4-byte MIFARE Classic tags only;
    the default "rc522" backend reads full 4-, 7- and 10-byte UIDs. The package drives RST
    through RPi.GPIO, which does not work on a Pi 5. Its busy wait is bounded by PacedSpi,
    and a second request is only sent when a card was there at the previous poll. Not
    tried on hardware.
    """

    def __init__(self, bus: int = 0, device: int = 0, *, rst_pin: int = 25, **timing):
        try:
            import mfrc522
        except ImportError as exc:
            raise CompanionError(
                "missing-package",
                'The reader backend "mfrc522" needs the mfrc522 package (pip install mfrc522); '
                'the default backend "rc522" does not.',
            ) from exc
        except RuntimeError as exc:  # RPi.GPIO refuses to load off a Raspberry Pi
            raise CompanionError("no-gpio", f"The mfrc522 package cannot start here: {exc}") from exc
        super().__init__(**timing)
        self._module = mfrc522
        self._bus, self._device, self._rst_pin = bus, device, rst_pin
        self._chip = None
        self._card_was_there = False

    def _open(self) -> None:
        self._release()
        try:
            self._chip = self._module.MFRC522(bus=self._bus, device=self._device, pin_mode=BCM, pin_rst=self._rst_pin)
        except (OSError, RuntimeError) as exc:
            raise ReaderFault(f"The card reader cannot be opened ({exc}).") from exc
        if hasattr(self._chip, "spi"):
            self._chip.spi = PacedSpi(self._chip.spi)

    def _scan(self) -> str | None:
        chip = self._chip
        try:
            if chip.Read_MFRC522(Reg.VERSION) in SILENT_VERSIONS:
                raise ReaderFault(NOT_ANSWERING)
            # The package leaves a card READY after anticollision, and a READY card ignores
            # the next REQA: a second request in the same poll catches it, when a card was there.
            uid = None
            for _ in range(2 if self._card_was_there else 1):
                status, _bits = chip.MFRC522_Request(chip.PICC_REQIDL)
                if status == chip.MI_OK:
                    status, raw = chip.MFRC522_Anticoll()
                    uid = bytes(raw[:4]).hex().upper() if status == chip.MI_OK else None
                    break
        except OSError as exc:
            raise spi_failed(exc) from exc
        self._card_was_there = uid is not None
        return uid

    def _release(self) -> None:
        if self._chip is not None:
            self._chip.Close_MFRC522()
            self._chip = None
