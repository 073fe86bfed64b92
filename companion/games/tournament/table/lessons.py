"""Knizia's Camelot's lessons for the teaching mode (issue 35; the seam: the core's companion/core/lessons.py):
which rule comes into play after each accepted line, read from the public states before and after it, and which
rule a menu option or a scanned card stands for. Pure: no I/O, no clock, no random.

Pages are the French rulebook's (../shared/rules/camelot-knizia-rules-fr.txt), counted from its cover (p. 1):
each running head « CAMELOT » starts a page, so the goal is on p. 2, starting and playing on p. 3, supporters,
green, withdrawing, winning and the first colour change on p. 4, the other colour changes and the cards on one
display on p. 5, the cards on every display and the special cards on p. 6.

A first game meets the rules in this order: the goal and the first turn (at `new`); the first colour's rule and
how a tournament is won once the colour is named (its first player lays cards now); each colour's own rule the
first time a tournament is played in it (named or changed to); supporters and the
maiden when first laid; withdrawing when a player first may; each action card when first played (LANCELOT with
the first one that does not change the colour: anyone may answer it); tokens at the first tournament won.
"""
from __future__ import annotations

ACTIONS = ("unhorse", "change-weapon", "drop-weapon", "break-lance", "riposte", "dodge", "retreat", "knock-down",
           "outmaneuver", "charge", "countercharge", "adapt", "disgrace", "outwit", "shield", "stunned")
COLOURS = ("purple", "red", "blue", "yellow", "green")
RECOLOUR = ("unhorse", "change-weapon", "drop-weapon")
SUPPORTERS = ("squire-2", "squire-3", "maiden-6")
MAIDEN = "maiden-6"
ACTION_PAGES = {"unhorse": 4, "change-weapon": 5, "drop-weapon": 5, "break-lance": 5, "riposte": 5, "dodge": 5,
                "retreat": 5, "knock-down": 5, "outmaneuver": 6, "charge": 6, "countercharge": 6, "adapt": 6,
                "disgrace": 6, "outwit": 6, "shield": 6, "stunned": 6}

PAGES: dict[str, int | str] = {
    "goal": 2,                  # « Survol des règles », « But du jeu »
    "tournament": "3-4",        # « Jouer des cartes », « Gagner un tournoi »
    "first-turn": 3,            # « Débuter un tournoi »
    "colour-purple": "3-4",     # not purple twice (p. 3); a purple win: any token (p. 4)
    "colour-red": 3,            # only the tournament's colour is played (« Jouer des cartes »)
    "colour-blue": 3,
    "colour-yellow": 3,
    "colour-green": 4,          # « Tournois verts »
    "withdraw": 4,              # « Abandonner ? »
    "supporters": 4,            # « Soutien »
    "maiden": 4,                # « Soutien », « Abandonner ? »: one maiden, a token lost
    "tokens": 4,                # « Gagner un tournoi »
    "pass": 3,                  # « Débuter un tournoi »: only action cards in hand
    **{f"action-{card}": page for card, page in ACTION_PAGES.items()},
    "ivanhoe": 6,               # « LANCELOT »
    "change-colour": 5,         # « Une fois qu'un tournoi a changé de couleur »
}

# Before the first move: how the game is won, what its first player does (name the colour). How a tournament is
# won comes with the colour named, when the first cards are laid: the opening is one page each, not six.
OPENING: tuple[str, ...] = ("goal", "first-turn")

# A setup step a lesson says in its place in a first game: « À chaque tour : piochez, jouez, ou abandonnez » would
# come before the lesson « Gagner un tournoi », which says it when the first cards are laid (read twice else).
INSTEAD: dict[str, str] = {"setup-turn": "tournament"}

# Every lesson is reached by random games (tests/tournament/test_lessons.py).
RARE: tuple[str, ...] = ()


