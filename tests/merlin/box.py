"""A Merlin box driven synchronously: the real Companion (session, front end, screen in memory), one
press at a time, with the screen's text readable (tests and a quick look at every frame)."""
from __future__ import annotations

from companion.box.app import Companion, Scanned
from companion.core.i18n import Catalog
from companion.core.screen import text_pages
from companion.journal.session import Session
from drivers.base import ButtonPress
from drivers.display import DummyScreen
from tests.wired_box import take_back


class Box:
    """One box, no threads: `press`, `scan`, `view`, `state`."""

    def __init__(self, lang: str = "fr", session: Session | None = None, options: dict | None = None):
        self.session = session or Session.in_memory()
        self.companion = Companion(self.session, None, DummyScreen(), Catalog.load(lang, None), choose=True,
                                   game_options={"merlin": options or {}})
        self.companion.show()

    def press(self, *names: str):
        for name in names:
            self.companion.step(ButtonPress(name))
        return self

    take_back = take_back

    def scan(self, slug: str):
        self.companion.step(Scanned(slug))
        return self

    def pick(self, label_part: str) -> bool:
        """Press the letter whose label holds `label_part`, turning pages with OK; False when none does.
        A message covering the menu is read first (OK), as a player would."""
        while self.view.cover:
            self.press("OK")
        for _ in range(12):
            for i, label in enumerate(self.view.menu):
                if label_part in label:
                    self.press("ABC"[i])
                    return True
            if not self.view.ok.startswith("suite") and not self.view.ok.startswith("more"):
                return False
            self.press("OK")
        return False

    @property
    def view(self):
        return self.companion.view

    @property
    def state(self) -> dict:
        return self.session.state()

    @property
    def frontend(self):
        return self.companion.frontend

    def text(self) -> str:
        v = self.view
        return "\n".join(filter(None, [v.message, v.prompt, *[f"{'ABC'[i]}: {m}" for i, m in enumerate(v.menu)],
                                       f"OK: {v.ok}" if v.ok else ""]))

    def pages(self) -> int:
        return text_pages(self.view)
