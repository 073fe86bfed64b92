"""Random play (OpenSpiel style): thousands of random commands must keep the API's invariants.

- a refused command changes nothing;
- the state is the replay of the accepted lines;
- counters stay within the rules' bounds;
- the public state never carries a face-down value or an unrevealed allegiance;
- when the game is over, every consequence of the last effect has been applied (p 9: the end
  is checked after the effect, never in its middle);
- the public view of the black deck accounts for every black card.
"""
from __future__ import annotations

import json
import random

import pytest

from companion.journal.session import Session, replay_lines
from companion.games.shadows.actions import HEROIC_VERBS
from companion.games.shadows.cards import BLACK, FIGHT, KNIGHTS, PLACES, QUESTS, WHITE

SPECIAL_ARGS = {
    "merlin": ["siege", *QUESTS], "convocation": ["", *KNIGHTS], "fate": ["", "reveal"],
    "heroism": list(QUESTS), "lady-of-the-lake": [""], "messenger": list(KNIGHTS),
    "piety": ["self", "others"], "reinforcement": ["self", "others"], "clairvoyance": [""],
}


def candidates(state: dict, rng: random.Random) -> str:
    """A plausible next line: mostly legal, sometimes not, so both paths are exercised."""
    pending = state.get("pending")
    if pending:
        name = pending["decision"]
        if name == "black":
            return f"black {rng.choice(sorted(BLACK))}"
        if name == "roll":
            return f"roll {rng.randint(1, 8)}"
        if name == "reveal":
            return f"reveal {rng.choice(['loyal', 'loyal', 'traitor'])}"
        if rng.random() < 0.95:
            return f"choose {rng.choice(pending['options'])}"
    if state["phase"] == "evil":
        return rng.choice(["evil black"] * 6 + ["evil siege", "evil siege", "evil life", "steal arthur", "steal"])
    verb = rng.choice(["move", "move", "play", "play", "play", "draw", "siege", "special", "heal",
                       "accuse", "sacrifice", "end", "end", "end", "reshuffle"])
    if verb == "move":
        return f"move {rng.choice(PLACES)}"
    if verb == "play":
        place = state["knights"][state["current"]]["place"]
        quest = state["quests"].get(place, {})
        if rng.random() < 0.6 and place in ("picts", "saxons"):
            return f"play fight-{min(5, len(quest['white']) + 1)}"
        if rng.random() < 0.6 and place == "grail":
            return "play grail"
        return f"play {rng.choice(sorted(FIGHT) * 3 + sorted(WHITE))}"
    if verb == "siege":
        return "siege " + " ".join(rng.choice(sorted(FIGHT)) for _ in range(rng.randint(1, 3)))
    if verb == "special":
        card = rng.choice(sorted(SPECIAL_ARGS))
        return f"special {card} {rng.choice(SPECIAL_ARGS[card])}".strip()
    if verb == "heal":
        return "heal " + " ".join([rng.choice(sorted(WHITE))] * 3)
    if verb == "accuse":
        return f"accuse {rng.choice(KNIGHTS)}"
    return verb


WAR_SIEGE = 2   # GLQ p 9: a lost war adds two siege engines


def consequences_missing(before: dict, events: list, after: dict) -> list[str]:
    """What a quest's end in the game's last command left undone (GLQ pp 3-10): its swords, the
    siege engines of a lost war, the Point de Bravoure of each knight there, the knights home.

    Expressed on the events of that command: after each `quest-won`/`quest-lost`, the end
    (`game-over`) may come only once all of these have been told, and it comes last."""
    keys = [e.key for e in events]
    missing = []
    if keys[-1] != "game-over":
        missing.append(f"the game-over event is not the last one: {keys}")
    life = {k: v["life"] for k, v in before["knights"].items()}
    for i, event in enumerate(events):
        if event.key in ("life-lost", "life-gained", "grail-saves"):
            life[event.params["knight"]] = event.params["life"]
        if event.key not in ("quest-won", "quest-lost"):
            continue
        won, quest, rest = event.key == "quest-won", event.params["quest"], events[i + 1:]
        colour = "white" if won else "black"
        if not any(e.key == "swords-added" and e.params["colour"] == colour for e in rest):
            missing.append(f"{quest}: no {colour} sword")
        if not won and quest in ("picts", "saxons") and not any(
                e.key == "siege-added" and e.params["why"] == quest for e in rest):
            missing.append(f"{quest}: no siege engines")
        for knight in event.params["knights"]:
            if after["knights"][knight]["place"] not in ("camelot", "out"):
                missing.append(f"{quest}: {knight} did not come home")
            if not won and life.get(knight, 0) > 0 and not any(
                    e.key in ("life-lost", "knight-dies") and e.params["knight"] == knight for e in rest):
                missing.append(f"{quest}: {knight} lost no Point de Bravoure")
    return missing


