"""`python -m companion.cli`: the `camelot` command."""
import sys

from . import main

if __name__ == "__main__":
    sys.exit(main())
