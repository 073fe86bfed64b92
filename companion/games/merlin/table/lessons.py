"""Merlin's lessons for the teaching mode (issue 35; the seam: the core's companion/core/lessons.py): which rule
comes into play after each accepted line, read from the public states before and after it, and which rule a
menu option stands for. Pure: no I/O, no clock, no random. Pages are the French rulebook's
(../shared/rules/merlin-feld-rieneck-rules-fr.txt, base game pp. 3-13, as games/merlin/*.py cite them).

A first game meets the rules in this order: the goal (at `new`), the first turn (the first die to play), then
on the die questions of round 1, one a turn so that they never pile up before a move: quest cards, apples,
flags, traitors; each kind of space the first time a figure reaches one (before its action is asked), Merlin
the first time he is moved; the scoring at the start of round 2 (the round that ends in the first one), the
end of the game at the start of round 6. A line may bring a rule earlier: a flag taken or spent, a shield
taken (traitors), a quest completed.
"""
from __future__ import annotations

PAGES: dict[str, int | str] = {
    "goal": 5,               # « Concept et But du jeu »
    "first-turn": 6,         # « Déroulement de la partie »: a die, a figure, the action of the space
    "province": 6,           # « Cases provinces »
    "servants": 7,           # « Chaque Serviteur vous permet d'effectuer une action spécifique »
    "quest-cards": 9,        # « Les cartes Quête »
    "apples": 6,             # « Les Pommes » (and their point at the end, p. 12)
    "flags": 13,             # « Les Drapeaux en détails »
    "traitors": 10,          # « 1ère catégorie : Les Traîtres », « Préparation du tour suivant »
    "vp-space": 7,           # « Cases Points de victoire »
    "influence-space": 7,    # « Cases Influence »
    "move-servant": 8,       # « Déplacer 1 Serviteur » and its « Exception »
    "exchange": 8,           # « Case d'échange »
    "quests-space": 8,       # « Cases Quête »
    "excalibur": 8,          # « Excalibur » (its 3 points: p. 10)
    "grail": 8,              # « Le Graal » (its tie: p. 11; merlin-protocol.md ruling 1)
    "manors": 9,             # « Construire un Manoir »
    "merlin": 6,             # « S'il s'agit du dé Merlin », « Les bâtons de Merlin »
    "scoring": "10-11",      # « Décompte »: traitors, Domain, influence, servants
    "final": 12,             # « Fin de partie »
}

# Said at `new`: the goal only. Merlin's setup (its Domain, start tiles, traitors and dice) runs to some 60 answers,
# so what the first player does is told at the first die to play (ROUND_ONE), just before it is needed.
OPENING: tuple[str, ...] = ("goal",)

# Every lesson is reached by random games (tests/merlin/test_lessons.py).
RARE: tuple[str, ...] = ()

# The kind of a track space (merlin-protocol.md "Track spaces") -> its lesson.
SPACES = {
    "vp-shields": "vp-space", "vp-flags": "vp-space", "vp-materials": "vp-space", "vp-influence": "vp-space",
    "influence-shield": "influence-space", "influence-flag": "influence-space",
    "influence-material": "influence-space", "influence-servant": "influence-space",
    "move-servant": "move-servant", "exchange": "exchange", "quests": "quests-space",
    "excalibur": "excalibur", "grail": "grail", "build": "manors",
}
# What a space needs known first: its quest cards. (Excalibur's lesson says its traitor itself: the traitors'
# scoring waits for its own die question, one lesson a turn rather than two on one answer.)
BEFORE_SPACE = {"quests-space": ("quest-cards",)}
AFTER_SPACE = {"province": ("servants",), "influence-space": ("servants",), "move-servant": ("servants",)}
# Round 1's die questions, one lesson each after the first (the k-th turn of the round, from 0).
ROUND_ONE = ("first-turn", "quest-cards", "apples", "flags", "traitors")
# A menu's own words and the protocol's verbs -> the lesson they stand for.
WORDS = {
    "new": "goal", "knight": "first-turn", "move": "first-turn", "merlin": "merlin", "staff": "merlin",
    "apple": "apples", "+modifiers": "apples", "flip": "flags", "ccw": "flags", "mirror": "flags",
    "other": "flags", "repel": "flags", "+flags": "flags", "+repel": "flags", "quest": "quest-cards",
    "lady": "servants", "shield-bearer": "servants", "builder": "servants", "flag-bearer": "servants",
    "score": "vp-space", "take": "influence-space", "shift": "move-servant", "exchange": "exchange",
    "swap": "quests-space", "excalibur": "excalibur", "grail": "grail", "build": "manors",
}
SCORED = (2, 4, 6)          # the rounds that end in a scoring (« Décompte »)


def space_lesson(kind: str | None) -> str | None:
    """The lesson of a track space's kind (`province-blue` -> province)."""
    if not kind:
        return None
    return "province" if kind.startswith("province-") else SPACES.get(kind)


def reached(before: dict, after: dict, line: str) -> list[str]:
    """The lessons the accepted `line` brings into play (before -> after), in the order the table meets them."""
    if not after or after.get("game") != "merlin" or after.get("over"):
        return []
    if not before or before.get("game") != "merlin":
        return ["goal"]
    words = line.split()
    out = _done(before, after, words)
    out += _asked(before, after)
    return [lesson for lesson in dict.fromkeys(out) if lesson in PAGES]


