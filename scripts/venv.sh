# Sourced by scripts/run and scripts/test: builds ./.venv from pyproject.toml when missing or stale.
ensure_venv() {
    local extras="$1" stamp=".venv/.stamp-$1"
    local want
    want=$(sha256sum < pyproject.toml | cut -c1-16)
    if [ ! -x .venv/bin/python ]; then
        python3 -m venv .venv || {
            echo "Could not create a virtual environment. On Debian or Raspberry Pi OS: sudo apt-get install python3-venv" >&2
            exit 1
        }
    fi
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
        .venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".[$extras]"
        echo "$want" > "$stamp"
    fi
}

# espeak-ng speaks the prompts; the tests drive the real program, so install it where missing.
ensure_speech() {
    command -v espeak-ng >/dev/null 2>&1 && return 0
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo -n"
    if command -v apt-get >/dev/null 2>&1; then
        $sudo apt-get install -y -qq espeak-ng >/dev/null 2>&1 \
            || { $sudo apt-get update -qq >/dev/null 2>&1 && $sudo apt-get install -y -qq espeak-ng >/dev/null 2>&1; } \
            || echo "note: could not install espeak-ng; the speech tests will be skipped" >&2
    fi
}

# Headless Chromium and its driver drive the web page's browser tests; without them they are skipped.
ensure_browser() {
    command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 && return 0
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo -n"
    if command -v apt-get >/dev/null 2>&1; then
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-driver >/dev/null 2>&1 \
            || { $sudo apt-get update -qq >/dev/null 2>&1 \
                 && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-driver >/dev/null 2>&1; } \
            || echo "note: could not install chromium and chromium-driver; the browser tests will be skipped" >&2
    else
        echo "note: no apt-get here to install chromium and chromium-driver; the browser tests will be skipped" >&2
    fi
}
