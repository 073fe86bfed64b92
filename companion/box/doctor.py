"""`camelot doctor`: look at each part of the box and say in plain words what is wrong.

Every look goes through `Probes`, so tests can fake a part that is there or missing; the
real probes import their hardware libraries only when called. No check raises: whatever
happens becomes a line of the report. The sentences come from the core catalog in the
configured language; a check's `part` stays a stable English id, its label is translated.
"""
from __future__ import annotations

import errno
import grp
import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from drivers.polling import ReaderFault
from drivers.rc522.reader import describe_version
from drivers.rc522.registers import CLONE_VERSIONS, GENUINE_VERSIONS, SILENT_VERSIONS

from companion.core import registry
from .config import FIRST_DECK
from .config import BOARD_MODEL, Config, ReaderConfig, pin_uses, tag_map_path
from .enroll import EnrollmentWalk, deck
from companion.core.errors import CompanionError
from companion.core.i18n import Catalog
from .tagmap import open_decks


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


def _i2c_answers(port: int, address: int, bus_class=None) -> bool:
    """Whether a chip acknowledges `address` on I2C bus `port`.

    An SMBus quick write: START, the address with the write bit, STOP, and no data, as
    i2cdetect does. The SSD1306's datasheet gives its I2C interface a write mode only, so a
    read may go unanswered by a screen that works; the SH1106 answers both. Both acknowledge
    their address for a write, and an empty write changes nothing on the screen.
    """
    if bus_class is None:
        from smbus2 import SMBus as bus_class   # not installed: the doctor names the package
    with bus_class(port) as bus:
        try:
            bus.write_quick(address)
        except OSError as exc:
            if exc.errno in (errno.EREMOTEIO, errno.EIO, errno.ENXIO):
                return False
            raise
    return True


def _claim_pin(pin: int) -> None:
    from gpiozero import DigitalInputDevice
    import lgpio  # noqa: F401 - the pin factory's library: missing, it is named, not taken for a busy pin

    from drivers.gpio import pi_pin_factory

    DigitalInputDevice(pin, pull_up=True, pin_factory=pi_pin_factory()).close()


def _sound_cards(cards: Path = Path("/proc/asound/cards")) -> list[str]:
    """The ALSA sound cards, as /proc/asound/cards lists them (one line per card, its number first)."""
    try:
        text = cards.read_text("utf-8", errors="replace")
    except OSError:
        return []   # no ALSA at all: no sound card either
    return [line.strip() for line in text.splitlines() if re.match(r"\s*\d+\s+\[", line)]


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
    sound_cards: Callable[[], list[str]] = _sound_cards


def check_all(cfg: Config, probes: Probes | None = None, lang: str | None = None) -> list[Check]:
    """Check every part the configuration names, in `lang` (default: the configured language); never raises."""
    probes = probes or Probes()
    cat = Catalog.load(lang or cfg.language, game=None)
    checks = [_config(cfg, cat)]
    for part, look in (("board", _board), ("card reader", _reader), ("screen", _screen), ("pins", _pins), ("speech", _speech),
                       ("card tags", _tags)):
        try:
            checks += look(cfg, probes, cat)
        except ImportError as exc:   # a part's library is not installed: say which, not that the part is broken
            checks.append(Check(part, False, _missing(exc, cat)))
        except Exception as exc:  # noqa: BLE001 - the doctor reports, it never crashes
            checks.append(Check(part, False, cat.text("doctor.unchecked", problem=str(exc))))
    return checks


def format_checks(checks: list[Check], lang: str = "fr") -> str:
    """The report as lines of text, one per check, in `lang`."""
    say = Catalog.load(lang, game=None).text
    ok, fail = say("doctor.ok"), say("doctor.fail")
    width = max(len(ok), len(fail))
    return "\n".join(say("doctor.line", status=f"{(ok if check.ok else fail):<{width}}",
                         part=say("doctor.part." + _part_key(check.part)), message=check.message) for check in checks)


def _part_key(part: str) -> str:
    # "card tags:tournament" is one deck's finding: its label is the part's, its message names the game.
    return part.split(":")[0].lower().replace(" ", "-")


def _missing(exc: ImportError, cat: Catalog) -> str:
    return cat.text("doctor.missing-package", package=(exc.name or str(exc)).split(".")[0])


def _config(cfg: Config, cat: Catalog) -> Check:
    if cfg.source is None:
        return Check("configuration", True, cat.text("doctor.config-default"))
    return Check("configuration", True, cat.text("doctor.config-read", path=str(cfg.source)))


def _board(cfg: Config, probes: Probes, cat: Catalog) -> list[Check]:
    model = probes.board_model()
    if model and model.startswith("Raspberry Pi"):
        return [Check("board", True, cat.text("doctor.board-ok", model=model))]
    return [Check("board", False, cat.text("doctor.board-not-pi"))]


