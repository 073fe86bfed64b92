"""`camelot feed --lang`'s `options` (the whole menu tree, `menu_options`) are the same as a plain walk
gives, one fresh copy of the front end per path followed from the idle step: made fast (the step reached
read once, the catalog's filled messages kept, Merlin's Domain labels kept), the tree did not change.
benchmarks/feed_options.py measures it."""
from __future__ import annotations

import random

import pytest

from companion.core.table import TableContext
from companion.core.frontend import is_hole
from companion.core.i18n import Catalog
from companion.core import registry
from companion.core.words_of_the_box import menu_options
from companion.journal.session import Session

MERLIN_SETUP = ["new merlin 3 Anne Bruno Chloé", "domain MmwWlL mmwwll lwmMWL", "start p1 grey orange grey black",
                "start p2 blue black blue orange", "start p3 blue black blue orange", "traitors p1 black grey grey",
                "traitors p2 blue orange brown", "traitors p3 black black purple", "roll p1 1 2 5 3",
                "roll p2 1 2 3 4", "roll p3 2 3 4 5"]
STATES = {
    "merlin-domain": (["new merlin 4 Anne Bruno Chloé David"], 3),
    "merlin-start": (MERLIN_SETUP[:3], 4),
    "merlin-turn": (MERLIN_SETUP, 4),
    "merlin-after-move": (MERLIN_SETUP + ["move knight 1"], 4),
    "shadows-turn": (["new arthur gawain kay", "evil siege"], 4),
    "tournament": (["new tournament 3"], 4),
}


def plain_walk(frontend, state: dict, depth: int) -> list[dict]:
    """The tree as first written: every path followed from the idle step on a fresh copy, twice for a sub-menu."""
    def fresh():
        copy = type(frontend)(frontend.cat, frontend.context)
        copy.carry(frontend)
        copy._sync(state)
        return copy

    def follow(path):
        copy = fresh()
        step, result = copy._current(), None
        for value in path:
            result = step.pick(value) if step.pick else None
            if not isinstance(result, type(step)):
                return None, result
            step = result
        return step, result

    def entries(path, level):
        step, _ = follow(path)
        if step is None:
            return []
        found = []
        for at, (value, label) in enumerate(step.items):
            if not label:
                continue
            entry = {"label": label, "key": "ABC"[at % 3], "page": at // 3 + 1, "line": None}
            if is_hole(value):
                entry["not_now"] = True
            elif step.confirm is not None:
                entry["tick"] = True
            else:
                after, result = follow(path + (value,))
                if isinstance(result, list) and result:
                    entry["line"] = result[0]
                    if len(result) > 1:
                        entry["lines"] = list(result)
                elif after is not None:
                    entry["options"] = entries(path + (value,), level + 1) if level < depth else []
                    if after.take is not None and not after.items:
                        entry["scan"] = True
                else:
                    entry["options"] = []
            found.append(entry)
        return found
    return entries((), 1)


@pytest.mark.parametrize("name", sorted(STATES))
def test_the_options_tree_is_the_plain_walks(name):
    lines, depth = STATES[name]
    session = Session.in_memory()
    outcome = None
    for line in lines:
        outcome = session.submit(line)
        assert outcome.accepted, (line, outcome.code)
    state = session.state()
    kind = state["game"]
    frontend = registry.table(kind).frontend(Catalog.load("fr", kind), TableContext.seeded(0, engine=lambda: session.game))
    frontend.view(state, outcome)        # as `feed` leaves it: the setup's pages read
    frontend.read_through(state)
    fast = menu_options(frontend, state, depth)
    assert fast, name
    assert fast == plain_walk(frontend, state, depth)


def test_a_message_filled_again_is_the_same_and_its_spoken_form_is_kept():
    cat = Catalog.load("fr", "shadows")
    spoken = [key for key in cat.messages if any(a.id.name == "speech" for a in cat.entries[key].attributes)
              and not cat.entries[key].value.elements[1:]]
    assert spoken, "a message shown one way and said another"
    key = spoken[0].replace("-", ".", 1)
    first = cat.text(key)
    cat.speech_forms.clear()
    assert cat.text(key) == first
    assert first in cat.speech_forms        # said again: its spoken form is known again
    assert cat.text("ui.nobody") == cat.text("ui.nobody")
