"""A real browser (headless Chromium) opens the page, reads the board, and sees it change live."""
from __future__ import annotations

import pytest

from companion.web.browser import find_browser

from .conftest import wait_for

pytest.importorskip("selenium", reason="selenium is not installed (the test extra)")
if find_browser() is None:
    pytest.skip("chromium and chromium-driver are not installed (scripts/venv.sh installs them with apt-get)",
                allow_module_level=True)


@pytest.fixture
def browser():
    from companion.web.browser import open_browser
    driver = open_browser()
    yield driver
    driver.quit()


def text_of(browser, element_id: str) -> str:
    # Read in one script: the page redraws the board on every update, so a held element goes stale.
    return browser.execute_script("var e = document.getElementById(arguments[0]); return e ? e.innerText : ''",
                                  element_id)


def test_the_board_changes_without_a_reload(box, page, browser):
    for line in ["new arthur gawain kay", "evil siege", "draw", "end"]:
        assert box.submit(line).accepted
    browser.get(page.url + "/")
    wait_for(lambda: "1/12" in text_of(browser, "round-table").replace(" ", ""), what="the siege engine")
    assert "Sire Kay" in text_of(browser, "knights")
    browser.execute_script("window.notReloaded = true")

    assert box.submit("evil siege").accepted
    wait_for(lambda: "2/12" in text_of(browser, "round-table").replace(" ", ""), what="the second engine")
    assert browser.execute_script("return document.querySelectorAll('#siege .pip.engine').length") == 2
    assert browser.execute_script("return window.notReloaded") is True


def test_a_face_down_card_shows_only_its_back(box, page, browser):
    for line in ["new arthur gawain kay", "evil black", "black black-knight-7", "choose down"]:
        assert box.submit(line).accepted
    browser.get(page.url + "/")
    wait_for(lambda: browser.execute_script("return document.querySelectorAll('#quest-black-knight .card.back').length"),
             what="the card's back")
    assert "7" not in text_of(browser, "quest-black-knight")


def test_the_page_switches_language_on_the_phone(box, page, browser):
    assert box.submit("new arthur gawain kay").accepted
    browser.get(page.url + "/")
    wait_for(lambda: "Sire Gauvain" in text_of(browser, "knights"), what="the French page")
    browser.find_element("id", "lang").click()
    wait_for(lambda: "Sir Gawain" in text_of(browser, "knights"), what="the English page")
    assert "Round Table" in text_of(browser, "round-table")


def test_the_tournament_shows_every_display_and_follows_the_game(box, page, browser):
    for line in ["new tournament 4 Marcel Raymond Maurice Danielle", "colour red", "play red-3", "end 3"]:
        assert box.submit(line).accepted
    browser.get(page.url + "/")
    wait_for(lambda: "Marcel" in text_of(browser, "players"), what="the players")
    assert browser.execute_script("return document.getElementById('board').dataset.game") == "tournament"
    # The question comes in the box's own words (its tournament front end), as on the OLED.
    wait_for(lambda: "Raymond" in text_of(browser, "prompt"), what="the box's question")
    assert "rouge" in text_of(browser, "turn")
    assert browser.execute_script("return document.querySelectorAll('#player-p1 .tcard.c-red').length") == 1
    browser.execute_script("window.notReloaded = true")

    for line in ["play red-5", "play squire-2", "end 7"]:
        assert box.submit(line).accepted
    wait_for(lambda: text_of(browser, "player-p2").split("\n").count("7"), what="Raymond's 7")
    cards = browser.execute_script(
        "return Array.from(document.querySelectorAll('#player-p2 .tcard')).map(e => e.className + ':' + e.innerText)")
    assert cards == ["tcard c-red:5", "tcard c-white:2"]   # in the order laid, with their values
    wait_for(lambda: "Maurice" in text_of(browser, "prompt"), what="the next question")
    assert browser.execute_script("return window.notReloaded") is True
    browser.find_element("id", "lang").click()
    wait_for(lambda: "red" in text_of(browser, "turn") and "Tournament 1" in text_of(browser, "turn"),
             what="the English page")


def test_the_unmasked_traitor_has_left_the_board(box, page, browser):
    from pathlib import Path

    from .conftest import ROOT, commands
    for line in commands(Path(ROOT / "tests/scenarios/knights/traitor-unmasked-turn.table")):
        box.submit(line)
    assert box.state()["knights"]["kay"]["traitor"] and box.state()["knights"]["kay"]["life"] > 0
    browser.get(page.url + "/")
    wait_for(lambda: "Sire Kay" in text_of(browser, "knights"), what="the knights")
    kay = text_of(browser, "knight-kay")
    assert "out" not in kay.split() and "Félon démasqué" in kay
    assert "4" not in kay and "5" not in kay   # no Points de Bravoure for him any more
    assert "accusations" not in text_of(browser, "round-table")   # closed once he is known
    assert "Saint Graal : sur sa Quête" in text_of(browser, "board") and "enquête" not in text_of(browser, "board")


def test_before_the_live_state_the_page_says_it_is_connecting(box, page, browser):
    assert box.submit("new arthur gawain kay").accepted
    page.hub.max_phones = 0   # the event stream is refused, and its fallback poll too: the state never arrives
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/state.json"]})
    browser.get(page.url + "/")
    wait_for(lambda: "Connexion" in text_of(browser, "log"), what="the connecting line")
    assert "Rien encore" not in text_of(browser, "log") and "Connexion" in text_of(browser, "board")


