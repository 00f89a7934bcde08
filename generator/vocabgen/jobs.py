"""The vocab files of one run: where each is found, where it writes, and its plan.

A job is one vocab file: it is loaded, rendered and compared with its output folder; nothing is
written here. The outputs of every job of a run are then compared with each other as the files
they resolve to, so no two outputs of one run can land on one file.
"""

from __future__ import annotations

import os
from pathlib import Path

from vocabgen.environment import check_overrides, make_environment
from vocabgen.load import Loaded, load
from vocabgen.marker import check_origin, origin_for, safe_display
from vocabgen.model import Model
from vocabgen.output import show, shown
from vocabgen.problems import Problem, ProblemsFound, format_key_path, one_of, quote
from vocabgen.records import Record
from vocabgen.render import render
from vocabgen.source import read_source
from vocabgen.plan import Plan, one_file, plan

VOCAB_NAME = "vocab.toml"
DEFAULT_OUT = "generated"
# Folders where the upward search for vocab.toml stops: a repository's root, like black's.
PROJECT_ROOT_MARKERS = (".git", ".hg")


def repository_root(start: Path) -> Path | None:
    """The nearest folder at or above start that holds .git or .hg, or None."""
    start = Path(os.path.abspath(start))
    for folder in (start, *start.parents):
        if any((folder / name).exists() for name in PROJECT_ROOT_MARKERS):
            return folder
    return None


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


class Job(Record):
    """One vocab file of the run, planned: where it writes (--out, else its `out` key, else
    `generated` beside it), the outputs it renders (relative to out), their plan against the
    folder, and its model (plan and model None when it could not load or render). Built once,
    by plan_all, with its problems beside it."""

    vocab: Path
    out: Path
    plan: Plan | None = None
    paths: tuple[str, ...] = ()
    model: Model | None = None


def read_vocab(vocab: Path, out_option: Path | None = None) -> tuple[Loaded, Path]:
    """The vocab file read and loaded, every problem in it reported with its path shown the one
    way, and its output folder (see out_folder), relative to which the markers name the file."""
    # The origin needs the output folder, which may come from the file's own `out` key: load asks
    # for it once the model is built (out_folder is pure, so asking again below gives the same).
    loaded = load(read_source(vocab, show(vocab)), show(vocab),
                  lambda model: _origin(vocab, out_folder(vocab, model, out_option)))
    return loaded, out_folder(vocab, loaded.model, out_option)


def out_folder(vocab: Path, model: Model, option: Path | None) -> Path:
    """An explicit --out (relative to the working directory) wins over `out = "DIR"` (relative to
    the vocab file's folder); neither means `generated` beside the vocab file.

    The command line may name any folder, the file only one inside the repository that holds it
    (see _inside_repository): a vocab.toml from someone else's repository never writes outside it."""
    if option is not None:
        return option
    if not model.out:
        return vocab.parent / DEFAULT_OUT
    return _inside_repository(vocab, "out", model.out, model.out_line, "writes only", "--out")


def templates_folder(vocab: Path, model: Model, option: Path | None) -> Path | None:
    """--templates (relative to the working directory) wins over `templates = "DIR"` (relative
    to the vocab file's folder, kept inside its repository as `out` is, so a file cannot make
    vocabgen list the machine's folders); neither means the built-in templates alone."""
    if option is not None:
        return option
    if not model.templates:
        return None
    return _inside_repository(vocab, "templates", model.templates, model.templates_line, "reads templates only",
                              "--templates")


def checked_templates(vocab: Path, model: Model, option: Path | None) -> tuple[Path | None, list[Problem]]:
    """The folder a render reads overrides from, and every problem with it (validate reports them
    too): a `templates` key that leads outside the repository or names no folder is located at
    the key; an override that replaces no built-in template is named by its path."""
    try:
        folder = templates_folder(vocab, model, option)
    except ProblemsFound as found:
        return None, found.problems
    if folder is None:
        return None, []
    if option is None and not folder.is_dir():
        what = "is not a folder; move it away and create" if os.path.lexists(folder) else "does not exist; create"
        return folder, [Problem(show(vocab), model.templates_line, ("templates",),
                                f"names the folder {quote(show(folder))}, which {what} it for the override templates, "
                                "or remove the key to render with the built-in templates alone")]
    return folder, shown(check_overrides(folder))


def _inside_repository(vocab: Path, key: str, value: str, line: int, does: str, option: str) -> Path:
    """vocab's folder joined with a folder the file names, which must stay inside the repository
    that holds the file (the nearest folder above holding .git or .hg; outside any, the file's own
    folder), symbolic links resolved; else a located problem."""
    folder = vocab.parent / value
    repository = repository_root(vocab.parent)
    boundary = repository or Path(os.path.abspath(vocab.parent))
    real, limit = os.path.realpath(folder), os.path.realpath(boundary)
    if os.path.commonpath([real, limit]) != limit:
        where = (f"the repository that holds this file (its root is {show(boundary)!r})" if repository else
                 "this file's folder, and the file is in no repository (no .git or .hg above it)")
        raise ProblemsFound([Problem(show(vocab), line, (key,),
                                     f"{quote(value)} leads outside {where}; a vocab file {does} inside its "
                                     f"own repository: name a folder inside it, or pass {option} on the command line")])
    plain = Path(os.path.normpath(folder))  # "config/../go" shown as "go", unless a link makes them differ
    return plain if os.path.realpath(plain) == real else folder


