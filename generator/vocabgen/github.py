"""`--format github`: problems, drift and compat findings as GitHub Actions workflow commands
(`::error file=vocab.toml,line=12,title=...::message`), which the runner shows as annotations
on the pull request's files and in the run's summary.

Escaped as GitHub's own toolkit does (actions/toolkit, core's command.ts): in the message `%`,
CR and LF become `%25`, `%0D`, `%0A`; in a property (file, title) also `:` and `,` become `%3A`
and `%2C`. Every text is made visible first (output.visible), so no annotation can end early or
start a line of its own: a workflow command is read only at the start of a line.
"""

from __future__ import annotations

import os
from pathlib import Path

from vocabgen.jobs import repository_root
from vocabgen.output import visible
from vocabgen.plan import State
from vocabgen.problems import Problem, format_key_path
from vocabgen.report import drift_explained

LEVELS = ("error", "warning", "notice")


def escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def in_repository(shown: str) -> str:
    """A path as shown (relative to the working directory) as GitHub places an annotation:
    relative to the repository's root, so a run from a subfolder still annotates the file."""
    path = Path(os.path.abspath(shown))
    root = repository_root(Path.cwd())
    if root is None or not path.is_relative_to(root):
        return shown
    return path.relative_to(root).as_posix()


def annotation(level: str, message: str, file: str = "", line: int = 0, title: str = "") -> str:
    """One workflow command: `::LEVEL file=F,line=N,title=T::MESSAGE`, properties left out when
    empty (line 0: the whole file); file is shown relative to the repository's root."""
    assert level in LEVELS
    properties = [f"file={escape_property(visible(in_repository(file)))}" if file else "",
                  f"line={line}" if file and line else "",
                  f"title={escape_property(visible(title))}" if title else ""]
    listed = ",".join(p for p in properties if p)
    return f"::{level}{' ' + listed if listed else ''}::{escape_data(visible(message))}"


def for_problem(problem: Problem, command: str) -> str:
    """A located problem: at its file and line, titled by the command and the key path."""
    key = format_key_path(problem.path)
    return annotation("error", problem.message, problem.file, problem.line,
                      f"vocabgen {command}: {key}" if key else f"vocabgen {command}")


def for_drift(state: State, path: str, vocab: str, fix: str) -> str:
    """One file --check or --diff found, at that file (a missing one is listed in the run's
    summary), with the render that fixes it."""
    return annotation("error", f"{path} {drift_explained(state, vocab)}; run `{fix}` and commit the result", path,
                      title=f"vocabgen: {state.value}")
