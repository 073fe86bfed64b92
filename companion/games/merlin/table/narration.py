"""What the table must do with its hands, said from the change of the public state (no rule here).

The engine says what happened; the box also tells each player which piece to take or give back.
Both come from comparing the public state before and after an accepted line: a shield more in a
castle is « prenez 1 bouclier bleu dans la province bleue », a servant back at its castle is
« rendez le Porte-bouclier de Marc à son château ». A scoring's pieces and categories are pages
the table reads one by one (`Steps.pages`); a short change is said at once (`Steps.now`).
"""
from __future__ import annotations

from companion.core.narration import PAGE_CHARS, SAY_AT_ONCE, Steps, pages_of

COLOURS = ("black", "grey", "blue", "orange", "purple", "brown")
OBJECTS = ("shields", "flags", "materials")
SERVANTS = ("lady", "shield-bearer", "builder", "flag-bearer")
TERRAIN_SLUGS = {"tile-m": "m", "tile-w": "w", "tile-l": "l",
                 "tile-m-tower": "M", "tile-w-tower": "W", "tile-l-tower": "L"}
QUESTS = tuple(f"q{n:02d}" for n in range(1, 56))
TRAITORS = tuple(f"traitor-{c}" for c in COLOURS)
TRACK = 24
__all__ = ["PAGE_CHARS", "SAY_AT_ONCE", "Steps", "narrate", "pages_of", "steps"]


# ---------------------------------------------------------------------- cards and lines

def card_slugs() -> list[str]:
    """Every tag name of the Merlin box: the 55 quest cards, the traitor tiles, the terrain tiles."""
    try:
        from .. import CARD_SLUGS
        return list(CARD_SLUGS)
    except ImportError:
        return [*QUESTS, *TRAITORS, *TERRAIN_SLUGS]


def card_kind(slug: str) -> str | None:
    """`quest`, `traitor` or `terrain` for a tag name of the Merlin box, else None."""
    if slug in QUESTS:
        return "quest"
    if traitor_of(slug) is not None:
        return "traitor"
    if terrain_of(slug) is not None:
        return "terrain"
    return None


def traitor_of(slug: str) -> str | None:
    """The colour of a traitor tile's tag (`traitor-grey`), else None."""
    colour = slug.removeprefix("traitor-")
    return colour if slug.startswith("traitor-") and colour in COLOURS else None


def terrain_of(slug: str) -> str | None:
    """The Domain letter of a terrain tile's tag (`tile-w-tower` → `W`), else None."""
    return TERRAIN_SLUGS.get(slug)


def move_parts(line: str) -> tuple[str, int, str]:
    """A move line's figure, value moved (after an apple or a flip) and direction."""
    words = line.split()
    figure, value = words[1], int(words[2])
    if "apple" in words:
        value = int(words[words.index("apple") + 1])
    if "flip" in words:
        value = 7 - value
    return figure, value, "ccw" if "ccw" in words else "cw"


def is_plain_move(line: str) -> bool:
    """A move without an apple, a flip or a reverse flag (Merlin's two directions are plain)."""
    words = line.split()
    if "apple" in words or "flip" in words:
        return False
    return words[1] == "merlin" or "ccw" not in words


def is_last_turn_before_scoring(state: dict) -> bool:
    """The round's last turn when a scoring follows it (rounds 2, 4, 6)."""
    turn = state.get("turn") or {}
    seats = state.get("seats") or []
    if state.get("round") not in (2, 4, 6) or not seats or turn.get("number") != 4:
        return False
    last = seats[(seats.index(state["first"]) + len(seats) - 1) % len(seats)]
    return state.get("current") == last


# ---------------------------------------------------------------------- the steps of a change

def narrate(cat, before: dict, after: dict, undone: bool = False) -> Steps:
    """The core's narrator (companion/core/narration.py): Merlin's steps; an undo's inverse moves alone
    (no setup guide when a `new` is taken back, no round's reminders)."""
    if undone:
        if before.get("game") != "merlin" or after.get("game") != "merlin" or before.get("seats") != after.get("seats"):
            return Steps()
        lines = _figures(cat, before, after, undone=True) + _players(cat, before, after, undone=True) \
            + _undone_decks(cat, before, after) + _round_undone(cat, before, after)
        return Steps(pages=pages_of(lines)) if sum(len(x) + 1 for x in lines) > SAY_AT_ONCE else Steps(now=lines)
    return steps(cat, before, after)


