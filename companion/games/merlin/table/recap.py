"""After a game of Merlin: the victory points round by round (the score track over six rounds and the
final bonuses) and each scoring by category, as a picture and a few sentences. Picked by the core's
`companion/core/recap.py`; the words are `locale/recap.LANG.ftl`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource

from companion.core.i18n import FUNCTIONS
from ..commands import parse
from ..game import MerlinGame

WIDTH, MARGIN = 800, 36
CHART_HEIGHT = 240
ROUNDS = 6
CATEGORIES = ("traitors", "excalibur", "domain", "influence", "servants", "total")
FINAL = ("apples", "staffs", "items", "total")
# The seats' colours, as on the phone page (the wing's page.js: .ms-1 … .ms-4).
SEAT_RGB = [(198, 40, 40), (222, 170, 20), (46, 125, 50), (120, 120, 120)]
TEXT, GRID, LIGHT = (20, 20, 20), (215, 215, 215), (120, 120, 120)


@dataclass
class Recap:
    """What a finished (or stopped) game leaves: the players, their score at each round's end, the scorings."""

    names: list[str] = field(default_factory=list)
    track: list[list[int]] = field(default_factory=list)         # per player: score at the start, then after each round played
    scorings: dict[int, list[dict]] = field(default_factory=dict)   # round -> per player: the categories
    final: list[dict] | None = None                              # per player: the final bonuses
    scores: list[int] = field(default_factory=list)              # per player: the score now
    winners: list[str] = field(default_factory=list)
    winning_score: int | None = None


def rounds_done(state: dict) -> int:
    """How many rounds are over, scorings included (a round whose scoring waits on the Grail is not)."""
    if state["phase"] == "over":
        return state["round"]
    if state["phase"] == "setup":
        return 0
    return state["round"] - 1


def build(lines: list[str]) -> Recap:
    """Replay a game's journaled lines and keep each player's score at every round's end and each scoring."""
    game = MerlinGame.start(parse(lines[0]))
    state = game.public_state()
    seats = state["seats"]

    def scores(st: dict) -> list[int]:
        return [st["players"][seat]["score"] for seat in seats]

    # The score as each round ends: where the state first says that round is done (its scoring,
    # after rounds 2, 4 and 6, is in the score by then; at the end, so are the final bonuses).
    ends: dict[int, list[int]] = {0: scores(state)}
    for line in lines[1:]:
        game.apply(parse(line))
        state = game.public_state()
        done = rounds_done(state)
        if done not in ends:
            ends[done] = scores(state)
    played = max(ends)
    recap = Recap(names=[state["players"][seat]["name"] for seat in seats], scores=scores(state))
    final = state.get("final")
    if final:
        # The last round's point is before the final bonuses; the bonuses make the last step.
        ends[played] = [score - final[seat]["total"] for score, seat in zip(recap.scores, seats)]
    recap.track = [[ends[r][i] for r in sorted(ends)] for i in range(len(seats))]
    recap.scorings = {int(r): [record["players"][seat] for seat in seats]
                      for r, record in sorted(state["scorings"].items(), key=lambda item: int(item[0]))}
    recap.final = [final[seat] for seat in seats] if final else None
    if state["result"]:
        recap.winners = [state["players"][seat]["name"] for seat in state["result"]["winners"]]
        recap.winning_score = state["result"]["score"]
    return recap


@cache
def bundle(lang: str) -> FluentBundle:
    """The recap's words in `lang` (French when there are none in it)."""
    folder = Path(__file__).parent / "locale"
    path = folder / f"recap.{lang}.ftl"
    if not path.exists():
        path = folder / "recap.fr.ftl"
        lang = "fr"
    words = FluentBundle([lang], functions=FUNCTIONS, use_isolating=False)
    words.add_resource(FluentResource(path.read_text("utf-8")))
    return words


def text(lang: str, key: str, **args) -> str:
    """One of the recap's messages, filled."""
    words = bundle(lang)
    out, errors = words.format_pattern(words.get_message(key).value, args)
    if errors:
        raise ValueError(f"recap.{lang}.ftl: {key}: {errors}")
    return out


def signed(value: int, plus: bool = True) -> str:
    """A number of points with a true minus sign (and a plus when asked): « +3 », « −3 », « 0 »."""
    return f"+{value}" if plus and value > 0 else str(value).replace("-", "−")


def _names(recap: Recap) -> str:
    return ", ".join(recap.names)


def summary(lang: str, game_id: int, recap: Recap) -> str:
    """The scorings and the result in a few sentences, in the table's language."""
    rounds = max(len(recap.track[0]) - 1, 0) if recap.track else 0
    out = [text(lang, "recap-summary", game=game_id, names=_names(recap), rounds=rounds)]
    for round_done, players in recap.scorings.items():
        scores = "; ".join(text(lang, "recap-player-scoring", name=name, **{c: players[i][c] for c in CATEGORIES})
                           for i, name in enumerate(recap.names))
        out.append(text(lang, "recap-scoring-line", round=round_done, scores=scores))
    if recap.final:
        scores = "; ".join(text(lang, "recap-player-final", name=name, **{c: recap.final[i][c] for c in FINAL})
                           for i, name in enumerate(recap.names))
        out.append(text(lang, "recap-final-line", scores=scores))
    if recap.winners:
        key = "recap-result-shared" if len(recap.winners) > 1 else "recap-result-won"
        out.append(text(lang, key, names=", ".join(recap.winners), score=recap.winning_score))
    else:
        scores = ", ".join(text(lang, "recap-player-score", name=name, score=score)
                           for name, score in zip(recap.names, recap.scores))
        out.append(text(lang, "recap-result-playing", scores=scores))
    return "\n".join(out)


