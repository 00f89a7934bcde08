"""The `vocabgen` command: flags become one Mode, one Report decides the exit code.

Paths in every message are shown one way: relative to the working directory, with `/`
separators (`../generated/go/vocab.go` when run from a subfolder).
"""

from __future__ import annotations

import errno
import os
import select
import sys
from pathlib import Path
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import field
from typing import TYPE_CHECKING, Any, NoReturn

import click

from vocabgen import __version__
from vocabgen.problems import Problem, ProblemsFound, format_key_path
from vocabgen.records import Record, replace
from vocabgen.targets import TARGET_NAMES

if TYPE_CHECKING:
    from vocabgen.model import Model
    from vocabgen.write import Entry, Plan

CONTEXT = {"help_option_names": ["-h", "--help"]}
VOCAB_NAME = "vocab.toml"
DEFAULT_OUT = "generated"
# Folders where the upward search for vocab.toml stops: a repository's root, like black's.
PROJECT_ROOT_MARKERS = (".git", ".hg")


def show(path: Path) -> str:
    """A path as every message shows it: relative to the working directory, `/`-separated."""
    if path.is_absolute():
        try:
            path = Path(os.path.relpath(path))
        except ValueError:  # another drive on Windows: no relative form exists
            pass
    return path.as_posix()


def _shown(problems: list[Problem], base: Path | None = None) -> list[Problem]:
    """Problems with their file shown the one way; base is the folder their file is relative to."""
    return [replace(p, file=show(base / p.file if base is not None else Path(p.file))) for p in problems]


# The exit status of a run interrupted by Ctrl-C: 128 + SIGINT, as shells report it (never 1,
# which means drift).
INTERRUPTED = 130


class OutputFailed(click.ClickException):
    """Standard output or error could not be written in full (a full disk, a closed stream, a
    broken pipe): exit 2, never a traceback, whichever stream still works carries the reason."""

    exit_code = 2

    def show(self, file: Any = None) -> None:
        try:
            _write(f"Error: {self.format_message()}\n", err=True)
        except (OSError, ValueError):  # standard error fails too: the exit status alone tells
            pass


def _write(text: str, err: bool) -> None:
    """Write text to standard output (or error) in full, or raise OSError.

    A closed stream is an error (click.echo would drop the text without one). A stream on a
    file descriptor is written through it, waiting while a non-blocking pipe is full: Python's
    buffered writer drops what does not fit there, without an error. Other streams (a test
    runner's, Windows' consoles, which translate line endings) go through click.echo."""
    stream = sys.stderr if err else sys.stdout
    if stream is None:
        raise OSError(errno.EBADF, "it is closed")
    try:
        fd = stream.fileno() if os.name == "posix" else -1
    except (OSError, ValueError):  # io.UnsupportedOperation: an in-memory stream
        fd = -1
    if fd < 0:
        click.echo(text, file=stream, nl=False)
        return
    stream.flush()
    data = memoryview(text.encode(stream.encoding, stream.errors or "strict"))
    while data:
        try:
            data = data[os.write(fd, data):]
        except BlockingIOError:
            select.select([], [fd], [])


def _echo(message: str, err: bool = False, nl: bool = True) -> None:
    """Print a message in full, or fail with a clear error and exit 2."""
    try:
        _write(message + "\n" if nl else message, err)
    except OSError as exc:
        stream = sys.stderr if err else sys.stdout
        try:  # drop what is still buffered, so that the exit's own flush cannot fail again
            if stream is not None:
                os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
        except (OSError, ValueError, AttributeError):
            pass
        name = "standard error" if err else "standard output"
        raise OutputFailed(f"cannot write to {name} ({exc.strerror or exc})") from None


def _count(n: int, singular: str, plural: str = "") -> str:
    """"1 rule", "2 rules": counts in messages agree with their nouns."""
    return f"{n} {singular if n == 1 else plural or singular + 's'}"


