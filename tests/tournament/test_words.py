"""The tournament catalogs (locale/fr.ftl, locale/en.ftl) say every event and refusal in both languages."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from companion.core.errors import CompanionError
from companion.games.tournament.table import words
from tests.tournament.table import Table, split_lines

SPEC = Path(__file__).parents[3] / "shared" / "spec" / "tournament-protocol.md"
SCENARIOS = sorted((Path(__file__).parents[1] / "scenarios" / "tournament").glob("*.table"))


class Variables(visitor.Visitor):
    def __init__(self):
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node):
        self.names.add(node.id.name)


def messages(lang: str) -> dict[str, set[str]]:
    resource = FluentParser().parse(words.catalog_text(lang))
    junk = [e for e in resource.body if isinstance(e, ast.Junk)]
    assert not junk, f"{lang}.ftl has unparsable entries: {[j.content[:60] for j in junk]}"
    found = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            v = Variables()
            v.visit(entry)
            found[entry.id.name] = v.names
    return found


def every_event_of_our_scenarios():
    for path in SCENARIOS:
        table = Table()
        for raw in split_lines(path.read_bytes()):
            try:
                yield from table.submit(raw.decode("utf-8"))
            except CompanionError:
                pass


def test_both_catalogs_have_the_same_messages_and_variables():
    fr, en = messages("fr"), messages("en")
    assert fr.keys() == en.keys()
    assert {k: fr[k] for k in fr} == {k: en[k] for k in fr}


def test_every_refusal_code_of_the_protocol_has_its_sentence():
    codes = re.search(r"Rejection codes: (.*?)\. Scenarios", SPEC.read_text(), re.S).group(1)
    codes = re.findall(r"`([a-z-]+)`", codes)
    assert len(codes) == 23
    for code in codes:
        for lang in words.LANGUAGES:
            assert words.refusal(code, lang)


@pytest.mark.parametrize("lang", words.LANGUAGES)
def test_every_event_our_scenarios_raise_is_said(lang):
    keys = set()
    for event in every_event_of_our_scenarios():
        text = words.say(event, lang)
        assert text and "{" not in text and "$" not in text
        keys.add(event.key)
    assert {"card-laid", "turn-ends", "cards-swapped", "action-cancelled", "decision", "token-lost",
            "game-won", "colour-changed", "knock-down", "stunned-laid", "shield-laid"} <= keys
    assert f"event-{sorted(keys)[0]}" in messages(lang)


def test_totals_are_announced_as_the_rulebook_has_players_announce_them():
    table = Table()
    for line in ["new tournament 4 Marcel Raymond Maurice Danielle", "colour red", "play red-3", "end 3",
                 "play red-5"]:
        table.submit(line)
    ended = [e for e in table.submit("end 5") if e.key == "turn-ends"][0]
    assert words.say(ended, "fr") == "Raymond : 5"
    assert words.say(ended, "en") == "Raymond: 5"


def test_a_french_sentence_uses_the_rulebooks_words():
    table = Table()
    for line in ["new tournament 2 Marcel Danielle", "colour blue", "play blue-3", "end 3"]:
        table.submit(line)
    events = table.submit("withdraw")
    said = [words.say(e, "fr") for e in events]
    assert "Danielle abandonne." in said           # nothing on her display: nothing to discard
    assert "Marcel prend un jeton bleu." in said


def test_a_withdrawal_says_how_many_cards_of_the_display_go_to_the_discard():
    """« Personnage » is the zone, not a card (issue 34): the cards on it are discarded."""
    table = Table()
    for line in ["new tournament 3 Marcel Danielle Yves", "colour blue", "play blue-3", "end 3",
                 "play blue-2", "play squire-2", "end 4", "withdraw"]:
        table.submit(line)
    said = [words.say(e, "fr") for e in table.submit("withdraw")]
    assert "Marcel abandonne : défaussez la carte de son personnage." in said


def test_every_event_key_in_the_engines_code_has_a_message():
    folder = Path(words.__file__).parent.parent     # the rules, beside the table wing
    code = "".join((folder / name).read_text(encoding="utf-8") for name in ("game.py", "actions.py"))
    keys = set(re.findall(r'emit\("([a-z-]+)"', code)) | set(re.findall(r'Event\("([a-z-]+)"', code))
    assert len(keys) >= 20
    for lang in words.LANGUAGES:
        assert {f"event-{k}" for k in keys} <= messages(lang).keys()
