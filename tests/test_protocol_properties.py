"""Property tests of the input line (Hypothesis): whatever arrives, a refusal changes nothing and
says why, the state is always the replay of the journal, and nothing ends in a traceback.

About 200 examples per property in CI; more with CAMELOT_FUZZ_EXAMPLES=N (see docs/journal.md).
"""
from __future__ import annotations

import os

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from companion.core.errors import CompanionError
from companion.journal import Journal
from companion.core.protocol import Command, split_lines
from companion.games.shadows import parse   # the core's line, read by a game that speaks it
from companion.journal.session import Session, replay_lines
from companion.games.shadows.cards import CARDS, KNIGHTS, PLACES
from companion.games.shadows.commands import VERBS
from tests.shadows.test_random_play import candidates   # a plausible next line, so games go deep

EXAMPLES = int(os.environ.get("CAMELOT_FUZZ_EXAMPLES", "200"))
STEPS = int(os.environ.get("CAMELOT_FUZZ_STEPS", "40"))
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, stateful_step_count=STEPS,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# What a table, a tag reader or a broken cable can send: the protocol's own words, numbers in
# other scripts, controls, separators that are not spaces, surrogates, a byte order mark.
WORDS = sorted({*VERBS, *KNIGHTS, *PLACES, *(c for c in CARDS if CARDS[c].color != "loyalty"),
                "black", "siege", "life", "loyal", "traitor", "under", "none", "self", "others", "reveal",
                *map(str, range(0, 10))})
ODD = ["³", "①", "३", "٣", "８", "\x00", "\x0b", "\x0c", "\x1c", "\x85", "\u2028", "\ufeff", "\ud800",
       "\udcff", "\r", "\t", "#", "é", "É", "İ", "ß", "\u200b", "K", "ROLL"]
word = st.one_of(st.sampled_from(WORDS), st.sampled_from(ODD),
                 st.text(alphabet=st.characters(codec=None), min_size=1, max_size=4))
legalish = st.builds(" ".join, st.lists(st.sampled_from(WORDS), min_size=1, max_size=4))
mangled = st.builds(lambda ws, sep: sep.join(ws), st.lists(word, min_size=1, max_size=4),
                    st.sampled_from([" ", "\t", "  ", " \t", "\x0b", "\u3000"]))
text_line = st.one_of(legalish, legalish, legalish, mangled, st.text(max_size=20))
byte_line = st.one_of(st.binary(max_size=20),
                      st.builds(lambda t, b: t.encode("utf-8", "surrogatepass") + b, legalish, st.binary(max_size=3)))
any_line = st.one_of(text_line, byte_line)


def check_refusal(err: CompanionError) -> None:
    assert err.code and err.code != "internal-error"
    assert err.message and err.message.strip()
    err.message.encode("utf-8")   # no lone surrogate: every front end can show and send it


@SETTINGS
@given(any_line)
def test_any_line_parses_to_a_command_nothing_or_a_plain_refusal(line):
    try:
        cmd = parse(line)
    except CompanionError as err:
        check_refusal(err)
        return
    if cmd is not None:
        assert isinstance(cmd, Command) and cmd.line.isascii() and cmd.line.isprintable()
        assert parse(cmd.line) == cmd   # what is journaled reads back as the same command


@SETTINGS
@given(st.lists(st.binary(max_size=12).filter(lambda b: b"\n" not in b), max_size=6), st.booleans())
def test_lines_end_at_lf_only(parts, bom):
    data = (b"\xef\xbb\xbf" if bom else b"") + b"\n".join(parts)
    expected = list(parts)
    if expected and expected[-1] == b"":
        expected.pop()              # the file ended with LF
    if expected and not bom:
        expected[0] = expected[0].removeprefix(b"\xef\xbb\xbf")
    assert list(split_lines(data)) == [p.removesuffix(b"\r") for p in expected]


class TableMachine(RuleBasedStateMachine):
    """One journaled game fed with anything; after each line the invariants hold."""

    @initialize(knights=st.lists(st.sampled_from(KNIGHTS), min_size=3, max_size=5, unique=True))
    def start(self, knights):
        self.journal = Journal(":memory:")
        self.session = Session(self.journal)
        outcome = self.session.submit("new " + " ".join(knights))
        assert outcome.accepted, outcome.message

    def teardown(self):
        if hasattr(self, "journal"):
            self.journal.close()

    @rule(line=any_line)
    def submit(self, line):
        self._submit(line)

    @rule(rng=st.randoms(use_true_random=False))
    def play_on(self, rng):
        self._submit(candidates(self.session.state(), rng))

    @rule()
    def undo(self):
        self._submit("undo")

    @rule(n=st.integers(1, 8))
    def roll(self, n):
        self._submit(f"roll {n}")

    def _submit(self, line):
        before = self.session.state()
        lines_before = list(self.session.lines)
        rows_before = self.journal.entries(self.session.game_id)
        outcome = self.session.submit(line)
        event("accepted" if outcome.accepted else "refused")   # shown by --hypothesis-show-statistics
        if not outcome.accepted:
            check_refusal(CompanionError(outcome.code, outcome.message))
            assert self.session.state() == before
            assert self.session.lines == lines_before
            assert self.journal.entries(self.session.game_id) == rows_before
        if self.session.game is not None and self.session.game.over:
            # A finished game takes no more lines but an undo: start another one.
            assert self.session.submit("new arthur gawain kay").accepted

    @invariant()
    def the_state_is_the_replay_of_the_journal(self):
        if not hasattr(self, "session") or self.session.game is None:
            return
        journaled = self.journal.lines(self.session.game_id)
        assert journaled == self.session.lines
        assert replay_lines(journaled).public_state() == self.session.game.public_state()


TableMachine.TestCase.settings = SETTINGS
test_table_machine = TableMachine.TestCase