def _done(before: dict, after: dict, words: list[str]) -> list[str]:
    """What the line just did needs known: a flag spent or taken, a shield taken, a quest completed. (An apple
    spent is not: its player knew what it does; its lesson waits for a die question, one rule a turn.)"""
    out = []
    verb = words[0] if words else ""
    if verb == "quest":
        out.append("quest-cards")
    knight_ccw = words[:2] == ["move", "knight"] and "ccw" in words      # Merlin goes either way without a flag
    if verb in ("mirror", "other", "repel") or verb == "move" and "flip" in words or knight_ccw:
        out.append("flags")
    if before.get("phase") == "play" and after.get("phase") == "play":
        if _gained(before, after, "flags"):
            out.append("flags")
        if _gained(before, after, "shields"):
            out.append("traitors")
    return out


def _gained(before: dict, after: dict, key: str) -> bool:
    """Whether some player holds more of one kind of object after the line."""
    old, new = before.get("players") or {}, after.get("players") or {}
    return any(sum((new[s].get(key) or {}).values()) > sum(((old.get(s) or {}).get(key) or {}).values())
               for s in new)


def _asked(before: dict, after: dict) -> list[str]:
    """The question the table is asked now: a die to play, a space's action, the Grail's decision."""
    pending = after.get("pending") or {}
    if pending.get("decision") == "grail":
        return ["grail"]
    turn = after.get("turn") or {}
    if after.get("phase") != "play" or not turn:
        return []
    if turn.get("figure") is None:
        return _die_question(after)
    old = before.get("turn") or {}
    out = []
    if turn.get("figure") == "merlin" and old.get("figure") is None:
        out.append("merlin")
    if turn.get("kind") != old.get("kind") or turn.get("space") != old.get("space"):
        lesson = space_lesson(turn.get("kind"))
        if lesson:
            out += [*BEFORE_SPACE.get(lesson, ()), lesson, *AFTER_SPACE.get(lesson, ())]
    return out


def _die_question(state: dict) -> list[str]:
    """A die to play: round 1 teaches one rule a turn, round 2 the scoring it ends with, round 6 the end."""
    seats = state.get("seats") or []
    current, first = state.get("current"), state.get("first")
    n = len(seats) or 1
    k = ((state["turn"].get("number") or 1) - 1) * n
    if current in seats and first in seats:
        k += (seats.index(current) - seats.index(first)) % n
    rnd = state.get("round") or 1
    out = list(ROUND_ONE[:k + 1] if rnd == 1 else ROUND_ONE)
    if "apples" in out and not (state.get("players") or {}).get(current, {}).get("apples"):
        out.remove("apples")       # told when it can be used
    if rnd in SCORED:
        out.append("scoring")      # « à la fin de ce tour »: said only in a round that ends in a scoring
    if rnd == SCORED[-1]:
        out.append("final")
    return out


def explains(value: str, state: dict, line: str | None = None, path: tuple = ()) -> str | None:
    """The lesson that explains a menu option's value, a protocol verb or a card's slug in `state`; None: none. An
    option that sends a move (`line`: its label names where the figure lands) is explained by that space's rule."""
    words = (value or "").split()
    if not words:
        return None
    head = words[0]
    sent = (line or "").split()
    if sent[:1] == ["move"]:
        landed = space_lesson(_landing(sent, state or {}))
        if landed:
            return landed
    if head == "+action":
        return space_lesson(((state or {}).get("turn") or {}).get("kind"))
    if head == "place":
        return space_lesson(((state or {}).get("turn") or {}).get("kind")) or "province"
    if head == "choose":
        return "grail"
    if head == "move":
        merlin = words[1:2] == ["merlin"]
        for word in ("apple", "flip", "ccw"):
            if word in words and not (merlin and word == "ccw"):
                return WORDS[word]
        return "merlin" if merlin else "first-turn"
    if head.startswith("q") and head[1:].isdigit():
        return "quest-cards"
    # A word of a line chosen word by word (a colour, a die's value): the rule of the menu it was opened from.
    return WORDS.get(head) or next(filter(None, (explains(word, state) for word in reversed(path))), None)


def _landing(move: list[str], state: dict) -> str | None:
    """The kind of the space a `move …` line's figure lands on, from the public state and the game's board (None:
    the board is not the one the game is played on)."""
    from ..board import TRACK_LENGTH, in_use, provisional      # the printed board is data: the rules' own
    name = (state.get("board") or {}).get("name")
    board = next((b for b in (in_use(), provisional()) if b.name == name), None)
    seat = (state.get("turn") or {}).get("player") or state.get("current")
    start = state.get("merlin") if move[1:2] == ["merlin"] else (state.get("knights") or {}).get(seat)
    if board is None or start is None or len(move) < 3 or not move[2].isdigit():
        return None
    value = int(move[2])
    if "apple" in move and move.index("apple") + 1 < len(move) and move[move.index("apple") + 1].isdigit():
        value = int(move[move.index("apple") + 1])
    elif "flip" in move:
        value = 7 - value
    return board.kind((start + (-value if "ccw" in move else value)) % TRACK_LENGTH)
