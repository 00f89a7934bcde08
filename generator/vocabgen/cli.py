"""The `vocabgen` command: flags become one Mode, one Report decides the exit code."""

from __future__ import annotations

import json
import shlex
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from vocabgen import __version__, github
from vocabgen.compat_classes import FAIL_ON as COMPAT_FAIL_ON
from vocabgen.diff import unified_diff
from vocabgen.environment import loader_in_use
from vocabgen.jobs import Job, checked_templates, plan_all, read_vocab, vocab_files
from vocabgen.load import load
from vocabgen.marker import safe_display
from vocabgen.exit_codes import INTERRUPTED, INVALID, STALE
from vocabgen.output import (OutputFailed, Painter, ReaderGone, count, echo, exit_status, leave, print_problems,
                             report_bug, show, shown, visible)
from vocabgen.problems import Problem, ProblemsFound
from vocabgen.records import replace
from vocabgen.report import Report, finding
from vocabgen.schema import text as schema_text
from vocabgen.targets.registry import TARGETS
from vocabgen.view import VERSION as VIEW_VERSION, as_data
from vocabgen.plan import Mode, State
from vocabgen.write import apply_all

CONTEXT = {"help_option_names": ["-h", "--help"]}


class _Path(click.Path):
    """A click.Path that refuses "" (which pathlib would silently take as the current folder)."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str) and value == "":
            self.fail("must not be empty; name a folder or file (use '.' for the current folder)", param, ctx)
        return super().convert(value, param, ctx)


_FILE = _Path(path_type=Path, dir_okay=False)
_FOLDER = _Path(path_type=Path, file_okay=False)


_FORMAT = click.option("--format", "output_format", type=click.Choice(["text", "github"]), default="text",
                       show_default=True, help="text, or github: each problem and drifted file as a GitHub "
                       "Actions annotation (a workflow command on standard output).")


def _annotator(command: str) -> Callable[[Problem], str]:
    """--format github's form of a problem, titled by the command that found it."""
    return lambda problem: github.for_problem(problem, command)


def _complete_target(ctx: click.Context, param: click.Parameter, incomplete: str) -> list[str]:
    """Shell completion of --target (click's _VOCABGEN_COMPLETE, docs/cli.md): the known targets."""
    return [name for name in TARGETS if name.startswith(incomplete)]


