"""Teaching mode on a phone: an option whose rule the game knows has a « ? » beside it that opens the rule in
place; a lesson an answer from the phone brought is shown as the box's rule card, apart from who answered; axe-core
finds no serious violation, and at 320 px nothing scrolls sideways. (The first test: a stand-in for Shadows' lessons;
the page shows whatever the box gives.)"""
from __future__ import annotations

import time
import types

import pytest

from companion.core import registry
from companion.core.i18n import Catalog
from companion.web.browser import find_browser
from companion.web.server import BackgroundServer
from tests.seated_box import SeatedBox

from .audit import Report, axe_script
from .conftest import ROOT, wait_for
from .test_accessibility import READ_S, check, click_option, playable, seat_buttons, seat_menu

pytest.importorskip("selenium", reason="selenium is not installed (the test extra)")
if find_browser() is None or axe_script() is None:
    pytest.skip("chromium, chromium-driver and axe-core are needed (scripts/venv.sh)", allow_module_level=True)


@pytest.fixture
def phone():
    from companion.web.browser import open_browser
    driver = open_browser()
    yield driver
    driver.quit()


def test_the_rule_beside_an_option_opens_in_place_and_passes_axe(tmp_path, phone, monkeypatch):
    stand_in = types.ModuleType("stand_in_lessons")
    stand_in.PAGES, stand_in.OPENING = {"goal": 3}, ("goal",)
    stand_in.reached = lambda before, after, line: []
    stand_in.explains = lambda value, state: "goal"
    wing = registry.table("shadows")
    monkeypatch.setitem(wing._parts, "lessons", "lessons")
    monkeypatch.setitem(wing._loaded, "lessons", stand_in)
    lines = playable(ROOT.parent / "shared" / "scenarios" / "siege-takes-camelot.table")
    script = axe_script().read_text("utf-8")
    report = Report(tmp_path / "axe-lesson-rule.json")
    box = SeatedBox(tmp_path, "shadows", Catalog.load("fr", "shadows"))
    try:
        box.companion.frontend.context.teacher.on = True        # chosen on « Quel jeu ? » (or [table] teach)
        for line in lines[:2]:
            assert box.session.submit(line).accepted, line
        with BackgroundServer(box.journal_path, poll_s=0.01, seats=box.socket_path) as page:
            pair_in_browser(phone, page, box, box.session.state()["current"], "Anne")
            menu = wait_for(lambda: (lambda m: m if m.get("ok") else None)(seat_menu(phone)), what="the seat's menu")
            assert any("rule" in option for option in menu["options"]), menu
            wait_for(lambda: seat_buttons(phone), what="the seat's buttons")
            wait_for(lambda: phone.execute_script("return document.querySelectorAll('#seat .seat-rule').length"),
                     what="a « ? » beside an option")
            check(phone, report, "seat: a « ? » beside an option", script)
            phone.execute_script("document.querySelector('#seat .seat-rule summary').click()")
            assert phone.execute_script("return document.querySelector('#seat .seat-rule').open")
            assert "(règle p.\u00a03)" in phone.execute_script("return document.querySelector('#seat .seat-rule p').innerText")
            check(phone, report, "seat: a rule open", script)
    finally:
        box.close()
    print(report.summary())
    assert report.serious() == {}, report.summary()
    assert report.too_wide() == {}, report.summary()


def pair_in_browser(phone, page, box, seat: str, name: str) -> None:
    """The phone paired through the page's form as `seat`, under `name`."""
    code = box.open_pairing()
    shown = next(s["name"] for s in box.link.ask({"op": "seats", "code": code})["seats"] if s["seat"] == seat)
    phone.get(f"{page.url}/pair#{code}")
    wait_for(lambda: phone.find_element("id", "look").text, what="the pairing form")
    phone.find_element("id", "look").click()
    wait_for(lambda: phone.execute_script("return document.querySelectorAll('#seats button').length"),
             what="the seats")
    next(b for b in phone.find_elements("css selector", "#seats button") if b.text == shown).click()
    phone.find_element("id", "name").send_keys(name)
    phone.find_element("id", "take").click()
    wait_for(lambda: phone.current_url.rstrip("/") == page.url, what="the page after pairing")


def test_a_lesson_the_phones_answer_brought_is_a_rule_card_apart_from_who_answered(tmp_path, phone):
    """Shadows' own lessons: Anne's « Ajouter un Engin » brings the Heroic Action's lesson; her phone's story shows
    « Anne (téléphone) : » before her answer's words only, the lesson after them as the box's rule card."""
    script = axe_script().read_text("utf-8")
    report = Report(tmp_path / "axe-lesson-card.json")
    box = SeatedBox(tmp_path, "shadows", Catalog.load("fr", "shadows"), teach=True)
    try:
        from .test_accessibility import typed
        typed(box, "new arthur kay gawain")
        seat = box.session.state()["current"]
        with BackgroundServer(box.journal_path, poll_s=0.01, seats=box.socket_path) as page:
            pair_in_browser(phone, page, box, seat, "Anne")
            menu = wait_for(lambda: (lambda m: m if m.get("ok") else None)(seat_menu(phone)), what="the seat's menu")
            siege = next(option for option in menu["options"] if option.get("line") == "evil siege")
            time.sleep(READ_S)             # a tap sooner than a hand could is taken for a stray one
            click_option(phone, menu, siege)
            wait_for(lambda: phone.execute_script("return document.querySelectorAll('#seat .seat-lesson').length"),
                     what="the lesson's card in the story")
            step = box.companion.story.steps[-1]
            assert step.device == "phone" and step.rules, step
            item = phone.execute_script(
                "var p = document.querySelector('#seat .seat-lesson').parentNode;"
                "var own = p.cloneNode(true); Array.prototype.forEach.call(own.querySelectorAll('.seat-lesson'),"
                " function (e) { e.remove(); });"
                "return {own: own.innerText, cards: Array.prototype.map.call(p.querySelectorAll('.seat-lesson'),"
                " function (e) { return e.innerText; })};")
            assert item["own"].startswith("Anne (téléphone) :") and step.text in item["own"], item
            assert not any(rule[:40] in item["own"] for rule in step.rules), item
            assert len(item["cards"]) == len(step.rules)
            for card, rule in zip(item["cards"], step.rules):
                assert card.startswith("Règle du jeu :") and " ".join(rule.split()) in " ".join(card.split()), card
                assert "Anne" not in card
            check(phone, report, "seat: a lesson's card in the story", script)
    finally:
        box.close()
    print(report.summary())
    assert report.serious() == {}, report.summary()
    assert report.too_wide() == {}, report.summary()