def draw(recap: Recap, lang: str, game_id: int):
    """Top: each player's victory points after every round and at the end, a line per player.
    Below: each scoring as a small table, a row per category, a column per player."""
    from PIL import Image, ImageDraw

    from companion.core.recap import font
    tables = list(recap.scorings.items()) + ([("final", recap.final)] if recap.final else [])
    per_row = 2
    table_height = 38 + 18 * len(CATEGORIES) + 20
    height = MARGIN + 40 + CHART_HEIGHT + 40 + ((len(tables) + per_row - 1) // per_row) * table_height + MARGIN
    image = Image.new("RGB", (WIDTH, height), "white")
    pen = ImageDraw.Draw(image)
    big, small = font(16), font(12)
    pen.text((MARGIN, 10), text(lang, "recap-title", game=game_id, names=_names(recap)), fill=TEXT, font=big)
    _chart(pen, recap, lang, MARGIN + 30, small)
    top = MARGIN + 40 + CHART_HEIGHT + 30
    column = (WIDTH - 2 * MARGIN) // per_row
    for n, (key, players) in enumerate(tables):
        x, y = MARGIN + (n % per_row) * column, top + (n // per_row) * table_height
        if key == "final":
            _table(pen, x, y, text(lang, "recap-final-heading"), recap, players, FINAL, lang, small)
        else:
            _table(pen, x, y, text(lang, "recap-scoring", round=key), recap, players, CATEGORIES, lang, small)
    return image


def _chart(pen, recap: Recap, lang: str, top: int, small) -> None:
    """The score track: x the rounds (0 to 6, then the end), y the victory points."""
    left, right, bottom = MARGIN + 40, WIDTH - MARGIN - 120, top + CHART_HEIGHT
    pen.text((MARGIN, top - 18), text(lang, "recap-track"), fill=TEXT, font=small)
    points = [track + ([score] if recap.final else []) for track, score in zip(recap.track, recap.scores)]
    values = [v for track in points for v in track] or [0]
    low, high = min(0, min(values)), max(10, max(values))
    steps = ROUNDS + 1   # rounds 0-6, then the end

    def at(step: int, value: int) -> tuple[float, float]:
        return (left + (right - left) * step / steps, bottom - (bottom - top) * (value - low) / (high - low))

    for step in range(steps + 1):
        x, _ = at(step, low)
        pen.line([(x, top), (x, bottom)], fill=GRID)
        label = text(lang, "recap-final") if step == steps else text(lang, "recap-round", round=step)
        pen.text((x, bottom + 4), label, fill=LIGHT, font=small, anchor="ma")
    step = next(s for s in (5, 10, 20, 25, 50, 100) if (high - low) / s <= 8)
    low, high = step * ((low - step + 1) // step), step * -((-high) // step)   # whole steps around the scores
    for value in range(low, high + 1, step):
        _, y = at(0, value)
        pen.line([(left, y), (right, y)], fill=GRID if value else LIGHT)
        pen.text((left - 6, y), str(value), fill=LIGHT, font=small, anchor="rm")
    labels = []
    for i, track in enumerate(points):
        colour = SEAT_RGB[i % len(SEAT_RGB)]
        # Without final bonuses yet, the last point is the score now, on its round.
        steps_of = list(range(len(track))) if not recap.final else list(range(len(track) - 1)) + [steps]
        xy = [at(step, value) for step, value in zip(steps_of, track)]
        if len(xy) > 1:
            pen.line(xy, fill=colour, width=3)
        for x, y in xy:
            pen.ellipse([(x - 3, y - 3), (x + 3, y + 3)], fill=colour)
        labels.append((xy[-1][1], f"{recap.names[i]} {signed(track[-1], plus=False)}", colour))
    # Each name at its last point, moved apart when scores are close (a tie draws one point).
    last = None
    for y, label, colour in sorted(labels):
        y = y if last is None else max(y, last + 15)
        pen.text((right + 12, y), label, fill=colour, font=small, anchor="lm")
        last = y


def _table(pen, x: int, y: int, title: str, recap: Recap, players: list[dict], rows: tuple[str, ...],
           lang: str, small) -> None:
    pen.text((x, y), title, fill=TEXT, font=small)
    label_width, cell = 110, 62
    for i, name in enumerate(recap.names):
        pen.text((x + label_width + i * cell + cell - 6, y + 20), name[:9], fill=SEAT_RGB[i % len(SEAT_RGB)],
                 font=small, anchor="ra")
    for r, row in enumerate(rows):
        ry = y + 38 + r * 18
        pen.text((x, ry), text(lang, f"recap-cat-{row}"), fill=TEXT, font=small)
        for i, player in enumerate(players):
            value = player.get(row, 0)
            shown = signed(value, plus=row != "total")
            pen.text((x + label_width + i * cell + cell - 6, ry), shown, fill=TEXT, font=small, anchor="ra")
        if row == "total":
            pen.line([(x, ry - 2), (x + label_width + len(players) * cell, ry - 2)], fill=LIGHT)


def render(lines: list[str], lang: str, game_id: int):
    """The picture and the summary of one game, in `lang`."""
    recap = build(lines)
    return draw(recap, lang, game_id), summary(lang, game_id, recap)
