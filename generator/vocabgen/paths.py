"""Where vocabgen's own files live; importing this costs nothing (no Jinja)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def templates_dir() -> Path:
    """Where the shipped templates live (the repo's templates/ or the installed package data)."""
    return Path(str(resources.files("vocabgen.templates")))
