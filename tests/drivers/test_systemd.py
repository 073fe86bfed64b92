"""The service unit and the install script (they only run on a Pi: checked for shape here,
their steps that can run anywhere are run)."""
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STEPS = ROOT / "systemd" / "install-steps.sh"


def unit():
    """The unit file as {section: {key: [values, in order]}} (systemd allows repeated keys)."""
    sections, current = {}, None
    for line in (ROOT / "systemd" / "camelot.service").read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            current = sections.setdefault(line.strip("[]"), {})
            continue
        key, _, value = line.partition("=")
        current.setdefault(key, []).append(value)
    return sections


def one(section, key):
    values = unit()[section][key]
    assert len(values) == 1, f"{key} given {len(values)} times"
    return values[0]


def test_the_unit_runs_the_companion_as_a_watched_unprivileged_service():
    assert one("Service", "ExecStart").endswith("/camelot run")
    assert one("Service", "User") == "camelot"
    assert one("Service", "StateDirectory") == "camelot"
    assert one("Service", "Type") == "notify"
    assert one("Service", "WatchdogSec") == "30"
    assert one("Service", "NotifyAccess") == "main"
    assert one("Install", "WantedBy") == "multi-user.target"


def test_the_service_user_can_reach_every_part_and_the_sound_card():
    assert set(one("Service", "SupplementaryGroups").split()) == {"gpio", "spi", "i2c", "audio"}


def test_a_crash_loop_never_leaves_the_unit_failed_for_good():
    assert one("Service", "Restart") == "on-failure"
    assert one("Unit", "StartLimitIntervalSec") == "0"   # no start limit: it keeps trying
    assert int(one("Service", "RestartSec")) >= 2        # but not in a tight loop


def test_the_unit_leaves_the_hardware_reachable_and_nothing_else():
    service = unit()["Service"]
    # PrivateDevices would hide /dev/spidev*, /dev/i2c-* and /dev/gpiochip*.
    assert service.get("PrivateDevices", ["no"]) == ["no"]
    assert one("Service", "DevicePolicy") == "closed"
    assert {value.split()[0] for value in service["DeviceAllow"]} == {"char-spi", "char-i2c", "char-gpiochip", "char-alsa"}
    assert one("Service", "RestrictAddressFamilies").split() == ["AF_UNIX", "AF_INET", "AF_INET6"]
    assert service["SystemCallFilter"][0] == "@system-service"
    # /proc/device-tree/model tells camelot run it is on a Pi: ProcSubset=pid would hide it.
    assert "ProcSubset" not in service
    # lgpio needs a writable working directory: the state directory.
    assert one("Service", "WorkingDirectory") == "/var/lib/" + one("Service", "StateDirectory")


def test_systemd_rates_the_sandbox_ok(tmp_path):
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze is not installed here")
    shutil.copy(ROOT / "systemd" / "camelot.service", tmp_path)
    done = subprocess.run([analyze, "security", "--offline=true", "camelot.service"], cwd=tmp_path,
                          capture_output=True, text=True)
    found = re.search(r"Overall exposure level for camelot.service: ([0-9.]+)", done.stdout)
    if found is None:
        pytest.skip(f"this systemd-analyze cannot rate a unit file offline: {done.stderr.strip()[:200]}")
    assert float(found.group(1)) <= 2.0


def test_the_install_script_is_valid_bash():
    script = ROOT / "systemd" / "install.sh"
    subprocess.run(["bash", "-n", str(script)], check=True)
    text = script.read_text()
    assert "[pi]" in text and "camelot.service" in text and "config.example.toml" in text
    assert "audio" in text and "set_i2c_speed" in text and "build_wheel" in text


def steps(command, *args, env=None):
    return subprocess.run(["bash", "-c", f'. "{STEPS}"; {command}', "steps", *args],
                          capture_output=True, text=True, check=True, env=env).stdout


def files_in(folder):
    return {(path.relative_to(folder), path.stat().st_mtime_ns) for path in folder.rglob("*")}


def test_building_leaves_the_checkout_as_it_was(tmp_path):
    tracked = subprocess.run(["git", "-C", str(ROOT), "ls-files"], capture_output=True, text=True, check=True).stdout.split()
    checkout = tmp_path / "checkout"
    for name in tracked:
        if (ROOT / name).is_file():
            (checkout / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, checkout / name)
    before = files_in(checkout)
    out = tmp_path / "wheels"
    python = str(ROOT / ".venv" / "bin" / "python") if (ROOT / ".venv" / "bin" / "python").exists() else "python3"
    steps('build_wheel "$1" "$2" "$3"', str(checkout), str(out), python, env=dict(os.environ, TMPDIR=str(tmp_path)))
    assert [wheel.name.split("-")[0] for wheel in out.glob("*.whl")] == ["camelot_companion"]
    assert files_in(checkout) == before          # no build/, no *.egg-info, nothing touched
    assert sorted(p.name for p in tmp_path.iterdir()) == ["checkout", "wheels"]  # its copy is gone too


def test_the_i2c_bus_is_set_to_400_khz_once_under_all(tmp_path):
    config = tmp_path / "config.txt"
    config.write_text("dtparam=i2c_arm=on\n[cm4]\notg_mode=1\n")
    assert steps('set_i2c_speed "$1"', str(config)).strip() == "changed"
    assert steps('set_i2c_speed "$1"', str(config)).strip() == ""
    text = config.read_text()
    assert text.count("dtparam=i2c_arm_baudrate=400000") == 1
    assert text.rstrip().endswith("[all]\ndtparam=i2c_arm_baudrate=400000")


def test_a_slower_i2c_setting_is_replaced(tmp_path):
    config = tmp_path / "config.txt"
    config.write_text("dtparam=i2c_arm=on\ndtparam=i2c_arm_baudrate=100000\n")
    assert steps('set_i2c_speed "$1"', str(config)).strip() == "changed"
    assert config.read_text() == "dtparam=i2c_arm=on\ndtparam=i2c_arm_baudrate=400000\n"


def test_the_boot_configuration_is_found_where_the_release_keeps_it(tmp_path):
    (tmp_path / "boot").mkdir()
    assert steps('boot_config "$1"', str(tmp_path)).strip() == f"{tmp_path}/boot/config.txt"
    (tmp_path / "boot" / "firmware").mkdir()
    (tmp_path / "boot" / "firmware" / "config.txt").write_text("")
    assert steps('boot_config "$1"', str(tmp_path)).strip() == f"{tmp_path}/boot/firmware/config.txt"


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
