"""A seat's rights, from outside (issue 33): random games of the three games with a phone on every seat, a box
and `camelot web` on real sockets, every menu of the deciding phone walked through the page's routes as a
phone's browser walks it. Every line a phone is offered is its own player's decision now (the game's declared
check, and this file's own oracle beside it); every option shown « sur la boîte » whose line the box would
send is tapped all the same and refused, and so is any tap of a seat whose decision it is not; no phone names
a face-down card. Part of the outside abuse run (tests/abuse_from_outside.py, `rights_from_outside`).
"""
from __future__ import annotations

import json
import re
import tempfile
from collections import Counter
from pathlib import Path

from tests.abuse_from_outside import face_down
from tests.phone_table import Phone, PhoneTable, WebProcess

RIGHTS_SEATS = {"shadows": ("arthur", "gawain", "kay", "percival"), "tournament": ("p1", "p2", "p3"),
                "merlin": ("p1", "p2")}
NEVER_FROM_A_PHONE = {"undo", "abandon", "new", "join", "reshuffle", "reveal", "domain", "card"}
MERLIN_CATALOGUE = ("card q01 1 flag-any", "card q02 2 shield-any", "card q03 1 influence-any", "card q04 3 material-any")
WALK_REQUESTS = 80          # menu levels a phone asks on one state at most (a whole tree: a few dozen)


def rights_start(game: str, rng) -> list[str]:
    """The lines a table types at the box to set a game up (setup stays at the box)."""
    if game == "shadows":
        return ["new arthur gawain kay percival"]
    if game == "tournament":
        return ["new tournament 3 Anne Bob Carl"]
    from tests.phone_table import ROOT
    from tests.web.conftest import commands
    lines = commands(ROOT.parent / "shared" / "scenarios-merlin" / "first-round.table")[:8]
    # A catalogue the box knows (typed at the box: the table's): quests a player meets soon, so the phone's
    # « Résoudre une Quête » and its cards are walked too.
    return lines[:1] + list(MERLIN_CATALOGUE) + lines[1:]


def not_a_phones_line(game: str, seat: str, line: str, state: dict) -> bool:
    """This file's own oracle: a line that moves another seat or the table (never the phone of `seat`'s)."""
    verb, *args = line.split()
    if verb in NEVER_FROM_A_PHONE:
        return True
    if game == "shadows" and verb == "leave":
        return args != [seat]
    if game == "shadows" and verb == "choose":
        pending = state.get("pending") or {}
        if pending.get("decision") == "traitor":
            return True
        if pending.get("decision") in ("volunteer", "squire"):
            return args != [seat]
    if game == "merlin" and verb in ("start", "traitors", "roll"):
        return args[:1] != [seat]
    if game == "tournament" and verb == "play" and args[:1] == ["ivanhoe"]:
        return args[1:] != [seat]
    return False


class QuickClock:
    """The seats' clock, a second further at each reading: a walk of every menu asks far faster than a
    finger (the per-seat rate limit is the abuse run's concern above, not this walk's)."""

    def __init__(self):
        self.now = 1_000_000.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def walk_phone(phone: Phone) -> tuple[dict | None, list[tuple[list, dict]]]:
    """Every level of a phone's menu on the state shown: (its top level, [(path, option)]); (None, []) when
    the phone has nothing to decide."""
    top = phone.menu([])
    if not top.get("ok") or top.get("waiting"):
        return None, []
    if all(option.get("out_of_turn") for option in top["options"]):
        # Nothing to decide, but a line of its own to answer what just happened (LANCELOT): checked, not walked.
        return None, [([option["index"]], option) for option in top["options"]]
    position, found, todo, asked = top["position"], [], [([], top)], 1
    while todo:
        path, level = todo.pop(0)
        for option in level["options"]:
            at = path + [option["index"]]
            found.append((at, option))
            if option.get("opens") and len(at) < 6 and asked < WALK_REQUESTS:
                deeper = phone.menu(at)
                asked += 1
                if deeper.get("ok") and deeper.get("position") == position:
                    todo.append((at, deeper))
    return top, found


def advance_at_the_box(box: PhoneTable, game: str, rng) -> bool:
    """A line the table gives at the box (a card scanned, a die, the setup of a round): one accepted."""
    from companion.box.app import Typed
    state = box.session.state()
    if game == "shadows":
        from tests.shadows.test_random_play import candidates
        tries = [candidates(state, rng) for _ in range(300)]
    elif game == "tournament":
        from tests.tournament.test_random_play import candidates
        tries = candidates(state, rng)
        rng.shuffle(tries)
    else:
        from tests.merlin.table import entry_lines
        tries = entry_lines(state, rng) + [line for line in box.session.game.legal_lines() if line != "abandon"]
        rng.shuffle(tries)
    for line in tries:
        if line.split()[0] in ("undo", "abandon", "new"):
            continue
        box.companion.put(Typed(line))
        box.settle()
        if box.companion.last is not None and box.companion.last.accepted and box.journaled()[-1:] == [line]:
            return True
    return False


