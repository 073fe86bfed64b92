"""Merlin's board as the table reads it on the box (OK held, the board's index): the round and the track,
a page a player's castle, the provinces, the Domain (no rule here; companion/core/board_index.py pages it)."""
from __future__ import annotations

from companion.core.frontend import section

from .narration import COLOURS, SERVANTS


def _where(cat, state: dict, seat: str) -> str:
    index = (state.get("knights") or {}).get(seat)
    return "–" if index is None else cat.place(cat.kind_at(state, index))


def board_pages(cat, state: dict) -> list[str]:
    """The board page: the round and the track, a page a player, then the provinces."""
    return [_track(cat, state)] + _castles(cat, state) + _provinces(cat, state)


def board_sections(cat, state: dict) -> list[tuple[str, object]]:
    """The board's index: A the castles (a player each), B the provinces, C the Domain and the track."""
    castles = list(zip((cat.player(state, s) for s in state["seats"]), _castles(cat, state)))
    provinces = [(cat.space(f"province-{c}"), text) for c, text in zip(
        [c for c in COLOURS if (state.get("provinces") or {}).get(c) is not None], _provinces(cat, state))]
    return [section(cat.text("board.section-castles"), castles),
            section(cat.text("board.section-provinces"), provinces),
            section(cat.text("board.section-domain"), [(cat.text("board.section-track"), _track(cat, state)),
                                                       (cat.text("board.section-domain-only"), _domain(cat, state))])]


def _track(cat, state: dict) -> str:
    return cat.text("board.track", round=state.get("round", 1), first=cat.player(state, state["first"])
                    if state.get("first") else "–",
                    merlin=cat.place(cat.kind_at(state, state.get("merlin") or 0)),
                    knights=", ".join(f"{cat.player(state, s)} : {_where(cat, state, s)}" for s in state["seats"]))


def _domain(cat, state: dict) -> str:
    """The Domain as laid (a row a line) and whose manor stands where."""
    domain = state.get("domain") or {}
    rows = domain.get("rows")
    if not rows:
        return cat.text("board.domain-not-laid")
    manors = ", ".join(f"{tile} {cat.player(state, seat)}" for tile, seat in (domain.get("manors") or {}).items())
    return cat.text("board.domain", rows=cat.terrain_rows(list("".join(rows))), manors=manors or "–")


def _castles(cat, state: dict) -> list[str]:
    pages = []
    for seat in state["seats"]:
        p = state["players"][seat]

        def objects(kind: str) -> str:
            return ", ".join(f"{p[kind][c]} {cat.colour_word(c, 'm' if p[kind][c] == 1 else 'mp')}"
                             for c in COLOURS if p[kind][c]) or "–"
        # Where each servant stands: at the castle, or in a province (« Dame d'honneur : province grise »).
        servants = ", ".join(f"{cat.servant(s)} : {cat.province(p['servants'][s]) if p['servants'][s] != 'castle' else cat.text('board.castle')}"
                             for s in SERVANTS)
        dice = p.get("dice") or {}
        pages.append(cat.text("board.player", name=cat.player(state, seat), score=p["score"],
                              dice=" ".join(str(v) for v in dice.get("knight", [])) or "–",
                              merlin=" ".join(str(v) for v in dice.get("merlin", [])) or "–",
                              shields=objects("shields"), flags=objects("flags"), materials=objects("materials"),
                              apples=p["apples"], staffs=p["staffs"], reserve=p["reserve"], servants=servants,
                              manors=" ".join(p["manors"]) or "–",
                              traitors=", ".join(cat.colour_word(c) for c in p["traitors"]) or "–",
                              hand=p["hand"], relics=" ".join(cat.text(f"board.{r}") for r in ("excalibur", "grail") if p[r])))
    return pages


def _provinces(cat, state: dict) -> list[str]:
    pages = []
    for colour in COLOURS:
        province = (state.get("provinces") or {}).get(colour)
        if province is None:
            continue
        influence = ", ".join(f"{cat.player(state, s)} {n}" for s, n in province["influence"].items() if n) or "–"
        servants = ", ".join(f"{cat.servant(s)} {cat.player(state, who)}" for s, who in province["servants"].items()
                             if who) or "–"
        pages.append(cat.text("board.province", province=cat.space(f"province-{colour}"), shields=province["shields"],
                              flags=province["flags"], materials=province["materials"], influence=influence,
                              servants=servants))
    return pages
