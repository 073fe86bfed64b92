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


def unit(name="camelot.service"):
    """The unit file as {section: {key: [values, in order]}} (systemd allows repeated keys)."""
    sections, current = {}, None
    for line in (ROOT / "systemd" / name).read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            current = sections.setdefault(line.strip("[]"), {})
            continue
        key, _, value = line.partition("=")
        current.setdefault(key, []).append(value)
    return sections


def one(section, key, name="camelot.service"):
    values = unit(name)[section][key]
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
    assert service["SystemCallFilter"][0] == "@system-service"
    # /proc/device-tree/model tells camelot run it is on a Pi: ProcSubset=pid would hide it.
    assert "ProcSubset" not in service
    # lgpio needs a writable working directory: the state directory.
    assert one("Service", "WorkingDirectory") == "/var/lib/" + one("Service", "StateDirectory")


def test_the_box_has_no_network_and_the_page_only_the_tables():
    # The box opens no internet socket: the phones' page is camelot-web.service.
    assert one("Service", "RestrictAddressFamilies").split() == ["AF_UNIX"]
    assert one("Service", "PrivateNetwork") == "yes" and one("Service", "IPAddressDeny") == "any"
    assert "IPAddressAllow" not in unit()["Service"]
    # The page listens on every address: only the table's private network and this machine reach it.
    web = "camelot-web.service"
    assert one("Service", "IPAddressDeny", web) == "any"
    allowed = one("Service", "IPAddressAllow", web).split()
    assert {"localhost", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"} <= set(allowed)
    assert not {"any", "0.0.0.0/0", "::/0"} & set(allowed)
    assert set(one("Service", "RestrictAddressFamilies", web).split()) == {"AF_INET", "AF_INET6", "AF_UNIX"}


@pytest.mark.parametrize("name, worst", [("camelot.service", 1.0), ("camelot-web.service", 2.0)])
def test_systemd_rates_the_sandbox(tmp_path, name, worst):
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze is not installed here")
    shutil.copy(ROOT / "systemd" / name, tmp_path)
    done = subprocess.run([analyze, "security", "--offline=true", name], cwd=tmp_path,
                          capture_output=True, text=True)
    found = re.search(rf"Overall exposure level for {name}: ([0-9.]+)", done.stdout)
    if found is None:
        pytest.skip(f"this systemd-analyze cannot rate a unit file offline: {done.stderr.strip()[:200]}")
    assert float(found.group(1)) <= worst


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


def copy_of_the_checkout(folder):
    """The tracked files of this repository, as a builder's clone has them."""
    tracked = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True, text=True,
                             check=True).stdout.split("\0")
    for name in filter(None, tracked):
        if (ROOT / name).is_file():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, folder / name)
    return folder


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

    from companion.box.config import parse_config

    script = (ROOT / "systemd" / "install.sh").read_text()
    edit = next(line.strip() for line in script.splitlines() if line.strip().startswith("sed "))
    command = edit.split(" > ")[0]
    installed = subprocess.run(["bash", "-c", f"src={ROOT}; {command}"], capture_output=True, text=True, check=True).stdout
    cfg = parse_config(tomllib.loads(installed))
    assert cfg.journal_path == Path("/var/lib/camelot/journal.sqlite")
    assert cfg.tag_map_path == Path("/var/lib/camelot/tags.json")


# The system commands install.sh calls, stood in for: each writes what it was asked into $CALLS.
STUBS = {
    "apt-get": 'echo "apt-get $*" >> "$CALLS"',
    "systemctl": 'echo "systemctl $*" >> "$CALLS"',
    "groupadd": 'echo "groupadd $*" >> "$CALLS"',
    "useradd": 'echo "useradd $*" >> "$CALLS"',
    "usermod": 'echo "usermod $*" >> "$CALLS"',
    "getent": 'exit 0',                                       # every group is there already
    "id": '[ "${1:-}" = -u ] && echo 0; exit 0',              # root, and the camelot user exists
    "raspi-config": 'echo "raspi-config $*" >> "$CALLS"; case "$2" in get_*) echo 0;; esac',
    # The real install, without -o/-g: the camelot user exists only in the stubs.
    "install": 'args=(); while [ $# -gt 0 ]; do case "$1" in -o|-g) shift 2;; *) args+=("$1"); shift;; esac; done\n'
               'exec INSTALL "${args[@]}"',
}


