"""The scorings after rounds 2, 4 and 6 and the final bonuses (rulebook « Décompte » pp. 11-12, « Fin de
partie » p. 12; merlin-protocol.md "Scoring", rulings 16-22).

Each category is computed player by player and told as an event (`scoring-category`) with its
detail, so the table hears each physical step; the record goes to `scorings` and the detail to the
extra key `scoring_details`.
"""
from __future__ import annotations

from .commands import OBJECTS
from .pieces import Emit, discard_traitors, return_object
from .state import CASTLE, STAFFS, State

TRAITOR_LOSS = 3
EXCALIBUR_GAIN = 3
STAFF_POINTS = 2
OBJECTS_PER_POINT = 3
CATEGORIES = ("traitors", "excalibur", "domain", "influence", "servants")


def grail_options(s: State) -> list[str]:
    """The provinces where the Grail's holder ties for the most counters (« remporter une égalité »)."""
    holder = s.grail
    if holder is None:
        return []
    found = []
    for colour in s.colours:
        counts = s.provinces[colour].influence
        best = max(counts.values())
        if best > 0 and counts[holder] == best and sum(1 for n in counts.values() if n == best) > 1:
            found.append(colour)
    return found


def grail_stakes(s: State) -> dict[str, tuple[int, int]]:
    """For each province the Grail may decide: the holder's points there with the Grail, and without it
    (the tie shared, rounded down)."""
    stakes = {}
    for colour in grail_options(s):
        counts = s.provinces[colour].influence
        total = sum(counts.values())
        stakes[colour] = (total, _shares(counts, total).get(s.grail, 0))
    return stakes


def zones(s: State) -> list[list[str]]:
    """The Domain's zones: tiles of one terrain joined by their sides (ruling 16), a1 first."""
    rows = [r.lower() for r in s.rows]
    seen: set[tuple[int, int]] = set()
    found = []
    for r in range(len(rows)):
        for c in range(6):
            if (r, c) in seen:
                continue
            zone, todo = [], [(r, c)]
            seen.add((r, c))
            while todo:
                y, x = todo.pop()
                zone.append((y, x))
                for ny, nx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                    if 0 <= ny < len(rows) and 0 <= nx < 6 and (ny, nx) not in seen and rows[ny][nx] == rows[y][x]:
                        seen.add((ny, nx))
                        todo.append((ny, nx))
            found.append([f"{'abcd'[y]}{x + 1}" for y, x in sorted(zone)])
    return found


