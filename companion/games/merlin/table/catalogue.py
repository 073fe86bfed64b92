"""The enrolled deck's catalogue: what each quest card asks and is worth, as the protocol's `card` lines.

`camelot enroll --game merlin`, once the tags are enrolled, asks each quest card's points and needs
once (« 3 flag-black influence-any »), checks each answer with the engine's own `card` command, and
keeps the lines in `catalogue-merlin.txt` beside the tag maps. After `new merlin` the box sends these
lines, so the journal holds them and replays alone; a card not described is scored with the points
the table gives (`quest CARD POINTS`).
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Callable

from companion.core.errors import CompanionError

FILE = "catalogue-merlin.txt"
QUESTS = tuple(f"q{n:02d}" for n in range(1, 56))


def catalogue_path(folder: Path | None = None) -> Path:
    """Where the catalogue lives: the given folder (the tag maps'), else the box's state folder."""
    if folder is None:
        from companion.core.places import state_dir
        folder = state_dir()
    return Path(folder) / FILE


def check(line: str) -> str:
    """A `card` line as the engine reads it (its words joined by single spaces); CompanionError when refused."""
    from .. import parse, start
    game = start(parse("new merlin 2"))
    cmd = parse(line)
    if cmd is None or cmd.verb != "card":
        raise CompanionError("bad-arguments", "a catalogue line is `card CARD POINTS NEED…`")
    game.apply(cmd)
    return cmd.line


def load_lines(folder: Path | None = None) -> list[str]:
    """The catalogue's `card` lines (each checked by the engine; a bad one is left out)."""
    try:
        text = catalogue_path(folder).read_text("utf-8")
    except OSError:
        return []
    lines = []
    for raw in text.splitlines():
        raw = raw.split("#", 1)[0].strip()
        if raw:
            try:
                lines.append(check(raw))
            except CompanionError:
                continue
    return lines


def save_lines(lines: list[str], folder: Path | None = None) -> None:
    """Write the catalogue atomically (a power cut leaves the old file or the new one)."""
    path = catalogue_path(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".catalogue-")
    with os.fdopen(handle, "w", encoding="utf-8") as out:
        out.write("# Merlin's quest cards as the table read them: card CARD POINTS NEED…\n")
        out.write("".join(f"{line}\n" for line in lines))
        out.flush()
        os.fsync(out.fileno())
    os.replace(temporary, path)


def describe(folder: Path | None, ask: Callable[[str], str], out: Callable[[str], None], cat) -> int:
    """Ask each quest card not yet described for its points and needs; return how many were described."""
    lines = load_lines(folder)
    known = {line.split()[1] for line in lines}
    todo = [card for card in QUESTS if card not in known]
    out(cat.text("catalogue.start", left=len(todo)))
    described = 0
    for card in todo:
        while True:
            answer = ask(cat.text("catalogue.ask", card=card)).strip()
            if answer in ("", "-"):
                break
            if answer.lower() in ("stop", "fin", "q"):
                save_lines(lines, folder)
                out(cat.text("catalogue.saved", count=len(lines)))
                return described
            try:
                lines.append(check(f"card {card} {answer}"))
            except CompanionError as err:
                out(cat.text("catalogue.refused", reason=cat.error(err.code, err.message)))
                continue
            described += 1
            save_lines(lines, folder)
            break
    save_lines(lines, folder)
    out(cat.text("catalogue.saved", count=len(lines)))
    return described
