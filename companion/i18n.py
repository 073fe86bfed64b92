"""Message catalogs (French by default, English complete) and the display names of the table's words.

A catalog is a flat JSON object `{key: template}` in `locale/LANG.json`, templates in
str.format style. The engine's event messages live under `event.`; the front end's under
`ui.`, `phase.`, `decision.`, `option.`, `button.`, `action.`, `ok.`, `error.`, names under
`knight.`, `place.`, `relic.`, and card rules under `card-rule.`. Card names come from the
card data itself (`shadows/data/cards.json`).
"""
from __future__ import annotations

import json
import logging
import string
from functools import cache
from pathlib import Path

from .shadows.cards import CARDS, KNIGHTS, PLACES

DEFAULT_LANG = "fr"
LOCALE_DIR = Path(__file__).parent / "locale"

log = logging.getLogger(__name__)

# Event and decision parameters named like this hold a name to display, not a word to print as is.
KNIGHT_PARAMS = frozenset({"knight", "knights", "holder", "by", "to", "first", "current", "at_camelot"})
PLACE_PARAMS = frozenset({"quest", "place", "origin", "war"})
CARD_PARAMS = frozenset({"card"})
RELIC_PARAMS = frozenset({"relic"})


def placeholders(template: str) -> set[str]:
    """The `{field}` names a template uses."""
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


class _Params(dict):
    """Format parameters that leave an unknown `{field}` visible instead of raising."""

    def __missing__(self, key: str) -> str:
        log.warning("message parameter %r is missing", key)
        return "{" + key + "}"


