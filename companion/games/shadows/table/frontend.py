"""Shadows' answers told whole: the events' causes and results, then every other piece that moved (issue 23).

An accepted line is said in the table's order: the events' sentences first (the card laid, the black
cards shuffled and revealed, the result and its cause, the Traitor's swords turned before the count:
words.py orders them), then, from the difference of the public states (narration.py), one sentence a
knight or a place for every piece those sentences leave unsaid. What an event already names with its
cause (« Morgane : chaque Chevalier perd 1 Point de Bravoure », « +1 Épée noire » after a lost quest)
is not said twice: `told` reads, from the events alone, which pieces they name.
"""
from __future__ import annotations

from collections import Counter

from companion.core import narration

from .menus import Menus as _Menus
from .narration import narrate
from .plays import BOARDS
from .undo import pieces_said, said_back, told as told_by_the_line

# Events whose sentence names a knight's figure going somewhere (its `knight` and `place`).
MOVES = frozenset({"moved"})
# Events whose sentence names one quest's pieces (the key of the quest's parameter, the pieces named).
QUEST_PIECES = {"warrior-added": ("war", ("warriors",)), "mordred": ("war", ("mordred",)),
                "white-played": ("quest", ("white",)), "white-discarded": ("quest", ("white",)), "black-laid-down": ("quest", ("black",)),
                "black-laid-down-by-traitor": ("quest", ("black",)), "black-laid-up": ("quest", ("black",)),
                "excalibur-moves": (None, ("position",)), "grail-laid": (None, ("grail",)),
                "despair-laid": (None, ("despair", "grail")), "desolation-takes-grail": (None, ("grail",)),
                "despair-cancels-grail": (None, ("grail", "despair")), "grail-cancels-despair": (None, ("grail", "despair"))}
QUEST_OF = {"excalibur-moves": "excalibur", "grail-laid": "grail", "despair-laid": "grail", "desolation-takes-grail": "grail",
            "despair-cancels-grail": "grail", "grail-cancels-despair": "grail"}
# Events whose sentence says where a lasting card goes (and what it does).
EFFECTS = {"vivien": "effect:vivien", "vivien-gone": "effect:vivien", "mists-of-avalon": "effect:mists-of-avalon",
           "dark-forest-laid": "quest:grail.dark_forest", "dark-forest-lifted": "quest:grail.dark_forest"}
# Points de Bravoure an event's sentence names for its `knight` (a fixed amount; `n` when the event says it).
LIFE = {"life-lost": -1, "life-gained": 1, "sacrificed": -1, "morgan-sacrifice": -2, "lady-of-the-lake": 2}
# The words that show a sentence naming a piece of the table survived (lower case).
NAMED_BY = {"siege": ("engin", "siege engine"), "swords": ("épée", "sword")}
# Siege engines an event's sentence names.
SIEGE = {"siege-added": 1, "merlin-siege": -1, "siege-won": -1}


def told(events, before: dict, after: dict) -> frozenset:
    """The pieces the events' sentences name with their cause (`kay.life`, `swords`, `quest:grail.grail`, `deck`)."""
    pieces: set[str] = set()
    life: Counter = Counter()
    siege, swords = 0, Counter()
    for event in events:
        key, p = event.key, event.params
        if key in MOVES and p.get("knight"):
            pieces.add(f"{p['knight']}.place")
        elif key in QUEST_PIECES:
            param, names = QUEST_PIECES[key]
            quest = p.get(param) if param else QUEST_OF[key]
            pieces.update(f"quest:{quest}.{name}" for name in names)
        elif key in ("quest-won", "quest-lost"):
            # The quest's end says « défaussez tout », who goes home and what they lose.
            pieces.add(f"quest:{p['quest']}")
            if p["quest"] == "lancelot":
                pieces.add("quest:dragon.status")      # « plateau côté Dragon »
            pieces.update(f"{knight}.place" for knight in p.get("knights", ()))
        elif key == "convocation":
            pieces.update(f"{knight}.place" for knight, now in after["knights"].items()
                          if now["place"] != before["knights"].get(knight, {}).get("place"))
        elif key == "knight-dies":
            pieces.update((f"{p['knight']}.alive", f"{p['knight']}.place"))
        elif key == "traitor-unmasked":
            pieces.update((f"{p['knight']}.traitor", f"{p['knight']}.place"))
        elif key == "relic-won":
            pieces.add(f"{p['knight']}.{p['relic']}")
        elif key == "countered" and p.get("by") == "excalibur" and p.get("holder"):
            pieces.add(f"{p['holder']}.excalibur")     # « Rangez Excalibur dans la boîte »
        elif key == "grail-saves":
            pieces.add(f"{p['holder']}.grail")          # « Rangez le Saint Graal dans la boîte »
        elif key == "relic-lost" and p.get("knight"):
            pieces.add(f"{p['knight']}.{p['relic']}")
        elif key in EFFECTS:
            pieces.add(EFFECTS[key])
        elif key == "squire-knighted":
            pieces.add(f"{p['knight']}.squire")
        elif key == "knight-joins":
            pieces.add(f"{p['knight']}.joins")
        elif key == "accused":
            pieces.add(f"{p['knight']}.accused")
        elif key == "accused-loyal":
            pieces.add(f"{p['knight']}.loyal")
        elif key in ("black-drawn", "black-deck-reshuffled"):
            # The table drew the card it scans (the box need not tell it so), or hears the reshuffle.
            pieces.add("deck")
        if key in LIFE and p.get("knight"):
            life[p["knight"]] += LIFE[key] * p.get("n", 1) if key in ("life-lost", "life-gained") else LIFE[key]
        if key == "morgan-life":
            for knight in after["knights"]:
                life[knight] -= 1
        if key in SIEGE:
            siege += SIEGE[key] * p.get("n", 1)
        if key == "swords-added":
            swords[p["colour"]] += p["n"]
        if key == "traitor-revealed-at-end" or key == "accused-loyal":
            swords["white"] -= p.get("flipped", 0)
            swords["black"] += p.get("flipped", 0)
    for knight, n in life.items():
        was, now = before["knights"].get(knight), after["knights"].get(knight)
        if was and now and now["alive"] and now["life"] - was["life"] == n:
            pieces.add(f"{knight}.life")
    if siege and after["siege"] - before["siege"] == siege:
        pieces.add("siege")
    if swords and all(after["swords"][c] - before["swords"][c] == swords[c] for c in ("white", "black")):
        pieces.add("swords")
    return frozenset(pieces)


