"""The 128x64 frame: every string fits and every glyph exists, the strip never overflows, text pages."""
from __future__ import annotations

import logging

import pytest
from PIL import Image, ImageDraw, ImageFont

import ui_states as states
from companion.core.table import TableContext
from companion.core import screen
from companion.games.shadows.table.frontend import Menus as Frontend
from companion.core.i18n import Catalog, fluent_id, variables
from companion.games.shadows.table import screen as shadows_screen
from companion.core.screen import (BODY_LINES, HEIGHT, LABEL_X, WIDTH, View, missing_glyphs, render,
    text_pages, text_width, to_braille, to_text, wrap)
from companion.games.shadows.cards import CARDS, KNIGHTS, PLACES

LANGS = ("fr", "en")
# Single-line roles: a menu label sits right of its button cap.
LABEL_PREFIXES = ("action-", "button-", "option-", "knight-", "place-")
FOOTER_ROOM = WIDTH - LABEL_X - text_width("OK") - 6


def catalog_strings(cat: Catalog) -> dict[str, str]:
    """Every string of the catalog, filled with the widest realistic parameters."""
    sample = {"value": 8, "total": 40, "count": 9, "page": 9, "pages": 9, "morgan_three": 3,
              "knight": cat.knight("palomides"), "card": cat.card("morgan-sacrifice"),
              "title": cat.card("lady-of-the-lake"), "rule": cat.text("card-rule.lady-of-the-lake"),
              "reason": cat.text("error.card-not-in-deck"), "text": "frobnicate",
              "quest": cat.place("black-knight"), "war": cat.place("saxons"), "place": cat.place("excalibur"),
              "relic": cat.relic("armor"), "to": cat.knight("percival"), "holder": cat.knight("arthur"),
              "knights": cat.names_list([cat.knight(k) for k in ("palomides", "percival", "galahad")])}
    # Any other parameter is a number: the widest one the table can see.
    return {key: cat.text(key, **{**{v: 12 for v in variables(cat.entries[key])}, **sample}) for key in cat.messages}


@pytest.mark.parametrize("lang", LANGS)
def test_every_glyph_of_every_string_exists_in_the_font(lang):
    cat = Catalog.load(lang, "shadows")
    shown = "".join(catalog_strings(cat).values()) + "".join(cat.card(s) for s in CARDS) + "▸ 0123456789/OK"
    assert missing_glyphs(shown) == set()


def test_missing_glyphs_are_caught():
    assert missing_glyphs("\ue000é") == {"\ue000"}


@pytest.mark.parametrize("lang", LANGS)
def test_menu_labels_fit_beside_their_button(lang):
    cat = Catalog.load(lang, "shadows")
    labels = [text for key, text in catalog_strings(cat).items() if key.startswith(LABEL_PREFIXES)]
    labels += [cat.card(s) for s in CARDS if CARDS[s].is_fight]
    labels += [cat.knight(k) for k in KNIGHTS] + [cat.place(p) for p in PLACES]
    assert [label for label in labels if text_width(label) > WIDTH - LABEL_X] == []


@pytest.mark.parametrize("lang", LANGS)
def test_ok_hints_fit_the_footer(lang):
    hints = {k: v for k, v in catalog_strings(Catalog.load(lang, "shadows")).items() if k.startswith("ok-")}
    assert {k: v for k, v in hints.items() if text_width(v) > FOOTER_ROOM} == {}


@pytest.mark.parametrize("lang", LANGS)
def test_no_word_is_wider_than_the_screen(lang):
    # Wrapping then never has to cut a word in two.
    words = {w for text in catalog_strings(Catalog.load(lang, "shadows")).values() for w in text.split()}
    assert [w for w in words if text_width(w) > WIDTH] == []


def test_wrapped_lines_fit_and_keep_every_word():
    text = Catalog.load("fr", "shadows").text("card-rule.lancelot-dragon")
    lines = wrap(text)
    assert all(text_width(line) <= WIDTH for line in lines)
    assert " ".join(lines).split() == text.split()


