"""Allow `python -m vocabgen`."""

from vocabgen.cli import main

main()