def steps(cat, before: dict, after: dict) -> Steps:
    """Every physical step between two public states, in the order a table does them."""
    out = Steps()
    if before.get("game") != "merlin" or before.get("seats") != after.get("seats"):
        out.pages = pages_of(setup_lines(cat, after))
        return out
    decks = _decks(cat, before, after)
    # A pile shuffled anew comes before the draw that needs it (the table shuffles, then draws).
    reshuffles = [line for line in decks if line in (cat.text("say.quest-reshuffle"), cat.text("say.traitor-reshuffle"))]
    players = _player_lines(cat, before, after)
    # What a move costs (an apple, a flag) is paid before the figure moves.
    prices = [line for line, paid in players if paid]
    lines = reshuffles + prices + _figures(cat, before, after) + [line for line, paid in players if not paid] \
        + [line for line in decks if line not in reshuffles]
    scored = [r for r in (after.get("scorings") or {}) if r not in (before.get("scorings") or {})]
    round_lines = _round(cat, before, after)
    if scored or after.get("final") and not before.get("final"):
        for r in scored:
            out.pages += scoring_pages(cat, after, r)
        out.pages += pages_of(lines)
        if after.get("final") and not before.get("final"):
            out.pages += final_pages(cat, after)
        out.pages += pages_of(round_lines)
        return out
    lines += round_lines
    if sum(len(line) + 1 for line in lines) <= SAY_AT_ONCE:
        out.now = lines
    else:
        out.pages = pages_of(lines)
    return out


def setup_lines(cat, state: dict) -> list[str]:
    """The rulebook's setup steps the box did by itself, said for the table to do."""
    n = len(state.get("seats") or [])
    return [cat.text("say.setup-board"), cat.text("say.setup-supply", apples=state.get("apples", 11 - n)),
            cat.text("say.setup-players"), cat.text("say.setup-quests", n=n),
            cat.text("say.setup-unconfirmed") if (state.get("board") or {}).get("provisional", True) else ""]


def _figures(cat, before: dict, after: dict, undone: bool = False) -> list[str]:
    lines = []
    turn = after.get("turn") or before.get("turn") or {}
    # A move taken back goes the short way home, whatever die the turn shows.
    die = "back" if undone else turn.get("die")
    if before.get("merlin") != after.get("merlin") and after.get("merlin") is not None:
        lines.append(cat.text("say.move-merlin-back" if undone else "say.move-merlin",
                              steps=_steps(before.get("merlin"), after["merlin"]),
                              direction=_direction(before.get("merlin"), after["merlin"], die),
                              space=cat.place(cat.kind_at(after, after["merlin"]))))
    for seat, where in (after.get("knights") or {}).items():
        was = (before.get("knights") or {}).get(seat)
        if where is None and was is not None:
            # A start taken back: the knight leaves the track.
            lines.append(cat.text("say.knight-off", name=cat.player(after, seat)))
            continue
        if where is None or was == where:
            continue
        name = cat.player(after, seat)
        if was is None:
            lines.append(cat.text("say.knight-start", name=name, space=cat.place(cat.kind_at(after, where))))
        elif (where - was) % TRACK == 12 and "mirror" in (turn.get("flags") or []):
            lines.append(cat.text("say.knight-mirror", name=name, space=cat.place(cat.kind_at(after, where))))
        else:
            # Taken back: « ramenez », not « avancez » (a knight never goes backwards in play).
            lines.append(cat.text("say.move-knight-back" if undone else "say.move-knight", name=name,
                                  steps=_steps(was, where),
                                  direction=_direction(was, where, die),
                                  space=cat.place(cat.kind_at(after, where))))
    return lines


def _steps(was, where) -> int:
    forward = (where - was) % TRACK
    return min(forward, TRACK - forward) if forward else 0


def _direction(was, where, die) -> str:
    if die == "back":       # taken back: the short way home
        return "cw" if (where - was) % TRACK <= TRACK // 2 else "ccw"
    return "cw" if die is None or (where - was) % TRACK == die % TRACK else "ccw"


def _players(cat, before: dict, after: dict, undone: bool = False) -> list[str]:
    """One sentence a player: every piece he takes or gives back (an object's colour is its province's),
    in the table's order (what he pays, his servant, the manor, what he gains: « rendez 1 matériau noir ;
    manoir sur b6 ; prenez 1 bouclier violet »); `undone`: the same pieces the other way round, in the
    inverse order, a completed quest coming back from the discard."""
    return [line for line, _ in _player_lines(cat, before, after, undone)]


