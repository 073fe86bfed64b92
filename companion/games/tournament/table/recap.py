"""After a game of Knizia's Camelot: the tournaments in order (colour, winner, winning total) and
each player's tokens, as a picture and a few sentences. Picked by the core's `companion/core/recap.py`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from companion.core.recap import font
from ..cards import COLOURS
from ..commands import parse
from ..game import TournamentGame
from .words import bundle, word

WIDTH, MARGIN, ROW = 800, 36, 34
RGB = {"purple": (120, 60, 160), "red": (200, 40, 40), "blue": (40, 90, 200), "yellow": (225, 185, 20),
       "green": (40, 150, 60), "grid": (225, 225, 225), "text": (20, 20, 20)}
MOST = 20   # the longest bar: a winning total at or above it fills the column


@dataclass
class Recap:
    """What a finished (or stopped) game leaves: its tournaments and each player's tokens."""

    names: list[str] = field(default_factory=list)
    tournaments: list[dict] = field(default_factory=list)   # {tournament, colour, name, total, token}
    tokens: dict[str, list[str]] = field(default_factory=dict)   # player's name -> colours, in rulebook order
    winner: str | None = None
    abandoned: bool = False


def build(lines: list[str]) -> Recap:
    """Replay a game's journaled lines and keep its tournaments and tokens."""
    game = TournamentGame.start(parse(lines[0]))
    for line in lines[1:]:
        command = parse(line)
        if command is not None:
            game.apply(command)
    state = game.public_state()
    players = state["players"]
    recap = Recap(names=[players[seat]["name"] for seat in state["seats"]])
    for number, record in sorted(state["tournaments"].items(), key=lambda item: int(item[0])):
        recap.tournaments.append({"tournament": int(number), "colour": record["colour"],
                                  "name": players[record["winner"]]["name"], "total": record["total"],
                                  "token": record["token"]})
    recap.tokens = {players[seat]["name"]: list(players[seat]["tokens"]) for seat in state["seats"]}
    if state["result"] and state["result"].get("winner"):      # an abandoned game has no winner
        recap.winner = players[state["result"]["winner"]]["name"]
    recap.abandoned = (state["result"] or {}).get("reason") == "abandoned"
    return recap


def _text(lang: str, key: str, **args) -> str:
    words = bundle(lang)
    text, _ = words.format_pattern(words.get_message(key).value, args)
    return text


def summary(lang: str, game_id: int, recap: Recap) -> str:
    """The tournaments and the tokens in a few sentences, in the table's language."""
    names = ", ".join(recap.names)
    lines = [_text(lang, "recap-summary", game=game_id, names=names, count=len(recap.tournaments))]
    for t in recap.tournaments:
        lines.append(_text(lang, "recap-tournament", tournament=t["tournament"], colour=word(lang, t["colour"]),
                           name=t["name"], total=t["total"], token=word(lang, t["token"]) if t["token"] else "none"))
    for name, tokens in recap.tokens.items():
        held = ", ".join(word(lang, colour) for colour in tokens) or _text(lang, "recap-none")
        lines.append(_text(lang, "recap-tokens", name=name, tokens=held))
    lines.append(_text(lang, "recap-result-won", name=recap.winner) if recap.winner
                 else _text(lang, "recap-result-abandoned" if recap.abandoned else "recap-result-playing"))
    return "\n".join(lines)


def draw(recap: Recap, lang: str, game_id: int) -> Image.Image:
    """Left, one row per tournament: its colour, a bar as long as the winning total, the winner.
    Right, one row per player: a disc per colour, filled where he holds the token."""
    rows = max(len(recap.tournaments), len(recap.tokens), 1)
    height = 2 * MARGIN + 40 + rows * ROW
    image = Image.new("RGB", (WIDTH, height), "white")
    pen = ImageDraw.Draw(image)
    big, small = font(16), font(13)
    pen.text((MARGIN, 10), _text(lang, "recap-title", game=game_id, names=", ".join(recap.names)),
             fill=RGB["text"], font=big)
    top, middle = MARGIN + 30, WIDTH // 2 + 20
    pen.text((MARGIN, top - 6), _text(lang, "recap-tournaments-heading"), fill=RGB["text"], font=small, anchor="lb")
    pen.text((middle, top - 6), _text(lang, "recap-tokens-heading"), fill=RGB["text"], font=small, anchor="lb")
    bar_left, bar_room = MARGIN + 34, middle - MARGIN - 34 - 150
    for row, t in enumerate(recap.tournaments):
        y = top + row * ROW
        colour = RGB[t["colour"]]
        pen.rectangle([(MARGIN, y), (MARGIN + 26, y + 26)], fill=colour)
        pen.text((MARGIN + 13, y + 13), str(t["tournament"]), fill="white", font=small, anchor="mm")
        length = max(4, bar_room * min(t["total"], MOST) / MOST)
        pen.rectangle([(bar_left, y + 6), (bar_left + length, y + 20)], fill=colour)
        pen.text((bar_left + length + 6, y + 13), f"{t['name']} · {t['total']}", fill=RGB["text"], font=small,
                 anchor="lm")
    for row, (name, tokens) in enumerate(recap.tokens.items()):
        y = top + row * ROW
        label = f"{name} ★" if name == recap.winner else name
        pen.text((middle, y + 13), label, fill=RGB["text"], font=small, anchor="lm")
        for i, colour in enumerate(COLOURS):
            cx = middle + 150 + i * 30
            box = [(cx - 10, y + 3), (cx + 10, y + 23)]
            if colour in tokens:
                pen.ellipse(box, fill=RGB[colour])
            else:
                pen.ellipse(box, outline=RGB["grid"], width=2)
    return image


def render(lines: list[str], lang: str, game_id: int) -> tuple[Image.Image, str]:
    """The picture and the summary of one game, in `lang`."""
    recap = build(lines)
    return draw(recap, lang, game_id), summary(lang, game_id, recap)