def test_a_word_wider_than_the_screen_is_cut_not_lost():
    lines = wrap("x" * 60)
    assert "".join(lines) == "x" * 60 and all(text_width(line) <= WIDTH for line in lines)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["EVIL", "HEROIC_AT_CAMELOT", "FACE", "ROLL", "KAY", "COUNTER", "VOLUNTEER",
                                  "REVEAL", "TRAITOR_TURN", "ARMOR_DRAW", "OVER", "SETUP", "ACTED",
                                  "ACCUSE_OPEN", "end_of_game_question"])
def test_every_question_fits_on_one_page_with_its_menu(lang, name):
    state = getattr(states, name)
    state = state() if callable(state) else state
    frontend = Frontend(Catalog.load(lang, "shadows"))
    view = frontend.view(state)
    while view.cover:
        # A question's stakes (the black card's effect) are a message read first, once, with OK: then the
        # question stands alone over its menu, and that must fit.
        assert frontend.on_button("OK", False, state) == []
        view = frontend.view(state)
    assert text_pages(view) == 1, view.prompt


def strip_name(state: dict, cat: Catalog) -> str:
    return shadows_screen.draw_strip(ImageDraw.Draw(Image.new("1", (WIDTH, HEIGHT))), state, cat)


@pytest.mark.parametrize("lang", LANGS)
def test_the_question_over_a_paged_menu_holds_on_its_one_line(lang):
    # Three items and the footer leave one line: these prompts sit over menus that can have pages.
    cat = Catalog.load(lang, "shadows")
    keys = ["ui.setup", "ui.heroic", "ui.heroic.done", "ui.move", "ui.accuse", "ui.steal", "ui.roll.type",
            "decision.traitor", "decision.volunteer", "decision.squire"]
    keys = [fluent_id(k) for k in keys] + [k for k in cat.messages if k.startswith("ui-special-")]
    texts = catalog_strings(cat)
    assert {k: texts[k] for k in keys if text_width(texts[k]) > WIDTH} == {}


@pytest.mark.parametrize("lang", LANGS)
def test_the_knights_name_is_whole_in_the_strip_on_an_ordinary_turn(lang):
    cat = Catalog.load(lang, "shadows")
    state = states.HEROIC_AT_CAMELOT
    for knight in KNIGHTS:
        ordinary = {**state, "current": knight, "knights": {knight: state["knights"]["arthur"]}}
        assert strip_name(ordinary, cat) == cat.knight_short(knight)


def test_with_two_digit_counters_the_name_is_shortened_not_the_numbers():
    cat = Catalog.load("fr", "shadows")
    name = strip_name(states.late_game(), cat)
    assert name.endswith(".") and cat.knight_short("palomides").startswith(name[:-1])
    full = render(states.late_game(), View(), cat)
    # The life and the phase icon still stand at the right edge: the strip's last columns are drawn.
    assert any(full.getpixel((x, y)) for x in range(WIDTH - 8, WIDTH) for y in range(0, 10))


def test_the_frame_is_the_oleds():
    image = render(states.EVIL, View(prompt="Progression du Mal"), Catalog.load("fr", "shadows"))
    assert image.mode == "1" and image.size == (WIDTH, HEIGHT)


def test_the_setup_strip_shows_no_counters():
    cat = Catalog.load("fr", "shadows")
    top = render(states.SETUP, View(), cat).crop((0, 0, WIDTH, 10))
    expected = Image.new("1", (WIDTH, 10))
    ImageDraw.Draw(expected).text((0, 0), cat.phase("setup"), font=screen.font(), fill=1)
    assert top.tobytes() == expected.tobytes()


def test_a_long_text_is_paged_and_each_page_shows_its_own_lines():
    cat = Catalog.load("fr", "shadows")
    text = " ".join(cat.text(f"card-rule.{s}") for s in ("merlin", "fate", "grail"))
    first, second = View(prompt=text, ok="fermer"), View(prompt=text, ok="fermer", page=1)
    assert text_pages(first) > 2
    assert render(states.EVIL, first, cat).tobytes() != render(states.EVIL, second, cat).tobytes()


def test_the_menu_keeps_its_lines_and_the_text_gets_the_rest():
    three = View(prompt="x " * 200, menu=("a", "b", "c"))
    per_page = len(wrap("x " * 200)) / text_pages(three)
    assert per_page <= BODY_LINES - 3 - 1 + 1e-9


