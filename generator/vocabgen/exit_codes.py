"""vocabgen's exit statuses, in one place (it imports nothing, so the entry point can read it
before anything else is imported)."""

OK = 0
# --check or --diff found a file that would change; nothing else exits 1.
STALE = 1
# The user's input is wrong, the output could not be fully written (a full disk, a closed or
# failing stream), or vocabgen has a bug.
INVALID = 2
# Ctrl-C: 128 + SIGINT, as shells report it.
INTERRUPTED = 130
# The reader of standard output (or error) closed the pipe early (`vocabgen view --json | head -1`):
# 128 + SIGPIPE, as a shell reports git or cat killed by the signal; no message.
READER_GONE = 141
