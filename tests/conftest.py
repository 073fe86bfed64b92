"""The whole suite: never read the machine's own configuration.

A builder who installed the box on this machine has /etc/camelot/config.toml (journal in
/var/lib/camelot, owned by the service): the tests must see the defaults all the same, in
this process and in every `camelot` they start (the variable is inherited, and the tests that
start one with a bare environment pass it on).
"""
import os

from companion.box.config import NO_MACHINE_CONFIG

os.environ[NO_MACHINE_CONFIG] = "1"
for name in ("CAMELOT_CONFIG", "STATE_DIRECTORY"):
    os.environ.pop(name, None)
