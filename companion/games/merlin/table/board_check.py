"""The printed board a table checked (`camelot board --game merlin`), stored beside the tag maps.

The engine ships the contract's provisional board; a table walks through its own printed board
once, space by space, and the answer is saved as `board-merlin.json` in the box's state folder
(beside `tags.json`). The box then uses it for every new game: `new merlin` is followed by the
board's lines in the journal (see `board_lines`), so a journal replays alone on any box.
"""
from __future__ import annotations

import json
from pathlib import Path

FILE = "board-merlin.json"


def board_path(folder: Path | None = None) -> Path:
    """Where the checked board lives: the given folder, else the box's state folder."""
    if folder is None:
        from companion.core.places import state_dir
        folder = state_dir()
    return Path(folder) / FILE


def saved(folder: Path | None = None) -> dict | None:
    """The checked board's data, or None when the table has not checked its board."""
    path = board_path(folder)
    try:
        return json.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        return None


def current_board(folder: Path | None = None):
    """The board the box uses: the checked one when there is one (and it is valid), else the provisional."""
    from ..board import load_board, provisional
    data = saved(folder)
    if data is not None:
        try:
            return load_board(data)
        except Exception:   # a damaged file: the provisional board, and the box keeps saying so
            pass
    return provisional()


_FOLDER: Path | None = None   # the folder the box started with (its tag maps'): the box's own check saves there


def box_folder() -> Path | None:
    """The folder the box read its checked board from at start-up (None: the default state folder)."""
    return _FOLDER


def start_up(folder: Path | None = None) -> None:
    """At the box's start, before any game is replayed: new and resumed games take the checked board."""
    from ..board import use
    global _FOLDER
    _FOLDER = Path(folder) if folder is not None else None
    data = saved(folder)
    if data is not None:
        try:
            use(current_board(folder))
        except Exception:   # a damaged file: the provisional board, which the first screen says
            use(None)


def is_confirmed(folder: Path | None = None) -> bool:
    """Whether the table checked its printed board."""
    return not current_board(folder).provisional


KIND_WORDS = ("province-black", "province-grey", "province-blue", "province-orange", "province-purple",
              "province-brown", "vp-shields", "vp-flags", "vp-materials", "vp-influence", "influence-shield",
              "influence-flag", "influence-material", "influence-servant", "move-servant", "exchange", "quests",
              "excalibur", "grail", "build")


def save(data: dict, folder: Path | None = None) -> Path:
    """Write a checked board (validated by the engine's loader first) atomically; return its path."""
    import os
    import tempfile

    from ..board import load_board
    board = load_board(data)                        # CompanionError `bad-board` when it does not fit the rulebook
    path = board_path(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".board-")
    with os.fdopen(handle, "w", encoding="utf-8") as out:
        json.dump(board.as_dict(), out, ensure_ascii=False, indent=1)
        out.flush()
        os.fsync(out.fileno())
    os.replace(temporary, path)
    return path


def walk(folder: Path | None, ask, out, cat) -> Path | None:
    """`camelot board --game merlin`: the printed board checked space by space against the board the box
    uses (Enter: the same; a word: what the board shows); saved when it fits the rulebook's counts."""
    data = current_board(folder).as_dict()
    out(cat.text("check.start"))

    def answer(prompt: str, now: str, allowed, shown: str = "") -> str:
        while True:
            said = ask(cat.text("check.ask", what=prompt, now=f"{now} = {shown}" if shown else now)).strip().lower()
            if not said:
                return now
            if allowed is None or said in allowed:
                return said
            out(cat.text("check.unknown", allowed=", ".join(allowed)))
    colours = ("black", "grey", "blue", "orange", "purple", "brown")
    out(cat.text("check.track"))
    data["track"] = [data["track"][0]] + [answer(cat.text("check.space", index=i, n=i + 1), data["track"][i],
                                                 KIND_WORDS, cat.space(data["track"][i])) for i in range(1, 24)]
    ring = answer(cat.text("check.provinces"), " ".join(data["provinces"]), None)
    data["provinces"] = ring.split()
    for colour in colours:
        data["flags"][colour] = answer(cat.text("check.flag", colour=cat.colour_word(colour)), data["flags"][colour],
                                       ("repel", "quests", "reverse", "flip", "other", "mirror"))
    for side in ("upper", "lower"):
        data["borders"][side] = [answer(cat.text(f"check.border-{side}", position=p + 1),
                                        data["borders"][side][p], colours) for p in range(6)]
    data.update(name="checked", provisional=False)
    try:
        path = save(data, folder)
    except Exception as err:                       # the loader's plain message: nothing saved
        out(cat.text("check.refused", reason=getattr(err, "message", str(err))))
        return None
    out(cat.text("check.saved", path=str(path)))
    return path
