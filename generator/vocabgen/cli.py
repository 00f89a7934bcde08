"""The `vocabgen` command: flags become one Mode, one Report decides the exit code."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from vocabgen import __version__
from vocabgen.problems import Problem, ProblemsFound

if TYPE_CHECKING:
    from vocabgen.model import Model

CONTEXT = {"help_option_names": ["-h", "--help"]}


class OutputFailed(click.ClickException):
    """Standard output could not be written (a full disk, /dev/full): exit 2, not a traceback."""

    exit_code = 2


def _echo(message: str, err: bool = False, nl: bool = True) -> None:
    """click.echo, except that a failing stream is a clear error with exit 2."""
    try:
        click.echo(message, err=err, nl=nl)
    except OSError as exc:
        stream = sys.stderr if err else sys.stdout
        try:  # drop what is still buffered, so that the exit's own flush cannot fail again
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
    count = len(problems)
    _echo(footer or f"{count} problem{'s' if count != 1 else ''} found; nothing was written.", err=True)


class _Path(click.Path):
    """A click.Path that refuses "" (which pathlib would silently take as the current folder)."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str) and value == "":
            self.fail("must not be empty; name a folder or file (use '.' for the current folder)", param, ctx)
        return super().convert(value, param, ctx)


@click.group(context_settings=CONTEXT)
@click.version_option(__version__, "--version", prog_name="vocabgen")
def main() -> None:
    """Render one vocab.toml into every port's constant files."""


def _load(vocab: Path) -> Model:
    from vocabgen.load import load_file

    return load_file(vocab, display=str(vocab))


def _origin(vocab: Path, out_dir: Path) -> str:
    """How the marker names the vocab file (relative to --out); names no comment can hold
    safely are refused, located, before anything is read or written."""
    from vocabgen.marker import check_origin, origin_for, safe_display

    origin = origin_for(vocab, out_dir)
    unsafe = check_origin(origin)
    if unsafe:
        raise ProblemsFound([Problem(safe_display(str(vocab)), 0, (), unsafe)])
    return origin


def _rendered(vocab: Path, targets: tuple[str, ...], origin: str) -> dict[str, str]:
    """The rendered files, from the cache when every input is unchanged, else freshly."""
    from dataclasses import replace

    from vocabgen import cache
    from vocabgen.source import read_source

    display = str(vocab)
    text = read_source(vocab, display)
    key = cache.render_key(text.encode("utf-8"), origin, targets)
    files = cache.load(key)
    if files is not None:
        return files
    from vocabgen.load import load_text

    model = replace(load_text(text, display), origin=origin)
    configured = [t.name for t in model.targets]
    unknown = [t for t in targets if t not in configured]
    if unknown:
        raise click.UsageError(f"unknown target {', '.join(unknown)}; vocab.toml configures {', '.join(configured)}")
    from vocabgen.environment import make_environment
    from vocabgen.render import render as render_files

    files = render_files(model, targets, make_environment(bytecode_dir=cache.jinja_cache_dir()))
    cache.store(key, files)
    return files


@main.command(context_settings=CONTEXT)
@click.option("--vocab", "vocab_path", type=_Path(path_type=Path, dir_okay=False), default=Path("vocab.toml"),
              show_default=True, help="The vocabulary file to read.")
@click.option("--out", "out_dir", type=_Path(path_type=Path, file_okay=False), default=Path("generated"),
              show_default=True, help="The folder generated files are written under.")
@click.option("--target", "targets", multiple=True, metavar="NAME", help="Render only this target (repeatable).")
@click.option("--check", is_flag=True, help="Write nothing; exit 1 naming every stale, missing or orphaned file.")
@click.option("--diff", is_flag=True, help="Write nothing; print unified diffs; exit 1 if there are any.")
@click.option("--prune", is_flag=True, help="Also delete orphaned generated files (only files carrying the marker) "
              "and folders that leaves empty.")
