"""A journal, a Session writing to it as the box does, and the page served from it on loopback."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (pip install -e '.[web]')")

from companion.journal.session import Session  # noqa: E402
from companion.web.server import BackgroundServer  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def commands(path: Path) -> list[str]:
    """The command lines of a .table file, comments and blank lines left out."""
    lines = (raw.split("#", 1)[0].strip() for raw in path.read_text("utf-8").splitlines())
    return [line for line in lines if line]


def wait_for(check, timeout: float = 10.0, what: str = "the page"):
    """Poll `check` until it returns something true (not a timing assertion: a generous bound)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = check()
        except Exception as err:        # the page redrew the element between finding and reading it: not yet
            if type(err).__name__ != "StaleElementReferenceException":
                raise
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} did not catch up within {timeout} s")
        time.sleep(0.005)


def caught_up(server: BackgroundServer, session: Session) -> bool:
    """True once the web process shows exactly the lines the box has journaled."""
    mirror = server.hub.mirror
    return mirror.game_id == session.game_id and list(mirror.lines) == session.lines


@pytest.fixture
def box(tmp_path):
    """The box's side: a Session journaling to a fresh SQLite file."""
    session = Session.open(tmp_path / "journal.sqlite")
    yield session
    if session.journal is not None:
        session.journal.close()


@pytest.fixture
def page(box):
    """The web process's side: the app serving the box's journal on a loopback port."""
    with BackgroundServer(box.journal.path, poll_s=0.01) as server:
        yield server
