"""`camelot doctor`: look at each part of the box and say in plain words what is wrong.

Every look goes through `Probes`, so tests can fake a part that is there or missing; the
real probes import their hardware libraries only when called. No check raises: whatever
happens becomes a line of the report.
"""
from __future__ import annotations

import errno
import grp
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from drivers.polling import ReaderFault
from drivers.rc522.reader import describe_version
from drivers.rc522.registers import CLONE_VERSIONS, GENUINE_VERSIONS, SILENT_VERSIONS

from .config import BOARD_MODEL, Config, ReaderConfig, pin_uses
from .enroll import EnrollmentWalk
from .errors import CompanionError
from .shadows.cards import CARDS
from .tagmap import TagMap


@dataclass(frozen=True)
class Check:
    """One finding: which part, whether it is fine, and what to do about it."""

    part: str
    ok: bool
    message: str


def _board_model() -> str | None:
    try:
        return BOARD_MODEL.read_text("utf-8", errors="replace").rstrip("\0\n")
    except OSError:
        return None


def _reader_version(reader: ReaderConfig) -> int:
    from drivers.rc522.chip import MFRC522
    from drivers.rc522.wiring import ResetPin, SpidevTransport

    reset = None
    spi = SpidevTransport(reader.spi_bus, reader.spi_device)
    try:
        if reader.rst_pin is not None:
            from drivers.gpio import pi_pin_factory

            # With RST low the chip sleeps and reads as silent: hold it high first.
            reset = ResetPin(reader.rst_pin, pi_pin_factory())
            reset.pulse()
        return MFRC522(spi).version()
    finally:
        spi.close()
        if reset is not None:
            reset.close()


def _i2c_answers(port: int, address: int) -> bool:
    try:
        import smbus2
    except ImportError as exc:
        raise CompanionError("missing-package", "smbus2 is missing: install the companion with its pi extra.") from exc
    with smbus2.SMBus(port) as bus:
        try:
            bus.read_byte(address)
        except OSError as exc:
            if exc.errno in (errno.EREMOTEIO, errno.EIO, errno.ENXIO):
                return False
            raise
    return True


def _claim_pin(pin: int) -> None:
    from gpiozero import DigitalInputDevice

    from drivers.gpio import pi_pin_factory

    DigitalInputDevice(pin, pull_up=True, pin_factory=pi_pin_factory()).close()


def _group_names() -> set[str]:
    names = set()
    for gid in {os.getegid(), *os.getgroups()}:
        try:
            names.add(grp.getgrgid(gid).gr_name)
        except KeyError:
            pass
    return names


@dataclass(frozen=True)
class Probes:
    """How the doctor looks at the machine; each one may raise, the doctor turns that into words."""

    board_model: Callable[[], str | None] = _board_model
    exists: Callable[[Path], bool] = Path.exists
    reader_version: Callable[[ReaderConfig], int] = _reader_version
    i2c_answers: Callable[[int, int], bool] = _i2c_answers
    claim_pin: Callable[[int], None] = _claim_pin
    which: Callable[[str], str | None] = shutil.which
    groups: Callable[[], set[str]] = _group_names


def check_all(cfg: Config, probes: Probes | None = None) -> list[Check]:
    """Check every part the configuration names; never raises."""
    probes = probes or Probes()
    checks = [_config(cfg)]
    for part, look in (("board", _board), ("card reader", _reader), ("screen", _screen), ("pins", _pins), ("speech", _speech),
                       ("card tags", _tags)):
        try:
            checks += look(cfg, probes)
        except Exception as exc:  # noqa: BLE001 - the doctor reports, it never crashes
            checks.append(Check(part, False, f"Could not be checked: {exc}"))
    return checks


def format_checks(checks: list[Check]) -> str:
    """The report as lines of text, one per check."""
    return "\n".join(f"{'ok  ' if check.ok else 'FAIL'}  {check.part}: {check.message}" for check in checks)


def _config(cfg: Config) -> Check:
    if cfg.source is None:
        return Check("configuration", True, "No configuration file found: using the defaults of hw/wiring.md.")
    return Check("configuration", True, f"Read {cfg.source}.")


def _board(cfg: Config, probes: Probes) -> list[Check]:
    model = probes.board_model()
    if model and model.startswith("Raspberry Pi"):
        return [Check("board", True, f"{model}.")]
    return [Check("board", False, "This machine is not a Raspberry Pi: the parts below cannot be on it.")]


