"""The words of Shadows over Camelot: names, events, decisions and card rules over the Fluent catalogs.

The messages live in `locale/LANG.ftl` beside this module: events under `event-`, the front
end's under `ui-`, `phase-`, `decision-`, `option-`, `button-`, `action-`, card rules under
`card-rule-`; knights, places and relics are terms (`-knight-arthur`, `-place-grail`,
`-relic-excalibur`) with their cases and gender. Card names come from the card data itself.
"""
from __future__ import annotations

from companion.core.i18n import DEFAULT_LANG, Catalog, Name
from ..cards import CARDS, KNIGHTS, PLACES
from ..state import SPOILS

# Event and decision parameters named like this hold a name to display, not a word to print as is.
KNIGHT_PARAMS = frozenset({"knight", "knights", "holder", "by", "to", "first", "current", "at_camelot"})
PLACE_PARAMS = frozenset({"quest", "place", "origin", "war"})
CARD_PARAMS = frozenset({"card"})
RELIC_PARAMS = frozenset({"relic"})
# Black cards whose effect depends on a quest still being played (annexe 2: « Quête finie », a siege engine).
QUEST_OF_CARD = {"desolation": "grail", "despair": "grail", "dark-forest": "grail", "excalibur": "excalibur"}


class Words(Catalog):
    """The catalog of Shadows over Camelot in one language (French fallback)."""

    def knight(self, name: str, case: str | None = None) -> Name:
        """A knight's full title: "Sire Gauvain", "Le Roi Arthur" (or a case of it: "du Roi Arthur")."""
        return self.name(f"knight-{name}", case)

    def knight_short(self, name: str) -> str:
        """A knight's bare name, for the status strip: "Gauvain"."""
        return self.text(f"knight-short.{name}")

    def place(self, name: str, case: str | None = None) -> Name:
        """A place of the board as a menu names it ("Saxons"), or a case of it ("sur la Guerre…")."""
        return self.name(f"place-{name}", case)

    def relic(self, name: str) -> Name:
        """A relic with its article and gender: "l'Armure de Lancelot"."""
        return self.name(f"relic-{name}")

    def card(self, slug: str) -> Name:
        """A card's printed name in this language (French when the data lacks it)."""
        names = CARDS[slug].name
        return Name(names.get(self.lang) or names[DEFAULT_LANG], id=slug)

    def card_rule(self, slug: str) -> tuple[str, str]:
        """(title, rule) for a rules lookup, never telling a secret.

        Black combat cards are named by their family only (their value may be laid face down) and
        both loyalty cards read the same (showing "Traitor" on screen would unmask its holder).
        """
        card = CARDS[slug]
        if card.color == "loyalty":
            family = "loyalty"
        elif card.color == "black" and card.kind == "combat":
            family = card.quest
        elif card.kind == "fight":
            return self.card(slug), self.text("card-rule.fight")
        else:
            return self.card(slug), self.text(f"card-rule.{slug}")
        return self.text(f"card-family.{family}"), self.text(f"card-rule.{family}")

    def card_now(self, slug: str, state: dict) -> str:
        """A black card's effect on the board as it stands: a card of a quest that is over adds a siege
        engine instead (its rule's « Quête finie »), one of a quest still played does what it says there."""
        quest = QUEST_OF_CARD.get(slug)
        if quest is None or not state.get("quests"):
            return self.card_rule(slug)[1]
        if (state["quests"].get(quest) or {}).get("status", "active") != "active":
            return self.text("card-now.over", quest=self.place(quest, "the"))
        return self.text(f"card-now.{slug}")

    def war_cost(self, state: dict, war: str | None = None) -> str:
        """What losing a war costs now (GLQ p 5): its black swords (Mists, Heroism), 2 siege engines, a Point
        de Bravoure for each knight there."""
        effects = state.get("effects") or []
        quest = (state.get("quests") or {}).get(war) or {}
        swords = 1 + ("mists-of-avalon" in effects) + bool(quest.get("heroism"))
        there = sum(1 for k in (state.get("knights") or {}).values() if k.get("alive") and k.get("place") == war) \
            if war else -1
        return self.text("stake.war-lost", swords=swords, siege=2, there=there)

    def phase(self, name: str) -> str:
        """A phase of the turn in words."""
        return self.text(f"phase.{name}")

    def decision(self, pending: dict) -> str:
        """The question of a pending decision, with its public details (who, which quest)."""
        name = pending["decision"]
        about = {k: v for k, v in pending.items() if k not in ("decision", "options")}
        key = f"decision.{name}"
        if name == "black" and about.get("morgan_three"):
            key = "decision.black.morgan-three"
        if name == "counter" and about.get("card"):
            key = "decision.counter.card"
        return self.text(key, **self.display_params(about))

    def stake(self, pending: dict, state: dict | None = None) -> str:
        """What each answer of a pending decision does, said with the question ('' when its answers say it).

        Never a secret: a black combat card reaches a decision without its name, and its stake names
        only the quest it goes to."""
        name, card = pending["decision"], pending.get("card")
        war = (state or {}).get("quests", {}).get(card) if card in ("picts", "saxons") else None
        if name == "counter" and war and war.get("status", "active") == "active":
            # The count this warrior makes, from the board: the fourth loses the war.
            return self.text("stake.counter.warrior", war=self.place(card), warriors=war["warriors"] + 1,
                             cost=self.war_cost(state or {}, card))
        if name == "counter" and card:
            return self.text("stake.counter.card", stake=self.card_now(card, state or {}))    # the card's effect
        if name == "war":
            return self.text("stake.war", card=pending.get("card"), cost=self.war_cost(state or {}))
        key = f"stake.{name}"
        return self.text(key, **self.display_params({k: v for k, v in pending.items() if k != "options"})) \
            if self.has(key) else ""

    def option(self, decision: str, value: str) -> str:
        """The label of one answer: "Face cachée", "Sire Kay", "Combat 3", "Personne"."""
        key = f"option.{decision}.{value}"
        if self.has(key):
            return self.text(key)
        if value in KNIGHTS:
            return self.knight(value)
        if value in PLACES:
            return self.place(value)
        if value in CARDS:
            return self.card(value)
        return self.text(f"option.{value}")

    def event(self, event) -> str | None:
        """An engine event as a sentence, or None when no catalog has words for it."""
        key = f"event.{event.key}"
        variant = event_variant(event)
        if event.key == "undone":
            # The line taken back, most precise first: `evil life`, then `evil` (what to put back differs).
            words = (event.params.get("line") or "").split()
            variant = next((v for v in ("-".join(words[:2]), words[0] if words else "") if v and self.has(f"{key}.{v}")),
                           None)
        if variant and self.has(f"{key}.{variant}"):
            key = f"{key}.{variant}"
        if not self.has(key):
            return None
        return self.text(key, **self.display_params(event.params)) or None

    def result_words(self, result: str, setup: str = "") -> str:
        """`evil:black-swords` as « victoire du Mal (au moins sept Épées noires) »."""
        winner, _, reason = result.partition(":")
        if winner not in ("evil", "knights"):
            return result       # not a game's end (the journal's own word, e.g. a damaged row)
        return self.text("games.result", winner=winner, reason=reason)

    def events(self, events, effects=None) -> list[str]:
        """One answer's events as the table reads them: the headline first, what is said twice said once.

        The end of the game, an unmasking and the last warnings (eleven siege engines, six black
        swords) come first; a number already said is not said again (the die, a combat's sums, a
        card's Points de Bravoure); alike changes of several knights are one sentence. Life totals
        and the rest stay on the board page and the phone page. `effects`: the lasting effects in play
        after these events (the state's), so a count says its causes (Mists of Avalon's sword).
        """
        events = list(events)
        told = [self._told(event) for event in _merged(events, effects)]
        told = [item for item in told if item[2]]
        if any(e.key == "game-over" for e in events) and (
                any(e.params.get("reason") == "swords" for e in events if e.key == "game-over")
                or any(e.key in ENDED_BY for e in events)):
            # Twelve swords: the last quest's sword, the Traitor's swords turned, then the final count; a game
            # a quest's result ends (the seventh black sword): the result first, then the verdict.
            told = [(len(HEADLINES), key, text) if key == "game-over" else (rank, key, text)
                    for rank, key, text in told]
            told.sort(key=lambda item: (item[1] == "game-over", item[0]))
        told.sort(key=lambda item: item[0])        # stable: the engine's order within each rank
        lines: list[tuple[str, str]] = []
        for _, key, text in told:
            if lines and (lines[-1][0], key) in SAME_LINE:
                lines[-1] = (key, f"{lines[-1][1]} {text}")   # one paragraph: the screen fills its lines
            else:
                lines.append((key, text))
        return [text for _, text in lines]

    def _told(self, event) -> tuple[int, str, str | None]:
        if event.key == "merged":
            key, params = event.params["key"], event.params["params"]
            base = key.removeprefix("event.").split(".")[0]
            return HEADLINES.get(base, len(HEADLINES)), base, self.text(key, **self.display_params(params)).strip() or None
        return HEADLINES.get(event.key, len(HEADLINES)), event.key, self.event(event)

    def display_params(self, params: dict) -> dict:
        """Parameters with knight, place, card and relic names turned into Names to display."""
        return {name: self._display(name, value) for name, value in params.items()}

    def _display(self, name: str, value):
        if name == "told":      # an undo's events of the line taken back: said by undo.py, not shown
            return ""
        if name == "gains":     # (knight, Points de Bravoure won) pairs of a quest's rewards
            return ", ".join(f"{self.knight(knight, 'short')} +{n}" for knight, n in value)
        if isinstance(value, (list, tuple)):
            return self.names_list([self._display(name, v) for v in value])
        if value is None and name in KNIGHT_PARAMS | CARD_PARAMS:
            return self.text("ui.nobody")
        if name == "position" and isinstance(value, int) and value < 0:
            return f"−{-value}"     # the minus sign of « perdue à −5 », not a hyphen
        if not isinstance(value, str):
            return value
        if name in KNIGHT_PARAMS and value in KNIGHTS:
            return self.knight(value)
        if name in PLACE_PARAMS and value in PLACES:
            return self.place(value)
        if name in CARD_PARAMS and value in CARDS:
            return self.card(value)
        if name in RELIC_PARAMS:
            return self.relic(value)
        return value


