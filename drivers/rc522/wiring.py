"""The RC522 board's wires on the Pi: the SPI device, the IRQ pin and the RST pin."""
from __future__ import annotations

import time
from functools import partial

from companion.core.errors import CompanionError

from ..gpio import claim
from ..polling import ReaderFault


class SpidevTransport:
    """/dev/spidev<bus>.<device> through the spidev package; opened on first use and again after a failure."""

    def __init__(self, bus: int = 0, device: int = 0, *, speed_hz: int = 1_000_000):
        try:
            import spidev
        except ImportError as exc:
            raise CompanionError(
                "missing-package",
                "The spidev package is missing: install the companion with its pi extra (pip install 'camelot-companion[pi]').",
            ) from exc
        self._spidev = spidev
        self._bus, self._device, self._speed_hz = bus, device, speed_hz
        self._spi = None

    @property
    def path(self) -> str:
        """The device file this transport talks through."""
        return f"/dev/spidev{self._bus}.{self._device}"

    def xfer2(self, data: list[int]) -> list[int]:
        """One transfer with chip select held throughout."""
        if self._spi is None:
            self._spi = self._open()
        try:
            return self._spi.xfer2(data)
        except OSError:
            self.close()
            raise

    def close(self) -> None:
        """Close the device file; the next transfer opens it again."""
        if self._spi is not None:
            self._spi.close()
            self._spi = None

    def _open(self):
        spi = self._spidev.SpiDev()
        try:
            spi.open(self._bus, self._device)
        except FileNotFoundError as exc:
            raise ReaderFault(f"SPI is off: {self.path} does not exist. Turn it on (sudo raspi-config nonint do_spi 0) and reboot.") from exc
        except PermissionError as exc:
            raise ReaderFault(f"Not allowed to use {self.path}: the companion's user must be in the spi group.") from exc
        except OSError as exc:
            raise ReaderFault(f"Cannot open {self.path} ({exc.strerror or exc}).") from exc
        # 1 MHz and mode 0 read reliably over jumper wires; the chip itself allows 10 MHz.
        spi.max_speed_hz = self._speed_hz
        spi.mode = 0
        return spi


class IrqPin:
    """The reader's IRQ output on a GPIO input with the Pi's pull-up: the chip pulls it low."""

    def __init__(self, pin: int, pin_factory):
        from gpiozero import DigitalInputDevice

        self._device = claim("the card reader's IRQ wire", pin,
                             partial(DigitalInputDevice, pin, pull_up=True, pin_factory=pin_factory))

    def wait(self, timeout: float) -> bool:
        """Block until the chip raises an interrupt (True) or `timeout` seconds pass (False)."""
        return self._device.wait_for_active(timeout)

    def close(self) -> None:
        """Release the pin."""
        self._device.close()


class ResetPin:
    """The reader's RST input (NRSTPD): held high to run, pulled low for a hard reset."""

    def __init__(self, pin: int, pin_factory):
        from gpiozero import DigitalOutputDevice

        self._device = claim("the card reader's RST wire", pin,
                             partial(DigitalOutputDevice, pin, initial_value=True, pin_factory=pin_factory))

    def pulse(self) -> None:
        """Hard-reset the chip: low, then high, then wait for its oscillator to start."""
        self._device.off()
        time.sleep(0.01)
        self._device.on()
        time.sleep(0.05)

    def close(self) -> None:
        """Release the pin."""
        self._device.close()
