"""Merlin at the table: its menus, words, strip, narration, the board's check, the quest catalogue, recap and
the page's renderer.

The parts the core's seam reads (companion/core/table.py), declared once as data; each imported on first use.
"""

PARTS = {
    "frontend": "frontend:Menus",
    "words": "words:Words",
    "strip": "screen:draw_strip",
    "strip_text": "screen:strip_text",
    "narrate": "narration:narrate",
    "page_steps": "narration:steps",
    "recap": "recap",
    "board_check": "board_check",
    "catalogue": "catalogue",
    "page": "page.js",
    "rights": "rights",
    "lessons": "lessons",
}
