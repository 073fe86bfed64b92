"""`camelot replay` starts lean (a Pi Zero 2 W): no table wing, no Pillow, no Fluent; its sentences read the same."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from companion.box.config import NO_MACHINE_CONFIG
from companion.core import plain_catalog
from companion.core.i18n import Catalog
from companion.core.plain_catalog import PlainCatalog

ROOT = Path(__file__).parent.parent
REJECTING = "new arthur gawain kay\nevil siege\nfrobnicate\nmove nowhere\nundo\nundo\nundo\n"

# Runs one replay in a fresh interpreter, then names what it imported that a replay must not.
PROBE = """
import contextlib, io, json, re, sys
from companion.cli import main
out = io.StringIO()
with contextlib.redirect_stdout(out):
    code = main(sys.argv[1:])
heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("PIL", "fluent", "babel")
               or re.fullmatch(r"companion\\.games\\.\\w+\\.table(\\..*)?", m)
               or m in ("companion.core.i18n", "companion.core.screen", "companion.core.table"))
print(json.dumps({"code": code, "out": out.getvalue(), "heavy": heavy,
                  "box": sorted(m for m in sys.modules if m.startswith("companion.box"))}))
"""


def probe(*args: str) -> dict:
    run = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, cwd=ROOT,
                         timeout=60, env={**__import__("os").environ, NO_MACHINE_CONFIG: "1"})
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


@pytest.mark.parametrize("options", [["--json"], [], ["--lang", "en"], ["--lang", "fr"]])
def test_a_replay_imports_no_table_wing_no_pillow_no_fluent(tmp_path, options):
    table = tmp_path / "refused.table"
    table.write_text(REJECTING)
    seen = probe("replay", *options, str(table))
    assert seen["code"] == 0 and seen["heavy"] == []
    if options == ["--json"]:
        # The JSON is the same in every language: the configuration is not even read.
        assert seen["box"] == [] and json.loads(seen["out"])["rejected"][0]["line"] == 3
    else:
        said = "rejected 'frobnicate'" if options == ["--lang", "en"] else "« frobnicate » refusé"
        assert said in seen["out"]


def test_an_unreadable_file_is_said_without_fluent(tmp_path):
    seen = probe("replay", "--lang", "en", str(tmp_path / "missing.table"))
    assert seen["code"] == 2 and seen["heavy"] == []


def sample(name: str, n: int):
    """A value for the placeable `name`: a number for a count or a line, text for anything else."""
    return 7 + n if name in ("line", "count", "n", "total", "copy", "copies", "commands", "id", "page", "pages") \
        else f"«{name}» d'Élise {n}"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_one_line_message_reads_as_fluent_fills_it(lang):
    simple, ids = plain_catalog.read(plain_catalog.LOCALE_DIR / f"{lang}.ftl")
    assert "replay-rejected" in simple and "cli-cannot-read" in simple and len(simple) > 50
    assert "enroll-count" in ids and "enroll-count" not in simple    # a plural: Fluent's to fill
    plain, fluent = PlainCatalog(lang), Catalog.load(lang)
    for key, template in simple.items():
        params = {name: sample(name, n) for n, name in enumerate(plain_catalog._PLACEABLE.findall(template))}
        assert plain.text(key, **params) == fluent.text(key, **params), key
    for key in ids:
        assert plain.has(key) and plain.error(key.removeprefix("error-"), "m") == fluent.error(
            key.removeprefix("error-"), "m")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_what_is_not_plain_goes_to_fluent(lang):
    plain, fluent = PlainCatalog(lang), Catalog.load(lang)
    for params in ({"line": 1234, "command": "x", "message": "y"},      # grouped digits: « 1 234 », "1,234"
                   {"line": -1, "command": "x", "message": "y"}, {"line": 3}):   # a missing value
        assert plain.text("replay.rejected", **params) == fluent.text("replay.rejected", **params)
    assert plain.text("enroll.count", count=3) == fluent.text("enroll.count", count=3)
    assert plain.text("no.such.key") == fluent.text("no.such.key") == "no.such.key"
    assert plain.error("no-such-code", None) == fluent.error("no-such-code", None)
    assert plain.error("no-such-code", "the engine's") == "the engine's"


def test_an_unknown_language_speaks_french():
    assert PlainCatalog("de").text("error.unknown") == Catalog.load("fr").text("error.unknown") == "Refusé."


def test_a_command_behaves_as_the_dataclass_it_is():
    import dataclasses

    from companion.core.protocol import Command, command

    def probe_class():
        return type("Probe", (Command,), {
            "__annotations__": {"card": "str", "under": "str | None", "cards": "tuple[str, ...]"},
            "card": "", "under": None, "cards": dataclasses.field(default_factory=tuple)})
    full, lean = dataclasses.dataclass(frozen=True)(probe_class()), command("probe")(probe_class())
    for args, kwargs in ((("b x",), {}), (("b x", "x"), {}), (("b x", "x", "y", ("z",)), {}),
                         (("b x",), {"under": "y"}), ((), {"line": "b", "card": "c"})):
        a, b = full(*args, **kwargs), lean(*args, **kwargs)
        assert repr(a) == repr(b) and hash(a) == hash(b) and dataclasses.astuple(a) == dataclasses.astuple(b)
        assert b == lean(*args, **kwargs) and b != a and b != lean("other") and (b == "b x") is False
        with pytest.raises(dataclasses.FrozenInstanceError):
            b.card = "z"
        assert dataclasses.replace(b, card="w").card == "w" and lean.verb == "probe"
    for args, kwargs in (((), {}), (("a", "b", "c", (), "e"), {}), (("a",), {"line": "b"}), (("a",), {"nope": 1})):
        with pytest.raises(TypeError):
            full(*args, **kwargs)
        with pytest.raises(TypeError):
            lean(*args, **kwargs)
