"""The one base exception for everything a user (or the table) can cause."""


class CompanionError(Exception):
    """A refusal with a stable machine code and a plain-words message for players."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message
