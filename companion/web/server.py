"""`camelot web`: the Starlette app that serves the page, the public state and its live updates.

The journal is opened with mode=ro: the page never writes it. Its routes are GET (HEAD), but for a
phone paired as a seat (`seat_routes.py`), whose POSTs are forwarded to the box's engine thread.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from importlib import resources
from pathlib import Path

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from companion.core import registry
from . import guard, seat_names
from .mirror import Mirror, game_module
from .page_words import game_page_words, load_catalogs_once, page_words
from .source import JournalSource

log = logging.getLogger(__name__)

POLL_S = 0.1          # how often the journal's data_version is read (a few microseconds each)
KEEPALIVE_S = 15.0    # an SSE comment now and then, so a phone gone to sleep is noticed
STATIC = Path(str(resources.files(__package__) / "static"))


class Hub:
    """Watches the journal and wakes every connected phone when the public state changes."""

    def __init__(self, journal: str | Path, poll_s: float = POLL_S, forecast: bool = False,
                 max_phones: int | None = None, push: bool = True):
        self.source = JournalSource(journal)
        self.names_file = seat_names.names_path(journal)   # the names phones gave at pairing (the box's)
        self.names_stamp = None
        self.max_connections = guard.connection_limit()
        self.max_phones = guard.phone_limit(self.max_connections) if max_phones is None else max_phones
        self.phones = 0
        self.mirror = Mirror(forecast=forecast)
        self.poll_s = poll_s
        self.version = 0
        self.closing = False
        self.loop: asyncio.AbstractEventLoop | None = None
        self._changed = asyncio.Event()
        self.push = push
        self._poked = asyncio.Event()

    def poke(self) -> None:
        """The box has just answered a phone: read the journal now rather than at the next poll (push);
        the poll stays the way a press at the box's own buttons reaches the phones."""
        if self.push:
            self._poked.set()

    def poke_from_thread(self) -> None:
        """`poke` from another thread (a phone's request is forwarded to the box from a worker thread)."""
        if self.push and self.loop is not None:
            self.loop.call_soon_threadsafe(self._poked.set)

    async def watch(self) -> None:
        """Poll the journal until cancelled; a failure is logged and the next tick tries again."""
        flushed = asyncio.get_running_loop().time()
        while True:
            if asyncio.get_running_loop().time() - flushed >= guard.STORM_WINDOW_S:
                guard.STORMS.flush()   # how many repeats of a storm's log lines were held back
                flushed = asyncio.get_running_loop().time()
            try:
                if self.source.has_changed():
                    current = await asyncio.to_thread(self.source.current)
                    if await asyncio.to_thread(self.mirror.follow, current):
                        self._publish()
                stamp = seat_names.stamp(self.names_file)
                if stamp != self.names_stamp:
                    self.names_stamp = stamp
                    if await asyncio.to_thread(self.mirror.rename, *seat_names.read(self.names_file)):
                        self._publish()
            except Exception:   # the page must outlive a bad journal row: log it, keep serving
                log.exception("could not follow the journal")
            with contextlib.suppress(asyncio.TimeoutError):   # a poke ends the wait early
                await asyncio.wait_for(self._poked.wait(), self.poll_s)
            self._poked.clear()

    def _publish(self) -> None:
        woken, self._changed = self._changed, asyncio.Event()
        self.version += 1
        woken.set()

    def close(self) -> None:
        """End every event stream (the server is stopping); called on the event loop's thread."""
        self.closing = True
        self._publish()

    def can_follow(self) -> bool:
        """Whether one more phone may hold an event stream (a cap, so plain requests still get through)."""
        return self.phones < self.max_phones

    async def stream(self):
        """Server-Sent Events: the state now, then every new state (and its log) as it comes."""
        self.phones += 1
        try:
            yield self._message()
            while not self.closing:
                changed = self._changed
                try:
                    await asyncio.wait_for(changed.wait(), KEEPALIVE_S)
                except asyncio.TimeoutError:
                    yield ": still here\n\n"
                    continue
                if not self.closing:
                    yield self._message()
        finally:
            self.phones -= 1

    def _message(self) -> str:
        mirror = self.mirror
        extra = f"event: forecast\ndata: {mirror.forecast_json}\n\n" if mirror.forecast_json else ""
        return (f"event: log\ndata: {mirror.log_json}\n\nevent: box\ndata: {mirror.box_json}\n\n"
                f"{extra}data: {mirror.state_json}\n\n")


class PushingLink:
    """The box's link (`seat_link.BoxLink`) that pokes the hub once the box has accepted a phone's tap or pairing:
    the line is journaled before the box answers, so every phone gets the new state without waiting for a poll."""

    def __init__(self, link, hub: Hub):
        self.link, self.hub = link, hub

    def ask(self, request: dict) -> dict:
        """The box's answer to `request`; an accepted tap or pairing wakes the hub at once."""
        answer = self.link.ask(request)
        if answer.get("ok") and request.get("op") in ("tap", "pair"):
            self.hub.poke_from_thread()
        return answer

    def close(self) -> None:
        """Close the box's link."""
        self.link.close()


