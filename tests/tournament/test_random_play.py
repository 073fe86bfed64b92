"""Random legal play (OpenSpiel style): whatever the table does, the tournament's invariants hold.

Each step draws candidate lines from everything the protocol can say about the current table;
a refused candidate must change nothing; after each accepted line the public state must be
consistent, and at the end it must equal the replay of the accepted lines.
"""
from __future__ import annotations

import random

import pytest

from companion.core.errors import CompanionError
from companion.games.tournament.cards import CARDS, COLOURS, DISPLAY, value_of
from tests.tournament.table import Table, rebuild

ACTIONS_NO_ARGS = ["drop-weapon", "outmaneuver", "charge", "countercharge", "adapt", "disgrace", "shield"]


def candidates(state: dict, rng: random.Random) -> list[str]:
    seats = state["seats"]
    if state["pending"]:
        options = state["pending"]["options"]
        lines = [f"choose {o}" for o in options] + ["choose nothing"]
        if state["pending"]["decision"] == "adapt":
            lines += [f"play ivanhoe {s}" for s in seats]
        return lines
    if state["phase"] == "colour":
        return [f"colour {c}" for c in COLOURS] + ["pass", "play red-3", "end"]
    me = state["players"][state["current"]]
    kinds = sorted({k for p in state["players"].values() for k in p["display"]})
    lines = [f"play {k}" for k in DISPLAY] * 3
    lines += ["withdraw"] * 6 + ["end"] * 10 + [f"end {me['total']}", f"end {me['total'] + 1}"]
    lines += [f"play {a}" for a in ACTIONS_NO_ARGS]
    lines += [f"play {a} {c}" for a in ("unhorse", "change-weapon") for c in ("red", "blue", "yellow")]
    for s in seats:
        lines += [f"play {a} {s}" for a in ("break-lance", "riposte", "knock-down", "stunned", "ivanhoe")]
        lines += [f"play dodge {s} {k}" for k in kinds]
        mine = me["display"] + ["shield", "stunned"]
        theirs = state["players"][s]["display"] + ["shield", "stunned"]
        lines += [f"play outwit {rng.choice(mine)} {s} {rng.choice(theirs)}"]
    lines += [f"play retreat {k}" for k in me["display"]]
    return lines


def check_invariants(state: dict, seen: set[str]) -> None:
    players = state["players"]
    for seat, p in players.items():
        assert p["values"] == [value_of(k) for k in p["display"]]
        assert p["total"] == (len(p["display"]) if state["colour"] == "green" else sum(p["values"]))
        assert len(set(p["tokens"])) == len(p["tokens"]) and p["tokens"] == [c for c in COLOURS if c in p["tokens"]]
        assert p["display"].count("maiden-6") <= 1
        mid_tournament = state["phase"] == "play" or (state["pending"] or {}).get("decision") == "adapt"
        if seat in seen and not p["withdrawn"] and mid_tournament:
            assert p["display"], f"{seat}'s display emptied mid-tournament"
        if p["withdrawn"]:
            assert not p["display"] and not p["shield"] and not p["stunned"]
    for slug, card in CARDS.items():
        if card.is_display:
            assert sum(p["display"].count(slug) for p in players.values()) <= card.copies
    for holding in ("shield", "stunned"):
        assert sum(p[holding] for p in players.values()) <= 1
    winners = [s for s, p in players.items() if len(p["tokens"]) >= state["tokens_to_win"]]
    assert state["over"] == bool(winners)
    if state["over"]:
        assert winners == [state["result"]["winner"]] and state["phase"] == "over"
    assert sum(not p["withdrawn"] for p in players.values()) >= (1 if state["phase"] != "play" else 2)


def play_a_game(seed: int, steps: int = 400, undo: float = 0.02) -> tuple[Table, int]:
    rng = random.Random(seed)
    n = rng.randint(2, 5)
    table = Table()
    table.submit(f"new tournament {n} " + " ".join(rng.sample(["Marcel", "Raymond", "Maurice", "Danielle", "Énide"], n)))
    seen: set[str] = set()
    refused = 0
    for _ in range(steps):
        state = table.state()
        if state["over"]:
            break
        lines = candidates(state, rng)
        if rng.random() < undo:
            lines = ["undo"]
        for line in rng.sample(lines, len(lines)):
            try:
                table.submit(line)
            except CompanionError:
                refused += 1
                assert table.state() == state, f"refused '{line}' changed the state"
                continue
            break
        after = table.state()
        if line == "undo" or line.startswith("play ivanhoe") or after["tournament"] != state["tournament"]:
            seen = set()
        seen |= {s for s, p in after["players"].items() if p["display"]}
        check_invariants(after, seen)
    assert rebuild(table.lines).public_state() == table.state(), "the state is the replay of its lines"
    return table, refused


@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_every_invariant(seed):
    table, refused = play_a_game(seed)
    assert len(table.lines) > 20 and refused > 0


def test_random_games_reach_their_end_exactly_at_the_threshold():
    ended = 0
    for seed in range(100, 108):
        table, _ = play_a_game(seed, steps=2000, undo=0.0)
        state = table.state()
        if state["over"]:
            ended += 1
            winner = state["players"][state["result"]["winner"]]
            assert len(winner["tokens"]) == state["tokens_to_win"]
    assert ended >= 4
