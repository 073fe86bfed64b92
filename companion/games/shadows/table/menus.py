"""The Shadows over Camelot menus: each phase's A/B/C menu, the pending questions, the board page.

The loop (buttons and cards → lines, pages, notes) is the core's `companion.core.frontend.Frontend`;
this subclass gives what the game's states open on. What a menu may offer is the engine's own
answer, never a second copy of the rules: the heroic actions and the Traitor's steal are the
state's `can` (`Game.allowed_verbs`: `can_act`, `can_steal`), a decision's answers its `options`.
Each heroic option keeps its place in one fixed order (the actions first), so a free power
(Tristan's move, Galahad's special) never pushes "end the turn" where an action usually is.
tests/test_menu_properties.py walks every menu against the engine.
"""
from __future__ import annotations

from companion.core.frontend import Frontend, Note, Result, Step, _undo, lay_out, section
from companion.core.screen import PAGE_BREAK
from companion.core.teaching import teacher_of
from ..cards import CARDS, KNIGHTS, PLACES, QUESTS, SOLO_QUESTS, WARS, Card
from .hand import Hand

# Where a fight card scanned on the heroic menu can only mean "play it here".
COMBAT_PLACES = frozenset({"black-knight", "lancelot", "dragon", *WARS})
# The heroic menu's order: each option keeps its place; the engine's `can` says which are shown.
QUEST_ORDER = ("black-knight", "lancelot", "dragon", "excalibur", "grail", "picts", "saxons")
HEROIC_ORDER = ("draw", "siege", "play", "move", "special", "heal", "accuse", "end", "sacrifice")
# Its layout (docs/table-experience.md): each option at its home whatever is possible now, the end of
# the turn on C of page 1 (the safe answer's key in every menu of the game); four pages of three.
HEROIC_LAYOUT = ("draw", "move", "end", "play", "siege", "heal", "special", "accuse", "sacrifice", "table")
EVIL_LAYOUT = ("black", "siege", "life")
# A decision's answers in a fixed order (the knights' decisions: the seats); "none" on C of page 1.
DECISION_LAYOUT = {"counter": ("excalibur", "merlin"), "grail": ("grail",), "face": ("up", "down"),
                   "war": WARS, "reveal": ("loyal", "traitor")}
# A special white card's arguments in a fixed order (the others: the knights, in seat order).
SPECIAL_LAYOUT = {"heroism": QUEST_ORDER, "merlin": ("siege", *QUEST_ORDER), "piety": ("self", "others"),
                  "reinforcement": ("self", "others"), "fate": ("", "reveal")}
# Answers that give up a relic for good: named and confirmed, never one press.
SPENDS = {("counter", "excalibur"), ("grail", "grail")}
# The heroic verbs that are an action of the turn (not ending it, not the sacrifice that buys one).
ACTIONS = frozenset(HEROIC_ORDER) - {"end", "sacrifice"}


def can_act(state: dict, verb: str) -> bool:
    """Whether the engine accepts the heroic verb `verb` now, arguments aside (the state's `can`)."""
    return verb in (state.get("can") or ())


def has_acted(state: dict) -> bool:
    """Whether the current knight has spent a heroic action (a free move or special is not one)."""
    return bool((state.get("heroic") or {}).get("actions"))


def heroic_prompt(state: dict) -> str:
    """The heroic menu's header key: an action to choose, the second one a sacrifice bought, or the
    turn to end (only when the engine accepts no other action)."""
    can = set(state.get("can") or ())
    if can & ACTIONS:
        heroic = state.get("heroic") or {}
        return "ui.heroic.second" if heroic.get("sacrificed") and has_acted(state) else "ui.heroic"
    return "ui.heroic.done" if "end" in can else "ui.heroic"


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