def create_app(journal: str | Path, language: str = "fr", poll_s: float = POLL_S,
               forecast: bool = False, seats: str | Path | None = None, push: bool = True,
               names=None) -> Starlette:
    """The web app for one journal; `language` is the page's first language; `seats` the box's socket for
    the phones paired as seats (default: beside the journal); `push` False leaves the phones to the poll alone;
    `names` the Host names it answers under (default: `guard.box_names()`; the address a connection came in
    on is always one)."""
    from companion.core.i18n import Catalog
    from .seat_link import BoxLink, socket_path
    from .seat_routes import seat_routes
    hub = Hub(journal, poll_s, forecast, push=push)
    drawn, frame_words = renderers(), page_words()
    template = (STATIC / "index.html").read_text("utf-8")
    page = (template.replace("__LANG__", language)
            .replace("__RENDERERS__", json.dumps(drawn))
            .replace("__WORDS__", json.dumps(frame_words, ensure_ascii=False, separators=(",", ":"))))
    load_catalogs_once()
    recaps: dict[tuple, bytes] = {}
    # Each game's words, as its renderer fetches them with itself (a phone loads only its game's).
    own_words = {kind: json.dumps(game_page_words(kind), ensure_ascii=False, separators=(",", ":"))
                 for kind in drawn}

    async def index(request: Request) -> Response:
        return HTMLResponse(page, headers={"Cache-Control": "no-cache"})

    async def words(request: Request) -> Response:
        kind = request.path_params["kind"]
        if kind not in own_words:
            return Response("no such game", status_code=404, media_type="text/plain")
        return Response(own_words[kind], media_type="application/json", headers={"Cache-Control": "no-cache"})

    async def state(request: Request) -> Response:
        return Response(hub.mirror.state_json, media_type="application/json",
                        headers={"Cache-Control": "no-store"})

    async def events(request: Request) -> Response:
        if not hub.can_follow():
            log.warning("%d phones follow the game already: one more is asked to come back later", hub.phones)
            return Response("too many phones follow the game; trying again shortly", status_code=503,
                            media_type="text/plain", headers={"Retry-After": "10", "Cache-Control": "no-store"})
        return StreamingResponse(hub.stream(), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"})

    async def recap(request: Request) -> Response:
        lang = request.query_params.get("lang", language)
        # What was last published, not the mirror's session: it may be replaying in its thread.
        state = json.loads(hub.mirror.state_json)
        lines, game_id, kind = hub.mirror.lines, state.get("game_id"), state.get("game")
        if game_id is None or not state["over"] or not lines or lang not in ("fr", "en"):
            return Response("no finished game", status_code=404, media_type="text/plain")
        if not has_recap(kind):
            return Response("no recap picture for this game", status_code=404, media_type="text/plain")
        key = (game_id, len(lines), lang)
        if key not in recaps:
            recaps.clear()
            recaps[key] = await asyncio.to_thread(_recap_png, list(lines), game_id, lang, kind)
        return Response(recaps[key], media_type="image/png")

    scripts = {kind: registry.table(kind).page_script.read_bytes() for kind in drawn}

    async def renderer(request: Request) -> Response:
        """A game's renderer, served from its table wing (only the games the page can draw)."""
        kind = request.path_params["kind"]
        if kind not in scripts:
            return Response("no such game", status_code=404, media_type="text/plain")
        return Response(scripts[kind], media_type="text/javascript",
                        headers={"Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff"})

    link = PushingLink(BoxLink(seats or socket_path(journal)), hub)
    box_words = Catalog.load(language, None)
    pairing = {lang: {key[5:]: text for key, text in found.items() if key.startswith("pair.")}
               for lang, found in frame_words.items()}
    pair_page = ((STATIC / "pair.html").read_text("utf-8").replace("__LANG__", language)
                 .replace("__WORDS__", json.dumps(pairing, ensure_ascii=False, separators=(",", ":"))))
    allowed = guard.box_names() if names is None else frozenset(names)
    app = Starlette(middleware=[Middleware(guard.HostGuard, names=allowed)], routes=[
        *seat_routes(link, box_words.text, pair_page),
        Route("/", index, methods=["GET"]),
        Route("/state.json", state, methods=["GET"]),
        Route("/events", events, methods=["GET"]),
        Route("/recap.png", recap, methods=["GET"]),
        Route("/words/{kind}.json", words, methods=["GET"]),
        Route("/games/{kind}.js", renderer, methods=["GET"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ])
    app.state.hub = hub
    app.state.link = link
    return app


def renderers() -> list[str]:
    """The games the page can draw (a renderer in each one's table wing); a phone loads only the one on the table."""
    return [kind for kind in registry.kinds() if registry.table(kind).page_script is not None]


def has_recap(kind: str) -> bool:
    """Whether the game draws a recap picture (its package has a `recap` module with `render`)."""
    own = game_module(kind, "recap")
    return own is not None and hasattr(own, "render")


def _recap_png(lines: list[str], game_id: int, lang: str, kind: str) -> bytes:
    """The recap picture of a finished game (Pillow is imported only once a game is over)."""
    import io

    from companion.core.recap import render
    picture, _ = render(kind, lines, lang, game_id)
    out = io.BytesIO()
    picture.save(out, format="PNG", optimize=True)
    return out.getvalue()


def serve(journal: str | Path, host: str, port: int, language: str = "fr", forecast: bool = False,
          push: bool = True, names=()) -> None:
    """Run the page until interrupted (uvicorn's Server without its command line; one process, no access log);
    `names`: the configured names it answers under besides the box's own."""
    app = create_app(journal, language, forecast=forecast, push=push, names=guard.box_names(host, names))
    _make_server(server_config(app, host=host, port=port), app.state.hub).run()


def server_config(app: Starlette, **options):
    """uvicorn's configuration for the page: only what it uses is loaded (h11, asyncio, no websockets),
    the hub is started by the server itself rather than through the ASGI lifespan, and connections are
    limited and timed out (`guard`): a flood of half-sent requests cannot use every file descriptor."""
    import uvicorn
    limit = app.state.hub.max_connections
    config = uvicorn.Config(app, http=guard.protocol_class(limit), loop="asyncio", ws="none", lifespan="off",
                            interface="asgi3", log_level="warning", access_log=False, proxy_headers=False,
                            server_header=False, date_header=False, timeout_graceful_shutdown=1,
                            limit_concurrency=limit + 1, timeout_keep_alive=guard.KEEP_ALIVE_S,
                            h11_max_incomplete_event_size=guard.MAX_HEAD_BYTES, backlog=guard.BACKLOG, **options)
    guard.guard_logs()   # after uvicorn has set up its loggers: a storm is said once
    return config


def _server_class():
    import uvicorn

    class Server(uvicorn.Server):
        """uvicorn's server, which starts the journal's watcher and ends the phones' event streams first,
        so that it stops at once."""

        def __init__(self, config, hub: Hub):
            super().__init__(config)
            self.hub = hub
            self.watcher: asyncio.Task | None = None

        async def startup(self, sockets=None) -> None:
            self.hub.loop = asyncio.get_running_loop()
            self.watcher = asyncio.create_task(self.hub.watch())
            await super().startup(sockets=sockets)

        async def shutdown(self, sockets=None) -> None:
            self.hub.close()
            await super().shutdown(sockets=sockets)
            if self.watcher is not None:
                self.watcher.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await self.watcher
            self.hub.source.close()

        def handle_exit(self, sig, frame) -> None:
            if self.hub.loop is not None:
                self.hub.loop.call_soon_threadsafe(self.hub.close)
            super().handle_exit(sig, frame)

    return Server


def _make_server(config, hub: Hub):
    """A uvicorn server for `config` that watches `hub`'s journal and closes its streams when asked to stop."""
    return _server_class()(config, hub)


class BackgroundServer:
    """The app served from a thread (tests, benchmarks, screenshots on a loopback port; the simulator's page)."""

    def __init__(self, journal: str | Path, language: str = "fr", host: str = "127.0.0.1", port: int = 0,
                 poll_s: float = POLL_S, forecast: bool = False, seats: str | Path | None = None,
                 push: bool = True, names=()):
        import socket
        import threading

        self.socket = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
        # A port the page left a moment ago (TIME_WAIT) is taken again, as uvicorn's own sockets do.
        self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self.socket.bind((host, port))
            # Listening now, not in the server's thread: a port another page took in the same moment (two
            # simulators started together) is refused here, where the caller can take another one.
            self.socket.listen(128)
        except OSError:
            self.socket.close()
            raise
        self.host, self.port = self.socket.getsockname()[:2]
        self.app = create_app(journal, language, poll_s, forecast, seats, push, names=guard.box_names(host, names))
        self.server = _make_server(server_config(self.app), self.app.state.hub)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.socket]}, daemon=True)

    @property
    def url(self) -> str:
        return f"http://[{self.host}]:{self.port}" if ":" in self.host else f"http://{self.host}:{self.port}"

    def __enter__(self) -> "BackgroundServer":
        import time
        self.thread.start()
        deadline = time.monotonic() + 10
        while not self.server.started and time.monotonic() < deadline:
            time.sleep(0.01)
        return self

    @property
    def hub(self) -> Hub:
        return self.app.state.hub

    def __exit__(self, *exc_info) -> None:
        self.server.handle_exit(None, None)
        self.thread.join(timeout=10)
        self.socket.close()
        self.app.state.link.close()
