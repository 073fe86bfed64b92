"""After a game of Shadows: swords and siege engines turn by turn, quests won and lost, as a picture and a text.

The core's `companion/core/recap.py` picks this module through the registry (`render`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from companion.core.recap import font as _font
from ..commands import parse
from ..game import Game

WIDTH, HEIGHT, MARGIN = 800, 420, 48
COLOURS = {"white": (40, 110, 200), "black": (20, 20, 20), "siege": (200, 40, 40),
           "won": (30, 150, 60), "lost": (200, 40, 40), "grid": (225, 225, 225),
           "accused": (210, 150, 0), "unmasked": (130, 40, 160), "died": (110, 110, 110)}
# The events marked along the bottom of the picture: an accusation, the Traitor unmasked, a death.
MARKS = {"accused": "accused", "traitor-unmasked": "unmasked", "fate-reveal": "unmasked", "knight-dies": "died"}


@dataclass
class Recap:
    """The figures of one game, turn by turn."""

    turns: list[int] = field(default_factory=list)
    white: list[int] = field(default_factory=list)
    black: list[int] = field(default_factory=list)
    siege: list[int] = field(default_factory=list)
    quests: list[tuple[int, str, bool]] = field(default_factory=list)   # (turn, quest, won)
    marks: list[tuple[int, str, str]] = field(default_factory=list)     # (turn, kind, knight)
    result: dict | None = None
    knights: list[str] = field(default_factory=list)


def build(lines: list[str]) -> Recap:
    """Replay a game's lines and keep the counters at the end of every turn."""
    game = Game.start(parse(lines[0]))
    recap = Recap(knights=list(game.seats))

    def record():
        if recap.turns and recap.turns[-1] == game.turn:
            recap.white[-1], recap.black[-1], recap.siege[-1] = game.white, game.black, game.siege
        else:
            recap.turns.append(game.turn)
            recap.white.append(game.white)
            recap.black.append(game.black)
            recap.siege.append(game.siege)

    record()
    for line in lines[1:]:
        turn = game.turn
        for event in game.apply(parse(line)):
            if event.key in ("quest-won", "quest-lost"):
                recap.quests.append((turn, event.params["quest"], event.key == "quest-won"))
            elif event.key in MARKS:
                recap.marks.append((turn, MARKS[event.key], event.params["knight"]))
        record()
    recap.result = game.result
    return recap


