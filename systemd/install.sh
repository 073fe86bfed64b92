#!/usr/bin/env bash
# Installs the Camelot companion on a Raspberry Pi (Raspberry Pi OS Bookworm) as a service.
# Run as root from a checkout of the repository:  sudo systemd/install.sh
# The checkout is only read: the companion is built from a copy and installed as a wheel.
# DESTDIR (empty on a Pi) puts every file under another root: the tests run the whole script there.
set -euo pipefail

src=$(cd "$(dirname "$0")/.." && pwd)
dest="${DESTDIR:-}"
venv=/opt/camelot/.venv
config="$dest/etc/camelot/config.toml"
. "$src/systemd/install-steps.sh"

if [ "$(id -u)" -ne 0 ]; then
    echo "Run me as root: sudo $0" >&2
    exit 1
fi

echo "== Packages: to build spidev, make the virtual environment, and speak (espeak-ng, aplay)"
apt-get update
apt-get install -y python3-venv python3-dev gcc espeak-ng alsa-utils

echo "== The camelot user, in the gpio, spi, i2c and audio groups"
for group in gpio spi i2c audio; do
    getent group "$group" >/dev/null || groupadd --system "$group"
done
if ! id camelot >/dev/null 2>&1; then
    useradd --system --home-dir /var/lib/camelot --no-create-home --shell /usr/sbin/nologin camelot
fi
usermod --append --groups gpio,spi,i2c,audio camelot
install -d -o camelot -g camelot "$dest/var/lib/camelot"

echo "== SPI and I2C"
reboot_needed=no
if command -v raspi-config >/dev/null; then
    # get_spi / get_i2c print 0 when the interface is already on.
    if [ "$(raspi-config nonint get_spi)" != 0 ]; then raspi-config nonint do_spi 0; reboot_needed=yes; fi
    if [ "$(raspi-config nonint get_i2c)" != 0 ]; then raspi-config nonint do_i2c 0; reboot_needed=yes; fi
else
    echo "raspi-config is not here: turn SPI and I2C on by hand (dtparam=spi=on, dtparam=i2c_arm=on)."
fi
# Frames are about 1 kB: at 400 kHz instead of the default 100 kHz each one takes a quarter of the time.
if [ "$(set_i2c_speed "$(boot_config "$dest")")" = changed ]; then reboot_needed=yes; fi

echo "== The companion in $venv (built outside the checkout, which stays as it was)"
python3 -m venv "$dest$venv"
python="$dest$venv/bin/python"
"$python" -m pip install --upgrade --quiet pip
wheels=$(mktemp -d)
trap 'rm -rf "$wheels"' EXIT
build_wheel "$src" "$wheels" "$python"
wheel=$(ls "$wheels"/camelot_companion-*.whl)
"$python" -m pip install --quiet "$wheel[pi]"

echo "== Configuration and service"
install -d "$dest/etc/camelot"
if [ ! -f "$config" ]; then
    # The service's state folder for the journal and the tag map, also when camelot is run by hand.
    sed -e 's|^#journal_path = |journal_path = |' -e 's|^#tag_map_path = |tag_map_path = |' "$src/config.example.toml" > "$config"
    chmod 0644 "$config"
else
    echo "/etc/camelot/config.toml is already there: left as it is."
fi
install -m 0644 "$src/systemd/camelot.service" "$dest/etc/systemd/system/camelot.service"
# In a chroot or an image being built no systemd runs: enable works on the files, starting waits for the boot.
if systemd_runs "$dest"; then systemctl daemon-reload; fi
systemctl enable camelot.service

# Run by hand as the service's user, from its folder (lgpio writes there), with the service stopped.
by_hand="sudo systemctl stop camelot; (cd /var/lib/camelot && sudo -u camelot $venv/bin/camelot COMMAND); sudo systemctl start camelot"
echo "Check the parts:  ${by_hand/COMMAND/doctor}"
echo "Enroll the cards: ${by_hand/COMMAND/enroll}"
if ! systemd_runs "$dest"; then
    echo "systemd is not running here (a chroot or an image): the companion starts at the first boot."
elif [ "$reboot_needed" = yes ]; then
    echo "SPI or I2C was just turned on: reboot now (sudo reboot); the companion then starts by itself."
else
    systemctl restart camelot.service
fi

echo "== The live page for the phones (camelot-web), when [web] enabled = true"
install -m 0644 "$src/systemd/camelot-web.service" "$dest/etc/systemd/system/camelot-web.service"
if systemd_runs "$dest"; then systemctl daemon-reload; fi
if "$python" -c 'import sys; from companion.box.config import load_config; sys.exit(0 if load_config(sys.argv[1]).web.enabled else 1)' "$config"; then
    # The same wheel with the web extra: never pip install from the checkout (as root it would
    # leave root-owned build/ and *.egg-info there, and the builder's own scripts/run would fail).
    "$python" -m pip install --quiet "$wheel[pi,web]"
    apt-get install -y avahi-daemon   # announces camelot.local (the Pi's hostname) on the network
    systemctl enable camelot-web.service
    if systemd_runs "$dest"; then systemctl restart camelot-web.service; fi
else
    systemctl disable camelot-web.service 2>/dev/null || true
    if systemd_runs "$dest"; then systemctl stop camelot-web.service 2>/dev/null || true; fi
fi
