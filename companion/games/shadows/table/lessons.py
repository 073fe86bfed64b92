"""Shadows over Camelot's lessons (teaching mode): each rule the first time it comes into play.

Pure: reads public states (the engine's `public_state()`) and protocol lines, nothing else. The words are
`locale/lessons.LANG.ftl` (`lesson-ID`); the core tells each lesson once per game, with its page.
Pages are the French rulebook's (../shared/rules/shadows-over-camelot-rulebook-fr.txt, as the rules cite them).
"""
from __future__ import annotations

from ..cards import CARDS, KNIGHTS, QUESTS, SOLO_QUESTS, WARS
from ..state import ACCUSE_THRESHOLD, BLACK_DECK_LOW, BLACK_SWORDS_LOST, SIEGE_LOST, START_LIFE, SWORDS_END

# Every lesson, in the order a usual game meets them: its id -> the rulebook's page.
PAGES: dict[str, int | str] = {
    "goal": 18,
    "first-turn": 9,
    "squires": 19,
    "power-arthur": 17,
    "power-percival": 10,
    "card-black-knight": 11,
    "card-lancelot-dragon": 11,
    "face-down": 11,
    "card-excalibur": 11,
    "card-grail": 11,
    "card-war": 11,
    "card-special": 10,
    "heroic": 9,
    "camelot": 13,
    "white-cards": 4,
    "power-gawain": 13,
    "power-tristan": 12,
    "power-galahad": 16,
    "power-kay": 17,
    "power-palomides": 17,
    "move": 12,
    "quest-black-knight": 14,
    "quest-lancelot": 14,
    "quest-dragon": 14,
    "quest-excalibur": 15,
    "quest-grail": 15,
    "quest-war": 15,
    "siege-fight": 13,
    "special-white": 16,
    "sacrifice": 17,
    "heal": 16,
    "quest-end": 13,
    "card-dead-quest": 11,
    "death": 12,
    "traitor": 16,
    "accuse": 16,
    "no-traitor": 8,
    "traitor-unmasked": 16,
    "relic-excalibur": 15,
    "relic-grail": 12,
    "relic-armor": 14,
    "reshuffle": 10,
    "end-siege": 18,
    "end-black": 18,
    "end-swords": 18,
}

# Said before the first move: the goal (how the game is won and lost), then a turn: the Progression of Evil's
# three choices, then one heroic action.
OPENING: tuple[str, ...] = ("goal", "first-turn")

# Lessons random games may never reach (the core's coverage test skips them).
RARE: tuple[str, ...] = (
    "no-traitor",        # the variants' lessons: the core's random games play neither variant (this wing's own
    "squires",           # test plays them: tests/shadows/test_lessons.py)
    "relic-armor",       # Lancelot won takes a full house beating five black cards: random play seldom wins it
    "relic-grail",       # seven grail cards before seven black ones: random play seldom wins the Grail
    "relic-excalibur",   # five white discards more than Excalibur cards: about one random game in ten
    "card-dead-quest",   # a card drawn after its quest ended: random games seldom last that long (one in ten)
    "end-swords",        # nine swords laid: random games fall to the siege engines long before
    "sacrifice",         # the heroic lesson says it before the first heroic choice, the sacrifice's sentence as it
                         # is done: kept for the look-up (« ? » on « Sacrifier 1 Point »)
    "reshuffle",         # taught as the black deck runs low, which random games seldom see (a reshuffle typed
                         # says its rule in its own sentence)
    "card-grail",        # a second black card on the Grail, Excalibur a second step toward the lake: random games
    "card-excalibur",    # fall to the siege engines first (tests/shadows/test_lessons.py reaches both)
    "camelot",           # the heroic lesson says it at the first heroic phase, always at Camelot: one page, not two;
                         # kept for the look-up (« ? » on « Piocher des cartes »)
)

# What a first game leaves to a lesson (teaching mode only): the catalog's line -> the lesson that says it in its
# place. Arthur's turn line: his power's lesson, in the opening (« Arthur commence »). The new game's line, a page of
# its own before the setup's guide: the opening after the guide (who starts: Arthur's lesson, else the turn's line
# that stays). At three, when the allegiance cards are looked at: the Traitor's lesson, as 6 swords or engines come
# near (the box says then to look; the step before already says « sans la regarder »), a page a new table cannot use
# at the setup.
# Perceval's turn line says his power in short: his lesson says it whole in its place (a play-test read it twice). The
# warning at 6 black swords says the 7th loses: when 3 come at once (a quest lost) the end's lesson says it instead.
INSTEAD: dict[str, str] = {"event-turn-begins-arthur": "power-arthur", "setup-allegiance-three": "traitor",
                           "event-game-started": "first-turn", "event-game-started-three": "first-turn",
                           "event-turn-begins-percival": "power-percival", "event-edge-black-swords": "end-black"}

