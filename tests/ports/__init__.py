"""Each language port's build for the conformance runners (tests/ports/<port>.py), and the list of
the language ports, read from the registry so that no test types it by hand."""

from __future__ import annotations

from vocabgen.targets.registry import TARGETS

# The ports whose files a compiler reads: those with functions (the conformance vectors and the
# Markdown page have none), in the registry's order.
LANGUAGES: tuple[str, ...] = tuple(name for name, profile in TARGETS.items()
                                   if any(s.name == "functions" for s in profile.settings))
