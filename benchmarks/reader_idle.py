"""CPU used by the idle RC522 reader loop, against the simulated chip.

    .venv/bin/python benchmarks/reader_idle.py [--seconds 5] [--runs 3] [--irq]

The reader polls an empty field with its default timing (every 100 ms, 2 ms card timeout).
Each run measures the process's CPU time over the wall time while the loop idles; the
median of the runs is printed. Target: under 1 % of one core. The simulated chip runs in
the same process, so its Python work is counted too: on a Pi, the real chip does that part.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from drivers.rc522 import RC522Reader  # noqa: E402
from drivers.rc522.simulated import SimulatedMFRC522  # noqa: E402


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


def measure(seconds: float, irq: bool) -> tuple[float, float]:
    """One run: (CPU share of one core, SPI transfers per poll)."""
    chip = SimulatedMFRC522()
    spi = CountingSpi(chip)
    reader = RC522Reader(spi, irq=chip.irq_line() if irq else None)
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
    args = parser.parse_args()
    shares = []
    for run in range(1, args.runs + 1):
        share, per_poll = measure(args.seconds, args.irq)
        shares.append(share)
        print(f"run {run}: {share * 100:.2f} % of one core, {per_poll:.1f} SPI transfers per poll")
    print(f"median: {statistics.median(shares) * 100:.2f} % of one core (target < 1 %)")


if __name__ == "__main__":
    main()
