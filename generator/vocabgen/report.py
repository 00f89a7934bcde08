"""One report per run; it alone decides the exit code and says what was (not) written."""

from __future__ import annotations

from vocabgen.exit_codes import INVALID as EXIT_INVALID, OK as EXIT_OK, STALE as EXIT_STALE
from vocabgen.problems import Problem
from vocabgen.records import Record, field
from vocabgen.plan import CHANGES, Entry, Mode, State

CRLF_HINT = ("differs only in line endings; vocabgen writes LF: add '* text eol=lf' to a .gitattributes "
             "in the output folder")


def finding(entry: Entry, shown: str) -> str:
    """One --check line: `stale: PATH`, `missing: PATH`, `orphan: PATH` or `crlf: PATH (...)`."""
    if entry.state is State.CRLF:
        return f"crlf: {shown} ({CRLF_HINT})"
    return f"{entry.state.value}: {shown}"


def drift_explained(state: State, vocab: str) -> str:
    """What a --check finding means, for a reader who has not run vocabgen (a CI annotation)."""
    return {
        State.STALE: f"differs from what {vocab} renders",
        State.MISSING: f"is missing; {vocab} renders it",
        State.CRLF: CRLF_HINT,
        State.ORPHAN: f"carries {vocab}'s generated marker, but no target renders it any more",
    }[state]


def _files(count: int) -> str:
    return f"{count} file{'s' if count != 1 else ''}"


class Report(Record, frozen=False):
    mode: Mode
    entries: list[Entry] = field(factory=list)
    problems: list[Problem] = field(factory=list)
    pruned: bool = False
    # Paths written / removed in this run and temp files or folders it left behind, as
    # shown to the user: a failure that could not be undone must name them ("nothing was
    # written" would be a lie).
    written: list[str] = field(factory=list)
    removed: list[str] = field(factory=list)
    left: list[str] = field(factory=list)

    def count(self, *states: State) -> int:
        return sum(1 for e in self.entries if e.state in states)

    @property
    def exit_code(self) -> int:
        """2 for any problem, 1 when check/diff found drift, else 0."""
        if self.problems:
            return EXIT_INVALID
        if self.mode is not Mode.WRITE and self.count(*CHANGES, State.ORPHAN):
            return EXIT_STALE
        return EXIT_OK

    def summary(self) -> str:
        produced = self.count(State.UNCHANGED, *CHANGES)
        changed = self.count(*CHANGES)
        orphans = self.count(State.ORPHAN)
        unchanged = self.count(State.UNCHANGED)
        if self.mode is Mode.WRITE:
            text = f"{_files(produced)}: {changed} written, {unchanged} unchanged"
            if orphans:
                text += f", {orphans} orphaned {'removed' if self.pruned else '(run with --prune to remove)'}"
        else:
            text = f"{_files(produced)}: {changed} would change, {unchanged} unchanged"
            if orphans:
                text += f", {orphans} orphaned"
        return text

    def footer(self) -> str:
        """The line after the problems: nothing written, or exactly what was."""
        count = len(self.problems)
        head = f"{count} problem{'s' if count != 1 else ''} found"
        if not self.written and not self.removed and not self.left:
            return f"{head}; nothing was written."
        done = []
        if self.written:
            done.append(f"{_files(len(self.written))} written: {', '.join(self.written)}")
        if self.removed:
            done.append(f"{_files(len(self.removed))} removed: {', '.join(self.removed)}")
        if self.left:
            done.append(f"left behind: {', '.join(self.left)}")
        return f"{head}; only these changes were made, every other file is as it was: {'; '.join(done)}."
