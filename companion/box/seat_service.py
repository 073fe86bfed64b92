"""The phones' requests as the box serves them, on its engine thread: check, journal, show the frame, then answer.

`SeatService` is a part of `Companion` (its base class): `Companion.step` hands it a `SeatRequest`, on the
one engine thread, so a tap is one more input of the box: two taps at once are taken one after the other,
and the second, chosen on a state that has moved on, is refused (its journal `position` is no longer the
current one; a tap sent again with its own id gets its first answer: taps.py). A tap's lines go through the
box's one submit loop (`Companion.submit_lines`), as a press's do.
Every answer is a JSON object: `ok` true with the op's data, or false with `error` (a code) and
`message` (plain words in the box's language). No answer ever holds a token other than the one a
pairing gives, nor anything the public state does not show.
"""
from __future__ import annotations

from companion.core import registry
from . import seat_menu
from .seats import SeatRefused, SeatRequest, seat_label, version_of
from .taps import BadTap, Tap, TapReused

OPS = ("pair", "seats", "menu", "tap")
MENUS_KEPT = 32            # a seat's menu levels kept for the state shown (phones ask again on each change)


class SeatService:
    """The box's answers to the phones: the `Companion`'s methods for a `SeatRequest` (its session, seats,
    catalog, front end, the view shown, `submit_lines` and `show`)."""

    def serve_seat(self, request: SeatRequest):
        """Answer one request of the page (engine thread only); the outcome of a tap's lines, if any."""
        try:
            return self._answer_seat(request)
        finally:
            if not request.done.is_set():   # a bug of ours: the page gets an answer all the same
                request.reply({"ok": False, "error": "internal-error",
                               "message": self.catalog.text("seats.internal-error")})

    def _answer_seat(self, request: SeatRequest):
        session = self.session
        self.seats.follow(session.game_id if session.game is not None else None)
        outcome = None
        try:
            if request.op not in OPS or not isinstance(request.body, dict):
                raise SeatRefused("bad-request", "seats.bad-request")
            answer, outcome = getattr(self, f"_seat_{request.op}")(request.body)
        except SeatRefused as refused:
            answer = {"ok": False, "error": refused.code, "message": self.catalog.text(refused.key, **refused.params)}
            if refused.key == "seats.too-many-codes":
                self.show()               # the box's screen says why the pairing closed: someone guessed
        except seat_menu.NoSuchChoice:
            answer = {"ok": False, "error": "no-such-choice", "message": self.catalog.text("seats.no-such-choice")}
        request.reply(answer)
        return outcome

    def _playing(self) -> dict:
        """The state of the game in progress; refused when there is none (the game menu, a finished game)."""
        session = self.session
        state = session.state()
        if session.game is None or state.get("over") or not state.get("seats"):
            raise SeatRefused("no-game", "seats.no-game")
        return self.seats.named(state)

    def _seat_pair(self, body: dict):
        state = self._playing()
        token = self.seats.pair(body.get("code"), body.get("seat"), body.get("name"), state["seats"])
        seat = self.seats.who(token)
        if self.seats.replaced is not None:
            seat_of, old, new = self.seats.replaced
            # Said at the box, where the whole table sees it: a lost phone came back, or someone took a seat.
            told = self.catalog.text("pairing.replaced", old=old, new=new, seat=seat_label(seat_of, self.catalog))
            if self.pairing is not None:
                self.pairing.tell(told)      # over the phones' list, where A/B/C unpair
            else:
                self.trouble = told          # over the game's frame, once (screen and speech)
        self.seats.replaced = None
        self.show()                       # the box's pairing screen lists the new phone
        return {"ok": True, "token": token, "seat": seat.seat, "name": seat.name}, None

    def _seat_seats(self, body: dict):
        state = self._playing()
        self.seats.check_code(body.get("code"))
        free = self.seats.free(state["seats"])
        listed = [{"seat": seat, "name": self.seats.name_of(seat, state, self.catalog)} for seat in free]
        for seat in state["seats"]:          # a seat with its phone: taken back by a lost phone (the box says so)
            holder = self.seats.holder(seat)
            if holder is not None:
                listed.append({"seat": seat, "name": holder.name, "taken": True,
                               "label": self.catalog.text("seats.take-back", seat=seat_label(seat, self.catalog),
                                                          name=holder.name)})
        answer = {"ok": True, "seats": listed}
        if not free:
            answer["message"] = self.catalog.text("seats.all-taken")
        return answer, None

    def _seat_menu(self, body: dict):
        seat = self.seats.who(body.get("token"), looking=True)
        story = self._story_for(seat, body.get("since"))
        if self._game_over():
            # The game's result is on the box and on the page's board: the phone shows the story's last steps
            # and says the game is over, never « Aucune partie en cours » in red above the result.
            return {"ok": True, "over": True, "waiting": True, "seat": seat.seat, "name": seat.name,
                    "place": str(seat_label(seat.seat, self.catalog)), "options": [],
                    "prompt": self.catalog.text("seats.game-over"), **story}, None
        state = self._playing()
        version = version_of(self.session.state())     # the journal's state: a name given at pairing is not a move
        decider = seat_menu.deciding(self.session.kind(), state)
        answer = {"ok": True, "position": self.session.position, "seat": seat.seat, "name": seat.name,
                  "place": str(seat_label(seat.seat, self.catalog)), **story}
        cat = self._phone_catalog(body.get("lang"))
        # What a seat may answer whoever decides now (the tournament's LANCELOT): on top of its menu or its wait.
        extra = seat_menu.out_of_turn(self.session.kind(), state, seat.seat, cat) if not body.get("path") else []
        if decider != seat.seat:
            key = "seats.nobody-now" if decider is None else "seats.waiting"
            name = self.seats.name_of(decider, state, self.catalog) if decider else ""
            answer.update(waiting=not extra, prompt=self.catalog.text(key, name=name), options=extra)
            return answer, None
        path = body.get("path", [])
        trail = self.box_question(state)
        if not isinstance(path, list):
            raise seat_menu.NoSuchChoice(path)
        cache = self.seats.menus
        # The box's own screen is in the key too: a page read at the box (OK) changes the menus a copy of its
        # front end opens on, not the public state.
        shown = self.view
        key = (version, cat.lang, repr(trail + path),
               shown and (shown.prompt, shown.menu, shown.page, shown.ok, shown.cover), seat.seat)
        if key not in cache:
            if len(cache) > MENUS_KEPT or any(k[0] != version for k in cache):
                cache.clear()
            cache[key] = seat_menu.level(self.frontend, state, trail + path, cat, seat.seat, self.session.kind())
        answer.update(cache[key])
        answer.pop("said", None)          # the pages to read are the story's steps, each given once (story)
        answer["options"] = [seat_menu.for_phone(option) for option in answer["options"]] + extra
        if trail:
            answer["box_question"] = seat_menu.trail_key(trail)   # sent back with a tap (`_seat_tap`)
        self._phone_is_at(seat, version, path, answer["prompt"])
        return answer, None

    def _story_for(self, seat, since) -> dict:
        """The story's steps after `since` (the last ones when the phone names none), recorded as handed to
        this seat's phone, and the position to send next time."""
        self.story.follow(self.session.game_id if self.session.game is not None else None)
        steps = self.story.since(since)
        self.story.deliver(f"phone:{seat.seat}", steps)
        return {"story": [step.for_phone(seat.seat) for step in steps], "told": self.story.latest}

    def _game_over(self) -> bool:
        """Whether the game on the box is finished (its result is shown)."""
        return self.session.game is not None and bool(self.session.state().get("over"))

    def box_question(self, state: dict) -> list:
        """The trail of the question open at the box on `state` (a card scanned waiting for its points, a
        sub-menu opened), which the deciding seat's phone shows and answers; [] when there is none, or when
        it holds nothing a phone can choose (the board, the box's own things)."""
        step = self.frontend.open_step
        while step is not None and hasattr(step, "under"):        # the board's index opened over a question
            step = step.under
        if step is None or not step.trail or self.frontend.state not in (state, self.session.state()):
            return []
        try:
            found = seat_menu.level(self.frontend, state, list(step.trail))
        except seat_menu.NoSuchChoice:
            return []
        if found.get("scan") or any(seat_menu.for_phone(o).keys() & {"line", "opens"} for o in found["options"]):
            return list(step.trail)
        return []

    def _phone_is_at(self, seat, version: str, path: list, prompt: str) -> None:
        """Where the deciding seat's phone is in its sub-menus: the box shows it (drawn again when it changes)."""
        now = (version, seat.name, prompt) if path else None
        if self.phone_at.get(seat.seat) == now:
            return
        if now is None:
            self.phone_at.pop(seat.seat, None)
        else:
            self.phone_at[seat.seat] = now
        self.show()

    def _seat_tap(self, body: dict):
        seat = self.seats.who(body.get("token"))
        try:
            tap = Tap.of(body)
            first = seat.answered.first(tap)
        except (BadTap, TapReused):
            raise SeatRefused("bad-request", "seats.bad-request") from None
        if first is not None:
            return first, None             # the same tap sent again (a slow answer): its first answer, nothing done
        try:
            answer, outcome = self._tap_once(seat, tap, body.get("box_question") or "")
        except SeatRefused as refused:
            answer, outcome = {"ok": False, "error": refused.code,
                               "message": self.catalog.text(refused.key, **refused.params)}, None
        except seat_menu.NoSuchChoice:
            answer, outcome = {"ok": False, "error": "no-such-choice",
                               "message": self.catalog.text("seats.no-such-choice")}, None
        seat.answered.keep(tap, answer)
        return answer, outcome

    def _tap_once(self, seat, tap, box_question: str = ""):
        """A tap never seen before: refused unless its menu shows the journal's position now and had been shown
        long enough to be the one its player aimed at, and continues the question open at the box if any
        (`box_question`); else its lines submitted, then the frame shown."""
        seats, session = self.seats, self.session
        state = self._playing()
        if tap.position != session.position:
            raise SeatRefused("stale", "seats.stale")
        if tap.too_soon():
            raise SeatRefused("redrawn", "seats.redrawn")
        decider = seat_menu.deciding(self.session.kind(), state)
        extra = seat_menu.out_of_turn_line(self.session.kind(), state, seat.seat, tap.path)
        if extra is not None:
            return self._tap_lines(seat, tap, [extra])
        if decider != seat.seat:
            name = seats.name_of(decider, state, self.catalog) if decider else ""
            raise SeatRefused("not-your-turn", "seats.not-your-turn" if decider else "seats.nobody-now", name=name)
        trail = self.box_question(state)
        if box_question != seat_menu.trail_key(trail):
            # The box opened a question for this seat (or closed it) after the phone's menu was drawn: nothing
            # the box was building is dropped without a word; the phone shows that question now.
            words = seat_menu.level(self.frontend, state, trail)["prompt"] if trail else ""
            raise SeatRefused("box-question", "seats.box-question" if trail else "seats.stale", question=words)
        lines = seat_menu.lines_at(self.frontend, state, trail + tap.path if isinstance(tap.path, list) else tap.path)
        if not seat_menu.may_send(self.session.kind(), state, seat.seat, lines):   # the seat's rights
            raise SeatRefused("at-the-box", "seats.at-the-box")
        return self._tap_lines(seat, tap, lines)

    def _tap_lines(self, seat, tap, lines: list[str]):
        """A tap's lines, checked already: submitted, answered, the frame shown."""
        session = self.session
        if tap.line is not None and tap.line != lines[0]:
            raise SeatRefused("stale", "seats.stale")     # the button said another move: its menu has changed
        outcome = self.submit_lines(lines, by=seat)     # journaled (synced) before anything is shown
        answer = {"ok": outcome.accepted, "position": session.position}
        if not outcome.accepted:
            answer.update(error="refused", message=self.catalog.error(outcome.code, outcome.message))
        seat.answered.keep(tap, answer)        # kept before the frame: a tap sent again never plays twice
        self.phone_at.pop(seat.seat, None)
        self.show()
        return answer, outcome

    def _phone_catalog(self, lang):
        """The words of the phone's language for the game in progress (the box's when it asks none)."""
        from companion.core.i18n import LANGS, Catalog
        if lang not in LANGS or lang == getattr(self.catalog, "lang", None):
            return self.catalog
        kind = self.session.kind()
        return Catalog.load(lang, kind if kind in registry.kinds() else None)