def _reader(cfg: Config, probes: Probes, cat: Catalog) -> list[Check]:
    reader = cfg.reader
    if reader.backend == "fake":
        return [Check("card reader", True, cat.text("doctor.reader-fake"))]
    device = Path(f"/dev/spidev{reader.spi_bus}.{reader.spi_device}")
    if not probes.exists(device):
        return [Check("SPI", False, cat.text("doctor.spi-missing", device=str(device)))]
    checks = [Check("SPI", True, cat.text("doctor.spi-ok", device=str(device)))]
    try:
        version = probes.reader_version(reader)
    except (ReaderFault, CompanionError) as exc:
        return checks + [Check("card reader", False, exc.message)]
    except ImportError as exc:
        return checks + [Check("card reader", False, _missing(exc, cat))]
    if version in SILENT_VERSIONS:
        return checks + [Check("card reader", False, cat.text("doctor.reader-silent", version=f"0x{version:02X}"))]
    if version not in GENUINE_VERSIONS and version not in CLONE_VERSIONS:
        return checks + [Check("card reader", False, cat.text("doctor.reader-other", device=str(device),
                                                         version=f"0x{version:02X}"))]
    return checks + [Check("card reader", True, cat.text("doctor.reader-ok", what=describe_version(version)))]


def _screen(cfg: Config, probes: Probes, cat: Catalog) -> list[Check]:
    display = cfg.display
    if display.model == "none":
        return [Check("screen", True, cat.text("doctor.screen-none"))]
    bus = Path(f"/dev/i2c-{display.i2c_port}")
    if not probes.exists(bus):
        return [Check("I2C", False, cat.text("doctor.i2c-missing", bus=str(bus)))]
    checks = [Check("I2C", True, cat.text("doctor.i2c-ok", bus=str(bus)))]
    address = f"0x{display.i2c_address:02X}"
    try:
        answers = probes.i2c_answers(display.i2c_port, display.i2c_address)
    except CompanionError as exc:
        return checks + [Check("screen", False, exc.message)]
    except ImportError as exc:
        return checks + [Check("screen", False, _missing(exc, cat))]
    except PermissionError:
        return checks + [Check("screen", False, cat.text("doctor.screen-forbidden", bus=str(bus)))]
    if not answers:
        return checks + [Check("screen", False, cat.text("doctor.screen-silent", address=address, bus=str(bus)))]
    return checks + [Check("screen", True, cat.text("doctor.screen-ok", address=address, bus=str(bus), model=display.model))]


def _pins(cfg: Config, probes: Probes, cat: Catalog) -> list[Check]:
    busy = []
    for key, pin in pin_uses(cfg).items():
        try:
            probes.claim_pin(pin)
        except CompanionError as exc:
            return [Check("pins", False, exc.message)]
        except ImportError:
            raise   # gpiozero or lgpio is not installed: that is no busy pin (check_all names the package)
        except Exception as exc:  # noqa: BLE001 - gpiozero and lgpio raise several types for a busy pin
            busy.append(f"GPIO{pin} ({key}): {exc}")
    if busy:
        return [Check("pins", False, cat.text("doctor.pins-busy", pins="; ".join(busy)))]
    return [Check("pins", True, cat.text("doctor.pins-free",
                                    pins=", ".join(f"GPIO{pin} ({key})" for key, pin in pin_uses(cfg).items())))]


def _speech(cfg: Config, probes: Probes, cat: Catalog) -> list[Check]:
    from .speech import PACKAGES

    missing = [name for name in PACKAGES if probes.which(name) is None]
    state = cat.text("doctor.speech-on") if cfg.speech else cat.text("doctor.speech-off")
    if missing:
        install = " ".join(PACKAGES[name] for name in missing)
        programs = f" {cat.text('list.and')} ".join(missing)
        return [Check("speech", not cfg.speech, cat.text("doctor.speech-missing", state=state, programs=programs,
                                                    count=len(missing), install=install))]
    if cfg.speech and "audio" not in probes.groups():
        return [Check("speech", False, cat.text("doctor.speech-no-audio"))]
    if not probes.sound_cards():
        # A Zero 2 W or a Pi 5 has no audio jack: without HDMI, USB or I2S audio, speech is silent.
        return [Check("speech", not cfg.speech, cat.text("doctor.speech-no-card", state=state))]
    return [Check("speech", True, cat.text("doctor.speech-ok", state=state))]


def _tags(cfg: Config, probes: Probes, cat: Catalog) -> list[Check]:
    """One finding per game's deck. The default game's deck must be complete; another game's deck
    that was never enrolled is fine (the box may serve one game only), half of one is not."""
    lang = cat.lang
    try:
        decks = open_decks(cfg, check_cards=True)
    except CompanionError as exc:
        return [Check("card tags", False, exc.message)]
    checks = []
    for kind in registry.kinds():
        walk = EnrollmentWalk(decks.deck(kind), deck(kind), language=lang)
        words = {"game": registry.load(kind).TITLE.get(lang, kind), "path": str(tag_map_path(cfg, kind)),
                 "total": walk.total, "enrolled": walk.enrolled,
                 "command": "camelot enroll" if kind == FIRST_DECK else f"camelot enroll --game {kind}"}
        part = "card tags" if kind == FIRST_DECK else f"card tags:{kind}"
        if walk.finished:
            checks.append(Check(part, True, cat.text("doctor.tags-ok", **words)))
        elif walk.enrolled == 0 and kind != FIRST_DECK:
            checks.append(Check(part, True, cat.text("doctor.tags-none", **words)))
        else:
            checks.append(Check(part, False, cat.text("doctor.tags-missing", **words)))
    return checks