class Catalog:
    """One language's messages, falling back to French for a key it lacks."""

    def __init__(self, lang: str, messages: dict[str, str], fallback: "Catalog | None" = None):
        self.lang = lang
        self.messages = messages
        self.fallback = fallback

    @classmethod
    def load(cls, lang: str = DEFAULT_LANG) -> "Catalog":
        """The catalog of `lang` (read once, then cached); an unknown language gives French."""
        return _load(lang)

    def has(self, key: str) -> bool:
        """Whether this catalog (or its French fallback) has `key`."""
        return key in self.messages or (self.fallback is not None and self.fallback.has(key))

    def text(self, key: str, **params) -> str:
        """The message `key` filled with `params`; the key itself when no catalog has it."""
        template = self.messages.get(key)
        if template is None:
            if self.fallback is not None and self.fallback.has(key):
                return self.fallback.text(key, **params)
            log.warning("no message %r in the %s catalog", key, self.lang)
            return key
        return template.format_map(_Params(params))

    # ------------------------------------------------------------------ names

    def knight(self, name: str) -> str:
        """A knight's full title: "Sire Gauvain", "Le Roi Arthur"."""
        return self.text(f"knight.{name}")

    def knight_short(self, name: str) -> str:
        """A knight's bare name, for the status strip: "Gauvain"."""
        return self.text(f"knight-short.{name}")

    def place(self, name: str) -> str:
        """A place of the board: camelot, the quests, the two wars."""
        return self.text(f"place.{name}")

    def card(self, slug: str) -> str:
        """A card's printed name in this language (French when the data lacks it)."""
        names = CARDS[slug].name
        return names.get(self.lang) or names[DEFAULT_LANG]

    def card_rule(self, slug: str) -> tuple[str, str]:
        """(title, rule) for a rules lookup, never telling a secret.

        Black combat cards are named by their family only (their value may be laid face down) and
        both loyalty cards read the same (showing "Traitor" on screen would unmask its holder).
        """
        card = CARDS[slug]
        if card.color == "loyalty":
            family = "loyalty"
        elif card.color == "black" and card.kind == "combat":
            family = card.quest
        elif card.kind == "fight":
            return self.card(slug), self.text("card-rule.fight")
        else:
            return self.card(slug), self.text(f"card-rule.{slug}")
        return self.text(f"card-family.{family}"), self.text(f"card-rule.{family}")

    def phase(self, name: str) -> str:
        """A phase of the turn in words."""
        return self.text(f"phase.{name}")

    def decision(self, pending: dict) -> str:
        """The question of a pending decision, with its public details (who, which quest)."""
        name = pending["decision"]
        about = {k: v for k, v in pending.items() if k not in ("decision", "options")}
        key = f"decision.{name}"
        if name == "black" and about.get("morgan_three"):
            key = "decision.black.morgan-three"
        return self.text(key, **self.display_params(about))

    def option(self, decision: str, value: str) -> str:
        """The label of one answer: "Face cachée", "Sire Kay", "Combat 3", "Personne"."""
        key = f"option.{decision}.{value}"
        if self.has(key):
            return self.text(key)
        if value in KNIGHTS:
            return self.knight(value)
        if value in PLACES:
            return self.place(value)
        if value in CARDS:
            return self.card(value)
        return self.text(f"option.{value}")

    def error(self, code: str | None, message: str | None) -> str:
        """A refusal in plain words: ours for a known code, else the engine's own message."""
        if code and self.has(f"error.{code}"):
            return self.text(f"error.{code}")
        return message or self.text("error.unknown")

    def event(self, event) -> str | None:
        """An engine event as a sentence, or None when no catalog has words for it."""
        key = f"event.{event.key}"
        variant = event_variant(event)
        if variant and self.has(f"{key}.{variant}"):
            key = f"{key}.{variant}"
        if not self.has(key) or not self.text(key, **self.display_params(event.params)):
            return None
        return self.text(key, **self.display_params(event.params))

    def display_params(self, params: dict) -> dict:
        """Parameters with knight, place, card and relic names turned into words to display."""
        return {name: self._display(name, value) for name, value in params.items()}

    def _display(self, name: str, value):
        if isinstance(value, list):
            return ", ".join(str(self._display(name, v)) for v in value)
        if value is None and name in KNIGHT_PARAMS | CARD_PARAMS:
            return self.text("ui.nobody")
        if not isinstance(value, str):
            return value
        if name in KNIGHT_PARAMS and value in KNIGHTS:
            return self.knight(value)
        if name in PLACE_PARAMS and value in PLACES:
            return self.place(value)
        if name in CARD_PARAMS and value in CARDS:
            return self.card(value)
        if name in RELIC_PARAMS:
            return self.text(f"relic.{value}")
        return value


def event_variant(event) -> str | None:
    """Which wording of an event applies (`event.KEY.VARIANT` in the catalogs), if any."""
    p = event.params
    if event.key == "swords-added":
        return p["colour"]
    if event.key == "countered":
        return p["by"]
    if event.key in ("piety", "reinforcement"):
        return p["who"]
    if event.key in ("morgan-discard", "morgan-sacrifice", "traitor-steals"):
        return "none" if p.get("knight") is None else None
    if event.key == "black-drawn":
        return "hidden" if p.get("card") is None else None
    if event.key in ("quest-won", "quest-lost"):
        return "sums" if "white" in p and "black" in p else None
    if event.key == "power-hint":
        return p["power"]
    if event.key == "moved":
        return "free" if p.get("free") else None
    if event.key == "turn-begins":
        return "traitor" if p.get("traitor") else None
    if event.key == "game-started":
        return "three" if len(p.get("knights", ())) == 3 else None
    if event.key == "game-over":
        return f"swords-{p['winner']}" if p["reason"] == "swords" else p["reason"]
    return None


@cache
def _load(lang: str) -> Catalog:
    french = None if lang == DEFAULT_LANG else _load(DEFAULT_LANG)
    path = LOCALE_DIR / f"{lang}.json"
    if not path.exists():
        log.warning("no %s catalog (%s): the screen speaks French", lang, path)
        return french
    messages = json.loads(path.read_text("utf-8"))
    return Catalog(lang, messages, french)
