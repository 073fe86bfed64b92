"""The toy at the table: its menu, its words and its strip, declared as data to the core's seam
(companion/core/table.py); every part it leaves out (narration, recap, the page's renderer) is the core's default."""

PARTS = {
    "frontend": "frontend:Menus",
    "words": "words:Words",
    "strip": "screen:draw_strip",
    "strip_text": "screen:strip_text",
    "lessons": "lessons",
}