def draw(recap: Recap, labels: dict[str, str]) -> Image.Image:
    """The chart: white and black swords and siege engines per turn, quests marked on top."""
    image = Image.new("RGB", (WIDTH, HEIGHT), "white")
    pen = ImageDraw.Draw(image)
    font, small = _font(15), _font(12)
    left, right, top, bottom = MARGIN, WIDTH - MARGIN // 2, MARGIN + 10, HEIGHT - MARGIN
    last_turn = max(recap.turns[-1], 2)
    top_value = 12

    def x(turn):
        return left + (right - left) * (turn - 1) / (last_turn - 1)

    def y(value):
        return bottom - (bottom - top) * value / top_value

    for v in range(0, top_value + 1, 2):
        pen.line([(left, y(v)), (right, y(v))], fill=COLOURS["grid"])
        pen.text((left - 8, y(v)), str(v), fill="black", font=small, anchor="rm")
    for limit, colour in ((7, "black"), (12, "siege")):
        pen.line([(left, y(limit)), (right, y(limit))], fill=COLOURS[colour], width=1)
    for series, colour in ((recap.white, "white"), (recap.black, "black"), (recap.siege, "siege")):
        points = [(x(t), y(v)) for t, v in zip(recap.turns, series)]
        if len(points) > 1:
            pen.line(points, fill=COLOURS[colour], width=3)
    rows: list[list[tuple[float, float]]] = []            # the spans of the quest labels already drawn, row by row
    for turn, quest, won in recap.quests:
        cx = x(turn)
        mark = [(cx - 6, top - 4), (cx + 6, top - 4), (cx, top + 6)] if not won else \
               [(cx - 6, top + 6), (cx + 6, top + 6), (cx, top - 4)]
        pen.polygon(mark, fill=COLOURS["won" if won else "lost"])
        label = labels["quests"].get(quest, quest)
        width = pen.textlength(label, font=small)
        # Centred under its mark, but never out of the picture (« Chevalier Noir » at the last turn)...
        start = min(max(cx - width / 2, 2), WIDTH - 2 - width)
        span = (start - 4, start + width + 4)
        # ...and never over another label: a row lower where the first rows are taken.
        row = next((i for i, taken in enumerate(rows) if all(span[1] <= a or span[0] >= b for a, b in taken)), len(rows))
        if row == len(rows):
            rows.append([])
        rows[row].append(span)
        pen.text((start, top + 9 + 14 * row), label, fill=COLOURS["won" if won else "lost"], font=small, anchor="lt")
    stacked: dict[int, int] = {}
    for turn, kind, knight in recap.marks:
        row = stacked[turn] = stacked.get(turn, -1) + 1      # several on one turn stack upwards
        cx, cy = x(turn), bottom - 8 - 16 * row
        pen.ellipse([(cx - 5, cy - 5), (cx + 5, cy + 5)], fill=COLOURS[kind])
        name = labels["knights"].get(knight, knight)
        fits = cx + 8 + pen.textlength(name, font=small) <= WIDTH - 2
        pen.text((cx + 8, cy) if fits else (cx - 8, cy), name, fill=COLOURS[kind], font=small,
                 anchor="lm" if fits else "rm")      # left of its mark near the right edge
    for turn in range(5, last_turn + 1, 5):
        pen.text((x(turn), bottom + 4), str(turn), fill="black", font=small, anchor="mt")
    pen.text((left, 8), labels["title"], fill="black", font=font)
    legend_x = left
    for key in ("white", "black", "siege"):
        pen.line([(legend_x, HEIGHT - 18), (legend_x + 20, HEIGHT - 18)], fill=COLOURS[key], width=3)
        pen.text((legend_x + 26, HEIGHT - 18), labels[key], fill="black", font=small, anchor="lm")
        legend_x += 40 + int(pen.textlength(labels[key], font=small))
    for key in ("accused", "unmasked", "died"):
        pen.ellipse([(legend_x, HEIGHT - 23), (legend_x + 10, HEIGHT - 13)], fill=COLOURS[key])
        pen.text((legend_x + 16, HEIGHT - 18), labels[key], fill="black", font=small, anchor="lm")
        legend_x += 30 + int(pen.textlength(labels[key], font=small))
    pen.text((right, HEIGHT - 18), labels["turns"], fill="black", font=small, anchor="rm")
    return image


def labels(cat, game_id, recap: Recap) -> dict[str, str]:
    """The chart's words, from the catalog."""
    knights = ", ".join(cat.knight_short(k) for k in recap.knights)
    return {"title": cat.text("recap.title", game=game_id, knights=knights),
            "white": cat.text("recap.white"), "black": cat.text("recap.black"),
            "siege": cat.text("recap.siege"), "turns": cat.text("recap.turns"),
            "accused": cat.text("recap.accused"), "unmasked": cat.text("recap.unmasked"),
            "died": cat.text("recap.died"),
            "knights": {k: cat.knight_short(k) for _, _, k in recap.marks},
            "quests": {q: cat.place(q) for _, q, _ in recap.quests}}


def summary(cat, game_id, recap: Recap) -> str:
    """A few sentences for the table: turns, swords, quests won and lost, the result."""
    def quests(won: bool) -> str:
        names = [cat.place(q) for _, q, w in recap.quests if w == won]
        return ", ".join(names) if names else cat.text("recap.none")
    result = (recap.result["winner"] or recap.result["reason"]) if recap.result else "playing"   # or abandoned
    return "\n".join([
        cat.text("recap.summary", game=game_id, knights=", ".join(cat.knight_short(k) for k in recap.knights),
                 turns=recap.turns[-1], white=recap.white[-1], black=recap.black[-1], siege=recap.siege[-1]),
        cat.text("recap.won", quests=quests(True)),
        cat.text("recap.lost", quests=quests(False)),
        cat.text(f"recap.result.{result}"),
    ])


def render(lines: list[str], lang: str, game_id: int) -> tuple[Image.Image, str]:
    """The picture and the summary of one game, in `lang`."""
    from companion.core.i18n import Catalog
    cat = Catalog.load(lang, game="shadows")
    recap = build(lines)
    return draw(recap, labels(cat, game_id, recap)), summary(cat, game_id, recap)