# How near an end or a threshold must come for its lesson: a few steps before it, so it is known in time.
NEAR_ACCUSE = ACCUSE_THRESHOLD - 1          # 5 swords or 5 siege engines: accusations open at 6 (p 16)
NEAR_SIEGE = SIEGE_LOST - 4                 # 8 siege engines: the 12th takes Camelot (p 18)
NEAR_BLACK = BLACK_SWORDS_LOST - 3          # 4 black swords: the 7th loses (p 18)
NEAR_SWORDS = SWORDS_END - 3                # 9 swords: the 12th ends the game (p 18)
HURT = START_LIFE - 2                       # 2 life points left: healing is worth knowing (p 16)

# The black cards that ask nothing when drawn (the answer says where they go): their lesson waits until their
# quest's black side grows (a war half lost, a second card on the Grail or against Excalibur), when what the next
# ones do matters; a first round seldom needs it.
WHEN_NEAR = frozenset({"card-war", "card-grail", "card-excalibur"})
NEAR_WARRIORS = 2           # of 4 warriors: the 4th loses the war (p 9)
NEAR_GRAIL = 2              # black cards of 7 on the Grail: the second (p 8)
NEAR_EXCALIBUR = -2         # steps toward the lake, of 5: the second (p 8)

# A knight's power, taught as his turn begins (it is used then) or at his first heroic phase.
EVIL_POWERS = frozenset({"arthur", "percival"})
HEROIC_POWERS = frozenset({"galahad", "kay", "palomides"})
CAMELOT_POWERS = frozenset({"gawain", "tristan"})      # their powers work from Camelot only
# The lesson of a quest (and of its place on the move menu).
QUEST_LESSON = {**{q: f"quest-{q}" for q in QUESTS if q not in WARS}, **{w: "quest-war" for w in WARS},
                "camelot": "camelot"}
# The black card kinds, by the quest they go to.
CARD_LESSON = {"black-knight": "card-black-knight", "lancelot-dragon": "card-lancelot-dragon",
               "excalibur": "card-excalibur", "grail": "card-grail", "war": "card-war",
               "picts": "card-war", "saxons": "card-war"}
# A pending decision -> the lesson of the question it asks.
DECISION_LESSON = {"face": "face-down", "grail": "relic-grail", "kay": "power-kay", "squire": "squires",
                   "traitor": "end-swords", "war": "card-war", "volunteer": "card-special", "reveal": "accuse",
                   "roll": "siege-fight"}
# A verb (a heroic option, a protocol verb) -> its lesson; `siege` and `black` depend on the phase.
VERB_LESSON = {"new": "goal", "evil": "first-turn", "life": "first-turn", "steal": "traitor-unmasked", "move": "move",
               "draw": "camelot", "special": "special-white", "heal": "heal", "accuse": "accuse",
               "reveal": "accuse", "sacrifice": "sacrifice", "roll": "siege-fight", "end": "first-turn",
               "reshuffle": "reshuffle", "no-traitor": "no-traitor", "squires": "squires",
               "up": "face-down", "down": "face-down", "loyal": "accuse", "traitor": "accuse",
               "self": "special-white", "others": "special-white"}
# A line's verb -> the lesson its action needs the first time it is taken (what follows it: a roll, the cards).
# The white cards' kinds come with the first card spent (a quest's lesson says which it takes, the Camelot's that
# drawing fills the hand): drawn, they wait in the hand; played, the table learns what the others are for.
# Not a heal, a sacrifice or a reshuffle: the answer's own sentence says their rule (« se soigne : défaussez les 3
# cartes identiques », « pour une seconde action, d'un autre type », « mélangez les deux pioches avec leurs
# défausses »); healing is taught before, as a knight is hurt, and the reshuffle as the black deck runs low.
DONE_LESSON = {"play": "white-cards", "siege": "siege-fight", "special": "special-white",
               "accuse": "accuse", "steal": "traitor-unmasked"}


def reached(before: dict, after: dict, line: str) -> list[str]:
    """The lessons that come into play with the accepted `line` (state before -> after; `before` is {} at a
    new game): what the line did, then the question asked now, then what comes near."""
    words = line.split()
    verb, args = (words[0], words[1:]) if words else ("", [])
    out: list[str] = []
    if not before:
        out += list(OPENING)
        options = after.get("options") or {}
        if not options.get("no_traitor") and len(after.get("knights") or {}) > 3:
            out.append("traitor")       # from four knights each looks at his card at the setup (p 8): what a Félon is
        if options.get("squires"):
            out.append("squires")
    out += _done(before, after, verb, args)
    out += _asked(after)
    out += _near(after)
    return list(dict.fromkeys(out))


