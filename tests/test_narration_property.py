"""Every piece that moves is said, for every game, undo included (issue 23).

Random games of the three games, played through the box (`Companion`, typed lines, French): after
each answer, every change of the public state between the two answers (swords, siege engines,
Points de Bravoure, relics, quest cards, the black deck; a Merlin player's pieces and figures; a
tournament player's cards and tokens) must be named in what the box shows (the message and the
prompt), and no protocol line is said to the players. An undo is checked the same way: the
state read backwards must be named piece by piece, never « Annulé : « quest q12 3 » » nor « défaites
ce qu'il a changé ».

What counts as « named » is read from the states alone (a knight's or a player's name, the kind of
piece), not from the narrator: the check stays true whatever words the narrator chooses.
"""
from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from companion.box.app import ButtonPress, Companion, Typed
from companion.games.shadows.table.frontend import Menus as Frontend
from companion.core.i18n import Catalog
from companion.journal.session import Session
from drivers.display import DummyScreen
from tests.shadows.test_random_play import candidates as shadows_candidates
from tests.merlin.test_random_play import pick as merlin_pick
from tests.tournament.test_random_play import candidates as tournament_candidates

PROTOCOL_QUOTE = re.compile(r"«\s*(undo|move|quest|play|evil|choose|black|end|new|roll|take|place|build)\b")
GENERIC_UNDO = ("défaites ce qu", "Annulé : «")


class Box:
    """A box with a screen nobody sees, fed typed lines; what it shows after each answer."""

    def __init__(self):
        self.session = Session.in_memory()
        cat = Catalog.load("fr", "shadows")
        self.box = Companion(self.session, "shadows", DummyScreen(), cat)

    def submit(self, line: str):
        outcome = self.box.step(Typed(line))
        view = self.box.view
        # Merlin queues long steps as pages the table reads with OK, in order: they are said too.
        pages = getattr(self.box.frontend, "_pages", [])
        return outcome, "\n".join([view.message, view.prompt, *pages])

    @property
    def cat(self):
        return self.box.catalog

    @property
    def game(self):
        return self.session.game

    def state(self) -> dict:
        return self.session.state()


# ---------------------------------------------------------------------- what must be named, per game

def _shadows_changes(cat, before: dict, after: dict) -> list[tuple[str, tuple[str, ...]]]:
    """(what changed, words of which one must be said) between two Shadows states."""
    out = []
    if before["swords"] != after["swords"]:
        out.append(("swords", ("Épée",)))
    if before["siege"] != after["siege"]:
        out.append(("siege", ("Engin",)))
    for name, now in after["knights"].items():
        was = before["knights"].get(name)
        if was is None or was == now:
            continue
        knight = str(cat.knight(name, "short"))
        # The answer that ends the game moves no figure and no life die any more (the board page keeps them).
        kept = ("alive", "relics", "traitor", "loyal", "squire") if after["over"] else \
            ("life", "place", "alive", "relics", "traitor", "loyal", "squire")
        for key in kept:
            if was[key] != now[key]:
                out.append((f"{name}.{key}", (knight,)))
        if was["life"] != now["life"] and was["alive"] and now["alive"] and not after["over"]:
            out.append((f"{name}.life", ("Point de Bravoure", "Points de Bravoure")))
        for relic in set(was["relics"]) ^ set(now["relics"]):
            out.append((f"{name}.{relic}", (str(cat.relic(relic).cases.get("short", cat.relic(relic))).split()[-1],)))
    for quest, now in after["quests"].items():
        was = before["quests"].get(quest, {})
        if {k: v for k, v in was.items() if k != "status"} != {k: v for k, v in now.items() if k != "status"}:
            out.append((f"quest {quest}", (str(cat.place(quest)),)))
    if before["black_deck"] != after["black_deck"]:
        out.append(("black deck", ("pioche Noire", "Pioche Noire", "carte Noire", "cartes Noires")))
    return out


def _merlin_changes(cat, before: dict, after: dict) -> list[tuple[str, tuple[str, ...]]]:
    out = []
    if before.get("game") != "merlin" or before.get("seats") != after.get("seats"):
        return out
    if before.get("merlin") != after.get("merlin") and after.get("merlin") is not None:
        out.append(("merlin", ("Merlin",)))
    keys = ("shields", "flags", "materials", "apples", "staffs", "hand", "traitors", "excalibur", "grail",
            "completed", "manors", "servants")
    for seat in after["seats"]:
        was, now = before["players"][seat], after["players"][seat]
        name = cat.player(after, seat)
        for key in keys:
            if was[key] != now[key]:
                out.append((f"{seat}.{key}", (name,)))
        if (before.get("knights") or {}).get(seat) != (after.get("knights") or {}).get(seat) \
                and (after.get("knights") or {}).get(seat) is not None:
            out.append((f"{seat}.knight", (name,)))
    return out


