"""The one Jinja environment factory, shared by the generator, the precompile step and the tests.

Nothing here reads or writes a cache folder. The built-in templates come from modules compiled
ahead of time (`python -m vocabgen.precompile`) that ship inside the package, so they are as
trusted as vocabgen's own code; they are used only while their recorded source hashes and Jinja
version match the shipped templates, otherwise the templates are compiled from source (slower,
same bytes). A user's override folder (`--templates DIR`) is searched first and always compiled
from source.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.abc
import importlib.util
from collections.abc import Callable, MutableMapping
from pathlib import Path
from types import CodeType
from typing import Any

import jinja2
import jinja2.compiler
from jinja2 import nodes

from vocabgen.paths import templates_dir
from vocabgen.problems import Problem

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


def _compiled_are_fresh() -> bool:
    """True when the shipped compiled modules were built from exactly these templates by this Jinja."""
    try:
        from vocabgen.compiled_templates import JINJA_VERSION, SOURCES
    except ImportError:
        return False
    return JINJA_VERSION == jinja2.__version__ and SOURCES == source_digests()


class CompiledTemplates(jinja2.BaseLoader):
    """The built-in templates from their modules in vocabgen.compiled_templates.

    Like jinja2.ModuleLoader, with two differences. Each module's code is read once per process
    (through the import system's bytecode cache) and run in a fresh namespace for each
    environment, since Jinja binds a template module's globals to the environment that loads it.
    And nothing goes into sys.modules: ModuleLoader puts a weak proxy there that dies with the
    loader, and anything walking sys.modules at that moment (hypothesis does, to find constants)
    meets a ReferenceError.
    """

    has_source_access = False

    def load(self, environment: jinja2.Environment, name: str,
             globals: MutableMapping[str, Any] | None = None) -> jinja2.Template:
        found = _compiled_code(name)
        if found is None:
            raise jinja2.TemplateNotFound(name)
        code, module, filename = found
        namespace: dict[str, Any] = {"__name__": module, "__file__": filename}
        exec(code, namespace)  # noqa: S102 - vocabgen's own module, shipped in the package
        return environment.template_class.from_module_dict(environment, namespace,
                                                           {} if globals is None else globals)


@functools.cache
def _compiled_code(name: str) -> tuple[CodeType, str, str] | None:
    """The code object, module name and file of template `name`'s compiled module, or None if
    none ships."""
    module = f"vocabgen.compiled_templates.{jinja2.ModuleLoader.get_template_key(name)}"
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None or not isinstance(spec.loader, importlib.abc.InspectLoader):
        return None
    code = spec.loader.get_code(module)
    return None if code is None else (code, module, spec.origin)


def template_filters() -> dict[str, Callable[..., Any]]:
    """The filters every target registers (`Target.filters`, named after the syntax they produce).

    The same set is registered when precompiling and when rendering: Jinja decides at compile
    time how a filter is called, so both must see the same functions.
    """
    from vocabgen.targets.registry import TARGETS
    from vocabgen.words import with_article

    filters: dict[str, Callable[..., Any]] = {"with_article": with_article}  # prose, shared by every language
    for target in TARGETS.values():
        filters.update(target.filters)
    return filters


class _CodeGenerator(jinja2.compiler.CodeGenerator):
    """Jinja's code generator, with a cheaper `name.attr`.

    Jinja compiles `value.text` to `environment.getattr(value, "text")`, a Python call that tries
    the attribute, then the item, then makes an undefined. A template reads a context's fields
    this way about 80 times per value (800,000 calls at 10,000 values). For
    a plain name this generator asks the builtin getattr first and calls environment.getattr only
    when the attribute is missing, so what a template sees, including every undefined and its
    error, is the same. Anything else (a call, a filter, a subscript) keeps Jinja's own code, as
    it must not be evaluated twice.
    """

    def visit_Getattr(self, node: nodes.Getattr, frame: jinja2.compiler.Frame) -> None:
        if self.environment.is_async or not isinstance(node.node, nodes.Name):
            super().visit_Getattr(node, frame)
            return
        self.write("(_attr if (_attr := getattr(")
        self.visit(node.node, frame)
        self.write(f", {node.attr!r}, missing)) is not missing else environment.getattr(")
        self.visit(node.node, frame)
        self.write(f", {node.attr!r}))")


class _Environment(jinja2.Environment):
    """Jinja's environment with vocabgen's code generator (see _CodeGenerator)."""

    code_generator_class = _CodeGenerator


def _environment(loader: jinja2.BaseLoader) -> jinja2.Environment:
    """Strict and literal: undefined names fail, whitespace is kept as written, nothing is escaped."""
    env = _Environment(
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
    Otherwise the built-in templates load from the precompiled modules when fresh, and a user's
    overrides folder, when given, is searched first.
    """
    if search_paths:
        return _environment(jinja2.FileSystemLoader([str(p) for p in search_paths]))
    builtin: jinja2.BaseLoader
    if _compiled_are_fresh():
        builtin = CompiledTemplates()
    else:
        builtin = jinja2.FileSystemLoader(str(templates_dir()))
    if overrides is None:
        return _environment(builtin)
    return _environment(jinja2.ChoiceLoader([jinja2.FileSystemLoader(str(overrides)), builtin]))


def check_overrides(folder: Path) -> list[Problem]:
    """Every problem with a user's template folder: it must exist, and each `*.j2` in it must be
    `<target>/<file>.j2` naming a known target and one of that target's built-in templates
    (an override replaces a template; it cannot add one that nothing would render)."""
    from vocabgen.targets.registry import TARGETS

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
