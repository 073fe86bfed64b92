"""A whole Merlin game played by four phones and the box (tests/merlin_by_phones.py): every seat's decision
tapped on its phone through a real `camelot web`, the dice and the spoken pages at the box; the game ends,
every phone played, and the box's screen named the player of every tap."""
from __future__ import annotations

from tests.merlin_by_phones import NAMES, main


def test_four_phones_play_a_whole_merlin_game_with_the_box(tmp_path):
    said: list[str] = []
    game = main(seed=1, folder=tmp_path, out=said.append, box_presses=False)
    assert game["over"], said
    assert set(game["by_seat"]) == set(NAMES) and min(game["by_seat"].values()) >= 10, said
    assert game["named"] == game["sent_by_phones"], said
    assert game["refused"] == {}, said
    assert game["journal"][0] == "new merlin 4" and game["journal"].count("end") >= game["ordinary_turns"] > 20
