"""Names on the box: a table names its players with the buttons alone (Merlin, the tournament), from the
names the box has seen or was configured with; « la même table » in one press; accents end to end."""
from __future__ import annotations

import json

import pytest

from companion.core.table import TableContext
from companion.box.config import parse_config
from companion.box.names import NameBook
from companion.core import registry
from companion.core.errors import CompanionError
from companion.core.i18n import Catalog
from companion.core.protocol import valid_name
from companion.journal.session import Session

FOUR = ["Anne", "Marc", "Léa", "Paul"]
GAMES = {"merlin": "4 joueurs", "tournament": "4 joueurs"}


class Table:
    """A game's menus over a session, counting the presses."""

    def __init__(self, kind: str, options: dict):
        self.session = Session.in_memory()
        self.front = registry.table(kind).frontend(Catalog.load("fr", kind), TableContext.seeded(
            0, engine=lambda: self.session.game, options=options))
        self.presses = 0

    @property
    def view(self):
        return self.front.view(self.session.state())

    def press(self, key: str) -> None:
        self.presses += 1
        for line in self.front.on_button(key, False, self.session.state()):
            outcome = self.session.submit(line)
            assert outcome.accepted, (line, outcome)

    def choose(self, label: str) -> None:
        """Press the key of a label, turning the menu's pages with OK until it shows."""
        for _ in range(10):
            if label in self.view.menu:
                return self.press("ABC"[self.view.menu.index(label)])
            self.press("OK")
        raise AssertionError(f"{label!r} never shown")


def names_of(state: dict) -> list[str]:
    return [state["players"][s]["name"] for s in state["seats"]]


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_four_known_names_take_at_most_ten_presses(kind, tmp_path):
    table = Table(kind, NameBook(tmp_path, FOUR).options(kind))
    table.choose(GAMES[kind])
    assert table.view.prompt == "Noms des 4 joueurs ?"
    table.choose("Choisir les noms")
    for seat, name in enumerate(FOUR, 1):
        if seat < 4:
            assert table.view.prompt == f"Siège {seat} : qui ?"
        table.choose(name)
    assert table.session.lines[0] == f"new {kind} 4 Anne Marc Léa Paul"
    assert names_of(table.session.state()) == FOUR
    assert table.presses <= 10, table.presses


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_the_same_table_as_last_time_is_one_press_and_the_box_keeps_the_names(kind, tmp_path):
    book = NameBook(tmp_path)
    first = Session.in_memory()
    assert first.submit(f"new {kind} 4 Énide Marc Léa").accepted
    book.remember(kind, first.state())
    saved = json.loads((tmp_path / "names.json").read_text("utf-8"))
    assert saved["last"][kind] == ["Énide", "Marc", "Léa", ""] and saved["seen"][:3] == ["Énide", "Marc", "Léa"]
    table = Table(kind, NameBook(tmp_path).options(kind))             # the box started again: read back
    table.choose(GAMES[kind])
    before = table.presses
    table.press("A")                                                   # « Même table : Énide, Marc, Léa, – »
    assert table.presses - before == 1
    assert table.session.lines[0] == f"new {kind} 4 Énide Marc Léa"
    assert names_of(table.session.state())[:3] == ["Énide", "Marc", "Léa"]


def test_merlin_offers_the_players_colours_and_a_seat_may_stay_unnamed(tmp_path):
    table = Table("merlin", NameBook(tmp_path).options("merlin"))     # a fresh box: no name seen yet
    table.choose("3 joueurs")
    table.choose("Choisir les noms")
    table.choose("Rouge")
    table.choose("Bleu")
    table.choose("Les autres : sans nom")
    assert table.session.lines[0] == "new merlin 3 Rouge Bleu"
    assert names_of(table.session.state())[:2] == ["Rouge", "Bleu"]


def test_a_tick_taken_back_and_no_names_at_all(tmp_path):
    table = Table("tournament", NameBook(tmp_path, FOUR).options("tournament"))
    table.choose("3 joueurs")
    table.choose("Choisir les noms")
    table.choose("Marc")
    table.press("BACK")                                                # takes Marc back: seat 1 again
    assert table.view.prompt == "Siège 1 : qui ?" and table.session.lines == []
    table.press("BACK")                                                # the question again
    table.choose("Sans noms")
    assert table.session.lines == ["new tournament 3"]


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_a_seated_name_is_marked_and_choosing_it_again_never_unticks_it(kind, tmp_path):
    """Issue 32: « Marc : siège 1 » at Marc's home; Marc chosen again says where he sits and changes nothing."""
    table = Table(kind, NameBook(tmp_path, FOUR).options(kind))
    table.choose(GAMES[kind])
    table.choose("Choisir les noms")
    table.choose("Marc")
    assert table.view.prompt == "Siège 2 : qui ?"
    assert table.view.menu[1] == "Marc : siège 1" and table.view.marked == frozenset({1})
    table.press("B")                                                   # Marc again
    view = table.view
    assert "Marc est déjà au siège 1" in view.message and view.prompt == "Siège 2 : qui ?"
    assert table.front.open_step.chosen == ["Marc"] and table.session.lines == []
    for _ in range(3):
        if not table.view.cover:
            break
        table.press("OK")                                              # the words read
    table.choose("Anne")
    assert table.view.prompt == "Siège 3 : qui ?" and table.view.menu[:2] == ("Anne : siège 2", "Marc : siège 1")


