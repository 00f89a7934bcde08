"""Where vocabgen's own files live; importing this costs nothing (no Jinja, no importlib.resources)."""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path


@cache
def templates_dir() -> Path:
    """Where the shipped templates live (the repo's templates/ or the installed package data).

    Found through the import system's spec of the `vocabgen.templates` package, which works for
    editable and ordinary installs alike without importing importlib.resources.
    """
    spec = importlib.util.find_spec("vocabgen.templates")
    if spec is None or spec.origin is None:
        raise RuntimeError("vocabgen is installed without its templates (vocabgen.templates is missing)")
    return Path(spec.origin).parent


def compiled_templates_dir() -> Path:
    """Where a wheel's templates compiled ahead of time live (scripts/build_templates.py builds
    them into the package; a checkout has no such folder)."""
    return Path(__file__).parent / "compiled_templates"
