"""A session owns one game: it parses lines, asks the engine, journals what was accepted.

The order is the product's promise: a command is applied to the engine, then written and
synced to the journal, and only then reported (so the screen never shows what a power cut
could lose). Undo is a journal row of its own; the state is rebuilt by replay.
"""
from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field
from pathlib import Path

from companion.core import registry
from companion.core.dice import Dice
from companion.core.errors import CompanionError
from companion.core.events import Event   # re-exported: Outcome.events holds them
from companion.core.printable import printable
from companion.core.replay import replay_lines, setup_of, start
from .schema import effective_lines

__all__ = ["Event", "Outcome", "Session", "replay_lines"]

log = logging.getLogger(__name__)


def _new_seed() -> int:
    """62 bits of the system's randomness: what `secrets.randbits` reads, without importing `secrets`
    (base64, hmac, random) into every replay's start-up."""
    return int.from_bytes(os.urandom(8), "big") >> 2


@dataclass(frozen=True)
class Outcome:
    """What became of one input line."""

    accepted: bool
    code: str | None = None
    message: str | None = None
    events: tuple[Event, ...] = field(default_factory=tuple)

    @classmethod
    def refused(cls, err: CompanionError) -> "Outcome":
        """A refusal; its message echoes what was typed, so control characters are escaped."""
        return cls(False, err.code, printable(err.message) if err.message else err.message)


