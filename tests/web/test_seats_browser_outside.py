"""Two phones in a real browser, against a real `camelot web` process and pairing opened with the box's buttons:
they (headless Chromium) pair with the code the box shows, each takes a seat,
and they play by taps — a Shadows decision, a Merlin turn — while the box's screen says who answered.
A tap chosen on a state that has moved on, and a request from a phone not paired, are refused in plain
words and change nothing in the journal. The box (its engine thread, a real journal, its socket) and
`camelot web` (its own process) are started as a table starts them."""
from __future__ import annotations

import random
import time

import pytest

from companion.web.browser import find_browser

from .conftest import wait_for

pytest.importorskip("selenium", reason="selenium is not installed (the test extra)")
if find_browser() is None:
    pytest.skip("chromium and chromium-driver are not installed (scripts/venv.sh installs them with apt-get)",
                allow_module_level=True)

from tests.merlin.table import entry_lines  # noqa: E402
from tests.phone_table import PhoneTable, WebProcess  # noqa: E402
from tests.tapping import tap_of  # noqa: E402
from companion.box.taps import GRACE_MS  # noqa: E402

READ_S = GRACE_MS / 1000 + 0.2     # a player looks at a new menu before tapping it

# A request sent from the phone's own page, as seat.js sends it (same origin, its cookie), answered as {status, body}.
FETCH = """
const [url, method, body, done] = arguments;
fetch(url, {method: method, credentials: "same-origin", headers: {"Content-Type": "application/json"},
            body: body === null ? undefined : JSON.stringify(body)})
  .then(r => r.json().then(j => done({status: r.status, body: j})))
  .catch(e => done({status: 0, body: String(e)}));
"""


@pytest.fixture
def table(tmp_path):
    box = PhoneTable(tmp_path)
    web = None
    try:
        web = WebProcess(box.journal_path, box.port)
        yield box
    finally:
        if web is not None:
            web.stop()
        box.close()


@pytest.fixture
def phones():
    from companion.web.browser import open_browser
    opened = [open_browser(), open_browser()]
    for driver in opened:
        driver.set_script_timeout(10)
    yield opened
    for driver in opened:
        driver.quit()


def send(browser, url: str, method: str = "GET", body=None) -> dict:
    return browser.execute_async_script(FETCH, url, method, body)


def options(browser) -> list[str]:
    """The seat's menu buttons the phone shows now (read in one script: the panel redraws on each update)."""
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('#seat .seat-option')).map(b => (b.disabled ? '-' : '+') + b.innerText)")


def press(browser, label: str) -> None:
    """Tap the seat's button whose label starts with `label` (enabled), found anew on the redrawn panel, once
    it has been shown as long as a player takes to see it (a tap sooner is ignored: docs/web.md, "Taps")."""
    wait_for(lambda: f"+{label}" in [o[:len(label) + 1] for o in options(browser)], what=f"the button « {label} »")
    time.sleep(READ_S)
    clicked = browser.execute_script("""
        const b = Array.from(document.querySelectorAll('#seat .seat-option'))
          .find(b => !b.disabled && b.innerText.startsWith(arguments[0]));
        if (b) { b.click(); return true; } return false;""", label)
    assert clicked, label


def pair(browser, url: str, code: str, seat_label: str, name: str) -> None:
    """The pairing page as a player uses it: the code (from the QR code's link), the seat, the name."""
    browser.get(f"{url}/pair#{code}")
    browser.find_element("id", "look").click()
    wait_for(lambda: browser.execute_script(
        "return Array.from(document.querySelectorAll('#seats button')).some(b => b.innerText === arguments[0])",
        seat_label), what=f"the seat « {seat_label} »")
    browser.execute_script("""Array.from(document.querySelectorAll('#seats button'))
        .find(b => b.innerText === arguments[0]).click()""", seat_label)
    field = browser.find_element("id", "name")
    field.clear()
    field.send_keys(name)
    browser.find_element("id", "take").click()
    wait_for(lambda: browser.current_url.rstrip("/") == url, what="the board after pairing")
    wait_for(lambda: browser.execute_script("return !document.getElementById('seat').hidden"),
             what="the seat's panel")