def _print_problems(problems: list[Problem], footer: str | None = None) -> None:
    for problem in problems:
        _echo(str(problem), err=True)
    _echo(footer or f"{_count(len(problems), 'problem')} found; nothing was written.", err=True)


class _Path(click.Path):
    """A click.Path that refuses "" (which pathlib would silently take as the current folder)."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str) and value == "":
            self.fail("must not be empty; name a folder or file (use '.' for the current folder)", param, ctx)
        return super().convert(value, param, ctx)


# One instance per kind, shared by every option: click.Path looks up its translated name with
# gettext on construction (a search of the locale folders each time, ~0.3 ms).
_FILE = _Path(path_type=Path, dir_okay=False)
_FOLDER = _Path(path_type=Path, file_okay=False)


def _show_help(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """--help printed like every other output: in full, or exit 2 (click's own exits 0 into a
    closed standard output)."""
    if value and not ctx.resilient_parsing:
        _echo(ctx.get_help())
        ctx.exit()


def _show_version(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """--version: vocabgen's version, and where the built-in templates come from."""
    if value and not ctx.resilient_parsing:
        from vocabgen.environment import loader_in_use

        _echo(f"vocabgen, version {__version__}\ntemplates: {loader_in_use()}")
        ctx.exit()


def _printed_in_full(option: click.Option | None) -> click.Option | None:
    if option is not None:
        option.callback = _show_help
    return option


class _Command(click.Command):
    """A command whose --help is printed in full, or exit 2."""

    def get_help_option(self, ctx: click.Context) -> click.Option | None:
        return _printed_in_full(super().get_help_option(ctx))


class _Program(click.Group):
    """The `vocabgen` group: every command's --help printed in full, and Ctrl-C exits 130
    (click's own handler exits 1, which means drift)."""

    command_class = _Command

    def get_help_option(self, ctx: click.Context) -> click.Option | None:
        return _printed_in_full(super().get_help_option(ctx))

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            try:
                _echo("\nAborted!", err=True)
            except OutputFailed:
                pass
            raise click.exceptions.Exit(INTERRUPTED) from None


@click.group(cls=_Program, context_settings=CONTEXT)
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, callback=_show_version,
              help="Show the version and where the templates come from, and exit.")
def main() -> None:
    """Render one vocab.toml into every port's constant files."""


def find_vocab(start: Path) -> Path | None:
    """The nearest vocab.toml in start or a folder above it, stopping at a repository's root."""
    for folder in (start, *start.parents):
        candidate = folder / VOCAB_NAME
        if candidate.is_file():
            return candidate
        if any((folder / name).exists() for name in PROJECT_ROOT_MARKERS):
            return None
    return None


def vocab_files(given: tuple[Path, ...], option: Path | None) -> list[Path]:
    """The vocab files of this run: those named (arguments, then --vocab), else the one found
    by searching upward from the working directory. Each file once, in the order given."""
    named = [*given, *([option] if option is not None else [])]
    if not named:
        found = find_vocab(Path.cwd())
        if found is None:
            raise ProblemsFound([Problem(VOCAB_NAME, 0, (), "not found in the working directory or any folder "
                                         "above it (up to the repository root); pass the vocab file's path")])
        return [Path(show(found))]
    unique: dict[object, Path] = {}
    for path in named:  # the same file under two names (a link to it) is the same file
        try:
            info = os.stat(path)
            key: object = (info.st_dev, info.st_ino)
        except OSError:  # reported when it is read
            key = os.path.normcase(os.path.abspath(path))
        unique.setdefault(key, path)
    return list(unique.values())


def _load(vocab: Path, origin: str = "", identifiers: bool = True) -> Model:
    from vocabgen.load import load_file

    return load_file(vocab, display=show(vocab), origin=origin, identifiers=identifiers)


def out_folder(vocab: Path, option: Path | None) -> Path:
    """An explicit --out is relative to the working directory; the default is beside the vocab file."""
    return option if option is not None else vocab.parent / DEFAULT_OUT