class Session:
    """One game at a time, with an optional journal (None: in memory, as for replay)."""

    def __init__(self, journal=None, game_id: int | None = None):
        self.journal = journal
        self.game_id = game_id
        self.lines: list[str] = []
        self.game = None                 # the engine of the game's kind (see companion/core/registry.py)
        self.game_kind: str | None = None
        self.seed: int | None = None
        # The game's setup as its package gave it with `new` (opaque here), kept in the journal.
        self.setup: str | None = None
        self.given_setup: str | None = None   # a journaled game's setup to start the next `new` with
        self.notice: str | None = None   # what the table must be told at start (a damaged row)
        # The journal's rows of the game so far, undos included: one more with every line journaled, never
        # back, so a phone's tap names the state it was chosen on by it (box/seat_service.py).
        self.position = 0
        if journal is not None and game_id is not None:
            entries = journal.entries(game_id)
            self.lines, self.position = effective_lines(entries), entries[-1].seq
            self.game_kind = journal.kind(game_id)
            self.setup = journal.setup(game_id)
            self.game = replay_lines(self.lines, self.game_kind, self.setup) if self.lines else None
            self.seed = journal.seed(game_id)

    @classmethod
    def in_memory(cls) -> "Session":
        """A session that journals nothing (replay files, tests, benchmarks)."""
        return cls()

    @classmethod
    def open(cls, path: str | Path) -> "Session":
        """Open the journal as its one writer and resume its last unfinished game, if any.

        A game whose replay is over is marked so (a kill may have come between its last command
        and the mark); a damaged row ends the game there: it goes on from the last good row.
        """
        from .store import Journal, JournalDamage
        journal = Journal(path)
        try:
            journal.claim()
            notice = journal.notice   # commits of a journal moved away, set aside rather than replayed
            recovered: set[int] = set()
            while True:
                try:
                    # A game's own row that is damaged stops this at once: never silently passed over.
                    game_id = journal.latest_unfinished()
                    session = cls(journal, game_id)
                except JournalDamage as damage:
                    if damage.game_id in recovered:   # never twice: the damage is beyond setting aside
                        raise CompanionError("journal-corrupt", damage.message) from None
                    recovered.add(damage.game_id)
                    copy = journal.recover(damage)
                    where = "its rows as read" if damage.seq == 0 else "the row before"
                    goes_on = (f" The game goes on from {where}, as game {copy}." if copy
                               else " Nothing of that game could be kept.")
                    notice = " ".join(filter(None, (notice, damage.message + goes_on)))
                    log.error("%s", notice)
                    continue
                if session.game is None or not session.game.over:
                    session.notice = notice
                    return session
                journal.finish(game_id, _result(session.game))
        except BaseException:
            journal.close()
            raise

    def kind(self) -> str:
        """The kind of the game being played (or last played): `shadows`, `tournament`, `merlin`; None before any."""
        return self.game_kind

    def dice(self) -> Dice:
        """The box's dice for this session's games (companion/core/dice.py): drawn from the game's journaled
        seed and the roll's index in the game, so undoing a roll and rolling again gives the same value."""
        return Dice(self._seed_now, lambda: self.lines)

    def _seed_now(self) -> int | None:
        if self.seed is None and self.game is not None:
            self.seed = _new_seed()   # a game journaled before seeds were kept
        return self.seed

    def state(self) -> dict:
        """The public state JSON (a fresh dict each call)."""
        if self.game is None:
            return {"protocol": 1, "over": False, "result": None, "phase": "setup", "pending": None,
                    "turn": 0, "current": None, "knights": {}}
        state = self.game.public_state()
        state["game_id"] = self.game_id
        return state

    def submit(self, text: str | bytes) -> Outcome:
        """Take one protocol line: accepted (journaled) or refused with a reason, state untouched."""
        cmd = None
        try:
            starts = registry.new_kind(text)
            if starts is not None and self.game is not None and not self.game.over:
                # The contracts refuse any `new` while a game is in progress, a malformed one too:
                # that refusal comes first, in every game, before the line is parsed.
                raise CompanionError("game-in-progress", "a game is in progress: finish or abandon it first")
            if starts is None and self.game is None:
                cmd = self._before_any_game(text)
            else:
                cmd = registry.load(starts or self.game_kind).parse(text)
            if cmd is None:
                return Outcome(True)
            if cmd.verb == "undo":
                return self._undo()
            if cmd.verb == "new":
                return self._new(cmd, starts)
            if self.game is None:
                raise CompanionError("no-game", "no game in progress: start one with 'new …'")
            events = self.game.apply(cmd)
            self._journal(cmd.line, _result(self.game) if self.game.over else None)
            self.position += 1
        except CompanionError as err:
            return Outcome.refused(err)
        except Exception:   # a bug of ours must not cost the table its game
            log.exception("internal error on %r", cmd.verb if cmd else text)
            self.game = replay_lines(self.lines, self.game_kind, self.setup) if self.lines else None
            return Outcome(False, "internal-error", "the companion hit a bug on this input: nothing was changed, "
                                  "the game goes on (the details are in the log)")
        self.lines.append(cmd.line)
        return Outcome(True, events=tuple(events))

    def _before_any_game(self, text):
        """Before any `new`, a line of any game's language is refused as `no-game` (one that no game
        knows keeps its own refusal); a blank line is None."""
        refusal = None
        for kind in registry.kinds():
            try:
                cmd = registry.load(kind).parse(text)
            except CompanionError as err:
                refusal = refusal or err
                continue
            if cmd is None:
                return None
            raise CompanionError("no-game", "no game in progress: start one with 'new …'")
        raise refusal

    def _journal(self, line: str, result: str | None) -> None:
        if self.journal is None:
            return
        try:
            # The game's end is written with its last command: no kill can fall between them.
            self.journal.append(self.game_id, line, result)
        except CompanionError:
            # Not durable, so not accepted: put the engine back as the journal has it.
            self.game = replay_lines(self.lines, self.game_kind, self.setup)
            raise

    def _new(self, cmd, kind: str) -> Outcome:
        rules = registry.load(kind)
        setup = self.given_setup if self.given_setup is not None else setup_of(rules, cmd)
        game = start(rules, cmd, setup)
        seed = _new_seed()
        if self.journal is not None:
            self.game_id = self.journal.new_game(cmd.line, seed, setup)
        # Its `new` is the game's first row; in memory (no journal) the count goes on, never back.
        self.position = 1 if self.journal is not None else self.position + 1
        self.game, self.lines, self.seed, self.game_kind, self.setup = game, [cmd.line], seed, kind, setup
        return Outcome(True, events=tuple(game.events))

    def _undo(self) -> Outcome:
        if len(self.lines) <= 1:
            raise CompanionError("nothing-to-undo", "nothing to undo")
        if self.journal is not None:
            self.journal.append_undo(self.game_id)
        self.position += 1               # an undo is a row of its own: the state it brings back has a new position
        undone = self.lines.pop()
        self.game = replay_lines(self.lines, self.game_kind, self.setup)
        # The line taken back goes with the event, so the table hears what was undone.
        return Outcome(True, events=(self.game.undone_event(undone),))

    def abandon(self) -> None:
        """Give up the current game (it stays in the journal)."""
        if self.journal is not None and self.game_id is not None:
            self.journal.abandon(self.game_id)
        self.game, self.game_id, self.lines, self.seed, self.setup = None, None, [], None, None


def _result(game) -> str:
    """The journal's word for a finished game: `winner:reason` (the reason when the game gives one); a
    game with several winners (Merlin's `winners`, a shared victory) joins them with `+`."""
    result = dict(game.result)
    if result.get("winners"):
        result["winner"] = "+".join(result["winners"])
    return ":".join(str(result[k]) for k in ("winner", "reason") if result.get(k) is not None) or "over"