def test_a_fresh_tournament_box_with_no_name_starts_at_once():
    table = Table("tournament", {})
    table.choose("3 joueurs")
    assert table.session.lines == ["new tournament 3"]


def test_an_accented_name_goes_through_every_screen(tmp_path):
    """« Léa » and « Énide » from the box's menus: the engine takes them, the screens say them."""
    table = Table("tournament", NameBook(tmp_path, ["Énide", "Léa"]).options("tournament"))
    table.choose("2 joueurs")
    table.choose("Choisir les noms")
    table.choose("Énide")
    table.choose("Léa")
    assert table.session.lines == ["new tournament 2 Énide Léa"]
    assert table.view.prompt.startswith("Énide")                      # « Énide : quelle couleur ? »
    cat = Catalog.load("fr", "tournament")
    for line in ("colour red", "play red-3"):
        outcome = table.session.submit(line)
    assert any("Énide" in sentence for sentence in cat.events(outcome.events)), cat.events(outcome.events)
    players = dict(table.front.board_sections(table.session.state()))["Joueurs"]
    assert players.startswith("Énide : 3") and "Léa : 0" in players


def test_names_are_protocol_words():
    assert all(valid_name(n) for n in ["Anne", "Léa", "Énide", "Jörg", "Anne-Sophie", "O'Neil"])
    assert not any(valid_name(n) for n in ["", "Anne Marie", "p1", "+ext", "a#b", "12", "x" * 17, "Tab\tby"])


def test_the_configuration_lists_names_and_refuses_one_a_table_cannot_use():
    assert parse_config({"names": ["Anne", "Léa"]}).names == ("Anne", "Léa")
    with pytest.raises(CompanionError, match="Anne Marie"):
        parse_config({"names": ["Anne Marie"]})
    assert NameBook(None, ["Léa", "Anne Marie"]).known() == ["Léa"]


def test_a_damaged_names_file_is_no_trouble(tmp_path):
    (tmp_path / "names.json").write_text("{not json")
    book = NameBook(tmp_path, ["Anne"])
    assert book.known() == ["Anne"]


def test_the_box_remembers_the_names_of_a_game_started_by_a_typed_line(tmp_path):
    import io

    from companion.box.sim import run_sim
    session = Session.in_memory()
    book = NameBook(tmp_path)
    run_sim(session, Catalog.load("fr", "tournament"), io.StringIO("new tournament 2 Énide Léa\nq\n"), io.StringIO(), game="tournament",
            form="text", names=book)
    assert json.loads((tmp_path / "names.json").read_text("utf-8"))["last"]["tournament"] == ["Énide", "Léa"]
    assert NameBook(tmp_path).known() == ["Énide", "Léa"]


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_no_names_keeps_its_key_whether_or_not_the_box_knows_an_earlier_table(kind, tmp_path):
    """An option keeps its home (issue 26): « Sans noms » is on C with or without « Même table »."""
    fresh = Table(kind, NameBook(tmp_path, FOUR).options(kind))       # names known, no table played yet
    fresh.choose(GAMES[kind])
    fresh_menu = fresh.view.menu
    assert fresh_menu == ("(Même table)", "Choisir les noms", "Sans noms")
    fresh.press("A")                                                   # no earlier table: says why, sends nothing
    assert "pas encore vu de table de 4 joueurs" in fresh.view.message and fresh.session.lines == []
    fresh.press("C")                                                   # the why covers the menu: C chooses nothing hidden
    assert fresh.session.lines == [] and fresh.view.ok.endswith("C ✗")
    fresh.press("OK")                                                  # read, closed: the menu again
    fresh.press("C")
    assert fresh.session.lines == [f"new {kind} 4"]
    book = NameBook(tmp_path)
    played = Session.in_memory()
    assert played.submit(f"new {kind} 4 Anne Marc Léa Paul").accepted
    book.remember(kind, played.state())
    again = Table(kind, NameBook(tmp_path).options(kind))
    again.choose(GAMES[kind])
    assert again.view.menu[0].startswith("Même table : Anne") and again.view.menu[1:] == fresh_menu[1:]
