"""A CR inside a line (not right before its LF) is refused `control-character` in every game and on
every path: `camelot replay`, `camelot feed --memory` and a journaled `camelot feed` play the same file
the same (issue 24, fault 2; the protocols' "Lines": LF ends a line, a CR before it is dropped, no
other character ends a line)."""
from __future__ import annotations

import json

import pytest

from test_cli import camelot

# Each file: a `new` naming a player with a CR inside, the same game started properly, a line with a CR
# inside a word, then a good line; a CR in a comment and a CRLF end are fine.
FILES = {
    "merlin": [b"new merlin 2 a\rb", b"new merlin 2 Anne Bob\r", b"new merlin 2 Anne B\rob  # in progress",
               b"abandon # a comment may hold a \r"],
    "tournament": [b"new tournament 2 a\rb", b"new tournament 2 Anne Bob\r", b"colour red",
                   b"play red-3\rplay red-4", b"play red-3 # \r"],
    "shadows": [b"new arthur kay g\rawain", b"new arthur kay gawain\r", b"evil siege",
                b"move gr\rail", b"move grail # \r"],
}
REFUSED = {"merlin": {1: "control-character", 3: "control-character"},
           "tournament": {1: "control-character", 4: "control-character"},
           "shadows": {1: "control-character", 4: "control-character"}}


@pytest.mark.parametrize("kind", FILES)
def test_the_same_file_plays_the_same_on_and_off_the_box(kind, tmp_path):
    data = b"\n".join(FILES[kind]) + b"\n"
    table = tmp_path / "game.table"
    table.write_bytes(data)
    run = camelot("replay", str(table), "--json")
    assert run.returncode == 0, run.stderr
    replayed = json.loads(run.stdout)
    assert {r["line"]: r["error"] for r in replayed["rejected"]} == REFUSED[kind]
    finals = [replayed]
    for where in (["--memory"], ["--journal", str(tmp_path / "journal.sqlite")]):
        run = camelot("feed", *where, "--state", stdin=data.decode("utf-8"))
        assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
        *answers, state = [json.loads(line) for line in run.stdout.splitlines()]
        codes = {n: a["code"] for n, a in enumerate(answers, start=1) if not a["accepted"]}
        assert codes == REFUSED[kind], where
        finals.append(state)
    keep = ("over", "result", "phase", "turn", "current", "players", "knights")
    assert len({json.dumps({k: s.get(k) for k in keep}, sort_keys=True) for s in finals}) == 1
