"""The one walk of a game's menus: on fresh copies of its front end, so the one answering the table is never touched.

A path is a list of choices from the idle step: an item's index, or `OK` on a step whose OK sends lines (an
irreversible choice named with its cost). `follow` goes down a path to the step it opens or the lines its
last choice sends; `level` tells one level, each option tried once (a phone's menu, box/seat_menu.py);
`tree` tells the whole tree (`camelot feed --lang`'s options, core/words_of_the_box.py). Generic: it reads
only the core's `Step` and the front end's public API (`carry`, `step_on`, `read_through`), for every game.
"""
from __future__ import annotations

from .board_index import BoardStep
from .step import CARD, Step, is_hole
from .teaching import bare_value, explanation, teacher_of

OK = "ok"
TICKS = "t"                # a multiple choice confirmed at once: `t` and the items ticked, by index, joined by `-`
PATH_LONGEST = 8           # menu levels a phone's path may go down


class NoSuchChoice(Exception):
    """A path that leads nowhere on this state (a stale or forged path)."""


def fresh(front, state: dict, cat=None):
    """A copy of `front` on `state` (in `cat`'s words), at its idle step, knowing what `front` knows."""
    copy = type(front)(cat or front.cat, front.context)   # the same context: its engine, dice, options
    copy.carry(front)
    copy.step_on(state)
    return copy


def choose(step: Step, choice):
    """What one choice on `step` gives: a Step, a list of lines, or None (nothing a choice can send)."""
    if choice == OK:
        if step.ok is None or step.confirm is not None:
            return None
        return step.ok()
    if step.confirm is not None and isinstance(choice, str) and choice.startswith(TICKS):
        return step.confirm(ticked(step, choice))
    if isinstance(choice, str) and choice.startswith(CARD):
        # A card scanned at the box, in the trail of the question it opened there (`Step.trail`).
        if step.take is None:
            raise NoSuchChoice(choice)
        return step.take(choice[len(CARD):])
    if not isinstance(choice, int) or isinstance(choice, bool) or not 0 <= choice < len(step.items):
        raise NoSuchChoice(choice)
    value, label = step.items[choice]
    if not label or is_hole(value) or step.confirm is not None or step.pick is None:
        return None
    return step.pick(value)


def ticks(indexes) -> str:
    """The choice that ticks the items at `indexes` of a multiple choice (in that order), then confirms."""
    return TICKS + "-".join(str(index) for index in indexes)


def ticked(step: Step, choice: str) -> tuple[str, ...]:
    """The values a ticks choice names on `step` (each an option of its own, at most `repeat` times), in order;
    NoSuchChoice for any other."""
    words = choice[len(TICKS):].split("-") if choice != TICKS else []
    if len(words) > len(step.items) * max(1, step.repeat) or not all(w.isdigit() and len(w) <= 3 for w in words):
        raise NoSuchChoice(choice)
    values = []
    for word in words:
        at = int(word)
        if at >= len(step.items) or not step.items[at][1] or is_hole(step.items[at][0]):
            raise NoSuchChoice(choice)
        values.append(step.items[at][0])
    if any(values.count(value) > step.repeat for value in values):
        raise NoSuchChoice(choice)
    return tuple(values)


def follow(front, state: dict, path: list, cat=None):
    """The step `path` opens on `state` (a copy's, past the pages read with OK first), or the lines its last
    choice sends; NoSuchChoice when it leads nowhere."""
    return _walk(front, state, path, cat)[1]


def lines_at(front, state: dict, path: list) -> list[str]:
    """The lines a choice at the end of `path` sends on `state` (NoSuchChoice when it sends none)."""
    if not path:
        raise NoSuchChoice(path)
    found = follow(front, state, path)
    if not isinstance(found, list):
        raise NoSuchChoice(path)
    return found


def _walk(front, state: dict, path: list, cat=None):
    """A phone's path checked, then reached: (the pages the box has the table read with OK first, the step
    or the lines)."""
    if not isinstance(path, list) or len(path) > PATH_LONGEST:
        raise NoSuchChoice(path)
    return _reach(front, state, path, cat, read=True)


def _reach(front, state: dict, path, cat=None, read: bool = True, values: list | None = None):
    """What `path` reaches on a fresh copy, `read`: past the pages read with OK first (`read_through`); `values`
    (when given) gets the value each choice took on the way (an item's value, else the choice itself)."""
    copy = fresh(front, state, cat)
    pages = copy.read_through(state) if read else []
    step = copy.step_on(state)
    for at, choice in enumerate(path):
        if values is not None:
            chosen = isinstance(choice, int) and not isinstance(choice, bool) and 0 <= choice < len(step.items)
            values.append(step.items[choice][0] if chosen else choice)
        result = choose(step, choice)
        if isinstance(result, list) and result and at == len(path) - 1:
            return pages, result
        if not isinstance(result, Step):
            raise NoSuchChoice(path)
        step = result
    return pages, step


