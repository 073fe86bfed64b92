"""One writer per journal: an advisory lock on the journal file itself, whatever path reaches it.

The lock is taken on what the file *is* (its inode), not on its name: a second writer reaching
the same file through a hard link (`cp -l`, `rsync --link-dest` backups) or a symlink is refused
like one using the same path. The kernel drops an flock when its process dies, even by SIGKILL or
a power cut, so a lock is never stale. `JOURNAL.lock` beside the path is also locked (the lock
of older versions, so an older companion and this one exclude each other) and holds the
writer's process id; it is opened with O_NOFOLLOW, so a `.lock` that is a symlink is never
followed (nor its target truncated). Readers (the games list, the phone page) take no lock.
"""
from __future__ import annotations

import errno
import fcntl
import os
from pathlib import Path

from companion.core.errors import CompanionError

# Locks this process holds, by file identity: two journals opened on one file in one process (a
# test, a tool beside the box's own thread) share it; the "not moved since read" check guards them.
_HELD: dict[tuple[int, int], list] = {}   # (device, inode) -> [journal fd, .lock fd or None, holders]


def file_identity(path: Path) -> tuple[int, int] | None:
    """The (device, inode) of the file `path` names now (through symlinks), None when there is none."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return (st.st_dev, st.st_ino)


def writer_of(journal: Path) -> int | None:
    """The process writing the journal file `journal` names now, None when none is (Linux: read from
    the kernel's list of locks, so a reader can tell which journal the box is playing in)."""
    key = file_identity(Path(journal))
    return _holder(key) if key is not None else None


class WriterLock:
    """The exclusive right to write one journal, held until release() or the process's end."""

    def __init__(self, journal: Path):
        self.journal = journal
        self.path = journal.with_name(journal.name + ".lock")
        self._key: tuple[int, int] | None = None

    @property
    def held(self) -> bool:
        """True once acquired and not yet released."""
        return self._key is not None

    def acquire(self) -> None:
        """Takes the lock at once, or refuses naming the process that holds it."""
        if self._key is not None:
            return
        key = file_identity(self.journal)
        if key in _HELD:
            # Shared without opening the file again: closing a descriptor of the database would
            # drop the locks SQLite holds on it in this process.
            _HELD[key][2] += 1
            self._key = key
            return
        try:
            fd = os.open(self.journal, os.O_RDONLY | os.O_CLOEXEC)
        except OSError as exc:
            raise CompanionError(
                "journal-readonly", f"The journal {self.journal} cannot be opened to lock it ({exc.strerror})."
            ) from None
        st = os.fstat(fd)
        key = (st.st_dev, st.st_ino)
        if not _flock(fd, self.journal):
            holder = _holder(key) or _pid_in(self.path)
            os.close(fd)
            raise _locked(self.journal, holder)
        side = _side_lock(self.path)
        if side is False:
            holder = _pid_in(self.path)
            os.close(fd)
            raise _locked(self.journal, holder)
        _HELD[key] = [fd, side, 1]
        self._key = key

    def release(self) -> None:
        """Lets another process write; the `.lock` file stays (its content is only informative)."""
        if self._key is None:
            return
        held = _HELD.get(self._key)
        if held is not None:
            held[2] -= 1
            if held[2] == 0:
                del _HELD[self._key]
                if held[1] is not None:
                    os.close(held[1])
                os.close(held[0])
        self._key = None


def _flock(fd: int, journal: Path) -> bool:
    """True once locked, False when another process holds it; storage that cannot lock is said plainly."""
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except BlockingIOError:
        return False
    except OSError as exc:
        os.close(fd)
        raise CompanionError(
            "journal-lock-failed",
            f"The journal {journal} cannot be locked for writing ({exc.strerror or errno.errorcode.get(exc.errno)}): "
            "this storage does not allow one program to keep others from writing. Nothing was written; "
            "keep the journal on the box's own card.",
        ) from None


def _side_lock(path: Path) -> int | None | bool:
    """The `.lock` beside the path: its descriptor, None when it cannot be used (a symlink, a
    read-only folder: the lock on the journal itself is enough), False when another process holds it."""
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
    except OSError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return False
    except OSError:
        os.close(fd)
        return None
    os.ftruncate(fd, 0)
    os.write(fd, f"{os.getpid()}\n".encode())
    return fd


def _locked(journal: Path, holder: int | None) -> CompanionError:
    named = f" (process {holder})" if holder else ""
    return CompanionError(
        "journal-locked",
        f"Another program{named} is already writing to the journal {journal}: "
        "only one may write at a time. Stop it first, or use another journal file.",
    )


def _holder(key: tuple[int, int]) -> int | None:
    """The process holding an flock on the file, from the kernel's own list of locks (Linux)."""
    device = f"{os.major(key[0]):02x}:{os.minor(key[0]):02x}:{key[1]}"
    try:
        with open("/proc/locks") as f:
            for line in f:
                words = line.split()
                if len(words) > 5 and words[1] == "FLOCK" and words[3] == "WRITE" and words[5] == device:
                    return int(words[4])
    except (OSError, ValueError):
        pass
    return None


def _pid_in(path: Path) -> int | None:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError:
        return None
    try:
        return int(os.pread(fd, 32, 0).split()[0])
    except (OSError, ValueError, IndexError):
        return None
    finally:
        os.close(fd)
