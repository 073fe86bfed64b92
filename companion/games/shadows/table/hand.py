"""The cards a knight lays, chosen from a menu as well as scanned: a phone plays its whole turn (issue 33).

Each card step of the heroic turn (« Jouer une carte », « Attaquer un Engin », « Se soigner », « Carte
Spéciale ») and Sir Kay's card lists the card kinds that fit now, each at its home, one that does not fit
marked in its place with the rules' reason; the reader stays the other way to say the card. What fits is
the engine's own answer (a quest's `check_play`, `heal_refusal`, the state's `specials`), never a second copy
of the rules. The box never knows a hand: a kind chosen is the knight's word, as a card scanned is.
Only white cards are chosen here, all laid face up or discarded uncounted; a black card stays scanned.
"""
from __future__ import annotations

from companion.core.errors import CompanionError
from companion.core.frontend import Note, Result, Step, lay_out
from ..cards import CARDS, WARS
from .plays import breaks_combination

FIGHTS = tuple(f"fight-{value}" for value in range(1, 6))
# Every white card at its home: the fight cards by value, the Grail, then the specials by name's slug.
WHITE_ORDER = (*FIGHTS, "grail", "merlin", "lady-of-the-lake", "heroism", "piety", "reinforcement", "messenger",
               "convocation", "fate", "clairvoyance")
SIEGE_COPIES = 3          # ticks of one fight value on the siege's menu (more are scanned)
COMBAT_QUESTS = frozenset({"black-knight", "lancelot", "dragon", *WARS})


def _fight(card) -> bool:
    return card.is_fight


