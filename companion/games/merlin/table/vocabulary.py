"""The words Merlin's menus are built of: the option values of its own (`+board`, `+more`...) and the
words a line is chosen by, each vocabulary in the fixed order that keeps every word at its home."""

PLAYERS = (2, 3, 4)
CHECK_BOARD = "+check"
COLOURS = ("black", "grey", "blue", "orange", "purple", "brown")
TERRAINS = ("m", "w", "l", "M", "W", "L")
VALUES = ("1", "2", "3", "4", "5", "6")
POINTS = tuple(str(n) for n in range(1, 10))
BOARD, MORE, MODIFIERS, ABANDON, END_HERE = "+board", "+more", "+modifiers", "+abandon", "+end-here"
NOT_NOW = "!"       # an option's value: a word shown in its place that no accepted line follows now
ITEM_KINDS = ("shield", "flag", "material", "influence")
BONUSES = ("shield", "flag", "influence")         # a manor's bonus
SPENDS = ("mirror", "other", "repel", "staff")     # a flag or the staff given up: confirmed, never one press
EMPTY = ("", "")                                   # an empty place (the core's grammar)
# The words a line is chosen by, each in a fixed order: a word keeps its home (marked when not possible now).
VOCABULARIES = (tuple("abcd"), VALUES, COLOURS, ("lady", "shield-bearer", "builder", "flag-bearer"), ITEM_KINDS,
                SPENDS, ("knight", "merlin"), ("apple", "flip", "ccw", "cw"))
