"""The 128x64 OLED screen on I2C (SSD1306 or SH1106), and a dummy screen that keeps the last image."""
from __future__ import annotations

import logging
import threading
from typing import Callable

from luma.core.error import Error as LumaError
from PIL import Image

from companion.core.errors import CompanionError

from .base import PartTrouble, Put

log = logging.getLogger(__name__)

WIDTH, HEIGHT = 128, 64
MODELS = ("ssd1306", "sh1106")
NOP = 0xE3  # a no-operation command on both controllers: asks "are you there?" and changes nothing
LUMA_ROTATE = {0: 0, 180: 2}  # degrees to luma's quarter turns


class OledScreen:
    """An SSD1306 or SH1106 OLED on an I2C bus.

    The screen is opened on the first frame. When a frame fails (the screen came loose,
    I2C noise), the game goes on: the failure is logged once, reported once through
    `put` as PartTrouble in plain words and kept in `trouble`; the next frame tries
    again and, once the screen answers, sets it up afresh in case it lost power. The last
    frame stays on the glass when the companion stops (luma's persist).
    `open_device` stands in for the luma device in tests.
    """

    part = "screen"

    def __init__(self, model: str = "ssd1306", port: int = 1, address: int = 0x3C, *, put: Put | None = None,
                 rotate: int = 0, open_device: Callable[[], object] | None = None):
        if model not in MODELS:
            raise ValueError(f"screen model must be one of {', '.join(MODELS)}")
        if rotate not in LUMA_ROTATE:
            raise ValueError("the screen turns 0 or 180 degrees")
        self._rotate = LUMA_ROTATE[rotate]
        self._port, self._address = port, address
        self._put = put
        self._device = None
        self.trouble: str | None = None
        if open_device is not None:
            self._open_device = open_device
            return
        try:
            from luma.core.interface.serial import i2c
            from luma.oled.device import sh1106, ssd1306
        except ImportError as exc:
            raise CompanionError("missing-package", "luma.oled is needed for the screen: install the companion with its pi extra.") from exc
        self._open_device = self._open_luma
        self._i2c = i2c
        self._luma_class = {"ssd1306": ssd1306, "sh1106": sh1106}[model]
        self._serial = None
        self._luma = None

    def show(self, image: Image.Image) -> None:
        """Display one frame; a screen that does not answer is reported, never raised."""
        try:
            if self._device is None:
                self._device = self._open_device()
            self._device.display(image)
        except (OSError, LumaError) as exc:
            self._device = None
            if self.trouble is None:
                self.trouble = (f"The screen is not answering (I2C bus {self._port}, address 0x{self._address:02X}). "
                                "Check its four wires; the game goes on without it.")
                log.warning("screen: %s (%s)", self.trouble, exc)
                if self._put is not None:
                    self._put(PartTrouble(self.part, self.trouble))
            return
        if self.trouble is not None:
            log.warning("screen: answering again")
            self.trouble = None

    def close(self) -> None:
        """Release the bus; the last frame stays on the screen."""
        if self._device is not None:
            self._device.cleanup()
            self._device = None

    def _open_luma(self):
        if self._serial is None:
            self._serial = self._i2c(port=self._port, address=self._address)
        self._serial.command(NOP)
        if self._luma is None:
            self._luma = self._luma_class(self._serial, width=WIDTH, height=HEIGHT, rotate=self._rotate)
        else:
            # luma sends the set-up sequence only from the constructor. Running it again on the
            # same object re-initialises a screen that lost power without piling up device
            # objects, each of which luma keeps alive in an atexit hook.
            self._luma_class.__init__(self._luma, self._serial, width=WIDTH, height=HEIGHT, rotate=self._rotate)
        self._luma.persist = True
        return self._luma


class FrameWriter:
    """Sends frames to a screen from its own thread, so no input waits for the I2C bus.

    `show()` only leaves the frame and returns; the writer thread sends the newest frame
    left, and a frame not yet sent when a newer one comes is dropped (the table wants the
    current screen, not the ones in between). `close()` sends the last frame, then closes
    the screen. A full frame is about 1 kB: 93 ms at the I2C bus's default 100 kHz.
    """

    def __init__(self, screen):
        self.screen = screen
        self.sent = 0          # frames sent, for tests and benchmarks
        self.dropped = 0       # frames replaced before they were sent
        self._pending = None
        self._closing = False
        self._wake = threading.Condition()
        self._idle = threading.Event()
        self._idle.set()
        self._thread = threading.Thread(target=self._run, name="screen", daemon=True)
        self._thread.start()

    def show(self, image: Image.Image) -> None:
        """Leave `image` for the writer thread; never waits for the bus."""
        with self._wake:
            if self._pending is not None:
                self.dropped += 1
            self._pending = image
            self._idle.clear()
            self._wake.notify()

    def wait_sent(self, timeout: float = 5.0) -> bool:
        """Block until every frame left has been sent or dropped (tests, benchmarks)."""
        return self._idle.wait(timeout)

    def close(self) -> None:
        """Send the last frame left, stop the thread and close the screen."""
        with self._wake:
            self._closing = True
            self._wake.notify()
        self._thread.join(timeout=2)
        self.screen.close()

    def _run(self) -> None:
        while True:
            with self._wake:
                while self._pending is None and not self._closing:
                    self._idle.set()
                    self._wake.wait()
                image, self._pending = self._pending, None
                if image is None:
                    self._idle.set()
                    return
            try:
                self.screen.show(image)
            except Exception:  # noqa: BLE001 - the writer must outlive one bad frame
                log.exception("screen: a frame could not be drawn")
            self.sent += 1


class DummyScreen:
    """A screen in memory (luma's dummy device, 128x64, one bit): keeps the last image shown."""

    def __init__(self):
        from luma.core.device import dummy

        self._device = dummy(width=WIDTH, height=HEIGHT, mode="1")

    @property
    def image(self) -> Image.Image | None:
        """The last frame shown, as the screen would display it, or None before the first."""
        return self._device.image

    def show(self, image: Image.Image) -> None:
        """Keep a copy of the frame."""
        self._device.display(image)

    def close(self) -> None:
        """Nothing to release."""
