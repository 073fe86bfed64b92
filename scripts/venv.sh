# Sourced by scripts/run and scripts/test: builds ./.venv from pyproject.toml when missing, half made
# or stale. Every step says what it does on stderr (stdout stays the companion's: `scripts/run feed`).

# The language a table reads from the first line: `--lang` among the arguments, else the configuration's
# `language` (the files camelot reads: $CAMELOT_CONFIG, /etc/camelot/config.toml, ~/.config/camelot/config.toml,
# the first found), else French, the box's default.
box_language() {
    local previous="" arg file
    for arg in "$@"; do
        if [ "$previous" = "--lang" ]; then echo "$arg"; return; fi
        case "$arg" in --lang=*) echo "${arg#--lang=}"; return ;; esac
        previous="$arg"
    done
    for file in "${CAMELOT_CONFIG:-}" /etc/camelot/config.toml "${HOME:-/nonexistent}/.config/camelot/config.toml"; do
        [ -n "$file" ] && [ -f "$file" ] || continue
        if grep -Eqs '^[[:space:]]*language[[:space:]]*=[[:space:]]*["'"'"']en["'"'"']' "$file"; then echo en; else echo fr; fi
        return
    done
    echo fr
}
BOX_LANG="${BOX_LANG:-fr}"

# One line a step, in the table's language: `words FRENCH ENGLISH` (one text: the same in both).
words() {
    if [ "$#" -gt 1 ] && [ "$BOX_LANG" = "en" ]; then echo "$2"; else echo "$1"; fi
}

say_step() {
    echo "== $(words "$@")" >&2
}

# Whether ./.venv is whole: its python runs and its pip runs. A `python3 -m venv` that failed half
# way (no python3-venv: no pip) leaves a .venv that is not.
venv_is_whole() {
    [ -x .venv/bin/python ] && .venv/bin/python -c '' >/dev/null 2>&1 \
        && .venv/bin/python -m pip --version >/dev/null 2>&1
}

make_venv() {
    python3 -m venv .venv >/dev/null 2>&1 && venv_is_whole
}

ensure_venv() {
    local extras="$1" stamp=".venv/.stamp-$1"
    local want
    want=$(sha256sum < pyproject.toml | cut -c1-16)
    if [ -e .venv ] && ! venv_is_whole; then
        say_step "./.venv est à moitié fait (un essai précédent s'est arrêté) : on le refait" \
            "./.venv is half made (an earlier try stopped): making it again"
        rm -rf .venv
    fi
    if [ ! -e .venv ]; then
        say_step "Création de l'environnement Python ./.venv (une seule fois)" "Making the virtual environment ./.venv (once)"
        if ! make_venv; then
            rm -rf .venv
            # Debian and Raspberry Pi OS keep venv's pip in python3-venv: install it as espeak-ng is.
            say_step "Installation de python3-venv (nécessaire à Python sur Debian et Raspberry Pi OS)" \
                "Installing python3-venv (Python's venv needs it on Debian and Raspberry Pi OS)"
            if ! apt_install python3-venv || ! make_venv; then
                rm -rf .venv
                words "Impossible de créer l'environnement Python. Sur Debian ou Raspberry Pi OS : sudo apt-get install python3-venv" \
                      "Could not create a virtual environment. On Debian or Raspberry Pi OS: sudo apt-get install python3-venv" >&2
                exit 1
            fi
        fi
    fi
    # The stamp is written only once pip has installed everything: without it, pip runs again.
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
        case ",$extras," in *,pi,*|*,test,*) ensure_compiler ;; esac
        say_step "Installation du compagnon et de ses paquets ($extras) dans ./.venv : une demi-minute environ la première fois" \
            "Installing the companion and its packages ($extras) into ./.venv: about half a minute the first time"
        .venv/bin/python -m pip install --disable-pip-version-check --progress-bar on -e ".[$extras]" >&2 || {
            words "pip n'a pas pu installer le compagnon dans ./.venv (ses messages sont au-dessus) ; relancez la même commande une fois le problème réglé." \
                  "pip could not install the companion into ./.venv (its messages are above); run the same command again once that is fixed." >&2
            exit 1
        }
        echo "$want" > "$stamp"
    fi
}

# Install Debian packages quietly with apt-get (sudo -n when not root); false when that cannot be done.
apt_install() {
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo -n"
    command -v apt-get >/dev/null 2>&1 || return 1
    # env after sudo: sudo drops DEBIAN_FRONTEND from the environment it was given.
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1 \
        || { $sudo apt-get update -qq >/dev/null 2>&1 \
             && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1; }
}

# spidev (the pi extra) and RPi.GPIO (the tests' mfrc522 client) have no wheel for every machine
# (none for aarch64): pip builds them from source, with a C compiler and Python's headers.
ensure_compiler() {
    local headers
    headers=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["include"])' 2>/dev/null)
    command -v gcc >/dev/null 2>&1 && [ -f "$headers/Python.h" ] && return 0
    say_step "Installation de gcc et python3-dev : pip construit spidev et RPi.GPIO depuis leurs sources" \
        "Installing gcc and python3-dev: pip builds spidev and RPi.GPIO from source"
    apt_install gcc python3-dev \
        || words "note : gcc et python3-dev n'ont pas pu être installés (sudo apt-get install gcc python3-dev) ; pip ne pourra pas construire spidev et RPi.GPIO" \
                 "note: could not install gcc and python3-dev (sudo apt-get install gcc python3-dev); pip will fail to build spidev and RPi.GPIO" >&2
}

# espeak-ng speaks the prompts; the tests drive the real program, so install it where missing.
ensure_speech() {
    command -v espeak-ng >/dev/null 2>&1 && return 0
    say_step "Installing espeak-ng (the speech tests drive the real program)"
    apt_install espeak-ng || echo "note: could not install espeak-ng; the speech tests will be skipped" >&2
}

# Headless Chromium and its driver drive the web page's browser tests; without them they are skipped.
# axe-core checks every page state in it (tests/web/test_accessibility.py): see ensure_axe.
ensure_browser() {
    ensure_axe
    command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "note: no apt-get here to install chromium and chromium-driver; the browser tests will be skipped" >&2
        return 0
    fi
    say_step "Installing chromium and chromium-driver for the page's browser tests (a few minutes, once)"
    apt_install chromium chromium-driver \
        || echo "note: could not install chromium and chromium-driver; the browser tests will be skipped" >&2
}

# axe-core, the accessibility checker the page's tests run in Chromium, from npm's registry into a cache folder
# outside the repository (tests/web/audit.py looks there; $CAMELOT_AXE names another axe.min.js). Pinned.
AXE_VERSION=4.14.1
AXE_DIR="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/camelot/axe-core-$AXE_VERSION"
ensure_axe() {
    [ -f "$AXE_DIR/node_modules/axe-core/axe.min.js" ] && return 0
    if ! command -v npm >/dev/null 2>&1; then
        say_step "Installing npm to fetch axe-core, the page's accessibility checker"
        apt_install npm || { echo "note: could not install npm; the accessibility test will be skipped" >&2; return 0; }
    fi
    say_step "Installing axe-core $AXE_VERSION for the page's accessibility test (once)"
    mkdir -p "$AXE_DIR"
    npm install --prefix "$AXE_DIR" --no-audit --no-fund --silent "axe-core@$AXE_VERSION" >/dev/null 2>&1 \
        || echo "note: could not install axe-core; the accessibility test will be skipped" >&2
}
