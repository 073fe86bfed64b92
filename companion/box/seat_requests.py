"""The phones' requests as the engine thread serves them: check, journal, show the frame, then answer.

`serve(companion, request)` is called by `Companion.step` for a `SeatRequest`, on the one engine
thread, so a tap is one more input of the box: two taps at once are taken one after the other, and
the second, chosen on a state that has moved on, is refused (its `version` no longer matches).
Every answer is a JSON object: `ok` true with the op's data, or false with `error` (a code) and
`message` (plain words in the box's language). No answer ever holds a token other than the one a
pairing gives, nor anything the public state does not show.
"""
from __future__ import annotations

from companion.core import registry
from . import seat_menu
from .seats import SeatRefused, SeatRequest, deciding_seat, seat_label, version_of

OPS = ("pair", "seats", "menu", "tap")


def serve(companion, request: SeatRequest):
    """Answer one request of the page (engine thread only); the outcome of a tap's lines, if any."""
    seats = companion.seats
    session = companion.session
    seats.follow(session.game_id if session.game is not None else None)
    outcome = None
    try:
        if request.op not in OPS or not isinstance(request.body, dict):
            raise SeatRefused("bad-request", "seats.bad-request")
        answer, outcome = HANDLERS[request.op](companion, request.body)
    except SeatRefused as refused:
        answer = {"ok": False, "error": refused.code, "message": companion.catalog.text(refused.key, **refused.params)}
    except seat_menu.NoSuchChoice:
        answer = {"ok": False, "error": "no-such-choice", "message": companion.catalog.text("seats.no-such-choice")}
    request.reply(answer)
    return outcome


def _playing(companion) -> dict:
    """The state of the game in progress; refused when there is none (the game menu, a finished game)."""
    session = companion.session
    state = session.state()
    if session.game is None or state.get("over") or not state.get("seats"):
        raise SeatRefused("no-game", "seats.no-game")
    return companion.seats.named(state)


def _pair(companion, body: dict):
    state = _playing(companion)
    token = companion.seats.pair(body.get("code"), body.get("seat"), body.get("name"), state["seats"])
    seat = companion.seats.who(token)
    companion.show()                       # the box's pairing screen lists the new phone
    return {"ok": True, "token": token, "seat": seat.seat, "name": seat.name}, None


def _seats(companion, body: dict):
    state = _playing(companion)
    companion.seats.check_code(body.get("code"))
    cat = companion.catalog
    free = [{"seat": seat, "name": companion.seats.name_of(seat, state, cat)}
            for seat in companion.seats.free(state["seats"])]
    return {"ok": True, "seats": free}, None


def _menu(companion, body: dict):
    seat = companion.seats.who(body.get("token"), looking=True)
    state = _playing(companion)
    version = version_of(companion.session.state())     # the journal's state: a name given at pairing is not a move
    decider = deciding_seat(state)
    answer = {"ok": True, "version": version, "seat": seat.seat, "name": seat.name,
              "place": str(seat_label(seat.seat, companion.catalog))}
    if decider != seat.seat:
        key = "seats.nobody-now" if decider is None else "seats.waiting"
        name = companion.seats.name_of(decider, state, companion.catalog) if decider else ""
        answer.update(waiting=True, prompt=companion.catalog.text(key, name=name), options=[])
        return answer, None
    cat = _catalog(companion, body.get("lang"))
    path = body.get("path", [])
    cache = companion.seats.menus
    # The box's own screen is in the key too: a page read at the box (OK) changes the menus a copy of its
    # front end opens on, not the public state.
    shown = companion.view
    key = (version, cat.lang, repr(path), shown and (shown.prompt, shown.menu, shown.page, shown.ok, shown.cover))
    if key not in cache:
        if len(cache) > 32 or any(k[0] != version for k in cache):
            cache.clear()
        cache[key] = seat_menu.level(companion.frontend, state, path, cat)
    answer.update(cache[key])
    answer["options"] = [seat_menu.for_phone(option) for option in answer["options"]]
    return answer, None


def _tap(companion, body: dict):
    seats, session = companion.seats, companion.session
    seat = seats.who(body.get("token"))
    state = _playing(companion)
    if body.get("version") != version_of(session.state()):
        raise SeatRefused("stale", "seats.stale")
    decider = deciding_seat(state)
    if decider != seat.seat:
        name = seats.name_of(decider, state, companion.catalog) if decider else ""
        raise SeatRefused("not-your-turn", "seats.not-your-turn" if decider else "seats.nobody-now", name=name)
    lines = seat_menu.lines_at(companion.frontend, state, body.get("path", []))
    if any(seat_menu.at_box(line) for line in lines):
        raise SeatRefused("at-the-box", "seats.at-the-box")
    outcome = None
    for line in lines:
        outcome = session.submit(line)      # journaled (synced) before anything is shown
        if not outcome.accepted:
            break
    companion.last = outcome
    companion.answered_by = companion.catalog.text("seats.answered-by", name=seat.name)
    companion.show()
    answer = {"ok": outcome.accepted, "version": version_of(session.state())}
    if not outcome.accepted:
        answer.update(error="refused", message=companion.catalog.error(outcome.code, outcome.message))
    return answer, outcome


HANDLERS = {"pair": _pair, "seats": _seats, "menu": _menu, "tap": _tap}


def _catalog(companion, lang):
    """The words of the phone's language for the game in progress (the box's when it asks none)."""
    from companion.core.i18n import LANGS, Catalog
    if lang not in LANGS or lang == getattr(companion.catalog, "lang", None):
        return companion.catalog
    return Catalog.load(lang, companion.session.kind() if companion.session.kind() in registry.kinds() else None)
