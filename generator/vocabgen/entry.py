"""The program's entry point (the `vocabgen` console script and `python -m vocabgen`).

A Ctrl-C exits 130 from the program's first instruction to its last: it may arrive while the
command's modules are still being imported, before any handler of theirs exists, or after the
command finished, while the program exits; so this module imports them itself, and runs the
program, inside the one function that can catch it.

The cyclic collector is turned off here, before any of vocabgen's own imports: a run makes no
cycles worth collecting, and the collector would only walk the objects its imports and its render
create (measured under callgrind: benchmarks/results/startup.md).
"""

from __future__ import annotations

import gc
import os

from vocabgen.exit_codes import INTERRUPTED


def run() -> None:
    gc.disable()
    try:
        from vocabgen import cli  # see the module docstring: the import is what a Ctrl-C may interrupt

        cli.run()  # handles a Ctrl-C while a command runs; this one catches one before or after
    except KeyboardInterrupt:
        os.write(2, b"\nAborted!\n")
        os._exit(INTERRUPTED)
