"""One writer per journal: an advisory lock on `JOURNAL.lock` holding the writer's process id.

The kernel drops an flock when its process dies, even by SIGKILL or a power cut, so a lock is
never stale: a leftover file with a dead process's id is simply taken over. Readers (the games
list, a web page reading the WAL) never take it.
"""
from __future__ import annotations

import fcntl
import os
from pathlib import Path

from .errors import CompanionError

# Locks this process holds, by lock file: two journals opened on one file in one process (a test,
# a tool beside the box's own thread) share it; the "not moved since read" check guards them.
_HELD: dict[str, list] = {}   # path -> [fd, holders]


class WriterLock:
    """The exclusive right to write one journal, held until release() or the process's end."""

    def __init__(self, journal: Path):
        self.path = journal.with_name(journal.name + ".lock")
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        """True once acquired and not yet released."""
        return self._fd is not None

    def acquire(self) -> None:
        """Takes the lock at once, or refuses naming the process that holds it."""
        if self._fd is not None:
            return
        key = str(self.path.resolve())
        if key in _HELD:
            _HELD[key][1] += 1
            self._fd = _HELD[key][0]
            return
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            raise CompanionError(
                "journal-readonly", f"The journal's lock {self.path} cannot be created ({exc.strerror})."
            ) from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = _holder(fd)
            os.close(fd)
            raise CompanionError(
                "journal-locked",
                f"Another program{holder} is already writing to the journal {self.path.with_suffix('')}: "
                "only one may write at a time. Stop it first, or use another journal file.",
            ) from None
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode())
        self._fd = fd
        _HELD[key] = [fd, 1]

    def release(self) -> None:
        """Lets another process write; the file stays (its content is only informative)."""
        if self._fd is None:
            return
        key = str(self.path.resolve())
        held = _HELD.get(key)
        if held is not None and held[0] == self._fd:
            held[1] -= 1
            if held[1] == 0:
                del _HELD[key]
                os.close(self._fd)
        self._fd = None


def _holder(fd: int) -> str:
    try:
        pid = int(os.pread(fd, 32, 0).split()[0])
    except (OSError, ValueError, IndexError):
        return ""
    return f" (process {pid})"
