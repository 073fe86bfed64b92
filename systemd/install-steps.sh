# Steps of systemd/install.sh that can be tried away from a Pi (tests source this file).

# Build the companion's wheel into $2 from a copy of the checkout $1 with python $3, so the
# checkout is left exactly as it was: building in place as root would leave root-owned
# build/ and *.egg-info folders that break the builder's own scripts/run afterwards.
build_wheel() {
    local src="$1" out="$2" python="${3:-python3}" copy
    copy=$(mktemp -d "${TMPDIR:-/tmp}/camelot-build.XXXXXX")
    tar -C "$src" --exclude=./.venv --exclude=./.git --exclude=./build --exclude='./*.egg-info' -cf - . \
        | tar -C "$copy" -xf -
    "$python" -m pip wheel --quiet --disable-pip-version-check --no-deps --wheel-dir "$out" "$copy"
    local status=$?
    rm -rf "$copy"
    return $status
}

# Run the I2C bus at 400 kHz in the boot configuration $1 (a full frame: 93 ms at the default
# 100 kHz, about 25 ms at 400 kHz). Prints "changed" when the file was edited.
set_i2c_speed() {
    local config="$1" line="dtparam=i2c_arm_baudrate=400000"
    [ -f "$config" ] || return 0
    grep -qx "$line" "$config" && return 0
    if grep -q '^dtparam=i2c_arm_baudrate=' "$config"; then
        sed -i "s/^dtparam=i2c_arm_baudrate=.*/$line/" "$config"
    else
        # [all]: the line must not land in a section for another board ([pi4], [cm5], ...).
        printf '\n[all]\n%s\n' "$line" >> "$config"
    fi
    echo changed
}

# The boot configuration of this Raspberry Pi OS: /boot/firmware on Bookworm, /boot before.
boot_config() {
    local root="${1:-}"
    if [ -f "$root/boot/firmware/config.txt" ]; then echo "$root/boot/firmware/config.txt"; else echo "$root/boot/config.txt"; fi
}

# Whether systemd runs the machine under root $1 (not in a chroot, nor for an image being built).
systemd_runs() {
    [ -d "${1:-}/run/systemd/system" ]
}
