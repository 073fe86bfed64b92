"""*Merlin* (Stefan Feld & Michael Rieneck, Queen Games 2017), base game for 2-4 players: pure rules,
vocabulary, board data (merlin-protocol.md, merlin-material.md).

What the registry reads (companion/core/registry.py): `KIND`, `TITLE`, `parse`, `start`, `setup_of`,
`CARD_SLUGS`, `VERBS`. What the box and the page show of the game is its table wing, `table/` (menus, words,
strip, narration, the board's check, the quest catalogue, recap, the page's renderer), which these rules
never import.

Card slugs (what the deck's tags can name): the 55 quest cards `q01`…`q55`; the 24 traitor tiles
by colour `traitor-C` (C a province: `traitor-black`…); the terrain tiles by kind `tile-m`,
`tile-w`, `tile-l` and with a tower `tile-m-tower`, `tile-w-tower`, `tile-l-tower` (slugs are
lowercase; the `domain` line writes a tower as the uppercase letter).

The engine (`start(new, board=None)` -> `MerlinGame`): `apply(cmd)` -> events, `public_state()`
(the protocol's JSON plus `can`, `board`, `scoring_details`), `over`, `result`, `phase`,
`pending`, `current`, `turn`, `undone_event(line)`. The board is data: `load_board(path_or_dict)`
(board.py) raises CompanionError `bad-board`; `start` takes, when given none, the board `use(board)`
set (the box's checked board, once at start-up), else the provisional one.

The menu queries (no side effects; the box's menus are built only from these):
- `allowed_verbs()`: the verbs with a line accepted now (also the state's `can`);
- `landing(figure, value, direction)` -> `(index, kind)` for the current player's knight or Merlin;
- `move_lines()`: every `move …` line now (each unused die value × apple N / flip / ccw affordable);
- `action_lines()`: every action line on the turn's action space now (place, score, take, shift,
  exchange, swap, excalibur, grail, build);
- `flag_lines()`: `mirror`, `other P`, `repel C`, `staff` accepted now;
- `quest_ok(card)`: the code `quest CARD` would be refused with now, None when accepted (a card
  not in the catalogue is tried with points, which the box asks);
- `allowed_materials(tile)`: the materials that may pay for a manor there;
- `legal_lines()`: all of those plus catalogued `quest CARD` lines met now, `end`, `choose X`,
  `abandon` (the entries `domain start traitors roll` and `card` are not listed: `waiting` says
  what is due);
- `is_legal(line)`: whether any line would be accepted now (tried on a copy); `completes(words, length,
  vocabulary)`: whether some accepted line starts with `words` (a setup entry chosen word by word).
"""
from __future__ import annotations

import json

from companion.core.errors import CompanionError
from .board import Board, in_use, load_board, provisional, use
from . import cards
from .cards import SLUGS as CARD_SLUGS
from .commands import VERBS, parse
from .game import MerlinGame as Game

KIND = "merlin"
TITLE = {"fr": "Merlin", "en": "Merlin"}


def start(new, board: Board | None = None, setup: str | None = None) -> Game:
    """The game `new` starts, on `board`, else on the board `setup` (as setup_of wrote it) gives, else
    on the board in use."""
    if board is None and setup is not None:
        try:
            data = json.loads(setup)
        except ValueError as exc:
            raise CompanionError("bad-board", f"board data: the journal's board cannot be read ({exc})") from None
        board = load_board(data)
    return Game.start(new, board)


def setup_of(new) -> str:
    """What the journal keeps with a game started now: the board it is played on, so a replay on
    another box (or with another checked board) plays on the same board."""
    return json.dumps(in_use().as_dict(), sort_keys=True, ensure_ascii=False)

__all__ = ["Board", "CARD_SLUGS", "Game", "KIND", "TITLE", "VERBS", "cards", "in_use", "load_board", "parse",
           "provisional", "setup_of", "start", "use"]

