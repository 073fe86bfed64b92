"""The words of Shadows over Camelot: names, events, decisions and card rules over the Fluent catalogs.

The messages live in `locale/LANG.ftl` beside this module: events under `event-`, the front
end's under `ui-`, `phase-`, `decision-`, `option-`, `button-`, `action-`, card rules under
`card-rule-`; knights, places and relics are terms (`-knight-arthur`, `-place-grail`,
`-relic-excalibur`) with their cases and gender. Card names come from the card data itself.
"""
from __future__ import annotations

from ..i18n import DEFAULT_LANG, Catalog, Name
from .cards import CARDS, KNIGHTS, PLACES

# Event and decision parameters named like this hold a name to display, not a word to print as is.
KNIGHT_PARAMS = frozenset({"knight", "knights", "holder", "by", "to", "first", "current", "at_camelot"})
PLACE_PARAMS = frozenset({"quest", "place", "origin", "war"})
CARD_PARAMS = frozenset({"card"})
RELIC_PARAMS = frozenset({"relic"})


class Words(Catalog):
    """The catalog of Shadows over Camelot in one language (French fallback)."""

    def knight(self, name: str, case: str | None = None) -> Name:
        """A knight's full title: "Sire Gauvain", "Le Roi Arthur" (or a case of it: "du Roi Arthur")."""
        return self.name(f"knight-{name}", case)

    def knight_short(self, name: str) -> str:
        """A knight's bare name, for the status strip: "Gauvain"."""
        return self.text(f"knight-short.{name}")

    def place(self, name: str, case: str | None = None) -> Name:
        """A place of the board as a menu names it ("Saxons"), or a case of it ("sur la Guerre…")."""
        return self.name(f"place-{name}", case)

    def relic(self, name: str) -> Name:
        """A relic with its article and gender: "l'Armure de Lancelot"."""
        return self.name(f"relic-{name}")

    def card(self, slug: str) -> Name:
        """A card's printed name in this language (French when the data lacks it)."""
        names = CARDS[slug].name
        return Name(names.get(self.lang) or names[DEFAULT_LANG], id=slug)

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

    def event(self, event) -> str | None:
        """An engine event as a sentence, or None when no catalog has words for it."""
        key = f"event.{event.key}"
        variant = event_variant(event)
        if variant and self.has(f"{key}.{variant}"):
            key = f"{key}.{variant}"
        if not self.has(key):
            return None
        return self.text(key, **self.display_params(event.params)) or None

    def display_params(self, params: dict) -> dict:
        """Parameters with knight, place, card and relic names turned into Names to display."""
        return {name: self._display(name, value) for name, value in params.items()}

    def _display(self, name: str, value):
        if isinstance(value, (list, tuple)):
            return self.names_list([self._display(name, v) for v in value])
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
            return self.relic(value)
        return value


def event_variant(event) -> str | None:
    """Which wording of an event applies (`event-KEY-VARIANT` in the catalogs), if any."""
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
    if event.key == "grail-saves":
        return "self" if p.get("holder") == p.get("knight") else None
    if event.key == "undone":
        return (p.get("line") or "").split(" ", 1)[0] or None
    if event.key == "game-over":
        return f"swords-{p['winner']}" if p["reason"] == "swords" else p["reason"]
    return None
