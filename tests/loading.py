"""Models and views from vocab text or a file, for tests: each through vocabgen's one load of a
file (vocabgen.load.load), and render for what they return.

vocabgen loads a vocab file once, into a Loaded (model and view), and renders that; most tests
look at the model alone and then render it, so render here accepts a model too, and builds its
view through the same checks load makes (for a model a test changed with replace, the checks of
the changed model).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import jinja2

from vocabgen import load as loading
from vocabgen.load import Loaded, load
from vocabgen.model import Model
from vocabgen.render import render as render_loaded
from vocabgen.source import read_source
from vocabgen.view import File


def checked_text(text: str, display: str = "vocab.toml", origin: str = "") -> tuple[Model, File]:
    """The model of vocab text and its view, as a render receives them."""
    loaded = load(text, display, origin)
    return loaded.model, loaded.file


def checked_file(path: Path, display: str | None = None, origin: str = "") -> tuple[Model, File]:
    """checked_text for a vocab file, named by its base name unless display says otherwise."""
    shown = display if display is not None else path.name
    return checked_text(read_source(path, shown), shown, origin)


def load_text(text: str, display: str = "vocab.toml", origin: str = "") -> Model:
    """The validated model of vocab text."""
    return checked_text(text, display, origin)[0]


def load_file(path: Path, display: str | None = None, origin: str = "") -> Model:
    """The validated model of a vocab file."""
    return checked_file(path, display, origin)[0]


def render(model: Model | Loaded, only: Iterable[str] = (), env: jinja2.Environment | None = None,
           file: File | None = None) -> dict[str, str]:
    """vocabgen's render of a loaded file, or of a model with its view (given, or built and checked
    as load builds it)."""
    if isinstance(model, Loaded):
        return render_loaded(model, only, env)
    loaded = Loaded(model, file) if file is not None else loading._viewed(model, "")
    return render_loaded(loaded, only, env)
