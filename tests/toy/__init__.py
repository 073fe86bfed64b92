"""The toy game's own tests (its package is tests/toygame/, added to the box by registering it)."""
