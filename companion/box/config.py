"""The companion's configuration: one TOML file, every value checked, defaults from hw/wiring.md.

Search order: the path given, $CAMELOT_CONFIG, /etc/camelot/config.toml,
~/.config/camelot/config.toml; with none of them, the defaults. With $CAMELOT_NO_MACHINE_CONFIG
set (the test suite sets it), the machine's two files are not searched: a box installed on the
builder's machine must not change what the tests see. config.example.toml at the repository's
root documents every key.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from companion.core import registry
from companion.core.errors import CompanionError
from companion.core.places import state_dir

# The deck the box read before it played other games: its map keeps the name it had (`tag_map_path`,
# tags.json); every other deck's map is `tags-KIND.json` beside it.
FIRST_DECK = "shadows"

SYSTEM_CONFIG = Path("/etc/camelot/config.toml")
NO_MACHINE_CONFIG = "CAMELOT_NO_MACHINE_CONFIG"
BOARD_MODEL = Path("/proc/device-tree/model")

BACKENDS = ("rc522", "mfrc522", "fake")
SCREEN_MODELS = ("ssd1306", "sh1106", "none")
LANGUAGES = ("fr", "en")
ROTATIONS = (0, 180)
DEFAULT_BUTTONS = MappingProxyType({"A": 5, "B": 6, "C": 13, "OK": 19, "BACK": 26})
# Pins the kernel takes once SPI or I2C is on (dtparam=spi=on claims both chip selects).
SPI_PINS = {0: {7: "CE1", 8: "CE0", 9: "MISO", 10: "MOSI", 11: "SCLK"},
            1: {16: "CE2", 17: "CE1", 18: "CE0", 19: "MISO", 20: "MOSI", 21: "SCLK"}}
I2C1_PINS = {2: "SDA", 3: "SCL"}


@dataclass(frozen=True)
class ReaderConfig:
    """The card reader: which code drives it, and where it is wired (BCM numbers; None = not wired)."""

    backend: str = "rc522"
    spi_bus: int = 0
    spi_device: int = 0
    rst_pin: int | None = 25
    irq_pin: int | None = 24


@dataclass(frozen=True)
class DisplayConfig:
    """The OLED screen: controller model ("none" for no screen), I2C bus number and address, rotation.

    `rotate` is 0 or 180 degrees (a screen mounted upside down); 90 and 270 would need a
    portrait layout the frames do not have.
    """

    model: str = "ssd1306"
    i2c_port: int = 1
    i2c_address: int = 0x3C
    rotate: int = 0


@dataclass(frozen=True)
class WebConfig:
    """The live page (camelot web): started with the box when enabled, on this address and port; `names`: the
    names it is reached under besides the box's own (localhost, its host name, NAME.local, its addresses)."""

    enabled: bool = False
    host: str = "0.0.0.0"
    port: int = 8080
    forecast: bool = False
    names: tuple[str, ...] = ()


@dataclass(frozen=True)
class Config:
    """Everything the companion reads from its configuration file."""

    reader: ReaderConfig = field(default_factory=ReaderConfig)
    display: DisplayConfig = field(default_factory=DisplayConfig)
    buttons: Mapping[str, int] = field(default_factory=lambda: DEFAULT_BUTTONS)
    web: WebConfig = field(default_factory=WebConfig)
    language: str = "fr"
    speech: bool = False
    journal_path: Path = field(default_factory=lambda: state_dir() / "journal.sqlite")
    tag_map_path: Path = field(default_factory=lambda: state_dir() / "tags.json")
    # The other games' decks: game kind -> its tag map file (default: tags-KIND.json beside tag_map_path).
    tag_maps: Mapping[str, Path] = field(default_factory=lambda: MappingProxyType({}))
    # A game's own table (`[merlin]`): its options, read by its menus (each game says which it knows).
    games: Mapping[str, Mapping[str, Any]] = field(default_factory=lambda: MappingProxyType({}))
    # The players' names the box offers first on its menus (then those it has seen).
    names: tuple[str, ...] = ()
    # `[table] teach`: the teaching mode on at a new game (a first game: each rule said the first time it matters).
    teach: bool = False
    source: Path | None = None  # the file these values came from; None for the defaults


def load_config(path: Path | str | None = None) -> Config:
    """Read and check the configuration; raise CompanionError naming the bad key."""
    if path is None and os.environ.get("CAMELOT_CONFIG"):
        path = os.environ["CAMELOT_CONFIG"]
    if path is not None:
        path = Path(path)
        if not path.is_file():
            raise CompanionError("config-not-found", f"No configuration file at {path}.")
    elif os.environ.get(NO_MACHINE_CONFIG):
        return Config()
    else:
        user_config = Path.home() / ".config" / "camelot" / "config.toml"
        path = next((candidate for candidate in (SYSTEM_CONFIG, user_config) if candidate.is_file()), None)
        if path is None:
            return Config()
    import tomllib   # here, not at the top: with no file the defaults need no parser (a replay's start-up)
    try:
        data = tomllib.loads(path.read_text("utf-8"))
    except OSError as exc:
        raise CompanionError("config-unreadable", f"Cannot read {path}: {exc.strerror or exc}.") from exc
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise CompanionError("bad-config", f"{path} is not valid TOML: {exc}.") from exc
    return parse_config(data, path)


