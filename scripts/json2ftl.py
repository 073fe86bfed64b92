"""Convert flat JSON catalogs (`{"event.quest-won": "{quest} gagnée"}`) into Fluent messages.

Used once to move the catalogs to Fluent, and again whenever someone adds keys to an old
`locale/LANG.json`: the keys missing from the .ftl files are appended, mechanically converted
(`{x}` becomes `{ $x }`; `event.quest-won` becomes `event-quest-won`), to be polished by hand.

    python scripts/json2ftl.py companion/core/locale/fr.json fr
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORE = ROOT / "companion" / "core" / "locale"
GAME = ROOT / "companion" / "games" / "shadows" / "locale"
# Keys whose words know no game: they go to the core catalog.
CORE_KEYS = re.compile(r"^(sim\.|ok\.(close|more|confirm|none)$|ui\.(nobody|unknown-card)$|recap\.saved$|"
                       r"error\.(journal-.*|disk-full|internal-error|unknown|unknown-verb|bad-arguments|"
                       r"unknown-tag|nothing-to-undo|no-decision|decision-pending|not-an-option|no-game|"
                       r"game-in-progress|game-over|unknown-card)$)")


def fluent_id(key: str) -> str:
    """The Fluent identifier of a dotted catalog key."""
    return key.replace(".", "-")


def convert(template: str) -> str:
    """A str.format template as a Fluent pattern."""
    text = template.replace("{", "\x00").replace("}", "\x01")
    text = re.sub(r"\x00(\w+)\x01", r"{ $\1 }", text)
    text = text.replace("\x00", '{ "{" }').replace("\x01", '{ "}" }')
    if not text.strip():
        return '{ "" }'
    if text[0] == " " or text[-1] == " ":
        text = '{ "' + text[0] + '" }' + text[1:] if text[0] == " " else text
        text = text[:-1] + '{ " " }' if text[-1] == " " else text
    return text


def existing_ids(path: Path) -> set[str]:
    """The message and term ids already in a .ftl file."""
    if not path.exists():
        return set()
    return set(re.findall(r"^(-?[A-Za-z][\w-]*) *=", path.read_text("utf-8"), re.M))


def main(json_path: str, lang: str) -> int:
    messages = json.loads(Path(json_path).read_text("utf-8"))
    added = 0
    for key, template in sorted(messages.items()):
        target = (CORE if CORE_KEYS.match(key) else GAME) / f"{lang}.ftl"
        known = existing_ids(target)
        if fluent_id(key) in known or "-" + fluent_id(key) in known:   # a name is now a term
            continue
        with target.open("a", encoding="utf-8") as out:
            out.write(f"{fluent_id(key)} = {convert(template)}\n")
        added += 1
    print(f"{added} message(s) added for {lang}")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
