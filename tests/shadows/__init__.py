"""Shadows over Camelot's own tests: its rules, its menus and its words (the tests of several games stay in tests/)."""
