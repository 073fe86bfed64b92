"""The Camelot table companion: tracks a real game of Shadows over Camelot."""
