"""The terminal simulator, fed from text streams against the real Session."""
from __future__ import annotations

import io

from companion.core.i18n import Catalog
from companion.core.screen import HEIGHT, WIDTH
from companion.journal.session import Session
from companion.box.sim import run_sim

FR = Catalog.load("fr", "shadows")


def simulate(keys: str, *lines: str, frames: list | None = None, form: str = "auto") -> tuple[Session, str]:
    """Run the simulator on `keys` (one input a line) after `lines` were played; return the session and the output."""
    session = Session.in_memory()
    for line in lines:
        assert session.submit(line).accepted, line
    out = io.StringIO()
    run_sim(session, FR, io.StringIO(keys), out, frame_sink=frames.append if frames is not None else None,
            game="shadows", form=form)
    return session, out.getvalue()


def frames_in(output: str) -> list[list[str]]:
    """The frames printed, each as its rows between the borders."""
    frames, rows = [], None
    for line in output.split("\n"):
        if line.startswith("┌"):
            rows = []
        elif line.startswith("└"):
            frames.append(rows)
        elif rows is not None and line.startswith("│"):
            rows.append(line[1:-1])
    return frames


def test_a_pipe_gets_the_text_form_unless_the_frame_is_asked_for():
    _, output = simulate("q\n", "new arthur gawain kay")
    frame = frames_in(output)[0]
    assert max(len(row) for row in frame) <= 60 and any("Roi Arthur" in row or "Arthur" in row for row in frame)


