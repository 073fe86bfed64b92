"""The box's main loop: one thread owns the session; every part feeds it through one queue.

Drivers (reader, buttons) call `companion.put(event)` from their own threads and nothing
else. The engine thread takes one event at a time: the front end turns it into protocol
lines, the session applies and journals them, and only then is the new frame shown and
the prompt spoken.
"""
from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Mapping
from dataclasses import dataclass

from drivers.base import ButtonPress, PartTrouble, TagGone, TagSeen

from companion.core import registry
from companion.core.errors import CompanionError
from companion.core.screen import no_game_strip, render
from companion.core.story import Story
from companion.core.table import TableContext
from companion.journal.session import Outcome, Session
from .opening import open_session_safely
from .seat_service import SeatService
from .seats import SeatRequest, Seats
from .teaching import Teaching
from .telling import StoryTeller

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Typed:
    """A protocol line typed or sent by a program (tests, a keyboard on the box)."""

    line: str


class _Wake:
    """Put on the inbox to wake the engine loop at once (stopping); it means nothing else."""


WAKE = _Wake()
# How often the engine loop looks at the pairing code's seconds while the phones' screen is up: often enough
# that the countdown changes once a second, on the second; it is redrawn only when its seconds change.
PAIRING_LOOK_S = 0.25


@dataclass(frozen=True)
class Scanned:
    """A card named rather than read from a tag (the simulator's keyboard)."""

    slug: str


class GameOptions(Mapping):
    """A game's options as its menus read them, always current: its table of the configuration (`[merlin]`)
    and what the box knows of names (the book is kept after each `new`)."""

    def __init__(self, kind: str | None, configured: dict, names=None):
        self._kind, self._configured, self._names = kind, configured, names

    def _now(self) -> dict:
        found = dict(self._configured.get(self._kind, {}) or {})
        if self._names is not None:
            found.update(self._names.options(self._kind))
        return found

    def __getitem__(self, key):
        return self._now()[key]

    def __iter__(self):
        return iter(self._now())

    def __len__(self) -> int:
        return len(self._now())