def templates_folder(vocab: Path, model: Model, option: Path | None) -> Path | None:
    """--templates (relative to the working directory) wins over `templates = "DIR"` (relative
    to the vocab file's folder); neither means the built-in templates alone."""
    if option is not None:
        return option
    return vocab.parent / model.templates if model.templates else None


def _origin(vocab: Path, out_dir: Path) -> str:
    """How the marker names the vocab file (relative to --out); names no comment can hold
    safely are refused, located, before anything is read or written."""
    from vocabgen.marker import check_origin, origin_for, safe_display

    origin = origin_for(vocab, out_dir)
    unsafe = check_origin(origin)
    if unsafe:
        raise ProblemsFound([Problem(safe_display(str(vocab)), 0, (), unsafe)])
    return origin


def _rendered(vocab: Path, targets: tuple[str, ...], templates: Path | None, origin: str) -> tuple[Model, dict[str, str]]:
    """The model and its rendered files, always freshly: nothing from any cache folder takes part."""
    model = _load(vocab, origin, identifiers=False)  # render() checks them, beside its forked child if any
    configured = [t.name for t in model.targets]
    unknown = [t for t in targets if t not in configured]
    if unknown:
        raise ProblemsFound([Problem(show(vocab), 0, (), f"unknown target {', '.join(unknown)}; this file "
                                     f"configures {', '.join(configured)}")])
    from vocabgen.environment import check_overrides, make_environment
    from vocabgen.render import render as render_files

    overrides = templates_folder(vocab, model, templates)
    if overrides is not None:
        problems = check_overrides(overrides)
        if problems:
            raise ProblemsFound(_shown(problems))
    try:
        return model, render_files(model, targets, make_environment(overrides=overrides))
    except ProblemsFound as found:
        raise ProblemsFound(_shown(found.problems)) from None


class Job(Record, frozen=False):
    """One vocab file of the run: where it writes, and its plan (None when it could not render)."""

    vocab: Path
    out: Path
    plan: Plan | None = None
    paths: list[str] = field(default_factory=list)  # every output it renders, relative to out
    # The loaded model, held to the end of the run: freeing a large one (10,000 values, its
    # identifiers) costs ~10 ms that the program's exit (cli.run) does not spend.
    model: Model | None = None


def _plan(job: Job, targets: tuple[str, ...], templates: Path | None, force: bool) -> list[Problem]:
    """Render one vocab file and compare it with its output folder; return its problems."""
    from vocabgen.write import plan

    try:
        origin = _origin(job.vocab, job.out)
        job.model, files = _rendered(job.vocab, targets, templates, origin)
    except ProblemsFound as found:
        return found.problems
    job.paths = list(files)
    job.plan = plan(job.out, files, force=force, find_orphans=not targets, origin=origin)
    return _shown(job.plan.problems, job.out)


def _setting(job: Job, rel: str) -> tuple[int, tuple[str, ...]]:
    """The line and key path of the target setting that names an output."""
    assert job.model is not None
    for config in job.model.targets:
        for name, value in config.settings:
            if (name == "path" or name.endswith("_path")) and value == rel:
                return config.line, ("targets", config.name, name)
    return 0, ()


def _clashes(jobs: list[Job], pairs: list[tuple[tuple[int, str], tuple[int, str]]]) -> list[tuple[int, Problem]]:
    """Each output that is an earlier output's file, as a problem of its vocab file, located
    at the setting that names it."""
    found = []
    for (index, rel), (earlier, other) in pairs:
        job, first = jobs[index], jobs[earlier]
        line, key = _setting(job, rel)
        whose = format_key_path(_setting(first, other)[1])
        if earlier != index:
            whose = f"{show(first.vocab)} ({whose})"
        here, there = show(job.out / rel), show(first.out / other)
        what = (f"is also written by {whose}" if here == there else
                f"is the same file as {there}, written by {whose} (through a symbolic link or a mount)")
        hint = ", or each vocab file its own --out" if earlier != index else ""
        found.append((index, Problem(show(job.vocab), line, key, f"{here} {what}; give each output its own path{hint}")))
    return found


