"""Where vocabgen's own files live; importing this costs nothing (no Jinja)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def templates_dir() -> Path:
    """Where the shipped templates live (the repo's templates/ or the installed package data)."""
    return Path(str(resources.files("vocabgen.templates")))


def compiled_templates_dir() -> Path:
    """Where the templates compiled ahead of time live: a folder of the vocabgen package."""
    return Path(__file__).parent / "compiled_templates"
