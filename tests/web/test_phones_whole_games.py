"""Issue 33's first « Done when »: four phones in headless Chromium (390×844) pair at the box and play a whole
game to its end, every ordinary turn's decisions tapped on the deciding player's page, card plays included;
the box's buttons and reader only for what stays at the box (tests/phones_in_chromium.py).

Asserted: the game ends by its rules; every line journaled from a phone was its seat's decision then and
exactly what its button said; every line of an ordinary turn came from the deciding seat's phone; no tap the
page offered was refused. Printed: the taps per ordinary turn on the phone (median) and the presses and scans
at the box, by what they were for (docs/performance.md, « Whole games on four phones in Chromium »).

By default one short whole game (Shadows, the knights adding a siege engine whenever the evil is theirs to
choose: lost at the twelfth); CAMELOT_LONG=1 plays a whole game of each game, chosen at random.
"""
from __future__ import annotations

import pytest

from companion.web.browser import find_browser
from tests.campaign import LONG

pytest.importorskip("selenium", reason="selenium is not installed (the test extra)")
if find_browser() is None:
    pytest.skip("chromium and chromium-driver are not installed (scripts/venv.sh installs them with apt-get)",
                allow_module_level=True)

from tests.phones_in_chromium import ChromeTable, said  # noqa: E402

SHORT = [("shadows", 1, ("ajouter un engin",))]
WHOLE = [("shadows", 2, ()), ("tournament", 1, ()), ("merlin", 1, ())]
CASES = SHORT + (WHOLE if LONG else [])
MOST = {"shadows": 3000, "tournament": 6000, "merlin": 6000}      # inputs: far more than a game takes


@pytest.mark.parametrize("kind, seed, prefer", CASES, ids=[f"{k}-{s}" for k, s, _ in CASES])
def test_four_phones_in_chromium_play_a_whole_game(tmp_path, capsys, kind, seed, prefer):
    table = ChromeTable(tmp_path, kind, seed, prefer)
    try:
        table.play(MOST[kind])
        figures = table.figures()
        turns = table.turns()
        ordinary = [turn for turn in turns if table.ordinary(turn)]
        acts = list(table.acts)
    finally:
        table.close()
    with capsys.disabled():
        print("\n" + said(figures))
    assert figures["over"], said(figures)
    assert set(figures["by_seat"]) == set(table.phones) and len(figures["by_seat"]) == 4, figures["by_seat"]
    from_phones = [act for act in acts if act.device == "phone" and act.lines]
    assert from_phones and all(act.seat == act.decider for act in from_phones), \
        [(act.seat, act.decider, act.lines) for act in from_phones if act.seat != act.decider]
    # A line's button says its line; a multiple choice's confirmation sends the items ticked (checked by the box).
    assert all(act.lines == act.offered for act in from_phones if act.offered is not None), \
        [(act.what, act.offered, act.lines) for act in from_phones if act.lines != act.offered]
    assert ordinary, "no ordinary turn was played"
    for turn in ordinary:
        # A card the rules have drawn from a deck (Shadows' black card) is laid on the box's reader: no one's choice.
        outside = [(act.device, act.what, act.lines) for act in turn if act.lines and act.device not in ("phone", "card")]
        assert not outside, f"an ordinary turn's line came from elsewhere than the deciding seat's phone: {outside}"
    assert figures["cannot"] == {} or LONG, figures["cannot"]
    assert figures["refused"] == [], figures["refused"]