def test_after_the_game_the_box_says_rather_than_asks(box, page, browser):
    from pathlib import Path

    from .conftest import ROOT, commands
    for line in commands(Path(ROOT.parent / "shared/scenarios/seven-black-swords.table")):
        box.submit(line)
    assert box.game.over
    browser.get(page.url + "/")
    wait_for(lambda: "Partie terminée" in text_of(browser, "board"), what="the end of the game")
    assert "La boîte dit" in text_of(browser, "prompt") and "demande" not in text_of(browser, "board")
    assert "Au tour" not in text_of(browser, "turn")


def catch_errors(browser) -> None:
    """Every script error of the next pages is kept in `window.pageErrors`."""
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source":
                            "window.pageErrors = []; window.addEventListener('error', e => window.pageErrors.push(String(e.message)));"})


def test_merlin_shows_the_track_the_castles_the_provinces_the_domain_and_the_scoring(box, page, browser):
    from .conftest import ROOT, commands
    catch_errors(browser)
    for line in commands(ROOT.parent / "shared/scenarios-merlin/rulebook-scoring.table"):
        box.submit(line)
    state = box.state()
    browser.get(page.url + "/")
    wait_for(lambda: browser.execute_script("return document.getElementById('board').dataset.game") == "merlin",
             what="the Merlin page")
    assert browser.execute_script("return document.querySelectorAll('#track .mspace').length") == 24
    merlin_space = browser.execute_script("return document.querySelector('#track .merlin').closest('.mspace').id")
    assert merlin_space == f"space-{state['merlin']}"
    assert "Tour 3/6" in text_of(browser, "turn")
    lea = text_of(browser, "player-p3")
    assert "Lea" in lea and "12" in lea and "Saint Graal" in lea
    assert "Anne" in text_of(browser, "province-black")   # her lady-in-waiting and her counter
    assert browser.execute_script("return document.querySelectorAll('#domain .mtile').length") == 18
    assert browser.execute_script("return document.querySelector('#tile-a1 .mseat').innerText") == "An"
    scoring = text_of(browser, "scoring-2")
    assert "province noire" in scoring and "+12" in scoring and "−3" in scoring
    browser.find_element("id", "lang").click()
    wait_for(lambda: "The action track" in text_of(browser, "track"), what="the English page")
    assert "Builder" in text_of(browser, "provinces") and "Round 3/6" in text_of(browser, "turn")
    assert browser.execute_script("return window.pageErrors") == []


@pytest.mark.parametrize("name", ["shared-victory.table", "quests-and-flags.table", "traitors-reshuffled.table"])
def test_every_merlin_state_of_a_game_renders(box, page, browser, name):
    """The page follows a whole game line by line (setup, turns, scorings, the end) without a script error."""
    from .conftest import ROOT, caught_up, commands
    catch_errors(browser)
    browser.get(page.url + "/")
    for i, line in enumerate(commands(ROOT / "tests/scenarios/merlin" / name)):
        if not box.submit(line).accepted or i % 7:
            continue
        wait_for(lambda: caught_up(page, box))
        wait_for(lambda: browser.execute_script("return document.getElementById('board').dataset.game") == "merlin")
    wait_for(lambda: caught_up(page, box))
    if box.state()["over"]:
        wait_for(lambda: text_of(browser, "over"), what="the result")
        assert "Décompte final" in text_of(browser, "scorings")
    assert browser.execute_script("return window.pageErrors") == []


def test_a_phone_loads_only_the_renderer_of_the_game_on_the_table(box, page, browser):
    assert box.submit("new arthur gawain kay").accepted
    browser.get(page.url + "/")
    wait_for(lambda: "Sire Kay" in text_of(browser, "knights"), what="the Shadows page")
    fetched = browser.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    assert any(name.endswith("/games/shadows.js") for name in fetched)
    assert not any(name.endswith(("/games/merlin.js", "/games/tournament.js")) for name in fetched)


def test_merlins_page_is_titled_merlin_and_logs_its_steps(box, page, browser):
    """The page's title is the game's name, and Merlin's last events are the steps the box said."""
    from .conftest import ROOT, commands
    browser.get(page.url + "/")
    wait_for(lambda: text_of(browser, "log"), what="the empty page")
    assert browser.title == "Camelot" and text_of(browser, "title") == "Camelot"
    for line in commands(ROOT.parent / "shared/scenarios-merlin/rulebook-scoring.table")[:30]:
        box.submit(line)
    wait_for(lambda: browser.execute_script("return document.getElementById('board').dataset.game") == "merlin",
             what="the Merlin page")
    wait_for(lambda: browser.title == "Merlin", what="the title")
    assert text_of(browser, "title") == "Merlin"
    log = text_of(browser, "log")
    assert "Rien encore" not in log and "avancez votre Chevalier" in log
    browser.find_element("id", "lang").click()
    wait_for(lambda: "move your knight" in text_of(browser, "log"), what="the English log")


def test_with_no_game_the_page_draws_no_games_renderer(box, page, browser):
    """Every state names its game: with none on the table the frame says so and loads no renderer."""
    catch_errors(browser)
    browser.get(page.url + "/")
    wait_for(lambda: "Pas de partie en cours" in text_of(browser, "no-game"), what="the empty page")
    fetched = browser.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    assert not any("/games/" in name or "/words/" in name for name in fetched)
    assert browser.execute_script("return document.getElementById('board').dataset.game") is None
    assert browser.title == "Camelot"
    assert box.submit("new arthur gawain kay").accepted
    wait_for(lambda: "Sire Kay" in text_of(browser, "knights"), what="the Shadows page")
    assert browser.execute_script("return document.getElementById('board').dataset.game") == "shadows"
    assert browser.execute_script("return window.pageErrors") == []
