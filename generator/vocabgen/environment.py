"""The one Jinja environment factory, shared by the generator and the tests' runner templates."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import jinja2


def templates_dir() -> Path:
    """Where the shipped templates live (the repo's templates/ or the installed package data)."""
    return Path(str(resources.files("vocabgen.templates")))


def make_environment(*search_paths: Path) -> jinja2.Environment:
    """Strict and literal: undefined names fail, whitespace is kept as written, nothing is escaped."""
    paths = [str(p) for p in search_paths] or [str(templates_dir())]
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(paths),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
    )
