"""The GPIO pin factory the drivers share on the Pi."""
from __future__ import annotations

import functools
from typing import Callable, TypeVar

from companion.core.errors import CompanionError

Device = TypeVar("Device")


@functools.cache
def pi_pin_factory():
    """gpiozero's lgpio pin factory, made once per process so every driver claims pins through it."""
    try:
        from gpiozero.pins.lgpio import LGPIOFactory
    except ImportError as exc:
        raise CompanionError(
            "missing-package",
            "gpiozero and lgpio are needed for the buttons and the card reader's pins: "
            "install the companion with its pi extra (pip install 'camelot-companion[pi]').",
        ) from exc
    except OSError as exc:
        # lgpio opens its notification pipes in the current directory at import time.
        raise CompanionError("no-gpio", f"lgpio could not start ({exc}): run the companion from a writable directory.") from exc
    try:
        return LGPIOFactory()
    except Exception as exc:  # noqa: BLE001 - lgpio raises its own error type, or OSError
        raise CompanionError("no-gpio", f"The GPIO pins cannot be reached ({exc}): is this a Raspberry Pi?") from exc


def claim(what: str, pin: int, make: Callable[[], Device]) -> Device:
    """Make a gpiozero device on `pin`; a pin that cannot be had becomes CompanionError "pin-busy"."""
    try:
        return make()
    except Exception as exc:  # noqa: BLE001 - gpiozero and lgpio each raise their own types for a busy pin
        raise CompanionError("pin-busy", f"GPIO{pin} ({what}) cannot be used: {exc}") from exc
