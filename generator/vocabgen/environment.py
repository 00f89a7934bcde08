"""The one Jinja environment factory, shared by the generator, the precompile step and the tests.

The built-in templates ship compiled ahead of time (`python -m vocabgen.precompile`, through
Jinja's own Environment.compile_templates) and load through jinja2.ModuleLoader: compiling them
would cost a fresh process more than everything else vocabgen does. The modules are used while
their recorded source digests match the shipped templates and the running Jinja is of the series
that compiled them; otherwise the templates compile from source (slower, same bytes), and
`vocabgen --version` says which. A user's override folder is searched first, always from source.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinja2

from vocabgen import compiled_templates
from vocabgen.paths import compiled_templates_dir, templates_dir
from vocabgen.problems import Problem
from vocabgen.targets.registry import TARGETS
from vocabgen.words import with_article

TEMPLATE_SUFFIX = ".j2"


def builtin_template_names() -> list[str]:
    """Every shipped template, as `<target>/<file>.j2`, sorted (the names overrides may replace)."""
    root = templates_dir()
    return sorted(f"{folder.name}/{file.name}" for folder in root.iterdir() if folder.is_dir()
                  for file in folder.iterdir() if file.name.endswith(TEMPLATE_SUFFIX) and file.is_file())


def source_digests() -> dict[str, str]:
    """The sha256 of every shipped template's bytes, by name: what the compiled modules must match."""
    root = templates_dir()
    return {name: hashlib.sha256((root / name).read_bytes()).hexdigest() for name in builtin_template_names()}


def jinja_series(version: str) -> str:
    """"3.1.6" -> "3.1": compiled templates run on any Jinja of the series that compiled them."""
    return ".".join(version.split(".")[:2])


def loader_in_use() -> str:
    """Which loader the built-in templates come from, in words (`vocabgen --version` prints it)."""
    if compiled_templates.SOURCES != source_digests():
        return "compiled from source (the precompiled modules do not match the shipped templates)"
    if jinja_series(compiled_templates.JINJA_VERSION) != jinja_series(jinja2.__version__):
        return (f"compiled from source (precompiled by Jinja {compiled_templates.JINJA_VERSION}, "
                f"running Jinja {jinja2.__version__})")
    return f"precompiled (by Jinja {compiled_templates.JINJA_VERSION}, running Jinja {jinja2.__version__})"


@functools.cache
def _builtin_loader() -> jinja2.BaseLoader:
    """The loader of the built-in templates, one per process: ModuleLoader registers its package in
    sys.modules through a weak proxy, which must not outlive the loader."""
    if loader_in_use().startswith("precompiled"):
        return jinja2.ModuleLoader(str(compiled_templates_dir()))
    return jinja2.FileSystemLoader(str(templates_dir()))


def template_filters() -> dict[str, Callable[..., Any]]:
    """The filters every target registers (`Target.filters`, named after the syntax they produce).

    The same set is registered when precompiling and when rendering: Jinja decides at compile
    time how a filter is called, so both must see the same functions.
    """
    filters: dict[str, Callable[..., Any]] = {"with_article": with_article}  # prose, shared by every language
    for target in TARGETS.values():
        filters.update(target.filters)
    return filters


def _environment(loader: jinja2.BaseLoader) -> jinja2.Environment:
    """Strict and literal: undefined names fail, whitespace is kept as written, nothing is escaped."""
    env = jinja2.Environment(
        loader=loader,
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
        auto_reload=False,
    )
    env.filters.update(template_filters())
    return env


def source_environment() -> jinja2.Environment:
    """The built-in templates compiled from templates/ (what the precompile step compiles)."""
    return _environment(jinja2.FileSystemLoader(str(templates_dir())))


def make_environment(*search_paths: Path, overrides: Path | None = None) -> jinja2.Environment:
    """The render environment.

    With search_paths (tests' own template folders), templates load from those folders only.
    Otherwise the built-in templates load precompiled when they can, and a user's overrides
    folder, when given, is searched first.
    """
    if search_paths:
        return _environment(jinja2.FileSystemLoader([str(p) for p in search_paths]))
    if overrides is None:
        return _environment(_builtin_loader())
    return _environment(jinja2.ChoiceLoader([jinja2.FileSystemLoader(str(overrides)), _builtin_loader()]))


def check_overrides(folder: Path) -> list[Problem]:
    """Every problem with a user's template folder: it must exist, and each `*.j2` in it must be
    `<target>/<file>.j2` naming a known target and one of that target's built-in templates
    (an override replaces a template; it cannot add one that nothing would render)."""
    if not folder.is_dir():
        return [Problem(str(folder), 0, (), "templates folder not found; pass --templates DIR (or set "
                        "templates = \"DIR\" in the vocab file) to an existing folder")]
    builtin = set(builtin_template_names())
    problems: list[Problem] = []
    for path in sorted(folder.rglob(f"*{TEMPLATE_SUFFIX}")):
        if not path.is_file():
            continue
        parts = path.relative_to(folder).parts
        if len(parts) != 2:
            problems.append(Problem(str(path), 0, (), f"an override must be <target>/<file>{TEMPLATE_SUFFIX} "
                                    "directly inside the templates folder"))
        elif parts[0] not in TARGETS:
            problems.append(Problem(str(path), 0, (), f"unknown target {parts[0]!r}; the targets are "
                                    f"{', '.join(sorted(TARGETS))}"))
        elif "/".join(parts) not in builtin:
            own = sorted(name.split("/", 1)[1] for name in builtin if name.startswith(parts[0] + "/"))
            problems.append(Problem(str(path), 0, (), f"unknown template {parts[1]!r} for {parts[0]}; "
                                    f"an override replaces one of: {', '.join(own)}"))
    return problems
