"""The front end: the only place where buttons and scanned cards become protocol lines.

It holds what the screen is asking now, a Step (a prompt, a menu on A/B/C, the cards it
takes, what OK and BACK do), and never changes the game: each input returns the lines to
submit, and the public state that follows decides the next step. A step belongs to the
state it was opened on: when the state changes, the front end starts again from the idle
step of the new state (the evil menu, the heroic menu, the pending question...).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Callable, Union

from .screen import PAGE_BREAK, View, text_pages
from .shadows.cards import CARDS, KNIGHTS, PLACES, QUESTS, SOLO_QUESTS, WARS, Card
from .shadows.game import ACCUSE_THRESHOLD, MAX_LIFE
from .shadows.menus import can_act, can_fight_siege, has_acted

PER_PAGE = 3
# Where a fight card scanned on the heroic menu can only mean "play it here".
COMBAT_PLACES = frozenset({"black-knight", "lancelot", "dragon", *WARS})

Result = Union[list[str], "Step", None]


@dataclass
class Step:
    """One question on the screen, and what each input does to it."""

    prompt: str
    items: tuple[tuple[str, str], ...] = ()                   # (value, label), three a page on A, B, C
    pick: Callable[[str], Result] | None = None               # an item chosen with A, B or C
    confirm: Callable[[tuple[str, ...]], Result] | None = None  # set: A/B/C tick items, OK on the last page confirms
    take: Callable[[str], Result] | None = None               # a scanned card
    wants: Callable[[Card], bool] | None = None               # the cards `take` accepts (None: any)
    expect: str = ""                                          # catalog key said when another card comes
    ok: Callable[[], Result] | None = None
    ok_label: str = ""
    back: Callable[[], Result] | None = None                  # None: back to the idle step
    chosen: list[str] = field(default_factory=list)
    page: int = 0

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.items) // PER_PAGE))


@dataclass(frozen=True)
class Note:
    """A transient message: what just happened, a refusal, or a card's rule (`full`: it hides the menu).

    A `full` note (a card's rule, the board) swallows the next press; a message too long to
    share the screen with the menu `cover`s it: OK reads it and closes it, A, B, C and BACK
    still answer the menu underneath.
    """

    text: str
    alert: bool = False
    full: bool = False
    cover: bool = False


def _undo() -> list[str]:
    return ["undo"]


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


class Frontend:
    """Buttons and cards in, protocol lines out; `view` tells the screen what to show."""

    def __init__(self, cat, rng: random.Random | None = None):
        self.cat = cat
        # The companion's die: the engine has no randomness, the roll arrives as `roll N`.
        self.rng = rng or random.SystemRandom()
        self._state: dict | None = None
        self._step: Step | None = None
        self._note: Note | None = None
        self._outcome = None
        self._announce = ""
        self._page = 0
        self._shown: View | None = None
        self._stolen: tuple | None = None       # (turn, knight) of the Traitor's steal seen this turn

    # ------------------------------------------------------------------ inputs

    def on_button(self, name: str, held: bool, state: dict) -> list[str]:
        """A button press (A, B, C, OK, BACK; `held` for BACK's repeats): the protocol lines to submit."""
        self._sync(state)
        if name == "BACK" and held:
            return self._apply(_undo())
        if name == "OK" and self._turn_page():
            return []
        if self._dismiss(name):
            return []   # a rule card covered the menu, or OK closed a long message: nothing else
        step = self._current()
        if name == "BACK":
            if step.page:
                step.page -= 1
                return []
            return self._apply(step.back()) if step.back else self._close()
        if name == "OK":
            return self._ok(step)
        return self._letter(step, "ABC".index(name))

    def on_card(self, slug: str, state: dict) -> list[str]:
        """A scanned card: the lines it means now, or its rule shown when nothing waits for a card."""
        self._sync(state)
        self._dismiss()
        card = CARDS.get(slug)
        if card is None:
            self._note = Note(self.cat.text("ui.unknown-card"), alert=True)
            return []
        step = self._current()
        if step.take is None:
            return self._rule(slug) or []
        if step.wants is not None and not step.wants(card):
            self._note = Note(self.cat.text(step.expect), alert=True)
            return []
        return self._apply(step.take(slug))

    # ------------------------------------------------------------------ output

    def view(self, state: dict, last_outcome=None) -> View:
        """What the screen shows now; a new `last_outcome` becomes the message until the next input."""
        self._sync(state)
        if last_outcome is not None and last_outcome is not self._outcome:
            self._outcome = last_outcome
            self._remember_steal(last_outcome, state)
            self._step = None
            self._note = self._outcome_note(last_outcome)
            self._page = 0
        note = self._note
        shown = None
        if note is None or not note.full:
            step = self._current()
            items = step.items[step.page * PER_PAGE:(step.page + 1) * PER_PAGE]
            shown = View(prompt=step.prompt, menu=tuple(label for _, label in items),
                         marked=frozenset(i for i, (value, _) in enumerate(items) if value in step.chosen),
                         ok=self._ok_label(step), page=self._page,
                         message=note.text if note else "", alert=bool(note and note.alert))
            if note is not None and (note.cover or text_pages(replace(shown, page=0)) > 1):
                # Too long to sit over the menu: it takes the body, OK reads it and closes it,
                # A, B, C and BACK still answer the menu underneath.
                self._note = replace(note, cover=True)
                shown = replace(shown, cover=True, ok=self.cat.text("ok.close"))
        if note is not None and note.full:
            shown = View(prompt=note.text, ok=self.cat.text("ok.close"), page=self._page)
        self._shown = shown
        return shown

    @staticmethod
    def with_notice(view: View, text: str) -> View:
        """`view` with a trouble (a part that stopped working) said first, inverted."""
        message = "\n".join(part for part in (text, view.message) if part)
        return replace(view, message=message, alert=True)

    # ------------------------------------------------------------------ the machine

    def _sync(self, state: dict) -> None:
        if state != self._state:
            self._state = state
            self._step = None

    def _current(self) -> Step:
        if self._step is None:
            self._step = self._idle(self._state)
        return self._step

    def _apply(self, result: Result) -> list[str]:
        if isinstance(result, Step):
            self._step = result
            return []
        if result:
            self._step = None
            return result
        return []

    def _close(self) -> list[str]:
        self._step = None
        return []

    def _dismiss(self, button: str | None = None) -> bool:
        """Close the message; True when that press was spent on closing it."""
        note = self._note
        covered = note is not None and (note.full or (note.cover and button == "OK"))
        self._note, self._page = None, 0
        return covered

    def _turn_page(self) -> bool:
        if self._shown is not None and self._page + 1 < text_pages(self._shown):
            self._page += 1
            return True
        return False

    def _letter(self, step: Step, index: int) -> list[str]:
        at = step.page * PER_PAGE + index
        if at >= len(step.items):
            return []
        value = step.items[at][0]
        if step.confirm is not None:
            if value in step.chosen:
                step.chosen.remove(value)
            else:
                step.chosen.append(value)
            return []
        return self._apply(step.pick(value)) if step.pick else []

    def _ok(self, step: Step) -> list[str]:
        if step.confirm is not None:
            if step.page + 1 < step.pages:
                step.page += 1
                return []
            return self._apply(step.confirm(tuple(step.chosen)))
        if step.pages > 1:
            step.page = (step.page + 1) % step.pages
            return []
        if step.ok is None:
            self._note = Note(self.board(self._state), full=True)   # OK with nothing to do: the board
            return []
        return self._apply(step.ok())

    def board(self, state: dict) -> str:
        """The board page: every quest's progress, the relics and who holds them, lasting effects."""
        cat, quests, out = self.cat, state["quests"], [self.cat.text("board.title")]

        def values(items) -> str:
            return ", ".join(str(v) for v in items) or cat.text("board.none")
        out[0] = cat.text("board.knights")
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
        return "\n".join(out)

    def _ok_label(self, step: Step) -> str:
        more = self.cat.text("ok.more", page=step.page + 1, pages=step.pages)
        if step.confirm is not None:
            return more if step.page + 1 < step.pages else step.ok_label or self.cat.text("ok.confirm")
        if step.pages > 1:
            return more
        if step.ok:
            return step.ok_label
        # OK always opens the board; it is labelled only where the footer line is free.
        return "" if step.items else self.cat.text("ok.board")

    def _outcome_note(self, outcome) -> Note | None:
        announce, self._announce = self._announce, ""
        if not outcome.accepted:
            code = outcome.code
            if code == "no-action-left" and (self._state or {}).get("heroic", {}).get("sacrificed"):
                code = "no-action-left-sacrificed"     # never suggest a second sacrifice
            return Note("\n".join(filter(None, (announce, self.cat.error(code, outcome.message)))), alert=True)
        said = [announce] + [self.cat.event(event) for event in outcome.events]
        text = "\n".join(line for line in said if line)
        return Note(text) if text else None

    def _rule(self, slug: str) -> None:
        """Show the card's rule over the menu; nothing is sent."""
        title, rule = self.cat.card_rule(slug)
        self._note = Note(self.cat.text("ui.rule", title=title, rule=rule), full=True)

    def _menu(self, prompt_key: str, items, pick: Callable[[str], Result]) -> Step:
        return Step(self.cat.text(prompt_key), tuple(items), pick=pick)

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
        return Step(self.cat.text("ui.setup"), tuple(items), confirm=self._new_game,
                    ok_label=self.cat.text("ok.start"))

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
        value = self.rng.randint(1, 8)
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
