"""One line of the tournament protocol becomes one typed command, or a refusal with its code."""
from __future__ import annotations

import pytest

from companion.core.errors import CompanionError
from companion.core.protocol import Choose
from companion.games.tournament.commands import End, NewTournament, Play, parse
from tests.tournament.table import replay_data


def refused(line: str) -> str:
    with pytest.raises(CompanionError) as err:
        parse(line)
    return err.value.code


def test_a_new_game_names_its_players_and_keeps_their_case():
    cmd = parse("new tournament 4 Marcel raymond Lady-Danielle")
    assert cmd == NewTournament("new tournament 4 Marcel raymond Lady-Danielle", 4, ("Marcel", "raymond", "Lady-Danielle"))


def test_words_are_split_on_spaces_and_tabs_only():
    assert parse("play\t red-3 \t# a comment") == Play("play red-3", "red-3")
    assert refused("play\u00a0red-3") == "unknown-command"     # a no-break space joins the words
    assert parse(" \t ") is None and parse("# only a comment") is None


@pytest.mark.parametrize("line, code", [
    ("Play red-3", "unknown-command"),
    ("play Red-3", "unknown-card"),
    ("play lancelot-dragon-1-5", "unknown-card"),
    ("end ²", "bad-arguments"),
    ("end ٣", "bad-arguments"),
    ("new tournament ٤ A", "bad-arguments"),
    ("new arthur gawain kay", "bad-arguments"),
    ("new tournament 1", "bad-arguments"),
    ("new tournament 2 A B C", "bad-arguments"),
    ("colour white", "bad-arguments"),
    ("play unhorse green", "bad-arguments"),
    ("play riposte p6", "unknown-seat"),
    ("play dodge p2 riposte", "bad-arguments"),
    ("play outwit red-3 p2", "bad-arguments"),
    ("withdraw now", "bad-arguments"),
    ("choose", "bad-arguments"),
])
def test_malformed_lines_are_refused_with_a_stable_code(line, code):
    assert refused(line) == code


def test_arguments_become_typed_fields():
    assert parse("end 012") == End("end 012", 12)
    assert parse("play outwit shield p3 maiden-6") == Play("play outwit shield p3 maiden-6", "outwit",
                                                           seat="p3", kind="shield", theirs="maiden-6")
    assert parse("choose squire-3").option == "squire-3" and isinstance(parse("choose red"), Choose)


def test_a_file_with_a_bom_crlf_and_bad_bytes_replays_line_by_line():
    data = (b"\xef\xbb\xbfnew tournament 2 Ren\xc3\xa9 Zo\xc3\xa9\r\n"
            b"colour red\r\n"
            b"play red-\xff3\n"
            b"play red-3\rplay red-4\n"
            b"play red-3\n")
    state = replay_data(data)
    assert state["players"]["p1"]["name"] == "René"
    assert [(r["line"], r["error"]) for r in state["rejected"]] == [(3, "bad-bytes"), (4, "control-character")]
    assert state["players"]["p1"]["display"] == ["red-3"]


def test_rejected_lines_show_their_words_without_the_comment():
    state = replay_data(b"new tournament 2\ncolour   blue  # the starter names it\nplay\tred-3   # wrong\n")
    assert state["rejected"] == [{"line": 3, "command": "play red-3", "error": "wrong-colour",
                                  "message": state["rejected"][0]["message"]}]
    assert "blue" in state["rejected"][0]["message"]


def test_before_any_game_only_the_refusals_mean_something():
    state = replay_data(b"colour red\nundo\n")
    assert [r["error"] for r in state["rejected"]] == ["no-game", "no-game"]
