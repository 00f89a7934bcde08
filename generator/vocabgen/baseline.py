"""`vocabgen compat --against BASELINE`: the baseline's text, from a file or a git revision.

Kept apart from the comparison because it is the one place compat runs another program."""

from __future__ import annotations

import subprocess
from pathlib import Path

from vocabgen.problems import Problem, ProblemsFound
from vocabgen.source import decode_source, read_source


def read_baseline(against: str, vocab: Path) -> tuple[str | None, str]:
    """The baseline's text and how to name it: a file path, else a git revision of vocab's path
    (symbolic links resolved: the file git tracks is the one the link leads to). The text is None
    when the revision exists but holds no such file (the pull request that adds vocab.toml):
    everything is new. A revision that does not exist is a problem, so a typo never passes CI.

    A baseline is never passed to git as an option (`--output=FILE` would make `git show` write
    FILE): no revision starts with '-', so such a baseline is refused before git runs; every other
    argument of every git call is vocabgen's own."""
    candidate = Path(against)
    if candidate.is_file():
        return read_source(candidate, candidate.as_posix()), candidate.as_posix()
    if against.startswith("-"):
        raise ProblemsFound([Problem(against, 0, (), "is not a file, and a git revision never starts with '-' "
                                     "(vocabgen never passes a baseline to git as an option); name such a file ./FILE")])
    real = vocab.resolve()  # a symbolic link's history is its target's, at the target's path and name
    folder = real.parent
    try:
        prefix = subprocess.run(["git", "rev-parse", "--show-prefix"], cwd=folder, capture_output=True,
                                text=True, check=True).stdout.strip()
        subprocess.run(["git", "rev-parse", "--verify", f"{against}^{{commit}}"], cwd=folder, capture_output=True,
                       check=True)  # the revision exists (else the error below names it)
        if subprocess.run(["git", "cat-file", "-e", f"{against}:{prefix}{real.name}"], cwd=folder,
                          capture_output=True).returncode:
            return None, f"{against}:{prefix}{real.name}"
        shown = subprocess.run(["git", "show", f"{against}:{prefix}{real.name}"], cwd=folder,
                               capture_output=True, check=True)
    except FileNotFoundError:
        raise ProblemsFound([Problem(against, 0, (), "is not a file, and git is not installed to read it as a revision")]) from None
    except subprocess.CalledProcessError as exc:
        reason = (exc.stderr.decode("utf-8", "replace") if isinstance(exc.stderr, bytes) else exc.stderr or "").strip()
        raise ProblemsFound([Problem(against, 0, (), f"is neither a file nor a git revision holding "
                                     f"{real.name} ({reason.splitlines()[-1] if reason else 'git failed'})")]) from None
    shown_as = f"{against}:{prefix}{real.name}"
    return decode_source(shown.stdout, shown_as), shown_as
