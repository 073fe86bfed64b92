"""Finding the page without typing: its address, and a QR code of it the OLED can draw."""
from __future__ import annotations

import socket

ANY_ADDRESS = ("0.0.0.0", "::", "")


def page_url(host: str, port: int, hostname: str | None = None) -> str:
    """The address phones open: http://HOSTNAME.local:PORT/ when the page listens on every network."""
    if host in ANY_ADDRESS:
        # Raspberry Pi OS announces HOSTNAME.local with avahi (mDNS): camelot.local for a Pi named camelot.
        host = f"{(hostname or socket.gethostname()).split('.')[0]}.local"
    elif ":" in host:
        host = f"[{host}]"
    return f"http://{host}/" if port == 80 else f"http://{host}:{port}/"


def qr_image(url: str, size: int = 64):
    """A 1-bit PIL image of the QR code, as large as fits in size×size pixels.

    White (1) is the light modules and the quiet zone: lit on the OLED, so the screen shows
    dark modules on a lit square, as phone cameras expect.
    """
    import segno
    from PIL import Image
    code = segno.make_qr(url, error="m", boost_error=True)
    border = 2   # phones read a two-module quiet zone on a lit screen; four would not fit 64 pixels
    modules = code.symbol_size(scale=1, border=border)[0]
    scale = size // modules
    if scale < 1:
        raise ValueError(f"{url!r} is too long for a {size}-pixel QR code")
    image = Image.new("1", (modules * scale, modules * scale), 1)
    pixels = image.load()
    for y, row in enumerate(code.matrix_iter(scale=scale, border=border)):
        for x, dark in enumerate(row):
            if dark:
                pixels[x, y] = 0
    return image