def deck_accounts_for_every_card(session: Session) -> bool:
    """The table's view of the deck: the copies not seen elsewhere are the deck plus the unseen cards."""
    view, state = session.game.public_deck(), session.state()
    return sum(view["possible"].values()) == view["cards"] + view["unseen"] == state["black_deck"] + view["unseen"]


def hidden_values(session: Session) -> list[int]:
    game = session.game
    return [c.value for name in ("black-knight", "lancelot", "dragon")
            for c in game.quests[name].black if not c.face_up]


@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_the_invariants(seed):
    rng = random.Random(seed)
    knights = rng.sample(KNIGHTS, rng.randint(3, 7))
    flags = rng.choice(["", " no-traitor", " squires"])
    session = Session.in_memory()
    assert session.submit(f"new {' '.join(knights)}{flags}").accepted
    for _ in range(600):
        before = json.dumps(session.state(), sort_keys=True)
        line = candidates(session.state(), rng)
        verb = line.split()[0]
        # The engine's own queries (the menus ask them) agree with what it then accepts.
        if verb in HEROIC_VERBS:
            refusal = session.game.action_refusal(verb)
        else:
            refusal = session.game.steal_refusal() if verb == "steal" else None
        assert json.dumps(session.state(), sort_keys=True) == before, "a query changed the state"
        outcome = session.submit(line)
        if refusal is not None:
            assert not outcome.accepted and outcome.code == refusal.code, (line, refusal.code, outcome.code)
        after = session.state()
        if not outcome.accepted:
            assert json.dumps(after, sort_keys=True) == before, f"refused '{line}' changed the state"
            assert outcome.code and outcome.message
            continue
        assert 0 <= after["siege"] <= 12
        assert after["swords"]["black"] <= 7 + 2 or after["over"]
        for k in after["knights"].values():
            assert 0 <= k["life"] <= 6
            assert k["alive"] or k["place"] == "out"
        grail = after["quests"]["grail"]
        assert grail["grail"] + grail["despair"] <= 7
        assert -5 <= after["quests"]["excalibur"]["position"] <= 5
        for name in ("black-knight", "lancelot", "dragon"):
            quest = after["quests"][name]
            assert len(quest["black_up"]) <= quest["black"]
        for event in outcome.events:
            # A face-down card's slug names its value: it must not travel in any event.
            if session.game and hidden_values(session):
                assert "black-knight-" not in json.dumps(event.params) or event.key == "black-laid-up"
        if not after["pending"]:   # a card being resolved is in the drawer's hand
            assert deck_accounts_for_every_card(session)
        if after["over"]:
            assert after["result"]["winner"] in ("knights", "evil")
            assert not consequences_missing(json.loads(before), outcome.events, after), line
            break
    # The state is the replay of the accepted lines (undo included).
    rebuilt = replay_lines(session.lines).public_state()
    assert json.dumps(rebuilt, sort_keys=True) == json.dumps(session.game.public_state(), sort_keys=True)


@pytest.mark.parametrize("seed", range(6))
def test_undo_returns_to_the_state_before(seed):
    rng = random.Random(100 + seed)
    session = Session.in_memory()
    session.submit("new arthur gawain kay percival")
    for _ in range(300):
        before = json.dumps(session.state(), sort_keys=True)
        line = candidates(session.state(), rng)
        if session.submit(line).accepted and rng.random() < 0.2:
            assert session.submit("undo").accepted
            assert json.dumps(session.state(), sort_keys=True) == before
            session.submit(line)
        if session.state()["over"]:
            break


def test_face_down_values_never_reach_the_state():
    session = Session.in_memory()
    for line in ["new arthur gawain kay", "evil black", "black black-knight-7", "choose down"]:
        assert session.submit(line).accepted, line
    state = session.state()
    assert state["quests"]["black-knight"]["black"] == 1
    assert state["quests"]["black-knight"]["black_up"] == []
    assert "7" not in json.dumps(state["quests"]["black-knight"])
    assert "black-knight-7" not in json.dumps(state)