class Menus(_Menus):
    """Shadows' menus, whose answers say every piece that moved (the rest of the box is menus.py's)."""

    def with_moves(self, said: list[str], outcome, before: dict, after: dict) -> list[str]:
        """The events' sentences, then one sentence a knight or a place for the pieces they leave unsaid."""
        said = super().with_moves(said, outcome, before, after)     # the counts with their causes (the Mists)
        if not before.get("knights") or not after.get("knights") \
                or any(event.key == "game-started" for event in outcome.events):
            return said         # a new game: its setup guide says the table
        text = " ".join(said).lower()
        # An event counts only where its sentence survived: words.py drops a knight's change a card's
        # sentence says for everyone (« chaque autre Chevalier gagne 1 Point ») and a card its effect names.
        pieces = {piece for piece in told(outcome.events, before, after)
                  if any(word in text for word in NAMED_BY.get(piece, ()))
                  or piece.split(".")[0] in after["knights"] and str(self.cat.knight(piece.split(".")[0], "short")).lower() in text
                  or piece not in NAMED_BY and piece.split(".")[0] not in after["knights"]}
        if after.get("over"):
            # The game is over: nobody draws again, and no figure nor life die is moved any more (the
            # verdict, the swords, the deaths and the Traitor are said; the rest stays on the board page,
            # as words.py keeps only those events at the end).
            pieces.add("deck")
            pieces |= {f"{name}.{what}" for name in after["knights"] for what in ("place", "life")}
        moves = narrate(self.cat, before, after, said=frozenset(pieces))
        at = self._moves_at(said, outcome.events, after)
        return [*said[:at], *moves, *said[at:]]

    def undo_words(self, outcome, before: dict, after: dict) -> list[str]:
        """An undo said by name: its heading, what the line had the table draw or discard in hands (its own
        events, undo.py), then the board's inverse moves (the difference of the states)."""
        heading = self.cat.events(outcome.events)
        current = next((e.params.get("current") for e in outcome.events if e.key == "undone"), None)
        line = told_by_the_line(outcome)
        board = narrate(self.cat, before, after, undone=True, said=pieces_said(line, before, after))
        board = board if isinstance(board, narration.Steps) else narration.fit(list(board))
        moves = [*said_back(self.cat, line, current), *board.lines()]
        if not moves and heading and heading[-1].rstrip().endswith(":"):
            moves = [self.cat.text("undo.nothing")]
        if heading and moves and not heading[-1].rstrip().endswith(":"):
            return [*heading[:-1], f"{heading[-1]} {moves[0]}", *moves[1:]]
        return [*heading, *moves]

    def _moves_at(self, said: list[str], events, after: dict) -> int:
        """Where the pieces go in the answer: before the game's verdict (the last steps lead to it), before
        the next knight's turn (they belong to this one), else after everything the events said."""
        if after.get("over"):
            # Before the verdict (the last steps lead to it), after the results that ended the game.
            verdict = self.cat.events([event for event in events if event.key == "game-over"])
            return said.index(verdict[0]) if verdict and verdict[0] in said else 0
        turn = next((i for i, event in enumerate(events) if event.key == "turn-begins"), None)
        if turn is None:
            return len(said)
        tail = self.cat.events(events[turn:])
        return said.index(tail[0]) if tail and tail[0] in said else len(said)

    def refusal_code(self, code: str | None, state: dict) -> str | None:
        """A combination refused names the quest's own (« deux paires de valeurs différentes »)."""
        place = ((state.get("knights") or {}).get(state.get("current")) or {}).get("place")
        if code == "breaks-combination" and place in BOARDS:
            return f"{code}-{place}"
        return super().refusal_code(code, state)

    def actor(self, state: dict):
        """Whose move it was, for BACK's question (« Reprendre : déplacement de Sire Kay ? »): the knight to play."""
        knight = state.get("current")
        return self.cat.knight(knight) if knight in (state.get("knights") or {}) else None
