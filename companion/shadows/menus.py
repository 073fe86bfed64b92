"""The Shadows over Camelot menus: each phase's A/B/C menu, the pending questions, the board page.

The loop (buttons and cards → lines, pages, notes) is the core's `companion.frontend.Frontend`;
this subclass gives what the game's states open on. What a menu may offer is asked of the
engine's own checks so a menu never restates a rule: until the engine gives side-effect-free
`can_…` checks, the heroic actions are tested with `Game.check_action` itself on the turn's
public record (`state["heroic"]`), the one place that says "one action, a second after a
sacrifice, never twice the same" (p 17).
"""
from __future__ import annotations

from types import SimpleNamespace

from ..errors import CompanionError
from ..frontend import Frontend, Note, Result, Step, _undo
from ..screen import PAGE_BREAK
from .cards import CARDS, KNIGHTS, PLACES, QUESTS, SOLO_QUESTS, WARS, Card
from .game import ACCUSE_THRESHOLD, MAX_LIFE, Game, TurnState

# Where a fight card scanned on the heroic menu can only mean "play it here".
COMBAT_PLACES = frozenset({"black-knight", "lancelot", "dragon", *WARS})
# The menu's words for the engine's kinds of heroic action.
ACTION_KIND = {"play": "quest"}


def can_act(state: dict, kind: str) -> bool:
    """Whether the current knight may take the heroic action `kind` now (the engine's check, p 17)."""
    heroic = state.get("heroic") or {}
    turn = TurnState(actions=list(heroic.get("actions", ())), sacrificed=bool(heroic.get("sacrificed")))
    try:
        Game.check_action(SimpleNamespace(ts=turn), ACTION_KIND.get(kind, kind))
    except CompanionError:
        return False
    return True


def has_acted(state: dict) -> bool:
    """Whether the current knight has spent a heroic action (a free move or special is not one)."""
    return bool((state.get("heroic") or {}).get("actions"))


def can_fight_siege(state: dict) -> bool:
    """A siege fight needs an engine around Camelot to fight (p 13)."""
    return state.get("siege", 0) > 0


def _is_black(card: Card) -> bool:
    return card.color == "black"


def _is_white(card: Card) -> bool:
    return card.color == "white"


def _is_fight(card: Card) -> bool:
    return card.is_fight


def _is_white_special(card: Card) -> bool:
    return card.color == "white" and card.is_special


def _is_loyalty(card: Card) -> bool:
    return card.color == "loyalty"


