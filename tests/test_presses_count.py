"""The presses benchmark counts what a table does: a black card scanned on the evil menu draws it (one
input for `evil black` and its `black` line), and a turn's cost takes the cheaper of each line alone or a
pair sent together."""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))

import presses  # noqa: E402
from companion.core.table import TableContext
from companion.core import registry  # noqa: E402
from companion.core.i18n import Catalog  # noqa: E402
from companion.journal.session import Session  # noqa: E402


def _evil_menu():
    """A fresh Shadows game at the first knight's evil menu, and a front end maker wired to it."""
    session = Session.in_memory()
    before = session.state()
    outcome = session.submit("new arthur gawain percival")
    assert outcome.accepted and session.state()["phase"] == "evil"
    cat = Catalog.load("fr", "shadows")

    def make():
        frontend = registry.table("shadows").frontend(cat, TableContext.seeded(1, engine=lambda: session.game))
        return frontend
    return session, before, outcome, make


def test_a_black_card_scanned_on_the_evil_menu_draws_it_in_one_input():
    session, before, outcome, make = _evil_menu()
    state = session.state()
    alone = presses.fewest(make, before, state, outcome, "evil black")
    together = presses.fewest(make, before, state, outcome, "evil black", then="black desolation")
    frontend = make()
    frontend.view(state, outcome)
    assert frontend.on_card("desolation", state) == ["evil black", "black desolation"]
    drawn = session.submit("evil black")
    then = presses.fewest(make, state, session.state(), drawn, "black desolation")
    assert then == 1                  # « Carte Noire » pressed: the card asked for, then scanned
    assert together == 1              # the card scanned at once, even over the setup guide's page...
    assert alone == 2                 # BACK closes the guide (a letter under it chooses nothing), then « Carte Noire »
    assert together < alone + then    # ...spares « Carte Noire » and closing the guide


def test_a_pair_sent_together_is_not_counted_for_a_line_it_does_not_send():
    session, before, outcome, make = _evil_menu()
    # A white card names no black card to draw: no single input sends « evil black » with it.
    assert presses.fewest(make, before, session.state(), outcome, "evil black", then="draw", limit=3) is None


def test_a_turn_costs_each_line_alone_or_a_pair_together_whichever_is_fewer():
    assert presses.total([(1, 1), (1, None), (2, None), (1, None)]) == 4     # scan draws: 1 + 2 + 1
    assert presses.total([(1, None), (1, None), (1, None)]) == 3
    assert presses.total([(1, 5), (1, None)]) == 2                           # a dear pair is not taken
    assert presses.total([(None, 2), (3, None), (1, None)]) == 3             # only together can it be sent
    assert presses.total([(1, None), (None, None)]) is None
    assert presses.total([]) is None
