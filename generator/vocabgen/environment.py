"""The one Jinja environment factory, shared by the generator, the wheel's build step and the tests.

An installed wheel holds the built-in templates compiled ahead of time (its build step,
scripts/build_templates.py, through Jinja's own Environment.compile_templates) and loads them
through jinja2.ModuleLoader: compiling them would cost a fresh process more than everything else
vocabgen does. A checkout or an editable install has no compiled templates and compiles them from
source (same bytes), as does an install running a Jinja of another series than the build's;
`vocabgen --version` says which. Nothing is hashed or compared at run time: the compiled modules
are part of the package, built from the templates beside them. A user's override folder is
searched first, always from source.

A render whose loader holds a user's folder runs every template, the built-ins it imports or
extends included, in Jinja's immutable sandbox: a template comes from whoever can edit vocab.toml
(a pull request), and `render --check` runs it in CI. The built-ins keep their precompiled code,
bound to the sandboxed environment, so their attribute and item reads, `range` and `str.format`
go through the sandbox's checks too; the one thing Jinja compiles differently for a sandbox (a
call refusing callables marked unsafe) has nothing to refuse, as no filter, global or view
object is so marked. A render of the built-ins alone stays on the plain environment (same bytes,
no sandbox cost).
"""

from __future__ import annotations

import functools
import importlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinja2

from vocabgen.paths import compiled_templates_dir, templates_dir
from vocabgen.problems import Problem, clip, quote
from vocabgen.source import MAX_BYTES, NotRegular, read_regular
from vocabgen.targets.registry import TARGETS
from vocabgen.words import with_article

TEMPLATE_SUFFIX = ".j2"


def builtin_template_names() -> list[str]:
    """Every shipped template, as `<target>/<file>.j2`, sorted (the names overrides may replace)."""
    root = templates_dir()
    return sorted(f"{folder.name}/{file.name}" for folder in root.iterdir() if folder.is_dir()
                  for file in folder.iterdir() if file.name.endswith(TEMPLATE_SUFFIX) and file.is_file())


def jinja_series(version: str) -> str:
    """"3.1.6" -> "3.1": compiled templates run on any Jinja of the series that compiled them."""
    return ".".join(version.split(".")[:2])


@functools.cache
def compiled_by() -> str | None:
    """The Jinja that compiled this install's templates, or None where there are none (a checkout,
    an editable install): the manifest the wheel's build step writes beside the modules."""
    try:
        manifest = importlib.import_module("vocabgen.compiled_templates")
    except ModuleNotFoundError:
        return None
    version: str = manifest.JINJA_VERSION
    return version


def loader_in_use() -> str:
    """Which loader the built-in templates come from, in words (`vocabgen --version` prints it)."""
    built = compiled_by()
    if built is None:
        return "compiled from source (this install has no precompiled templates: a checkout or an editable install)"
    if jinja_series(built) != jinja_series(jinja2.__version__):
        return f"compiled from source (precompiled by Jinja {built}, running Jinja {jinja2.__version__})"
    return f"precompiled (by Jinja {built}, running Jinja {jinja2.__version__})"


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


def _environment(loader: jinja2.BaseLoader, sandboxed: bool = False) -> jinja2.Environment:
    """Strict and literal: undefined names fail, whitespace is kept as written, nothing is escaped.

    sandboxed: the immutable sandbox, for any render with a user's template. Immutable rather
    than the plain sandbox: the view is one object shared by every port's templates, so a
    template that could call `file.names.clear()` or `settings.update(...)` would change what
    other templates print; no built-in template changes a list or dict (they build with
    `namespace` and `+`), so nothing legitimate is refused. The sandbox module is imported only
    for such a render: a render of the built-ins alone never loads jinja2.sandbox."""
    if sandboxed:
        from vocabgen.sandbox import Sandbox, naming_undefined  # only with a user's template (see above)

        env_class: type[jinja2.Environment] = Sandbox
    else:
        env_class = jinja2.Environment
    env = env_class(
        loader=loader,
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
        auto_reload=False,
    )
    filters = template_filters()
    # Only a user's template can pass an undefined name on (a built-in one fails where it reads
    # it, and renders without the wrapper's cost).
    env.filters.update({name: naming_undefined(f) for name, f in filters.items()} if sandboxed else filters)
    return env


@functools.cache
def _builtin_environment(loader: jinja2.BaseLoader) -> jinja2.Environment:
    """The built-in templates' environment, one per loader (so one per process): its template
    cache keeps each template loaded once, where a new environment per render would import every
    precompiled module again (and, without bytecode caching, compile it again) for each file."""
    return _environment(loader)


def source_environment() -> jinja2.Environment:
    """The built-in templates compiled from templates/ (what the wheel's build step compiles)."""
    return _environment(jinja2.FileSystemLoader(str(templates_dir())))


def make_environment(*search_paths: Path, overrides: Path | None = None) -> jinja2.Environment:
    """The render environment.

    With search_paths (tests' own template folders), templates load from those folders only.
    Otherwise the built-in templates load precompiled when they can, and a user's overrides
    folder, when given, is searched first. Both read templates from outside vocabgen's own, so
    both are sandboxed.
    """
    if search_paths:
        return _environment(jinja2.FileSystemLoader([str(p) for p in search_paths]), sandboxed=True)
    if overrides is None:
        return _builtin_environment(_builtin_loader())
    return _environment(jinja2.ChoiceLoader([FolderLoader(overrides), _builtin_loader()]), sandboxed=True)