def card_lesson(card: str) -> str | None:
    """The lesson a card stands for: its colour's, the supporters', the maiden's, its own (an action card)."""
    if card == "ivanhoe":
        return "ivanhoe"
    if card in ACTIONS:
        return f"action-{card}"
    if card == MAIDEN:
        return "maiden"
    if card in SUPPORTERS:
        return "supporters"
    colour = card.rsplit("-", 1)[0]
    return f"colour-{colour}" if colour in COLOURS else None


def reached(before: dict, after: dict, line: str) -> list[str]:
    """The lessons the accepted `line` brings into play (before -> after), in the order the table meets them."""
    if not after or after.get("game") != "tournament" or after.get("over"):
        return []
    if not before or before.get("game") != "tournament":
        return list(OPENING)
    words = line.split()
    out = _done(before, after, words)
    out += _asked(before, after)
    return [lesson for lesson in dict.fromkeys(out) if lesson in PAGES]


def _laid(state: dict, cards) -> int:
    return sum(1 for p in (state.get("players") or {}).values() for card in p.get("display") or () if card in cards)


def _done(before: dict, after: dict, words: list[str]) -> list[str]:
    """What the line just did needs known: the card played, a supporter laid, a colour changed, a tournament won."""
    out = []
    verb = words[0] if words else ""
    card = words[1] if verb == "play" and len(words) > 1 else ""
    if verb == "pass":
        out.append("pass")
    if card in ACTIONS or card == "ivanhoe":
        out.append(card_lesson(card))
    if _laid(after, SUPPORTERS) > _laid(before, SUPPORTERS):
        out.append("supporters")
    if _laid(after, (MAIDEN,)) > _laid(before, (MAIDEN,)):
        out.append("maiden")
    same = after.get("tournament") == before.get("tournament")
    if same and before.get("colour") and after.get("colour") != before.get("colour"):
        out.append("change-colour")
    if card in ACTIONS and card not in RECOLOUR:
        out.append("ivanhoe")       # anyone still in the tournament may cancel it now
    if verb == "withdraw":
        out.append("withdraw")
    if len(after.get("tournaments") or {}) > len(before.get("tournaments") or {}):
        out.append("tokens")
    return out


def _asked(before: dict, after: dict) -> list[str]:
    """The question the table is asked now: a colour to play in, a decision, a turn where one may withdraw."""
    out = []
    colour = after.get("colour")
    named = colour and (not before.get("colour") or after.get("tournament") != before.get("tournament"))
    if colour and (colour != before.get("colour") or named):
        out.append(f"colour-{colour}")
    if named:
        # its first cards are laid now: the supporters the colour's lesson names (« ou de soutien »), then how the
        # turn must end
        out += ["supporters", "tournament"]
    decision = (after.get("pending") or {}).get("decision")
    out += {"lose-token": ["maiden"], "token": ["colour-purple", "tokens"], "adapt": ["action-adapt"]}.get(decision, [])
    if after.get("phase") == "play" and "withdraw" in (after.get("can") or ()):
        out.append("withdraw")
    return out


def explains(value: str, state: dict, line: str | None = None, path: tuple = ()) -> str | None:
    """The lesson that explains a menu option's value, a protocol verb or a card's slug in `state`; None: none.
    A menu's option is known also by what it does: an action card's target (a card, a colour, a player: in the
    `line` it sends or on the `path` to its menu) is explained by that action card."""
    words = (value or "").split()
    if not words:
        return None
    head = words[0]
    sent = (line or "").split()
    acting = next((word for word in [*(sent[1:2] if sent[:1] == ["play"] else ()), *reversed(path)]
                   if word in ACTIONS or word == "ivanhoe"), None)
    if acting and acting not in (head, words[-1]):
        return card_lesson(acting)
    if head == "play" and len(words) > 1:
        return card_lesson(words[1])
    if head == "colour" and len(words) > 1:
        return f"colour-{words[1]}" if words[1] in COLOURS else None
    if head == "choose":
        decision = ((state or {}).get("pending") or {}).get("decision")
        return {"lose-token": "maiden", "token": "tokens", "adapt": "action-adapt"}.get(decision)
    return {"new": "goal", "end": "tournament", "withdraw": "withdraw", "pass": "pass"}.get(head) or card_lesson(head)
