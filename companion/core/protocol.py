"""The table protocol's core: bytes and text lines -> words -> one typed command; it knows no game.

The lines section of ../shared/spec/table-protocol.md lives here (LF ends a line, `#` comments,
ASCII words separated by spaces or tabs, invalid UTF-8 refused as `bad-bytes`, a BOM at the start
of a file ignored), and the verbs every game shares: `undo`, `choose` (the answer to the question
pending) and `abandon`, parsed here (`parse_undo`, `parse_choose`, `parse_abandon`), with `choose`'s
refusal (`not_offered`). Each game brings its vocabulary (Shadows: companion/games/shadows/commands.py),
written with the public helpers here (`Command`, `command`, `count`, `plain`, `one`, `reject`,
`vocabulary`), the shared verbs included in its own order; `registry.parse` hands a line to the game
that speaks it.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import MISSING, dataclass

from .errors import CompanionError

PROTOCOL_VERSION = 1

_BOM = "\ufeff"
_SEPARATORS = re.compile(r"[ \t]+")
_WORD_CHARS = frozenset(chr(c) for c in range(0x21, 0x7F))


@dataclass(frozen=True)
class Command:
    """Base of every parsed command; `line` is the normalised text that is journaled."""

    line: str

    verb = ""


def _values(cmd) -> tuple:
    return tuple(getattr(cmd, name) for name in cmd.__dataclass_fields__)


def _init(self, *args, **kwargs) -> None:
    """A command's fields in order, by position or by name, each defaulted as declared."""
    fields = self.__dataclass_fields__
    name = type(self).__name__
    if len(args) > len(fields):
        raise TypeError(f"{name}() takes {len(fields)} arguments but {len(args)} were given")
    values = dict(zip(fields, args))
    for key, value in kwargs.items():
        if key not in fields or key in values:
            raise TypeError(f"{name}() got an unexpected or repeated argument '{key}'")
        values[key] = value
    for key, field in fields.items():
        if key not in values:
            if field.default is not MISSING:
                values[key] = field.default
            elif field.default_factory is not MISSING:
                values[key] = field.default_factory()
            else:
                raise TypeError(f"{name}() missing required argument: '{key}'")
        object.__setattr__(self, key, values[key])


def _repr(self) -> str:
    return f"{type(self).__qualname__}({', '.join(f'{k}={getattr(self, k)!r}' for k in self.__dataclass_fields__)})"


def _eq(self, other):
    return _values(self) == _values(other) if other.__class__ is self.__class__ else NotImplemented


def _hash(self) -> int:
    return hash(_values(self))


def command(verb: str):
    """Class decorator: a frozen dataclass command answering to `verb`."""
    def mark(cls):
        cls.verb = verb
        # A docstring spares dataclass writing one from the signature (inspect, at every start-up, per verb).
        cls.__doc__ = cls.__doc__ or f"The `{verb}` command."
        # Shared functions that behave as dataclass's own (tests/test_replay_startup.py): dataclass would
        # write and compile these four for each verb at every start-up, before a replay reads its first line.
        cls.__init__, cls.__repr__, cls.__eq__, cls.__hash__ = _init, _repr, _eq, _hash
        return dataclass(frozen=True, init=False, repr=False, eq=False)(cls)
    return mark


@command("undo")
class Undo(Command):
    pass


@command("choose")
class Choose(Command):
    """The answer to the question pending (`choose OPTION`)."""

    option: str = ""


@command("abandon")
class Abandon(Command):
    """Ends the game in progress without a result, at any moment (protocol rulings)."""


def reject(code: str, message: str) -> CompanionError:
    """The refusal of a malformed line: a stable code and a plain message (raise it)."""
    return CompanionError(code, message)


def is_number(word: str) -> bool:
    """ASCII digits only (`²` and `٣` are digits to Python, not to the protocol)."""
    return word.isascii() and word.isdigit()


def arity(words: list[str], low: int, high: int | None, usage: str) -> None:
    """Refuses a line whose verb (words[0]) has fewer than `low` or more than `high` arguments."""
    n = len(words) - 1
    if n < low or (high is not None and n > high):
        raise reject("bad-arguments", f"usage: {usage}")


def split_lines(data: bytes, start: bool = True) -> Iterator[bytes]:
    """A file or stream's lines: LF ends a line (a CR before it is dropped); a BOM is skipped at the
    `start` of the file only."""
    if start and data.startswith(_BOM.encode()):
        data = data[3:]
    if not data:
        return
    parts = data.split(b"\n")
    if parts[-1] == b"":
        parts.pop()
    for part in parts:
        yield part[:-1] if part.endswith(b"\r") else part


def decode(raw: bytes | str) -> str:
    """One line as text; invalid UTF-8 is refused as `bad-bytes`."""
    if isinstance(raw, str):
        return raw
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise reject(
            "bad-bytes",
            f"this line is not valid UTF-8 text (byte 0x{raw[exc.start]:02X} at position {exc.start + 1}): "
            "it was ignored",
        ) from None


