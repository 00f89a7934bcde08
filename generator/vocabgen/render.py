"""Pure rendering: model + templates -> {path: text}. No file system writes, no clock."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import jinja2
import jinja2.parser
from jinja2.exceptions import SecurityError

from vocabgen import view
from vocabgen.environment import TemplateRefused, make_environment
from vocabgen.links import page
from vocabgen.marker import SYNTAXES, accepted_syntaxes, carries, comment_syntax, extension
from vocabgen.load import Loaded
from vocabgen.model import TargetConfig
from vocabgen.paths import compiled_templates_dir, templates_dir
from vocabgen.problems import Problem, ProblemsFound, quote
from vocabgen.profile import Profile
from vocabgen.targets.registry import TARGETS


# The C0 controls a rendered file may not hold: all but tab and newline.
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f]")


def render(loaded: Loaded, only: Iterable[str] = (), env: jinja2.Environment | None = None) -> dict[str, str]:
    """Render every configured target (or only the named ones) of a loaded vocab file, from the
    view its load built and checked, sorted by output path.

    A failure inside a user's template (an override folder) is the user's mistake: it becomes a
    Problem naming the template file and line, raised as ProblemsFound with every such failure.
    A failure inside the built-in templates alone is vocabgen's bug and propagates.
    """
    env = env or make_environment()
    wanted = set(only)
    files: dict[str, str] = {}
    problems: list[Problem] = []
    for config in loaded.model.targets:
        if not wanted or config.name in wanted:
            render_target(loaded.file, config, env, files, problems)
    if problems:
        raise ProblemsFound(problems)
    return dict(sorted(files.items()))


def outputs(profile: Profile, file: view.File, config: TargetConfig) -> list[tuple[str, str, Mapping[str, Any]]]:
    """Each file a profile's target renders: (path, template, context)."""
    settings = dict(config.settings)
    context = {"file": file, "settings": file.targets[config.name]}
    found = [(settings[key], template, context) for key, template in profile.outputs if settings.get(key)]
    more = profile.more_outputs(file, settings) if profile.more_outputs is not None else []
    return found + [(path, template, {**context, **added}) for path, template, added in more]


def render_target(file: view.File, config: TargetConfig, env: jinja2.Environment, files: dict[str, str],
                  problems: list[Problem]) -> None:
    """Render one target's files into `files`; a user's template mistake goes into `problems`."""
    for path, name, context in outputs(TARGETS[config.name], file, config):
        try:
            template = _template(env, name)
            text = template.render(context)
            syntax = comment_syntax(name)
            files[path] = text if syntax is None else syntax.mark(file.marker, text)
        except Exception as exc:  # noqa: BLE001 - sorted below into the user's mistake or our bug
            problem = user_template_problem(exc)
            if problem is None:
                raise
            problems.append(problem)
            continue
        refused = (_not_utf8(path, files[path], template.filename)
                   or _marker_missing(file.marker, path, files[path], template.filename)
                   or _control_character(path, files[path], template.filename))
        if refused is not None:
            problems.append(refused)


def _marker_missing(marker: str, path: str, text: str, filename: str | None) -> Problem | None:
    """Every file must start with this vocab file's marker in a syntax its type may carry it in
    (marker.accepted_syntaxes): ownership, --check and --prune depend on it. The renderer wrote
    it into every file with a comment syntax; a JSON template writes it as its first key's value,
    so a user template that drops or alters that is refused, whatever the file's extension."""
    if carries(path, text, marker):
        return None
    if filename is None or _is_builtin(filename):
        raise AssertionError(f"built-in template for {path} does not start with the generated marker")
    if extension(path) in SYNTAXES:
        return Problem(filename, 1, (), f"must start {path} with the generated marker, exactly "
                       f"{SYNTAXES[extension(path)].line(marker)!r} (write it as `\"generated\": {{{{ file.marker | json_string }}}}`, "
                       "the object's first key); vocabgen's ownership of the file depends on it")
    forms = " or ".join(repr(syntax.line(marker)) for syntax in accepted_syntaxes(path))
    kind = f"its extension {quote(extension(path))}" if extension(path) else "a name without an extension"
    return Problem(filename, 1, (), f"must start {path} with the generated marker: vocabgen knows no comment syntax "
                   f"for {kind}, so its first line must be the marker in one of the forms it reads, {forms} "
                   "(for JSON, the first key of the object); vocabgen's ownership of the file depends on it")