def event_variant(event) -> str | None:
    """Which wording of an event applies (`event-KEY-VARIANT` in the catalogs), if any."""
    p = event.params
    if event.key == "swords-added":
        return p["colour"]
    if event.key == "countered":
        return p["by"]
    if event.key in ("piety", "reinforcement"):
        return p["who"]
    if event.key in ("morgan-discard", "morgan-sacrifice", "traitor-steals"):
        return "none" if p.get("knight") is None else None
    if event.key == "black-drawn":
        return "hidden" if p.get("card") is None else None
    if event.key in ("quest-won", "quest-lost"):
        return "sums" if "white" in p and "black" in p else None
    if event.key == "decision":
        return "traitor" if p.get("decision") == "traitor" else None   # the twelfth sword: reveal first
    if event.key == "power-hint":
        return p["power"]
    if event.key == "moved":
        return "free" if p.get("free") else None
    if event.key == "turn-begins":
        return "traitor" if p.get("traitor") else None
    if event.key == "game-started":
        return "three" if len(p.get("knights", ())) == 3 else None
    if event.key == "grail-saves":
        return "self" if p.get("holder") == p.get("knight") else None
    if event.key == "undone":
        return (p.get("line") or "").split(" ", 1)[0] or None
    if event.key == "game-over":
        return f"swords-{p['winner']}" if p["reason"] == "swords" else p["reason"]
    return None