def _shown_entry(entry: Entry, out: Path) -> Entry:
    return replace(entry, path=show(out / entry.path))


def _print_drift(job: Job, diff: bool) -> None:
    """What --check or --diff says about one vocab file's output."""
    from vocabgen.report import finding
    from vocabgen.write import State, unified_diff

    assert job.plan is not None
    for entry in job.plan.entries:
        if entry.state is State.UNCHANGED:
            continue
        if diff:
            _echo(unified_diff(_shown_entry(entry, job.out)), nl=False)
        else:
            _echo(finding(entry, show(job.out / entry.path)))


@main.command(context_settings=CONTEXT)
@click.argument("vocab_args", metavar="[VOCAB_FILE]...", nargs=-1, type=_FILE)
@click.option("--vocab", "vocab_path", type=_FILE, default=None,
              help="A vocabulary file to read (the same as naming it as an argument). Without any, the "
                   "nearest vocab.toml in the working directory or a folder above it.")
@click.option("--out", "out_dir", type=_FOLDER, default=None,
              help="The folder generated files are written under, relative to the working directory. "
                   "[default: 'generated' beside each vocab file]")
@click.option("--templates", "templates", type=_FOLDER, default=None,
              help="A folder whose <target>/<file>.j2 replace the built-in templates of that name "
                   "(overrides the vocab file's `templates` key).")
@click.option("--target", "targets", multiple=True, metavar="NAME",
              help=f"Render only this target (repeatable): one of {', '.join(TARGET_NAMES)}.")
@click.option("--check", is_flag=True, help="Write nothing; exit 1 naming every stale, missing or orphaned file.")
@click.option("--diff", is_flag=True, help="Write nothing; print unified diffs; exit 1 if there are any.")
@click.option("--prune", is_flag=True, help="Also delete orphaned generated files (only files carrying the marker) "
              "and folders that leaves empty.")
@click.option("--force", is_flag=True, help="Overwrite files that lack vocabgen's generated marker.")
@click.option("--quiet", "-q", is_flag=True, help="Print only problems and drift, no summary.")
def render(vocab_args: tuple[Path, ...], vocab_path: Path | None, out_dir: Path | None, templates: Path | None,
           targets: tuple[str, ...], check: bool, diff: bool, prune: bool, force: bool, quiet: bool) -> None:
    """Render each vocab file into its output folder, writing only files whose bytes changed.

    With several files, every one is rendered and checked first; problems in any of them are all
    reported and nothing is written; the exit code is the worst of them.
    """
    with _without_cyclic_gc():
        _render(vocab_args, vocab_path, out_dir, templates, targets, check, diff, prune, force, quiet)


def run() -> None:
    """The `vocabgen` program (console script and `python -m vocabgen`): main(), then an exit
    that skips the interpreter's shutdown.

    Shutdown frees every object still alive one by one and collects cycles among everything ever
    imported (click, Jinja, the compiled templates): about 15 ms, a tenth of a render of the
    shipped vocab.toml, to free memory the operating system takes back anyway. So, like mypy, the
    program flushes its output and leaves with os._exit and main()'s exit status. Under a tracer
    or profiler (coverage, cProfile) it exits normally, so that they can write their data; main()
    run in-process is an ordinary call and exits like any click command.

    The cyclic collector stays off for the whole program, not just during the render (see
    _without_cyclic_gc): turned back on as the command returns, its first pass would walk every
    object the render made (~30 ms at 10,000 values) for a process about to end. And it leaves
    from inside the `except` block, while the exception still holds the command's frames:
    leaving the block would first free everything the run built (a large model, its plans,
    megabytes of text) one object at a time."""
    import gc

    gc.disable()
    try:
        main()
    except SystemExit as exiting:
        _leave(exiting.code)
    except Exception as bug:  # vocabgen's own mistake: say so where a stream works, never exit 1 (drift)
        _report_bug(bug)
        _leave(2)
    _leave(0)