class Menus(Frontend):
    """The Shadows menus on the core's button→line loop."""

    kind = "shadows"

    def __init__(self, cat, rng=None):
        super().__init__(cat, rng)
        self._stolen: tuple | None = None       # (turn, knight) of the Traitor's steal seen this turn

    def card(self, slug: str) -> Card | None:
        """The card a tag names."""
        return CARDS.get(slug)

    def cards(self) -> list[str]:
        """Every card of the game."""
        return list(CARDS)

    def on_outcome(self, outcome, state: dict) -> None:
        """Remember the Traitor's steal, which the public state does not show."""
        self._remember_steal(outcome, state)

    def refusal_code(self, code: str | None, state: dict) -> str | None:
        """After a sacrifice, "no action left" must not suggest a second one."""
        if code == "no-action-left" and state.get("heroic", {}).get("sacrificed"):
            return "no-action-left-sacrificed"
        return code

    def board(self, state: dict) -> str:
        """The board page: every quest's progress, the relics and who holds them, lasting effects."""
        cat, quests, out = self.cat, state["quests"], [self.cat.text("board.knights")]

        def values(items) -> str:
            return ", ".join(str(v) for v in items) or cat.text("board.none")
        for name in state.get("seats", state["knights"]):
            knight = state["knights"][name]
            who = cat.knight_short(name)
            if not knight["alive"]:
                out.append(cat.text("board.knight-dead", knight=who))
            elif knight.get("traitor"):
                out.append(cat.text("board.knight-traitor", knight=who))
            else:
                out.append(cat.text("board.knight", knight=who, life=knight["life"], place=cat.place(knight["place"])))
        out.append(PAGE_BREAK)
        for name in ("black-knight", "lancelot", "dragon", "excalibur", "grail", "picts", "saxons"):
            quest, place = quests[name], cat.place(name)
            status = quest.get("status", "active")
            if status in ("won", "lost"):
                out.append(cat.text(f"board.done.{status}", quest=place))
            elif status == "waiting":
                out.append(cat.text("board.waiting", quest=place))
            elif name in ("black-knight", "lancelot", "dragon"):
                up = cat.text("board.up", values=values(quest["black_up"])) if quest["black_up"] else ""
                out.append(cat.text("board.combat", quest=place, white=values(quest["white"]),
                                    black=quest["black"], up=up))
            elif name == "excalibur":
                position = quest["position"]
                toward = "knights" if position > 0 else "oblivion" if position < 0 else "middle"
                out.append(cat.text("board.excalibur", toward=toward, steps=abs(position)))
                # The river drawn: oblivion on the left, the knights' bank on the right.
                river = "".join("◆" if step == position else "·" for step in range(-5, 6))
                out.append(cat.text("board.river", river=river))
            elif name == "grail":
                out.append(cat.text("board.grail", grail=quest["grail"], despair=quest["despair"],
                                    forest=cat.text("board.forest") if quest["dark_forest"] else ""))
            else:
                out.append(cat.text("board.war", quest=place, white=values(quest["white"]),
                                    warriors=quest["warriors"],
                                    mordred=cat.text("board.mordred") if quest["mordred"] else ""))
        out.append(PAGE_BREAK)
        relics = [cat.text(f"board.relic.{r['status']}", relic=cat.relic(name),
                           knight=cat.knight_short(r["holder"]) if r["holder"] else "")
                  for name, r in state["relics"].items()]
        out.append(cat.text("board.relics", relics=", ".join(relics)))
        if state["effects"]:
            out.append(cat.text("board.effects", effects=", ".join(cat.text(f"effect.{e}") for e in state["effects"])))
        out.append(PAGE_BREAK)
        bk, picts, saxons = quests["black-knight"], quests["picts"], quests["saxons"]
        out.append(cat.text("board.score", bk_won=bk["won"], bk_lost=bk["lost"], p_won=picts["won"],
                            p_lost=picts["lost"], s_won=saxons["won"], s_lost=saxons["lost"]))
        out.append(cat.text("board.deck", n=state["black_deck"]))
        return "\n".join(out) + self.phone_page()

    def _rule(self, slug: str) -> None:
        """Show the card's rule over the menu; nothing is sent."""
        title, rule = self.cat.card_rule(slug)
        self._note = Note(self.cat.text("ui.rule", title=title, rule=rule), full=True)

    # ------------------------------------------------------------------ idle steps, one per phase

    def _idle(self, state: dict) -> Step:
        phase = state.get("phase")
        if phase == "setup":
            return self._setup()
        if phase == "over":
            return self._over(state)
        if phase == "evil":
            return self._evil(state)
        if phase == "heroic":
            return self._heroic(state)
        return self._pending(state)

    def _setup(self) -> Step:
        items = [(k, self.cat.knight(k)) for k in KNIGHTS]
        items += [(flag, self.cat.option("new", flag)) for flag in ("no-traitor", "squires")]
        def describe(chosen: list[str]) -> str:
            seated = [c for c in chosen if c in KNIGHTS]
            return self.cat.text("ui.setup.chosen", count=len(seated)) if seated else self.cat.text("ui.setup")
        return Step(self.cat.text("ui.setup"), tuple(items), confirm=self._new_game,
                    ok_label=self.cat.text("ok.start"), describe=describe, new_game=True,
                    back=self.to_game_menu)

    def _new_game(self, chosen: tuple[str, ...]) -> Result:
        # Ticked in seat order: the order of the ticks is the order of the `new` line.
        knights = [c for c in chosen if c in KNIGHTS]
        if not 3 <= len(knights) <= 7:
            self._note = Note(self.cat.text("ui.setup.count"), alert=True)
            return None
        flags = [c for c in chosen if c not in KNIGHTS]
        return ["new " + " ".join(knights + flags)]

    def _over(self, state: dict) -> Step:
        result = state.get("result") or {}
        prompt = "\n".join((self.cat.text(f"ui.over.{result.get('winner')}"),
                            self.cat.text(f"reason.{result.get('reason')}")))
        return Step(prompt, ok=self._setup, ok_label=self.cat.text("ok.new-game"), back=_undo)

    def _evil(self, state: dict) -> Step:
        me = state["knights"][state["current"]]
        if me.get("traitor"):
            if not self._has_stolen(state):
                return self._steal(state)      # annexe 1: the unmasked Traitor steals first, once
            prompt, choices = "ui.evil.traitor", ("black", "siege")
        else:
            prompt, choices = "ui.evil", ("black", "siege", "life")
        items = tuple((c, self.cat.text(f"button.evil-{c}")) for c in choices)

        def pick(choice: str) -> Result:
            return [f"evil {choice}"]

        def take(slug: str) -> Result:
            # A black card scanned at the start of a turn: the knight drew it.
            if CARDS[slug].color == "black":
                return self._drawn(slug, state, ("evil black",))
            return self._rule(slug)

        return Step(self.cat.text(prompt), items, pick=pick, take=take, back=_undo)

    def _steal(self, state: dict) -> Step:
        """The Traitor's steal: whom he robs, or nobody when no knight holds a card (`steal` alone)."""
        victims = [(k, self.cat.knight(k)) for k in self._on_board(state) if k != state["current"]]
        victims.append(("", self.cat.text("option.nobody-has-cards")))
        step = self._menu("ui.steal", victims, lambda k: [f"steal {k}".strip()])
        step.back = _undo
        return step

    def _has_stolen(self, state: dict) -> bool:
        """Whether this Traitor's turn has had its steal (the public state does not say: we saw it)."""
        return self._stolen == (state.get("turn"), state.get("current"))

    def _remember_steal(self, outcome, state: dict) -> None:
        for event in outcome.events if outcome.accepted else ():
            if event.key == "traitor-steals":
                self._stolen = (state.get("turn"), state.get("current"))
            elif event.key == "undone" and str(event.params.get("line", "")).startswith("steal"):
                self._stolen = None

    def _drawn(self, slug: str, state: dict, before: tuple[str, ...]) -> Result:
        """The black card drawn; with Lancelot's Armor, then the card put under the deck."""
        if not self._draws_two(state):
            return [*before, f"black {slug}"]
        # The first card is kept here only: the screen never names it (it may go face down).
        return Step(self.cat.text("ui.armor"), take=lambda under: [*before, f"black {slug} under {under}"],
                    wants=_is_black, expect="ui.expect.black",
                    ok=lambda: [*before, f"black {slug}"], ok_label=self.cat.text("ok.none"))

    @staticmethod
    def _draws_two(state: dict) -> bool:
        """Lancelot's Armor: its holder draws two black cards when he chooses to draw (GLQ p 6)."""
        if "armor" not in state["knights"][state["current"]]["relics"]:
            return False
        pending = state.get("pending")
        return state["phase"] == "evil" or bool(pending and pending.get("chosen"))

    def _heroic(self, state: dict) -> Step:
        current = state["current"]
        me = state["knights"][current]
        done = state.get("heroic", {})

        def offered(kind: str) -> bool:
            if kind == "sacrifice":
                return not done.get("sacrificed")
            if not can_act(state, kind):
                return False      # the engine's own check: one action, never twice the same (p 17)
            if kind == "siege" and not can_fight_siege(state):
                return False
            if kind == "heal":
                return me["life"] < MAX_LIFE
            if kind == "accuse":
                return bool(self._suspects(state))
            return True

        kinds = ["draw", "siege"] if me["place"] == "camelot" else ["play"]
        kinds = [k for k in kinds + ["move", "special", "heal", "accuse", "sacrifice"] if offered(k)] + ["table"]
        prompt = "ui.heroic"
        if done.get("acted"):
            # `end` is refused before any action; once one is done, it and the sacrifice come first.
            # A free power (Tristan's move, Galahad's special) is no heroic action: the header waits.
            prompt = "ui.heroic.done" if has_acted(state) else "ui.heroic"
            first = ["end"] + [k for k in kinds if k == "sacrifice"]
            kinds = first + [k for k in kinds if k not in first]
        actions = {
            "play": lambda: Step(self.cat.text("ui.play"), take=lambda s: [f"play {s}"], wants=_is_white,
                                 expect="ui.expect.white"),
            "draw": lambda: ["draw"],
            "siege": lambda: self._siege([]),
            "move": lambda: self._menu("ui.move", [(p, self.cat.place(p)) for p in self._destinations(state)],
                                       lambda p: [f"move {p}"]),
            "special": lambda: Step(self.cat.text("ui.special"), take=lambda s: self._special(s, state),
                                    wants=_is_white_special, expect="ui.expect.special"),
            "heal": lambda: self._heal([]),
            "accuse": lambda: self._menu("ui.accuse", [(k, self.cat.knight(k)) for k in self._suspects(state)],
                                         lambda k: [f"accuse {k}"]),
            "sacrifice": lambda: ["sacrifice"],
            "end": lambda: ["end"],
            "table": lambda: self._table(state),
        }
        items = tuple((k, self.cat.text(f"action.{k}")) for k in kinds)
        return Step(self.cat.text(prompt), items, pick=lambda k: actions[k](),
                    take=lambda s: self._heroic_scan(s, state), back=_undo)

    def _table(self, state: dict) -> Step:
        """What happens around the table rather than in the turn: the white deck ran out, a knight
        joins or leaves (optional rule p 18)."""
        seated = [k for k, v in state["knights"].items() if v["alive"]]
        free = [k for k in KNIGHTS if k not in state["knights"]]
        choices = {
            "reshuffle": lambda: ["reshuffle"],
            "join": lambda: self._menu("ui.join", [(k, self.cat.knight(k)) for k in free], lambda k: [f"join {k}"]),
            "leave": lambda: self._menu("ui.leave", [(k, self.cat.knight(k)) for k in seated],
                                        lambda k: [f"leave {k}"]),
        }
        items = [(c, self.cat.text(f"action.{c}")) for c in choices if c != "join" or free]
        return self._menu("ui.table", items, lambda c: choices[c]())

    def _heroic_scan(self, slug: str, state: dict) -> Result:
        """A card scanned on the heroic menu: played where that is the only thing it can mean."""
        card = CARDS[slug]
        place = state["knights"][state["current"]]["place"]
        if _is_white_special(card):
            return self._special(slug, state)
        if card.is_fight and place in COMBAT_PLACES:
            return [f"play {slug}"]
        if slug == "grail" and place == "grail":
            return ["play grail"]
        if card.color == "white" and place == "excalibur":
            return [f"play {slug}"]
        return self._rule(slug)

    def _siege(self, cards: list[str]) -> Step:
        prompt = self.cat.text("ui.siege")
        if cards:
            total = sum(CARDS[c].value for c in cards)
            prompt += "\n" + self.cat.text("ui.siege.total", total=total, count=len(cards))
        return Step(prompt, take=lambda s: self._siege(cards + [s]), wants=_is_fight, expect="ui.expect.fight",
                    ok=(lambda: ["siege " + " ".join(cards)]) if cards else None,
                    ok_label=self.cat.text("ok.fight"),
                    back=(lambda: self._siege(cards[:-1])) if cards else None)

    def _heal(self, cards: list[str]) -> Step:
        # Healing discards face down: the cards are counted, never named.
        def take(slug: str) -> Result:
            chosen = cards + [slug]
            return ["heal " + " ".join(chosen)] if len(chosen) == 3 else self._heal(chosen)
        return Step(self.cat.text("ui.heal", count=len(cards)), take=take, wants=_is_white,
                    expect="ui.expect.white", back=(lambda: self._heal(cards[:-1])) if cards else None)

    def _special(self, slug: str, state: dict) -> Result:
        """A special white card: its arguments from a menu, or straight to the line."""
        current = state["current"]
        others = [k for k in self._on_board(state) if k != current]
        who = [(w, self.cat.option(slug, w)) for w in ("self", "others")]
        if slug == "convocation":
            away = [(k, self.cat.knight(k)) for k in self._on_board(state)
                    if state["knights"][k]["place"] != "camelot"]
            return Step(self.cat.text("ui.special.convocation"), tuple(away),
                        confirm=lambda chosen: [" ".join(("special convocation",) + chosen)])
        if slug == "fate":
            # "" is the plain play: every living knight draws.
            items = [("", self.cat.option("fate", "draw"))]
            if self._traitor_possible(state) and not state["knights"][current].get("loyal"):
                items.append(("reveal", self.cat.option("fate", "reveal")))
        else:
            items = {
                "merlin": self._merlin_targets(state),
                "heroism": [(q, self.cat.place(q)) for q in QUESTS if self._in_play(state, q)],
                "messenger": [(k, self.cat.knight(k)) for k in others],
                "piety": who,
                "reinforcement": who,
            }.get(slug)
            if items is None:
                return [f"special {slug}"]
        return self._menu(f"ui.special.{slug}", items,
                          lambda arg: [" ".join(word for word in ("special", slug, arg) if word)])

    def _pending(self, state: dict) -> Step:
        pending = state["pending"]
        decision = pending["decision"]
        prompt = self.cat.decision(pending)
        if decision == "black":
            return Step(prompt, take=lambda s: self._drawn(s, state, ()), wants=_is_black,
                        expect="ui.expect.black", back=_undo)
        if decision == "roll":
            values = [(str(n), str(n)) for n in range(1, 9)]
            return Step(prompt, (("type", self.cat.text("button.type-roll")),),
                        pick=lambda _: self._menu("ui.roll.type", values, lambda n: [f"roll {n}"]),
                        ok=self._roll, ok_label=self.cat.text("ok.roll"), back=_undo)
        if decision == "kay":
            return Step(prompt, take=lambda s: [f"choose {s}"], wants=_is_fight, expect="ui.expect.fight",
                        ok=lambda: ["choose none"], ok_label=self.cat.text("ok.none"), back=_undo)
        verb = "reveal" if decision == "reveal" else "choose"
        items = tuple((o, self.cat.option(decision, o)) for o in pending.get("options", ()))
        step = Step(prompt, items, pick=lambda o: [f"{verb} {o}"], back=_undo)
        if decision == "reveal":
            step.take, step.wants, step.expect = (lambda s: [f"reveal {s}"]), _is_loyalty, "ui.expect.loyalty"
        return step

    def _roll(self) -> list[str]:
        value = self.die() if self.die else self.rng.randint(1, 8)
        self._announce = self.cat.text("ui.die", value=value)
        return [f"roll {value}"]

    # ------------------------------------------------------------------ reading the state

    @staticmethod
    def _on_board(state: dict) -> list[str]:
        """Living knights not unmasked, in seat order."""
        return [k for k, v in state["knights"].items() if v["alive"] and not v["traitor"]]

    @staticmethod
    def _in_play(state: dict, quest: str) -> bool:
        return state["quests"][quest].get("status", "active") == "active"

    @staticmethod
    def _traitor_possible(state: dict) -> bool:
        no_traitor = state.get("options", {}).get("no_traitor", False)
        return not no_traitor and not any(k["traitor"] for k in state["knights"].values())

    def _suspects(self, state: dict) -> list[str]:
        """Whom the current knight may accuse now (empty when he may not accuse at all)."""
        me = state["knights"][state["current"]]
        swords = state["swords"]["white"] + state["swords"]["black"]
        if (not self._traitor_possible(state) or me.get("has_accused")
                or (swords < ACCUSE_THRESHOLD and state["siege"] < ACCUSE_THRESHOLD)):
            return []
        return [k for k in self._on_board(state)
                if k != state["current"] and not state["knights"][k].get("loyal")]

    def _destinations(self, state: dict) -> list[str]:
        here = state["knights"][state["current"]]["place"]
        taken = {v["place"] for k, v in state["knights"].items() if k != state["current"]}
        return [p for p in PLACES
                if p != here and (p == "camelot" or self._in_play(state, p))
                and not (p in SOLO_QUESTS and p in taken)]

    def _merlin_targets(self, state: dict) -> list[tuple[str, str]]:
        quests = state["quests"]
        targets = [("siege", self.cat.option("merlin", "siege"))] if state["siege"] else []
        for name in ("black-knight", "lancelot", "dragon"):
            if self._in_play(state, name) and quests[name]["black"]:
                targets.append((name, self.cat.place(name)))
        if self._in_play(state, "grail") and quests["grail"]["despair"]:
            targets.append(("grail", self.cat.place("grail")))
        targets += [(w, self.cat.place(w)) for w in WARS if quests[w]["warriors"]]
        return targets
