"""Everything imports on a machine without Pi hardware, and pulls in no hardware library."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HARDWARE = ["spidev", "lgpio", "RPi", "mfrc522", "smbus2", "luma.oled", "luma.core.interface.serial"]
MODULES = [
    "drivers.base", "drivers.polling", "drivers.fake", "drivers.buttons", "drivers.display", "drivers.gpio",
    "drivers.hardware", "drivers.watchdog", "drivers.rc522", "drivers.rc522.chip", "drivers.rc522.iso14443a",
    "drivers.rc522.wiring", "drivers.rc522.library", "drivers.rc522.simulated",
    "companion.box.config", "companion.box.tagmap", "companion.box.enroll", "companion.box.doctor",
]


def test_no_hardware_library_is_imported_at_module_level():
    script = (f"import sys\nfor name in {MODULES!r}: __import__(name)\n"
              f"print([name for name in {HARDWARE!r} if name in sys.modules])")
    found = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True)
    assert found.stdout.strip() == "[]"
