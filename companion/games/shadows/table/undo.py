"""What an undo says back that the public state does not hold (issue 34): the cards a line had the table
draw into hands or discard from them, read from the line's own events.

The difference of two public states (narration.py) names every piece on the board; the white cards in
hands are not on it. The engine gives, with its `undone` event, the events the line taken back had
(`told`, shadows/game.py): each that made knights draw or discard is said back here, knight by knight
(« Destinée : Sire Kay, Sire Tristan … reposent chacun la carte Blanche piochée »), before the board's
own inverse moves.
"""
from __future__ import annotations

# Events whose step lies in hands, not on the board: said back with `back-KEY` (the event's variant joined).
BACK = frozenset({"traitor-steals", "draw-white", "black-laid-down", "fate", "fate-reveal", "traitor-unmasked",
                  "reinforcement-self", "reinforcement-others", "convocation", "white-cards-to-share",
                  "morgan-discard", "morgan-discard-none", "morgan-sacrifice-none", "countered-merlin", "messenger",
                  "healed", "siege-won", "siege-lost", "kay-fights",
                  "morgan-three", "white-played"})
# Events that end a quest and send its cards to the discard (the card a line laid goes back from there).
ENDS = frozenset({"quest-won", "quest-lost"})


def told(outcome) -> tuple:
    """The events the line an undo took back had (none when the outcome is no undo)."""
    return next((tuple(e.params.get("told") or ()) for e in outcome.events if e.key == "undone"), ())


def _key(event) -> str:
    p = event.params
    if event.key in ("reinforcement", "piety"):
        return f"{event.key}-{p['who']}"
    if event.key == "countered":
        return f"countered-{p['by']}"
    if event.key in ("morgan-discard", "morgan-sacrifice") and p.get("knight") is None:
        return f"{event.key}-none"
    return event.key


def said_back(cat, events, current: str | None = None) -> list[str]:
    """The inverse of each step of `events` that lies in hands, last done first."""
    keys = [_key(event) for event in events]
    lines = []
    for key, event in reversed(list(zip(keys, events))):
        if key not in BACK or key == "traitor-unmasked" and "fate-reveal" in keys:
            continue        # (Fate's own sentence says the unmasked Traitor's hand with the others' cards)
        if key == "convocation" and not event.params.get("at_camelot"):
            continue        # nobody at Camelot drew
        params = dict(event.params)
        if key == "black-laid-down":
            params["knight"] = current      # the knight who laid it face down drew a white card (p 11)
        if key == "white-played":
            # The knight who laid it takes it back: off the quest, or from the discard if the card ended it.
            params["from"] = "discard" if any(other.key in ENDS and other.params.get("quest") == params["quest"]
                                              for other in events) else "quest"
        lines.append(cat.text(f"back.{key}", **cat.display_params(params)))
    return lines


def pieces_said(events, before: dict, after: dict) -> frozenset:
    """The board's pieces `said_back` already names (`quest:picts.white` when the knight takes back the cards
    the line laid there): the difference of the states does not say them again, addressed to nobody."""
    laid: dict[str, int] = {}
    for event in events:
        if event.key == "white-played":
            laid[event.params["quest"]] = laid.get(event.params["quest"], 0) + 1
    pieces = set()
    for quest, n in laid.items():
        was = len(((before.get("quests") or {}).get(quest) or {}).get("white", []))
        now = len(((after.get("quests") or {}).get(quest) or {}).get("white", []))
        if was - now == n:
            pieces.add(f"quest:{quest}.white")
    return frozenset(pieces)
