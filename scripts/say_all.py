"""Replay every scenario through the box's loop and write down every sentence it shows or says.

    python scripts/say_all.py fr > /tmp/said-fr.txt
    python scripts/say_all.py en --longest 15     # only the table of the longest messages

Both games' scenarios (ours under tests/scenarios, the public ones beside the project) are played
line by line as typed input. The dump has three parts: per scenario, how many things were said and
the pages of its longest message (the 128x64 screen, four lines a page when a message covers the
menu); the longest messages of all; then every distinct sentence shown (message, prompt, menu
label, OK hint), each followed by `  ~ spoken form` when speech says it otherwise, and every
distinct thing spoken. It is how the words are proofread: read it all.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from companion.box.app import Companion, Typed  # noqa: E402
from companion.games.shadows.table.frontend import Menus as Frontend  # noqa: E402
from companion.core.i18n import Catalog  # noqa: E402
from companion.core.screen import View, text_pages  # noqa: E402
from companion.journal.tablefile import command_lines  # noqa: E402
from companion.journal.session import Session  # noqa: E402
from drivers.display import DummyScreen  # noqa: E402

# The games whose scenarios are read (Merlin's words are its own helpers' to dump).
GAMES = ("knights", "quests", "tournament")


class Voice:
    """A speaker that writes down what it is asked to say."""

    def __init__(self):
        self.said: list[str] = []
        self.missing: list[str] = []

    def say(self, text: str) -> None:
        self.said.append(text)


@dataclass
class Playback:
    """What one scenario made the box show and say."""

    name: str
    shown: list[str] = field(default_factory=list)      # every sentence of every frame
    spoken: list[str] = field(default_factory=list)     # every text handed to the speaker
    messages: list[tuple[int, str]] = field(default_factory=list)   # (pages, message) of each outcome

    @property
    def longest(self) -> tuple[int, str]:
        """The message that takes the most pages, with its page count."""
        return max(self.messages, default=(0, ""))


def scenarios() -> list[Path]:
    """Both games' scenarios: ours, then the public ones."""
    ours = [path for game in GAMES for path in sorted((ROOT / "tests" / "scenarios" / game).rglob("*.table"))]
    shared = ROOT.parent / "shared"
    public = sorted((shared / "scenarios").glob("*.table")) + sorted((shared / "scenarios-tournament").glob("*.table"))
    return ours + public


def message_pages(message: str) -> int:
    """The pages a message takes when it covers the menu (four lines a page, the footer under them)."""
    return text_pages(View(message=message, ok="ok", cover=True)) if message else 0


def play(path: Path, lang: str) -> Playback:
    """Type the scenario's lines into a box with a fake voice; note every frame's sentences."""
    voice = Voice()
    cat = Catalog.load(lang)
    box = Companion(Session.in_memory(), "shadows", DummyScreen(), cat, speaker=voice)
    out = Playback(path.name)
    for line in command_lines(path):
        box.step(Typed(line))
        view = box.view
        if view.message:
            out.messages.append((message_pages(view.message), view.message))
        for text in (view.message, view.prompt, view.ok, *view.menu):
            out.shown += [sentence for sentence in text.split("\n") if sentence]
    out.spoken = voice.said
    return out


def play_all(lang: str) -> list[Playback]:
    """Every scenario played in `lang`."""
    return [play(path, lang) for path in scenarios()]


def main(lang: str = "fr", *args: str) -> int:
    runs = play_all(lang)
    for run in runs:
        pages, _ = run.longest
        print(f"## {run.name}: {len(run.spoken)} things said, longest message {pages} page(s)")
    print("\n# Longest messages (pages: first line)")
    longest = sorted(((pages, message, run.name) for run in runs for pages, message in run.messages), reverse=True)
    seen_messages = set()
    count = int(args[1]) if len(args) > 1 and args[0] == "--longest" else 12
    for pages, message, name in longest:
        if message in seen_messages:
            continue
        seen_messages.add(message)
        print(f"{pages}: {message.splitlines()[0]}  [{name}]")
        if len(seen_messages) == count:
            break
    if args[:1] == ("--longest",):
        return 0
    from companion.box.speech import spoken_form
    print("\n# Every sentence shown (~ how speech says it, when it differs)")
    shown = sorted({sentence for run in runs for sentence in run.shown})
    for sentence in shown:
        print(sentence)
        said = spoken_form(sentence, lang)
        if said.rstrip(".") != sentence.rstrip("."):
            print(f"  ~ {said}")
    print("\n# Every thing spoken")
    spoken = sorted({text for run in runs for text in run.spoken})
    for text in spoken:
        print(text)
    total = sum(len(run.shown) for run in runs)
    print(f"# {total} sentences shown ({len(shown)} distinct), {len(spoken)} distinct things spoken, "
          f"in {len(runs)} games", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
