"""Finding the page without typing: its address (its QR code is drawn by the core's screen: `qr_image`)."""
from __future__ import annotations

import socket

from companion.core.screen import qr_image   # re-exported: the page's address and its picture go together

__all__ = ["ANY_ADDRESS", "page_url", "qr_image"]

ANY_ADDRESS = ("0.0.0.0", "::", "")


def page_url(host: str, port: int, hostname: str | None = None) -> str:
    """The address phones open: http://HOSTNAME.local:PORT/ when the page listens on every network."""
    if host in ANY_ADDRESS:
        # Raspberry Pi OS announces HOSTNAME.local with avahi (mDNS): camelot.local for a Pi named camelot.
        host = f"{(hostname or socket.gethostname()).split('.')[0]}.local"
    elif ":" in host:
        host = f"[{host}]"
    return f"http://{host}/" if port == 80 else f"http://{host}:{port}/"
