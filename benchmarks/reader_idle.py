"""CPU used by the idle RC522 reader loop, against the simulated chip: ours and the mfrc522 backend.

    .venv/bin/python benchmarks/reader_idle.py [--seconds 5] [--runs 3] [--irq] [--backend rc522|mfrc522|both]

The reader polls an empty field with its default timing (every 100 ms; our driver's card
timeout is 2 ms, the mfrc522 package sets 15 ms). Each run measures the process's CPU time
over the wall time while the loop idles; the median of the runs is printed with the SPI
transfers per poll. Target: under 1 % of one core. The simulated chip runs in the same
process, so its Python work is counted too: on a Pi, the real chip does that part. The
mfrc522 backend runs the package's own code over a stand-in spidev and RPi.GPIO.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from drivers.rc522 import RC522Reader  # noqa: E402
from drivers.rc522.simulated import SimulatedMFRC522, pi_modules  # noqa: E402


class CountingSpi:
    """The simulated chip, counting SPI transfers."""

    def __init__(self, chip: SimulatedMFRC522):
        self.chip = chip
        self.transfers = 0

    def xfer2(self, data: list[int]) -> list[int]:
        self.transfers += 1
        return self.chip.xfer2(data)

    def close(self) -> None:
        self.chip.close()


def open_reader(backend: str, chip: SimulatedMFRC522, spi: CountingSpi, irq: bool):
    """The reader under test, over the counting transport."""
    if backend == "rc522":
        return RC522Reader(spi, irq=chip.irq_line() if irq else None)
    sys.modules.update(pi_modules(spi))
    sys.modules.pop("mfrc522", None)
    sys.modules.pop("mfrc522.MFRC522", None)
    from drivers.rc522.library import MFRC522LibraryReader
    return MFRC522LibraryReader()


def measure(backend: str, seconds: float, irq: bool) -> tuple[float, float]:
    """One run: (CPU share of one core, SPI transfers per poll)."""
    chip = SimulatedMFRC522()
    spi = CountingSpi(chip)
    reader = open_reader(backend, chip, spi, irq)
    reader.start(lambda event: None)
    time.sleep(0.5)  # past the chip's set-up
    transfers, cpu, wall = spi.transfers, time.process_time(), time.monotonic()
    time.sleep(seconds)
    cpu, wall = time.process_time() - cpu, time.monotonic() - wall
    transfers = spi.transfers - transfers
    reader.close()
    return cpu / wall, transfers / (wall / 0.1)


def main() -> None:
    """Run the benchmark and print every run and the median."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--irq", action="store_true", help="wait on the simulated IRQ wire instead of polling ComIrqReg")
    parser.add_argument("--backend", choices=("rc522", "mfrc522", "both"), default="both")
    args = parser.parse_args()
    for backend in ("rc522", "mfrc522") if args.backend == "both" else (args.backend,):
        shares, polls = [], []
        for run in range(1, args.runs + 1):
            share, per_poll = measure(backend, args.seconds, args.irq)
            shares.append(share)
            polls.append(per_poll)
            print(f"{backend} run {run}: {share * 100:.2f} % of one core, {per_poll:.1f} SPI transfers per poll")
        print(f"{backend} median: {statistics.median(shares) * 100:.2f} % of one core, "
              f"{statistics.median(polls):.0f} SPI transfers per poll (target < 1 %)")


if __name__ == "__main__":
    main()