# What comes first in a message, in this order; everything else keeps the engine's order after them.
HEADLINES = {key: rank for rank, key in enumerate((
    "game-over", "traitor-unmasked", "fate-reveal", "traitor-revealed-at-end", "edge-siege", "edge-black-swords",
    "black-laid-down", "quest-reveal", "kay-fights", "quest-won", "quest-lost", "swords-added", "quest-steps"))}
# The table's order at a reveal (rulebook p 12): the last card laid, the black cards shuffled and
# revealed, then the result and its swords.
# Sentences said as one paragraph (the first's key, the next one's), so the screen fills its lines:
# a quest's end, its swords, the last card laid and what the table does then (a relic lost with it).
SAME_LINE = frozenset({("black-laid-down", "quest-reveal"), ("quest-reveal", "kay-fights"), ("quest-reveal", "quest-won"),
                       ("quest-reveal", "quest-lost"), ("black-laid-down", "kay-fights"), ("black-laid-down", "quest-won"),
                       ("black-laid-down", "quest-lost"), ("quest-won", "swords-added"), ("quest-lost", "swords-added"), ("black-laid-down", "combat-revealed"),
                       ("black-laid-up", "combat-revealed"), ("knight-dies", "relic-lost"),
                       ("quest-won", "quest-steps"), ("quest-lost", "quest-steps"), ("swords-added", "black-laid-down"), ("swords-added", "quest-steps"), ("black-laid-down", "quest-steps"),
                       ("quest-steps", "relic-lost"), ("quest-steps", "quest-rewards"), ("kay-fights", "quest-won"), ("kay-fights", "quest-lost")})
