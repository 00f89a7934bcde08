"""Pure rendering: model + templates -> {path: text}. No file system writes, no clock."""

from __future__ import annotations

from collections.abc import Iterable

import jinja2

from vocabgen.model import Model
from vocabgen.targets.registry import TARGETS


def render(model: Model, only: Iterable[str] = (), env: jinja2.Environment | None = None) -> dict[str, str]:
    """Render every configured target (or only the named ones), sorted by output path."""
    from vocabgen.environment import make_environment

    env = env or make_environment()
    wanted = set(only)
    files: dict[str, str] = {}
    for config in model.targets:
        if wanted and config.name not in wanted:
            continue
        for output in TARGETS[config.name].files(model, config):
            text = env.get_template(output.template).render(output.context)
            files[output.path] = text
    return dict(sorted(files.items()))