def test_a_refusal_is_drawn_inverted():
    cat = Catalog.load("fr", "shadows")
    plain = render(states.EVIL, View(message="Refusé."), cat)
    alert = render(states.EVIL, View(message="Refusé.", alert=True), cat)
    row = (0, screen.BODY_TOP, WIDTH, screen.BODY_TOP + 8)

    def lit(image: Image.Image) -> int:
        return image.crop(row).convert("L").histogram()[255]
    assert lit(alert) > 3 * lit(plain)


def test_half_blocks_show_two_pixel_rows_per_character():
    image = Image.new("1", (WIDTH, HEIGHT))
    image.putpixel((0, 0), 1)
    image.putpixel((1, 1), 1)
    image.putpixel((2, 0), 1)
    image.putpixel((2, 1), 1)
    lines = to_text(image).split("\n")
    assert len(lines) == HEIGHT // 2 and all(len(line) == WIDTH for line in lines)
    assert lines[0][:4] == "▀▄█ "


def test_braille_shows_two_by_four_pixels_per_character():
    image = Image.new("1", (WIDTH, HEIGHT))
    image.putpixel((0, 0), 1)
    image.putpixel((1, 3), 1)
    lines = to_braille(image).split("\n")
    assert len(lines) == HEIGHT // 4 and all(len(line) == WIDTH // 2 for line in lines)
    assert lines[0][0] == chr(0x2800 + 0x01 + 0x80)


def test_without_dejavu_the_screen_says_so_and_still_draws(monkeypatch, caplog):
    monkeypatch.setattr(screen, "FONT_PATHS", ("/nowhere/NoSuchFont.ttf",))
    screen.font.cache_clear()
    try:
        with caplog.at_level(logging.WARNING, logger="companion.core.screen"):
            fallback = screen.font()
        assert "fonts-dejavu-core" in caplog.text
        assert isinstance(fallback, ImageFont.FreeTypeFont)
    finally:
        screen.font.cache_clear()


def test_speech_is_the_message_then_the_prompt():
    assert View(prompt="Action héroïque :", message="Le dé donne 5.").speech == "Le dé donne 5. Action héroïque :"


# ---------------------------------------------------------------------- layout of French text


def test_a_colon_never_starts_a_line_whatever_the_space_before_it():
    for space in (" ", "\u00a0", "\u202f"):
        text = f"Progression de la Guerre contre les Saxons{space}: 2 sur 4. « Ou pas » ?"
        for width in range(70, WIDTH + 1):     # wide enough that no word is cut
            lines = wrap(text, width)
            assert not any(line.startswith((":", "?", "»")) or line.endswith("«") for line in lines), (width, lines)
            assert " ".join(lines).split() == text.split()


def test_a_message_longer_than_a_page_turns_its_pages_between_sentences():
    text = ("Fin de la Guerre contre les Saxons. Remettez les guerriers dans la réserve, puis on les répartit. "
            "Défaussez les cartes posées sur la Quête. Sire Gauvain reprend la main. Le Mal avance encore.")
    view = View(message=text, menu=("Piocher", "Attaquer"), ok="fermer", cover=True)
    pages = [" ".join(line for line, _ in page) for page in screen._layout(view)[0]]
    assert len(pages) > 1
    assert all(page.endswith(".") for page in pages), pages
    assert " ".join(pages).split() == text.split()


def test_a_sentence_longer_than_a_page_is_still_shown_whole():
    text = "Un " + "très " * 80 + "long rappel. Et la suite."
    pages = [" ".join(line for line, _ in page) for page in screen._layout(View(prompt=text, ok="fermer"))[0]]
    assert " ".join(pages).split() == text.split()


def test_a_menu_label_too_long_for_its_line_ends_with_an_ellipsis():
    cat = Catalog.load("fr", "shadows")
    label = "Les Chevaliers de la Table Ronde"
    cut = screen.fit(label, WIDTH - LABEL_X, "…")
    assert cut.endswith("…") and label.startswith(cut[:-1]) and text_width(cut) <= WIDTH - LABEL_X
    shown = render(states.SETUP, View(prompt="Quel jeu ?", menu=(label, "Camelot (tournois)")), cat)
    assert shown.tobytes() == render(states.SETUP, View(prompt="Quel jeu ?", menu=(cut, "Camelot (tournois)")), cat).tobytes()


