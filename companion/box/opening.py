"""Opening the journal at start-up: a damaged or foreign one is left untouched and play goes on beside it."""
from __future__ import annotations

import logging

from companion.core.errors import CompanionError
from companion.journal.session import Session

log = logging.getLogger(__name__)


def open_session_safely(path) -> tuple[Session, str | None]:
    """Open the journal; a damaged or foreign one is left untouched and play goes on beside it.

    Returns the session and, when the journal could not be used, a plain-words notice. Whatever
    goes wrong while opening is taken as damage: the box never restarts in a loop over its journal.
    """
    from pathlib import Path

    from companion.journal import spare_path
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)   # first start: ~/.local/state/camelot
    except OSError:
        pass   # the journal says plainly why it cannot live there
    first = _open_or_why(path)
    if isinstance(first, Session):
        return first, first.notice
    # The same spare name every time, so the next start finds the game played meanwhile.
    spare = spare_path(path)
    second = _open_or_why(spare)
    if isinstance(second, Session):
        return second, " ".join(filter(None, (first, f"Play goes on in {spare}.", second.notice)))
    return Session.in_memory(), f"{first} {second} Nothing will be saved this time."


def _open_or_why(path) -> Session | str:
    """The session on `path`, or why it cannot be used, in plain words."""
    try:
        return Session.open(path)
    except CompanionError as err:
        return err.message
    except Exception as exc:   # a damaged file can make sqlite3 raise anything (issue 19)
        log.exception("opening the journal %s", path)
        return (f"The journal {path} could not be opened ({type(exc).__name__}): it is treated as damaged "
                "and left untouched.")
