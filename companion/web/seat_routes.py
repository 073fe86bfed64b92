"""The routes of a phone paired as a seat (issue 24): the page forwards, the box decides.

`GET /pair` the pairing form (the code the box shows, the seat, the player's name); `POST /seat/seats`
the seats still free (with the code); `POST /seat/pair` pairs and sets the seat's token as an HttpOnly,
SameSite=Strict cookie (never in a URL, never in a body); `GET /seat/menu` one level of the seat's menu;
`POST /seat/tap` a choice, with the journal's position of the state its menu showed, how long it had been
shown and the tap's own id (docs/web.md, "Taps") and the box's question it answers;
`/seat/menu?since=N` also gives the game's story after step N (core/story.py). Every request is forwarded to
the box's engine thread over its local socket (`seat_link.BoxLink`): the page holds no token, no seat,
no rule. A write (POST) must come from the page itself (its Origin is its Host), be JSON, and at most
MAX_BODY bytes; anything else is refused in plain words before the box is asked.
"""
from __future__ import annotations

import asyncio
import json

from starlette.requests import ClientDisconnect, Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from .seat_link import BoxLink

COOKIE = "camelot_seat"
MAX_BODY = 2048
# The box's refusal codes as HTTP statuses: a refusal is always a 4xx (a box away is a 503).
STATUS = {"not-paired": 401, "new-game": 401, "replaced": 401, "stale": 409, "redrawn": 409, "not-your-turn": 403, "at-the-box": 403, "wrong-code": 403,
          "pairing-closed": 403, "seat-taken": 409, "no-such-seat": 400, "bad-name": 400, "too-many": 429,
          "no-game": 409, "no-such-choice": 409, "box-question": 409, "bad-request": 400, "refused": 409, "too-long": 413,
          "busy": 503, "no-box": 503, "internal-error": 500}
TAP_FIELDS = ("id", "position", "shown_ms", "path", "line", "box_question")   # what a tap carries to the box (box/taps.py)


def seat_routes(link: BoxLink, words, pair_page: str) -> list[Route]:
    """The seat routes, forwarding to `link`; `words(key)` gives the page's refusals in plain words."""

    def refuse(status: int, key: str) -> Response:
        return JSONResponse({"ok": False, "error": key, "message": words(key)}, status_code=status,
                            headers={"Cache-Control": "no-store"})

    async def forward(request: dict) -> Response:
        answer = await asyncio.to_thread(link.ask, request)
        answer.pop("token", None)                      # the token travels in the cookie alone
        if answer.get("error") == "no-box":
            answer["message"] = words("seats.no-box")   # the page's words: the box cannot say it
        status = 200 if answer.get("ok") else STATUS.get(answer.get("error"), 400)
        return JSONResponse(answer, status_code=status, headers={"Cache-Control": "no-store"})

    async def body_of(request: Request) -> dict | Response:
        """The JSON object a write carries, or the refusal that says what is wrong with it."""
        origin, host = request.headers.get("origin"), request.headers.get("host")
        if not origin or not host or origin not in (f"http://{host}", f"https://{host}"):
            return refuse(403, "seats.bad-origin")
        if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
            return refuse(415, "seats.not-json")
        declared = request.headers.get("content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > MAX_BODY):
            return refuse(413, "seats.too-big")
        raw = b""
        try:
            async for chunk in request.stream():
                raw += chunk
                if len(raw) > MAX_BODY:
                    return refuse(413, "seats.too-big")
        except ClientDisconnect:
            return refuse(400, "seats.not-json")
        try:
            body = json.loads(raw)
        except (ValueError, UnicodeDecodeError, RecursionError):   # a body nested a thousand deep is not JSON either
            return refuse(400, "seats.not-json")
        if not isinstance(body, dict):
            return refuse(400, "seats.not-json")
        return body

    async def pair_form(request: Request) -> Response:
        return HTMLResponse(pair_page, headers={"Cache-Control": "no-store"})

    async def seats(request: Request) -> Response:
        body = await body_of(request)
        if isinstance(body, Response):
            return body
        return await forward({"op": "seats", "code": body.get("code")})

    async def pair(request: Request) -> Response:
        body = await body_of(request)
        if isinstance(body, Response):
            return body
        answer = await asyncio.to_thread(link.ask, {"op": "pair", "code": body.get("code"),
                                                    "seat": body.get("seat"), "name": body.get("name")})
        token = answer.pop("token", None)
        if not answer.get("ok") or not token:
            return JSONResponse(answer, status_code=STATUS.get(answer.get("error"), 400),
                                headers={"Cache-Control": "no-store"})
        response = JSONResponse(answer, headers={"Cache-Control": "no-store"})
        response.set_cookie(COOKIE, token, httponly=True, samesite="strict", path="/", max_age=12 * 3600)
        return response

    async def menu(request: Request) -> Response:
        token = request.cookies.get(COOKIE)
        if not token:
            return refuse(401, "seats.not-paired")
        path = _path(request.query_params.get("path", ""))
        if path is None:
            return refuse(400, "seats.not-json")
        since = request.query_params.get("since", "")
        return await forward({"op": "menu", "token": token, "path": path, "lang": request.query_params.get("lang"),
                              "since": int(since) if since.isdigit() and len(since) <= 9 else None})

    async def tap(request: Request) -> Response:
        body = await body_of(request)
        if isinstance(body, Response):
            return body
        token = request.cookies.get(COOKIE)
        if not token:
            return refuse(401, "seats.not-paired")
        return await forward({"op": "tap", "token": token, **{k: body.get(k) for k in TAP_FIELDS}})

    return [
        Route("/pair", pair_form, methods=["GET"]),
        Route("/seat/seats", seats, methods=["POST"]),
        Route("/seat/pair", pair, methods=["POST"]),
        Route("/seat/menu", menu, methods=["GET"]),
        Route("/seat/tap", tap, methods=["POST"]),
    ]


def _path(text: str) -> list | None:
    """A menu path from the query (`0.3.ok`): item indexes and `ok`; None when it is not one."""
    if not text:
        return []
    parts = text.split(".")
    if len(parts) > 8 or not all(p == "ok" or (p.isdigit() and len(p) <= 3) for p in parts):
        return None
    return [p if p == "ok" else int(p) for p in parts]
