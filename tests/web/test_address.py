"""The OLED's board page shows the page's address as a QR code a phone can read."""
from __future__ import annotations

import pytest

from companion.web.address import page_url, qr_image

segno = pytest.importorskip("segno")


def test_a_page_on_every_network_is_found_by_the_pis_name():
    assert page_url("0.0.0.0", 8080, hostname="camelot") == "http://camelot.local:8080/"
    assert page_url("0.0.0.0", 80, hostname="camelot.home") == "http://camelot.local/"


def test_a_page_on_one_address_shows_that_address():
    assert page_url("192.168.4.1", 8080) == "http://192.168.4.1:8080/"
    assert page_url("fe80::1", 8080) == "http://[fe80::1]:8080/"


def modules(image, scale, border=2):
    """Read the picture back, one value per QR module (True: dark)."""
    count = image.width // scale
    return [[image.getpixel((x * scale, y * scale)) == 0 for x in range(border, count - border)]
            for y in range(border, count - border)]


def test_the_qr_code_fits_the_screen_and_holds_the_address():
    url = "http://camelot.local:8080/"
    image = qr_image(url, size=64)
    assert image.mode == "1" and image.width == image.height <= 64
    scale = image.width // segno.make_qr(url, error="m", boost_error=True).symbol_size(scale=1, border=2)[0]
    assert scale >= 2, "two pixels a module at least, or phones cannot read it on the OLED"
    expected = [[bool(v) for v in row] for row in segno.make_qr(url, error="m", boost_error=True).matrix]
    assert modules(image, scale) == expected
    # The three finder patterns: a dark 7×7 ring in three corners, lit quiet zone around.
    grid = modules(image, scale)
    for top, left in ((0, 0), (0, len(grid) - 7), (len(grid) - 7, 0)):
        assert all(grid[top][left + i] and grid[top + 6][left + i] for i in range(7))
    assert image.getpixel((0, 0)) == 1


def test_an_address_too_long_for_the_screen_is_refused():
    with pytest.raises(ValueError):
        qr_image("http://" + "x" * 300 + ".local/", size=64)