def _report_bug(bug: Exception) -> None:
    """The traceback of an exception no handler expected, on standard error if that works."""
    try:
        sys.excepthook(type(bug), bug, bug.__traceback__)
        _write("vocabgen: internal error; please report it with the traceback above\n", err=True)
    except (OSError, ValueError):
        pass


def _leave(status: str | int | None) -> NoReturn:
    """Exit with status: at once (os._exit), or normally when a tracer or profiler is attached."""
    if _observed():
        sys.exit(status)
    os._exit(_flushed(_exit_status(status)))


def _observed() -> bool:
    """A tracer, profiler or monitoring tool is attached: it writes its data at shutdown."""
    if sys.gettrace() is not None or sys.getprofile() is not None:
        return True
    monitoring = getattr(sys, "monitoring", None)  # Python 3.12+
    return monitoring is not None and any(monitoring.get_tool(tool) for tool in range(6))


def _exit_status(code: object) -> int:
    """The status Python itself would exit with for sys.exit(code)."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def _flushed(status: int) -> int:
    """Flush stdout and stderr; 2 if either cannot be (output not fully written, where Python's
    own shutdown would report 120)."""
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):
            status = 2
    return status


@contextmanager
def _without_cyclic_gc() -> Iterator[None]:
    """A render makes many small objects and almost no reference cycles; Python's cyclic
    collector would still scan them over and over (~10% of a 10,000-value render). Memory is
    freed by reference counting as before (peak RSS measured unchanged); the collector is
    restored afterwards, for a caller that runs the command in-process."""
    import gc

    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _render(vocab_args: tuple[Path, ...], vocab_path: Path | None, out_dir: Path | None, templates: Path | None,
            targets: tuple[str, ...], check: bool, diff: bool, prune: bool, force: bool, quiet: bool) -> None:
    from vocabgen.report import Report
    from vocabgen.write import Mode, apply_all, one_file

    if check and diff:
        raise click.UsageError("--check and --diff are exclusive; pick one")
    mode = Mode.CHECK if check else Mode.DIFF if diff else Mode.WRITE
    report = Report(mode)
    try:
        jobs = [Job(vocab, out_folder(vocab, out_dir)) for vocab in vocab_files(vocab_args, vocab_path)]
    except ProblemsFound as found:
        _print_problems(found.problems)
        sys.exit(2)
    problems = [_plan(job, targets, templates, force) for job in jobs]
    # Every output of the run, across its vocab files, against every other as the file it
    # resolves to, before anything is written or shown.
    outputs = [(index, rel) for index, job in enumerate(jobs) for rel in job.paths]
    pairs = one_file([jobs[index].out / rel for index, rel in outputs])
    for index, problem in _clashes(jobs, [(outputs[later], outputs[earlier]) for later, earlier in pairs]):
        problems[index].append(problem)
    for job, own in zip(jobs, problems):
        report.problems += own
        if job.plan is not None:
            report.entries += job.plan.entries
            if mode is not Mode.WRITE and not own:
                _print_drift(job, diff=mode is Mode.DIFF)
    interrupted = False
    if mode is Mode.WRITE and not report.problems:
        plans = [(job.out, job.plan) for job in jobs if job.plan is not None]  # every job has one here
        results = apply_all(plans, prune=prune)  # one transaction for every file of the run
        for job, applied in zip(jobs, results):
            report.problems += _shown(applied.problems, job.out)
            report.written += [show(job.out / path) for path in applied.written]
            report.removed += [show(job.out / path) for path in applied.removed]
            report.left += [show(job.out / path) for path in applied.left]
        interrupted = any(applied.interrupted for applied in results)
        report.pruned = prune
    if report.problems:
        _print_problems(report.problems, report.footer())
    if interrupted:  # everything was undone that could be (the problems above say what could not)
        raise KeyboardInterrupt
    if not report.problems and not quiet:
        for job in jobs:
            assert job.plan is not None
            summary = Report(mode, job.plan.entries, pruned=prune).summary()
            _echo(f"{show(job.vocab)}: {summary}" if len(jobs) > 1 else summary, err=mode is Mode.DIFF)
    sys.exit(report.exit_code)


@main.command(context_settings=CONTEXT)
@click.argument("vocab_args", metavar="[VOCAB_FILE]...", nargs=-1, type=_FILE)
@click.option("--vocab", "vocab_path", type=_FILE, default=None,
              help="A vocabulary file to check. Without any, the nearest vocab.toml upward.")
@click.option("--quiet", "-q", is_flag=True, help="Print only problems.")
def validate(vocab_args: tuple[Path, ...], vocab_path: Path | None, quiet: bool) -> None:
    """Check vocab files alone: schema, references and every target's identifiers."""
    problems: list[Problem] = []
    try:
        files = vocab_files(vocab_args, vocab_path)
    except ProblemsFound as found:
        _print_problems(found.problems)
        sys.exit(2)
    for vocab in files:
        try:
            model = _load(vocab)
        except ProblemsFound as found:
            problems += found.problems
            continue
        if not quiet:
            from vocabgen.marker import safe_display

            total = sum(len(v.values) for v in model.vocabularies)
            counts = ", ".join([_count(len(model.vocabularies), "vocabulary", "vocabularies"), _count(total, "value"),
                                _count(len(model.rules), "rule"), _count(len(model.targets), "target")])
            _echo(f"{safe_display(show(vocab))}: ok ({counts})")
    if problems:
        _print_problems(problems)
        sys.exit(2)