def _done(before: dict, after: dict, verb: str, args: list[str]) -> list[str]:
    """What the line just did: a black card of a new kind, an action first taken, a quest ended, a death."""
    out: list[str] = []
    if verb == "black" and args and args[0] in CARDS:
        out += _black_card(args[0], before)
    if verb in DONE_LESSON:
        out.append(DONE_LESSON[verb])
    knights0, knights = before.get("knights") or {}, after.get("knights") or {}
    for name, k in knights.items():
        old = knights0.get(name) or {}
        if k.get("traitor") and not old.get("traitor"):
            out.append("traitor-unmasked")
    if _quest_ended(before, after):
        out.append("quest-end")
    if _status(after, "dragon") == "active" and _status(before, "dragon") == "waiting":
        out.append("quest-dragon")      # Lancelot over, the board turns to the Dragon: a new quest to know
    for relic, r in (after.get("relics") or {}).items():
        if r.get("status") == "held" and ((before.get("relics") or {}).get(relic) or {}).get("status") != "held":
            out.append(f"relic-{relic}")
    if any(not k.get("alive") or k.get("life", START_LIFE) <= 1 for k in knights.values() if not k.get("traitor")):
        out.append("death")
    return out


def _black_card(slug: str, before: dict) -> list[str]:
    """A black card drawn: its kind's lesson, or the siege engine it adds when its quest is over (p 11)."""
    card = CARDS[slug]
    out: list[str] = []
    if card.quest and not _quest_alive(card.quest, before):
        out.append("card-dead-quest")
    elif card.quest in CARD_LESSON and slug != "dark-forest" and CARD_LESSON[card.quest] not in WHEN_NEAR:
        out.append(CARD_LESSON[card.quest])
    if card.is_special:
        out.append("card-special")
    return out


def _quest_alive(quest: str, state: dict) -> bool:
    """Whether black cards of `quest` still go to it (lancelot-dragon: Lancelot, then the Dragon)."""
    quests = state.get("quests") or {}
    if quest == "lancelot-dragon":
        return any((quests.get(q) or {}).get("status", "active") in ("active", "waiting")
                   for q in ("lancelot", "dragon"))
    if quest in ("excalibur", "grail"):
        return (quests.get(quest) or {}).get("status", "active") == "active"
    return True     # the Black Knight and the wars are permanent


def _status(state: dict, quest: str) -> str | None:
    return ((state.get("quests") or {}).get(quest) or {}).get("status")


def _quest_ended(before: dict, after: dict) -> bool:
    quests0, quests = before.get("quests") or {}, after.get("quests") or {}
    for name, q in quests.items():
        old = quests0.get(name) or {}
        if q.get("won", 0) + q.get("lost", 0) > old.get("won", 0) + old.get("lost", 0):
            return True
        if q.get("status") in ("won", "lost") and old.get("status") not in ("won", "lost", None):
            return True
    return False


def _asked(after: dict) -> list[str]:
    """The question the table is asked now: a decision, the Progression of Evil, a heroic action."""
    if after.get("over"):
        return []
    pending = after.get("pending")
    current = after.get("current")
    me = (after.get("knights") or {}).get(current) or {}
    powered = bool(me) and me.get("alive") and not me.get("traitor") and not me.get("squire")
    if pending:
        name = pending.get("decision")
        if name == "counter":
            options = pending.get("options") or ()
            return (["card-special"] if "merlin" in options else []) + \
                (["relic-excalibur"] if "excalibur" in options else [])
        return [DECISION_LESSON[name]] if name in DECISION_LESSON else []
    phase = after.get("phase")
    if phase == "evil":
        return ["first-turn"] + ([f"power-{current}"] if powered and current in EVIL_POWERS else [])
    if phase != "heroic":
        return []
    out = ["heroic"]
    place = me.get("place")
    at_camelot = place == "camelot"
    # At Camelot the question is drawing or fighting: the heroic lesson says it (every knight's first heroic phase
    # is at Camelot), so Camelot's own lesson is the look-up's. On a quest, acting there (its rules) or going
    # (leaving a solo quest costs). A quest is taught when a knight there is first asked to act, not as he arrives:
    # his turn is over then, and the rules serve at his next action. Not `acted`: Tristan's free move and Galahad's
    # free special count as acted, yet his heroic action is still to come (Tristan arrived on a quest acts there).
    # Leaving costs only on a solo quest (the move's lesson says so): on the Grail or a war it would be a page for
    # nothing (a play-test read it on the Grail).
    # At Camelot with an engine there, the fight's rule comes before the table picks its cards for it (the cards are
    # scanned before the fight's line is sent, so its lesson with the line came after them).
    acting = not (after.get("heroic") or {}).get("actions")
    if acting and not at_camelot:
        out += [QUEST_LESSON[place]] if place in QUEST_LESSON else []
        out += ["move"] if place in SOLO_QUESTS else []
    if acting and at_camelot and after.get("siege", 0) > 0:
        out.append("siege-fight")
    if powered and (current in HEROIC_POWERS or (current in CAMELOT_POWERS and at_camelot)):
        out.append(f"power-{current}")
    if me.get("life", START_LIFE) <= HURT:
        out.append("heal")
    return out