def _not_utf8(path: str, text: str, filename: str | None) -> Problem | None:
    """A user template can write a str no file holds (a lone surrogate, `{{ "\\udcff" }}`): its
    mistake, located, never a traceback from the marker check or the writer."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        if filename is None or _is_builtin(filename):
            raise
        line = text.count("\n", 0, exc.start) + 1
        return Problem(filename, 0, (), f"writes U+{ord(text[exc.start]):04X}, a lone surrogate that is not UTF-8, "
                       f"into {path} (its line {line}); remove it from the template")
    return None


def _control_character(path: str, text: str, filename: str | None) -> Problem | None:
    """A rendered file holds no C0 control character but tab and newline: a NUL ends a C string in
    the tools that read the file, ESC and BEL act on the terminal that shows it (cat, a pager), and
    a carriage return makes a CRLF file that passes its own --check and is stale in every LF
    checkout. A user template that writes one is refused, located; a built-in one never does (the
    hostile-strings corpus, every control in every doc, proves it)."""
    found = _CONTROL.search(text)
    if found is None:
        return None
    if filename is None or _is_builtin(filename):
        raise AssertionError(f"built-in template for {path} writes U+{ord(found.group()):04X}")
    line = text.count("\n", 0, found.start()) + 1
    if found.group() == "\r":
        return Problem(filename, 0, (), f"writes a carriage return into {path} (its line {line}); vocabgen's output "
                       "is always LF: remove it from the template")
    return Problem(filename, 0, (), f"writes U+{ord(found.group()):04X}, a control character, into {path} (its line "
                   f"{line}); a generated file holds no control character but tab and newline: remove it from the "
                   "template, or pass the text it prints through the port's doc or literal filter")


def _is_builtin(filename: str) -> bool:
    resolved = Path(filename).resolve()
    return any(resolved.is_relative_to(root.resolve()) for root in (templates_dir(), compiled_templates_dir()))


def _template(env: jinja2.Environment, name: str) -> jinja2.Template:
    """env.get_template. A user's template that Jinja cannot compile for its nesting (blocks or
    parentheses deeper than Jinja's parser recurses, or than Python's compiler indents) is
    refused, located where Jinja's parser was; a built-in template's failure propagates."""
    try:
        return env.get_template(name)
    except (RecursionError, SyntaxError) as exc:
        filename = env.loader.get_source(env, name)[1] if env.loader is not None else None
        if filename is None or _is_builtin(filename):
            raise
        reason = exc.msg if isinstance(exc, SyntaxError) else str(exc)  # its line is of Jinja's Python code
        raise TemplateRefused(Problem(filename, _parser_line(exc), (), f"nests too deeply for Jinja to compile "
                                      f"({reason}); nest fewer blocks, parentheses or expressions")) from None


def _parser_line(exc: BaseException) -> int:
    """The template line Jinja's parser had reached when exc was raised (0 when it was not
    parsing, as when Python's compiler refused the code Jinja generated)."""
    import traceback  # only on a failure

    line = 0
    for frame, _ in traceback.walk_tb(exc.__traceback__):
        parser = frame.f_locals.get("self")
        if isinstance(parser, jinja2.parser.Parser):
            line = parser.stream.current.lineno
    return line


def user_template_problem(exc: BaseException) -> Problem | None:
    """The located problem for an error raised in a template outside vocabgen's own, else None.

    Jinja rewrites tracebacks so that template frames carry the template's file and line; the
    innermost such frame in a user's template is where the mistake is.
    """
    import traceback  # only on a failure: 4.9 M instructions, 1% of a shipped render

    if isinstance(exc, TemplateRefused):
        return exc.problem
    if isinstance(exc, jinja2.TemplateSyntaxError) and exc.filename and not _is_builtin(exc.filename):
        return Problem(exc.filename, exc.lineno, (), f"template syntax error: {exc.message}")
    where: tuple[str, int] | None = None
    for frame in traceback.extract_tb(exc.__traceback__):
        if frame.filename.endswith(".j2") and not _is_builtin(frame.filename):
            where = (frame.filename, frame.lineno or 0)
    if where is None:
        return None
    if isinstance(exc, SecurityError):
        return Problem(where[0], where[1], (), f"template error: refused by the sandbox: {exc} User templates run in "
                       "Jinja's immutable sandbox and reach only the template context (see "
                       f"{page('templates', 'bringing-your-own-templates')})")
    if isinstance(exc, jinja2.UndefinedError):
        what = f"undefined: {exc.message}"
    elif isinstance(exc, jinja2.TemplateNotFound):
        what = f"template not found: {exc.name}"
    else:  # the sandbox's SecurityError, a TypeError, a RecursionError, ...: its text may be the template's own
        what = f"{type(exc).__name__}: {exc}"
    return Problem(where[0], where[1], (), f"template error: {what}; templates receive the template context "
                   f"version {view.VERSION} (`file`, the view, and `settings`): see {page('templates')}")