def _tournament_changes(cat, before: dict, after: dict) -> list[tuple[str, tuple[str, ...]]]:
    out = []
    if before.get("game") != "tournament" or before.get("seats") != after.get("seats"):
        return out
    for seat in after["seats"]:
        was, now = before["players"][seat], after["players"][seat]
        name = cat.player(after, seat)
        for slug in Counter(was["display"]) - Counter(now["display"]):
            # A display cleared whole (a withdrawal, a tournament's end) is named as the display.
            out.append((f"{seat} {slug}", (cat.word(slug), "personnage", "personnages")))
        for slug in Counter(now["display"]) - Counter(was["display"]):
            out.append((f"{seat} {slug}", (cat.word(slug),)))
        for key in ("shield", "stunned", "tokens"):
            if was[key] != now[key]:
                out.append((f"{seat}.{key}", (name,)))
    return out


CHANGES = {"shadows": _shadows_changes, "merlin": _merlin_changes, "tournament": _tournament_changes}


def unsaid(kind: str, cat, before: dict, after: dict, said: str, line: str = "") -> list[str]:
    """The changes of state that `said` does not name (case-insensitive). The black card a `black` line
    reports is the one the table drew and scanned itself: the box need not tell it so."""
    low = said.lower()
    drawn = kind == "shadows" and line.split()[:1] == ["black"] \
        and before["black_deck"] - after["black_deck"] == (2 if " under " in line else 1)
    return [what for what, words in CHANGES[kind](cat, before, after)
            if not any(word.lower() in low for word in words) and not (drawn and what == "black deck")]


def protocol_said(line: str, said: str) -> bool:
    """Whether a protocol line (or a quoted one) reaches the players."""
    return (len(line.split()) > 1 and line in said) or bool(PROTOCOL_QUOTE.search(said)) \
        or any(generic in said for generic in GENERIC_UNDO)


# ---------------------------------------------------------------------- the random games

def _next(kind: str, box: Box, rng: random.Random) -> str:
    state = box.state()
    if kind == "shadows":
        return shadows_candidates(state, rng)
    if kind == "tournament":
        return rng.choice(tournament_candidates(state, rng))

    class Table:        # what Merlin's picker asks: the engine's own legal lines
        game = box.game
    return merlin_pick(state, Table, rng, abandon=0.0)


NEW = {"shadows": lambda rng: "new " + " ".join(rng.sample(["arthur", "gawain", "kay", "percival", "tristan",
                                                             "galahad", "palomides"], rng.randint(3, 6))),
       "tournament": lambda rng: f"new tournament {rng.randint(2, 5)}",
       "merlin": lambda rng: f"new merlin {rng.randint(2, 4)} Anne Élise"}


def play(kind: str, seed: int, steps: int, undo: float = 0.3) -> tuple[list, list]:
    """Random answers of one game: the (line, what is unsaid) of each undo, and of each line."""
    rng = random.Random(seed)
    box = Box()
    outcome, _ = box.submit(NEW[kind](rng))
    assert outcome.accepted
    undone, forward = [], []
    for _ in range(steps):
        before = box.state()
        if before["over"]:
            break
        line = _next(kind, box, rng)
        outcome, said = box.submit(line)
        if not outcome.accepted:
            continue
        after = box.state()
        forward.append((line, unsaid(kind, box.cat, before, after, said, line), protocol_said(line, said), said))
        if rng.random() < undo:
            outcome, said = box.submit("undo")
            assert outcome.accepted and box.state() == before
            undone.append((line, unsaid(kind, box.cat, after, before, said), protocol_said(line, said), said))
            box.submit(line)
    return undone, forward


@pytest.mark.parametrize("kind,seed", [(k, s) for k in ("shadows", "tournament", "merlin") for s in range(3)])
def test_every_undo_names_the_pieces_it_puts_back(kind, seed):
    undone, _ = play(kind, seed, steps=250)
    assert undone, "no undo was tried"
    bad = [(line, missing, said) for line, missing, quoted, said in undone if missing or quoted]
    assert not bad, bad[:3]


@pytest.mark.parametrize("kind,seed", [(k, s) for k in ("shadows", "tournament", "merlin") for s in range(3)])
def test_every_answer_names_the_pieces_that_moved(kind, seed):
    _, forward = play(kind, 50 + seed, steps=250, undo=0.0)
    bad = [(line, missing, said) for line, missing, quoted, said in forward if missing or quoted]
    assert not bad, bad[:3]


