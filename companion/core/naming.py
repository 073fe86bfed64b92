"""Naming the players with the buttons alone (any game whose `new` line takes display names).

The box hands a game's menus the names it knows (`options["known_names"]`: the configuration's, then
those it has seen, newest first) and the last table of that game (`options["last_table"]`: one name a
seat, "" for a seat without one). After the number of players, `names_step` asks: A the same table as
last time (one press; marked, and saying why, when the box knows none), B choose the names (tick them in
seat order, OK confirms), C no names: each on its key whatever the box knows. A game may add names of its
own for seats without one (Merlin: the players' colours).
"""
from __future__ import annotations

from typing import Callable

from .frontend import NOT_NOW, Note, Result, Step
from .protocol import valid_name
from .screen import LABEL_X, WIDTH, fit

REST = "+rest"         # not a name: valid names never start with +


def known_names(options: dict, extra: tuple[str, ...] = ()) -> list[str]:
    """The names offered on the menu: the box's (valid, once each), then the game's own (`extra`)."""
    seen: list[str] = []
    for name in (*(options.get("known_names") or ()), *extra):
        if valid_name(name) and name not in seen:
            seen.append(name)
    return seen


def names_step(front, players: int, send: Callable[[list[str]], Result], back: Callable[[], Result],
               extra: tuple[str, ...] = ()) -> Result:
    """After the number of players: the same table as last time, names ticked in seat order, or none.
    With no name to offer, the line goes at once (`send([])`)."""
    cat, options = front.cat, front.context.options
    names = known_names(options, extra)
    last = [n if valid_name(n) else "" for n in (options.get("last_table") or ())]
    same = last if len(last) == players and any(last) else None
    if not names and same is None:
        return send([])
    # The names as far as the label's line holds them (the whole table was played under them last time).
    label = fit(cat.text("names.same", names=", ".join(n or "–" for n in same)), WIDTH - LABEL_X, "…") if same \
        else cat.text("names.same-none")
    # Every option keeps its home (A same, B choose, C none): without an earlier table, A stays, marked.
    items = (("same" if same else NOT_NOW + "same", label), ("pick", cat.text("names.pick")),
             ("none", cat.text("names.none")))

    def pick(value: str) -> Result:
        if value == "same":
            return send(_trimmed(same))
        if value == "none":
            return send([])
        return _ticks(front, players, names, send, lambda: question)
    question = Step(cat.text("names.question", n=players), items, pick=pick, back=back, new_game=True,
                    why=lambda _: cat.text("names.same-why", n=players))
    return question


def _trimmed(names: list[str]) -> list[str]:
    """Names for the first seats: a seat without one may only come after the named ones (`new` gives
    names to p1, p2… in order), so the list stops at the first seat without a name."""
    out = []
    for name in names:
        if not name:
            break
        out.append(name)
    return out


def _ticks(front, players: int, names: list[str], send, back) -> Step:
    """The names ticked in seat order (A/B/C; OK turns the pages): the last seat's name sends the line at
    once; « the others without a name » sends it with the names ticked so far. A name seated shows its seat
    on its label; choosing it again says where it sits and changes nothing; BACK takes back the last name
    ticked (BACK with none ticked: the question again)."""
    cat = front.cat
    plain = tuple((n, n) for n in names) + ((REST, cat.text("names.rest")),)

    def describe(chosen: list[str]) -> str:
        # The names ticked are marked on the menu; the prompt says which seat the next tick names.
        return cat.text("names.seats", seat=len(chosen) + 1)

    def seated() -> None:
        # Each seated name keeps its home and shows its seat (« Marc : siège 1 »).
        step.items = tuple((value, cat.text("names.seated", name=value, seat=step.chosen.index(value) + 1)
                            if value in step.chosen else label) for value, label in plain)

    def pick(value: str) -> Result:
        if value == REST:
            return send(list(step.chosen))
        if value in step.chosen:
            front._note = Note(cat.text("names.seated-again", name=value, seat=step.chosen.index(value) + 1),
                               alert=True)
            return step
        step.chosen.append(value)
        seated()
        return send(list(step.chosen)) if len(step.chosen) == players else step

    def undo_tick() -> Result:
        if step.chosen:
            step.chosen.pop()
            seated()
            return step
        return back()
    step = Step(cat.text("names.seats", seat=1), plain, pick=pick, describe=describe, back=undo_tick, new_game=True)
    return step
