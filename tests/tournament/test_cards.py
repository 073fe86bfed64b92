"""The 110 cards of Knizia's Camelot, as data, agree with tournament-cards.md and the rulebook."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from companion.core.errors import CompanionError
from companion.core import carddata
from companion.games.tournament import CARD_SLUGS, cards

SPEC = Path(__file__).parents[3] / "shared" / "spec" / "tournament-cards.md"


def spec_counts() -> dict[str, int]:
    text = SPEC.read_text(encoding="utf-8")
    counts = {slug: int(n) for slug, n in re.findall(r"`([a-z]+-\d)` (\d+)", text)}
    for slug, n in re.findall(r"^\| `([a-z0-9-]+)` \| [^|]+ \| \d \| (\d+)", text, re.M):
        counts[slug] = int(n)
    for slug, n in re.findall(r"^\| `([a-z-]+)` \| [^|]+ \| [^|]+ \| \**(\d+)\**", text, re.M):
        counts[slug] = int(n)
    return counts


def test_every_kind_and_count_is_the_one_of_the_material_file():
    assert {s: c.copies for s, c in cards.CARDS.items()} == spec_counts()


def test_the_deck_has_110_cards_as_the_rulebook_says():
    assert sum(c.copies for c in cards.CARDS.values()) == 110
    assert len(CARD_SLUGS) == 35


def test_display_values_are_printed_on_the_slug():
    for slug in cards.DISPLAY:
        assert cards.value_of(slug) == int(slug.rsplit("-", 1)[1])


def test_damaged_data_is_refused_when_loaded(monkeypatch, tmp_path):
    raw = json.loads((Path(cards.__file__).parent / "data" / "cards.json").read_text(encoding="utf-8"))
    raw["cards"] = [c for c in raw["cards"] if c["slug"] != "maiden-6"]
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "cards.json").write_text(json.dumps(raw), encoding="utf-8")
    monkeypatch.setattr(carddata.resources, "files", lambda package: tmp_path)
    with pytest.raises(CompanionError) as err:
        cards.load_cards()
    assert err.value.code == "bad-card-data"
