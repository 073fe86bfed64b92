"""Player-given text shown safely: control characters escaped, never echoed raw.

A name or a refused line can hold anything a keyboard, a tag or a file sends: ESC sequences that
rewrite a terminal, U+0085 that Pillow's raqm layout refuses to draw, bidi overrides that reorder
what is read. Every place that echoes such text (refusals, `camelot replay`'s text, recaps) shows
it through `printable`, which writes each of those characters as `\\uXXXX`: visible, the same in
a terminal, a picture or a JSON document, and never a crash.
"""
from __future__ import annotations

import re

# Bidi embeddings, overrides and isolates, and the marks: invisible and reorder what follows.
_BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_UNSAFE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u2028\u2029" + _BIDI + "\ud800-\udfff]"
)


def printable(text: str, keep: str = "") -> str:
    """`text` with every control, line-separator, bidi or lone-surrogate character as `\\uXXXX`
    (except those in `keep`, e.g. the newlines of an indented JSON document)."""
    return _UNSAFE.sub(lambda m: m.group() if m.group() in keep else f"\\u{ord(m.group()):04x}", text)