def _player_lines(cat, before: dict, after: dict, undone: bool = False) -> list[tuple[str, bool]]:
    """Each player's sentence, and whether it is only a price paid (an apple, a flag: said before the move)."""
    lines = []
    scoring = bool((after.get("scorings") or {}).keys() - (before.get("scorings") or {}).keys())
    for seat in after["seats"]:
        was, now = before["players"][seat], after["players"][seat]
        taken, given = _objects(cat, was, now, undone)
        counters = []
        for province in COLOURS:
            def mine(state: dict) -> int:
                return (state.get("provinces") or {}).get(province, {}).get("influence", {}).get(seat, 0)
            delta = mine(after) - mine(before)
            if delta:
                counters.append(cat.text("say.counter-put" if delta > 0 else "say.counter-back", n=abs(delta),
                                         province=cat.province(province)))
        servants = []
        for servant in SERVANTS:
            a, b = was["servants"][servant], now["servants"][servant]
            if a != b:
                home = "say.servant-back" if undone else "say.servant-home"
                to = "say.servant-back-to" if undone else "say.servant-to"
                servants.append(cat.text(home, servant=cat.servant(servant)) if b == "castle" else
                                cat.text(to, servant=cat.servant(servant), province=cat.province(b)))
        manors = [cat.text("say.manor", tile=tile) for tile in now["manors"] if tile not in was["manors"]]
        manors += [cat.text("say.manor-back", tile=tile) for tile in was["manors"] if tile not in now["manors"]]
        if undone:
            # The line's steps taken back in the inverse order: what it gained goes back first, what it
            # paid comes back last.
            parts = counters + given + manors + servants + taken
        else:
            parts = given + servants + manors + taken + counters
        back = [card for card in was["completed"] if card not in now["completed"]]
        parts += [cat.text("say.quest-undone", card=card) for card in back]
        counts = _counts(cat, was, now, undone, len(back))
        parts += counts
        # A price alone (an apple, a flag returned for a move): paid before the figure moves.
        apple = [cat.text("say.apple-back", n=was["apples"] - now["apples"])] if now["apples"] < was["apples"] else []
        paid_only = not undone and bool(parts) and parts == given + apple
        traitors = _traitors(cat, was["traitors"], now["traitors"], undone)
        relics = []
        for relic in ("excalibur", "grail"):
            holder, taker = before.get(relic), after.get(relic)
            if undone and holder and taker and holder != taker:
                # Taken back from another player: the one who took it gives it back (« rendez le Graal à
                # Paul »); Paul has nothing to do.
                if seat == holder:
                    relics.append(cat.text(f"say.give-{relic}-to", name=cat.player(after, taker)))
            elif now[relic] and not was[relic]:
                # Taken from another player's castle: « prenez le Graal à Paul » (he has nothing to do).
                relics.append(cat.text(f"say.take-{relic}-from", name=cat.player(before, holder))
                              if holder and holder != seat else cat.text(f"say.take-{relic}"))
            elif was[relic] and not now[relic] and not taker:
                relics.append(cat.text(f"say.give-{relic}"))
        # Undone, the relic (what the line gained) goes back before its price (a traitor) comes back.
        parts += relics + traitors if undone else traitors + relics
        parts += [cat.text("say.quest-done", card=card) for card in now["completed"] if card not in was["completed"]]
        if now["score"] != was["score"] and not scoring:
            points = now["score"] - was["score"]
            # Taken back, the score marker moves back along the track (« reculez votre marqueur de score »).
            parts.append(cat.text("say.score-back", direction="up" if points > 0 else "back", steps=abs(points),
                                  score=now["score"]) if undone else cat.text("say.score", points=points, score=now["score"]))
        if parts:
            lines.append((cat.text("say.player", name=cat.player(after, seat), parts=" ; ".join(parts)
                                   if cat.lang == "fr" else "; ".join(parts)), paid_only))
    return lines


def _objects(cat, was: dict, now: dict, undone: bool = False) -> tuple[list[str], list[str]]:
    """What a player takes and what he gives back (« prenez … », « rendez … »; « reprenez … » what a line
    taken back had made him pay)."""
    taken, given = [], []
    for kind in OBJECTS:
        for colour in COLOURS:
            delta = now[kind][colour] - was[kind][colour]
            if delta:
                (taken if delta > 0 else given).append(cat.item(kind, colour, abs(delta)))
    return ([cat.text("say.take-back" if undone else "say.take", what=", ".join(taken))] if taken else [],
            [cat.text("say.give", what=", ".join(given))] if given else [])


