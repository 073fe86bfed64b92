"""Crash-test writer: appends to a journal until killed, acknowledging each row after append returns.

Usage: python journal_crash_writer.py JOURNAL. Resumes the latest unfinished game (or starts one);
row seq N holds `undo` when N is a multiple of 5, else the line `test N`, so a lost, doubled or
reordered row shows in the journal itself. Prints `game ID` once, then `SEQ` per row written.
"""

import sys

from companion.journal import Journal


def main(path: str) -> None:
    """Writes numbered rows forever; the test kills the process at a random moment."""
    journal = Journal(path)
    game = journal.latest_unfinished() or journal.new_game("new arthur gawain kay")
    print(f"game {game}", flush=True)
    seq = journal.entries(game)[-1].seq
    while True:
        seq += 1
        written = journal.append_undo(game) if seq % 5 == 0 else journal.append(game, f"test {seq}")
        print(written, flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
