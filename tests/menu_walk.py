"""Walk every menu of a game's front end and follow each option to the lines it sends (any game).

The walker knows no game: it drives a `companion.core.frontend.Frontend` subclass through its real
inputs (A, B, C, OK and card scans, `on_button` / `on_card`), one fresh copy of the front end per path
(the core's `menu_walk.fresh`, as the box's own walks make them), and reads only the core's `Step`
(items, pages, `confirm`, `ok` where the footer names it, `take`/`wants`) through the front end's public
API (`step_on`, `open_step`, `note`, `ok_label`, `state`). A path ends when
the front end returns protocol lines, shows a note (a refusal of its own, the board, a rule), or
its step does not change (the press did nothing).

Use (Shadows and the tournament in tests/test_menu_properties.py; any game the same way):

    from menu_walk import Trial, walk, verbs_reached

    trial = Trial(kind, lines)                         # the game so far: its accepted lines
    state = trial.state()
    paths = walk(MyMenus(catalog, context), state)      # every path of the menu shown on `state`
    for path in paths:
        if path.lines:
            assert trial.accepts(path.lines), path      # (1) what a menu offers, the engine accepts
    assert set(state["can"]) <= verbs_reached(paths)   # (2) what the engine accepts, a menu reaches
    trial.submit(random_path.lines)                    # play on, by the menus

`Path.inputs` are the presses ("A", "B", "C", "OK") and scans ("card:SLUG"); `Path.labels` the
menu labels chosen; `Path.scanned` whether a scan is on the way (a scanned card is the table's
own input: the rules may refuse that card, so a scan path is checked as a group: some card the
step asks for must lead to an accepted line). `Path.note` and `Path.alert` tell how a path ended
without lines. `Trial.accepts` tries lines on a copy of the engine (a deep copy when it has no
decision pending, else a replay), never changing the game.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from companion.core import menu_walk, registry as games
from companion.core.frontend import PER_PAGE, BoardStep, Step, UndoStep, is_hole
from companion.journal.session import replay_lines


@dataclass(frozen=True)
class Path:
    """One way through the menus shown on a state: the inputs, the labels chosen, and how it ended."""

    inputs: tuple[str, ...]
    labels: tuple[str, ...]
    lines: tuple[str, ...] = ()
    note: str = ""
    alert: bool = False
    asked: bool = False     # the first scan answered a step that asks for cards (`wants`), not a scan anywhere

    @property
    def scanned(self) -> bool:
        return any(i.startswith("card:") for i in self.inputs)

    @property
    def by_scans(self) -> bool:
        """Whether the lines come from scanned cards alone after the last menu choice (the table's own
        input: the rules may refuse that card); else a menu offered them."""
        return self.scanned and all(i.startswith("card:") for i in self.inputs[len(self.first_scan()):])

    def first_scan(self) -> tuple[str, ...]:
        """The inputs before the first scan (the step that asked for the card)."""
        for at, i in enumerate(self.inputs):
            if i.startswith("card:"):
                return self.inputs[:at]
        return self.inputs


class Trial:
    """A game being played, and a side-effect-free test of what its engine would accept next."""

    def __init__(self, kind: str, lines: list[str]):
        self.kind = kind
        self.rules = games.load(kind)
        self.lines = list(lines)
        self.game = replay_lines(self.lines, kind)
        self._seen: dict = {}

    def state(self) -> dict:
        """The public state now."""
        return self.game.public_state()

    def _copy(self):
        memo = {}
        machine = getattr(self.game, "turn_machine", None)
        if machine is not None and hasattr(machine, "machine"):
            # A state machine (transitions) copies slowly: a fresh one in the same state is the same.
            fresh = type(machine)()
            fresh.machine.set_state(machine.state)
            memo[id(machine)] = fresh
        try:
            return copy.deepcopy(self.game, memo)
        except TypeError:                 # a decision pending in a generator: rebuild it instead
            return replay_lines(self.lines, self.kind)

    def accepts(self, lines) -> bool:
        """Whether the engine accepts each of `lines` in turn, from now (the game is not changed)."""
        key = (len(self.lines), self.lines[-1] if self.lines else "", tuple(lines))
        if key not in self._seen:
            self._seen[key] = self._accepts(lines)
        return self._seen[key]

    def _accepts(self, lines) -> bool:
        game = self._copy()
        for line in lines:
            if line == "undo":
                return len(self.lines) > 1
            if line.split()[0] == "new":       # the session's: a new game once this one is over
                return game.over
            try:
                game.apply(self.rules.parse(line))
            except Exception as refusal:   # CompanionError: refused
                if type(refusal).__name__ != "CompanionError":
                    raise
                return False
        return True

    def submit(self, lines) -> None:
        """Play `lines` (each must be accepted)."""
        self._seen = {}
        for line in lines:
            if line == "undo":
                self.lines.pop()
                self.game = replay_lines(self.lines, self.kind)
                continue
            if line.split()[0] == "new":
                self.kind = games.new_kind(line)
                self.rules = games.load(self.kind)
                self.lines = [line]
                self.game = replay_lines(self.lines, self.kind)
                continue
            self.game.apply(self.rules.parse(line))
            self.lines.append(line)


def offered_problems(trial: Trial, paths, outside=frozenset()) -> list[str]:
    """What the menus shown on the trial's state get wrong: (1) an option whose lines the engine refuses, an
    option ending in a refusal, a step asking for a card no card answers; (2) a verb of the state's `can` (but
    those the table enters without the menus, `outside`) reached by no menu."""
    problems, asked = [], {}
    for path in paths:
        if path.lines:
            ok = trial.accepts(path.lines)
            if path.by_scans:
                # A scanned card is the table's own input: some card the step asks for must be accepted.
                if path.asked:
                    asked[path.first_scan()] = asked.get(path.first_scan(), False) or ok
            elif not ok:
                problems.append(f"offered but refused: {path.labels} -> {path.lines}")
        elif path.alert and not path.by_scans and "confirm" not in path.inputs:
            # (ticks confirmed on a multiple choice are the table's count, which the menu checks)
            problems.append(f"an option ends in a refusal: {path.labels} -> {path.note!r}")
    problems += [f"asks for a card no card answers: after {prefix}" for prefix, ok in asked.items() if not ok]
    missing = set(trial.state().get("can") or ()) - verbs_reached(paths) - set(outside)
    if missing:
        problems.append(f"in `can` but reached by no menu: {sorted(missing)}")
    return problems


def back_and_ok_problems(front, state: dict, paths, most: int = 80) -> list[str]:
    """Issue 32, on the menus shown on `state`: at the idle step and at the end of every path that sent nothing
    (a sub-menu, a cost named, a page, a refusal), one BACK sends nothing, nor BACK again, nor A on the undo
    asked; OK held opens the board and OK read through it sends nothing."""
    problems = []
    ends = [()] + [path.inputs for path in paths if not path.lines][:most]
    for inputs in ends:
        frontend, lines = _replay(front, state, inputs)
        if lines:
            continue
        keys, asked = ["BACK"], False
        while keys:
            key = keys.pop(0)
            sent = frontend.on_button(key, False, state)
            frontend.view(state)
            if sent:
                problems.append(f"{key} after {inputs} sent {sent}")
            if key == "BACK" and isinstance(frontend.open_step, UndoStep) and not asked:
                keys, asked = ["A", "BACK", "BACK"], True   # the undo asked: a letter keeps it, BACK asks again, BACK keeps
        frontend, _ = _replay(front, state, inputs)
        sent = frontend.on_button("OK", True, state)
        for _ in range(12):                 # OK reads the index on until it closes (then OK is the step's again)
            frontend.view(state)
            if not isinstance(frontend.open_step, BoardStep):
                break
            sent = sent or frontend.on_button("OK", False, state)
        if sent:
            problems.append(f"OK on the board after {inputs} sent {sent}")
    return problems


def verbs_reached(paths) -> set[str]:
    """The first words of every line some path sends."""
    return {line.split()[0] for path in paths for line in path.lines}


def lines_reached(paths) -> set[str]:
    """Every line some path sends."""
    return {line for path in paths for line in path.lines}


def _inputs_for(step: Step, frontend) -> list[tuple[str, ...]]:
    """The inputs worth trying on `step`: each item (its page reached first), OK, each card it asks for."""
    tries: list[tuple[str, ...]] = []
    for at, (value, label) in enumerate(step.items):
        if not label or is_hole(value):
            continue        # an empty place, an option not possible now (its refusal: tests/test_menu_homes.py)
        page, letter = divmod(at, PER_PAGE)
        tries.append((f"page:{page}", "ABC"[letter]) if page != step.page else ("ABC"[letter],))
    if step.confirm is not None:
        tries.append(("confirm",))                      # confirm what is ticked
    elif step.ok is not None and step.pages <= 1 and frontend.ok_label(step):
        tries.append(("OK",))                          # OK is an option where the footer names it
    if step.take is not None:
        # The cards the step asks for; a step that takes any card (a card's rule, a card played where
        # it stands) is scanned with every card of the game.
        cards = frontend.wanted_cards(frontend.state) if step.wants is not None else frontend.cards()
        tries += [(f"card:{slug}",) for slug in cards]
    return tries


def _press(frontend, state, key: str) -> list[str]:
    """One input: a button, a scan (`card:SLUG`), OK until the menu shows page N (`page:N`), or OK
    until a multiple choice confirms (`confirm`); the screen is redrawn after each press, as on the box."""
    if key.startswith("card:"):
        lines = frontend.on_card(key[5:], state)
    elif key.startswith("page:") or key == "confirm":
        step, lines = frontend.step_on(state), []
        for _ in range(12):
            if key != "confirm" and step.page == int(key[5:]):
                break
            lines = frontend.on_button("OK", False, state)
            note = frontend.note        # OK reads what was said (a question's stakes); a refusal or a page stops it
            if lines or frontend.open_step is not step or (note is not None and (note.alert or note.full)):
                break
            frontend.view(state)
    else:
        if key in ("A", "B", "C"):
            read_covers(frontend, state)
        lines = frontend.on_button(key, False, state)
    if not lines:
        frontend.view(state)
    return lines


def read_covers(frontend, state) -> None:
    """OK while a message covers the menu, as a table does before a letter (issue 32: a letter under a page
    waiting for OK chooses nothing hidden; OK reads and closes it, and sends nothing)."""
    for _ in range(12):
        note = frontend.note
        if note is None or not note.cover:
            return
        assert frontend.on_button("OK", False, state) == [], "OK reading a message sent a line"
        frontend.view(state)


def _replay(front, state: dict, inputs: tuple[str, ...]):
    """A fresh copy of `front` on `state` driven by `inputs`; returns it and the lines of the last input."""
    frontend = menu_walk.fresh(front, state)
    frontend.view(state)
    lines: list[str] = []
    for key in inputs:
        lines = _press(frontend, state, key)
        if lines:
            break
    return frontend, lines


def _label(frontend, state: dict, key: str) -> str:
    step = frontend.step_on(state)
    if key in ("A", "B", "C"):
        at = step.page * PER_PAGE + "ABC".index(key)
        return step.items[at][1] if at < len(step.items) else ""
    return "" if key.startswith(("page:", "confirm")) else key


def walk(front, state: dict, max_depth: int = 6, max_paths: int = 3000, ticks: int = 3) -> list[Path]:
    """Every path through the menu `front` shows on `state`, each followed to its end on copies of it.

    `front` is the game's `Frontend` with its catalog and context (a seeded die); it is never pressed. On a
    step that ticks items (`confirm`) the walker ticks each item alone, the first `ticks`..all in
    order, and all of them; after a first scan it scans again only that
    card (a heal's three identical cards, a siege fight's cards), so the walk stays small.
    """
    done: list[Path] = []
    todo: list[tuple[tuple[str, ...], tuple[str, ...], bool]] = [((), (), False)]
    while todo and len(done) < max_paths:
        inputs, labels, asked = todo.pop(0)
        frontend, _ = _replay(front, state, inputs)
        step = frontend.step_on(state)
        if len(inputs) >= max_depth:
            continue
        for more in _expand(step, frontend, inputs):
            if not any(i.startswith("card:") for i in inputs) and more[0].startswith("card:"):
                asked = step.wants is not None
            base, _ = _replay(front, state, inputs)
            chosen = list(labels)
            lines: list[str] = []
            for key in more:
                chosen.append(_label(base, state, key))
                lines = _press(base, state, key)
                if lines:
                    break
            new_inputs, new_labels = inputs + more, tuple(label for label in chosen if label)
            note = base.note
            if lines:
                done.append(Path(new_inputs, new_labels, tuple(lines), asked=asked))
            elif note is not None and (note.alert or note.full):     # a question's stakes said go on
                done.append(Path(new_inputs, new_labels, note=note.text, alert=note.alert, asked=asked))
            elif base.open_step is not None and base.open_step is not step and _differs(base.open_step, step):
                todo.append((new_inputs, new_labels, asked))
    return done


def _differs(after: Step, before: Step) -> bool:
    """Whether a press opened another question (a page turned is the same question)."""
    return (after.prompt, after.items, tuple(after.chosen)) != (before.prompt, before.items, tuple(before.chosen)) \
        or after.take is not before.take


def _expand(step: Step, frontend, inputs: tuple[str, ...]) -> list[tuple[str, ...]]:
    if step.confirm is not None:
        return _tick_sets(step)
    tries = _inputs_for(step, frontend)
    scans = [i[0][5:] for i in tries if i[0].startswith("card:")]
    before = [i[5:] for i in inputs if i.startswith("card:")]
    if before and scans:
        # After a first scan, the same card again (a heal's three identical cards, a siege's fighters).
        tries = [i for i in tries if not i[0].startswith("card:") or i[0][5:] == before[-1]]
    return tries


def _tick_sets(step: Step) -> list[tuple[str, ...]]:
    """Ticks on a multiple-choice step: each item alone, the first 2..all in order, then confirm."""
    n = len(step.items)
    sets = [[at] for at in range(n)] + [list(range(k)) for k in range(2, n + 1)]
    tries = []
    for chosen in sets:
        keys: list[str] = []
        page = step.page
        for at in sorted(chosen):
            p, letter = divmod(at, PER_PAGE)
            if p != page:
                keys.append(f"page:{p}")
            keys.append("ABC"[letter])
            page = p
        tries.append(tuple(keys) + ("confirm",))
    return tries
