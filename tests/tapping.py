"""A phone's tap as seat.js sends it (companion/box/taps.py): the journal's position its menu was drawn on,
how long the menu had been shown, the path and the line its button said, and an id of its own."""
from __future__ import annotations

import secrets

SHOWN_MS = 1500            # a player who read the menu before tapping: well past the box's grace interval


def tap_of(menu: dict, path: list, line: str | None = None, shown_ms: float = SHOWN_MS, tap_id: str | None = None) -> dict:
    """The body of a tap on `menu` (a seat's menu answer) at `path`."""
    return {"id": tap_id or secrets.token_hex(16), "position": menu["position"], "shown_ms": shown_ms,
            "path": path, "line": line}
