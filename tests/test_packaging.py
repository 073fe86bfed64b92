"""The project imports on a machine with no Pi, and its card data is the spec's."""
from __future__ import annotations

import importlib
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

import companion
import drivers
from companion.games.shadows.cards import CARDS

ROOT = Path(__file__).parent.parent
HARDWARE = ("spidev", "RPi", "RPi.GPIO", "mfrc522", "lgpio", "smbus2", "luma.oled", "luma.core.interface.serial")
CARDS_MD = ROOT.parent / "shared" / "spec" / "cards.md"


def all_modules() -> list[str]:
    names = []
    for package in (companion, drivers):
        names.append(package.__name__)
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            names.append(info.name)
    return names


def test_every_module_imports_with_the_hardware_libraries_missing():
    # A fresh interpreter where importing any hardware library fails, as on a laptop.
    blocker = "; ".join(f"sys.modules[{name!r}] = None" for name in HARDWARE)
    code = (f"import sys; {blocker}; import importlib\n"
            f"for name in {all_modules()!r}:\n    importlib.import_module(name)\nprint('ok')")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert run.stdout.strip() == "ok", run.stderr[-2000:]


@pytest.mark.parametrize("name", all_modules())
def test_no_hardware_library_is_imported_at_module_level(name):
    before = set(sys.modules)
    importlib.import_module(name)
    pulled = {m for m in set(sys.modules) - before if m.split(".")[0] in ("spidev", "RPi", "mfrc522", "lgpio", "smbus2")}
    assert not pulled, f"{name} imports {pulled} at module level"


@pytest.mark.skipif(not CARDS_MD.exists(), reason="../shared is not beside the project")
def test_card_counts_match_the_spec():
    rows = re.findall(r"^\| ([a-z0-9/\-…\s]+?) \| [^|]+ \| ([0-9, ]+?)(?: \(\d+\))? \|", CARDS_MD.read_text(), re.M)
    found = 0
    for slug_cell, copies_cell in rows:
        counts = [int(c) for c in copies_cell.split(",")]
        if "…" in slug_cell:        # fight-1 … fight-5
            slugs = [f"fight-{n}" for n in range(1, 6)]
        elif "/" in slug_cell:      # black-knight-1/3/5/7
            head, *values = slug_cell.strip().split("/")
            stem = head.rsplit("-", 1)[0]
            slugs = [head] + [f"{stem}-{v}" for v in values]
        else:
            slugs = [slug_cell.strip()]
        for slug, count in zip(slugs, counts if len(counts) == len(slugs) else counts * len(slugs)):
            assert CARDS[slug].copies == count, slug
            found += 1
    assert found >= 35