def level(front, state: dict, path: list, cat=None, allowed=None) -> dict:
    """One level of the menu at `path`: its prompt and options [{label, index, opens|line|not_now|at_box}],
    and at the top what the box has the table read first (`said`: what to do with its hands, a scoring).
    `allowed(line)`: whether the asker may send a line (a seat's rights); one it may not is at the box, and
    a sub-menu holding nothing it may send is too."""
    pages, step = _walk(front, state, path, cat)
    if isinstance(step, list):
        raise NoSuchChoice(path)
    prompt = step.describe(step.chosen) if step.describe else step.prompt
    options = []
    way = _values_on(front, state, path, cat)
    for index, (value, label) in enumerate(step.items):
        if not label:
            continue
        option = {"label": label, "index": index}
        sends = None
        if is_hole(value):
            option["not_now"] = True
            if step.why is not None:
                option["why"] = step.why(value[1:])
        elif step.confirm is not None:
            # Ticked on the phone, then confirmed at once (`ticks`); an item whose line the asker may not send
            # alone stays at the box (the box checks the whole choice again when it comes).
            option["tick"] = True
            if step.repeat > 1:
                option["max"] = step.repeat
            sends = _describe(option, front, state, path + [ticks([index])], cat, allowed)
            refused = option.pop("refused", False)
            for key in ("line", "lines", "opens", "at_box"):
                option.pop(key, None)
            if refused:
                option.pop("tick")
                option["at_box"] = True
        else:
            sends = _describe(option, front, state, path + [index], cat, allowed)
            option.pop("refused", None)
        if way is not None:
            # Teaching mode: the lesson behind it (the phone's « ? »), known by what it does: the line it sends, the
            # way to it (a move by the space it lands on, an accused knight by the accusation).
            rule = explanation(front, value, state, sends[0] if sends else None, way)
            if rule:
                option["rule"] = rule
        options.append(option)
    if step.confirm is not None and any(option.get("tick") for option in options):
        label = step.ok_label or (cat or front.cat).text("ok.confirm")      # the box's footer word: « combattre »
        options.append({"label": label[:1].upper() + label[1:], "index": TICKS, "ticks": True})
    # An OK the box's footer leaves unnamed is no option (it answers only with the rule's refusal).
    if step.ok is not None and step.confirm is None and step.ok_label:
        option = {"label": step.ok_label, "index": OK}
        _describe(option, front, state, path + [OK], cat, allowed)
        if "line" in option or "opens" in option or option.pop("refused", False):
            options.append(option)
    found = {"prompt": prompt, "options": options}
    if pages and not path:
        found["said"] = [line for page in pages for line in page.split("\n") if line]
    if step.take is not None and not step.items:
        found["scan"] = True
    return found


def _values_on(front, state: dict, path: list, cat=None) -> tuple | None:
    """The values chosen on the way down `path` (the top's first), when the front end teaches (else None: no
    option is given a rule, and the menus are walked no further)."""
    if teacher_of(front) is None:
        return None
    values: list = []
    _reach(front, state, path, cat, values=values)
    return tuple(values)


def ways(front, state: dict, question: Step, depth: int = 1) -> list[tuple[str, str | None, tuple]] | None:
    """What each option of `question` (a step the front end shows: the board was opened over it) does, as a phone is
    told it: (its value, the line it sends or None, the values chosen on the way to its menu); None when the walk
    finds no such question within `depth` levels of the state's menu (then only the options' values are known)."""
    def same(found) -> bool:
        return isinstance(found, Step) and found.prompt == question.prompt and found.items == question.items
    frontier: list[list] = [[]]
    for at_level in range(depth + 1):
        deeper = []
        for path in frontier:
            try:
                found = follow(front, state, path)
            except NoSuchChoice:
                continue
            if same(found):
                values: list = []
                _reach(front, state, path, values=values)
                return [(value, _sends(front, state, path + [index]), tuple(values))
                        for index, (value, label) in enumerate(question.items) if label and value]
            if isinstance(found, Step) and found.confirm is None and at_level < depth:
                deeper += [path + [index] for index, (value, label) in enumerate(found.items)
                           if label and not is_hole(value)]
        frontier = deeper
    return None