def rights_of_one_game(box: PhoneTable, url: str, game: str, seed: int, steps: int) -> Counter:
    """A random game of `game` with a phone on every seat; the counts of what its menus offered and refused."""
    import random
    from companion.core import menu_walk, registry
    rng = random.Random(seed)
    counts: Counter = Counter()
    box.type(*rights_start(game, rng))
    code = box.open_pairing()
    phones = {seat: Phone(url) for seat in RIGHTS_SEATS[game]}
    for n, (seat, phone) in enumerate(phones.items()):
        phone.pair(code, seat, f"Joueur{n + 1}")
    box.close_pairing()
    box.companion.seats.clock = QuickClock()
    may = registry.table(game).seat_may
    try:
        for _ in range(steps):
            state = box.session.state()
            if state.get("over"):
                break
            walked = {seat: walk_phone(phone) for seat, phone in phones.items()}
            deciders = [seat for seat, (top, _) in walked.items() if top is not None]
            counts["deciders_at_once"] = max(counts["deciders_at_once"], len(deciders))
            if not deciders:
                counts["box_moves"] += advance_at_the_box(box, game, rng)
                continue
            for other, (top, found) in walked.items():
                for _, option in ([] if top is not None else found):
                    counts["out_of_turn_offered"] += 1
                    line = option.get("line", "")
                    if not may(state, other, line) or not_a_phones_line(game, other, line, state):
                        counts["offered_beyond_the_seat"] += 1
                        counts[f"! offered out of turn {game} {other}: {line}"] += 1
            seat = deciders[0]
            top, found = walked[seat]
            offered = []
            hidden = face_down(box.session) if game == "shadows" else set()
            for path, option in found:
                words = json.dumps(option, ensure_ascii=False)
                if any(re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", words) for name in hidden):
                    counts["secret_on_a_phone"] += 1           # a face-down card named on a phone
                    counts[f"! secret {game} {seat}: {option['label']}"] += 1
                lines = option.get("lines") or ([option["line"]] if "line" in option else [])
                for line in lines:
                    counts["lines_offered"] += 1
                    counts[f"offered:{line.split()[0]}"] += 1
                    if not may(state, seat, line) or not_a_phones_line(game, seat, line, state):
                        counts["offered_beyond_the_seat"] += 1
                        counts[f"! offered {game} {seat}: {line}"] += 1
                if lines and not option.get("out_of_turn"):      # another seat's own LANCELOT is its own
                    offered.append((path, lines))
                elif option.get("at_box") and not option.get("not_now"):
                    try:
                        sent = menu_walk.follow(box.companion.frontend, state, path)
                    except menu_walk.NoSuchChoice:
                        continue
                    if not isinstance(sent, list) or not sent:
                        continue
                    # A line the box would send from there: tapped from the phone all the same.
                    before = box.journaled()
                    answer = phones[seat].tap(top, path)
                    body = answer.json()   # the phone's tap, as seat.js sends it (its menu's position)
                    counts["forbidden_taps"] += 1
                    counts[f"refused {sent[0].split()[0]}"] += 1
                    if body.get("ok") or box.journaled() != before:
                        counts["forbidden_accepted"] += 1
                        counts[f"! accepted {game} {seat}: {sent}"] += 1
                    elif not body.get("message"):
                        counts["refused_without_words"] += 1
            for other, phone in phones.items():
                if other != seat and offered:
                    before = box.journaled()
                    answer = phone.tap(top, offered[0][0]).json()
                    counts["other_seat_taps"] += 1
                    if answer.get("ok") or box.journaled() != before:
                        counts["forbidden_accepted"] += 1
                        counts[f"! accepted {game} {other} for {seat}: {offered[0][1]}"] += 1
            if not offered:
                counts["box_moves"] += advance_at_the_box(box, game, rng)
                continue
            staying = [(p, lines) for p, lines in offered if lines[0].split()[0] != "leave"]   # a game, not an exodus
            path, lines = rng.choice(staying or offered)
            before = box.journaled()
            answer = phones[seat].tap(top, path).json()
            if answer.get("ok"):
                counts["phone_moves"] += 1
            elif box.journaled() == before:
                counts["phone_refused_by_rules"] += 1       # the engine's own refusal: nothing journaled
                counts["box_moves"] += advance_at_the_box(box, game, rng)
    finally:
        for phone in phones.values():
            phone.close()
    if not box.session.state().get("over"):
        box.type("abandon")                 # the next game may start (a new game stays at the box)
    return counts


def run(folder: Path | None = None, seeds=(1,), steps: int = 40, out=print) -> Counter:
    """Random games of the three games played by phones through the page; the counts (those named `!…`,
    `offered_beyond_the_seat`, `forbidden_accepted`, `refused_without_words` and `secret_on_a_phone` must
    stay at zero)."""
    folder = Path(folder or tempfile.mkdtemp(prefix="rights-"))
    box = PhoneTable(folder)
    web = None
    total: Counter = Counter()
    try:
        web = WebProcess(box.journal_path, box.port)
        for game in RIGHTS_SEATS:
            for seed in seeds:
                counts = rights_of_one_game(box, web.url, game, seed, steps)
                out(f"{game} seed {seed}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
                total.update({f"{game}:{k}" if k.startswith("refused ") else k: v for k, v in counts.items()})
    finally:
        if web is not None:
            web.stop()
        box.close()
    return total
