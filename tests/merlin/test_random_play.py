"""Random play (OpenSpiel style): whatever the table does, Merlin's invariants hold.

Each step draws a line: one of the engine's `legal_lines()`, an entry line that is due (setup and
preparation), or garbage from everything the protocol can say. A refused line must change
nothing; after each accepted line every piece is conserved; `undo` restores the state exactly;
at the end the state equals the replay of the accepted lines; whole games reach `over`.
"""
from __future__ import annotations

import random

import pytest

from companion.core.errors import CompanionError
from tests.merlin.table import COLOURS, Table, entry_lines, rebuild

KINDS = {"shields": "shield", "flags": "flag", "materials": "material"}
SERVANTS = ("lady", "shield-bearer", "builder", "flag-bearer")
GARBAGE = [
    "end", "move knight 7", "move knight 3", "move merlin 2", "move merlin 5 cw apple 3 flip", "move knight 1 ccw",
    "move knight 2 flip", "move knight 4 apple 2", "mirror", "other p2", "other p1", "staff", "score",
    "place lady", "place builder black", "take black", "take purple", "shift lady grey", "shift builder brown",
    "exchange shield-black flag-blue", "exchange material-grey material-grey", "swap 1", "swap 2", "swap 3",
    "excalibur", "excalibur black", "grail", "build a1 black", "build c6 blue shield-orange",
    "build b3 grey influence-black", "build d6 orange", "quest q01", "quest q02 3", "quest q03 9",
    "quest q55 2", "card q01 3 flag-black", "card q01 4 flag-black", "card q02 2 influence-any servant-in-grey",
    "repel black", "repel grey", "choose black", "choose none", "choose grey", "roll p1 1 1 1 2",
    "roll p2 2 3 4 5", "traitors p1 black black black", "traitors p3 grey blue orange", "domain mmm",
    "start p1 black black black black", "start p4 grey grey grey grey", "new merlin 3", "frobnicate",
    "move", "place", "build", "quest", "card q09 0 flag-black", "move knight 3 apple 7", "other p9",
]


def noise(rng: random.Random) -> str:
    """A well-formed line with random arguments, from the whole vocabulary (mostly refused)."""
    c, s, t = rng.choice(COLOURS), rng.choice(SERVANTS), f"{rng.choice('abcd')}{rng.randint(1, 6)}"
    item = lambda: f"{rng.choice(['shield', 'flag', 'material'])}-{rng.choice(COLOURS)}"  # noqa: E731
    return rng.choice([
        f"place {s}", f"place {s} {c}", f"take {c}", f"shift {s} {c}", f"exchange {item()} {item()}",
        f"swap {rng.randint(1, 2)}", f"excalibur {c}", f"build {t} {c}", f"repel {c}",
        f"build {t} {c} {rng.choice(['shield', 'flag', 'influence'])}-{rng.choice(COLOURS)}",
        f"other p{rng.randint(1, 4)}", f"quest q{rng.randint(1, 55):02d} {rng.randint(1, 9)}",
        f"quest q{rng.randint(1, 55):02d}", f"card q{rng.randint(1, 55):02d} {rng.randint(1, 9)} {item()}",
        f"move knight {rng.randint(1, 6)}", f"move merlin {rng.randint(1, 6)} {rng.choice(['cw', 'ccw'])}",
        f"move knight {rng.randint(1, 6)} apple {rng.randint(1, 6)} ccw", f"choose {c}",
        f"roll p{rng.randint(1, 4)} {rng.randint(1, 6)} {rng.randint(1, 6)} {rng.randint(1, 6)} {rng.randint(1, 6)}",
        f"traitors p{rng.randint(1, 4)} {c} {rng.choice(COLOURS)} {rng.choice(COLOURS)}",
    ])


