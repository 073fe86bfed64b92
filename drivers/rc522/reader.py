"""The RC522 card reader: the project's own ISO 14443-A code over the MFRC522, on a thread."""
from __future__ import annotations

import logging
from typing import Protocol

from ..polling import PollingReader
from .chip import MFRC522, Collision, FrameError, IrqLine, NoAnswer, SpiTransport
from .iso14443a import read_uid
from .registers import CLONE_VERSIONS, GENUINE_VERSIONS

log = logging.getLogger(__name__)


class ResetLine(Protocol):
    """The chip's RST wire."""

    def pulse(self) -> None: ...

    def close(self) -> None: ...


class RC522Reader(PollingReader):
    """An RC522 board (MFRC522 chip) on SPI, reading full 4-, 7- and 10-byte UIDs.

    Polls every `poll_interval` seconds; a card counts as gone after `gone_after` polls
    without it; after a fault (SPI error, chip silent) it reports PartTrouble once and
    re-initialises the chip every `retry_interval` seconds, with a hard reset through RST
    when that wire is connected. With the IRQ wire connected it sleeps on the pin while a
    frame is in flight instead of reading ComIrqReg.
    """

    def __init__(
        self,
        spi: SpiTransport,
        *,
        irq: IrqLine | None = None,
        reset: ResetLine | None = None,
        timeout: float = 0.002,
        rx_gain: int = 4,
        poll_interval: float = 0.1,
        gone_after: int = 3,
        retry_interval: float = 2.0,
    ):
        super().__init__(poll_interval=poll_interval, gone_after=gone_after, retry_interval=retry_interval)
        self._parts = [part for part in (spi, irq, reset) if part is not None]
        self._reset = reset
        self._chip = MFRC522(spi, irq=irq, timeout=timeout, rx_gain=rx_gain)

    @classmethod
    def on_pi(cls, bus: int = 0, device: int = 0, *, rst_pin: int | None, irq_pin: int | None, pin_factory=None, **options) -> RC522Reader:
        """The real board on /dev/spidev<bus>.<device>, RST and IRQ on BCM pins (None: not wired)."""
        from ..gpio import pi_pin_factory
        from .wiring import IrqPin, ResetPin, SpidevTransport

        spi = SpidevTransport(bus, device)
        if rst_pin is None and irq_pin is None:
            return cls(spi, **options)
        factory = pin_factory or pi_pin_factory()
        irq = IrqPin(irq_pin, factory) if irq_pin is not None else None
        try:
            reset = ResetPin(rst_pin, factory) if rst_pin is not None else None
        except BaseException:
            if irq is not None:
                irq.close()
            raise
        return cls(spi, irq=irq, reset=reset, **options)

    def _open(self) -> None:
        if self._reset is not None:
            self._reset.pulse()
        version = self._chip.init()
        log.info("card reader ready: %s", describe_version(version))

    def _scan(self) -> str | None:
        self._chip.check()
        try:
            uid = read_uid(self._chip)
        except (NoAnswer, FrameError, Collision) as exc:
            # A card slid off mid-read, or a damaged frame: this poll simply saw no card.
            log.debug("card reader: %r", exc)
            return None
        return uid.hex().upper() if uid else None

    def _release(self) -> None:
        for part in self._parts:
            part.close()


def describe_version(version: int) -> str:
    """Plain words for a VersionReg value."""
    if version in GENUINE_VERSIONS:
        return GENUINE_VERSIONS[version]
    if version in CLONE_VERSIONS:
        return f"{CLONE_VERSIONS[version]} (version {version:#04x}); clones usually work"
    return f"unknown chip version {version:#04x}"
