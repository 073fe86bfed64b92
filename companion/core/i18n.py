"""Words for the players, with Project Fluent: a core catalog that knows no game, merged with a game's own.

`companion/core/locale/LANG.ftl` holds the words every game shares (the journal's troubles, the
simulator, the generic undo and menu words); each game brings `companion/GAME/locale/LANG.ftl`
(its events, menus, names, card rules). Callers keep dotted keys (`event.quest-won`), which are
Fluent ids with hyphens (`event-quest-won`).

Names are Fluent *terms* (`-knight-arthur`, `-place-saxons`, `-relic-excalibur`): a term may
select on `$case` (French: `de` → « du Roi Arthur », `a` → « au Roi Arthur ») and carry a
`.gender` attribute. A parameter that holds a name reaches a message as a `Name`: `{ $knight }`
is its plain form, `{ NAME($knight, case: "de") }` a case of it, `{ GENDER($quest) -> … }` its
gender, `{ ID($quest) -> [lancelot] … }` the game's own id for it, and `{ COUNT($knights) -> [one] … }`
how many names a list holds; `{ ELIDE("de", $name) }` puts a word before a player's name with
French elision (« d'Élise », « de Marc »). Numbers select CLDR
plural categories (`{ $n -> [one] … *[other] … }`).
"""
from __future__ import annotations

import logging
import re
from functools import cache
from pathlib import Path
from typing import Callable

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, Visitor, ast

DEFAULT_LANG = "fr"
LANGS = ("fr", "en")
LOCALE_DIR = Path(__file__).parent / "locale"
# Longest piece of a player's own text echoed back in a message (an unknown word, a bad line).
ECHO_MAX = 40
# How many shown sentences with their own spoken form a catalog remembers (the board page's lines).
SPEECH_FORMS_MAX = 256
FILLED_MAX = 4096      # messages filled and kept (a game's menus use a few hundred)

log = logging.getLogger(__name__)


def fluent_id(key: str) -> str:
    """The Fluent identifier of a dotted key: `event.quest-won` → `event-quest-won`."""
    return key.replace(".", "-")