@pytest.mark.parametrize("word", ["Camelot (tournois)", "contre", "Tournoi", "Quête", "Bravoure", "Chevaliers"])
def test_each_letter_stands_apart_so_rn_never_reads_m(word):
    """At 9 px on one bit a pixel, letters that touch merge (« tournois » read « toumois »): a blank column each."""
    image = Image.new("1", (WIDTH, 12))
    ImageDraw.Draw(image).text((0, 0), word, font=screen.font(), fill=1)
    ink = [any(image.getpixel((x, y)) for y in range(12)) for x in range(WIDTH)]
    strokes = sum(1 for x in range(WIDTH) if ink[x] and (x == 0 or not ink[x - 1]))
    assert strokes == len(word.replace(" ", ""))


@pytest.fixture
def fresh_font():
    """The screen's font and measures made again (as on another machine), and again after the test."""
    def clear():
        screen.font.cache_clear()
        screen.text_width.cache_clear()
        screen._cut.cache_clear()
    clear()
    yield clear
    clear()


def test_a_frame_is_the_same_whether_or_not_the_machine_can_load_raqm(fresh_font, monkeypatch):
    """Pillow lays text out with raqm when libfribidi loads, else with its basic layout: the box never asks."""
    frames = {}
    for have_raqm in (True, False):
        monkeypatch.setattr(ImageFont.core, "HAVE_RAQM", have_raqm)
        fresh_font()
        assert screen.font().layout_engine == ImageFont.Layout.BASIC
        frames[have_raqm] = [SCREENS.picture(scene).tobytes() for scene in SCREENS.SCENES.values()]
    assert frames[True] == frames[False]


# ---------------------------------------------------------------------- the README's pictures

def _screens():
    import importlib.util
    from pathlib import Path
    path = Path(__file__).parent.parent / "scripts" / "screens.py"
    spec = importlib.util.spec_from_file_location("screens_script", path)
    module = importlib.util.module_from_spec(spec)
    import sys
    sys.modules[spec.name] = module       # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    return module


SCREENS = _screens()
FR_WORDS = Catalog.load("fr", "shadows")
# What each picture must show, by its name.
SHOWS = {
    "evil-phase": lambda s, v: v.prompt == FR_WORDS.text("ui.evil") and len(v.menu) == 3,
    "face-down-question": lambda s, v: v.prompt.endswith("face visible ou cachée ?") and "Quête" in v.prompt,
    "heroic-menu": lambda s, v: v.prompt == FR_WORDS.text("ui.heroic") and v.menu,
    "heroic-menu-en": lambda s, v: v.prompt == Catalog.load("en", "shadows").text("ui.heroic") and v.menu,
    "eleven-siege-engines": lambda s, v: s["siege"] == 11,
    "lancelot-won": lambda s, v: "Lancelot est gagnée" in SCREENS.on_screen(v),
    "traitor-question": lambda s, v: v.prompt == FR_WORDS.decision({"decision": "traitor"}),
    "traitor-question-menu": lambda s, v: v.prompt == FR_WORDS.decision({"decision": "traitor"}),
    "board-page": lambda s, v: v.prompt.startswith(FR_WORDS.text("board.knights")),
    "tournament-turn": lambda s, v: s["players"]["p1"]["total"] == 14 and v.ok == "fin : 14"
    and "Marcel pose Dame 6" in v.message,
    "tournament-target-menu-en": lambda s, v: s["current"] == "p1" and v.menu == ("Change Weapon: blue",
                                                                                  "Change Weapon: yellow"),
}


def test_every_picture_of_the_readme_has_a_scene_and_says_what_it_shows():
    readme = (SCREENS.ROOT / "README.md").read_text("utf-8")
    import re
    # The phone page's pictures (web-*.png) are screenshots made by scripts/web_screens.py, not OLED frames.
    shown = {name for name in re.findall(r"docs/screens/([\w-]+)\.png", readme) if not name.startswith("web-")}
    assert shown <= set(SCREENS.SCENES) and set(SCREENS.SCENES) == set(SHOWS)


@pytest.mark.parametrize("name", sorted(SHOWS))
def test_each_picture_shows_what_its_name_says(name):
    scene = SCREENS.SCENES[name]
    state, view, _ = SCREENS.play(scene)
    assert SHOWS[name](state, view), (name, view)
    on_disk = Image.open(SCREENS.SCREENS / f"{name}.png").convert("L")
    assert on_disk.tobytes() == SCREENS.picture(scene).tobytes(), \
        f"docs/screens/{name}.png is stale: run scripts/screens.py"