def _origin(vocab: Path, out_dir: Path) -> str:
    """How the marker names the vocab file (relative to --out); names no comment can hold
    safely are refused, located, before anything is written."""
    origin = origin_for(vocab, out_dir)
    unsafe = check_origin(origin)
    if unsafe:
        raise ProblemsFound([Problem(safe_display(str(vocab)), 0, (), unsafe)])
    return origin


def _rendered(vocab: Path, loaded: Loaded, targets: tuple[str, ...], templates: Path | None) -> dict[str, str]:
    """The loaded file's rendered files, always freshly: nothing from any cache folder takes part."""
    configured = [t.name for t in loaded.model.targets]
    unknown = [t for t in targets if t not in configured]
    if unknown:
        raise ProblemsFound([Problem(show(vocab), 0, (), f"--target {quote(name)}: not a target this file configures; "
                                     + one_of(name, configured, "it configures ")) for name in unknown])
    overrides, problems = checked_templates(vocab, loaded.model, templates)
    if problems:
        raise ProblemsFound(problems)
    try:
        return render(loaded, targets, make_environment(overrides=overrides))
    except ProblemsFound as found:
        raise ProblemsFound(shown(found.problems)) from None


def plan_job(vocab: Path, out_option: Path | None, targets: tuple[str, ...], templates: Path | None,
             force: bool) -> tuple[Job, list[Problem]]:
    """Render one vocab file and compare it with its output folder: its job and its problems."""
    try:
        loaded, out = read_vocab(vocab, out_option)
    except ProblemsFound as found:
        return Job(vocab, out_option or vocab.parent / DEFAULT_OUT), found.problems
    try:
        files = _rendered(vocab, loaded, targets, templates)
    except ProblemsFound as found:
        return Job(vocab, out, model=loaded.model), found.problems
    planned = plan(out, files, force=force, find_orphans=not targets, origin=loaded.model.origin)
    return Job(vocab, out, planned, tuple(files), loaded.model), shown(planned.problems, out)


def plan_all(vocabs: list[Path], out_option: Path | None, targets: tuple[str, ...], templates: Path | None,
             force: bool) -> list[tuple[Job, list[Problem]]]:
    """Plan every vocab file, then compare every output of the run, across its vocab files, with
    every other as the file it resolves to: each file's job and its problems, in order."""
    planned = [plan_job(vocab, out_option, targets, templates, force) for vocab in vocabs]
    jobs = [job for job, _ in planned]
    outputs = [(index, rel) for index, job in enumerate(jobs) for rel in job.paths]
    pairs = one_file([jobs[index].out / rel for index, rel in outputs])
    clashes = _clashes(jobs, [(outputs[later], outputs[earlier]) for later, earlier in pairs])
    clashes += _case_clashes(jobs, outputs, {later for later, _ in pairs})
    for index, problem in clashes:
        planned[index][1].append(problem)
    return planned


def _case_clashes(jobs: list[Job], outputs: list[tuple[int, str]], reported: set[int]) -> list[tuple[int, Problem]]:
    """Outputs of the run, across its vocab files, that differ only by case, or where one needs as
    a folder the path another writes as a file (ignoring case): on a case-insensitive file system
    (macOS, Windows) they are one file, and a file cannot be a folder anywhere. One vocab file's
    own paths are checked by settings; the files an output resolves to, by one_file (`reported`)."""
    keys = [os.path.normpath(os.path.abspath(jobs[index].out / rel)) for index, rel in outputs]
    first: dict[str, int] = {}
    found = []
    for position, key in enumerate(keys):
        earlier = first.setdefault(key.casefold(), position)
        if earlier != position and keys[earlier] != key and position not in reported:
            found.append(_clash(jobs, outputs[position], outputs[earlier], "differs from {there}, written by "
                                "{whose}, only by case; the two collide on case-insensitive file systems (macOS, Windows)"))
    for position, key in enumerate(keys):
        folder = os.path.dirname(key)
        while folder != os.path.dirname(folder):
            file = first.get(folder.casefold())
            if file is not None:
                found.append(_clash(jobs, outputs[position], outputs[file], "needs a folder where {there}, "
                                    "written by {whose}, is a file"))
                break
            folder = os.path.dirname(folder)
    return found


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
        same = show(jobs[index].out / rel) == show(jobs[earlier].out / other)
        found.append(_clash(jobs, (index, rel), (earlier, other), "is also written by {whose}" if same else
                            "is the same file as {there}, written by {whose} (through a symbolic link or a mount)"))
    return found


def _clash(jobs: list[Job], output: tuple[int, str], earlier_output: tuple[int, str], what: str) -> tuple[int, Problem]:
    """One output clashing with an earlier one, as a problem of its vocab file located at the
    setting that names it; `what` says how, naming the earlier path {there} and setting {whose}."""
    (index, rel), (earlier, other) = output, earlier_output
    job, first = jobs[index], jobs[earlier]
    line, key = _setting(job, rel)
    whose = format_key_path(_setting(first, other)[1])
    if earlier != index:
        whose = f"{show(first.vocab)} ({whose})"
    here, there = show(job.out / rel), show(first.out / other)
    hint = ", or each vocab file its own --out" if earlier != index else ""
    message = f"{here} {what.format(there=there, whose=whose)}; give each output its own path{hint}"
    return index, Problem(show(job.vocab), line, key, message)