# Alike events of several knights (or relics) said as one sentence, and the parameter that lists them.
GROUPED = {"life-gained": "knight", "life-lost": "knight", "knight-dies": "knight", "relic-lost": "relic"}
# Results that can end the game: said before the verdict they lead to.
ENDED_BY = frozenset({"quest-won", "quest-lost", "swords-added"})
# What is still said in the answer that ends the game.
AT_THE_END = frozenset({"decision", "game-over", "traitor-unmasked", "traitor-revealed-at-end", "fate-reveal", "quest-won",
                        "quest-lost", "swords-added", "knight-dies", "relic-won"})
# Black cards that are not combat cards: their effect's sentence names them.
SPECIAL_BLACK = frozenset({"dark-forest", "desolation", "despair", "excalibur", "guinevere", "mists-of-avalon", "mordred",
                           "morgan-discard", "morgan-life", "morgan-sacrifice", "morgan-three", "picts", "saxons", "vivien"})
NAMES_ITS_CARD = frozenset({"warrior-added", "despair-laid", "desolation-takes-grail", "despair-cancels-grail",
                            "morgan-life", "morgan-discard", "morgan-sacrifice", "morgan-three", "mordred", "guinevere",
                            "vivien", "mists-of-avalon", "dark-forest-laid", "excalibur-moves"})
# A card that states the Points de Bravoure it gives or takes, and the change it states (the
# life-gained or life-lost of that knight right after it says it again).
STATED = {("piety", "self"): ("life-gained", 3), ("lady-of-the-lake", None): ("life-gained", 2),
          ("morgan-sacrifice", None): ("life-lost", 2)}
# Cards that state a change of 1 for every knight: the knights' own life-gained/life-lost of 1 follow.
STATED_FOR_ALL = {("piety", "others"): "life-gained", ("morgan-life", None): "life-lost"}