def _near(after: dict) -> list[str]:
    """What comes near: accusations (6 swords or engines), the end conditions, the black deck's end."""
    swords = after.get("swords") or {}
    white, black, siege = swords.get("white", 0), swords.get("black", 0), after.get("siege", 0)
    quests = after.get("quests") or {}
    out: list[str] = []
    if any((quests.get(w) or {}).get("warriors", 0) >= NEAR_WARRIORS for w in WARS):
        out.append("card-war")
    grail = quests.get("grail") or {}
    if grail.get("status", "active") == "active" and grail.get("despair", 0) >= NEAR_GRAIL:
        out.append("card-grail")
    excalibur = quests.get("excalibur") or {}
    if excalibur.get("status", "active") == "active" and excalibur.get("position", 0) <= NEAR_EXCALIBUR:
        out.append("card-excalibur")
    if white + black >= NEAR_ACCUSE or siege >= NEAR_ACCUSE:
        out += ["no-traitor"] if (after.get("options") or {}).get("no_traitor") else ["traitor", "accuse"]
    if siege >= NEAR_SIEGE:
        out.append("end-siege")
    if black >= NEAR_BLACK:
        out.append("end-black")
    if white + black >= NEAR_SWORDS:
        out.append("end-swords")
    if after.get("black_deck", BLACK_DECK_LOW + 1) <= BLACK_DECK_LOW:
        out.append("reshuffle")
    return out


# A verb whose options name what it acts on (a knight accused, the cards of a heal, a special card's target): the
# option is explained by the verb's rule, not by the power, the quest or the card it names.
ACTS_ON = {"accuse": "accuse", "heal": "heal", "steal": "traitor-unmasked", "special": "special-white"}


def explains(value: str, state: dict, line: str | None = None, path: tuple = ()) -> str | None:
    """The lesson that explains a menu option's value, a protocol verb or a card's slug in `state`; None: none.
    A menu's option is known also by what it does: the `line` it sends, the values of the `path` to its menu."""
    state = state or {}
    pending = state.get("pending") or {}
    decision = pending.get("decision")
    if decision == "counter":
        return "relic-excalibur" if value == "excalibur" else "card-special"
    acting = next((word for word in [*(line or "").split()[:1], *reversed(path)] if word in ACTS_ON), None)
    if acting and (value in KNIGHTS or value in QUEST_LESSON or value in CARDS or value == "siege"):
        return ACTS_ON[acting]
    if value in CARDS and "play" in [*(line or "").split()[:1], *path]:
        # A card played on a quest does what the quest takes (on Excalibur any card is a discard that pushes the
        # sword, Merlin too): the quest's rule, not the card's (a play-test read « la jouer est votre Action
        # Héroïque » beside each card it could throw to Excalibur).
        place = ((state.get("knights") or {}).get(state.get("current")) or {}).get("place")
        if place in QUEST_LESSON and place != "camelot":
            return QUEST_LESSON[place]
    if decision in DECISION_LESSON and value not in KNIGHTS:
        return DECISION_LESSON[decision]
    phase = state.get("phase")
    if value in ("siege", "black"):
        return "first-turn" if phase == "evil" or value == "black" else "siege-fight"
    if value == "play":
        place = ((state.get("knights") or {}).get(state.get("current")) or {}).get("place")
        return QUEST_LESSON.get(place, "white-cards") if place != "camelot" else "white-cards"
    if value in KNIGHTS:
        # On the unmasked Traitor's turn a knight is named to lose a card (p 16): his turn's rule, not a power.
        me = (state.get("knights") or {}).get(state.get("current")) or {}
        return "traitor-unmasked" if me.get("traitor") else f"power-{value}"
    if value in QUEST_LESSON:
        return QUEST_LESSON[value]
    if value in VERB_LESSON:
        return VERB_LESSON[value]
    return _card_lesson(value)


def _card_lesson(slug: str) -> str | None:
    """A card's lesson: its kind's (a black card), what white cards are, or the Traitor's (loyalty)."""
    card = CARDS.get(slug)
    if card is None:
        return None
    if card.color == "loyalty":
        return "traitor"
    if card.color == "white":
        return "special-white" if card.is_special else "white-cards"
    if card.quest in CARD_LESSON and slug != "dark-forest":
        return CARD_LESSON[card.quest]
    return "card-special"