def check_invariants(state: dict) -> None:
    players, provinces = state["players"], state["provinces"]
    for key, kind in KINDS.items():
        for colour in COLOURS:
            total = provinces[colour][key] + sum(p[key][colour] for p in players.values())
            assert total == 6, f"{kind}-{colour}: {total} on the table"
    tiles = state["traitor_colours"]
    assert sum(tiles["pile"].values()) == state["traitor_tiles"]["pile"]
    assert sum(tiles["discard"].values()) == state["traitor_tiles"]["discard"]
    for colour in COLOURS:
        held = sum(p["traitors"].count(colour) for p in players.values())
        assert tiles["pile"][colour] + tiles["discard"][colour] + held == 4, colour
    assert state["apples"] + sum(p["apples"] for p in players.values()) == 11
    quests = state["quests"]
    assert quests["deck"] + quests["display"] + quests["discard"] + sum(p["hand"] for p in players.values()) == 55
    manors = {}
    for seat, p in players.items():
        counters = p["reserve"] + sum(provinces[c]["influence"][seat] for c in COLOURS)
        assert counters == 7, f"{seat}: {counters} counters"
        assert p["manors_left"] + len(p["manors"]) == 7
        assert 0 <= p["staffs"] <= 3 and p["apples"] >= 0 and p["hand"] >= 0
        manors.update({tile: seat for tile in p["manors"]})
        for servant, where in p["servants"].items():
            if where != "castle":
                assert provinces[where]["servants"][servant] == seat
        assert all(v >= 0 for key in KINDS for v in p[key].values())
    assert manors == state["domain"]["manors"]
    for colour, province in provinces.items():
        for servant, seat in province["servants"].items():
            assert seat is None or players[seat]["servants"][servant] == colour
    completed = [c for p in players.values() for c in p["completed"]]
    assert quests["discard"] <= 55
    if state["phase"] == "play":
        assert state["turn"] and state["current"] == state["turn"]["player"]
        assert not any(state["waiting"][k] for k in ("start", "traitors", "roll")) and not state["waiting"]["domain"]
    else:
        assert state["turn"] is None and state["current"] is None
    assert state["over"] == (state["phase"] == "over")
    if state["over"] and state["result"].get("reason") != "abandoned":
        best = max(p["score"] for p in players.values())
        assert state["result"] == {"winners": [s for s, p in players.items() if p["score"] == best], "score": best}
        assert state["final"] and set(state["scorings"]) == {"2", "4", "6"}
    assert len(completed) >= 0


def pick(state: dict, table: Table, rng: random.Random, abandon: float = 0.002) -> str:
    if rng.random() < 0.12:
        return rng.choice(GARBAGE) if rng.random() < 0.5 else noise(rng)
    if state["phase"] in ("setup", "prepare"):
        lines = entry_lines(state, rng)
        return rng.choice(lines) if lines and rng.random() < 0.95 else rng.choice(GARBAGE)
    legal = [line for line in table.game.legal_lines() if line != "abandon"]
    if rng.random() < abandon:
        return "abandon"
    return rng.choice(legal)


def play_a_game(seed: int, steps: int = 3000, undo: float = 0.05, abandon: float = 0.002) -> tuple[Table, int]:
    rng = random.Random(seed)
    n = rng.randint(2, 4)
    table = Table()
    table.submit(f"new merlin {n} " + " ".join(rng.sample(["Anne", "Marc", "Léa", "Jörg"], rng.randint(0, n))))
    refused = 0
    for _ in range(steps):
        state = table.state()
        if state["over"]:
            break
        line = pick(state, table, rng, abandon)
        try:
            table.submit(line)
        except CompanionError as err:
            refused += 1
            assert err.code != "internal-error", f"'{line}' hit a bug: {err.message}"
            assert table.state() == state, f"refused '{line}' changed the state"
            continue
        after = table.state()
        check_invariants(after)
        if rng.random() < undo:
            table.submit("undo")
            assert table.state() == state, f"undo of '{line}' did not restore the state"
            table.submit(line)
            assert table.state() == after, f"'{line}' again gave another state"
    assert rebuild(table.lines).public_state() == table.state(), "the state is the replay of its lines"
    return table, refused


@pytest.mark.parametrize("seed", range(6))
def test_random_games_keep_every_invariant(seed):
    table, refused = play_a_game(seed)
    abandoned = table.state()["result"] == {"winner": None, "reason": "abandoned"}
    assert (len(table.lines) > 50 or abandoned) and refused > 0


def test_random_games_reach_their_end():
    ended = 0
    for seed in range(100, 104):
        table, _ = play_a_game(seed, steps=4000, undo=0.0, abandon=0.0)
        state = table.state()
        if state["over"]:
            ended += 1
            assert state["round"] == 6 and state["phase"] == "over"
    assert ended == 4