def _shares(counts: dict[str, int], total: int) -> dict[str, int]:
    """Those with the most (more than 0) share `total`, rounded down."""
    best = max(counts.values(), default=0)
    if best <= 0:
        return {}
    leaders = [seat for seat, n in counts.items() if n == best]
    return {seat: total // len(leaders) for seat in leaders}


def score_round(s: State, emit: Emit) -> None:
    """The four categories of a scoring, in the rulebook's order; the Grail decision already answered."""
    record = {seat: dict.fromkeys(CATEGORIES, 0) for seat in s.seats}
    detail: dict = {"traitors": {}, "zones": [], "influence": {}, "servants": {}}
    emit("scoring-begins", round=s.round)
    _traitors(s, emit, record, detail)
    _domain(s, emit, record, detail)
    _influence(s, emit, record, detail)
    for seat in s.seats:
        n = sum(1 for where in s.players[seat].servants.values() if where != CASTLE)
        record[seat]["servants"] = n
        detail["servants"][seat] = n
        emit("scoring-category", round=s.round, category="servants", player=seat, name=s.name(seat), points=n,
             servants=n)
    for seat in s.seats:
        r = record[seat]
        r["total"] = sum(r[k] for k in CATEGORIES)
        s.players[seat].score += r["total"]
    s.scorings[str(s.round)] = {"grail": s.grail_choice, "players": record}
    s.details[str(s.round)] = detail
    emit("scoring-ends", round=s.round, totals={seat: record[seat]["total"] for seat in s.seats},
         scores={seat: s.players[seat].score for seat in s.seats})


def _traitors(s: State, emit: Emit, record: dict, detail: dict) -> None:
    """1ère catégorie: shields repel traitors one for one; −3 for each one left; Excalibur +3 (ruling 19)."""
    for seat in s.seats:
        p = s.players[seat]
        left = 0
        repelled = {}
        for colour in s.colours:
            n = p.traitors[colour]
            if not n:
                continue
            beaten = min(n, p.objects["shield"][colour])
            repelled[colour] = beaten
            left += n - beaten
            return_object(s, emit, seat, "shield", colour, why="traitor", count=beaten)
        record[seat]["traitors"] = -TRAITOR_LOSS * left
        detail["traitors"][seat] = {"repelled": repelled, "unrepelled": left}
        emit("scoring-category", round=s.round, category="traitors", player=seat, name=p.name,
             points=-TRAITOR_LOSS * left, repelled=repelled, unrepelled=left)
        if s.excalibur == seat:
            gain = EXCALIBUR_GAIN if left == 0 else 0
            record[seat]["excalibur"] = gain
            emit("scoring-category", round=s.round, category="excalibur", player=seat, name=p.name, points=gain)
        for colour in s.colours:
            discard_traitors(s, emit, seat, colour, p.traitors[colour], why="scoring")


def _domain(s: State, emit: Emit, record: dict, detail: dict) -> None:
    """2ème catégorie: each zone's tiles to the most manors there, shared rounded down."""
    for zone in zones(s):
        counts = {seat: sum(1 for tile in zone if s.manors.get(tile) == seat) for seat in s.seats}
        shares = _shares(counts, len(zone))
        for seat, points in shares.items():
            record[seat]["domain"] += points
        if shares:
            detail["zones"].append({"tiles": zone, "terrain": s.rows["abcd".index(zone[0][0])][int(zone[0][1]) - 1]
                                    .lower(), "manors": {k: v for k, v in counts.items() if v}, "points": shares})
    for seat in s.seats:
        emit("scoring-category", round=s.round, category="domain", player=seat, name=s.name(seat),
             points=record[seat]["domain"])


def _influence(s: State, emit: Emit, record: dict, detail: dict) -> None:
    """3ème catégorie, from the Dragon's province clockwise; then one counter each stays."""
    for colour in s.colours:
        counts = dict(s.provinces[colour].influence)
        total = sum(counts.values())
        if colour == s.grail_choice:
            shares = {s.grail: total}
        else:
            shares = _shares(counts, total)
        for seat, points in shares.items():
            record[seat]["influence"] += points
        detail["influence"][colour] = {"counters": {k: v for k, v in counts.items() if v}, "points": shares,
                                       "grail": colour == s.grail_choice}
        if total:
            emit("province-scored", round=s.round, province=colour, counters=total, points=shares,
                 grail=colour == s.grail_choice)
        for seat, n in counts.items():
            if n > 1:
                s.provinces[colour].influence[seat] = 1
                s.players[seat].reserve += n - 1
                emit("counters-returned", player=seat, name=s.name(seat), province=colour, count=n - 1,
                     source=colour, to="reserve")
    for seat in s.seats:
        emit("scoring-category", round=s.round, category="influence", player=seat, name=s.name(seat),
             points=record[seat]["influence"])


def final_bonuses(s: State, emit: Emit) -> dict:
    """« Fin de partie »: +1 an apple, +2 an unused staff, +1 each three objects left."""
    final = {}
    for seat in s.seats:
        p = s.players[seat]
        items = sum(p.object_count(kind) for kind in OBJECTS) // OBJECTS_PER_POINT
        r = {"apples": p.apples, "staffs": STAFF_POINTS * p.staffs, "items": items}
        r["total"] = sum(r.values())
        p.score += r["total"]
        final[seat] = r
        emit("final-bonus", player=seat, name=p.name, **r, score=p.score, staffs_left=p.staffs,
             staffs_max=STAFFS)
    return final


def winners(s: State) -> tuple[list[str], int]:
    """The highest score and everyone who has it (« les joueurs se partagent la victoire »)."""
    best = max(s.players[seat].score for seat in s.seats)
    return [seat for seat in s.seats if s.players[seat].score == best], best
