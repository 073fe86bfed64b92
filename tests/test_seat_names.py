"""A name given on a phone at pairing is the one the box says for that seat (issue 24), never a move."""
from companion.core import registry
from companion.core.i18n import Catalog
from tests.seated_box import SeatedBox
from tests.web.conftest import ROOT

SCENARIO = ROOT.parent / "shared" / "scenarios-merlin" / "first-round.table"


def test_a_phone_named_at_pairing_names_its_seat_on_the_box(tmp_path):
    cat = Catalog.load("fr", "merlin")
    box = SeatedBox(tmp_path, "merlin", cat)
    try:
        setup = [line.split("#")[0].strip() for line in open(SCENARIO) if line.strip() and not line.startswith("#")][:8]
        for line in [setup[0].replace(" Anne Marc", ""), *setup[1:]]:  # a table that gave no names
            assert box.session.submit(line).accepted, line
        box.companion.show()
        assert "Joueur 1" in box.companion.view.prompt
        journaled = box.journaled()
        token = box.pair("p1", "Anne")
        menu = box.link.ask({"op": "menu", "token": token, "path": []})
        box.companion.pairing = None              # the phones' screen closed (BACK): the turn again
        box.companion.show()
        assert "Anne" in box.companion.view.prompt and "Joueur 1" not in box.companion.view.prompt
        assert box.journaled() == journaled                       # nothing written: the contract names with `new`
        assert box.session.state()["players"]["p1"]["name"] == "p1"   # the engine's state is untouched
        again = box.link.ask({"op": "menu", "token": token, "path": []})
        assert again["position"] == menu["position"]              # a name is not a move: no tap goes stale
    finally:
        box.close()