def parse_config(data: dict[str, Any], source: Path | None = None) -> Config:
    """Build a Config from parsed TOML, checking every value."""
    check = _Checker(source)
    check.known(data, "", {"language", "speech", "journal_path", "tag_map_path", "tag_maps", "reader", "buttons", "display",
                         "web", "names", "table", *registry.kinds()})
    game_tables = {kind: check.table(data, kind) for kind in registry.kinds() if kind in data}
    for kind, table in game_tables.items():
        for key, value in table.items():
            if not isinstance(value, (str, int, bool)):
                check.fail(f"{kind}.{key}", "a game's option is a word, a number or true/false")
    reader_data = check.table(data, "reader")
    display_data = check.table(data, "display")
    buttons_data = check.table(data, "buttons")
    check.known(reader_data, "reader.", {"backend", "spi_bus", "spi_device", "rst_pin", "irq_pin"})
    check.known(display_data, "display.", {"model", "i2c_port", "i2c_address", "rotate"})
    check.known(buttons_data, "buttons.", set(DEFAULT_BUTTONS))
    tag_maps_data = check.table(data, "tag_maps")
    check.known(tag_maps_data, "tag_maps.", set(registry.kinds()) - {FIRST_DECK})
    web_data = check.table(data, "web")
    table_data = check.table(data, "table")
    check.known(table_data, "table.", {"teach"})
    check.known(web_data, "web.", {"enabled", "host", "port", "forecast", "names"})

    defaults = ReaderConfig()
    reader = ReaderConfig(
        backend=check.choice(reader_data, "reader.backend", BACKENDS, defaults.backend),
        spi_bus=check.choice(reader_data, "reader.spi_bus", tuple(SPI_PINS), defaults.spi_bus),
        spi_device=check.choice(reader_data, "reader.spi_device", (0, 1, 2), defaults.spi_device),
        rst_pin=check.pin(reader_data, "reader.rst_pin", defaults.rst_pin, optional=True),
        irq_pin=check.pin(reader_data, "reader.irq_pin", defaults.irq_pin, optional=True),
    )
    if reader.backend == "mfrc522" and reader.rst_pin is None:
        check.fail("reader.rst_pin", 'the "mfrc522" backend needs the RST wire: give its GPIO number')
    display_defaults = DisplayConfig()
    display = DisplayConfig(
        model=check.choice(display_data, "display.model", SCREEN_MODELS, display_defaults.model),
        i2c_port=check.integer(display_data, "display.i2c_port", display_defaults.i2c_port, 0, 31),
        i2c_address=check.integer(display_data, "display.i2c_address", display_defaults.i2c_address, 0x03, 0x77),
        rotate=check.choice(display_data, "display.rotate", ROTATIONS, display_defaults.rotate),
    )
    web_defaults = WebConfig()
    web = WebConfig(
        enabled=check.boolean(web_data, "enabled", web_defaults.enabled, "web."),
        host=check.text(web_data, "web.host", web_defaults.host),
        port=check.integer(web_data, "web.port", web_defaults.port, 1, 65535),
        forecast=check.boolean(web_data, "forecast", web_defaults.forecast, "web."),
        names=_host_names(web_data, check),
    )
    buttons = MappingProxyType({name: check.pin(buttons_data, f"buttons.{name}", pin) for name, pin in DEFAULT_BUTTONS.items()})
    config = Config(
        reader=reader,
        display=display,
        buttons=buttons,
        web=web,
        language=check.choice(data, "language", LANGUAGES, "fr"),
        speech=check.boolean(data, "speech", False),
        journal_path=check.path(data, "journal_path") or state_dir() / "journal.sqlite",
        tag_map_path=check.path(data, "tag_map_path") or state_dir() / "tags.json",
        tag_maps=MappingProxyType({kind: check.path({f"tag_maps.{kind}": path}, f"tag_maps.{kind}")
                                   for kind, path in tag_maps_data.items()}),
        names=_names(data, check),
        teach=check.boolean(table_data, "teach", False, "table."),
        source=source,
        games=MappingProxyType({kind: MappingProxyType(dict(table)) for kind, table in game_tables.items()}),
    )
    check_pins(config, check.fail)
    return config


def _names(data: dict[str, Any], check) -> tuple[str, ...]:
    """`names = ["Anne", "Marc"]`: each one word a `new` line takes (no space, no `#`, 16 letters at most)."""
    from companion.core.protocol import valid_name
    names = data.get("names", [])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        check.fail("names", 'a list of names: names = ["Anne", "Marc"]')
    wrong = [n for n in names if not valid_name(n)]
    if wrong:
        check.fail("names", f"« {wrong[0]} » is not one word a table can be named by (no space, no #, "
                   "not p1…, 16 letters at most)")
    return tuple(names)


