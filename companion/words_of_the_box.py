"""What the box says and asks, in the very words of its OLED and speech, for a reader beside it.

`camelot feed --lang` and the phone page both answer with these words: a game's front end
(`Frontend.view(state, outcome)`) is asked, so the words are the box's own, never a copy.
"""
from __future__ import annotations

from typing import Callable

from . import games

Words = Callable[[dict, object], dict]


def words_of_the_box(lang: str, kind: str | None = None) -> Words:
    """A function (state, outcome) -> {said, prompt, menu} for `lang`, from the front end of `kind`
    (None: of the game the state is about, its `game` field). A game without a front end yet gets
    {} (LookupError at once when `kind` names one)."""
    frontends = {kind: _frontend(lang, kind)} if kind is not None else {}

    def words(state: dict, outcome) -> dict:
        game = kind or state.get("game", games.DEFAULT)
        if game not in frontends:
            frontends[game] = _frontend(lang, game) if has_words(game) else None
        frontend = frontends[game]
        if frontend is None:
            return {}
        view = frontend.view(state, outcome)
        return {"said": [sentence for sentence in view.message.split("\n") if sentence], "prompt": view.prompt,
                "menu": list(view.menu)}
    return words


def has_words(kind: str) -> bool:
    """True when the game brings a front end (its menus) whose words the box says."""
    try:
        _menus(kind)
    except LookupError:
        return False
    return True


def _menus(kind: str):
    """The game's front end class, as the registry names it (`Frontend` in its package)."""
    try:
        return games.load(kind).Frontend
    except AttributeError:
        raise LookupError(f"the game '{kind}' has no front end yet") from None


def _frontend(lang: str, kind: str):
    from .i18n import Catalog
    return _menus(kind)(Catalog.load(lang, kind))
