"""The outside abuse run (tests/abuse_from_outside.py) against a box and a real `camelot web`: hundreds of
requests an attacker on the table's network would send find no 2xx that changed the journal, no 5xx, no
secret in any answer, no phone paired, no traceback — and the table plays on afterwards. At the perimeter:
every route under a foreign Host, heads far over 8 kB, five wrong codes: all refused, nothing journaled,
the box told."""
from __future__ import annotations

from tests.abuse_from_outside import PERIMETER_ZERO, ZERO, main


def test_an_attacker_on_the_tables_network_changes_nothing_and_reads_no_secret(tmp_path):
    said: list[str] = []
    counts = main(tmp_path, out=said.append)
    assert counts["requests"] > 500 and counts["secrets_watched"] >= 4, said
    assert counts["detector_works"], "the secret detector must find a token where it legitimately is"
    assert {key: counts[key] for key in ZERO} == dict.fromkeys(ZERO, 0), "\n".join(said)
    assert counts["table_still_plays"], said
    assert 200 in counts["exact"] and 401 in counts["exact"] and 409 in counts["exact"] and 429 in counts["exact"]
    # The perimeter: a foreign Host gets 421 on every route and spends no code, heads over 8 kB are refused,
    # five wrong codes are said at the box and to the phone.
    assert {key: counts[key] for key in PERIMETER_ZERO} == dict.fromkeys(PERIMETER_ZERO, 0), "\n".join(said)
    assert 421 in counts["exact"] and 431 in counts["big_heads"] and counts["box_told"], said
