"""scripts/venv.sh: a virtual environment is used only when it is whole."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def is_whole(folder):
    return subprocess.run(["bash", "-c", f'. "{ROOT}/scripts/venv.sh"; venv_is_whole'], cwd=folder).returncode == 0


def test_a_venv_without_pip_is_not_whole(tmp_path):
    # What `python3 -m venv` leaves behind when python3-venv is missing: a python, no pip.
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(tmp_path / ".venv")], check=True)
    assert (tmp_path / ".venv" / "bin" / "python").exists()
    assert not is_whole(tmp_path)
    (tmp_path / ".venv" / "bin" / "python").unlink()
    assert not is_whole(tmp_path)


def test_a_venv_with_its_pip_is_whole(tmp_path):
    subprocess.run([sys.executable, "-m", "venv", str(tmp_path / ".venv")], check=True)
    assert is_whole(tmp_path)


def language(folder, *args, env=None):
    script = f'. "{ROOT}/scripts/venv.sh"; box_language "$@"'
    return subprocess.run(["bash", "-c", script, "bash", *args], cwd=folder, capture_output=True, text=True,
                          env={"PATH": "/usr/bin:/bin", "HOME": str(folder), **(env or {})}).stdout.strip()


def test_the_first_lines_are_in_the_configured_language(tmp_path):
    assert language(tmp_path) == "fr"                                   # nothing configured: French
    config = tmp_path / ".config" / "camelot" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text('language = "en"\n')
    assert language(tmp_path) == "en"
    assert language(tmp_path, "--game", "merlin", "--lang", "fr") == "fr"  # the command line first
    other = tmp_path / "other.toml"
    other.write_text("language = 'fr'\n")
    assert language(tmp_path, env={"CAMELOT_CONFIG": str(other)}) == "fr"
    said = subprocess.run(["bash", "-c", f'. "{ROOT}/scripts/venv.sh"; BOX_LANG=fr; say_step "Bonjour" "Hello"'],
                          capture_output=True, text=True).stderr
    assert said == "== Bonjour\n"


def test_run_installs_the_web_page_and_hands_its_arguments_to_camelot(tmp_path):
    """scripts/run with a stand-in for the installing and for camelot: which extras, which arguments."""
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / "run").write_text((ROOT / "scripts" / "run").read_text())
    venv = (ROOT / "scripts" / "venv.sh").read_text()
    (tmp_path / "scripts" / "venv.sh").write_text(venv + '\nensure_venv() { echo "extras: $1 ($BOX_LANG)" >&2; }\n')
    camelot = tmp_path / ".venv" / "bin" / "camelot"
    camelot.parent.mkdir(parents=True)
    camelot.write_text('#!/bin/sh\necho "camelot $*"\n')
    camelot.chmod(0o755)
    run = subprocess.run(["bash", str(tmp_path / "scripts" / "run"), "--game", "merlin"], capture_output=True,
                         text=True, env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert run.returncode == 0, run.stderr
    assert run.stdout == "camelot --game merlin\n"
    assert "web" in run.stderr.split("extras: ")[1].split()[0].split(",")
    assert "(fr)" in run.stderr