def _show_help(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """--help printed like every other output: in full, or exit 2 (click's own exits 0 into a
    closed standard output)."""
    if value and not ctx.resilient_parsing:
        echo(ctx.get_help())
        ctx.exit()


def _show_version(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """--version: vocabgen's version, and where the built-in templates come from."""
    if value and not ctx.resilient_parsing:
        echo(f"vocabgen, version {__version__}\ntemplates: {loader_in_use()}")
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
                echo("\nAborted!", err=True)
            except (OutputFailed, ReaderGone):
                pass
            raise click.exceptions.Exit(INTERRUPTED) from None


@click.group(cls=_Program, context_settings=CONTEXT)
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, callback=_show_version,
              help="Show the version and where the templates come from, and exit.")
def main() -> None:
    """Render one vocab.toml into every port's constant files."""


def run() -> None:
    """The `vocabgen` program (console script and `python -m vocabgen`, through entry.run, which
    turned the cyclic collector off): main(), then a quick exit (output.leave). main() run
    in-process is an ordinary click call."""
    try:
        main()
        status = 0
    except SystemExit as exiting:
        status = exit_status(exiting.code)
    except KeyboardInterrupt:  # before or after a command runs (a command's own: _Program.invoke)
        try:
            echo("\nAborted!", err=True)
        except (OutputFailed, ReaderGone):
            pass
        status = INTERRUPTED
    except Exception as bug:  # vocabgen's own mistake: say so where a stream works, never exit 1 (drift)
        report_bug(bug)
        status = INVALID
    leave(status)


def _print_drift(job: Job, diff: bool, paint: Painter, fix: str | None) -> None:
    """What --check or --diff says about one vocab file's output; with fix (--format github),
    an annotation per file, and under --diff the file's diff in a folded group of the log."""
    assert job.plan is not None
    for entry in job.plan.entries:
        if entry.state is State.UNCHANGED:
            continue
        path = visible(show(job.out / entry.path))  # a folder's odd name cannot forge a line
        if fix is not None:
            echo(github.for_drift(entry.state, path, show(job.vocab), fix))
        if diff:
            text = paint.diff(unified_diff(replace(entry, path=path)))
            echo(f"::group::{github.escape_data(path)}\n{text}::endgroup::" if fix is not None else text,
                 nl=fix is not None)
        elif fix is None:
            label, rest = finding(entry, path).split(":", 1)
            echo(paint(label + ":", "drift") + rest)


def fix_command(vocab_args: tuple[Path, ...], vocab_path: Path | None, out_dir: Path | None, templates: Path | None,
                targets: tuple[str, ...], prune: bool) -> str:
    """The render that fixes the drift --check or --diff found, with the options that chose what
    was compared (files, --out, --templates, --target), as a shell reads it."""
    words = ["vocabgen", "render", *(path.as_posix() for path in vocab_args)]
    for option, value in (("--vocab", vocab_path), ("--out", out_dir), ("--templates", templates)):
        if value is not None:
            words += [option, value.as_posix()]
    for target in targets:
        words += ["--target", target]
    if prune:
        words.append("--prune")
    return visible(shlex.join(words))


@main.command(context_settings=CONTEXT)
@click.argument("vocab_args", metavar="[VOCAB_FILE]...", nargs=-1, type=_FILE)
@click.option("--vocab", "vocab_path", type=_FILE, default=None,
              help="A vocabulary file to read (the same as naming it as an argument). Without any, the "
                   "nearest vocab.toml in the working directory or a folder above it.")
@click.option("--out", "out_dir", type=_FOLDER, default=None,
              help="The folder generated files are written under, relative to the working directory. "
                   "[default: each vocab file's `out` key, else 'generated' beside it]")
@click.option("--templates", "templates", type=_FOLDER, default=None,
              help="A folder whose <target>/<file>.j2 replace the built-in templates of that name "
                   "(overrides the vocab file's `templates` key).")
@click.option("--target", "targets", multiple=True, metavar="NAME", shell_complete=_complete_target,
              help=f"Render only this target (repeatable): one of {', '.join(TARGETS)}.")
@click.option("--check", is_flag=True, help="Write nothing; exit 1 naming every stale, missing or orphaned file.")
@click.option("--diff", is_flag=True, help="Write nothing; print unified diffs; exit 1 if there are any.")
@click.option("--prune", is_flag=True, help="Also delete orphaned generated files (only files carrying the marker) "
              "and folders that leaves empty.")
@click.option("--force", is_flag=True, help="Overwrite files that lack vocabgen's generated marker.")
@click.option("--quiet", "-q", is_flag=True, help="Print only problems and drift, no summary.")
@_FORMAT
def render(vocab_args: tuple[Path, ...], vocab_path: Path | None, out_dir: Path | None, templates: Path | None,
           targets: tuple[str, ...], check: bool, diff: bool, prune: bool, force: bool, quiet: bool,
           output_format: str) -> None:
    """Render each vocab file into its output folder, writing only files whose bytes changed.

    With several files, every one is rendered and checked first; problems in any of them are all
    reported and nothing is written; the exit code is the worst of them.
    """
    if check and diff:
        raise click.UsageError("--check and --diff are exclusive; pick one")
    mode = Mode.CHECK if check else Mode.DIFF if diff else Mode.WRITE
    report = Report(mode)
    annotated = output_format == "github"
    annotate = _annotator("render") if annotated else None
    try:
        vocabs = vocab_files(vocab_args, vocab_path)
    except ProblemsFound as found:
        print_problems(found.problems, annotate=annotate)
        sys.exit(INVALID)
    paint = Painter(allowed=not annotated)
    planned = plan_all(vocabs, out_dir, targets, templates, force)
    jobs = [job for job, _ in planned]
    orphans = any(e.state is State.ORPHAN for job in jobs if job.plan is not None for e in job.plan.entries)
    fix = fix_command(vocab_args, vocab_path, out_dir, templates, targets, orphans)
    for job, own in planned:
        report.problems += own
        if job.plan is not None:
            report.entries += job.plan.entries
            if mode is not Mode.WRITE and not own:
                _print_drift(job, mode is Mode.DIFF, paint, fix if annotated else None)
    interrupted = False
    if mode is Mode.WRITE and not report.problems:
        plans = [(job.out, job.plan) for job in jobs if job.plan is not None]  # every job has one here
        results = apply_all(plans, prune=prune)  # one transaction for every file of the run
        for job, applied in zip(jobs, results):
            report.problems += shown(applied.problems, job.out)
            report.written += [show(job.out / path) for path in applied.written]
            report.removed += [show(job.out / path) for path in applied.removed]
            report.left += [show(job.out / path) for path in applied.left]
        interrupted = any(applied.interrupted for applied in results)
        report.pruned = prune
    if report.problems:
        print_problems(report.problems, report.footer(), annotate)
    if interrupted:  # everything was undone that could be (the problems above say what could not)
        raise KeyboardInterrupt
    if not report.problems and not quiet:
        lines = []
        for job in jobs:
            assert job.plan is not None
            summary = Report(mode, job.plan.entries, pruned=prune).summary()
            lines.append(f"{visible(show(job.vocab))}: {summary}" if len(jobs) > 1 else summary)
        if mode is Mode.WRITE:
            _said_after_writing(lines, "the render completed (its files are written)")
        else:
            for line in lines:  # --diff's standard output is the patch, --format github's the annotations
                echo(line, err=mode is Mode.DIFF or annotated)
    if report.exit_code == STALE:  # drift alone: end with what fixes it, as black and ruff do
        echo(Painter(err=True, allowed=not annotated)(f"run `{fix}` and commit the result", "hint"), err=True)
    sys.exit(report.exit_code)


def _said_after_writing(lines: list[str], done: str) -> None:
    """Print what a command that has written its files says. Output that cannot be written is
    still exit 2, but the message says the files were written, and what was lost: whoever reads
    it must not take the run for one that changed nothing."""
    try:
        for line in lines:
            echo(line)
    except OutputFailed as failed:
        raise OutputFailed(f"{failed.message} after {done}; only this was lost: {'; '.join(lines)}") from None


@main.command(context_settings=CONTEXT)
@click.argument("vocab_args", metavar="[VOCAB_FILE]...", nargs=-1, type=_FILE)
@click.option("--vocab", "vocab_path", type=_FILE, default=None,
              help="A vocabulary file to check. Without any, the nearest vocab.toml upward.")
@click.option("--quiet", "-q", is_flag=True, help="Print only problems.")
@_FORMAT
def validate(vocab_args: tuple[Path, ...], vocab_path: Path | None, quiet: bool, output_format: str) -> None:
    """Check vocab files alone: schema, references and every target's identifiers."""
    problems: list[Problem] = []
    annotate = _annotator("validate") if output_format == "github" else None
    try:
        files = vocab_files(vocab_args, vocab_path)
    except ProblemsFound as found:
        print_problems(found.problems, annotate=annotate)
        sys.exit(INVALID)
    for vocab in files:
        try:
            model = read_vocab(vocab)[0].model
        except ProblemsFound as found:
            problems += found.problems
            continue
        found_in_templates = checked_templates(vocab, model, None)[1]
        if found_in_templates:
            problems += found_in_templates
            continue
        if not quiet:
            total = sum(len(v.values) for v in model.vocabularies)
            counts = ", ".join([count(len(model.vocabularies), "vocabulary", "vocabularies"), count(total, "value"),
                                count(len(model.rules), "rule"), count(len(model.targets), "target")])
            echo(f"{safe_display(show(vocab))}: ok ({counts})")
    if problems:
        print_problems(problems, annotate=annotate)
        sys.exit(INVALID)


@main.command(context_settings=CONTEXT)
@click.option("--vocab", "vocab_path", type=_FILE, default=None,
              help="The current vocabulary file. Without it, the nearest vocab.toml in the working directory "
                   "or a folder above it, as for render.")
@click.option("--against", required=True, metavar="BASELINE",
              help="The baseline: a vocab file's path, or a git revision (main, HEAD~1) of --vocab's path.")
@click.option("--format", "output_format", type=click.Choice(["text", "json", "github"]), default="text",
              show_default=True, help="text; json, for tools; or github: GitHub Actions annotations.")
@click.option("--fail-on", "fail_on", type=click.Choice(list(COMPAT_FAIL_ON)), default=COMPAT_FAIL_ON[0],
              show_default=True, help="The class that fails (exit 1) without a vocabulary_version bump; "
              "source-breaking also fails on values added to a typed port.")
def compat(vocab_path: Path | None, against: str, output_format: str, fail_on: str) -> None:
    """Classify every change against a baseline: exit 1 on a breaking change (or, with --fail-on
    source-breaking, a source-breaking one) without a vocabulary_version bump, 2 on invalid input
    or an unreadable baseline. A git revision that holds no vocab file is an empty baseline."""
    from vocabgen.compat import run as run_compat  # only here: a render never loads compat, git or subprocess

    try:
        (vocab,) = vocab_files((), vocab_path)
    except ProblemsFound as found:
        print_problems(found.problems, annotate=_annotator("compat") if output_format == "github" else None)
        sys.exit(INVALID)
    sys.exit(run_compat(vocab, against, output_format, echo, fail_on))


@main.command(context_settings=CONTEXT)
@click.option("--vocab", "vocab_path", type=_FILE, default=Path("vocab.toml"),
              show_default=True, help="Where to write the starter file (never overwritten).")
@click.option("--name", default="acme.billing", show_default=True,
              help="Dotted package name every port's settings derive from (Java package, Go package, ...).")
def init(vocab_path: Path, name: str) -> None:
    """Write a starter vocab.toml: one commented vocabulary with aliases and a rule, every port configured."""
    from vocabgen import init as starter  # only here: a render never loads tomli_w

    problem = starter.check_name(name)
    if problem is None:
        content = starter.text(name, tuple(TARGETS))
        try:
            load(content, vocab_path.as_posix())
        except ProblemsFound as found:  # a --name that is a keyword in some port: say so, write nothing
            print_problems(found.problems)
            sys.exit(INVALID)
        problem = starter.write(vocab_path, content, schema_text())
    if problem:
        echo(f"vocabgen init: {problem}", err=True)
        sys.exit(INVALID)
    _said_after_writing(starter.next_steps(vocab_path), f"{vocab_path.as_posix()} was written")


@main.command(context_settings=CONTEXT)
@click.argument("vocab_arg", metavar="[VOCAB_FILE]", required=False, type=_FILE)
@click.option("--json", "as_json", is_flag=True, help="Print the view as JSON (the only format).")
@click.option("--out", "out_dir", type=_FOLDER, default=None,
              help="The output folder the marker names the vocab file from, as for render (default: the "
                   "file's `out` key, else 'generated' beside it).")
def view(vocab_arg: Path | None, as_json: bool, out_dir: Path | None) -> None:
    """Print the view every template receives (the template context, versioned), for ports kept
    outside vocabgen: the names and literals of every configured port, and the test vectors."""
    if not as_json:
        raise click.UsageError("vocabgen view prints JSON only; pass --json")
    try:
        (vocab,) = vocab_files((vocab_arg,) if vocab_arg is not None else (), None)
        file = read_vocab(vocab, out_dir)[0].file
    except ProblemsFound as found:
        print_problems(found.problems)
        sys.exit(INVALID)
    echo(json.dumps({"view_version": VIEW_VERSION, "file": as_data(file)}, ensure_ascii=False, indent=2))


@main.command(context_settings=CONTEXT)
def schema() -> None:
    """Print the JSON Schema of vocab.toml (for Taplo / Even Better TOML: `#:schema PATH`)."""
    echo(schema_text(), nl=False)
