"""The five push buttons, each between a GPIO and ground, read with gpiozero."""
from __future__ import annotations

import threading
import time
from functools import partial
from typing import Mapping

from companion.core.errors import CompanionError

from .base import BUTTON_NAMES, ButtonPress, Put
from .gpio import claim, pi_pin_factory

REPEATING = "BACK"  # holding BACK undoes again and again
# Holding OK opens the board from every screen. Its press is therefore told on release (a short press)
# or as held (a long one), never both: a long press must not also turn a page or end a turn first.
ON_RELEASE = "OK"


class PushButtons:
    """Buttons A, B, C, OK and BACK on BCM pins, with the Pi's internal pull-ups.

    A press is reported when the contact closes. Contact bounce is filtered here rather
    than by gpiozero's `bounce_time`, whose meaning changes with the pin library (lgpio
    waits for a stable level, RPi.GPIO locks out, the mock factory ignores it): an edge
    that follows the previous edge of the same button by less than `bounce_time` seconds
    is chatter. Holding BACK repeats `ButtonPress("BACK", held=True)` every `hold_time`. OK is told
    when it is let go (`ButtonPress("OK")`), or once when it has been held `hold_time`
    (`ButtonPress("OK", held=True)`, and nothing on release).
    """

    def __init__(
        self,
        pins: Mapping[str, int],
        *,
        pin_factory=None,
        bounce_time: float = 0.03,
        hold_time: float = 0.6,
    ):
        if sorted(pins) != sorted(BUTTON_NAMES):
            raise ValueError(f"pins must name exactly the buttons {', '.join(BUTTON_NAMES)}")
        try:
            from gpiozero import Button
        except ImportError as exc:
            raise CompanionError("missing-package", "gpiozero is needed for the buttons: install the companion with its pi extra.") from exc
        if pin_factory is None:
            pin_factory = pi_pin_factory()
        self._bounce_time = bounce_time
        self._last_edge: dict[str, float] = {}
        self._armed: set[str] = set()      # ON_RELEASE buttons pressed, not yet told
        self._arming = threading.Lock()    # release and hold come on different threads: one of them tells
        self._buttons = {}
        try:
            for name, pin in pins.items():
                self._buttons[name] = claim(f"button {name}", pin, partial(
                    Button, pin, pull_up=True, hold_time=hold_time, hold_repeat=name == REPEATING, pin_factory=pin_factory))
        except CompanionError:
            self.close()
            raise

    def start(self, put: Put) -> None:
        """Arm the buttons: from now on each press calls `put`."""
        for name, button in self._buttons.items():
            button.when_pressed = partial(self._pressed, name, put)
            button.when_released = partial(self._released, name, put)
            if name == REPEATING:
                button.when_held = partial(put, ButtonPress(name, held=True))
            elif name == ON_RELEASE:
                button.when_held = partial(self._held, name, put)

    def close(self) -> None:
        """Release the pins."""
        for button in self._buttons.values():
            button.close()

    def _pressed(self, name: str, put: Put) -> None:
        if self._edge(name):
            if name == ON_RELEASE:
                self._armed.add(name)
            else:
                put(ButtonPress(name))

    def _released(self, name: str, put: Put) -> None:
        # A release that is chatter of the press keeps the press armed: the finger is still on it.
        if self._edge(name) and self._disarm(name):
            put(ButtonPress(name))

    def _held(self, name: str, put: Put) -> None:
        if self._disarm(name):
            put(ButtonPress(name, held=True))

    def _disarm(self, name: str) -> bool:
        """True for the one caller that finds the press armed (it tells it)."""
        with self._arming:
            armed = name in self._armed
            self._armed.discard(name)
            return armed

    def _edge(self, name: str) -> bool:
        """Note an edge of this button; True when it is not chatter from the previous one."""
        now = time.monotonic()
        last = self._last_edge.get(name)
        self._last_edge[name] = now
        return last is None or now - last >= self._bounce_time