def _merged(events: list, effects=None) -> list:
    """The events with repeats dropped and alike ones joined (Event `merged`: a catalog key and its params)."""
    from companion.core.events import Event
    out: list = []
    over = any(e.key == "game-over" for e in events)
    stated: tuple[str, str | None, int] | None = None     # (life key, knight or None for all, n)
    said_lost: set[str] = set()                          # knights whose lost Point the quest's end says
    for i, event in enumerate(events):
        key, p = event.key, event.params
        following = events[i + 1] if i + 1 < len(events) else None
        if key in ("life-gained", "life-lost") and stated is not None:
            life_key, knight, n = stated
            if key == life_key and p["n"] == n and knight in (None, p["knight"]):
                if knight is not None:
                    stated = None
                continue        # the card said it
            if key == life_key and knight == p["knight"] and out and out[-1].params.get("knight") == knight:
                out.pop()       # capped at 6: the knight's own change says the true amount
                stated = None
        if key not in ("life-gained", "life-lost", "knight-dies"):
            stated = None
        cause = (key, p.get("who"))
        if cause in STATED and p.get("knight"):
            stated = (STATED[cause][0], p["knight"], STATED[cause][1])
        elif cause in STATED_FOR_ALL:
            stated = (STATED_FOR_ALL[cause], None, 1)
        if key == "siege-rolled" and following is not None and following.key in ("siege-won", "siege-lost"):
            continue            # the result says the total and the die again
        if key == "life-lost" and p.get("life") == 0 and any(
                e.key == "knight-dies" and e.params.get("knight") == p["knight"] for e in events[i + 1:]):
            continue            # his death says it
        if key == "excalibur-moves" and any(e.key in ("quest-won", "quest-lost") and e.params.get("quest") == "excalibur"
                                            for e in events[i + 1:]):
            continue            # the quest's end says it
        if key in ("quest-won", "quest-lost") and over:
            event = Event("merged", {"key": f"event.{key}.final", "params": p})
        if key == "swords-added" and any(e.key in ("quest-won", "quest-lost") for e in events[:i]):
            # One paragraph with the quest's end: its swords without the totals (the strip shows them).
            event = Event("merged", {"key": f"event.swords-added.{p['colour']}.quest",
                                     "params": _causes(p, events[:i], effects)})
        if over and key not in AT_THE_END:
            continue            # the game is over: the verdict, the swords and the deaths; the rest is on the board page
        if key in ("white-played", "black-laid-up", "grail-laid", "warrior-added", "despair-laid") \
                and _ends(p.get("quest", p.get("war", "grail")), events[i + 1:]):
            continue            # the quest's end follows: its cards go to the discard anyway
        if key == "black-laid-down" and _ends(p["quest"], events[i + 1:]):
            out.append(Event("merged", {"key": "event.black-laid-down.last", "params": p}))
            continue            # the quest's end names the quest
        if key == "black-drawn" and p.get("card") in SPECIAL_BLACK and following is not None \
                and following.key in NAMES_ITS_CARD:
            continue            # the card's own sentence names it
        if key == "black-drawn" and p.get("card") and following is not None and following.key == "decision" \
                and following.params.get("decision") == "counter":
            continue            # the counter's question names it, with what it does
        if key == "kay-fights" and _ends(p.get("quest", ""), events[i + 1:]):
            event = Event("merged", {"key": "event.kay-fights.ends", "params": p})     # the quest's sums say the total
        if key == "fate-reveal" and any(e.key == "traitor-unmasked" and e.params.get("knight") == p.get("knight")
                                        for e in events):
            event = Event("merged", {"key": "event.fate-reveal.unmasked", "params": p})   # the unmasking says the rest
        if key == "allegiance-may-be-seen" and any(e.key == "accusations-open" for e in events[i + 1:]):
            continue            # one sentence for the sixth sword
        if key == "accusations-open" and any(e.key == "allegiance-may-be-seen" for e in events[:i]):
            event = Event("merged", {"key": "event.sixth-sword", "params": p})
        if key in ("quest-won", "quest-lost") and not over:
            # The result first (its swords join it); what the table does comes after them.
            home = [] if any(e.key == "white-cards-to-share" for e in events[i + 1:]) else list(p.get("knights", []))
            losing = {e.params["knight"] for e in events[i + 1:]
                      if e.key == "life-lost" and e.params["n"] == 1 and e.params.get("life") != 0}
            lose = key == "quest-lost" and bool(home) and set(home) <= losing
            if lose:
                said_lost |= set(home)                          # « … rentre à Camelot et perd 1 Point de Bravoure »
            revealed = "white" in p and "black" in p
            if revealed:                                        # shuffled and revealed before the sums are said
                out.append(Event("merged", {"key": "event.quest-reveal", "params": {"quest": p["quest"]}}))
            out.append(event)                                   # the rewards say who goes home
            out.append(Event("merged", {"key": "event.quest-steps", "params": {
                "quest": p["quest"], "knights": home, "lose": "yes" if lose else "no", "revealed": "no"}}))
            continue
        if key == "life-lost" and p["knight"] in said_lost and p["n"] == 1 and p.get("life") != 0:
            said_lost.discard(p["knight"])
            continue            # the quest's end said it
        if key == "combat-revealed" and _ends(p["quest"], events[i + 1:]):
            continue            # the quest's end says to reveal them, with the sums
        if key == "white-cards-to-share":
            relic = next((e for e in out if e.key == "relic-won" and e.params["knight"] in p["knights"]), None)
            if relic is not None:
                out.remove(relic)   # one sentence for the knight who takes the relic home
            out.append(_rewards(event, events[i + 1:], relic))
            continue
        if key == "life-gained" and out and out[-1].key == "merged" and out[-1].params["key"].startswith("event.quest-rewards") \
                and p["knight"] in out[-1].params["params"]["knights"]:
            continue            # the rewards said it
        if key == "turn-begins" and following is not None and following.key == "power-hint" and not p.get("traitor"):
            out.append(Event("merged", {"key": f"event.turn-begins.{following.params['power']}", "params": p}))
            continue
        if key == "power-hint" and out and out[-1].key == "merged" and out[-1].params["key"].startswith("event.turn-begins"):
            continue
        if key in GROUPED and out and _joins(out[-1], event):
            last, name = out[-1], GROUPED[key]
            group = last.params["params"] if last.key == "merged" else {**last.params, name: [last.params[name]]}
            group = {**group, name: [*group[name], p[name]]}
            out[-1] = Event("merged", {"key": f"event.{key}.many", "params": group})
            continue
        out.append(event)
    return out