class Companion(SeatService, StoryTeller, Teaching):
    """Owns the session; `put` is the one way in, `step`/`run` the one way through (a phone's request too:
    box/seat_service.py); what it tells is one story (box/telling.py)."""

    def __init__(self, session: Session, game: str | None, screen, catalog, tags=None, speaker=None, notifier=None,
                 choose: bool = False, page_url: str | None = None, game_options=None, names=None, teach=False):
        """`game`: the game whose menus open first (None: the game in progress; with `choose` and no game in
        progress, the game menu); the menus and the catalog then follow `session.kind()`.
        `page_url`: the phone page's address, shown with its QR code on a board page.
        `game_options`: each game's table of the configuration (`[merlin]`), handed to its menus.
        `names`: the names the box knows (a NameBook), handed to the menus and kept after each `new`.
        `teach`: the teaching mode's first choice (`[table] teach`; the game menu may change it)."""
        self.game_options, self.teach = dict(game_options or {}), teach
        self.names = names
        self.session = session
        self.screen = screen
        self.catalog = catalog
        self.choose = choose
        self.page_url = page_url
        self.frontend = None
        if game is None and not (choose and session.game is None):
            game = session.kind()
        self._use(game)
        self.tags = tags
        self.speaker = speaker
        self.notifier = notifier
        self.inbox: queue.Queue = queue.Queue()
        self.last: Outcome | None = None
        self.view = None                      # the last view shown (tests, benchmarks)
        self.spoken = ""                      # the words of the last frame, as speech says them
        self.trouble: str | None = None       # a part's trouble, said once on the next frame
        self.seats = Seats()                  # the phones paired as seats (issue 24), for the game in progress
        self.story = Story.taken_up(session.game_id if session.game is not None else None, session.position)  # what it tells
        self.phone_at: dict = {}              # seat -> (version, name, words): the sub-menu its phone is in (shown)
        self._actor: tuple = (None, "", "box")   # who the lines being submitted are for: seat, name, device
        self._undid: str | None = None        # the seat whose line the last undo took back
        self._told_for = None                 # the outcome last written in the story
        self._named: tuple = (None, None)     # the last outcome and its copy with the phones' names (`_said_as`)
        self._said_for = None                 # the outcome last said
        self._queued: list[str] = []          # the pages the table reads with OK, as last seen
        self._seen = ""                       # the text the screen drew lately (the story's screen reader)
        self._unseen: dict = {}               # step -> its sentences the screen has not drawn yet
        self._said_pages: set = set()         # (step, page's words) the voice said as the screen showed them
        self.seats_on = False                 # the box listens for the page (seat_socket): phones may pair
        self.pairing = None                   # the « Téléphones » pairing screen while it is open
        self.names_file = None                # where the page reads the phones' names (web/seat_names.py)
        self._names_left: tuple | None = None  # (game, names) last left there
        self._drawn: tuple = ({}, no_game_strip)   # the state and strip of the last frame (the countdown's redraw)
        # BACK's question: the lines last asked about and their answer; the lines of the press that started the game.
        self._act_seen, self._started = (None, None), ()
        if speaker is not None and getattr(speaker, "missing", None):
            self.trouble = speech_notice(speaker.missing, catalog)

    def put(self, event) -> None:
        """Hand an event to the engine thread (safe from any thread)."""
        self.inbox.put(event)

    def lines_for(self, event) -> list[str]:
        """What an input means as protocol lines; a bad tag becomes a plain message instead."""
        # The state the screen showed (the phones' names over it): another would reset the menus under the press.
        state = self.seats.named(self.session.state())
        if isinstance(event, ButtonPress) and self.pairing is not None:
            if not self.pairing.on_button(event.name, event.held):
                self.pairing = None
                self.frontend.on_button("BACK", False, state)   # the phones' page under it closes too
            return []
        if isinstance(event, ButtonPress):
            return self.frontend.on_button(event.name, event.held, state)
        if isinstance(event, TagSeen):
            try:
                kind, slug = self.tags.lookup(event.uid)
            except CompanionError as err:
                self.last = Outcome.refused(err)
                return []
            if kind != self.session.kind():   # a card of the other game's deck: say so, change nothing
                title = registry.load(kind).TITLE
                self.last = Outcome.refused(CompanionError(
                    "tag-other-game", self.catalog.text("tag.other-game", game=title.get(self.catalog.lang, kind))))
                return []
            return self.frontend.on_card(slug, state)
        if isinstance(event, PartTrouble):
            self.trouble = event.message
            log.warning("%s: %s", event.part, event.message)
            return []
        if isinstance(event, Scanned):
            return self.frontend.on_card(event.slug, state)
        if isinstance(event, Typed):
            return [event.line]
        return []  # TagGone and anything unknown change nothing

    def step(self, event, before_show=None) -> Outcome | None:
        """Handle one event completely: lines → session (journaled) → frame → speech."""
        if isinstance(event, TagGone):
            return None
        if isinstance(event, SeatRequest):
            return self.serve_seat(event)
        self.last = None                  # set again by a refusal of the input itself (a bad tag)
        self.submit_lines(self.lines_for(event), by=None)
        self._take_back_start()
        self._follow_game()
        if before_show is not None:
            before_show(self.last)
        self.show()
        return self.last

    def submit_lines(self, lines, by=None) -> Outcome | None:
        """Submit `lines` in turn (journaled), stopping at the first refusal, as `last`: a press's lines and a
        phone's tap alike (`by`: the phone's seat, None at the box). The names of a `new` game are remembered;
        `last` is left as it was when there are none. Each line is the story's act of whoever it was for."""
        self._actor = self.actor(by)
        for line in lines:
            self.last = self.session.submit(line)
            if not self.last.accepted:
                break
            self.story.follow(self.session.game_id if self.session.game is not None else None)
            if line.split(" ", 1)[0] == "undo":
                self._undid = self.story.taken_back()
            else:
                self.story.acted(self._actor[0])
            if line.startswith("new "):
                self._started = tuple(lines)    # the press that started the game (Merlin's deck comes with it)
                # The box keeps the names it has seen (its own file, never the engine's); the menus read them
                # through their context's options, which follow the book.
                if self.names is not None:
                    self.names.remember(self.session.kind(), self.session.state())
        return self.last

    def _take_back_start(self) -> None:
        """« Reprendre : nouvelle partie ? » confirmed: the game set aside (journaled, abandoned), the game asked again."""
        if not self.frontend.take_back_start:
            return
        self.frontend.take_back_start = False
        if self.session.game is None or (self._last_act() or ("", {}))[1] is not None:
            return                      # something was played meanwhile (a phone): an undo is the way back
        kind = self.session.kind()
        self.session.abandon()
        self._use(None if self.choose else kind)
        self.frontend.switch_to = None
        self.trouble = self.catalog.text("undo.start-taken-back")

    def _use(self, kind: str | None) -> None:
        """Hand the buttons to `kind`'s menus and words (None: the game menu)."""
        from companion.core.game_menu import GameMenu
        from companion.core.i18n import Catalog
        lang = getattr(self.catalog, "lang", "fr")
        self.catalog = Catalog.load(lang, kind)
        context = self.context(kind)
        self.frontend = GameMenu(self.catalog, context) if kind is None else \
            registry.table(kind).frontend(self.catalog, context)

    def context(self, kind: str | None) -> TableContext:
        """What `kind`'s menus are given besides the public state: the engine's side-effect-free queries (the
        game in progress), the journaled seed and the core's dice drawn from it (undo and replay give the same
        values), the game's options (its configuration table and the names the box knows) and the page's address."""
        session = self.session
        return TableContext(engine=lambda: session.game, seed=lambda: session.seed, dice=session.dice(),
                            options=GameOptions(kind, self.game_options, self.names), page_url=self.page_url,
                            last_act=self._last_act, teacher=self.teacher_for(kind))

    def _last_act(self) -> tuple[str, dict | None] | None:
        """The journal's last command and the public state before it (None before it for the game's `new`),
        for BACK's question (« Reprendre : fin du tour de Marc ? »); None when no game is in progress."""
        session, key = self.session, (self.session.game_id, tuple(self.session.lines))
        if session.game is None:
            return None
        from companion.core.frontend import last_act
        if key[1] == self._started:
            return session.lines[0], None   # nothing played since the press that started it: its `new`
        if self._act_seen[0] != key:      # one replay per journal line, however often BACK asks
            self._act_seen = (key, last_act(session.lines, session.game_kind, session.setup))
        found = self._act_seen[1]       # « … d'Anne ? »: the phones' names, as on the screen
        return found and (found[0], found[1] and self.seats.named(found[1]))

    def _follow_game(self) -> None:
        """The game chosen on the menu, or the kind of the game in progress (a `new`, a resume)."""
        chosen, self.frontend.switch_to = self.frontend.switch_to, None
        playing = self.session.kind() if self.session.game is not None else None
        if chosen == "" and self.choose and self.session.game is None:
            self._use(None)
        elif chosen:
            self._use(chosen)
        elif playing is not None and self.frontend.kind != playing:
            self._use(playing)

    def _leave_names(self) -> None:
        """The paired phones' names for the page, written when they change (a pairing, an unpairing, a new game)."""
        if self.names_file is None:
            return
        self.seats.follow(self.session.game_id if self.session.game is not None else None)
        now = (self.seats.game_id, self.seats.given())
        if now != self._names_left:
            from companion.web import seat_names
            try:
                seat_names.write(self.names_file, *now)
                self._names_left = now
            except OSError as err:    # the page keeps the game's own names; the box plays on
                log.error("the phones' names could not be left for the page (%s)", err)

    def show(self) -> None:
        """Draw the current frame (and say the prompt when speech is on)."""
        self._follow_game()
        self._leave_names()
        state = self.seats.named(self.session.state())
        self.story.follow(self.session.game_id if self.session.game is not None else None)
        fresh = self.last is not None and self.last is not self._told_for
        if fresh:
            self.before_telling()
        view = self.frontend.view(state, self._said_as())
        if fresh:
            self._told_for = self.last
            self.tell(state)
        if self.trouble:
            view, self.trouble = self.frontend.with_notice(view, self.trouble), None
        if self.pairing is None and view.picture is not None and self._may_pair(state):
            # « Téléphones » on the board's index: the phones' screen, where a phone pairs as a seat.
            from .pairing_screen import PairingScreen
            self.pairing = PairingScreen(self)
        if self.pairing is not None:
            view = self.pairing.view()   # the phones' screen stays as it is
        said = view
        view = self.where_phone_is(view)
        self.view = view
        kind = self.frontend.kind
        strip = registry.table(kind).draw_strip if kind else no_game_strip
        self._drawn = (state, strip)
        self.screen.show(render(state, view, self.catalog, strip))
        self.screen_read(view)
        if self.speaker is not None:
            self._say(said)

    def redraw_pairing(self) -> bool:
        """Redraw the phones' screen when its code's seconds left have changed; True when it was redrawn.

        The only frame redrawn on a timer: it reads the seats' clock and the last frame's state, never the
        session, and says nothing (the code said once is the code still shown).
        """
        if self.pairing is None or not self.pairing.tick():
            return False
        self.view = self.pairing.view()
        state, strip = self._drawn
        self.screen.show(render(state, self.view, self.catalog, strip))
        return True

    def _may_pair(self, state: dict) -> bool:
        """Whether phones may pair now: the box listens for the page and a game is in progress."""
        return self.seats_on and bool(self.page_url) and self.session.game is not None and \
            not state.get("over") and bool(state.get("seats"))

    def _say(self, view) -> None:
        """Say the frame: the story's steps the voice has not said (each once, box/telling.py), then the question,
        after every answer of the engine and whenever its words change without one (a refusal of the front end,
        a menu opened, the board shown); a page turned or a frame drawn again is not said again."""
        if self.pairing is not None:
            text, told = self.pairing.spoken(), ""
        else:
            told, text = self.voice_parts(view)
        ignored = self.frontend.ignored_word if self.pairing is None else ""
        new_answer = self.last is not None and self.last is not self._said_for
        self._said_for = self.last
        if ignored and self.last is None and not told:
            self.speaker.say(ignored)      # a press that did nothing: a word, not the frame again
            return
        if told or (text and (new_answer or text != self.spoken)):
            self.speaker.say(" ".join(filter(None, (told, text))))
        self.spoken = text

    def wake(self) -> None:
        """Wake the engine loop at once (after setting its stop event); safe from a signal handler.

        The put happens on a short-lived thread: a signal handler runs on the main thread,
        possibly while that thread holds the inbox's lock inside get(), and would wait on it forever.
        """
        threading.Thread(target=self.inbox.put, args=(WAKE,), name="wake", daemon=True).start()

    def _show_safely(self, draw=None) -> None:
        """Draw (the frame, or `draw`) without letting a fault stop the engine thread."""
        try:
            (draw or self.show)()
        except Exception:
            log.exception("the frame could not be drawn")

    def run(self, stop: threading.Event, tick: float = 1.0) -> None:
        """The engine thread's loop: events until `stop`, the watchdog fed at every turn.

        `tick` is how often the watchdog is fed when nothing happens; `wake()` ends the wait
        for the next event at once, so a stop never waits for a tick.
        """
        self.show()
        if self.notifier is not None:
            self.notifier.ready()
        while not stop.is_set():
            try:
                event = self.inbox.get(timeout=tick if self.pairing is None else min(tick, PAIRING_LOOK_S))
            except queue.Empty:
                event = None
            if event is WAKE:
                self.inbox.task_done()
                continue
            if event is None and self.pairing is not None:
                self._show_safely(self.redraw_pairing)   # the code's seconds left, once a second while it shows
            if event is not None:
                try:
                    self.step(event)
                except CompanionError as err:   # e.g. the journal's disk is full: say it, keep going
                    self.last = Outcome.refused(err)
                    self.show()
                except Exception:               # a bug of ours must not stop the box: say it, keep going
                    log.exception("internal error on %r", event)
                    self.last = Outcome.refused(CompanionError("internal-error", "internal error"))
                    self._show_safely()
                finally:
                    self.inbox.task_done()      # inbox.join() waits for the engine to catch up
            if self.notifier is not None:
                self.notifier.watchdog()


