"""Allow `python -m vocabgen`."""

from vocabgen.cli import run

run()
