"""Headless Chromium through Selenium, with the system's chromedriver (never a download)."""
from __future__ import annotations

import shutil

CHROMEDRIVER_PATHS = ("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver")
CHROMIUM_NAMES = ("chromium", "chromium-browser")


def find_browser() -> tuple[str, str] | None:
    """(chromium, chromedriver) paths when both are installed, else None."""
    chromium = next((p for p in map(shutil.which, CHROMIUM_NAMES) if p), None)
    driver = shutil.which("chromedriver") or next((p for p in CHROMEDRIVER_PATHS if shutil.os.path.exists(p)), None)
    return (chromium, driver) if chromium and driver else None


def open_browser(width: int = 412, height: int = 915, scale: float = 1.0):
    """A headless Chromium the size of a phone; raises RuntimeError when it is not installed."""
    found = find_browser()
    if found is None:
        raise RuntimeError("chromium and chromium-driver are not installed (scripts/venv.sh installs them)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    options.binary_location = found[0]
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                f"--window-size={width},{height}", f"--force-device-scale-factor={scale}",
                "--hide-scrollbars", "--lang=fr"):
        options.add_argument(arg)
    # An explicit driver path: Selenium Manager never runs, so nothing is downloaded.
    return webdriver.Chrome(service=Service(executable_path=found[1]), options=options)
