"""A card reader on the `mfrc522` pip package, for boxes already wired and set up for it."""
from __future__ import annotations

from companion.errors import CompanionError

from ..polling import PollingReader, ReaderFault
from .chip import NOT_ANSWERING, spi_failed
from .registers import SILENT_VERSIONS, Reg

BCM = 11  # RPi.GPIO's BCM numbering, the numbering of the configuration


class MFRC522LibraryReader(PollingReader):
    """An RC522 read through the `mfrc522` package (pimylifeup's MFRC522-python).

    It only tells 4-byte UIDs apart: the package stops anticollision at cascade level 1,
    so a 7-byte NTAG21x sticker reads as 88 04 xx xx (cascade tag, NXP's maker byte and two
    more bytes) and different stickers collide. Use it with 4-byte MIFARE Classic tags only;
    the default "rc522" backend reads full 4-, 7- and 10-byte UIDs. The package drives RST
    through RPi.GPIO, which does not work on a Pi 5, and busy-waits on the chip while it
    reads. Not tried on hardware.
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

    def _open(self) -> None:
        self._release()
        try:
            self._chip = self._module.MFRC522(bus=self._bus, device=self._device, pin_mode=BCM, pin_rst=self._rst_pin)
        except (OSError, RuntimeError) as exc:
            raise ReaderFault(f"The card reader cannot be opened ({exc}).") from exc

    def _scan(self) -> str | None:
        chip = self._chip
        try:
            if chip.Read_MFRC522(Reg.VERSION) in SILENT_VERSIONS:
                raise ReaderFault(NOT_ANSWERING)
            # The package leaves a card READY after anticollision, and a READY card ignores
            # the next REQA: a second request in the same poll catches it.
            for _ in range(2):
                status, _bits = chip.MFRC522_Request(chip.PICC_REQIDL)
                if status == chip.MI_OK:
                    status, uid = chip.MFRC522_Anticoll()
                    return bytes(uid[:4]).hex().upper() if status == chip.MI_OK else None
        except OSError as exc:
            raise spi_failed(exc) from exc
        return None

    def _release(self) -> None:
        if self._chip is not None:
            self._chip.Close_MFRC522()
            self._chip = None
