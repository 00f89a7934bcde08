"""One report per run; it alone decides the exit code."""

from __future__ import annotations

from dataclasses import dataclass, field

from vocabgen.problems import Problem
from vocabgen.write import Entry, Mode, State

EXIT_OK = 0
EXIT_STALE = 1
EXIT_INVALID = 2


@dataclass
class Report:
    mode: Mode
    entries: list[Entry] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    pruned: bool = False

    def count(self, *states: State) -> int:
        return sum(1 for e in self.entries if e.state in states)

    @property
    def exit_code(self) -> int:
        """2 for any problem, 1 when check/diff found drift, else 0."""
        if self.problems:
            return EXIT_INVALID
        if self.mode is not Mode.WRITE and self.count(State.MISSING, State.STALE, State.ORPHAN):
            return EXIT_STALE
        return EXIT_OK

    def summary(self) -> str:
        produced = self.count(State.UNCHANGED, State.MISSING, State.STALE)
        changed = self.count(State.MISSING, State.STALE)
        orphans = self.count(State.ORPHAN)
        unchanged = self.count(State.UNCHANGED)
        noun = "file" if produced == 1 else "files"
        if self.mode is Mode.WRITE:
            text = f"{produced} {noun}: {changed} written, {unchanged} unchanged"
            if orphans:
                text += f", {orphans} orphaned {'removed' if self.pruned else '(run with --prune to remove)'}"
        else:
            text = f"{produced} {noun}: {changed} would change, {unchanged} unchanged"
            if orphans:
                text += f", {orphans} orphaned"
        return text
