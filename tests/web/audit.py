"""axe-core in headless Chromium, and the page at 320 px with its text at 200 %: the checks of every page state.

axe-core is installed by scripts/venv.sh (`ensure_axe`: npm's axe-core into a cache folder outside the
repository); $CAMELOT_AXE names another copy of `axe.min.js`. Nothing is fetched at test time.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

SERIOUS = ("serious", "critical")


AXE_VERSION = "4.14.1"   # scripts/venv.sh's


def axe_script() -> Path | None:
    """Where axe.min.js is (scripts/venv.sh's cache folder, or $CAMELOT_AXE), None when it is not installed."""
    named = os.environ.get("CAMELOT_AXE")
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path(os.environ.get("HOME") or "/tmp") / ".cache")
    installed = cache / "camelot" / f"axe-core-{AXE_VERSION}" / "node_modules" / "axe-core" / "axe.min.js"
    for path in ([Path(named)] if named else []) + [installed]:
        if path.is_file():
            return path
    return None


def run_axe(driver, script: str) -> list[dict]:
    """axe's violations on the page as it is now: [{id, impact, help, nodes: [selector, ...]}]."""
    if not driver.execute_script("return !!window.axe"):
        driver.execute_script(script)
    found = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(function (r) {"
        "  done(r.violations.map(function (v) { return {id: v.id, impact: v.impact, help: v.help,"
        "    nodes: v.nodes.map(function (n) { return n.target.join(' ') + ' :: ' + (n.failureSummary || '').split('\\n').slice(1).join(' '); })}; }));"
        "}, function (e) { done([{id: 'axe-failed', impact: 'critical', help: String(e), nodes: []}]); });")
    return found


def sideways(driver) -> dict:
    """At 320 px with the root's text at 200 %: how far the page scrolls sideways, which elements stick out,
    which boxes clip their words (a word too long for its box), and how much of the screen a sticky header takes."""
    return driver.execute_script("""
      var root = document.documentElement, before = root.style.fontSize;
      root.style.fontSize = '200%';
      var over = root.scrollWidth - root.clientWidth, header = document.querySelector('header'), tall = 0;
      if (header && getComputedStyle(header).position === 'sticky') tall = header.offsetHeight / window.innerHeight;
      var wide = [];
      document.querySelectorAll('body *').forEach(function (e) {
        var r = e.getBoundingClientRect();
        if (r.width && (r.right > root.clientWidth + 1 || r.left < -1)) wide.push(e.id || e.className || e.tagName);
      });
      // A box that hides what overflows it (Merlin's spaces) must not be hiding part of a word.
      var clipped = [];
      document.querySelectorAll('#board *').forEach(function (e) {
        var style = getComputedStyle(e);
        if (style.overflowX === 'hidden' && !e.classList.contains('vh') && e.clientWidth && e.scrollWidth > e.clientWidth + 1) clipped.push(e.id || e.className);
      });
      root.style.fontSize = before;
      return {over: over, header: tall, wide: wide.slice(0, 8), clipped: clipped.slice(0, 8)};
    """)


class Report:
    """Every state's violations, written as JSON to `path` and summed up in a few printed lines."""

    def __init__(self, path: Path):
        self.path, self.states = path, {}

    def add(self, name: str, violations: list[dict], layout: dict | None = None) -> None:
        """One page state's findings."""
        self.states[name] = {"violations": violations, "layout": layout}
        self.path.write_text(json.dumps(self.states, ensure_ascii=False, indent=1), "utf-8")

    def serious(self) -> dict[str, list[str]]:
        """The serious or critical violations, by state: {state: [rule id, ...]}."""
        return {name: [v["id"] for v in found["violations"] if v["impact"] in SERIOUS]
                for name, found in self.states.items()
                if any(v["impact"] in SERIOUS for v in found["violations"])}

    def too_wide(self) -> dict[str, dict]:
        """The states that scroll sideways or clip their text at 320 px: {state: its layout}."""
        return {name: found["layout"] for name, found in self.states.items()
                if found["layout"]["over"] > 0 or found["layout"]["clipped"]}

    def summary(self) -> str:
        """A few lines: each state, its violations by impact, its sideways scroll."""
        lines = [f"axe-core report: {self.path}"]
        for name, found in self.states.items():
            counts: dict[str, int] = {}
            for v in found["violations"]:
                counts[v["impact"]] = counts.get(v["impact"], 0) + 1
            layout = found["layout"] or {}
            lines.append(f"  {name:<34} {counts or 'no violation'}  sideways {layout.get('over', '-')} px")
        return "\n".join(lines)
