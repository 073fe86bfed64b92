"""Regenerate docs/screens/*.png: the real frames of the OLED at moments of real games.

Run: .venv/bin/python scripts/screens.py   (the README shows the pictures)
"""
from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageOps

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion.frontend import Frontend  # noqa: E402
from companion.i18n import Catalog  # noqa: E402
from companion.screen import render  # noqa: E402
from companion.session import Session  # noqa: E402

LANCELOT = (ROOT.parent / "shared" / "scenarios" / "lancelot-rulebook-example.table")
SCENES = {
    "evil-phase": ["new arthur gawain kay percival"],
    "face-down-question": ["new arthur gawain kay percival", "evil black", "black black-knight-5"],
    "heroic-menu": ["new arthur gawain kay percival", "evil siege"],
    "eleven-siege-engines": ["new arthur gawain kay no-traitor"] + ["evil siege", "draw", "end"] * 10 + ["evil siege"],
    "traitor-question": None,   # filled from tests/scenarios/quests/twelfth-sword-traitor.table
}


def frame(lines: list[str], cat: Catalog, press: tuple[str, ...] = (), until: str | None = None) -> Image.Image:
    """The frame after `lines` (or at the first `until` decision), then after the buttons in `press`."""
    session, front, outcome = Session.in_memory(), Frontend(cat), None
    for line in lines:
        attempt = session.submit(line)
        outcome = attempt if attempt.accepted else outcome   # scenario files refuse some lines on purpose
        pending = session.state()["pending"]
        if until and pending and pending["decision"] == until:
            break
    state = session.state()
    view = front.view(state, outcome)
    for button in press:
        front.on_button(button, False, state)
        view = front.view(state)
    return render(state, view, cat)


def save(image: Image.Image, name: str) -> None:
    big = image.convert("L").resize((128 * 3, 64 * 3), Image.NEAREST)
    ImageOps.expand(big, border=6, fill=90).save(ROOT / "docs" / "screens" / f"{name}.png")


def main() -> None:
    cat = Catalog.load("fr")
    lancelot = [line for line in LANCELOT.read_text().splitlines() if line and not line.startswith("#")]
    traitor = ROOT / "tests" / "scenarios" / "quests" / "twelfth-sword-traitor.table"
    ending = [line.split("#")[0].strip() for line in traitor.read_text().splitlines()
              if line.split("#")[0].strip()]
    SCENES["traitor-question"] = ending
    for name, lines in SCENES.items():
        save(frame(lines, cat, until="traitor"), name)
    save(frame(SCENES["traitor-question"], cat, until="traitor", press=("OK",) * 3), "traitor-question-menu")
    won_at = len(lancelot) - 1 - lancelot[::-1].index("choose down")     # the fifth Lancelot card
    save(frame(lancelot[:won_at + 1], cat), "lancelot-won")
    save(frame(lancelot + ["evil siege", "draw", "end"], cat, press=("OK", "OK", "OK")), "board-page")
    save(frame(SCENES["heroic-menu"], Catalog.load("en")), "heroic-menu-en")
    print(f"{len(list((ROOT / 'docs' / 'screens').glob('*.png')))} screens in docs/screens/")


if __name__ == "__main__":
    main()
