"""`effects` lists the lasting effects in the order they took effect (table-protocol.md, output), and one
that ends leaves the others in their order."""
from __future__ import annotations

from companion.journal.session import Session


def effects_after(lines: list[str]) -> list[str]:
    session = Session.in_memory()
    for line in lines:
        assert session.submit(line).accepted, line
    return session.state()["effects"]


def turn_drawing(card: str, counter: bool = True) -> list[str]:
    """A turn whose evil is `card`; `counter`: the table is asked for a Merlin (not while Vivien reigns)."""
    return ["evil black", f"black {card}", *(["choose none"] if counter else []), "draw", "end"]


def test_effects_come_in_the_order_they_took_effect():
    start = ["new arthur gawain kay no-traitor"]
    assert effects_after([*start, *turn_drawing("mists-of-avalon"), *turn_drawing("vivien")]) == [
        "mists-of-avalon", "vivien"]
    assert effects_after([*start, *turn_drawing("vivien"), *turn_drawing("mists-of-avalon", False)]) == [
        "vivien", "mists-of-avalon"]


def test_vivien_gone_leaves_the_mists_where_they_were():
    # Vivien, then the Mists; Kay alone on the Black Knight wins it (a quest won ends her reign).
    lines = ["new arthur gawain kay no-traitor", *turn_drawing("vivien"), *turn_drawing("mists-of-avalon", False),
             "evil siege", "move black-knight", "end"]
    for card in ("fight-1", "fight-1", "fight-2", "fight-2"):
        assert effects_after(lines)[0] == "vivien"
        others = ["evil siege", "siege fight-5", "roll 1", "end"]   # an engine comes and goes
        lines += [*others, *others, "evil siege", f"play {card}", "end"]
    assert effects_after(lines) == ["mists-of-avalon"]