def speech_notice(missing: list[str], catalog) -> str:
    """Plain words for speech that cannot work: which programs are missing and what to install."""
    from .speech import PACKAGES
    return catalog.text("speech.missing", programs=", ".join(missing),
                        packages=" ".join(PACKAGES.get(name, name) for name in missing))


def listen_for_seats(journal_path, companion: Companion, put=None):
    """Open the box's socket for the page beside the journal (phones as seats, issue 24): the socket,
    or None with the reason logged (the box plays on; the phones then only follow the game)."""
    from .seat_socket import SeatSocket, socket_path
    try:
        listening = SeatSocket(socket_path(journal_path), put or companion.put).start()
    except OSError as err:
        log.error("phones cannot take seats: the socket for the page could not be opened (%s)", err)
        return None
    companion.seats_on = True
    from companion.web.seat_names import names_path
    from .seat_file import SeatFile, phones_path
    companion.names_file = names_path(journal_path)   # written again at the first frame (`_leave_names`)
    # The phones paired before a restart answer again within the same game (only their tokens' hashes are kept).
    companion.seats.keep_in(SeatFile(phones_path(journal_path)))
    return listening


def _page_url(cfg) -> str | None:
    """The phone page's address when the configuration serves it (`web.enabled`)."""
    web = getattr(cfg, "web", None)
    if web is None or not web.enabled:
        return None
    from companion.web.address import page_url
    return page_url(web.host, web.port)


