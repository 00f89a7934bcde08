"""`vocabgen init`: a starter vocab.toml that renders and compiles in every port as written.

The TOML is produced by tomli-w from data, never by string concatenation; only the explanatory
header is text. Settings for every port are derived from one dotted `--name` (acme.billing).
"""

from __future__ import annotations

import os
import re
import shlex
from pathlib import Path
from typing import Any

import tomli_w

from vocabgen import __version__
from vocabgen.links import page
from vocabgen.problems import quote
from vocabgen.targets.registry import TARGETS
from vocabgen.staging import create

NAME = re.compile(r"[a-z][a-z0-9]*(?:\.[a-z][a-z0-9]*)*")

# The JSON Schema file init writes beside the vocab file, named by its `#:schema` line.
SCHEMA_NAME = "vocab.schema.json"

HEADER = f"""\
# vocab.toml: the single source of truth for your closed string vocabularies.
# `vocabgen render` writes every port's file under `out` (relative to this file; "." puts each
# port's file straight into its source tree by its `path`); CI runs `vocabgen render --check`.
# Each top-level table is a vocabulary: `singular` names its members, [X.values] lists
# `value = "doc"` in order, [X.aliases] maps accepted spellings to canonical values, and
# [rules.NAME] says which values of one vocabulary carry a value of another.
# Reference: {page("vocab-toml")}
# Editors (Taplo, Even Better TOML) check this file against {SCHEMA_NAME}, written beside it
# by `vocabgen init`; after upgrading vocabgen, refresh it: vocabgen schema > {SCHEMA_NAME}
#:schema ./{SCHEMA_NAME}
"""


def settings(name: str) -> dict[str, dict[str, str]]:
    """Every port's [targets.*] table for a dotted package name such as acme.billing; each target
    module knows its own language's spelling (Java package, Go package, C# namespace, ...)."""
    parts = tuple(name.split("."))
    return {target.name: target.starter(parts) for target in TARGETS.values()}


def minor_series(version: str) -> str:
    """The pin for a release's minor series: 0.2.0 -> ">=0.2,<0.3" (output changes only there)."""
    major, minor = (int(part) for part in version.split(".")[:2])
    return f">={major}.{minor},<{major}.{minor + 1}"


def starter(name: str, known_targets: tuple[str, ...]) -> dict[str, Any]:
    """The starter document: one vocabulary with aliases, one it carries, a rule, every target."""
    targets = {target: table for target, table in settings(name).items() if target in known_targets}
    return {
        "schema_version": 1,
        "required_version": minor_series(__version__),
        "doc": f"Closed string vocabularies of {name}.",
        "out": "generated",
        "statuses": {
            "doc": "How a job ended. A host branches on these; never retype the strings.",
            "singular": "status",
            "values": {
                "done": "The job finished.",
                "stopped": "The job stopped on a limit; it carries that limit.",
                "failed": "A fatal error ended the job.",
            },
        },
        "limits": {
            "doc": "The limits a stopped job can carry. Internal names are canonicalised through the aliases.",
            "singular": "limit",
            "values": {
                "maxSteps": "The step budget ran out.",
                "maxWallMs": "The wall-clock budget in milliseconds ran out.",
            },
            "aliases": {"steps": "maxSteps", "wallMs": "maxWallMs"},
        },
        "rules": {
            "limit_stop": {
                "doc": "Only a stopped job carries a limit; every other status carries none.",
                "vocabulary": "statuses",
                "values": ["stopped"],
                "carries": "limits",
            },
        },
        "targets": targets,
    }


def text(name: str, known_targets: tuple[str, ...]) -> str:
    return HEADER + "\n" + tomli_w.dumps(starter(name, known_targets))


def check_name(name: str) -> str | None:
    """Why --name cannot be used, or None."""
    if not NAME.fullmatch(name):
        return f"--name {quote(name)} must be dotted lowercase ASCII words, e.g. acme.billing"
    return None


def schema_path(path: Path) -> Path:
    return path.with_name(SCHEMA_NAME)


def write(path: Path, content: str, schema: str) -> str | None:
    """Write the starter to path and the schema its `#:schema` line names beside it, both or
    neither, like a render; a message instead when it must not (either file exists, unless the
    schema is this one already) or cannot (nothing is left then, but for a file it names)."""
    beside = schema_path(path)
    if os.path.lexists(path):
        return _exists(path)
    try:
        same = beside.read_text(encoding="utf-8") == schema if os.path.lexists(beside) else None
    except (OSError, UnicodeDecodeError):
        same = False
    if same is False:
        return (f"{beside.as_posix()} already exists and is not this vocabgen's schema; vocabgen init never "
                f"overwrites a file (move it away, or refresh it first: vocabgen schema > {beside.as_posix()})")
    notes: list[str] = []
    made = False
    writing = beside
    try:
        if same is None:
            notes.append(_create(beside, schema))
            made = True
        writing = path
        notes.append(_create(path, content))
    except OSError as exc:
        failed = _exists(writing) if isinstance(exc, FileExistsError) else \
            f"{writing.as_posix()} cannot be written ({exc.strerror})"
        return failed + (_undo(beside) if made else "")
    except BaseException:
        if made:
            _undo(beside)
        raise
    left = [note for note in notes if note]
    if not left:
        return None
    wrote = f"{path.as_posix()} and {beside.as_posix()}" if made else path.as_posix()
    return f"wrote {wrote}, but cannot remove {' or '.join(left)}; delete it"


def _exists(path: Path) -> str:
    return f"{path.as_posix()} already exists; vocabgen init never overwrites a file (pass --vocab NEW_PATH)"


def _create(target: Path, text: str) -> str:
    """Create one new file; "" when done, else the temp file that stayed and why (the file itself
    is complete)."""
    left = create(target, text)
    return "" if left is None else f"the temp file {left[0].name} ({left[1]})"


def _undo(made: Path) -> str:
    """Remove the schema this init wrote before the vocab file failed: "" when done, else what is
    left and why."""
    try:
        os.unlink(made)
    except OSError as exc:
        return f"; {made.as_posix()} was written and cannot be removed ({exc.strerror}); delete it"
    return ""


def next_steps(path: Path) -> list[str]:
    """What init says once both files are written: what they are, and the three ways the file
    is used next (render, the CI check, the pre-commit hook)."""
    vocab = "" if path == Path("vocab.toml") else f" --vocab {shlex.quote(path.as_posix())}"
    steps = [(f"vocabgen render{vocab}", "writes every port's file"),
             (f"vocabgen render --check{vocab}", "in CI: exit 1 when a generated file is stale"),
             ("pre-commit hook vocabgen-check", f"the same check before each commit: {page('ci', 'pre-commit')}")]
    width = max(len(command) for command, _ in steps)
    lines = [f"{'next:' if index == 0 else '':5} {command:{width}}  {what}" for index, (command, what) in enumerate(steps)]
    return [f"wrote {path.as_posix()} and {schema_path(path).as_posix()} (editors check the first against the second)",
            *lines]