@click.option("--force", is_flag=True, help="Overwrite files that lack vocabgen's generated marker.")
@click.option("--quiet", "-q", is_flag=True, help="Print only problems and drift, no summary.")
def render(vocab_path: Path, out_dir: Path, targets: tuple[str, ...], check: bool, diff: bool,
           prune: bool, force: bool, quiet: bool) -> None:
    """Render the vocabulary into --out, writing only files whose bytes changed."""
    from vocabgen.report import Report, finding
    from vocabgen.write import Mode, State, apply, plan, unified_diff

    if check and diff:
        raise click.UsageError("--check and --diff are exclusive; pick one")
    mode = Mode.CHECK if check else Mode.DIFF if diff else Mode.WRITE
    report = Report(mode)
    try:
        origin = _origin(vocab_path, out_dir)
        files = _rendered(vocab_path, targets, origin)
    except ProblemsFound as found:
        _print_problems(found.problems)
        sys.exit(2)
    the_plan = plan(out_dir, files, force=force, find_orphans=not targets, origin=origin)
    report.entries = the_plan.entries
    report.problems = the_plan.problems
    if not report.problems:
        if mode is Mode.WRITE:
            applied = apply(out_dir, the_plan, prune=prune)
            report.problems = applied.problems
            report.written = [(out_dir / path).as_posix() for path in applied.written]
            report.removed = [(out_dir / path).as_posix() for path in applied.removed]
            report.pruned = prune
        else:
            for entry in the_plan.entries:
                if entry.state is State.UNCHANGED:
                    continue
                if mode is Mode.DIFF:
                    _echo(unified_diff(entry), nl=False)
                else:
                    _echo(finding(entry, (out_dir / entry.path).as_posix()))
    if report.problems:
        _print_problems(report.problems, report.footer())
    elif not quiet:
        _echo(report.summary(), err=mode is Mode.DIFF)
    sys.exit(report.exit_code)


@main.command(context_settings=CONTEXT)
@click.option("--vocab", "vocab_path", type=_Path(path_type=Path, dir_okay=False), default=Path("vocab.toml"),
              show_default=True, help="The vocabulary file to check.")
@click.option("--quiet", "-q", is_flag=True, help="Print only problems.")
def validate(vocab_path: Path, quiet: bool) -> None:
    """Check vocab.toml alone: schema, references and every target's identifiers."""
    try:
        model = _load(vocab_path)
    except ProblemsFound as found:
        _print_problems(found.problems)
        sys.exit(2)
    if not quiet:
        total = sum(len(v.values) for v in model.vocabularies)
        from vocabgen.marker import safe_display

        counts = ", ".join([_count(len(model.vocabularies), "vocabulary", "vocabularies"), _count(total, "value"),
                            _count(len(model.rules), "rule"), _count(len(model.targets), "target")])
        _echo(f"{safe_display(vocab_path.as_posix())}: ok ({counts})")



@main.command(context_settings=CONTEXT)
@click.option("--vocab", "vocab_path", type=click.Path(path_type=Path, dir_okay=False), default=Path("vocab.toml"),
              show_default=True, help="The current vocabulary file.")
@click.option("--against", required=True, metavar="BASELINE",
              help="The baseline: a vocab file's path, or a git revision (main, HEAD~1) of --vocab's path.")
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True)
def compat(vocab_path: Path, against: str, output_format: str) -> None:
    """Classify every change against a baseline: exit 1 on a breaking change without a
    vocabulary_version bump, 2 on invalid input or an unreadable baseline."""
    from vocabgen.compat import run

    sys.exit(run(vocab_path, against, output_format == "json"))


@main.command(context_settings=CONTEXT)
@click.option("--vocab", "vocab_path", type=click.Path(path_type=Path, dir_okay=False), default=Path("vocab.toml"),
              show_default=True, help="Where to write the starter file (never overwritten).")
@click.option("--name", default="acme.billing", show_default=True,
              help="Dotted package name every port's settings derive from (Java package, Go package, ...).")
def init(vocab_path: Path, name: str) -> None:
    """Write a starter vocab.toml: one commented vocabulary with aliases and a rule, every port configured."""
    from vocabgen import init as starter
    from vocabgen.load import load_text
    from vocabgen.targets.registry import TARGETS

    problem = starter.write(vocab_path, name, tuple(TARGETS))
    if problem:
        click.echo(f"vocabgen init: {problem}", err=True)
        sys.exit(2)
    try:
        load_text(vocab_path.read_text(encoding="utf-8"), vocab_path.as_posix())
    except ProblemsFound as found:  # a --name that is a keyword in some port: say so, keep nothing
        vocab_path.unlink()
        _print_problems(found.problems)
        sys.exit(2)
    click.echo(f"wrote {vocab_path.as_posix()}; next: vocabgen render --vocab {vocab_path.as_posix()}")


@main.command(context_settings=CONTEXT)
def schema() -> None:
    """Print the JSON Schema of vocab.toml (for Taplo / Even Better TOML: `#:schema PATH`)."""
    from vocabgen.schema import text

    click.echo(text(), nl=False)