def _causes(swords: dict, earlier: list, effects) -> dict:
    """A quest's swords with their causes: `base` for the quest itself (its board), `heroism` and `mists`
    (1 each when Heroism lay on it or Mists of Avalon are in play; `effects` None: not known)."""
    end = next(e for e in reversed(earlier) if e.key in ("quest-won", "quest-lost"))
    won = end.key == "quest-won"
    base = SPOILS[end.params["quest"]][0 if won else 1]
    mists = 0 if won or effects is None else int("mists-of-avalon" in effects)
    heroism = swords["n"] - base - mists
    if heroism not in (0, 1) or (not won and effects is None and heroism):
        return {**swords, "base": swords["n"], "heroism": 0, "mists": 0}   # not told apart: no causes said
    return {**swords, "base": base, "heroism": heroism, "mists": mists}


def _joins(last, event) -> bool:
    """Whether `event` says for one more knight what `last` said (same change, same amount)."""
    key = last.params["key"].removeprefix("event.").removesuffix(".many") if last.key == "merged" else last.key
    params = last.params["params"] if last.key == "merged" else last.params
    return key == event.key and params.get("n") == event.params.get("n")


def _ends(quest: str, later: list) -> bool:
    """Whether `quest` ends among the `later` events of the same answer."""
    return any(e.key in ("quest-won", "quest-lost") and e.params.get("quest") == quest for e in later)


def _rewards(share, later: list, relic=None):
    """A won quest's rewards as one sentence: home to Camelot, white cards to share, Points de Bravoure."""
    from companion.core.events import Event
    knights = list(share.params["knights"])
    gains: dict[str, int] = {}
    for event in later:
        if event.key != "life-gained" or event.params["knight"] not in knights or event.params["knight"] in gains:
            break
        gains[event.params["knight"]] = event.params["n"]
    amounts = set(gains.values())
    each = amounts.pop() if len(amounts) == 1 and len(gains) == len(knights) else 0
    more = {"relic": relic.params["relic"], "holder": relic.params["knight"]} if relic else {}
    return Event("merged", {"key": "event.quest-rewards" + (".relic" if relic else ""), "params": {**more,
        "knights": knights, "n": share.params["n"], "each": each,
        "gains": list(gains.items())}})
