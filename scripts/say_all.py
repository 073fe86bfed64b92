"""Replay every scenario through the box's loop and write down every sentence it shows or says.

    python scripts/say_all.py fr > /tmp/said-fr.txt

One line per distinct sentence (spoken text, prompts, menu labels, OK hints), after a header per
game; the last line counts sentences and games. It is how the French is proofread: read it all.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion.app import Companion, Typed  # noqa: E402
from companion.frontend import Frontend  # noqa: E402
from companion.i18n import Catalog  # noqa: E402
from companion.session import Session  # noqa: E402
from drivers.display import DummyScreen  # noqa: E402


class Voice:
    def __init__(self):
        self.said: list[str] = []

    def say(self, text: str) -> None:
        self.said.append(text)


def scenarios() -> list[Path]:
    """Our scenarios and the public ones."""
    return (sorted((ROOT / "tests" / "scenarios").rglob("*.table"))
            + sorted((ROOT.parent / "shared" / "scenarios").glob("*.table")))


def main(lang: str = "fr") -> int:
    cat = Catalog.load(lang)
    total, seen = 0, set()
    files = scenarios()
    for path in files:
        voice = Voice()
        box = Companion(Session.in_memory(), Frontend(cat), DummyScreen(), cat, speaker=voice)
        for raw in path.read_text().splitlines():
            line = raw.split("#", 1)[0].strip()
            if line:
                box.step(Typed(line))
                view = box.view
                for text in (view.message, view.prompt, view.ok, *view.menu):
                    for sentence in filter(None, text.split("\n")):
                        total += 1
                        seen.add(sentence)
        print(f"## {path.name}: {len(voice.said)} things said")
    for sentence in sorted(seen):
        print(sentence)
    print(f"# {total} sentences shown or said ({len(seen)} distinct) in {len(files)} games", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
