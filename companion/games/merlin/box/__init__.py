"""The box's side of Merlin beyond its three UI hooks (menus, words, screen): what the table is told to
do with its hands (`narration`), the printed board's check (`board_check`, `camelot board`), the
enrolled deck's catalogue (`catalogue`, `camelot enroll`). Nothing here is a rule: the engine's
modules stay pure and never import these."""
