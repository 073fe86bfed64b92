"""The service unit and the install script (they only run on a Pi: checked for shape here)."""
import configparser
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def unit():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # systemd keys are case-sensitive
    parser.read(ROOT / "systemd" / "camelot.service")
    return parser


def test_the_unit_runs_the_companion_as_a_watched_unprivileged_service():
    service = unit()["Service"]
    assert service["ExecStart"].endswith("/camelot run")
    assert service["User"] == "camelot"
    assert set(service["SupplementaryGroups"].split()) == {"gpio", "spi", "i2c"}
    assert service["StateDirectory"] == "camelot"
    assert service["Restart"] == "on-failure"
    assert service["Type"] == "notify"
    assert service["WatchdogSec"] == "30"
    assert service["NotifyAccess"] == "main"
    assert unit()["Install"]["WantedBy"] == "multi-user.target"


def test_the_unit_leaves_the_hardware_reachable():
    service = unit()["Service"]
    # PrivateDevices would hide /dev/spidev*, /dev/i2c-* and /dev/gpiochip*.
    assert service.get("PrivateDevices", "no") == "no"
    # lgpio needs a writable working directory: the state directory.
    assert service["WorkingDirectory"] == "/var/lib/" + service["StateDirectory"]


def test_the_install_script_is_valid_bash():
    script = ROOT / "systemd" / "install.sh"
    subprocess.run(["bash", "-n", str(script)], check=True)
    text = script.read_text()
    assert "[pi]" in text and "camelot.service" in text and "config.example.toml" in text


def test_the_installed_configuration_keeps_state_where_the_service_does():
    import tomllib

    from companion.config import parse_config

    script = (ROOT / "systemd" / "install.sh").read_text()
    edit = next(line.strip() for line in script.splitlines() if line.strip().startswith("sed "))
    command = edit.split(" > ")[0]
    installed = subprocess.run(["bash", "-c", f"src={ROOT}; {command}"], capture_output=True, text=True, check=True).stdout
    cfg = parse_config(tomllib.loads(installed))
    assert cfg.journal_path == Path("/var/lib/camelot/journal.sqlite")
    assert cfg.tag_map_path == Path("/var/lib/camelot/tags.json")
