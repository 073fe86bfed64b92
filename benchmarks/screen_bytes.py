"""I2C bytes a typical input sends to the SSD1306: full frames against luma's diff framebuffer.

    .venv/bin/python benchmarks/screen_bytes.py [--inputs 300]

Plays the first inputs of the long benchmark game (benchmarks/long_game.py) through the
Companion, keeps every frame, and counts the bytes on the I2C wire for each input:
- full frame, as luma.oled's ssd1306 sends it today: a 6-byte window command, then the
  1,024 bytes of the frame in one transfer (luma opens the bus "managed": i2c_rdwr, up to
  4 kB per message); each message adds the address byte and a control byte;
- diff, with luma.core's `diff_to_previous` framebuffer (4 and 16 segments): only the
  changed segments' bounding boxes, widened to whole 8-pixel pages as the controller
  addresses them, each with its own window command.
Prints the median, 90th percentile and the mean, with the time on the wire at 100 kHz (the
Pi's default) and 400 kHz (9 clock cycles a byte, start and stop bits ignored).
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from luma.core.framebuffer import diff_to_previous  # noqa: E402

from companion.box.app import Companion, Typed  # noqa: E402
from companion.games.shadows.table.frontend import Menus as Frontend  # noqa: E402
from companion.core.i18n import Catalog  # noqa: E402
from companion.journal.session import Session  # noqa: E402
from long_game import long_game  # noqa: E402

WINDOW = 6          # COLUMNADDR a b, PAGEADDR c d
MESSAGE = 2         # the address byte and the control byte (0x00 commands, 0x40 data)
FULL = (MESSAGE + WINDOW) + (MESSAGE + 128 * 8)


class Frames:
    """A screen that keeps a copy of every frame."""

    def __init__(self):
        self.images = []

    def show(self, image):
        self.images.append(image.copy())

    def close(self):
        pass


def frames_of(inputs: int) -> list:
    """The frame after each of the first `inputs` inputs of the long game (the first frame too)."""
    lines = long_game(inputs + 1)
    cat = Catalog.load("fr", "shadows")
    screen = Frames()
    companion = Companion(Session.in_memory(), "shadows", screen, cat)
    for line in lines[:inputs + 1]:
        companion.step(Typed(line))
    return screen.images


def diff_bytes(previous, image, segments: int) -> int:
    """Bytes on the wire to turn `previous` into `image` with luma's diff framebuffer."""
    framebuffer = diff_to_previous(num_segments=segments)
    list(framebuffer.redraw(previous))          # primes it with the previous frame
    total = 0
    for _part, (left, top, right, bottom) in framebuffer.redraw(image):
        pages = (bottom - 1) // 8 - top // 8 + 1
        total += (MESSAGE + WINDOW) + (MESSAGE + (right - left) * pages)
    return total


def describe(name: str, sizes: list[int]) -> str:
    median = statistics.median(sizes)
    p90 = statistics.quantiles(sizes, n=10)[-1]
    mean = statistics.fmean(sizes)
    ms = lambda n, hz: n * 9 / hz * 1000  # noqa: E731
    return (f"{name:<22} median {median:6.0f} B  p90 {p90:6.0f} B  mean {mean:6.0f} B  "
            f"median on the wire {ms(median, 100_000):5.1f} ms at 100 kHz, {ms(median, 400_000):4.1f} ms at 400 kHz")


def main() -> None:
    """Play the inputs and print the three strategies side by side."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=300)
    args = parser.parse_args()
    images = frames_of(args.inputs)
    pairs = list(zip(images, images[1:]))
    print(f"{len(pairs)} inputs")
    print(describe("full frame (today)", [FULL] * len(pairs)))
    for segments in (4, 16):
        print(describe(f"diff, {segments} segments", [diff_bytes(a, b, segments) for a, b in pairs]))
    unchanged = sum(1 for a, b in pairs if a.tobytes() == b.tobytes())
    print(f"inputs that left the frame unchanged: {unchanged}")


if __name__ == "__main__":
    main()
