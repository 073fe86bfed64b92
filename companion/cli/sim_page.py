"""The phones' page served by the simulator itself (`camelot sim`, `scripts/run`): no configuration, no second
command. It listens where the configuration says (every network, port 8080, by default), or on a free port
when that one is taken, and is reached at this machine's address on the table's network."""
from __future__ import annotations

import socket

from .common import _say


def lan_address() -> str | None:
    """This machine's address on its network (the route out, worked out without sending anything), or None."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))          # TEST-NET-1: a UDP "connect" only chooses the route
        address = probe.getsockname()[0]
    except OSError:
        return None
    finally:
        probe.close()
    return None if address.startswith("0.") else address


def page_address(host: str, port: int) -> str:
    """The address phones open: this machine's on the network when the page listens on every one."""
    from companion.web.address import ANY_ADDRESS, page_url
    if host in ANY_ADDRESS:
        found = lan_address()
        if found:
            return f"http://{found}/" if port == 80 else f"http://{found}:{port}/"
    return page_url(host, port)


def start_page(cfg, journal, words, language: str):
    """Serve the page for `journal` from a thread: (the server to stop, its address), or (None, None) with
    the reason said (the web extra missing, no port to listen on): the simulator plays on without phones."""
    try:
        from companion.web.server import BackgroundServer
    except ImportError as exc:
        _say(words.text("cli.web-missing", package=exc.name or "?"))
        return None, None
    host = cfg.web.host
    for port in dict.fromkeys((cfg.web.port, 0)):      # the configured port, else any free one
        try:
            server = BackgroundServer(journal, language=language, host=host, port=port,
                                      forecast=cfg.web.forecast, names=cfg.web.names)
        except OSError as err:
            problem = err
            continue
        server.__enter__()
        return server, page_address(host, server.port)
    _say(words.text("cli.sim-no-page", problem=str(problem)))
    return None, None
