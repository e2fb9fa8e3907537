"""``python -m occam COMMAND ...``: the ``occam`` command without installing it (see :mod:`occam.cli`)."""
import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
