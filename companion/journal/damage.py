"""Telling damage from a sound journal: every row read back is checked against its checksum, its
place and what its game's own row says it holds; what fails is `JournalDamage`, never a rules error.

Checks on rows already read: no file is opened and nothing is written here (store.py reads, and
recovers a damaged game as a copy). What each check catches: docs/journal.md, "Damage".
"""
from __future__ import annotations

from companion.core.errors import CompanionError
from .records import Entry
from .schema import STATUSES, GameRecord, decode_game, effective_lines, game_checksum, row_checksum

# The entry columns `scan` reads, text ones as bytes: a damaged byte is then named, not an I/O error.
ENTRY_COLUMNS = "seq, CAST(kind AS BLOB), CAST(line AS BLOB), CAST(written_at AS BLOB), crc"


class JournalDamage(CompanionError):
    """A row that cannot be read back as written: which game, which row (0: the game's own record),
    and the lines before it."""

    def __init__(self, path: str, game_id: int, seq: int, good_lines: list[str], why: str | None = None):
        what = why or (f"game {game_id}'s own record cannot be read back as written" if seq == 0 else
                       f"game {game_id}, row {seq} cannot be read back as written")
        super().__init__(
            "journal-damaged",
            f"The journal {path} is damaged: {what}. The file is kept as it is for inspection.",
        )
        self.game_id, self.seq, self.good_lines = game_id, seq, good_lines


def scan(path: str, game_id: int, rows: list[tuple]) -> tuple[list[Entry], JournalDamage | None, set[int]]:
    """The game's rows (ENTRY_COLUMNS, by seq) up to the first one that fails its checksum, UTF-8 or
    place, that damage, and the rows read unchecked (no checksum: added by hand)."""
    entries: list[Entry] = []
    by_hand: set[int] = set()
    for expected, (seq, kind, raw, written_at, crc) in enumerate(rows, start=1):
        try:
            entry = Entry(seq, kind.decode("utf-8"), raw.decode("utf-8"), written_at.decode("utf-8"))
            sound = (seq == expected and entry.kind in ("command", "undo")
                     and (crc is None or crc == row_checksum(game_id, seq, kind, raw, written_at)))
        except (UnicodeDecodeError, AttributeError):
            sound = False
        if not sound:
            return entries, JournalDamage(path, game_id, expected, effective_lines(entries)), by_hand
        if crc is None:
            by_hand.add(seq)
        entries.append(entry)
    if not entries:
        return entries, JournalDamage(path, game_id, 1, []), by_hand
    return entries, None, by_hand


def sound_record(row: tuple) -> GameRecord | None:
    """A game row (GAME_COLUMNS) as its record when its checksum and its types hold, else None."""
    touched, crc = row[3], row[11]
    record = decode_game(row)
    if (record is not None and record.status in STATUSES and isinstance(touched, int)
            and (crc is None or crc == game_checksum(row))):
        return record
    return None


def is_sealed_as_done(row: tuple) -> bool:
    """True when a game row reads over or abandoned under its own checksum: not in play, so not
    worth checking further (a damaged game already set aside says so in its result)."""
    return row[4] in (b"over", b"abandoned") and row[11] is not None and row[11] == game_checksum(row)


def may_be_in_play(row: tuple) -> bool:
    """False when a damaged game row still reads over or abandoned: nothing of it is carried on."""
    return row[4] not in (b"over", b"abandoned") and isinstance(row[0], int)


def check_held(path: str, game_id: int, record: GameRecord, entries: list[Entry], by_hand: set[int]) -> None:
    """Raises JournalDamage when the sound rows read are not the ones the game's own row says it
    holds: rows the range scan could not reach, or a count of commands that does not add up."""
    last = entries[-1].seq
    # Rows a person added by hand (no checksum) are read as they are, beyond the count too.
    if record.entries is not None and last != record.entries and not (
            last > record.entries and all(seq in by_hand for seq in range(record.entries + 1, last + 1))):
        raise JournalDamage(path, game_id, last + 1, effective_lines(entries), missing(game_id, record.entries, last))
    if not by_hand and len(effective_lines(entries)) - 1 != record.commands:
        raise JournalDamage(path, game_id, last + 1, effective_lines(entries),
                            f"game {game_id}'s rows do not add up to the {record.commands} commands it "
                            "says it holds")


def missing(game_id: int, held: int, read: int | None) -> str:
    """Why a game is damage when fewer rows can be read in order than it says it holds."""
    return f"game {game_id} holds {held} rows but {read or 0} could be read back in order"