def test_with_the_phone_page_served_the_index_shows_its_qr_code_and_address():
    from companion.journal.session import Session
    from companion.web.address import qr_image
    session = Session.in_memory()
    for line in ("new arthur gawain kay", "evil siege", "move picts", "end"):   # the evil phase: OK is free
        assert session.submit(line).accepted
    state, cat = session.state(), Catalog.load("fr", "shadows")
    frontend = Frontend(cat, TableContext(page_url="http://camelot.local:8000/"))
    frontend.view(state)
    frontend.on_button("OK", True, state)                  # the board's index (OK held)
    frontend.view(state)
    frontend.on_button("OK", False, state)                 # its second page: the box's own entries
    assert frontend.view(state).menu[0] == cat.text("ui.board-phones-entry")
    frontend.on_button("A", False, state)                  # « Téléphones »: the phones' page
    last = frontend.view(state)
    assert last.picture is not None
    assert "camelot.local:8000" in last.caption and "http" not in last.caption
    image = render(state, last, cat)
    qr = qr_image("http://camelot.local:8000/", size=64)
    top = (HEIGHT - qr.height) // 2
    assert image.crop((0, top, qr.width, top + qr.height)).tobytes() == qr.tobytes()
    # Without the phone page there is no such page: OK on the index closes it.
    plain = Frontend(cat)
    shown = plain.view(state)
    plain.on_button("OK", True, state)
    assert plain.view(state).ok == cat.text("ok.close")
    plain.on_button("OK", False, state)
    assert plain.view(state) == shown


def test_a_message_runs_on_across_pages_only_to_hold_to_three_pages():
    # Kept whole, these sentences leave lines empty at each page's end and need four pages; run on,
    # they fill three. A text that fits in three with whole sentences keeps them whole.
    text = ("La Quête de Lancelot est gagnée : 14 contre 11 ! +1 Épée blanche (1 à 0). Posez-la face cachée, "
            "piochez une Blanche. Mélangez et révélez les Noires ; défaussez tout, plateau côté Dragon. "
            "Arthur, l'Armure sur son Blason, rentre à Camelot avec 4 cartes Blanches et 1 Point de Bravoure.")
    parts = ((text, False),)
    assert len(screen._pack(parts, 4, flow=False)) > screen.READ_PAGES
    pages = [" ".join(line for line, _ in page) for page in screen._layout(View(message=text, ok="ok", cover=True))[0]]
    assert len(pages) <= screen.READ_PAGES
    assert " ".join(pages).split() == text.split()
    short = "Première phrase assez longue pour deux lignes. Seconde phrase, elle aussi sur deux lignes."
    kept = [" ".join(line for line, _ in page) for page in screen._layout(View(message=short, ok="ok", cover=True))[0]]
    assert all(page.endswith(".") for page in kept), kept


def test_a_question_over_a_menu_of_several_pages_stays_on_one_page_so_ok_turns_the_menu():
    # « Quelle carte ? Ou scannez-la. » took two lines over three cards and the footer: an OK before each page of
    # cards turned the question's own page. Its first sentence is kept; the voice says the whole.
    paged = screen.View(prompt="Quelle carte ? Ou scannez-la.", menu=("Violet 3", "Violet 4", "Violet 5"),
                        ok="suite 1/6", more=True)
    assert screen.text_pages(paged) == 1
    assert screen.page_of(paged) == ([("Quelle carte ?", False)], "suite 1/6")
    # A first sentence too long for the line is never cut: it is paged, as before.
    long = screen.View(prompt="Piles vides : mélangez la défausse en piles. Anne : traître 2/3 ?", menu=("a", "b", "c"),
                       ok="suite 1/2", more=True)
    assert screen.text_pages(long) > 1
    # A menu on one page keeps the question whole, read with OK: OK has nothing else to turn there.
    alone = screen.View(prompt="Quelle carte jouer maintenant ? Ou scannez-la sur le lecteur de la boîte.",
                        menu=("Violet 3", "Violet 4", "Violet 5"), ok="")
    assert screen.text_pages(alone) > 1
