"""Configuration: defaults, the example file, bad values named, the search order."""
import tomllib
from pathlib import Path

import pytest

from companion.box import config as config_module
from companion.box.config import Config, hardware_configured, load_config, parse_config
from companion.core.errors import CompanionError

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch, tmp_path):
    for name in ("CAMELOT_CONFIG", "STATE_DIRECTORY", config_module.NO_MACHINE_CONFIG):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setattr(config_module, "SYSTEM_CONFIG", tmp_path / "etc" / "config.toml")


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_defaults_without_any_file(tmp_path):
    cfg = load_config()
    assert cfg.source is None
    assert cfg.reader.backend == "rc522" and cfg.reader.rst_pin == 25 and cfg.reader.irq_pin == 24
    assert (cfg.reader.spi_bus, cfg.reader.spi_device) == (0, 0)
    assert dict(cfg.buttons) == {"A": 5, "B": 6, "C": 13, "OK": 19, "BACK": 26}
    assert (cfg.display.model, cfg.display.i2c_port, cfg.display.i2c_address) == ("ssd1306", 1, 0x3C)
    assert cfg.language == "fr" and cfg.speech is False
    assert cfg.journal_path == tmp_path / "home" / ".local" / "state" / "camelot" / "journal.sqlite"


def test_the_journal_goes_to_the_state_directory_under_systemd(monkeypatch):
    monkeypatch.setenv("STATE_DIRECTORY", "/var/lib/camelot")
    assert load_config().journal_path == Path("/var/lib/camelot/journal.sqlite")


def test_the_example_file_holds_the_defaults():
    example = parse_config(tomllib.loads((ROOT / "config.example.toml").read_text()))
    assert example == Config()


def test_a_file_overrides_what_it_names(tmp_path):
    path = write(tmp_path / "c.toml", 'language = "en"\njournal_path = "games/j.sqlite"\n[reader]\nirq_pin = "none"\n[display]\nmodel = "sh1106"\n')
    cfg = load_config(path)
    assert (cfg.language, cfg.reader.irq_pin, cfg.display.model) == ("en", None, "sh1106")
    assert cfg.reader.rst_pin == 25  # untouched keys keep their default
    assert cfg.journal_path == tmp_path / "games" / "j.sqlite"  # relative to the file
    assert cfg.source == path


@pytest.mark.parametrize("text, key", [
    ('language = "de"', "language"),
    ('speech = "yes"', "speech"),
    ("[reader]\nbackend = \"pn532\"", "reader.backend"),
    ("[reader]\nirq_pin = 40", "reader.irq_pin"),
    ("[reader]\nirq_pn = 24", "reader.irq_pn"),
    ("[buttons]\nA = true", "buttons.A"),
    ("[buttons]\nOK = 10", "buttons.OK"),       # SPI0 MOSI
    ("[buttons]\nC = 5", "buttons.C"),          # button A's pin
    ("[buttons]\nBACK = 24", "reader.irq_pin"),  # the reader's IRQ, named where it clashes
    ("[display]\ni2c_address = 200", "display.i2c_address"),
    ("[display]\nmodel = \"ssd1309\"", "display.model"),
    ("[display]\nrotate = 90", "display.rotate"),
    ("[reader]\nbackend = \"mfrc522\"\nrst_pin = \"none\"", "reader.rst_pin"),
    ("display = 3", "display"),
])
def test_a_bad_value_is_refused_naming_its_key(tmp_path, text, key):
    path = write(tmp_path / "bad.toml", text)
    with pytest.raises(CompanionError) as refused:
        load_config(path)
    assert refused.value.code == "bad-config"
    assert f"{key}:" in refused.value.message and str(path) in refused.value.message


def test_a_pin_on_a_bus_that_is_off_is_allowed():
    cfg = parse_config({"reader": {"backend": "fake"}, "display": {"model": "none"}, "buttons": {"A": 10, "B": 2}})
    assert (cfg.buttons["A"], cfg.buttons["B"]) == (10, 2)


def test_broken_toml_says_where(tmp_path):
    path = write(tmp_path / "broken.toml", "language = \n")
    with pytest.raises(CompanionError) as refused:
        load_config(path)
    assert refused.value.code == "bad-config" and "line 1" in refused.value.message


def test_a_named_file_that_is_missing_is_an_error(tmp_path, monkeypatch):
    with pytest.raises(CompanionError) as missing:
        load_config(tmp_path / "nope.toml")
    assert missing.value.code == "config-not-found"
    monkeypatch.setenv("CAMELOT_CONFIG", str(tmp_path / "gone.toml"))
    with pytest.raises(CompanionError):
        load_config()


def test_search_order(tmp_path, monkeypatch):
    user = write(tmp_path / "home" / ".config" / "camelot" / "config.toml", 'language = "en"')
    assert load_config().source == user
    system = write(config_module.SYSTEM_CONFIG, 'language = "en"')
    assert load_config().source == system
    env = write(tmp_path / "env.toml", 'language = "en"')
    monkeypatch.setenv("CAMELOT_CONFIG", str(env))
    assert load_config().source == env
    explicit = write(tmp_path / "explicit.toml", 'language = "en"')
    assert load_config(explicit).source == explicit


def test_the_suite_never_reads_the_machines_configuration(tmp_path, monkeypatch):
    write(config_module.SYSTEM_CONFIG, 'language = "en"')
    write(tmp_path / "home" / ".config" / "camelot" / "config.toml", 'language = "en"')
    monkeypatch.setenv(config_module.NO_MACHINE_CONFIG, "1")
    assert load_config().source is None and load_config().language == "fr"
    explicit = write(tmp_path / "explicit.toml", 'language = "en"')
    assert load_config(explicit).source == explicit       # a file asked for by name is still read
    monkeypatch.setenv("CAMELOT_CONFIG", str(explicit))
    assert load_config().source == explicit


def test_hardware_is_configured_only_on_a_pi_asking_for_parts(tmp_path):
    pi = write(tmp_path / "model", "Raspberry Pi Zero 2 W Rev 1.0\0")
    pc = tmp_path / "no-model"
    assert hardware_configured(Config(), pi)
    assert not hardware_configured(Config(), pc)
    simulated = parse_config({"reader": {"backend": "fake"}, "display": {"model": "none"}})
    assert not hardware_configured(simulated, pi)
    screen_only = parse_config({"reader": {"backend": "fake"}})
    assert hardware_configured(screen_only, pi)


def test_a_screen_mounted_upside_down_is_turned_by_the_configuration(tmp_path):
    cfg = load_config(write(tmp_path / "turned.toml", "[display]\nrotate = 180"))
    assert cfg.display.rotate == 180


def test_each_games_tag_map_file_can_be_named(tmp_path):
    from companion.box.config import parse_config, tag_map_path
    default = parse_config({"tag_map_path": str(tmp_path / "tags.json")})
    assert tag_map_path(default, "shadows") == tmp_path / "tags.json"
    assert tag_map_path(default, "tournament") == tmp_path / "tags-tournament.json"
    named = parse_config({"tag_maps": {"tournament": str(tmp_path / "ivanhoe.json")}})
    assert tag_map_path(named, "tournament") == tmp_path / "ivanhoe.json"


def test_a_tag_map_for_an_unknown_game_is_refused(tmp_path):
    import pytest

    from companion.box.config import parse_config
    from companion.core.errors import CompanionError
    with pytest.raises(CompanionError) as refused:
        parse_config({"tag_maps": {"chess": str(tmp_path / "c.json")}})
    assert "tag_maps.chess: unknown key" in refused.value.message