def lessons_behind(front, state: dict, question: Step | None) -> list[str | None]:
    """The lessons behind the options of `question` (the box's look-up: « Règles » opened over it), each known by
    what it does as on a phone (the line it sends, the values on the way to it: a move by the space it lands on),
    by its value alone where the walk cannot tell; [] when the front end does not teach."""
    teacher = teacher_of(front)
    if teacher is None or question is None:
        return []
    found = ways(front, state, question)
    if found is None:
        found = [(value, None, ()) for value, _ in question.items if value]
    return [teacher.lessons.explains(bare_value(value), state, line, tuple(bare_value(word) for word in path))
            for value, line, path in found]


def _sends(front, state: dict, path: list) -> str | None:
    """The first line a choice sends (None: it opens a menu, or sends nothing)."""
    try:
        found = follow(front, state, path)
    except NoSuchChoice:
        return None
    return found[0] if isinstance(found, list) and found else None


def _describe(option: dict, front, state: dict, path: list, cat=None, allowed=None) -> list[str] | None:
    """Whether an option sends a line (which) or opens a sub-menu; else the box alone can do it. The lines it
    sends (whoever may send them), None: none."""
    try:
        found = follow(front, state, path, cat)
    except NoSuchChoice:
        option["at_box"] = True
        return None
    if isinstance(found, list):
        if allowed is not None and not all(allowed(line) for line in found):
            option["at_box"] = option["refused"] = True    # not the asker's to send (another seat's, the table's)
            return found
        option["line"] = found[0]
        if len(found) > 1:
            option["lines"] = list(found)
    elif not isinstance(found, BoardStep) and _can_choose_inside(front, state, found, path, cat, allowed):
        option["opens"] = True
    else:
        # A sub-menu of the box's own things (the board, abandon): no dead end on a phone. The board's index is
        # the box's screen read page by page; the phone's page draws the board itself, so it sends nothing.
        option["at_box"] = True
    return found if isinstance(found, list) else None


def _can_choose_inside(front, state: dict, step: Step, path: list, cat=None, allowed=None, depth: int = 2) -> bool:
    """Whether a sub-menu holds something to send (a line the asker may send, or a deeper sub-menu: read
    `depth` levels further when the asker's rights are checked, else trusted unread)."""
    choices = [index for index, (value, label) in enumerate(step.items) if label and not is_hole(value)]
    if step.confirm is not None:
        # Ticks: something to send when one item ticked alone sends a line the asker may send.
        choices = [ticks([index]) for index in choices]
    elif step.ok is not None:
        choices.append(OK)
    for choice in choices:
        try:
            found = follow(front, state, path + [choice], cat)
        except NoSuchChoice:
            continue
        if isinstance(found, list):
            if allowed is None or (found and all(allowed(line) for line in found)):
                return True
        elif found is not None and not isinstance(found, BoardStep):
            if allowed is None or depth <= 0 or len(path) + 1 >= PATH_LONGEST:
                return True
            if _can_choose_inside(front, state, found, path + [choice], cat, allowed, depth - 1):
                return True
    return False


def tree(front, state: dict, depth: int = 4) -> list[dict]:
    """Every entry of the menu `front` shows on `state` (all its pages, A, B, C in order): its `label`,
    `key` (A, B, C), `page`, and `line`, the protocol line it sends; `line` is null when it sends none,
    then `options` holds the entries of the sub-menu it opens (empty when that asks for a card, `scan`
    true, or shows a page), or `tick` is true on a multiple choice (OK confirms the ticks)."""
    def entries(path: tuple, at_level: int, step: Step) -> list[dict]:
        found = []
        for at, (value, label) in enumerate(step.items):
            if not label:
                continue                                   # an empty place: its key does nothing
            entry = {"label": label, "key": "ABC"[at % 3], "page": at // 3 + 1, "line": None}
            if is_hole(value):
                entry["not_now"] = True                    # in its place, not possible now
            elif step.confirm is not None:
                entry["tick"] = True
            else:
                try:
                    _, after = _reach(front, state, path + (at,), read=False)
                except NoSuchChoice:                       # nothing sent, nothing opened (a page, a note)
                    after = None
                if isinstance(after, list):
                    entry["line"] = after[0]
                    if len(after) > 1:
                        entry["lines"] = list(after)       # several lines in turn (rare)
                elif after is not None:
                    # `after` was reached on a copy of its own, never chosen on since: its sub-menu is read as is.
                    entry["options"] = entries(path + (at,), at_level + 1, after) if at_level < depth else []
                    if after.take is not None and not after.items:
                        entry["scan"] = True
                else:
                    entry["options"] = []
            found.append(entry)
        return found
    return entries((), 1, _reach(front, state, (), read=False)[1])
