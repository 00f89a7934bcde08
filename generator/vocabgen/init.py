"""`vocabgen init`: a starter vocab.toml that renders and compiles in every port as written.

The TOML is produced by tomli-w from data, never by string concatenation; only the explanatory
header is text. Settings for every port are derived from one dotted `--name` (acme.billing).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import tomli_w

from vocabgen import __version__
from vocabgen.problems import quote
from vocabgen.targets.registry import TARGETS
from vocabgen.staging import create

NAME = re.compile(r"[a-z][a-z0-9]*(?:\.[a-z][a-z0-9]*)*")

HEADER = """\
# vocab.toml: the single source of truth for your closed string vocabularies.
# `vocabgen render` writes every port's file under `out` (relative to this file; "." puts each
# port's file straight into its source tree by its `path`); CI runs `vocabgen render --check`.
# Each top-level table is a vocabulary: `singular` names its members, [X.values] lists
# `value = "doc"` in order, [X.aliases] maps accepted spellings to canonical values, and
# [rules.NAME] says which values of one vocabulary carry a value of another.
# Reference: docs/vocab-toml.md. Editors (Taplo, Even Better TOML) validate it
# against `vocabgen schema > vocab.schema.json` through the line below.
#:schema ./vocab.schema.json
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


def write(path: Path, content: str) -> str | None:
    """Write the starter to path all or nothing, like a render; a message instead when it must
    not (the file exists) or cannot (nothing is left then, but for a temp file it names)."""
    try:
        left = create(path, content)
    except FileExistsError:
        return f"{path.as_posix()} already exists; vocabgen init never overwrites a file (pass --vocab NEW_PATH)"
    except OSError as exc:
        return f"{path.as_posix()} cannot be written ({exc.strerror})"
    if left is not None:
        return f"wrote {path.as_posix()}, but cannot remove its temp file {left[0].name} ({left[1]}); delete it"
    return None
