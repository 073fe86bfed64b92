"""The seam between the core and a game's table wing (companion/core/table.py): what a wing must declare, what
a front end is given, and the core's dice. Each game's own facts are in its folder; the contract every game
keeps, played, is tests/test_game_contract.py."""
from __future__ import annotations

import hashlib
import sys
import types

import pytest

from companion.core import registry
from companion.core.dice import Dice, draw
from companion.core.frontend import Frontend
from companion.core.i18n import Catalog
from companion.core.step import Step
from companion.core.table import TableContext, Wing, WingError


def test_every_registered_game_has_a_wing_that_keeps_the_contract():
    for kind in registry.kinds():
        wing = registry.table(kind)
        assert issubclass(wing.frontend, Frontend) and issubclass(wing.words, Catalog)
        assert callable(wing.draw_strip) and (wing.locale / "fr.ftl").is_file() and (wing.locale / "en.ftl").is_file()
        assert wing is registry.table(kind)          # checked once, then kept


def test_a_wing_that_forgets_a_required_part_or_names_an_unknown_one_is_refused_at_load():
    shadows = registry.table("shadows")
    with pytest.raises(WingError, match="missing strip"):
        Wing("toy", shadows.package, {"frontend": "frontend:Menus", "words": "words:Words"})
    with pytest.raises(WingError, match="unknown sound"):
        Wing("toy", shadows.package, {"frontend": "frontend:Menus", "words": "words:Words",
                                      "strip": "screen:draw_strip", "sound": "speech"})
    with pytest.raises(WingError, match="not there"):
        Wing("toy", shadows.package, {"frontend": "frontend:Menus", "words": "words:Words", "strip": "nowhere:draw"})
    with pytest.raises(WingError, match="not a file"):
        Wing("toy", shadows.package, {"frontend": "frontend:Menus", "words": "words:Words",
                                      "strip": "screen:draw_strip", "page": "nothing.js"})


def test_what_a_wing_does_not_declare_the_core_fills_with_its_default():
    tournament = registry.table("tournament")
    assert tournament.page_steps is None and tournament.part("board_check") is None
    assert registry.table("merlin").part("board_check") is not None


def test_a_front_end_that_forgets_a_hook_fails_when_it_is_built_not_at_the_table():
    class Forgetful(Frontend):
        def _idle(self, state: dict) -> Step:
            return Step("?")

    with pytest.raises(TypeError, match="abstract"):
        Forgetful(Catalog.load("fr", None))


def test_nothing_is_set_on_a_front_end_from_outside_once_it_is_built():
    for kind in registry.kinds():
        front = registry.table(kind).frontend(Catalog.load("fr", kind), TableContext())
        with pytest.raises(AttributeError, match="TableContext"):
            front.engine = lambda: None
        assert front.context.game() is None     # what it asks of the game comes through its context


def test_the_core_s_die_is_the_one_the_box_rolled_before_the_move():
    # The value a journaled game's roll had (Session.die_roll before issue 31): undo and resume keep giving it.
    seed, index = 424242, 3
    before = 1 + int.from_bytes(hashlib.blake2b(f"{seed}:{index}".encode(), digest_size=8).digest(), "big") % 8
    lines = ["new arthur gawain kay"] + ["roll 1"] * index
    assert Dice(lambda: seed, lambda: lines).roll(8) == before
    assert Dice(lambda: seed).number("merlin:1:p1:0") == draw(seed, "merlin:1:p1:0")


def test_the_dice_never_roll_without_a_game():
    with pytest.raises(LookupError):
        Dice().roll(8)


def test_no_game_is_anyone_s_default():
    assert registry.kind_of(["new", "tournament", "3"]) == "tournament"
    assert registry.kind_of(["new", "arthur", "kay"]) == "shadows"     # Shadows' `new` names no kind: its entry says so
    assert Catalog.load("fr", None).has("ui.choose-game") and not Catalog.load("fr", None).has("action.heal")


def test_a_game_kept_elsewhere_is_registered_without_touching_the_core(monkeypatch):
    package = types.ModuleType("elsewhere_game")
    package.__path__ = []
    monkeypatch.setitem(sys.modules, "elsewhere_game", package)
    registry.register("elsewhere", "elsewhere_game")
    try:
        assert "elsewhere" in registry.kinds() and registry.load("elsewhere") is package
        with pytest.raises(Exception):
            registry.table("elsewhere")      # no table/ wing: said at once
    finally:
        registry.unregister("elsewhere")
    assert "elsewhere" not in registry.kinds()
