#!/usr/bin/env python3
"""Screenshots of the live page on a phone-sized window, from real games: docs/screens/web-*.png.

Each game is played line by line into a journal, served on a loopback port, and photographed
in headless Chromium. Run: .venv/bin/python scripts/web_screens.py
"""
from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion.journal.session import Session  # noqa: E402
from companion.web.browser import open_browser  # noqa: E402
from companion.web.server import BackgroundServer  # noqa: E402

# (picture name, game file, how many of its command lines to play, language, forecast on)
SHOTS = [
    ("web-mid-game-fr", "tests/scenarios/quests/guinevere.table", None, "fr", False),
    ("web-face-down-en", "tests/scenarios/quests/black-cards-face-down.table", None, "en", False),
    ("web-game-over-fr", "tests/scenarios/quests/twelfth-sword-knights.table", None, "fr", False),
    # The Traitor unmasked: no place, no Points de Bravoure, accusations closed.
    ("web-traitor-fr", "tests/scenarios/knights/traitor-unmasked-turn.table", None, "fr", False),
    ("web-forecast-fr", "tests/scenarios/quests/lancelot-armor.table", 40, "fr", True),
    # Knizia's Camelot: the rulebook's second worked game, mid-way through its blue tournament.
    ("web-tournament", "../shared/scenarios-tournament/rulebook-second-tournament.table", 37, "fr", False),
    # Merlin: the rulebook's worked scoring (round 2), then a whole game to its shared victory.
    ("web-merlin-scoring-fr", "../shared/scenarios-merlin/rulebook-scoring.table", None, "fr", False),
    ("web-merlin-over-en", "tests/scenarios/merlin/shared-victory.table", None, "en", False),
]


def commands(path: Path) -> list[str]:
    """The command lines of a .table file, comments and blank lines left out."""
    lines = (raw.split("#", 1)[0].strip() for raw in path.read_text("utf-8").splitlines())
    return [line for line in lines if line]


def shoot(name: str, game: str, count: int | None, lang: str, forecast: bool, out: Path) -> Path:
    """Play the game into a fresh journal, serve it, and save the page as a PNG."""
    with tempfile.TemporaryDirectory() as folder:
        journal = Path(folder) / "journal.sqlite"
        session = Session.open(journal)
        for line in commands(ROOT / game)[:count]:
            session.submit(line)
        session.journal.close()
        with BackgroundServer(journal, language=lang, forecast=forecast) as server:
            browser = open_browser()
            try:
                browser.get(server.url + "/")
                deadline = time.monotonic() + 10
                while "data-turn" not in browser.find_element("id", "board").get_attribute("outerHTML"):
                    if time.monotonic() > deadline:
                        raise RuntimeError(f"{name}: the page never showed the board")
                    time.sleep(0.05)
                time.sleep(0.5)   # the recap picture, when there is one
                height = browser.execute_script("return document.documentElement.scrollHeight")
                browser.set_window_size(412, min(height + 140, 4000))
                time.sleep(0.2)
                path = out / f"{name}.png"
                browser.save_screenshot(str(path))
            finally:
                browser.quit()
    return path


def main() -> int:
    import argparse
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screens", help="folder for the pictures")
    parser.add_argument("--only", help="only the pictures whose name holds this")
    args = parser.parse_args()
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    for name, game, count, lang, forecast in SHOTS:
        if args.only and args.only not in name:
            continue
        print(shoot(name, game, count, lang, forecast, out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
