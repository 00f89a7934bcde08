"""Allow `python -m vocabgen`."""

from vocabgen.entry import run

run()