class Hand:
    """The card steps of the Shadows menus, each a menu of the cards that fit now and a scan."""

    def _accuse(self, knight: str, state: dict) -> Step:
        """An accusation, its price said before it is paid (p 16): a loyal knight turns a white sword black."""
        white = (state.get("swords") or {}).get("white", 0)
        cost = self.cat.text("rights.accuse-price", knight=self.cat.knight(knight), white=white)
        return self.spend(cost, [f"accuse {knight}"], back=lambda: self._heroic(state))

    def _play_step(self, state: dict, take, wants, expect: str) -> Step:
        """« Jouer une carte »: the white cards that fit where the knight stands, or the card scanned."""
        place = state["knights"][state["current"]]["place"]
        fits, reasons = self._fitting(place, state)
        order = [*FIGHTS] if place in COMBAT_QUESTS else ["grail"] if place == "grail" else list(WHITE_ORDER)
        items = lay_out(order, fits, self._card_label)
        return Step(self.cat.text("hand.play"), items, pick=lambda slug: [f"play {slug}"], take=take, wants=wants,
                    expect=expect, why=lambda slug: reasons.get(slug) or self.cat.text("ui.not-now"))

    def _play(self, slug: str, state: dict) -> Result:
        """A card played where the knight stands; a fight card its quest's combination refuses is said so."""
        why = breaks_combination(self.cat, slug, state)
        self._note = Note(why, alert=True) if why else self._note
        return None if why else [f"play {slug}"]

    def _fitting(self, place: str, state: dict) -> tuple[list[str], dict[str, str]]:
        """The white cards `play` is accepted with now on `place`, and why each other is not."""
        if place in COMBAT_QUESTS:
            quest = getattr(self.context.game(), "quests", {}).get(place)
            fits, reasons = [], {}
            for slug in FIGHTS:
                try:
                    if quest is not None:
                        quest.check_play(CARDS[slug].value)     # no side effect: it only refuses
                except CompanionError as refused:
                    reasons[slug] = self.cat.error(refused.code, None)
                    continue
                fits.append(slug)
            return fits, reasons
        if place == "grail":
            if ((state.get("quests") or {}).get("grail") or {}).get("dark_forest"):
                return [], {"grail": self.cat.error("dark-forest", None)}
            return ["grail"], {}
        if place == "excalibur":
            return list(WHITE_ORDER), {}
        return [], {}

    def _siege(self, cards: list[str]) -> Step:
        """A siege engine fought (p 13, « autant de cartes Combat que vous le souhaitez »): the cards scanned one
        by one (BACK takes the last back), or ticked on one menu (`_fight_ticks`); OK fights."""
        prompt = self.cat.text("ui.siege")
        if cards:
            total = sum(CARDS[c].value for c in cards)
            prompt += "\n" + self.cat.text("ui.siege.total", total=total, count=len(cards))
        return Step(prompt, (("ticks", self.cat.text("hand.tick-fights")),), take=lambda s: self._siege(cards + [s]),
                    wants=_fight, expect="ui.expect.fight", pick=lambda _: self._fight_ticks(cards),
                    ok=(lambda: ["siege " + " ".join(cards)]) if cards else None,
                    ok_label=self.cat.text("ok.fight"),
                    back=(lambda: self._siege(cards[:-1])) if cards else None)

    def _fight_ticks(self, cards: list[str]) -> Step:
        """The fight cards ticked by value (a value pressed again is one more copy, up to SIEGE_COPIES, then
        none), beside those scanned before; OK on its last page fights with them all: one level for every card,
        on the box and on a phone."""
        def describe(chosen: list[str]) -> str:
            every = [*cards, *chosen]
            if not every:
                return self.cat.text("ui.siege-ticks")
            total = sum(CARDS[c].value for c in every)
            # The total alone once there is one: a second line would push the ticks onto a page of their own.
            return self.cat.text("ui.siege.total", total=total, count=len(every))

        def confirm(chosen: tuple[str, ...]) -> Result:
            if not cards and not chosen:
                self._note = Note(self.cat.text("ui.expect.fight"), alert=True)
                return None
            return ["siege " + " ".join((*cards, *chosen))]

        def take(slug: str) -> Result:
            step.chosen.append(slug)         # a card scanned meanwhile: one more, whatever its count
            return step
        step = Step(self.cat.text("ui.siege-ticks"), tuple((slug, self._card_label(slug)) for slug in FIGHTS),
                    confirm=confirm, ok_label=self.cat.text("ok.fight"), describe=describe, take=take,
                    wants=_fight, expect="ui.expect.fight", repeat=SIEGE_COPIES)
        return step

    def _fight_card(self, then, back) -> Step:
        """A fight card chosen by its value (`then(slug)` what it does), BACK to the step it came from."""
        items = tuple((slug, self._card_label(slug)) for slug in FIGHTS)
        return Step(self.cat.text("hand.fight"), items, pick=then, back=back)

    def _add_fight(self) -> tuple[tuple[str, str], ...]:
        """The one item that opens the fight cards (an OK beside it keeps its own meaning on the box)."""
        return (("card", self.cat.text("hand.add-fight")),)

    def _heal_items(self) -> tuple[tuple[str, str], ...]:
        """The white cards three of which heal (the specials that exist once cannot, annexe 2)."""
        return tuple((slug, self.cat.text("hand.heal-three", card=self._card_label(slug)))
                     for slug in WHITE_ORDER if CARDS[slug].copies >= 3)

    def _heal_kind(self, slug: str) -> Result:
        """A heal with three cards of the kind chosen: its line, or the rules' reason (nothing sent)."""
        refused = self._heal_refusal([slug] * 3)
        if refused is not None:
            self._note = Note(self.cat.error(refused.code, None), alert=True)
            return None
        return [f"heal {slug} {slug} {slug}"]

    def _heal_refusal(self, cards: list[str]):
        """The engine's reason these cards cannot heal (None: they may, or no engine is wired)."""
        game = self.context.game()
        return game.heal_refusal(cards) if game is not None and hasattr(game, "heal_refusal") else None

    def _special_step(self, state: dict, take, wants, expect: str) -> Step:
        """« Carte Spéciale »: the special white cards the engine accepts now (the state's `specials`), or a scan."""
        specials = state.get("specials") or {}
        order = [slug for slug in WHITE_ORDER if CARDS[slug].is_special]
        items = lay_out(order, [slug for slug in order if specials.get(slug)], self._card_label)
        return Step(self.cat.text("hand.special"), items, pick=lambda slug: self._special(slug, state), take=take,
                    wants=wants, expect=expect, why=lambda slug: self.cat.text("ui.not-now"))

    def _card_label(self, slug: str) -> str:
        return str(self.cat.card(slug))