def words(raw: bytes | str) -> list[str]:
    """The line's words as written, without its comment or line end, split on spaces and tabs only
    (every game's lines); invalid UTF-8 is refused as `bad-bytes`, a CR or LF left inside the line's
    words as `control-character`."""
    body = decode(raw).removesuffix("\n").removesuffix("\r").split("#", 1)[0]
    if "\r" in body or "\n" in body:
        # Only a CR right before the LF is the line's end; one inside a word (a display name) could not
        # be journaled nor written back to a file and read the same: refused in every game alike.
        raise _bad_character("\r" if "\r" in body else "\n")
    return [w for w in _SEPARATORS.split(body) if w]


def tokenize(raw: bytes | str) -> list[str] | None:
    """The line's lowercase ASCII words, or None for a blank or comment line; a refusal otherwise."""
    found = words(raw)
    for word in found:
        for ch in word:
            if ch not in _WORD_CHARS:
                raise _bad_character(ch)
    return [w.lower() for w in found] or None


def _bad_character(ch: str) -> CompanionError:
    # The character is named by its code, never echoed: it may be a control or a lone surrogate.
    code = f"U+{ord(ch):04X}"
    if ord(ch) < 0x80:
        return reject("control-character", f"this line holds a control character ({code}); "
                                           "words are separated by spaces or tabs only")
    return reject("not-ascii", f"this line holds the character {code}: the protocol's words and "
                               "numbers are plain ASCII (e.g. roll 3, not roll ³)")


# ---------------------------------------------------------------------- a game's vocabulary
# A parser of one verb takes the line (its words joined by single spaces) and the verb's arguments.
Parser = Callable[[str, list[str]], Command]


def count(args: list[str], low: int, high: int | None, usage: str) -> None:
    """Refuses a verb given fewer than `low` or more than `high` arguments (`args`: the words after the verb)."""
    arity(["", *args], low, high, usage)


def plain(cls) -> Parser:
    """The parser of a verb without arguments."""
    def parse_plain(line: str, args: list[str]):
        count(args, 0, 0, cls.verb)
        return cls(line)
    return parse_plain


def one(cls, convert: Callable[[str], object], usage: str) -> Parser:
    """The parser of a verb with one argument, checked by `convert` (which raises the refusal)."""
    def parse_one(line: str, args: list[str]):
        count(args, 1, 1, usage)
        return cls(line, convert(args[0]))
    return parse_one


def parse_choose(line: str, args: list[str]) -> Choose:
    """`choose OPTION`: the option is checked by the game, against the question pending (`not_offered`)."""
    count(args, 1, 1, "choose OPTION")
    return Choose(line, args[0])


# The verbs every game's vocabulary includes, each game listing them where its spec does (the order of
# `unknown-command`'s list of verbs).
parse_undo = plain(Undo)
parse_abandon = plain(Abandon)


def not_offered(option: str, options, code: str = "bad-choice") -> CompanionError:
    """The refusal of a `choose` whose option the question pending does not offer (raise it); `code` is the
    one the game's spec names (Merlin's and the tournament's `bad-choice`)."""
    return reject(code, f"'{option}' is not offered: choose one of {', '.join(options)}")


def check_names(names: list[str], players: int) -> tuple[str, ...]:
    """The display names of a `new` line (`new GAME N NAME…`): at most one a player (`bad-arguments`)."""
    if len(names) > players:
        raise reject("bad-arguments", f"{len(names)} names for {players} players")
    return tuple(names)


def vocabulary(parsers: dict[str, Parser], split: Callable[[bytes | str], list[str] | None] = words,
               unknown: Callable[[str], CompanionError] | None = None) -> Callable[[bytes | str], Command | None]:
    """A game's `parse`: the line's words (`split`: as written by default, `tokenize` for a game whose spec
    lowercases them), the verb's parser found in `parsers`; None for a blank or comment line; any other verb
    refused by `unknown(verb)`, by default `unknown-command` naming the verbs."""
    verbs = ", ".join(parsers)

    def parse(text: bytes | str) -> Command | None:
        """Parse one protocol line; None for a blank or comment line; CompanionError when malformed."""
        found = split(text)
        if not found:
            return None
        verb, args = found[0], found[1:]
        parser = parsers.get(verb)
        if parser is None:
            if unknown is not None:
                raise unknown(verb)
            raise reject("unknown-command", f"unknown command '{verb}' (commands: {verbs})")
        return parser(" ".join(found), args)
    return parse


# A display name (`new merlin 4 Anne Léa`): one word of a `new` line, short enough for the strip.
_SEAT_IDS = frozenset(f"p{n}" for n in range(1, 10))
NAME_LONGEST = 16          # a name shares the strip with the others' totals: longer ones are refused


def valid_name(word: str) -> bool:
    """Whether a name is one protocol word of a `new` line (any UTF-8 word without a space or `#`, not
    starting with `+`, not a seat id nor a number, which the commands use), short enough for the screen."""
    if not isinstance(word, str) or not word or len(word) > NAME_LONGEST:
        return False
    if word.startswith("+") or "#" in word or word.lower() in _SEAT_IDS or word.isdigit():
        return False
    return not any(ch.isspace() or unicodedata.category(ch)[0] in "CZ" for ch in word)