def cut(text: str, limit: int = ECHO_MAX) -> str:
    """A player's own text cut to `limit` characters, so a long paste is not echoed back whole."""
    text = str(text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


class Name(str):
    """A name to display: its plain form, its grammatical cases and its gender."""

    def __new__(cls, text: str, cases: dict[str, str] | None = None, gender: str = "other", count: int = 1,
                id: str | None = None):
        name = super().__new__(cls, text)
        name.id = id if id is not None else str(text)
        name.cases = cases or {}
        name.gender = gender
        name.count = count
        return name


def _NAME(value, case: str = "nom"):
    if not isinstance(value, str):
        return ""   # a missing parameter (logged by the bundle): say nothing rather than a Python repr
    return getattr(value, "cases", {}).get(case, str(value))


def _GENDER(value):
    return getattr(value, "gender", "other")


def _COUNT(value):
    return getattr(value, "count", 1)


def _ID(value):
    return getattr(value, "id", str(value)) if isinstance(value, str) else ""


# French words that lose their vowel before a vowel sound: « d'Élise », « l'Anne de Paul », « qu'Yves ».
ELIDING = {"de": "d'", "le": "l'", "la": "l'", "que": "qu'"}
VOWELS = set("aeiouàâäéèêëîïôöùûüœæ")
# A name starting with h + vowel is said with a mute h (« d'Hugo », « d'Hélène ») except these, said
# with an aspirated h as in their own language (« de Harry »). Short on purpose: a name left out
# reads « d'… », which the table corrects by spelling it another way at setup.
ASPIRATED_H = {"hans", "harry", "heidi", "helmut", "hilda", "hugh", "howard", "hal", "hank", "heinz"}


def elides(name: str) -> bool:
    """Whether a French « de » / « le » / « que » loses its vowel before `name` (said, not spelled)."""
    word = name.strip().lower()
    if not word:
        return False
    first, second = word[0], word[1:2]
    if first in VOWELS:
        return True
    if first == "y":    # Yves, Yvonne: a vowel; Yann, Yasmine: a consonant /j/
        return bool(second) and second not in VOWELS and second != "y"
    if first == "h":
        return second in VOWELS and word.split()[0].strip(".,'") not in ASPIRATED_H
    return False


def _ELIDE(word, value):
    """`word` + `value` with French elision; a name with its own case for `word` keeps it (« du Roi Arthur »)."""
    if not isinstance(value, str):
        return ""
    word = str(word)
    own = getattr(value, "cases", {}).get(word)
    if own:
        return own
    short = ELIDING.get(word.lower())
    if short and elides(value):
        return (short[0].upper() + short[1:] if word[:1].isupper() else short) + str(value)
    return f"{word} {value}"


FUNCTIONS = {"NAME": _NAME, "GENDER": _GENDER, "COUNT": _COUNT, "ID": _ID, "ELIDE": _ELIDE}


def variables(pattern) -> set[str]:
    """The `$variables` a Fluent pattern (or any piece of its syntax tree) uses."""
    found: set[str] = set()

    class Variables(Visitor):
        def visit_VariableReference(self, node):
            found.add(node.id.name)

    Variables().visit(pattern)
    return found


def parse_text(source: str, where: str = "catalog") -> ast.Resource:
    """Fluent text as a syntax tree; a syntax error fails loudly, naming where and the entry."""
    resource = FluentParser(with_spans=False).parse(source)
    junk = [entry.content.strip().splitlines()[0] for entry in resource.body if isinstance(entry, ast.Junk)]
    if junk:
        raise ValueError(f"{where}: Fluent syntax error near {junk}")
    return resource


def parse(path: Path) -> ast.Resource:
    """One .ftl file as a syntax tree."""
    return parse_text(path.read_text("utf-8"), str(path))


def sources(lang: str, game: str | None) -> list[str]:
    """The Fluent texts of `lang`: the core's, then the game's; in each folder its words, then its lessons
    (`lessons.LANG.ftl`: the teaching mode's, kept apart so the rules' words and the lessons grow apart)."""
    texts = []
    for folder in locale_dirs(game):
        for name in (f"{lang}.ftl", f"lessons.{lang}.ftl"):
            path = folder / name
            if path.exists():
                texts.append(path.read_text("utf-8"))
    return texts


def entries(resource: ast.Resource) -> dict[str, ast.Message | ast.Term]:
    """Messages by id and terms by `-id`."""
    out = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            out[entry.id.name] = entry
        elif isinstance(entry, ast.Term):
            out["-" + entry.id.name] = entry
    return out


def locale_dirs(game: str | None) -> list[Path]:
    """The core's locale folder, then the game's."""
    dirs = [LOCALE_DIR]
    if game:
        from . import registry
        dirs.append(registry.table(game).locale)
    return dirs


def _case_keys(term: ast.Term) -> list[str]:
    elements = term.value.elements
    if len(elements) == 1 and isinstance(elements[0], ast.Placeable):
        select = elements[0].expression
        if isinstance(select, ast.SelectExpression) and isinstance(select.selector, ast.VariableReference):
            return [v.key.name for v in select.variants]
    return []


def _gender(term: ast.Term) -> str:
    for attribute in term.attributes:
        if attribute.id.name == "gender":
            return "".join(e.value for e in attribute.value.elements if isinstance(e, ast.TextElement)).strip()
    return "other"


class Catalog:
    """One language's words (the core's and a game's), falling back to French for an id it lacks."""

    def __init__(self, lang: str, sources: list[str], fallback: "Catalog | Callable[[], Catalog] | None" = None):
        """`sources`: Fluent texts, the core's first; later ones may add to it, never replace it.

        `fallback` may be a function that loads it: French is then parsed only if a word is missing.
        """
        self.lang = lang
        self._fallback = fallback
        self.bundle = FluentBundle([lang], functions=FUNCTIONS, use_isolating=False)
        self.entries: dict[str, ast.Message | ast.Term] = {}
        for source in sources:
            # One parse per file (start-up on a Pi Zero): the syntax tree serves the bundle and the lookups.
            resource = parse_text(source)
            self.bundle.add_resource(resource)
            self.entries.update(entries(resource))
        self.names = self._names()
        # Sentences shown one way and said another (messages with a `.speech` attribute), newest last.
        self.speech_forms: dict[str, str] = {}
        # Messages already filled with plain values (a menu's labels are asked again at each press, and
        # `feed --lang`'s options tree asks them thousands of times an answer): (id, values) -> (text, said).
        self._filled: dict[tuple, tuple[str, str | None]] = {}
        self._patterns: dict[str, re.Pattern] = {}     # `pattern`'s, asked at every answer in teaching mode

    @property
    def fallback(self) -> "Catalog | None":
        """The French catalog a missing word comes from (loaded when first needed)."""
        if callable(self._fallback):
            self._fallback = self._fallback()
        return self._fallback

    @classmethod
    def load(cls, lang: str = DEFAULT_LANG, game: str | None = None) -> "Catalog":
        """The words of `lang` for `game` (None: the core's alone; read once, then cached); an unknown
        language gives French."""
        return _load(lang, game)

    def _names(self) -> dict[str, Name]:
        """Every term as a Name: its plain form, each case it selects on, its gender."""
        lookups = []
        for key, entry in self.entries.items():
            if isinstance(entry, ast.Term):
                cases = _case_keys(entry)
                lookups.append(f"name--{key[1:]}--plain = {{ {key} }}")
                lookups += [f'name--{key[1:]}--{case} = {{ {key}(case: "{case}") }}' for case in cases]
        self.bundle.add_resource(FluentResource("\n".join(lookups) + "\n"))
        names = {}
        for key, entry in self.entries.items():
            if isinstance(entry, ast.Term):
                cases = {case: self._format(f"name--{key[1:]}--{case}", {}) for case in _case_keys(entry)}
                names[key[1:]] = Name(self._format(f"name--{key[1:]}--plain", {}), cases, _gender(entry),
                                      id=key[1:].split("-", 1)[-1])
        return names

    def _format(self, fid: str, params: dict) -> str:
        text, errors = self.bundle.format_pattern(self.bundle.get_message(fid).value, params)
        for error in errors:
            log.warning("message %s: %s", fid, error)
        return text

    @property
    def messages(self) -> list[str]:
        """The ids of this catalog's own messages (terms excluded)."""
        return [key for key, entry in self.entries.items() if isinstance(entry, ast.Message)]

    def has(self, key: str) -> bool:
        """Whether this catalog (or its French fallback) has the message `key`."""
        return fluent_id(key) in self.entries or (self.fallback is not None and self.fallback.has(key))

    def text(self, key: str, **params) -> str:
        """The message `key` filled with `params`; the key itself when no catalog has it."""
        # Only plain values make a memo: a Name (a str) carries cases and a gender its text does not show.
        memo = (key, *params.items()) if all(type(v) in (str, int) for v in params.values()) else None
        filled = self._filled.get(memo) if memo is not None else None
        if filled is None:
            fid = fluent_id(key)
            if fid not in self.entries:
                if self.fallback is not None and self.fallback.has(key):
                    return self.fallback.text(key, **params)
                log.warning("no message %r in the %s catalog", key, self.lang)
                return key
            values = {k: self._value(v) for k, v in params.items()}
            filled = (self._format(fid, values), self._speech(fid, values))
            if memo is not None:
                if len(self._filled) >= FILLED_MAX:
                    self._filled.clear()
                self._filled[memo] = filled
        text, said = filled
        if said is not None:
            self._remember_speech(text, said)
        return text

    def shown(self, key: str) -> str:
        """The message `key` without parameters as the screen shows it, how it is said not noted (a line compared
        with what the screen says, never said itself); the key itself when no catalog has it."""
        fid = fluent_id(key)
        if fid not in self.entries:
            return self.fallback.shown(key) if self.fallback is not None and self.fallback.has(key) else key
        return self._format(fid, {})

    def pattern(self, key: str) -> re.Pattern:
        """The message `key` as the screen shows it whatever its parameters' values (its default variants): matches
        a line the screen says (`shown`, for a message with parameters)."""
        if key in self._patterns:
            return self._patterns[key]
        fid = fluent_id(key)
        if fid not in self.entries:
            found = self.fallback.pattern(key) if self.fallback is not None and self.fallback.has(key) \
                else re.compile(re.escape(key))
        else:
            entry = self.entries[fid]
            marks = {name: f"\x00{n}\x00" for n, name in enumerate(sorted(variables(entry.value)))} if entry.value else {}
            parts = re.split("\x00\\d+\x00", self._format(fid, marks))
            found = re.compile(".+?".join(re.escape(part) for part in parts))
        self._patterns[key] = found
        return found

    def _speech(self, fid: str, values: dict) -> str | None:
        """How the message is said when it has a `.speech` attribute (None: as it is shown)."""
        entry = self.entries[fid]
        if not any(attribute.id.name == "speech" for attribute in entry.attributes):
            return None
        said, errors = self.bundle.format_pattern(self.bundle.get_message(fid).attributes["speech"], values)
        for error in errors:
            log.warning("message %s.speech: %s", fid, error)
        return said

    def _remember_speech(self, text: str, said: str) -> None:
        """Note how `text` is said (speech.spoken_form reads it), the newest last."""
        if len(self.speech_forms) >= SPEECH_FORMS_MAX:
            self.speech_forms.pop(next(iter(self.speech_forms)))
        self.speech_forms[text] = said

    def name(self, term: str, case: str | None = None) -> Name:
        """The term `-term` as a Name (or one case of it as text); the id itself when unknown."""
        name = self.names.get(term)
        if name is None:
            if self.fallback is not None and term in self.fallback.names:
                name = self.fallback.names[term]
            else:
                log.warning("no term %r in the %s catalog", term, self.lang)
                return Name(term)
        return name if case is None else Name(name.cases.get(case, str(name)), id=name.id)

    def names_list(self, names: list[Name]) -> Name:
        """Several names as one: « Sire Kay, Sire Tristan et Sire Gauvain », with each case joined alike."""
        if not names:
            return Name(self.text("ui.nobody"), count=0, id="")
        if len(names) == 1:
            return names[0]
        conjunction = self.text("list.and")

        def join(parts: list[str]) -> str:
            if not parts:
                return ""
            return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + f" {conjunction} " + parts[-1]
        cases = {case for name in names for case in getattr(name, "cases", {})}
        return Name(join([str(n) for n in names]),
                    {case: join([getattr(n, "cases", {}).get(case, str(n)) for n in names]) for case in cases},
                    "plural", count=len(names))

    def result_words(self, result: str, setup: str = "") -> str:
        """A finished game's result as the journal keeps it (`winner:reason`), in plain words (a game knows its own)."""
        return result

    def event(self, event) -> str | None:
        """One engine event as a sentence (a game's catalog knows its events; the core knows none)."""
        return None

    def events(self, events) -> list[str]:
        """The sentences of one answer's events, in order (a game may put the headline first and merge alike ones)."""
        return [text for text in (self.event(event) for event in events) if text]

    @staticmethod
    def _value(value):
        if isinstance(value, bool):
            return str(value).lower()
        if isinstance(value, (int, float, str)):
            return value
        if value is None:
            return ""
        return str(value)

    def error(self, code: str | None, message: str | None) -> str:
        """A refusal in plain words: ours for a known code, else the engine's own message."""
        if code and self.has(f"error.{code}"):
            return self.text(f"error.{code}")
        return message or self.text("error.unknown")


def catalog_class(game: str | None):
    """The game's Catalog subclass (its table wing's `words`), or the core's."""
    if not game:
        return Catalog
    from . import registry
    return registry.table(game).words


@cache
def _load(lang: str, game: str | None) -> Catalog:
    cls = catalog_class(game)
    if lang == DEFAULT_LANG:
        return cls(lang, sources(lang, game))
    if not (LOCALE_DIR / f"{lang}.ftl").exists():
        log.warning("no %s catalog: the screen speaks French", lang)
        return _load(DEFAULT_LANG, game)
    return cls(lang, sources(lang, game), lambda: _load(DEFAULT_LANG, game))


# babel's locale data a Fluent bundle uses once built: plural rules and number formatting.
_BABEL_KEPT = ("plural", "number", "format", "symbols")


def lighten() -> None:
    """For a long-running process once its catalogs are loaded (the phone page): babel keeps only the
    locale data Fluent formats with (plurals, numbers), not the names of every language, territory
    and time zone (about 4 MB); anything dropped is read again if a later catalog needs it."""
    from babel import core, localedata
    for data in list(localedata._cache.values()):
        for key in [key for key in data if not any(part in key for part in _BABEL_KEPT)]:
            del data[key]
    core._global_data = None   # babel reads its global tables again when it next parses a locale
