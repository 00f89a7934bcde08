"""The classes `vocabgen compat` sorts a change into, apart from the comparison itself: the command
line names them (`--fail-on`) without importing compat, its baseline reader and git's subprocess
machinery, which a render never uses."""

BREAKING = "breaking"
# Non-breaking on the wire, but code compiled against the typed API may stop compiling (docs/typed.md).
SOURCE_BREAKING = "source-breaking"
WIRE_ADDITION = "addition"  # non-breaking on the wire, but exhaustive matches must handle it
NON_BREAKING = "non-breaking"
# Strictness order of the classes: `--fail-on CLASS` fails on that class and every one before it.
CLASSES = (BREAKING, SOURCE_BREAKING, WIRE_ADDITION, NON_BREAKING)
FAIL_ON = CLASSES[:2]
