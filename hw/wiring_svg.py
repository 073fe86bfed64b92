"""Draw hw/wiring.svg from the table in hw/wiring.md: python3 hw/wiring_svg.py"""
from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).parent

# The 40-pin header, physical pin -> what the Pi has there (the same on every 40-pin board).
HEADER = {
    1: "3V3", 2: "5V", 3: "GPIO2", 4: "5V", 5: "GPIO3", 6: "GND", 7: "GPIO4", 8: "GPIO14",
    9: "GND", 10: "GPIO15", 11: "GPIO17", 12: "GPIO18", 13: "GPIO27", 14: "GND", 15: "GPIO22",
    16: "GPIO23", 17: "3V3", 18: "GPIO24", 19: "GPIO10", 20: "GND", 21: "GPIO9", 22: "GPIO25",
    23: "GPIO11", 24: "GPIO8", 25: "GND", 26: "GPIO7", 27: "GPIO0", 28: "GPIO1", 29: "GPIO5",
    30: "GND", 31: "GPIO6", 32: "GPIO12", 33: "GPIO13", 34: "GND", 35: "GPIO19", 36: "GPIO16",
    37: "GPIO26", 38: "GPIO20", 39: "GND", 40: "GPIO21",
}
COLORS = {"RC522": "#1f5fa8", "OLED": "#1e7d4f", "Button": "#b03a2e"}
ROW, TOP, MIDDLE = 30, 90, 450
HALF, BOX = 100, 240  # half the header's width, a part label's width


def read_table(markdown: str) -> list[dict[str, str]]:
    """The rows of the first Markdown table, as dicts keyed by its header."""
    lines = [line.strip() for line in markdown.splitlines() if line.strip().startswith("|")]
    cells = [[cell.strip() for cell in line.strip("|").split("|")] for line in lines]
    header, rows = cells[0], cells[2:]
    return [dict(zip(header, row)) for row in rows]


def render(rows: list[dict[str, str]]) -> str:
    """The SVG drawing of the header with a labelled wire for every row."""
    wires = {int(row["Physical pin"]): row for row in rows}
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="760" viewBox="0 0 900 760" '
        'font-family="DejaVu Sans, Arial, sans-serif" font-size="13">',
        '<rect width="900" height="760" fill="white"/>',
        '<text x="450" y="32" text-anchor="middle" font-size="19" font-weight="bold">'
        'Camelot table companion: wiring</text>',
        '<text x="450" y="54" text-anchor="middle" fill="#444">Raspberry Pi 40-pin header seen from above, '
        'pin 1 at the top. Circles: physical pins. Labels: BCM names.</text>',
        f'<rect x="{MIDDLE - HALF}" y="{TOP - 22}" width="{2 * HALF}" height="{20 * ROW + 14}" rx="8" fill="#f1f1f1" stroke="#888"/>',
    ]
    for pin, name in HEADER.items():
        odd = pin % 2 == 1
        y = TOP + (pin - 1) // 2 * ROW
        x = MIDDLE - 18 if odd else MIDDLE + 18
        wire = wires.get(pin)
        fill = "#d33" if name == "5V" else "#e89b2f" if name == "3V3" else "#333" if name == "GND" else "#fff"
        out.append(f'<circle cx="{x}" cy="{y}" r="11" fill="{fill}" stroke="#333"/>')
        text_fill = "#fff" if fill in ("#d33", "#333") else "#000"
        out.append(f'<text x="{x}" y="{y + 4}" text-anchor="middle" font-size="10" fill="{text_fill}">{pin}</text>')
        side = -1 if odd else 1
        label_x = x + side * 20
        anchor = "end" if odd else "start"
        weight = "bold" if wire else "normal"
        grey = "#000" if wire else "#999"
        out.append(f'<text x="{label_x}" y="{y + 4}" text-anchor="{anchor}" font-weight="{weight}" fill="{grey}">{name}</text>')
        if wire:
            part = wire["Part"]
            color = next((c for key, c in COLORS.items() if part.startswith(key)), "#333")
            start = MIDDLE + side * HALF
            end = start + side * 50
            box_x = end if not odd else end - BOX
            out.append(f'<line x1="{start}" y1="{y}" x2="{end}" y2="{y}" stroke="{color}" stroke-width="3"/>')
            out.append(f'<rect x="{box_x}" y="{y - 12}" width="{BOX}" height="24" rx="5" fill="white" stroke="{color}" stroke-width="2"/>')
            label = part + ": " + wire["Part's pin"]
            out.append(f'<text x="{box_x + BOX // 2}" y="{y + 4}" text-anchor="middle" font-size="12" fill="{color}">{escape(label)}</text>')
    legend_y = TOP + 20 * ROW + 40
    out.append(f'<text x="450" y="{legend_y}" text-anchor="middle" fill="#444">'
               'Everything on 3.3 V (orange), never 5 V (red). Buttons: two diagonal legs, one to their GPIO, '
               'the other to ground (pin 39).</text>')
    out.append(f'<text x="450" y="{legend_y + 22}" text-anchor="middle" fill="#444">'
               'Blue: RC522 card reader on SPI0. Green: OLED screen on I2C1. Red: push buttons.</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main() -> None:
    """Rewrite hw/wiring.svg from hw/wiring.md."""
    rows = read_table((HERE / "wiring.md").read_text("utf-8"))
    (HERE / "wiring.svg").write_text(render(rows), "utf-8")


if __name__ == "__main__":
    main()
