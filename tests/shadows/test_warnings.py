"""Warnings before the edge (issue: the table experience): said once, when the line is crossed."""
from __future__ import annotations

from companion.journal.session import Session


def keys(outcome):
    return [e.key for e in outcome.events]


def play(session, lines):
    outcomes = []
    for line in lines:
        outcome = session.submit(line)
        assert outcome.accepted, (line, outcome.message)
        outcomes.append(outcome)
    return outcomes


def test_the_eleventh_siege_engine_is_announced_once_and_opens_accusations_at_six():
    session = Session.in_memory()
    play(session, ["new arthur gawain kay"])
    said = [keys(o) for o in play(session, ["evil siege", "draw", "end"] * 11)]
    evil_actions = said[0::3]
    assert "accusations-open" in evil_actions[5] and not any("accusations-open" in k for k in evil_actions[6:])
    assert "edge-siege" in evil_actions[10]
    assert sum("edge-siege" in k for k in said) == 1


def test_no_accusation_warning_in_a_game_without_traitor():
    session = Session.in_memory()
    play(session, ["new arthur gawain kay no-traitor"])
    said = [keys(o) for o in play(session, ["evil siege", "draw", "end"] * 7)]
    assert not any("accusations-open" in k for k in said)


def test_the_sixth_black_sword_is_announced():
    session = Session.in_memory()
    play(session, ["new arthur gawain kay no-traitor"])
    lines = []
    for _ in range(5):   # Excalibur sinks: +2 black swords
        lines += ["evil black", "black excalibur", "draw", "end"]
    for _ in range(4):   # the Saxons win a war: +1 black sword
        lines += ["evil black", "black saxons", "draw", "end"]
    for _ in range(4):   # the Picts too: 4 black swords
        lines += ["evil black", "black picts", "draw", "end"]
    for _ in range(4):   # the Black Knight wins against nobody: 5
        lines += ["evil black", "black black-knight-1", "choose up", "draw", "end"]
    for card in ["1-5"] * 4 + ["3-7"]:   # Lancelot too: 6, one short of the end
        lines += ["evil black", f"black lancelot-dragon-{card}", "choose up", "draw", "end"]
    said = [keys(o) for o in play(session, lines)]
    warned = [i for i, k in enumerate(said) if "edge-black-swords" in k]
    assert len(warned) == 1 and session.state()["swords"]["black"] == 6


def neutral_turn(game, card: str) -> list[str]:
    """One turn drawing `card` and undoing its effect at once, so the game can drain the deck."""
    kind = game.quests["excalibur"].status
    if card.startswith("black-knight"):
        after = ["choose down", "special merlin black-knight"]
    elif card.startswith("lancelot-dragon"):
        quest = "lancelot" if game.quests["lancelot"].status == "active" else "dragon"
        after = ["choose down", f"special merlin {quest}"]
    elif card == "despair":
        after = ["special merlin grail"]
    elif card in ("picts", "saxons"):
        after = [f"special merlin {card}"]
    elif card == "mercenaries":
        after = ["choose picts", "special merlin picts"]
    elif card == "excalibur":
        after = ["draw"] if kind == "active" else ["special merlin siege"]
    else:   # every special black card: three Merlins cancel it as it is drawn
        after = ["choose merlin", "draw"]
    return ["evil black", f"black {card}", *after, "end"]


def test_the_black_deck_running_low_is_announced_then_reshuffled():
    session = Session.in_memory()
    play(session, ["new arthur gawain kay no-traitor"])
    said = []
    while session.state()["black_deck"] > 1:
        card = next(c for c, n in sorted(session.game.deck.items()) if n)
        said += [keys(o) for o in play(session, neutral_turn(session.game, card))]
    low = [i for i, k in enumerate(said) if "black-deck-low" in k]
    assert len(low) == 1
    card = next(c for c, n in session.game.deck.items() if n)
    last = [keys(o) for o in play(session, neutral_turn(session.game, card))]
    assert any("black-deck-reshuffled" in k for k in last)
    assert session.state()["black_deck"] > 60