def run_box(cfg, stop: threading.Event | None = None) -> int:
    """`camelot run`: the hardware box. A missing part is said plainly; the rest keeps working."""
    import signal

    from drivers.display import DummyScreen
    from drivers.fake import FakeReader
    from drivers.hardware import open_buttons, open_reader, open_screen
    from drivers.watchdog import SystemdNotifier

    from companion.core.i18n import Catalog
    from .names import NameBook
    from .speech import Speaker
    from .tagmap import open_decks

    stop = stop or threading.Event()
    notices: list[str] = []
    registry.start_up(cfg.tag_map_path.parent)   # a game's checked board, before its journal is replayed
    session, notice = open_session_safely(cfg.journal_path)
    if notice:
        notices.append(notice)
    kind = session.kind() if session.game is not None else None
    catalog = Catalog.load(cfg.language, kind)
    companion = Companion(session, kind, DummyScreen(), catalog,
                          tags=open_decks(cfg),
                          speaker=Speaker(cfg.language) if cfg.speech else None,
                          notifier=SystemdNotifier(), choose=True, page_url=_page_url(cfg),
                          game_options=getattr(cfg, "games", None),
                          names=NameBook(cfg.tag_map_path.parent, cfg.names), teach=cfg.teach)
    seat_socket = listen_for_seats(cfg.journal_path, companion) if companion.page_url else None
    parts = []
    for name, opener, fallback in (("screen", lambda: open_screen(cfg, put=companion.put), None),
                                   ("reader", lambda: open_reader(cfg), FakeReader),
                                   ("buttons", lambda: open_buttons(cfg), None)):
        try:
            part = opener()
        except CompanionError as err:
            notices.append(err.message)
            log.error("%s: %s", name, err.message)
            part = fallback() if fallback else None
        if part is None:
            continue
        parts.append(part)
        if name == "screen":
            companion.screen = part
        else:
            part.start(companion.put)
    for message in notices:
        print(f"camelot: {message}")
    if notices:
        companion.trouble = " ".join([notices[0], companion.trouble] if companion.trouble else notices[:1])

    def stop_now(*_) -> None:
        # systemctl stop, restart, reboot: finish cleanly, now, not at the next watchdog tick.
        stop.set()
        companion.wake()

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, stop_now)
    try:
        companion.run(stop, tick=companion.notifier.watchdog_interval() or 1.0)
    except KeyboardInterrupt:
        pass
    finally:
        companion.notifier.stopping()
        if seat_socket is not None:
            seat_socket.close()
        for part in reversed(parts):
            part.close()
        if companion.speaker:
            companion.speaker.close()
    return 0