def _host_names(web_data: dict[str, Any], check) -> tuple[str, ...]:
    """`[web] names = ["jeux.maison"]`: other names the page answers under (its Host allow-list)."""
    names = web_data.get("names", [])
    if not isinstance(names, list) or not all(isinstance(n, str) and n.strip() and " " not in n.strip()
                                              for n in names):
        check.fail("web.names", 'a list of host names: names = ["jeux.maison"]')
    return tuple(n.strip() for n in names)


def pin_uses(config: Config) -> dict[str, int]:
    """Every GPIO the configuration assigns, by key."""
    uses = {f"buttons.{name}": pin for name, pin in config.buttons.items()}
    if config.reader.backend != "fake":
        uses.update({f"reader.{key}": pin for key, pin in (("rst_pin", config.reader.rst_pin), ("irq_pin", config.reader.irq_pin))
                     if pin is not None})
    return uses


def check_pins(config: Config, fail) -> None:
    """Call fail(key, problem) for a GPIO used twice or taken by the SPI or I2C bus in use."""
    taken: dict[int, str] = {}
    if config.reader.backend != "fake":
        taken.update({pin: f"SPI{config.reader.spi_bus} {role} (the card reader)" for pin, role in SPI_PINS[config.reader.spi_bus].items()})
    if config.display.model != "none" and config.display.i2c_port == 1:
        taken.update({pin: f"I2C1 {role} (the screen)" for pin, role in I2C1_PINS.items()})
    for key, pin in pin_uses(config).items():
        if pin in taken:
            fail(key, f"GPIO{pin} is already used by {taken[pin]}")
        taken[pin] = key


def hardware_configured(cfg: Config, board_model: Path = BOARD_MODEL) -> bool:
    """True when the configuration asks for real parts and this machine is a Raspberry Pi."""
    wants_parts = cfg.reader.backend != "fake" or cfg.display.model != "none"
    try:
        board = board_model.read_text("utf-8", errors="replace")
    except OSError:
        return False
    return wants_parts and board.startswith("Raspberry Pi")


class _Checker:
    """Reads typed values out of TOML tables, failing with the key's full name."""

    def __init__(self, source: Path | None):
        self._source = source
        self._where = f"{source}: " if source else ""

    def fail(self, key: str, problem: str):
        raise CompanionError("bad-config", f"{self._where}{key}: {problem}.")

    def known(self, table: dict, prefix: str, keys: set[str]) -> None:
        for key in table:
            if key not in keys:
                self.fail(prefix + key, f"unknown key (known: {', '.join(sorted(keys))})")

    def table(self, data: dict, key: str) -> dict:
        value = data.get(key, {})
        if not isinstance(value, dict):
            self.fail(key, "must be a table, like [" + key + "]")
        return value

    def choice(self, table: dict, key: str, choices: tuple, default):
        value = table.get(key.rsplit(".", 1)[-1], default)
        if isinstance(value, bool) or value not in choices:
            self.fail(key, f"must be one of {', '.join(repr(c) for c in choices)}, not {value!r}")
        return value

    def integer(self, table: dict, key: str, default: int, low: int, high: int) -> int:
        value = table.get(key.rsplit(".", 1)[-1], default)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            show = (lambda n: f"0x{n:02X}") if key.endswith("address") else str
            self.fail(key, f"must be a whole number from {show(low)} to {show(high)}, not {value!r}")
        return value

    def pin(self, table: dict, key: str, default: int | None, optional: bool = False) -> int | None:
        value = table.get(key.rsplit(".", 1)[-1], default)
        if optional and (value is None or value == "none"):
            return None
        if isinstance(value, bool) or not isinstance(value, int) or not 2 <= value <= 27:
            also = ' or "none" when it is not wired' if optional else ""
            self.fail(key, f"must be a BCM GPIO number from 2 to 27{also}, not {value!r}")
        return value

    def boolean(self, table: dict, key: str, default: bool, prefix: str = "") -> bool:
        value = table.get(key, default)
        if not isinstance(value, bool):
            self.fail(prefix + key, f"must be true or false, not {value!r}")
        return value

    def text(self, table: dict, key: str, default: str) -> str:
        value = table.get(key.rsplit(".", 1)[-1], default)
        if not isinstance(value, str) or not value.strip():
            self.fail(key, f"must be some text in quotes, not {value!r}")
        return value.strip()

    def path(self, table: dict, key: str) -> Path | None:
        value = table.get(key)
        if value is None:
            return None
        if not isinstance(value, str) or not value:
            self.fail(key, f"must be a file path in quotes, not {value!r}")
        path = Path(value).expanduser()
        # A relative path is read from the configuration file's folder, not from wherever the companion started.
        return path if path.is_absolute() or self._source is None else self._source.parent / path


def tag_map_path(config: Config, kind: str) -> Path:
    """The tag map file of one game's deck: `tag_map_path` for the box's first deck (old boxes keep theirs),
    `[tag_maps] KIND` or `tags-KIND.json` beside it for the others."""
    if kind == FIRST_DECK:
        return config.tag_map_path
    return config.tag_maps.get(kind) or config.tag_map_path.with_name(f"tags-{kind}.json")
