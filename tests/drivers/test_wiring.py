"""hw/wiring.md against the header, the configuration defaults and hw/wiring.svg."""
import importlib.util
import re
from pathlib import Path

from companion.box.config import I2C1_PINS, SPI_PINS, Config

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("wiring_svg", ROOT / "hw" / "wiring_svg.py")
wiring_svg = importlib.util.module_from_spec(spec)
spec.loader.exec_module(wiring_svg)

ROWS = wiring_svg.read_table((ROOT / "hw" / "wiring.md").read_text("utf-8"))


def gpio(row):
    found = re.fullmatch(r"GPIO(\d+)", row["BCM"])
    return int(found.group(1)) if found else None


def test_the_table_has_every_wire():
    parts = [row["Part"] for row in ROWS]
    assert parts.count("RC522") == 8 and parts.count("OLED") == 4
    assert {row["Part"] for row in ROWS if row["Part"].startswith("Button ")} == {f"Button {n}" for n in ("A", "B", "C", "OK", "BACK")}


def test_no_gpio_and_no_physical_pin_is_used_twice():
    gpios = [gpio(row) for row in ROWS if gpio(row) is not None]
    assert len(gpios) == len(set(gpios))
    signal_pins = [row["Physical pin"] for row in ROWS if gpio(row) is not None]
    assert len(signal_pins) == len(set(signal_pins))


def test_physical_pins_match_the_header():
    for row in ROWS:
        have = wiring_svg.HEADER[int(row["Physical pin"])]
        want = row["BCM"] if gpio(row) is not None else {"3.3 V": "3V3", "ground": "GND"}[row["Pi signal"]]
        assert have == want, row


def test_nothing_is_wired_to_5_volts():
    assert all(wiring_svg.HEADER[int(row["Physical pin"])] != "5V" for row in ROWS)


def test_the_configuration_defaults_are_the_table():
    defaults = Config()
    by_key = {row["Configuration key"]: gpio(row) for row in ROWS if row["Configuration key"].startswith(("buttons.", "reader.r", "reader.i"))}
    assert by_key == {f"buttons.{name}": pin for name, pin in defaults.buttons.items()} | {
        "reader.rst_pin": defaults.reader.rst_pin, "reader.irq_pin": defaults.reader.irq_pin}
    spi = {gpio(row): row["Pi signal"] for row in ROWS if row["Pi signal"].startswith("SPI")}
    assert spi == {pin: f"SPI{defaults.reader.spi_bus} {role}" for pin, role in SPI_PINS[defaults.reader.spi_bus].items() if role != "CE1"}
    i2c = {gpio(row): row["Pi signal"] for row in ROWS if row["Pi signal"].startswith("I2C")}
    assert i2c == {pin: f"I2C{defaults.display.i2c_port} {role}" for pin, role in I2C1_PINS.items()}


def test_the_drawing_is_made_from_the_table():
    assert (ROOT / "hw" / "wiring.svg").read_text("utf-8") == wiring_svg.render(ROWS)