class TemplateRefused(Exception):
    """A file in a user's templates folder that vocabgen will not read, as a located problem.

    Not a TemplateNotFound: ChoiceLoader would take that as "not here" and quietly render the
    built-in template of that name instead."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(str(problem))
        self.problem = problem


class FolderLoader(jinja2.BaseLoader):
    """A user's templates folder, read as carefully as vocab.toml.

    It answers only to the names of built-in templates (an override replaces one; check_overrides
    refuses any other `.j2`), so `{% include %}` cannot read anything else in the folder: a note,
    a key, a link's target. A name it answers is a regular file whose real path is inside the
    folder (a link out of it would make any file on the machine, /proc/self/environ in CI, a
    template whose text lands in output or a message), of at most MAX_BYTES, in UTF-8.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.names = frozenset(builtin_template_names())

    def get_source(self, environment: jinja2.Environment, template: str) -> tuple[str, str, Callable[[], bool]]:
        if template not in self.names:
            raise jinja2.TemplateNotFound(template)
        path = self.folder / template
        if not os.path.lexists(path):
            raise jinja2.TemplateNotFound(template)
        try:
            resolved = path.resolve()
        except (RuntimeError, OSError):  # a symbolic link loop (RuntimeError on Python 3.11 and 3.12)
            raise self._refused(path, "is a symbolic link loop; vocabgen reads templates only from regular files "
                                "inside the templates folder") from None
        if not resolved.is_relative_to(self.folder.resolve()):
            raise self._refused(path, "is a symbolic link to a file outside the templates folder; vocabgen reads "
                                "templates only from inside it: copy the file in instead")
        try:
            data = read_regular(path, MAX_BYTES + 1)
        except IsADirectoryError:
            raise self._refused(path, "is a directory where a template must be a file; move it away") from None
        except NotRegular as exc:
            raise self._refused(path, f"is {exc.kind}, not a regular file; vocabgen reads templates only from "
                                "regular files") from None
        except OSError as exc:
            raise self._refused(path, f"cannot be read ({exc.strerror}); check its permissions") from None
        if len(data) > MAX_BYTES:
            raise self._refused(path, f"is larger than {MAX_BYTES // (1024 * 1024)} MiB, the most vocabgen reads")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise self._refused(path, f"invalid UTF-8 (byte 0x{data[exc.start]:02x}); save the template as UTF-8",
                                data.count(b"\n", 0, exc.start) + 1) from None
        return text, str(path), lambda: True

    @staticmethod
    def _refused(path: Path, message: str, line: int = 0) -> TemplateRefused:
        return TemplateRefused(Problem(str(path), line, (), message))


def _listed(folder: Path) -> list[Path]:
    """Every `*.j2` below folder, sorted, folders waiting on a list: os.walk recurses once per
    level on Python 3.11 (a folder 1,000 levels deep ended in a RecursionError). A subfolder it
    cannot read or that vanished while it was listed (Path.rglob raises FileNotFoundError there)
    holds no override; a link to a folder is not followed, as os.walk does not follow it."""
    found: list[Path] = []
    waiting = [folder]
    while waiting:
        try:
            with os.scandir(waiting.pop()) as entries:
                for entry in entries:
                    if _is_folder(entry):
                        waiting.append(Path(entry.path))
                    elif entry.name.endswith(TEMPLATE_SUFFIX):
                        found.append(Path(entry.path))
        except OSError:
            continue
    return sorted(found)


def _is_folder(entry: os.DirEntry[str]) -> bool:
    """A folder to list, not a link to one (False where it cannot be told, as in os.walk)."""
    try:
        return entry.is_dir(follow_symlinks=False)
    except OSError:
        return False


def check_overrides(folder: Path) -> list[Problem]:
    """Every problem with a user's template folder: it must exist, and each `*.j2` in it must be
    `<target>/<file>.j2` naming a known target and one of that target's built-in templates
    (an override replaces a template; it cannot add one that nothing would render)."""
    if not folder.is_dir():
        return [Problem(str(folder), 0, (), "templates folder not found; pass --templates DIR (or set "
                        "templates = \"DIR\" in the vocab file) to an existing folder")]
    builtin = set(builtin_template_names())
    problems: list[Problem] = []
    for path in _listed(folder):
        if not os.path.isfile(path):  # False, not PermissionError, for a file it cannot stat
            continue
        parts = path.relative_to(folder).parts
        if len(parts) != 2:
            problems.append(Problem(str(path), 0, (), f"an override must be <target>/<file>{TEMPLATE_SUFFIX} "
                                    "directly inside the templates folder"))
        elif parts[0] not in TARGETS:
            problems.append(Problem(str(path), 0, (), f"unknown target {quote(parts[0])}; the targets are "
                                    f"{', '.join(sorted(TARGETS))}"))
        elif "/".join(parts) not in builtin:
            own = sorted(name.split("/", 1)[1] for name in builtin if name.startswith(parts[0] + "/"))
            problems.append(Problem(str(path), 0, (), f"unknown template {quote(parts[1])} for {clip(parts[0])}; "
                                    f"an override replaces one of: {', '.join(own)}"))
    return problems