def test_shadows_says_the_pieces_before_the_next_turn_and_not_twice():
    """A black card drawn face down, a quest's white cards discarded: said once, before the next knight's turn."""
    for seed in range(6):
        _, forward = play("shadows", 80 + seed, steps=250, undo=0.0)
        for line, _, _, said in forward:
            turn = said.find("Au tour")
            if "Pioche Noire :" in said and turn >= 0:
                assert said.index("Pioche Noire :") < turn, said
            assert not ("Défaussez les cartes Blanches" in said and "défaussez 1 carte Blanche" in said), said


def test_a_reveal_comes_before_its_result_and_the_traitor_before_the_count():
    """The table's order: lay the last card, shuffle and reveal, then the result; at twelve swords the
    Traitor's swords turned, then the final count (shared/rules, p 12 and p 15)."""
    from companion.core.events import Event
    cat = Catalog.load("fr", "shadows")
    text = " ".join(cat.events([          # the engine's order: the card laid, the result, its sword
        Event("black-laid-down", {"quest": "lancelot", "count": 7}),
        Event("quest-lost", {"quest": "lancelot", "knights": ["kay"], "white": 10, "black": 13}),
        Event("swords-added", {"colour": "black", "n": 1, "white": 0, "black": 1})]))
    assert text.index("Posez-la face cachée") < text.index("révélez") < text.index("10 contre 13")
    end = " ".join(cat.events([
        Event("game-over", {"reason": "swords", "winner": "evil", "white": 5, "black": 7}),
        Event("traitor-revealed-at-end", {"knight": "gawain", "flipped": 2})]))
    assert end.index("retournez 2 Épées") < end.index("5 Épées blanches contre 7")


def test_merlin_says_a_traitor_reshuffle_before_the_draw_that_needs_it():
    """The traitor piles run out: the discard is shuffled into piles, then the player draws."""
    for seed in range(40):
        rng = random.Random(seed)
        box = Box()
        box.submit("new merlin 4")
        for _ in range(900):
            before = box.state()
            if before["over"]:
                break
            line = _next("merlin", box, rng)
            outcome, said = box.submit(line)
            after = box.state()
            if outcome.accepted and after["traitor_tiles"]["pile"] > before["traitor_tiles"]["pile"] \
                    and "traîtres au château" in said:
                assert said.index("mélangez la défausse en piles") < said.index("traîtres au château"), said
                return
    pytest.skip("no random game reshuffled its traitor piles")


def test_merlin_undone_move_says_the_way_back():
    """A Merlin move taken back is said the other way round (clockwise undone: counterclockwise)."""
    rng = random.Random(3)
    box = Box()
    box.submit("new merlin 3")
    for _ in range(600):
        if box.state()["over"]:
            break
        line = _next("merlin", box, rng)
        outcome, _ = box.submit(line)
        words = line.split()
        if outcome.accepted and words[:2] == ["move", "merlin"] and "flip" not in words:
            box.submit("undo")
            way = "sens inverse" if words[-1] == "cw" else "sens horaire"
            assert way in box.box.view.message and "«" not in box.box.view.message, (line, box.box.view.message)
            return
    pytest.skip("no Merlin move in this random game")


@pytest.mark.parametrize("line,says,never", [
    ("new arthur kay gawain", ("sans la regarder", "avant 6 Épées", "les 5 autres"), "en secret"),
    ("new arthur kay gawain tristan percival", ("regarde en secret", "les 3 autres"), "avant 6 Épées"),
    ("new arthur kay gawain no-traitor", ("retirez la carte Félon", "Loyal, face visible"), "face cachée"),
])
def test_the_setup_guide_deals_the_allegiance_cards_as_the_rulebook_says(line, says, never):
    """Rulebook pp 7, 8, 19: 8 cards, one face down each, the rest boxed unseen; with three knights nobody
    looks before 6 swords; without a Traitor, a Loyal card face up each. Each page holds on one screen."""
    box = Box()
    box.submit(line)
    guide = []
    while box.box.frontend.guiding:
        if not box.box.view.message:       # the first page shows under the new game's sentence first
            guide.append(box.box.view.prompt)
        box.box.step(ButtonPress("OK"))
        assert box.state()["turn"] == 1 and len(guide) < 20        # OK turns the guide's pages, sends nothing
    allegiance = " ".join(guide)
    assert all(words in allegiance for words in says), guide
    assert never not in allegiance
    assert guide.index(next(p for p in guide if "Blason devant lui" in p)) < guide.index(
        next(p for p in guide if "Allégeance" in p or "Loyal" in p))       # the card goes under the coat of arms
    assert len(guide) == len(set(guide)), guide     # one screen a page: no page takes two OKs