def _reader(cfg: Config, probes: Probes) -> list[Check]:
    reader = cfg.reader
    if reader.backend == "fake":
        return [Check("card reader", True, 'Simulated (backend = "fake"): there is no reader to check.')]
    device = Path(f"/dev/spidev{reader.spi_bus}.{reader.spi_device}")
    if not probes.exists(device):
        return [Check("SPI", False, f"SPI is off or missing: {device} does not exist. "
                                    "Turn it on with: sudo raspi-config nonint do_spi 0, then reboot.")]
    checks = [Check("SPI", True, f"{device} is there.")]
    try:
        version = probes.reader_version(reader)
    except (ReaderFault, CompanionError) as exc:
        return checks + [Check("card reader", False, exc.message)]
    if version in SILENT_VERSIONS:
        return checks + [Check("card reader", False, f"The card reader does not answer (its version register reads 0x{version:02X}). "
                                                     "Check its seven wires against hw/wiring.md: 3.3V, GND, SDA, SCK, MOSI, MISO, RST.")]
    if version not in GENUINE_VERSIONS and version not in CLONE_VERSIONS:
        return checks + [Check("card reader", False, f"Something answers on {device}, but not an MFRC522 (version 0x{version:02X}).")]
    return checks + [Check("card reader", True, f"Answers: {describe_version(version)}.")]


def _screen(cfg: Config, probes: Probes) -> list[Check]:
    display = cfg.display
    if display.model == "none":
        return [Check("screen", True, 'No screen configured (display.model = "none").')]
    bus = Path(f"/dev/i2c-{display.i2c_port}")
    if not probes.exists(bus):
        return [Check("I2C", False, f"I2C is off or missing: {bus} does not exist. "
                                    "Turn it on with: sudo raspi-config nonint do_i2c 0, then reboot.")]
    checks = [Check("I2C", True, f"{bus} is there.")]
    address = f"0x{display.i2c_address:02X}"
    try:
        answers = probes.i2c_answers(display.i2c_port, display.i2c_address)
    except CompanionError as exc:
        return checks + [Check("screen", False, exc.message)]
    except PermissionError:
        return checks + [Check("screen", False, f"Not allowed to open {bus}: add the user to the i2c group.")]
    if not answers:
        return checks + [Check("screen", False, f"Nothing answers at address {address} on {bus}. Check the screen's wires: "
                                                "VCC to 3.3V (pin 1), GND (pin 9), SDA to GPIO2 (pin 3), SCL to GPIO3 (pin 5); "
                                                "some screens sit at 0x3D (display.i2c_address).")]
    return checks + [Check("screen", True, f"Something answers at {address} on {bus} (the {display.model} screen).")]


def _pins(cfg: Config, probes: Probes) -> list[Check]:
    busy = []
    for key, pin in pin_uses(cfg).items():
        try:
            probes.claim_pin(pin)
        except CompanionError as exc:
            return [Check("pins", False, exc.message)]
        except Exception as exc:  # noqa: BLE001 - gpiozero and lgpio raise several types for a busy pin
            busy.append(f"GPIO{pin} ({key}): {exc}")
    if busy:
        return [Check("pins", False, "In use by another program (if the companion's service runs, stop it first: "
                                     "sudo systemctl stop camelot): " + "; ".join(busy) + ".")]
    return [Check("pins", True, "Free: " + ", ".join(f"GPIO{pin} ({key})" for key, pin in pin_uses(cfg).items()) + ".")]


def _speech(cfg: Config, probes: Probes) -> list[Check]:
    from .speech import PACKAGES

    missing = [name for name in PACKAGES if probes.which(name) is None]
    state = "on (speech = true)" if cfg.speech else "off (speech = false)"
    if missing:
        install = " ".join(PACKAGES[name] for name in missing)
        return [Check("speech", not cfg.speech, f"Spoken prompts are {state}; {' and '.join(missing)} "
                                                f"{'is' if len(missing) == 1 else 'are'} not installed: "
                                                f"sudo apt-get install {install}.")]
    if cfg.speech and "audio" not in probes.groups():
        return [Check("speech", False, "Spoken prompts are on, but this user is not in the audio group, so aplay "
                                       "cannot open the sound card: sudo usermod --append --groups audio $USER.")]
    return [Check("speech", True, f"Spoken prompts are {state}; espeak-ng and aplay are installed.")]


def _tags(cfg: Config, probes: Probes) -> list[Check]:
    try:
        walk = EnrollmentWalk(TagMap(cfg.tag_map_path, known=CARDS), CARDS.values())
    except CompanionError as exc:
        return [Check("card tags", False, exc.message)]
    if not walk.finished:
        return [Check("card tags", False, f"{walk.enrolled} of {walk.total} cards have a tag ({cfg.tag_map_path}): run camelot enroll.")]
    return [Check("card tags", True, f"All {walk.total} cards have a tag ({cfg.tag_map_path}).")]