@main.command(context_settings=CONTEXT)
@click.option("--vocab", "vocab_path", type=_FILE, default=Path("vocab.toml"),
              show_default=True, help="The current vocabulary file.")
@click.option("--against", required=True, metavar="BASELINE",
              help="The baseline: a vocab file's path, or a git revision (main, HEAD~1) of --vocab's path.")
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True)
def compat(vocab_path: Path, against: str, output_format: str) -> None:
    """Classify every change against a baseline: exit 1 on a breaking change without a
    vocabulary_version bump, 2 on invalid input or an unreadable baseline."""
    from vocabgen.compat import run

    sys.exit(run(vocab_path, against, output_format == "json", _echo))


@main.command(context_settings=CONTEXT)
@click.option("--vocab", "vocab_path", type=_FILE, default=Path("vocab.toml"),
              show_default=True, help="Where to write the starter file (never overwritten).")
@click.option("--name", default="acme.billing", show_default=True,
              help="Dotted package name every port's settings derive from (Java package, Go package, ...).")
def init(vocab_path: Path, name: str) -> None:
    """Write a starter vocab.toml: one commented vocabulary with aliases and a rule, every port configured."""
    from vocabgen import init as starter
    from vocabgen.load import load_text
    from vocabgen.targets.registry import TARGETS

    problem = starter.check_name(name)
    if problem is None:
        content = starter.text(name, tuple(TARGETS))
        try:
            load_text(content, vocab_path.as_posix())
        except ProblemsFound as found:  # a --name that is a keyword in some port: say so, write nothing
            _print_problems(found.problems)
            sys.exit(2)
        problem = starter.write(vocab_path, content)
    if problem:
        _echo(f"vocabgen init: {problem}", err=True)
        sys.exit(2)
    _echo(f"wrote {vocab_path.as_posix()}; next: vocabgen render --vocab {vocab_path.as_posix()}")


@main.command(context_settings=CONTEXT)
def schema() -> None:
    """Print the JSON Schema of vocab.toml (for Taplo / Even Better TOML: `#:schema PATH`)."""
    from vocabgen.schema import text

    _echo(text(), nl=False)
