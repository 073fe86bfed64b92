"""The one walk of the menus (companion/core/menu_walk.py) and the box's one submit loop (Companion.submit_lines):
a phone's level and `feed --lang`'s tree are the same walk on copies of the box's front end, which stays as
it was; a tap's lines and a press's go through the same loop, stopped at the first refusal."""
from __future__ import annotations

import pytest
from drivers.display import DummyScreen

from companion.box.app import Companion
from companion.box.names import NameBook
from companion.core import menu_walk, registry
from companion.core.i18n import Catalog
from companion.core.menu_walk import OK, NoSuchChoice
from companion.core.step import Step
from companion.core.table import TableContext
from companion.journal.session import Session

GAMES = {"shadows": ["new arthur gawain kay", "evil siege"],
         "tournament": ["new tournament 3 Anne Bob Carl", "colour red"],
         "merlin": ["new merlin 3 Anne Bruno Chloé", "domain MmwWlL mmwwll lwmMWL"]}


def table(kind: str):
    """The box's front end on a game of `kind` in progress, as the table left it (its last answer shown)."""
    session, outcome = Session.in_memory(), None
    for line in GAMES[kind]:
        outcome = session.submit(line)
        assert outcome.accepted, (line, outcome.code)
    state = session.state()
    front = registry.table(kind).frontend(Catalog.load("fr", kind), TableContext.seeded(0, engine=lambda: session.game))
    front.view(state, outcome)
    return front, state


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_the_walks_leave_the_front_end_answering_the_table_as_it_was(kind):
    front, state = table(kind)
    before = (front.open_step, front.note, front.state, front.view(state))
    top = menu_walk.level(front, state, [])
    menu_walk.tree(front, state, depth=2)
    for option in top["options"]:
        if option.get("opens"):
            menu_walk.level(front, state, [option["index"]])
    assert (front.open_step, front.note, front.state) == before[:3]
    assert front.open_step is before[0]
    assert front.view(state) == before[3]


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_phones_level_and_the_feeds_tree_are_one_walk(kind):
    front, state = table(kind)
    front.read_through(state)        # as `feed --lang` and a phone see it: the pages read with OK first
    top = menu_walk.level(front, state, [])
    tree = {(entry["page"], entry["key"]): entry for entry in menu_walk.tree(front, state, depth=2)}
    compared = 0
    for option in top["options"]:
        if option["index"] == OK:
            continue                 # the tree lists A, B, C; OK is a phone's option only
        entry = tree[(option["index"] // 3 + 1, "ABC"[option["index"] % 3])]
        assert entry["label"] == option["label"]
        if "line" in option:
            assert entry["line"] == option["line"] == menu_walk.lines_at(front, state, [option["index"]])[0]
            compared += 1
        if option.get("opens"):
            assert entry["line"] is None and entry["options"], entry
            compared += 1
        if option.get("not_now"):
            assert entry.get("not_now")
    assert compared, top


@pytest.mark.parametrize("path", [[True], [99], [-1], ["0"], [0] * (menu_walk.PATH_LONGEST + 1), "0", None, {}])
def test_a_forged_path_leads_nowhere(path):
    front, state = table("shadows")
    with pytest.raises(NoSuchChoice):
        menu_walk.follow(front, state, path)


def test_no_lines_at_the_top_nor_at_a_sub_menu():
    front, state = table("shadows")
    with pytest.raises(NoSuchChoice):
        menu_walk.lines_at(front, state, [])
    opening = [o["index"] for o in menu_walk.level(front, state, [])["options"] if o.get("opens")]
    assert opening
    with pytest.raises(NoSuchChoice):
        menu_walk.lines_at(front, state, opening[:1])


def test_ok_is_a_choice_only_where_the_steps_ok_is_its_own():
    sent = Step("Dépenser ?", ok=lambda: ["evil siege"])
    assert menu_walk.choose(sent, OK) == ["evil siege"]
    assert menu_walk.choose(Step("Cochez", (("a", "A"),), confirm=lambda chosen: ["x"], ok=lambda: ["y"]), OK) is None
    assert menu_walk.choose(Step("Rien"), OK) is None
    menu = Step("Menu", (("a", "A"), ("!b", "B"), ("", "")), pick=lambda value: [value])
    assert menu_walk.choose(menu, 0) == ["a"]
    assert menu_walk.choose(menu, 1) is None and menu_walk.choose(menu, 2) is None   # not now; an empty place


def test_the_submit_loop_stops_at_the_first_refusal_and_remembers_a_new_tables_names(tmp_path):
    session, book = Session.in_memory(), NameBook(tmp_path)
    box = Companion(session, None, DummyScreen(), Catalog.load("fr"), choose=True, names=book)
    last = box.submit_lines(["new tournament 3 Anne Bob Carl", "colour mauve", "colour red"])
    assert box.last is last and not last.accepted
    assert session.lines == ["new tournament 3 Anne Bob Carl"]          # the line after the refusal never went
    assert book.options("tournament")["last_table"] == ["Anne", "Bob", "Carl"]
    assert box.submit_lines([]) is last                                  # nothing sent: `last` as it was
    assert box.submit_lines(["colour red"]).accepted and session.lines[-1] == "colour red"