def run_the_installer(checkout, dest, stubs, calls, tmp):
    env = dict(os.environ, PATH=f"{stubs}:/usr/local/bin:/usr/bin:/bin", DESTDIR=str(dest), CALLS=str(calls),
               TMPDIR=str(tmp), PIP_NO_DEPS="1")   # the companion's own wheel only: its dependencies change nothing here
    done = subprocess.run(["bash", str(checkout / "systemd" / "install.sh")], env=env, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    return done


def test_every_install_step_leaves_the_checkout_as_it_was(tmp_path):
    """The whole of systemd/install.sh, twice (the README's second run turns the page on), under
    DESTDIR with the system commands stood in for: the checkout is only ever read."""
    checkout = copy_of_the_checkout(tmp_path / "checkout")
    dest, stubs, tmp, calls = tmp_path / "root", tmp_path / "stubs", tmp_path / "tmp", tmp_path / "calls"
    for folder in (dest / "etc" / "systemd" / "system", dest / "boot" / "firmware", stubs, tmp):
        folder.mkdir(parents=True)
    (dest / "boot" / "firmware" / "config.txt").write_text("dtparam=i2c_arm=on\n")
    for name, body in STUBS.items():
        (stubs / name).write_text("#!/bin/bash\n" + body.replace("INSTALL", shutil.which("install")) + "\n")
        (stubs / name).chmod(0o755)
    before = files_in(checkout)

    # First as in a chroot or an image: no systemd runs, units are enabled and started at the first boot.
    first = run_the_installer(checkout, dest, stubs, calls, tmp)
    config = dest / "etc" / "camelot" / "config.toml"
    assert "journal_path = \"/var/lib/camelot/journal.sqlite\"" in config.read_text()
    said = calls.read_text().splitlines()
    assert "systemctl enable camelot.service" in said and "systemctl disable camelot-web.service" in said
    assert not [line for line in said if line.split()[:2] in (["systemctl", "restart"], ["systemctl", "daemon-reload"])]
    assert "first boot" in first.stdout
    # Then on a running Pi, with the page turned on.
    (dest / "run" / "systemd" / "system").mkdir(parents=True)
    config.write_text(config.read_text().replace("enabled = false", "enabled = true"))
    calls.write_text("")
    run_the_installer(checkout, dest, stubs, calls, tmp)
    said = calls.read_text().splitlines()
    assert {"systemctl daemon-reload", "systemctl restart camelot.service", "systemctl enable camelot-web.service",
            "systemctl restart camelot-web.service", "apt-get install -y avahi-daemon"} <= set(said)

    assert files_in(checkout) == before               # no build/, no *.egg-info, nothing touched
    assert list(tmp.iterdir()) == []                    # the build's copy and the wheel are gone too
    python = dest / "opt" / "camelot" / ".venv" / "bin" / "python"
    where = subprocess.run([str(python), "-c", "import companion; print(companion.__file__)"], cwd=tmp_path,
                           capture_output=True, text=True, check=True).stdout
    assert "site-packages" in where and str(checkout) not in where
    assert (dest / "etc" / "systemd" / "system" / "camelot-web.service").is_file()
    assert "dtparam=i2c_arm_baudrate=400000" in (dest / "boot" / "firmware" / "config.txt").read_text()


def test_the_installer_only_reads_the_checkout():
    """Every line of install.sh that names the checkout ($src) reads it; none builds or writes there."""
    reads = ('. "$src/systemd/install-steps.sh"', 'build_wheel "$src"', '"$src/config.example.toml" > "$config"',
             'install -m 0644 "$src/systemd/')
    script = (ROOT / "systemd" / "install.sh").read_text()
    uses = [line.strip() for line in script.splitlines() if "$src" in line and not line.strip().startswith(("#", "src="))]
    assert uses and all(any(read in line for read in reads) for line in uses), uses
