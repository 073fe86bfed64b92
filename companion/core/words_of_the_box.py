"""What the box says and asks, in the very words of its OLED and speech, for a reader beside it.

`camelot feed --lang` and the phone page both answer with these words: a game's front end
(`Frontend.view(state, outcome)`) is asked, so the words are the box's own, never a copy. With
`options`, each answer also says what every entry of the menu shown does (`menu_options`): the
line it sends, or the sub-menu it opens, walked by the core on copies of the front end (core/menu_walk.py:
the one that answers the table is never touched), for every game.
"""
from __future__ import annotations

from typing import Callable

from . import menu_walk, registry
from .dice import Dice
from .table import TableContext

Words = Callable[[dict, object], dict]


def words_of_the_box(lang: str, kind: str | None = None, options: bool = False, engine=None) -> Words:
    """A function (state, outcome) -> {said, prompt, menu} for `lang`, from the front end of `kind`
    (None: of the game the state is about, its `game` field), and with `options` the menu's entries
    and their lines (`menu_options`). A game without a front end yet gets {} (LookupError at once when
    `kind` names one). `engine` (a function giving the game in progress) lets the menus ask the engine, as
    the box's own do; the pages the box would have the table read with OK are said, and the words follow
    the state (`Frontend.read_through`)."""
    context = TableContext(engine=engine or (lambda: None), dice=Dice.seeded(0))
    frontends = {kind: _frontend(lang, kind, context)} if kind is not None else {}

    def words(state: dict, outcome) -> dict:
        game = kind or state.get("game")
        if game not in frontends:
            frontends[game] = _frontend(lang, game, context) if has_words(game) else None
        frontend = frontends[game]
        if frontend is None:
            return {}
        view = frontend.view(state, outcome)
        said = [sentence for sentence in view.message.split("\n") if sentence]
        read = frontend.read_through(state)
        if read:
            said += [sentence for page in read for sentence in page.split("\n") if sentence]
            view = frontend.view(state)
        answer = {"said": said, "prompt": view.prompt, "menu": list(view.menu)}
        if options:
            answer["options"] = menu_options(frontend, state)
        return answer
    return words


def menu_options(frontend, state: dict, depth: int = 4) -> list[dict]:
    """Every entry of the menu `frontend` shows on `state`, down to `depth` levels (`menu_walk.tree`: its
    `label`, `key`, `page`, and the `line` it sends or the `options` of the sub-menu it opens)."""
    return menu_walk.tree(frontend, state, depth)


def has_words(kind: str) -> bool:
    """True when `kind` is a registered game: every game's table wing brings its front end."""
    return kind in registry.GAMES


def _frontend(lang: str, kind: str, context: TableContext):
    """The front end of `kind` in `lang` (LookupError for a kind no game has)."""
    from .i18n import Catalog
    if not has_words(kind):
        raise LookupError(f"'{kind}' is not a game with a front end")
    return registry.table(kind).frontend(Catalog.load(lang, kind), context)