def test_each_input_shows_the_oleds_frame_as_text():
    _, output = simulate("b\nq\n", "new arthur gawain kay", form="frame")
    frames = frames_in(output)
    assert len(frames) == 2
    assert all(len(rows) == HEIGHT // 2 and all(len(r) == WIDTH for r in rows) for rows in frames)


def test_buttons_and_a_scan_play_a_turn():
    session, output = simulate("a\nblack-knight-5\nb\n\nq\n", "new arthur gawain kay")
    assert session.state()["quests"]["black-knight"]["black"] == 1
    assert session.state()["quests"]["black-knight"]["black_up"] == []
    assert output.count(FR.text("sim.accepted")) == 3


def test_a_typed_protocol_line_is_sent_as_is_and_a_refusal_is_said_plainly():
    session, output = simulate("evil siege\naccuse gawain\nq\n", "new arthur gawain kay")
    assert session.state()["siege"] == 1
    assert FR.text("sim.refused", reason=FR.text("error.accusation-too-early")) in output


def test_a_single_word_verb_is_a_protocol_line():
    session, _ = simulate("evil siege\ndraw\nend\n", "new arthur gawain kay")
    assert session.state()["current"] == "gawain"


def test_u_is_back_and_asks_before_taking_back():
    """u closes what just happened, u again asks « Reprendre : … ? », Enter (OK) takes it back."""
    session, _ = simulate("b\nu\nu\n", "new arthur gawain kay")
    assert session.state()["siege"] == 1          # asked, not taken back
    session, _ = simulate("b\nu\nu\n\n", "new arthur gawain kay")
    assert session.state()["siege"] == 0


def test_capital_u_is_back_held():
    session, _ = simulate("U\nU\n", "new arthur gawain kay", "evil siege", "draw")
    assert session.state()["phase"] == "evil" and session.state()["siege"] == 0


def test_a_backspace_character_is_back():
    session, _ = simulate("\x7f\n\n", "new arthur gawain kay", "evil siege")
    assert session.state()["siege"] == 0


def test_something_unknown_is_answered_without_changing_anything():
    session, output = simulate("frobnicate\n", "new arthur gawain kay")
    assert FR.text("sim.unknown", text="frobnicate") in output
    assert session.lines == ["new arthur gawain kay"]


def test_help_is_on_screen_from_the_start():
    _, output = simulate("", "new arthur gawain kay")
    assert FR.text("sim.help") in output


def test_end_of_input_quits_cleanly():
    session, output = simulate("b\n", "new arthur gawain kay")
    assert output.endswith("> \n") and session.state()["siege"] == 1


def test_a_pipe_gets_no_terminal_codes():
    _, output = simulate("a\nq\n", "new arthur gawain kay")
    assert "\x1b" not in output


def test_the_frame_sink_gets_the_very_images():
    frames: list = []
    _, output = simulate("b\nq\n", "new arthur gawain kay", frames=frames)
    assert len(frames) == len(frames_in(output)) == 2
    assert all(f.mode == "1" and f.size == (WIDTH, HEIGHT) for f in frames)


def test_a_new_game_from_the_buttons():
    # Gauvain, Arthur, then page 2: Kay; page 3: start.
    session, _ = simulate("c\na\n\na\n\n\n")
    assert session.lines == ["new gawain arthur kay"]


def test_the_scanned_black_cards_name_is_never_printed():
    _, output = simulate("a\nblack-knight-7\nb\nq\n", "new arthur gawain kay")
    assert "black-knight-7" not in output and FR.card("black-knight-7") not in output


def test_a_very_long_unknown_word_is_cut_before_it_is_echoed():
    _, output = simulate("x" * 5000 + "\n")
    assert "x" * 39 + "…" in output and "x" * 41 not in output


def test_options_without_a_command_go_to_the_simulator_when_there_is_no_hardware():
    import subprocess
    import sys
    run = subprocess.run([sys.executable, "-m", "companion.cli", "--lang", "en", "--memory"], input="q\n",
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert Catalog.load("en", "shadows").text("sim.help") in run.stdout


def test_help_explains_the_phase_icon_and_names_the_cards_the_screen_waits_for():
    _, output = simulate("?\n", "new arthur gawain kay", "evil black")
    assert FR.text("sim.icons") in output
    assert FR.text("sim.cards", cards="") in output and "despair" in output and "fight-3" not in output.split(
        FR.text("sim.cards", cards=""))[-1].split("\n")[0]


def test_camelot_sim_game_tournament_skips_the_game_menu_and_plays_a_turn(tmp_path, monkeypatch, capsys):
    from companion.cli import main
    journal = tmp_path / "journal.sqlite"
    # No game menu: B is 3 players at once; OK reads the long welcome; the starter scans a red 3; OK ends with 3.
    monkeypatch.setattr("sys.stdin", io.StringIO("b\n\nred-3\n\n\nq\n"))
    assert main(["sim", "--game", "tournament", "--journal", str(journal), "--lang", "fr", "--no-page"]) == 0
    output = capsys.readouterr().out
    state = Session.open(journal).state()
    assert state["game"] == "tournament" and state["seats"] == ["p1", "p2", "p3"]
    assert state["colour"] == "red" and state["players"]["p1"]["total"] == 3 and state["current"] == "p2"
    assert FR.text("sim.accepted") in output


def test_without_a_game_the_simulator_asks_which_game_first():
    session = Session.in_memory()
    out = io.StringIO()
    frames = []
    run_sim(session, Catalog.load("fr", None), io.StringIO("a\nc\nq\n"), out, frame_sink=frames.append, choose=True)
    # A: Les Chevaliers de la Table Ronde, then its setup menu (C ticks a knight), no game yet.
    assert session.game is None
    assert len(frames) == 3
    from companion.core.screen import to_text
    assert to_text(frames[0]) != to_text(frames[1])


def test_a_tournament_in_the_simulator_names_its_players_as_typed():
    session = Session.in_memory()
    out = io.StringIO()
    run_sim(session, Catalog.load("fr", "tournament"), io.StringIO("new tournament 2 Marcel Danielle\n?\nq\n"), out,
            game="tournament")
    assert session.state()["players"]["p1"]["name"] == "Marcel"
    assert "Bandeau" in out.getvalue()   # the help explains the tournament's strip


class Terminal(io.StringIO):
    """A terminal's output: a tty, as wide as the COLUMNS the test sets."""

    def isatty(self) -> bool:
        return True


def on_a_terminal(monkeypatch, columns: int, keys: str, *lines: str, form: str = "auto") -> str:
    monkeypatch.setenv("COLUMNS", str(columns))
    monkeypatch.setenv("LINES", "24")
    session = Session.in_memory()
    for line in lines:
        assert session.submit(line).accepted, line
    out = Terminal()
    run_sim(session, FR, io.StringIO(keys), out, form=form, game="shadows")
    return out.getvalue()


def visible(text: str) -> str:
    import re
    return re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", text)


def test_an_80_column_terminal_gets_the_frames_words_not_braille(monkeypatch):
    output = visible(on_a_terminal(monkeypatch, 80, "", "new arthur gawain kay"))
    last = output.split("┌")[-1]
    assert "[A] " + FR.text("button.evil-black") in last and "[C] " + FR.text("button.evil-life") in last
    assert FR.text("ui.evil") in " ".join(last.replace("│", " ").split())   # as the OLED wraps it
    assert "Épées : 0 blanche, 0 noire" in last and "Arthur ♥4" in last
    assert not set(last) & {chr(c) for c in range(0x2801, 0x2900)} and not set(last) & set("▀▄█")
    assert all(len(line) <= 80 for line in output.split("\n"))


def test_a_terminal_wide_enough_gets_the_frame_itself(monkeypatch):
    output = on_a_terminal(monkeypatch, 140, "", "new arthur gawain kay")
    assert any(len(rows) == HEIGHT // 2 and all(len(r) == WIDTH for r in rows) for rows in frames_in(visible(output)))


def test_the_text_form_can_be_asked_for_on_a_pipe():
    session = Session.in_memory()
    assert session.submit("new arthur gawain kay").accepted
    out = io.StringIO()
    run_sim(session, FR, io.StringIO(""), out, form="text")
    assert "[B] " + FR.text("button.evil-siege") in out.getvalue() and "▀" not in out.getvalue()


def test_the_help_line_wraps_between_words_on_a_narrow_terminal(monkeypatch):
    output = visible(on_a_terminal(monkeypatch, 80, "?\n", "new arthur gawain kay"))
    said = output.split("┘")[-1].split(">")[0].strip("\n")
    lines = said.split("\n")
    assert len(lines) > 1 and all(len(line) <= 80 for line in lines)
    assert " ".join(lines).split() == (FR.text("sim.help") + " " + FR.text("sim.icons")).split()


def test_capital_o_holds_ok_and_shows_the_board_on_a_paged_menu():
    session, output = simulate("b\n\nO\n", "new arthur gawain kay", frames=None)
    assert session.lines == ["new arthur gawain kay", "evil siege"]     # the hold sent nothing
    session, output = simulate("b\n\nO\nq\n", "new arthur gawain kay", frames=[])
    assert output.count("┌") == 4


def test_capital_o_shows_the_board_in_the_text_form(monkeypatch):
    output = visible(on_a_terminal(monkeypatch, 80, "b\n\nO\na\n", "new arthur gawain kay"))
    assert FR.text("ui.board-index").split()[0] in output.split("┌")[-2]    # the index, then A: the knights
    assert FR.text("board.knights").split()[0] in output.split("┌")[-1]
    assert FR.text("board.knights").split()[0] not in output.split("┌")[-3]


def test_a_tournament_in_the_text_form_names_the_colour_and_each_players_total():
    session = Session.in_memory()
    for line in ("new tournament 3 Marcel Raymond Danielle", "colour red", "play red-3", "end 3", "play red-5"):
        assert session.submit(line).accepted, line
    out = io.StringIO()
    run_sim(session, Catalog.load("fr", "tournament"), io.StringIO(""), out, form="text")
    strip = out.getvalue().split("\n")[1]
    assert strip.startswith("│Rouge · Marcel 3 · ▸Raymond 5 · Danielle 0")


def test_a_game_without_a_strip_in_words_shows_its_strip_in_braille_in_the_text_form():
    from PIL import Image, ImageDraw

    from companion.core.screen import View
    from companion.box.sim import text_rows
    image = Image.new("1", (WIDTH, HEIGHT))
    ImageDraw.Draw(image).rectangle((0, 0, 20, 9), fill=1)
    rows = text_rows(image, View(prompt="Tour de Merlin", menu=("Bouger",), ok="plateau"), None)
    assert rows[0].startswith("⣿") and len(rows) == 3 + 1 + 1 + 1 + 1   # 3 braille rows, rule, text, menu, OK
    assert rows[-2] == "[A] Bouger" and rows[-1].endswith("[OK] plateau")


def test_the_speech_shows_under_the_frame_and_v_toggles_it():
    from companion.box.speech import spoken_view
    voice = FR.text("sim.speech", text="")
    _, hidden = simulate("b\nq\n", "new arthur gawain kay")
    assert voice not in hidden
    _, output = simulate("v\nb\nv\nb\nq\n", "new arthur gawain kay")
    chunks = output.split("└")
    assert voice not in chunks[1]                                  # the first frame: hidden by default
    assert FR.text("sim.speech-shown") in chunks[2] and voice in chunks[2]
    assert voice in chunks[3]                                      # it stays shown for the next frame
    assert FR.text("sim.speech-hidden") in chunks[4] and voice not in chunks[4]
    # The words shown are the speech's own: the prompt with its choices, said as the voice says them.
    shown = next(line for line in chunks[3].split("\n") if line.startswith(voice))[len(voice):]
    assert "A : " in shown and shown.endswith(".")


def test_show_speech_starts_with_the_speech_shown():
    session = Session.in_memory()
    assert session.submit("new arthur gawain kay").accepted
    out = io.StringIO()
    run_sim(session, FR, io.StringIO("q\n"), out, show_speech=True)
    said = next(line for line in out.getvalue().split("\n") if line.startswith(FR.text("sim.speech", text="")))
    assert "A : " in said


def test_the_speech_flag_reaches_the_simulator():
    from companion.cli import build_parser
    assert build_parser().parse_args(["sim", "--show-speech"]).show_speech is True
    assert build_parser().parse_args(["sim"]).show_speech is False


def test_camelot_alone_with_teach_opens_the_simulator_in_teaching_mode(tmp_path, monkeypatch, capsys):
    """`bash scripts/run --teach` (`camelot --teach`: `run`, the simulator where no hardware is configured):
    the first game's menu already says « Première partie : oui »."""
    from companion.cli import main
    monkeypatch.setattr("sys.stdin", io.StringIO("\nq\n"))      # OK: the menu's second page, then quit
    assert main(["--teach", "--journal", str(tmp_path / "journal.sqlite"), "--lang", "fr", "--no-page",
                 "--screen", "text"]) == 0
    assert "Première partie : oui" in capsys.readouterr().out


def test_the_strip_in_words_names_a_paired_phones_player_as_the_oled_does():
    # Testers read « Joueur 2 » on the simulator's strip while the messages said Léa: the words took the journal's
    # state, the pixels the state with the phones' names.
    from drivers.display import DummyScreen
    from companion.box.app import Companion
    from companion.box.sim import _strip_text
    session = Session.in_memory()
    assert session.submit("new tournament 3").accepted
    box = Companion(session, "tournament", DummyScreen(), Catalog.load("fr", "tournament"))
    box.seats.follow(session.game_id)
    box.seats.code, box.seats.until = "123456", 1e12
    box.seats.pair("123456", "p2", "Léa", ["p1", "p2", "p3"])
    box.show()
    assert "Léa 0" in _strip_text(box) and "Joueur 2" not in _strip_text(box)
