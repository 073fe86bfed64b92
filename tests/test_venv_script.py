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
