"""Regenerate docs/screens/*.png: the real frames of the OLED at moments of real games.

Run: .venv/bin/python scripts/screens.py   (the README shows the pictures)

Each scene is a game played up to a moment (`stop_at`: the first line whose answer has that
event, or the first time that decision is pending), then buttons pressed; `quiet` drops what
the last line said so the question itself shows. `tests/test_screen.py` checks that each
picture on disk is the frame of its scene and that the frame shows what the name says.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageOps

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion.core.table import TableContext  # noqa: E402
from companion.core import registry as games  # noqa: E402
from companion.core.i18n import Catalog  # noqa: E402
from companion.core.screen import View, _layout, render  # noqa: E402
from companion.journal.session import Session  # noqa: E402

SCREENS = ROOT / "docs" / "screens"


def _lines(path: Path) -> list[str]:
    return [line.split("#", 1)[0].strip() for line in path.read_text().splitlines()
            if line.split("#", 1)[0].strip()]


LANCELOT = _lines(ROOT.parent / "shared" / "scenarios" / "lancelot-rulebook-example.table")
TWELFTH_SWORD = _lines(ROOT / "tests" / "scenarios" / "quests" / "twelfth-sword-traitor.table")
FIRST_TOURNAMENT = _lines(ROOT.parent / "shared" / "scenarios-tournament" / "rulebook-first-tournament.table")
# Knizia's Camelot, the rulebook's first tournament: Marcel has just laid his maiden (total 14).
MAIDEN_LAID = FIRST_TOURNAMENT[:FIRST_TOURNAMENT.index("play maiden-6") + 1]


@dataclass(frozen=True)
class Scene:
    lines: tuple[str, ...]
    lang: str = "fr"
    stop_at: str | None = None          # an event key, or a pending decision's name
    press: tuple[str, ...] = ()        # buttons, or "scan:CARD"
    quiet: bool = False
    page_showing: str = ""              # OK turns the pages until this text is on screen


SCENES = {
    "evil-phase": Scene(("new arthur gawain kay percival", "evil siege", "draw", "end"), quiet=True),
    "face-down-question": Scene(("new arthur gawain kay percival", "evil black", "black black-knight-5")),
    "heroic-menu": Scene(("new arthur gawain kay percival", "evil siege"), quiet=True),
    "heroic-menu-en": Scene(("new arthur gawain kay percival", "evil siege"), lang="en", quiet=True),
    "eleven-siege-engines": Scene(("new arthur gawain kay no-traitor",) + ("evil siege", "draw", "end") * 10
                                  + ("evil siege",)),
    "lancelot-won": Scene(tuple(LANCELOT), stop_at="quest-won", page_showing="Lancelot est gagnée"),
    "traitor-question": Scene(tuple(TWELFTH_SWORD), stop_at="traitor", quiet=True),
    "traitor-question-menu": Scene(tuple(TWELFTH_SWORD), stop_at="traitor", quiet=True),
    "board-page": Scene(tuple(LANCELOT) + ("evil siege", "draw", "end"), quiet=True, press=("OK-held", "A")),
    "tournament-turn": Scene(tuple(MAIDEN_LAID)),
    "tournament-target-menu-en": Scene(("new tournament 3 Marcel Raymond Danielle", "colour red", "play red-3",
                                        "end 3", "play red-5", "end 5", "play red-4", "play red-3", "end 7"),
                                       lang="en", quiet=True, press=("scan:change-weapon",)),
}


def play(scene: Scene) -> tuple[dict, View, Catalog]:
    """The state and the view of a scene's moment."""
    kind = games.new_kind(scene.lines[0])
    cat = Catalog.load(scene.lang, kind)
    session, outcome = Session.in_memory(), None
    # As the Companion builds it (a card's targets are asked of the game in progress).
    front = games.table(kind).frontend(cat, TableContext(engine=lambda: session.game, dice=session.dice()))
    for line in scene.lines:
        attempt = session.submit(line)
        outcome = attempt if attempt.accepted else outcome   # scenario files refuse some lines on purpose
        pending = session.state()["pending"]
        if scene.stop_at and (any(e.key == scene.stop_at for e in attempt.events)
                              or (pending and pending["decision"] == scene.stop_at)):
            break
    state = session.state()
    view = front.view(state, None if scene.quiet else outcome)
    for button in scene.press:
        if button.startswith("scan:"):
            front.on_card(button[len("scan:"):], state)
        else:
            front.on_button(button.removesuffix("-held"), button.endswith("-held"), state)
        view = front.view(state)
    for _ in range(20):
        if scene.page_showing in on_screen(view):
            break
        front.on_button("OK", False, state)
        view = front.view(state)
    return state, view, cat


def on_screen(view: View) -> str:
    """The body text of the page shown, as one line."""
    pages, _ = _layout(view)
    return " ".join(line for line, _ in pages[min(view.page, len(pages) - 1)])


def picture(scene: Scene) -> Image.Image:
    """The frame of a scene as the README shows it: three times the OLED's size, in a grey frame."""
    state, view, cat = play(scene)
    big = render(state, view, cat).convert("L").resize((128 * 3, 64 * 3), Image.NEAREST)
    return ImageOps.expand(big, border=6, fill=90)


def main() -> None:
    for name, scene in SCENES.items():
        picture(scene).save(SCREENS / f"{name}.png")
    print(f"{len(SCENES)} screens in {SCREENS.relative_to(ROOT)}/")


if __name__ == "__main__":
    main()
