"""Shadows over Camelot at the table: its menus, words, strip, narration, recap and the page's renderer.

The parts the core's seam reads (companion/core/table.py), declared once as data; each imported on first use.
"""

PARTS = {
    "frontend": "frontend:Menus",
    "words": "words:Words",
    "strip": "screen:draw_strip",
    "strip_text": "screen:strip_text",
    "narrate": "narration:narrate",
    "recap": "recap",
    "forecast": "forecast",
    "page": "page.js",
    "rights": "rights",
    "lessons": "lessons",
}
