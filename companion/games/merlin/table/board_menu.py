"""The printed board checked on the box's own menus, space by space (the buttons' form of
`camelot board --game merlin`): each question shows what the box believes, in the words printed on the
board; OK keeps it, A « Corriger… » lists the possible words (A/B/C, OK turns their pages), BACK goes to
the question before. At the end OK saves the board beside the tag maps (checked by the engine's loader
first) and the next new game is played on it.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from companion.core.frontend import Note, Result, Step

from .board_check import KIND_WORDS, current_board, save

COLOURS = ("black", "grey", "blue", "orange", "purple", "brown")
ABILITIES = ("repel", "quests", "reverse", "flip", "other", "mirror")
FIX = "+fix"


def questions(cat, data: dict) -> list[tuple[str, Callable[[], str], tuple, Callable[[str], str], Callable[[str], None]]]:
    """Every question of the check: (prompt, what the box believes now, the possible words, their label, set)."""
    out = []

    def track(i: int):
        return (cat.text("check.space", n=i + 1), lambda: data["track"][i], KIND_WORDS,
                lambda k: cat.space(k), lambda k: data["track"].__setitem__(i, k))

    def ring(i: int):
        return (cat.text("check.ring", position=i + 1), lambda: data["provinces"][i], COLOURS,
                cat.colour_label, lambda c: data["provinces"].__setitem__(i, c))

    def flag(colour: str):
        return (cat.text("check.flag-of", colour=cat.colour_word(colour)), lambda: data["flags"][colour], ABILITIES,
                lambda a: cat.text("check.ability", ability=a), lambda a: data["flags"].__setitem__(colour, a))

    def border(side: str, i: int):
        return (cat.text(f"check.box-border-{side}", position=i + 1), lambda: data["borders"][side][i], COLOURS,
                cat.colour_label, lambda c: data["borders"][side].__setitem__(i, c))
    out += [track(i) for i in range(1, 24)]
    out += [ring(i) for i in range(1, 6)]
    out += [flag(c) for c in COLOURS]
    out += [border(side, i) for side in ("upper", "lower") for i in range(6)]
    return out


def check_step(front, folder: Path | None, done: Callable[[], Result]) -> Step:
    """The first question of the check (BACK there: `done`, nothing saved)."""
    cat = front.cat
    data = current_board(folder).as_dict()
    asked = questions(cat, data)

    def ask(i: int) -> Step:
        if i >= len(asked):
            return Step(cat.text("check.save-question"), ok=finish, ok_label=cat.text("check.ok-save"),
                        back=lambda: ask(i - 1), new_game=True)
        prompt, now, words, label, put = asked[i]

        def fix(_: str) -> Result:
            def chosen(word: str) -> Result:
                put(word)
                return ask(i + 1)
            return Step(cat.text("check.fix", what=prompt), tuple((w, label(w)) for w in words), pick=chosen,
                        back=lambda: ask(i), new_game=True)
        return Step(cat.text("check.question", what=prompt, now=label(now()), n=i + 1, total=len(asked)),
                    ((FIX, cat.text("check.fix-label")),), pick=fix, ok=lambda: ask(i + 1),
                    ok_label=cat.text("check.ok-keep"), back=(lambda: ask(i - 1)) if i else done, new_game=True)

    def finish() -> Result:
        data.update(name="checked", provisional=False)
        try:
            path = save(data, folder)
        except Exception as err:   # noqa: BLE001 - the loader's plain reason (bad-board), or the card is full
            front._note = Note(cat.text("check.refused", reason=getattr(err, "message", str(err))), alert=True)
            return ask(0)
        from ..board import use
        use(current_board(folder))            # the next new game is played on it
        front._note = Note(cat.text("check.saved-box", path=str(path)))
        return done()
    return ask(0)