def _counts(cat, was: dict, now: dict, undone: bool = False, returned: int = 0) -> list[str]:
    parts = []
    if now["apples"] != was["apples"]:
        parts.append(cat.text("say.apple-take" if now["apples"] > was["apples"] else "say.apple-back",
                              n=abs(now["apples"] - was["apples"])))
    if now["staffs"] < was["staffs"]:
        parts.append(cat.text("say.staff"))
    if now["staffs"] > was["staffs"]:
        parts.append(cat.text("say.staff-back"))
    if undone:
        # A line taken back: cards come back to the hand from the discard (a completed quest said by its
        # name), or go back on the deck they were drawn from.
        if now["hand"] - returned > was["hand"]:
            parts.append(cat.text("say.quests-from-discard", n=now["hand"] - returned - was["hand"]))
        elif now["hand"] < was["hand"]:
            parts.append(cat.text("say.quests-to-deck", n=was["hand"] - now["hand"]))
        return parts
    if now["hand"] > was["hand"]:
        parts.append(cat.text("say.draw-quests", n=now["hand"] - was["hand"]))
    elif now["hand"] < was["hand"] and len(now["completed"]) == len(was["completed"]):
        parts.append(cat.text("say.discard-quests", n=was["hand"] - now["hand"]))
    return parts


def _traitors(cat, was: list[str], now: list[str], undone: bool = False) -> list[str]:
    gone, came = list(was), []
    for colour in now:
        if colour in gone:
            gone.remove(colour)
        else:
            came.append(colour)
    parts = []
    if came:
        # Taken back: the traitors a scoring discarded come back from the discard, not from the piles.
        parts.append(cat.text("say.traitors-from-discard" if undone else "say.traitors-drawn", n=len(came),
                              colours=", ".join(cat.colour_word(c) for c in came)))
    if gone:
        parts.append(cat.text("say.traitors-back" if undone else "say.traitors-gone", n=len(gone), colours=", ".join(cat.colour_word(c) for c in gone)))
    return parts


def _decks(cat, before: dict, after: dict) -> list[str]:
    lines = []
    quests_was, quests_now = before.get("quests") or {}, after.get("quests") or {}
    if quests_now.get("deck", 0) > quests_was.get("deck", 0) and quests_now.get("discard", 0) < quests_was.get("discard", 0):
        lines.insert(0, cat.text("say.quest-reshuffle"))
    tiles_was, tiles_now = before.get("traitor_tiles") or {}, after.get("traitor_tiles") or {}
    if tiles_now.get("pile", 0) > tiles_was.get("pile", 0):
        lines.insert(0, cat.text("say.traitor-reshuffle"))
    discarded = quests_now.get("discard", 0) - quests_was.get("discard", 0)
    seat = (before.get("turn") or {}).get("player")
    completed = seat and len(after["players"][seat]["completed"]) > len(before["players"][seat]["completed"])
    if seat and discarded > 0 and not completed and after["players"][seat]["hand"] == before["players"][seat]["hand"]:
        lines.append(cat.text("say.quests-swapped", name=cat.player(after, seat), n=discarded))
    if after.get("excalibur") is None and before.get("excalibur") is not None:
        lines.append(cat.text("say.excalibur-back"))
    return lines


def _undone_decks(cat, before: dict, after: dict) -> list[str]:
    """The decks of a line taken back: swapped quests come back, a reshuffled pile is split again."""
    lines = []
    quests_was, quests_now = before.get("quests") or {}, after.get("quests") or {}
    back = quests_was.get("discard", 0) - quests_now.get("discard", 0)
    returned = sum(len(before["players"][s]["completed"]) - len(after["players"][s]["completed"]) for s in after["seats"])
    hands = sum(after["players"][s]["hand"] - before["players"][s]["hand"] for s in after["seats"])
    seat = (after.get("turn") or {}).get("player")
    if seat and back - returned - max(hands, 0) > 0 and quests_now.get("deck", 0) > quests_was.get("deck", 0):
        lines.append(cat.text("say.swap-undone", name=cat.player(after, seat), n=back - returned - max(hands, 0)))
    tiles_was, tiles_now = before.get("traitor_tiles") or {}, after.get("traitor_tiles") or {}
    if tiles_now.get("discard", 0) > tiles_was.get("discard", 0) and tiles_now.get("pile", 0) < tiles_was.get("pile", 0) \
            and not any(len(after["players"][s]["traitors"]) < len(before["players"][s]["traitors"]) for s in after["seats"]):
        lines.append(cat.text("say.traitor-reshuffle-undone"))
    return lines


