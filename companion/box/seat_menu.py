"""A seat's menu for its phone, one level at a time, asked of a copy of the box's own front end.

The menus hold no rule: what a phone offers is what the box's front end offers on the same state
(its steps' items, sub-menus and lines), walked on a fresh copy so the front end answering the table
is never touched. A path is the list of choices from the idle step: an item's index, or "ok" for a
step whose OK sends lines (an irreversible choice named with its cost). Only one level is computed
per request (each option tried once to know whether it opens a sub-menu or sends a line), never the
whole tree.
"""
from __future__ import annotations

from companion.core.frontend import Step, is_hole

OK = "ok"
PATH_LONGEST = 8           # menu levels a path may go down


class NoSuchChoice(Exception):
    """A path that leads nowhere on this state (a stale or forged path)."""


def _fresh(frontend, state: dict, cat=None):
    """A copy of `frontend` on `state` (in `cat`'s words), at its idle step, knowing what the box's front end knows."""
    copy = type(frontend)(cat or frontend.cat, frontend.context)   # the box's context: its engine, dice, options
    copy.carry(frontend)
    copy._sync(state)
    return copy


def _choose(step, choice):
    """What one choice on `step` gives: a Step, a list of lines, or None (nothing a phone can send)."""
    if choice == OK:
        if step.ok is None or step.confirm is not None:
            return None
        return step.ok()
    if not isinstance(choice, int) or isinstance(choice, bool) or not 0 <= choice < len(step.items):
        raise NoSuchChoice(choice)
    value, label = step.items[choice]
    if not label or is_hole(value) or step.confirm is not None or step.pick is None:
        return None
    return step.pick(value)


def follow(frontend, state: dict, path: list, cat=None):
    """The step reached by `path` on `state` (a copy's), or the lines its last choice sends."""
    return _walk(frontend, state, path, cat)[1]


def _walk(frontend, state: dict, path: list, cat=None):
    """A fresh copy past the pages the box has the table read with OK first (`read_through`), and what
    `path` reaches on it: (the pages, the step or the lines)."""
    if not isinstance(path, list) or len(path) > PATH_LONGEST:
        raise NoSuchChoice(path)
    copy = _fresh(frontend, state, cat)
    pages = copy.read_through(state)
    step = copy._current()
    for at, choice in enumerate(path):
        result = _choose(step, choice)
        if isinstance(result, list) and result and at == len(path) - 1:
            return pages, result
        if not isinstance(result, Step):
            raise NoSuchChoice(path)
        step = result
    return pages, step


def level(frontend, state: dict, path: list, cat=None) -> dict:
    """One level of the menu at `path`: its prompt and options [{label, index, opens|line|not_now|at_box}],
    and at the top what the box has the table read first (`said`: what to do with its hands, a scoring)."""
    pages, step = _walk(frontend, state, path, cat)
    if isinstance(step, list):
        raise NoSuchChoice(path)
    prompt = step.describe(step.chosen) if step.describe else step.prompt
    options = []
    for index, (value, label) in enumerate(step.items):
        if not label:
            continue
        option = {"label": label, "index": index}
        if is_hole(value):
            option["not_now"] = True
            if step.why is not None:
                option["why"] = step.why(value[1:])
        elif step.confirm is not None:
            option["at_box"] = True          # ticks confirmed with OK: the box's own buttons
        else:
            _describe(option, frontend, state, path + [index], cat)
        options.append(option)
    if step.ok is not None and step.confirm is None:
        option = {"label": step.ok_label or "OK", "index": OK}
        _describe(option, frontend, state, path + [OK], cat)
        if "line" in option or "opens" in option:
            options.append(option)
    found = {"prompt": prompt, "options": options}
    if pages and not path:
        found["said"] = [line for page in pages for line in page.split("\n") if line]
    if step.take is not None and not step.items:
        found["scan"] = True
    return found


def _describe(option: dict, frontend, state: dict, path: list, cat=None) -> None:
    """Whether an option sends a line (which) or opens a sub-menu; else the box alone can do it."""
    try:
        found = follow(frontend, state, path, cat)
    except NoSuchChoice:
        option["at_box"] = True
        return
    if isinstance(found, list):
        option["line"] = found[0]
        if len(found) > 1:
            option["lines"] = list(found)
    elif _can_tap_inside(frontend, state, found, path, cat):
        option["opens"] = True
    else:
        option["at_box"] = True      # a sub-menu of the box's own things (the board, abandon): no dead end on a phone


def _can_tap_inside(frontend, state: dict, step, path: list, cat=None) -> bool:
    """Whether a sub-menu holds something a phone can send (a line, or a deeper sub-menu, trusted unread)."""
    choices = [index for index, (value, label) in enumerate(step.items) if label and not is_hole(value)]
    if step.confirm is not None:
        return False
    if step.ok is not None:
        choices.append(OK)
    for choice in choices:
        try:
            if follow(frontend, state, path + [choice], cat) is not None:
                return True
        except NoSuchChoice:
            continue
    return False


def lines_at(frontend, state: dict, path: list) -> list[str]:
    """The lines a tap on `path` sends on `state` (NoSuchChoice when it sends none)."""
    if not path:
        raise NoSuchChoice(path)
    found = follow(frontend, state, path)
    if not isinstance(found, list):
        raise NoSuchChoice(path)
    return found