def test_two_phones_take_a_shadows_decision_a_stale_tap_and_an_unpaired_one_are_refused(table, phones):
    anne, marc = phones
    table.type("new arthur gawain kay")
    # A phone not yet paired asks to play: refused, nothing written.
    marc.get(table.url + "/")
    unpaired = send(marc, "/seat/tap", "POST", tap_of({"position": 1}, [1]))
    assert unpaired["status"] == 401 and "appairé" in unpaired["body"]["message"]
    assert table.journaled() == ["new arthur gawain kay"]

    code = table.open_pairing()
    pair(anne, table.url, code, "Le Roi Arthur", "Anne")
    pair(marc, table.url, code, "Sire Gauvain", "Marc")
    assert "2 téléphones" in table.companion.view.caption       # the box's phones screen follows the pairing
    table.close_pairing()
    assert sorted(s.name for s in table.companion.seats.listed()) == ["Anne", "Marc"]
    wait_for(lambda: "Au tour" in marc.find_element("id", "seat").text, what="Marc's phone waiting")
    seen_by_marc = send(marc, "/seat/menu")["body"]

    # Arthur's evil, decided on Anne's phone: the box journals it and says who answered.
    press(anne, "Ajouter un Engin")
    wait_for(lambda: table.journaled()[-1:] == ["evil siege"], what="the journal")
    assert "Anne (téléphone) : " in table.message()
    assert "Engin" in table.message()
    # Every phone follows: Marc's board shows the engine without a reload.
    wait_for(lambda: "1/12" in marc.find_element("id", "round-table").text.replace(" ", ""), what="Marc's board")
    wait_for(lambda: "+Piocher des cartes" in options(anne), what="Anne's next menu")

    # Marc's phone taps on the state it had seen, which has moved on: refused in plain words.
    stale = send(marc, "/seat/tap", "POST", tap_of(seen_by_marc, [0]))
    assert stale["status"] == 409 and stale["body"]["message"].startswith("La partie a bougé depuis ce que montrait")
    assert table.journaled() == ["new arthur gawain kay", "evil siege"]


def merlin_in_play(table) -> None:
    """A two-player Merlin set up at the box (its menus' lines typed; the box's dice) and its pages read."""
    table.type("new merlin 2 Anne Marc")
    rng = random.Random(3)
    while table.session.state()["phase"] in ("setup", "prepare"):
        table.type(*entry_lines(table.session.state(), rng))
    for _ in range(40):
        if table.companion.view.menu:
            break
        table.press("OK")             # the setup's pages, read at the box


def test_two_phones_play_a_merlin_turn_by_taps_while_the_box_follows(table, phones):
    anne, marc = phones
    merlin_in_play(table)
    first = table.session.state()["current"]
    code = table.open_pairing()
    pair(anne, table.url, code, "Anne", "Anne")
    pair(marc, table.url, code, "Marc", "Marc")
    table.close_pairing()
    player, other = (anne, marc) if first == "p1" else (marc, anne)
    name = "Anne" if first == "p1" else "Marc"
    before = len(table.journaled())

    # The die and its direction, on the player's phone: the first move it offers.
    wait_for(lambda: [o for o in options(player) if o.startswith("+") and "↻" in o], what="the moves")
    move = next(o for o in options(player) if o.startswith("+") and "↻" in o)[1:]
    press(player, move)
    wait_for(lambda: len(table.journaled()) == before + 1, what="the move journaled")
    assert table.journaled()[-1].startswith("move ")
    assert f"{name} : " in table.message() and f"(téléphone) : {name}" not in table.message()     # named once
    # Then the end of the turn, on the same phone; the other phone's menu opens on its own turn.
    press(player, "Fin du tour")
    wait_for(lambda: table.journaled()[-1:] == ["end"], what="the end journaled")
    assert not table.message().rstrip().endswith("(téléphone) :")   # never the name alone: the next question shows
    wait_for(lambda: any(o.startswith("+") and "↻" in o for o in options(other)), what="the next player's moves")
    assert table.session.state()["current"] != first