def _round_undone(cat, before: dict, after: dict) -> list[str]:
    """A round's end taken back: the round marker back a space, the first player's marker back to its
    holder, the dice as they lay."""
    if before.get("round") == after.get("round") and before.get("first") == after.get("first"):
        return []
    return [cat.text("say.round-undone", round=after.get("round"), name=cat.player(after, after["first"]),
                     moved="true" if before.get("first") != after.get("first") else "false",
                     dice="true" if before.get("phase") == "prepare" and after.get("phase") == "play" else "false")]


def _round(cat, before: dict, after: dict) -> list[str]:
    lines = []
    if after.get("phase") == "prepare" and before.get("phase") != "prepare":
        lines.append(cat.text("say.round-end", round=after["round"], name=cat.player(after, after["first"])))
        waiting = after.get("waiting") or {}
        if waiting.get("traitors"):
            lines.append(cat.text("say.draw-traitors"))
        lines.append(cat.text("say.roll-again"))
    elif after.get("phase") == "play" and before.get("phase") in ("setup", "prepare"):
        lines.append(cat.text("say.round-start", round=after["round"], name=cat.player(after, after["first"])))
    # (A quest card drawn at a turn's end is said once, with the player's pieces: « piochez 1 carte Quête ».)
    return [line for line in lines if line]


# ---------------------------------------------------------------------- pages

def holdings(cat, state: dict) -> list[str]:
    """What the box believes each player holds that the scoring counts: shields, traitors, Excalibur."""
    lines = [cat.text("say.holdings-title")]
    for seat in state["seats"]:
        p = state["players"][seat]
        shields = ", ".join(cat.item("shields", c, p["shields"][c]) for c in COLOURS if p["shields"][c]) \
            or cat.text("say.no-shield")
        traitors = ", ".join(cat.colour_word(c) for c in p["traitors"]) or cat.text("say.none")
        lines.append(cat.text("say.holdings", name=cat.player(state, seat), shields=shields, traitors=traitors,
                              excalibur="true" if p["excalibur"] else "false",
                              manors=len(p["manors"]), grail="true" if p["grail"] else "false"))
    return pages_of(lines)


CATEGORIES = ("traitors", "excalibur", "domain", "influence", "servants")


def scoring_pages(cat, state: dict, round_key: str) -> list[str]:
    """A scoring's categories, one line a player, with the Grail's province."""
    scoring = state["scorings"][round_key]
    lines = [cat.text("say.scoring-title", round=round_key)]
    if scoring.get("grail"):
        lines.append(cat.text("say.scoring-grail", province=cat.province(scoring["grail"])))
    # Said as it is made; the last scoring comes with the final bonuses in the same state: its score is
    # the one before them (the bonuses' page says the final score).
    final = state.get("final") or {}
    for seat in state["seats"]:
        record = scoring["players"][seat]
        parts = ", ".join(cat.text(f"say.category.{c}", points=record.get(c, 0)) for c in CATEGORIES)
        score = state["players"][seat]["score"] - (final.get(seat) or {}).get("total", 0)
        lines.append(cat.text("say.scoring-player", name=cat.player(state, seat), parts=parts,
                              total=record.get("total", 0), score=score))
    return pages_of(lines)


def final_pages(cat, state: dict) -> list[str]:
    """The final bonuses, one line a player, then the winner(s)."""
    lines = [cat.text("say.final-title")]
    for seat in state["seats"]:
        record = state["final"][seat]
        lines.append(cat.text("say.final-player", name=cat.player(state, seat), apples=record.get("apples", 0),
                              staffs=record.get("staffs", 0), items=record.get("items", 0),
                              total=record.get("total", 0), score=state["players"][seat]["score"]))
    result = state.get("result") or {}
    winners = result.get("winners") or []
    if winners:
        lines.append(cat.text("box.over", names=cat.names_of(state, winners), n=len(winners),
                              score=result.get("score", 0)))
    return pages_of(lines)