class Menus(Hand, Frontend):
    """The Shadows menus on the core's button→line loop."""

    kind = "shadows"
    guides_setup = True     # a new game's setup, page by page (narration.setup_pages)

    def card(self, slug: str) -> Card | None:
        """The card a tag names."""
        return CARDS.get(slug)

    def cards(self) -> list[str]:
        """Every card of the game."""
        return list(CARDS)

    def refusal_code(self, code: str | None, state: dict) -> str | None:
        """After a sacrifice, "no action left" must not suggest a second one."""
        if code == "no-action-left" and state.get("heroic", {}).get("sacrificed"):
            return "no-action-left-sacrificed"
        return code

    def with_moves(self, said: list[str], outcome, before: dict, after: dict) -> list[str]:
        """The answer's sentences, its counts with their causes read from the state after it (the Mists of
        Avalon in play: a lost quest's extra black sword)."""
        return self.cat.events(outcome.events, effects=after.get("effects", ())) if after else said

    def board(self, state: dict) -> str:
        """The board page: every quest's progress, the relics and who holds them, lasting effects."""
        knights, quests, table = self._knights_page(state), self._quests_page(state), self._table_page(state)
        return f"\n{PAGE_BREAK}\n".join((knights, quests, table)) + self.phone_page()

    def board_sections(self, state: dict) -> list[tuple[str, str]]:
        """The board's index: A the knights, B the quests, C the Round Table (relics, effects, score, deck)."""
        return [(self.cat.text("board.section-knights"), self._knights_page(state)),
                section(self.cat.text("board.section-quests"), [
                    (self.cat.text(f"board.section-{group}"), self._quests_page(state, names))
                    for group, names in (("combats", ("black-knight", "lancelot", "dragon")),
                                         ("relics", ("excalibur", "grail")), ("wars", ("picts", "saxons")))]),
                (self.cat.text("board.section-table"), self._table_page(state))]

    def _knights_page(self, state: dict) -> str:
        cat, out = self.cat, [self.cat.text("board.knights")]
        for name in state.get("seats", state["knights"]):
            knight = state["knights"][name]
            who = cat.knight_short(name)
            if not knight["alive"]:
                out.append(cat.text("board.knight-dead", knight=who))
            elif knight.get("traitor"):
                out.append(cat.text("board.knight-traitor", knight=who))
            else:
                out.append(cat.text("board.knight", knight=who, life=knight["life"], place=cat.place(knight["place"])))
        return "\n".join(out)

    def _quests_page(self, state: dict, names=QUEST_ORDER) -> str:
        cat, quests, out = self.cat, state["quests"], []

        def values(items) -> str:
            return ", ".join(str(v) for v in items) or cat.text("board.none")
        for name in names:
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
        return "\n".join(out)

    def _table_page(self, state: dict) -> str:
        cat, quests = self.cat, state["quests"]
        relics = [cat.text(f"board.relic.{r['status']}", relic=cat.relic(name),
                           knight=cat.knight_short(r["holder"]) if r["holder"] else "")
                  for name, r in state["relics"].items()]
        out = [cat.text("board.relics", relics=", ".join(relics))]
        if state["effects"]:
            out.append(cat.text("board.effects", effects=", ".join(cat.text(f"effect.{e}") for e in state["effects"])))
        bk, picts, saxons = quests["black-knight"], quests["picts"], quests["saxons"]
        out.append(cat.text("board.score", bk_won=bk["won"], bk_lost=bk["lost"], p_won=picts["won"],
                            p_lost=picts["lost"], s_won=saxons["won"], s_lost=saxons["lost"]))
        out.append(cat.text("board.deck", n=state["black_deck"]))
        return "\n".join(out)

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
        def said(value: str) -> str | None:
            # Teaching mode: a variant ticked says what it changes (« Sans Félon », the first game's advice, p 8).
            teacher = teacher_of(self)
            lesson = teacher.lessons.explains(value, {}) if teacher is not None and value not in KNIGHTS else None
            return teacher.lessons.text(self.cat, lesson) if lesson else None
        return Step(self.cat.text("ui.setup"), tuple(items), confirm=self._new_game,
                    ok_label=self.cat.text("ok.start"), describe=describe, new_game=True,
                    back=self.to_game_menu, said=said)

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
        winner = result.get("winner") or result.get("reason")     # an abandoned game has no winner
        verdict = self.cat.text(f"ui.over.{winner}")
        if winner == "evil" and not (state.get("options") or {}).get("no_traitor"):
            # p 18: the Traitor wins with Evil, whether he was found out or not (if one was dealt).
            known = next((name for name, k in state["knights"].items() if k.get("traitor")), None)
            verdict = self.cat.text("ui.over.evil-traitor", known="yes" if known else "no",
                                    knight=self.cat.knight(known) if known else "")
        return self.new_game_after("\n".join((verdict, self.cat.text(f"reason.{result.get('reason')}"))), self._setup)

    def _evil(self, state: dict) -> Step:
        me = state["knights"][state["current"]]
        if "steal" in (state.get("can") or ()):
            return self._steal(state)          # annexe 1: the unmasked Traitor steals first, once
        prompt = "ui.evil.traitor" if me.get("traitor") else "ui.evil"
        choices = state.get("evil") or ()      # the engine's: no life point for the unmasked Traitor
        items = lay_out(EVIL_LAYOUT, choices, lambda c: self.cat.text(f"button.evil-{c}"))

        def pick(choice: str) -> Result:
            return [f"evil {choice}"]

        def take(slug: str) -> Result:
            # A black card scanned at the start of a turn: the knight drew it.
            if CARDS[slug].color == "black":
                return self._drawn(slug, state, ("evil black",))
            return self._rule(slug)

        return Step(self.cat.text(prompt), items, pick=pick, take=take, back=_undo,
                    why=lambda c: self.cat.error("traitor-no-life" if c == "life" else "not-an-option", None))

    def _steal(self, state: dict) -> Step:
        """The Traitor's steal: whom he robs, or nobody when no knight holds a card (`steal` alone)."""
        robbed = [k for k in self._on_board(state) if k != state["current"]]
        victims = list(lay_out(state.get("seats", state["knights"]), robbed, self.cat.knight))
        victims.append(("", self.cat.text("option.nobody-has-cards")))
        step = self._menu("ui.steal", victims, lambda k: [f"steal {k}".strip()])
        step.back = _undo
        return step

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
        # The engine says what it accepts (`can`); the menu only orders it, always the same way.
        prompt = heroic_prompt(state)
        actions = {
            "play": lambda: self._play_step(state, take=lambda s: self._play(s, state), wants=_is_white,
                                            expect="ui.expect.white"),
            "draw": lambda: ["draw"],
            "siege": lambda: self._siege([]),
            "move": lambda: self._move(state),
            "special": lambda: self._special_step(state, take=lambda s: self._special(s, state),
                                                  wants=_is_white_special, expect="ui.expect.special"),
            "heal": lambda: self._heal([]),
            "accuse": lambda: self._menu("ui.accuse", lay_out(state.get("seats", state["knights"]),
                                                              self._suspects(state), self.cat.knight),
                                         lambda k: self._accuse(k, state)),
            "sacrifice": lambda: self._sacrifice(state),
            "end": lambda: ["end"],
            "table": lambda: self._table(state),
        }
        items = lay_out(HEROIC_LAYOUT, {*(state.get("can") or ()), "table"}, lambda k: self.cat.text(f"action.{k}"))
        return Step(self.cat.text(prompt), items, pick=lambda k: actions[k](),
                    take=lambda s: self._heroic_scan(s, state), back=_undo, why=lambda k: self._why_not(k, state))

    def _why_not(self, verb: str, state: dict) -> str:
        """Why a heroic option is not possible now, in the rules' words where the engine has them."""
        refused = self._refusal(verb, state)
        if refused:
            return refused
        if verb in ACTIONS and has_acted(state):
            return self.cat.error(self.refusal_code("no-action-left", state), None)
        if verb == "end":
            return self.cat.text("ui.not-now.end")
        if verb == "accuse" and not state.get("suspects"):
            return self.cat.error("accusation-too-early", None)
        return self.cat.text("ui.not-now")

    def _refusal(self, verb: str, state: dict) -> str:
        """The engine's reason the heroic action `verb` cannot be done now ('' without an engine, or none)."""
        game = self.context.game()
        refused = game.action_refusal(verb) if game is not None and hasattr(game, "action_refusal") else None
        return self.cat.error(self.refusal_code(refused.code, state), refused.message) if refused else ""

    def _refused_scan(self, verb: str, slug: str, state: dict) -> Result:
        """A card scanned for an action the rules refuse now: the reason, in the rules' words (else its rule)."""
        reason = self._refusal(verb, state)
        if not reason:
            return self._rule(slug)
        self._note = Note(reason, alert=True)
        return None

    def _move(self, state: dict) -> Step:
        """« Aller où ? »: every place at its home (the board's order); where he may not go is marked."""
        here = state["knights"][state["current"]]["place"]
        step = self._menu("ui.move", lay_out(PLACES, self._destinations(state), self.cat.place),
                          lambda p: [f"move {p}"])
        step.why = lambda p: self.cat.text("ui.not-now.here" if p == here else "ui.not-now.move")
        laid = len((state["quests"].get(here) or {}).get("white", [])) if here in SOLO_QUESTS else 0
        if laid:
            # GLQ p 2: leaving a solo quest unfinished discards the cards laid there: said before he goes.
            step.prompt = f"{step.prompt} {self.cat.text('ui.move-leaves', quest=self.cat.place(here), n=laid)}"
        return step

    def _sacrifice(self, state: dict) -> Result:
        """The sacrifice; of the last Point de Bravoure, said first: he dies after his second action (p 17)."""
        me = state["knights"][state["current"]]
        if me["life"] > 1:
            return ["sacrifice"]
        items = (("yes", self.cat.text("ui.sacrifice-last.yes")), ("no", self.cat.text("ui.sacrifice-last.no")))
        return Step(self.cat.text("ui.sacrifice-last", knight=self.cat.knight(state["current"])), items,
                    pick=lambda answer: ["sacrifice"] if answer == "yes" else self._heroic(state))

    def _table(self, state: dict) -> Step:
        """What happens around the table rather than in the turn: the white deck ran out, a knight
        joins or leaves (optional rule p 18), the game is abandoned (confirmed)."""
        seated = [k for k, v in state["knights"].items() if v["alive"]]
        free = list(state.get("joiners") or ())       # the engine's: not playing, a seat left
        choices = {
            "reshuffle": lambda: ["reshuffle"],
            "join": lambda: self._menu("ui.join", [(k, self.cat.knight(k)) for k in free], lambda k: [f"join {k}"]),
            # Each knight keeps his seat's letter; one who has left (or died) leaves his place empty.
            "leave": lambda: self._menu("ui.leave", [(k, self.cat.knight(k)) if k in seated else ("", "")
                                                     for k in state["knights"]], lambda k: [f"leave {k}"]),
            "abandon": lambda: self._abandon(state),
        }
        items = lay_out(choices, [c for c in choices if c != "join" or free], lambda c: self.cat.text(f"action.{c}"))
        return self._menu("ui.table", items, lambda c: choices[c]())

    def _abandon(self, state: dict) -> Step:
        """Abandoning the game, confirmed: it ends without a result (BACK right after takes it back)."""
        items = (("yes", self.cat.text("ui.abandon.yes")), ("no", self.cat.text("ui.abandon.no")))
        return Step(self.cat.text("ui.abandon"), items,
                    pick=lambda answer: ["abandon"] if answer == "yes" else self._heroic(state))

    def _heroic_scan(self, slug: str, state: dict) -> Result:
        """A card scanned on the heroic menu: played where that is the only thing it can mean."""
        card = CARDS[slug]
        place = state["knights"][state["current"]]["place"]
        if _is_white_special(card):
            return self._special(slug, state) if can_act(state, "special") else self._refused_scan("special", slug, state)
        if not can_act(state, "play"):
            return self._refused_scan("play", slug, state) if card.color == "white" else self._rule(slug)
        if card.is_fight and place in COMBAT_PLACES:
            return self._play(slug, state)
        if slug == "grail" and place == "grail":
            return ["play grail"]
        if card.color == "white" and place == "excalibur":
            return [f"play {slug}"]
        return self._rule(slug)

    def _heal(self, cards: list[str]) -> Step:
        # Healing discards face down: the cards are counted, never named.
        def take(slug: str) -> Result:
            chosen = cards + [slug]
            refused = self._heal_refusal(chosen)
            if refused is not None:
                # Refused the moment it is scanned, in the rules' words; the cards so far are kept.
                self._note = Note(self.cat.error(refused.code, None), alert=True)
                return None
            return ["heal " + " ".join(chosen)] if len(chosen) == 3 else self._heal(chosen)
        return Step(self.cat.text("ui.heal", count=len(cards)) if cards else self.cat.text("hand.heal"),
                    () if cards else self._heal_items(),
                    pick=self._heal_kind, take=take, wants=_is_white,
                    expect="ui.expect.white", back=(lambda: self._heal(cards[:-1])) if cards else None)

    def _special(self, slug: str, state: dict) -> Result:
        """A special white card: its arguments from a menu, or straight to the line; what is offered is
        what the engine accepts now (the state's `specials`)."""
        accepted = (state.get("specials") or {}).get(slug)
        if not accepted or (accepted == [""] and slug != "fate"):
            # No argument, or none accepted (the engine then says why); Fate always asks which use.
            return [f"special {slug}"]
        if slug == "convocation":
            # Each knight at his seat's home (a card chosen from a menu reaches it as a scan does).
            away = lay_out(state.get("seats") or KNIGHTS, [k for k in accepted if k], self.cat.knight)
            return Step(self.cat.text("ui.special.convocation"), away,
                        confirm=lambda chosen: [" ".join(("special convocation",) + chosen)])
        # Each argument at its home (knights in seat order, quests in the board's order); one the engine
        # refuses now keeps its place, marked, so the others never slide.
        vocabulary = SPECIAL_LAYOUT.get(slug, state.get("seats") or KNIGHTS)
        order = [*vocabulary, *(w for w in accepted if w not in vocabulary)]
        items = lay_out(order, accepted, lambda word: self._special_label(slug, word))
        step = self._menu(f"ui.special.{slug}", items,
                          lambda arg: [" ".join(word for word in ("special", slug, arg) if word)])
        step.why = lambda word: self.cat.text("ui.not-now.special", target=self._special_label(slug, word))
        step.stake = self.cat.text(f"stake.special.{slug}") if self.cat.has(f"stake.special.{slug}") else ""
        return step

    def _special_label(self, slug: str, word: str) -> str:
        if word in KNIGHTS:
            return self.cat.knight(word)
        if word in QUESTS:
            return self.cat.place(word)
        if slug == "fate":
            return self.cat.option("fate", word or "draw")
        return self.cat.option(slug, word)

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
            step = Step(prompt, self._add_fight(), take=lambda s: [f"choose {s}"], wants=_is_fight,
                        expect="ui.expect.fight", ok=lambda: ["choose none"], ok_label=self.cat.text("ok.none"),
                        back=_undo)
            step.pick = lambda _: self._fight_card(lambda s: [f"choose {s}"], lambda: self._pending(state))
            return step
        verb = "reveal" if decision == "reveal" else "choose"
        options = list(pending.get("options", ()))
        vocabulary = DECISION_LAYOUT.get(decision, state.get("seats") or KNIGHTS)
        order = [*vocabulary, *(o for o in options if o not in vocabulary and o != "none")]
        items = lay_out(order, options, lambda o: self.cat.option(decision, o),
                        safe="none" if "none" in options else None)

        def pick(o: str) -> Result:
            if (decision, o) in SPENDS:
                return self.spend(self.cat.text(f"ui.spend.{decision}-{o}"), [f"{verb} {o}"])
            return [f"{verb} {o}"]
        step = Step(prompt, items, pick=pick, back=_undo, stake=self.cat.stake(pending, state))
        if decision == "reveal":
            step.take, step.wants, step.expect = (lambda s: [f"reveal {s}"]), _is_loyalty, "ui.expect.loyalty"
        return step

    def _roll(self) -> list[str]:
        # Not announced here: the siege's result names the die (« 7 contre 4 au dé »), said once.
        value = self.context.dice.roll(8)   # the core's die, from the journaled seed
        return [f"roll {value}"]

    # ------------------------------------------------------------------ reading the state

    @staticmethod
    def _on_board(state: dict) -> list[str]:
        """Living knights not unmasked, in seat order."""
        return [k for k, v in state["knights"].items() if v["alive"] and not v["traitor"]]

    @staticmethod
    def _suspects(state: dict) -> list[str]:
        """Whom the current knight may accuse now (the engine's `suspects`, empty when he may not accuse)."""
        suspects = set(state.get("suspects") or ())
        return [k for k in state.get("seats", state["knights"]) if k in suspects]     # in seat order

    @staticmethod
    def _destinations(state: dict) -> list[str]:
        """Where he may move now (the engine's `destinations`)."""
        return list(state.get("destinations") or ())

