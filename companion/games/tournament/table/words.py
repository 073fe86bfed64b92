"""The tournament's words: events and refusals rendered from locale/*.ftl (Project Fluent) in fr or en.

`say`, `refusal`, `label` render with the game's own bundle (tools, tests); `Words` is the box's
catalog (`Catalog.load(lang, "tournament")`: the core's words merged with these).
"""
from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from fluent.runtime import FluentBundle, FluentResource

from companion.core.i18n import FUNCTIONS, Catalog
from ..cards import CARDS, COLOURS
from ..events import Event

LANGUAGES = ("fr", "en")
_CARD_PARAMS = ("card", "mine", "theirs")


def catalog_text(lang: str) -> str:
    """The Fluent source of one language."""
    return resources.files(__package__).joinpath(f"locale/{lang}.ftl").read_text("utf-8")


@lru_cache(maxsize=None)
def bundle(lang: str) -> FluentBundle:
    """The compiled catalog of one language (loaded once)."""
    b = FluentBundle([lang], functions=FUNCTIONS, use_isolating=False)
    b.add_resource(FluentResource(catalog_text(lang)))
    return b


def _format(lang: str, message_id: str, args: dict) -> str:
    b = bundle(lang)
    message = b.get_message(message_id)
    text, errors = b.format_pattern(message.value, args)
    if errors:
        raise ValueError(f"{lang}:{message_id}: {errors}")
    return text


def word(lang: str, slug: str) -> str:
    """A colour or a card in the table's language."""
    if slug in COLOURS:
        return _format(lang, f"colour-{slug}", {})
    return CARDS[slug].name[lang]


def _args(lang: str, params: dict) -> dict:
    args: dict = {}
    sep = ", "
    for key, value in params.items():
        if isinstance(value, bool):
            args[key] = "true" if value else "false"
        elif key in _CARD_PARAMS or key == "colour":
            args[key] = word(lang, value) if value else ""
        elif key in ("cards", "options", "tokens"):
            args[key] = sep.join(word(lang, v) for v in value)
        elif key == "totals":
            args[key] = sep.join(_format(lang, "event-turn-ends", t) for t in value)
        elif key == "names":
            args[key] = sep.join(value)
        else:
            args[key] = value
    return args


def say(event: Event, lang: str = "fr") -> str:
    """One event as a sentence for the table (and for speech)."""
    return _format(lang, f"event-{event.key}", _args(lang, event.params))


def refusal(code: str, lang: str = "fr") -> str:
    """The plain sentence for a refusal code."""
    return _format(lang, f"refusal-{code}", {})


def label(option, state: dict, lang: str = "fr") -> str:
    """A menu option's words: seats become display names, slugs become the table's words."""
    args = dict(option.args)
    names = {seat: p["name"] for seat, p in state["players"].items()}
    if option.label == "menu-target":
        what = [names[args["seat"]]] if "seat" in args else []
        what += [word(lang, args[k]) for k in ("colour", "kind", "theirs") if k in args]
        args = {"card": word(lang, args["card"]), "what": " / ".join(what)}
    elif option.label == "menu-choose":
        args = {"option": word(lang, args["option"])}
    elif option.label == "menu-colour":
        args = {"colour": word(lang, args["colour"])}
    return _format(lang, option.label, {k: v for k, v in args.items() if k != "player"})


# --------------------------------------------------------------------------- the box's catalog

_SEAT = re.compile(r"p([1-9])")
_NAME_PARAMS = ("name", "target_name", "starter_name")


class Words(Catalog):
    """The tournament's words in one language for the box: the core catalog merged with locale/LANG.ftl.

    A seat without a name (the engine shows its id, `p2`) reads « Joueur 2 »; refusals come from
    `refusal-CODE`, events from `event-KEY` with colours and cards in the table's words.
    """

    def word(self, slug: str) -> str:
        """A colour or a card in the table's language."""
        if slug in COLOURS:
            return self.text(f"colour.{slug}")
        names = CARDS[slug].name
        return names.get(self.lang) or names["fr"]

    def seat_name(self, name: str) -> str:
        """A player's name as said: his own, or « Joueur N » for a seat without one."""
        match = _SEAT.fullmatch(str(name))
        return self.text("box.seat", n=int(match.group(1))) if match else str(name)

    def player(self, state: dict, seat: str) -> str:
        """The name of the player at `seat`."""
        return self.seat_name(state["players"][seat]["name"])

    def result_words(self, result: str, setup: str = "") -> str:
        """The journal's winner (`p2`) as « victoire de Raymond », the name read from the `new` line."""
        match = _SEAT.fullmatch(result)
        if match is None:
            return result       # not a winner (the journal's own word, e.g. a damaged row)
        names = [w for w in setup.split()[3:]] if setup.startswith("new tournament") else []
        seat = int(match.group(1))
        name = names[seat - 1] if 0 < seat <= len(names) else self.seat_name(result)
        return self.text("games.result", name=name)

    def phase(self, name: str) -> str:
        """A phase of the game in words (the strip's title while setting up)."""
        return self.text(f"box.phase.{name}")

    def event(self, event) -> str | None:
        """An engine event as a sentence, or None when no catalog has words for it."""
        key = f"event.{event.key}"
        if not self.has(key):
            return None
        return self.text(key, **self._args(event.params)) or None

    def _args(self, params: dict) -> dict:
        args: dict = {}
        for key, value in params.items():
            if key in _CARD_PARAMS or key == "colour":
                args[key] = self.word(value) if value else ""
            elif key in ("cards", "options", "tokens"):
                args[key] = ", ".join(self.word(v) for v in value)
            elif key == "totals":
                args[key] = ", ".join(self.text("event.turn-ends", **self._args(t)) for t in value)
            elif key == "names":
                args[key] = ", ".join(self.seat_name(v) for v in value)
            elif key in _NAME_PARAMS:
                args[key] = self.seat_name(value)
            else:
                args[key] = value
        return args

    def error(self, code: str | None, message: str | None) -> str:
        """A refusal in plain words: the rule's sentence for a known code, else the core's or the engine's."""
        if code and self.has(f"refusal.{code}"):
            return self.text(f"refusal.{code}")
        return super().error(code, message)

    def option(self, option, state: dict) -> str:
        """A menu option's words (menus.Option): seats become players' names, slugs the table's words."""
        args = dict(option.args)
        if option.label == "menu-target":
            what = [self.player(state, args["seat"])] if "seat" in args else []
            what += [self.word(args[k]) for k in ("colour", "kind", "theirs") if k in args]
            args = {"card": self.word(args["card"]), "what": " / ".join(what)}
        elif option.label == "menu-choose":
            word = self.word(args["option"])
            args = {"option": word[:1].upper() + word[1:]}   # a button's label starts with a capital
        elif option.label == "menu-colour":
            args = {"colour": self.word(args["colour"])}
        elif option.label == "menu-withdraw":
            args = {"cost": args.get("cost", "none"), "colour": self.word(args["colour"]) if args.get("colour") else ""}
        elif "player" in args:
            args["player"] = self.player(state, args["player"])
        return self.text(option.label, **{k: v for k, v in args.items() if k != "player"})
