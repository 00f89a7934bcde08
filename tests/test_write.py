"""Writes lose nothing: atomic replacement, all-or-nothing renders, survival of a killed render,
concurrent renders; temp files, byte comparison, line endings, special files, orphan scope."""

from __future__ import annotations

import _thread
import errno
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from vocabgen.records import replace
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from click.testing import CliRunner, Result

import vocabgen.jobs
import vocabgen.load
from tests.conftest import MINIMAL, make_socket
from vocabgen.cli import main
from tests.loading import load_text
from tests.loading import render
from vocabgen.plan import TEMP_NAME, Entry, Plan, State, plan
from vocabgen.staging import stage
from vocabgen.write import apply


def temp_files(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if TEMP_NAME.fullmatch(p.name)]


def _document(tag: str, count: int) -> dict:  # type: ignore[type-arg]
    return {
        "schema_version": 1,
        "items": {"singular": "item", "values": {f"{tag}Value{i}": f"Doc {i} of {tag}." for i in range(count)}},
        "targets": {"python": {"module": "big.items"}, "conformance": {}},
    }


def test_a_rewritten_file_keeps_its_permissions_and_leaves_no_temp_file(tmp_path: Path) -> None:
    out, vocab = tmp_path / "out", tmp_path / "vocab.toml"
    vocab.write_text(MINIMAL)
    assert CliRunner().invoke(main, ["render", "--vocab", str(vocab), "--out", str(out)]).exit_code == 0
    target = next(p for p in out.rglob("*.py"))
    os.chmod(target, 0o600)
    fresh = target.read_text()
    target.write_text(fresh + "# stale\n")  # still vocabgen's file (its header), but drifted
    assert CliRunner().invoke(main, ["render", "--vocab", str(vocab), "--out", str(out)]).exit_code == 0
    assert target.read_text() == fresh
    assert target.stat().st_mode & 0o777 == 0o600
    assert temp_files(out) == []


@pytest.mark.parametrize("umask", [0o022, 0o027, 0o002, 0o077])
def test_a_new_file_honours_the_umask_and_a_rewritten_one_keeps_its_mode(
        project: Path, umask: int) -> None:
    """New files are 0o666 less the umask (as git checkout and protoc write theirs), folders
    0o777 less it; a file rewritten keeps its own mode, as black's rewrite in place does."""
    previous = os.umask(umask)
    try:
        assert cli().exit_code == 0
        files = [p for p in (project / "generated").rglob("*") if p.is_file()]
        folders = [p for p in (project / "generated").rglob("*") if p.is_dir()]
        assert files and {stat_mode(p) for p in files} == {0o666 & ~umask}
        assert {stat_mode(p) for p in folders} == {0o777 & ~umask}
        os.chmod(files[0], 0o640)
        files[0].write_text(files[0].read_text() + "# stale\n")
        assert cli().exit_code == 0 and stat_mode(files[0]) == 0o640
    finally:
        os.umask(previous)


def stat_mode(path: Path) -> int:
    return path.stat().st_mode & 0o777


@pytest.mark.slow  # real renders killed by SIGKILL at many points, waited on: seconds
def test_killed_render_leaves_every_file_old_or_new(tmp_path: Path) -> None:
    old_doc, new_doc = _document("old", 1500), _document("new", 1500)
    old_files = render(load_text(tomli_w.dumps(old_doc)))
    new_files = render(replace(load_text(tomli_w.dumps(new_doc)), origin="../vocab.toml"))  # as the CLI names it
    vocab = tmp_path / "vocab.toml"
    out = tmp_path / "out"
    vocab.write_text(tomli_w.dumps(new_doc))
    cmd = [sys.executable, "-m", "vocabgen", "render", "--vocab", str(vocab), "--out", str(out), "--prune"]
    start = time.perf_counter()
    subprocess.run(cmd, check=True, capture_output=True)
    full = time.perf_counter() - start
    rng = random.Random(1234)
    for _ in range(12):
        apply(out, plan(out, old_files), prune=True)
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.0, full))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        for rel in old_files:
            text = (out / rel).read_text(encoding="utf-8")
            assert text in (old_files[rel], new_files[rel]), f"{rel} is partial after a kill"
        leftovers = plan(out, new_files)
        assert all(e.state is not State.ORPHAN or TEMP_NAME.fullmatch(Path(e.path).name)
                   for e in leftovers.entries)
    # a later render cleans up: --prune removes temp files a killed run left behind
    subprocess.run(cmd, check=True, capture_output=True)
    assert not temp_files(out)
    assert subprocess.run(cmd[:-1] + ["--check"], capture_output=True).returncode == 0


def test_concurrent_renders_end_consistent(tmp_path: Path) -> None:
    vocab = tmp_path / "vocab.toml"
    vocab.write_text(tomli_w.dumps(_document("same", 800)))
    out = tmp_path / "out"
    cmd = [sys.executable, "-m", "vocabgen", "render", "--vocab", str(vocab), "--out", str(out)]
    # --prune: a concurrent render's in-flight temp files carry a live pid and are never touched
    procs = [subprocess.Popen(cmd + ["--prune"], stdout=subprocess.PIPE, stderr=subprocess.PIPE) for _ in range(3)]
    for proc in procs:
        _, err = proc.communicate()
        assert proc.returncode == 0, err
    check = subprocess.run(cmd + ["--check"], capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr
    assert not temp_files(out)


# --- all or nothing -------------------------------------------------------------------------

def snapshot(root: Path) -> dict[str, bytes | None]:
    """Every path under root: files with their bytes, folders (even empty ones) as None."""
    return {p.relative_to(root).as_posix(): (p.read_bytes() if p.is_file() else None) for p in sorted(root.rglob("*"))}


def cli(*args: str) -> Result:
    return CliRunner().invoke(main, ["render", *args])


def _every_file_stale_and_one_folder_missing(project: Path) -> None:
    assert cli().exit_code == 0
    vocab = project / "vocab.toml"
    vocab.write_text(vocab.read_text().replace('done = "Finished."', 'done = "Finished."\nqueued = "Waiting."'))
    shutil.rmtree(project / "generated/python/tests")  # rendered last: its folder must be made


def _fail_on_call(monkeypatch: pytest.MonkeyPatch, name: str, call: int, error: Callable[[], None]) -> None:
    """Make os.NAME run `error` on its call-th call (the OS refusing part-way through)."""
    real = getattr(os, name)
    calls = [0]

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        if calls[0] == call:
            error()
        return real(*args, **kwargs)

    monkeypatch.setattr(os, name, wrapper)


def _raise(code: int, text: str) -> Callable[[], None]:
    def error() -> None:
        raise OSError(code, text)

    return error


@pytest.mark.parametrize("call", [1, 2, 3])
def test_a_full_disk_while_staging_leaves_the_tree_exactly_as_it_was(
        project: Path, monkeypatch: pytest.MonkeyPatch, call: int) -> None:
    _every_file_stale_and_one_folder_missing(project)
    before = snapshot(project / "generated")
    _fail_on_call(monkeypatch, "fsync", call, _raise(errno.ENOSPC, "No space left on device"))
    result = cli()
    assert result.exit_code == 2
    assert "cannot be written (No space left on device)" in result.stderr
    assert result.stderr.endswith("1 problem found; nothing was written.\n")
    assert snapshot(project / "generated") == before, "no file replaced, no temp file, no folder made"


def test_a_read_only_folder_while_staging_leaves_the_tree_as_it_was(
        project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _every_file_stale_and_one_folder_missing(project)
    before = snapshot(project / "generated")
    real_open = os.open

    def read_only(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if flags & os.O_CREAT and "/python/" in str(path):
            raise OSError(errno.EROFS, "Read-only file system")
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", read_only)
    result = cli()
    assert result.exit_code == 2 and "cannot be written (Read-only file system)" in result.stderr
    assert snapshot(project / "generated") == before


def test_a_file_where_a_folder_must_go_leaves_the_tree_as_it_was(project: Path) -> None:
    files = render(load_text(MINIMAL))
    out = project / "out"
    out.mkdir()
    the_plan = plan(out, files)  # everything missing; then someone puts a file where python/ must be
    (out / "python").write_text("not a folder\n")
    before = snapshot(out)
    done = apply(out, the_plan)
    assert [p.file for p in done.problems] == ["python/demo/vocab.py"]
    assert "cannot be written (File exists)" in done.problems[0].message
    assert done.written == []
    assert snapshot(out) == before, "the staged conformance file and its new folder are gone again"


def test_a_failure_during_the_renames_undoes_the_renames_done(
        project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = project / "generated/python/demo/vocab.py"

    def a_folder_appears() -> None:  # a real EISDIR when vocab.py's temp file is renamed
        blocker.mkdir(parents=True)
        (blocker / "keep").write_text("someone else's\n")

    _fail_on_call(monkeypatch, "fsync", 3, a_folder_appears)  # after the last file is staged
    result = cli()
    assert result.exit_code == 2
    assert result.stderr.splitlines() == ["generated/python/demo/vocab.py: cannot be replaced (Is a directory)",
                                          "1 problem found; nothing was written."]
    assert sorted(snapshot(project / "generated")) == [
        "python", "python/demo", "python/demo/vocab.py", "python/demo/vocab.py/keep"], \
        "vectors.json, renamed first, is gone again; no temp file is left, nor a folder made but for the blocker's"


def test_prune_removes_the_folders_it_emptied(tmp_path: Path) -> None:
    out = tmp_path / "out"
    (out / "old/deep").mkdir(parents=True)
    (out / "old/deep/x.py").write_text("# Code generated by vocabgen from ../vocab.toml. DO NOT EDIT.\n")
    (out / "kept").mkdir()
    (out / "kept/a.py").write_text("# Code generated by vocabgen from ../vocab.toml. DO NOT EDIT.\n")
    (out / "kept/mine.txt").write_text("mine\n")
    orphans = Plan([Entry("old/deep/x.py", State.ORPHAN, "", None), Entry("kept/a.py", State.ORPHAN, "", None)], [])
    done = apply(out, orphans, prune=True)
    assert done.removed == ["old/deep/x.py", "kept/a.py"] and not done.problems
    assert sorted(snapshot(out)) == ["kept", "kept/mine.txt"]


def test_prune_never_removes_the_output_folder_itself(tmp_path: Path) -> None:
    out = tmp_path / "out"
    (out / "old").mkdir(parents=True)
    for path in ("x.py", "old/y.py"):
        (out / path).write_text("# Code generated by vocabgen from ../vocab.toml. DO NOT EDIT.\n")
    orphans = Plan([Entry("x.py", State.ORPHAN, "", None), Entry("old/y.py", State.ORPHAN, "", None)], [])
    done = apply(out, orphans, prune=True)
    assert done.removed == ["x.py", "old/y.py"] and not done.problems
    assert out.is_dir() and list(out.iterdir()) == [], "--out is left, empty"


# --- temp files ------------------------------------------------------------------------------

def test_prune_removes_only_temp_files_of_renders_that_are_gone(project: Path) -> None:
    """A dead render's temp file is its own only by its content: empty (killed between creating and
    writing it) or opening with this vocab file's marker (staged or kept aside); a user file that
    merely matches the name pattern, or another vocab file's, is never pruned."""
    assert cli().exit_code == 0
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    folder = project / "generated/python/demo"
    generated = next(folder.glob("*.py"))
    ours = generated.read_text()
    theirs = ours.replace("from ../vocab.toml.", "from ../other/vocab.toml.", 1)
    assert theirs != ours
    in_flight = folder / f".vocab.py.vocabgen-{live.pid}-0123abcd.tmp"
    staged = folder / f".vocab.py.vocabgen-{gone.pid}-89abcdef.tmp"
    empty = folder / f".{generated.name}.vocabgen-{gone.pid}-00000000.tmp"
    named_alike = [folder / f".notes.md.vocabgen-{gone.pid}-11111111.tmp",
                   folder / f".vocab.py.vocabgen-{gone.pid}-22222222.tmp",
                   folder / f".vocab.py.vocabgen-{gone.pid}-33333333.tmp"]
    users = [folder / "notes.vocabgen-tmp", folder / ".vocab.py.abcd1234.vocabgen-tmp", folder / "x.vocabgen-1-zz.tmp"]
    try:
        for path in (in_flight, staged, *users):
            path.write_text(ours)
        empty.write_bytes(b"")
        named_alike[0].write_text("my notes\n")
        named_alike[1].write_text("# " + ours)  # the marker, but not as the first line
        named_alike[2].write_text(theirs)  # another vocab file's: its own render cleans it up
        check = cli("--check")
        assert check.exit_code == 1
        assert check.stdout.splitlines()[:-1] == [f"orphan: generated/python/demo/{path.name}"
                                                  for path in sorted((staged, empty))]
        assert cli("--prune").exit_code == 0
        assert not staged.exists() and not empty.exists()
        assert in_flight.exists(), "a live render's temp file is never touched"
        assert all(path.exists() for path in users + named_alike), "files a user named are never vocabgen's"
    finally:
        live.kill()
        live.wait()


def test_temp_files_carry_the_writers_pid(tmp_path: Path) -> None:
    tmp = stage(tmp_path / "a.py", b"x\n")
    found = TEMP_NAME.fullmatch(tmp.name)
    assert found and found.group("name") == "a.py" and int(found.group("pid")) == os.getpid()
    assert tmp.read_bytes() == b"x\n"


def test_every_staged_file_is_fsynced_before_the_first_rename(
        project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The staged files are synced together (concurrently), and all of them before anything
    is renamed into place: a crash leaves the old or the new bytes, never an empty file."""
    _every_file_stale_and_one_folder_missing(project)
    events: list[tuple[str, str]] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        events.append(("fsync", os.readlink(f"/proc/self/fd/{fd}") if Path("/proc/self/fd").is_dir() else str(fd)))
        real_fsync(fd)

    def replace(src: Any, dst: Any) -> None:
        events.append(("replace", str(src)))
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    assert cli().exit_code == 0
    kinds = [kind for kind, _ in events]
    assert kinds.count("replace") >= 2 and kinds.count("fsync") == kinds.count("replace")
    assert kinds.index("replace") == kinds.count("fsync"), "every fsync comes before the first rename"
    if Path("/proc/self/fd").is_dir():
        synced = sorted(Path(p).name for k, p in events if k == "fsync")
        assert synced == sorted(Path(p).name for k, p in events if k == "replace"), "each renamed file was synced"


# --- bytes, line endings, special files --------------------------------------------------------

def test_existing_files_are_compared_as_bytes(project: Path) -> None:
    vocab = project / "vocab.toml"
    vocab.write_text(vocab.read_text().replace('done = "Finished."', 'done = "Finished \ufffd."'))
    assert cli().exit_code == 0
    path = next(p for p in (project / "generated").rglob("*") if p.is_file() and "\ufffd".encode() in p.read_bytes())
    expected = path.read_bytes()
    path.write_bytes(expected.replace("\ufffd".encode(), b"\xff"))  # decodes to the same text
    check = cli("--check")
    assert check.exit_code == 1 and f"stale: {path.relative_to(project).as_posix()}" in check.output
    assert cli().exit_code == 0
    assert path.read_bytes() == expected, "the raw byte was repaired"


def test_crlf_only_difference_is_its_own_finding(project: Path) -> None:
    assert cli().exit_code == 0
    path = project / "generated/python/demo/vocab.py"
    expected = path.read_bytes()
    path.write_bytes(expected.replace(b"\n", b"\r\n"))
    check = cli("--check")
    assert check.exit_code == 1
    assert ("crlf: generated/python/demo/vocab.py (differs only in line endings; vocabgen writes LF: "
            "add '* text eol=lf' to a .gitattributes in the output folder)") in check.output
    assert "stale:" not in check.output
    assert cli("--diff").exit_code == 1
    path.write_bytes(expected.replace(b'"done"', b'"DONE"').replace(b"\n", b"\r\n"))
    assert "stale: generated/python/demo/vocab.py" in cli("--check").output, "more than line endings"
    written = cli()
    assert written.exit_code == 0 and "1 written" in written.output
    assert path.read_bytes() == expected, "output is always LF"


@pytest.mark.parametrize(("make", "kind"), [(os.mkfifo, "a FIFO (named pipe)"), (make_socket, "a socket")])
def test_a_fifo_or_socket_at_an_output_path_is_reported_not_waited_on(
        project: Path, make: Callable[[Path], None], kind: str) -> None:
    (project / "generated/python/demo").mkdir(parents=True)
    make(project / "generated/python/demo/vocab.py")
    make(project / "generated/python/demo/other.py")  # in a scanned folder, not an output path
    for args in ([], ["--check"], ["--prune"]):
        proc = subprocess.run([sys.executable, "-m", "vocabgen", "render", *args], cwd=project,
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 2, proc.stdout + proc.stderr
        assert f"python/demo/vocab.py: is {kind}, not a regular file; vocabgen neither reads nor replaces it" \
            in proc.stderr
        assert "other.py" not in proc.stdout + proc.stderr
    assert not (project / "generated/conformance").exists()


# --- where orphans are looked for -------------------------------------------------------------

def test_orphans_are_looked_for_only_where_targets_write(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    vocab = project / "vocab.toml"
    vocab.write_text(vocab.read_text() + "\n[targets.typescript]\n")
    assert cli().exit_code == 0
    out = project / "generated"
    marker = "// Code generated by vocabgen from ../vocab.toml. DO NOT EDIT.\n"
    (out / "typescript/vocabulary.js").write_text(marker + "export {};\n")  # what tsc copies
    (out / "typescript/vocabulary.d.ts.map").write_text(marker)
    for deep in ("node_modules/pkg/old.py", "python/demo/sub/old.py", "elsewhere/old.ts"):
        (out / deep).parent.mkdir(parents=True, exist_ok=True)
        (out / deep).write_text("# Code generated by vocabgen from ../vocab.toml. DO NOT EDIT.\n")
    scanned: list[str] = []
    real_scandir = os.scandir

    def record(path: Any = ".") -> Any:
        where = Path(os.path.abspath(path))
        if where.is_relative_to(out):
            scanned.append(where.relative_to(out).as_posix())
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", record)
    check = cli("--check")
    assert check.exit_code == 0, check.output
    assert sorted(scanned) == ["conformance", "python/demo", "python/tests", "typescript"]
    monkeypatch.setattr(os, "scandir", real_scandir)
    assert cli("--prune").exit_code == 0
    assert (out / "typescript/vocabulary.js").exists(), "build output is never pruned"
    assert all((out / deep).exists() for deep in ("node_modules/pkg/old.py", "python/demo/sub/old.py"))


def test_staged_files_are_still_synced_when_no_thread_can_be_started(
        project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A process at its thread limit: every staged file is fsynced in this thread instead."""
    import threading

    _every_file_stale_and_one_folder_missing(project)
    synced: list[int] = []
    real_fsync = os.fsync

    def refuse(self: threading.Thread) -> None:
        raise RuntimeError("can't start new thread")

    def fsync(fd: int) -> None:
        synced.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(threading.Thread, "start", refuse)
    monkeypatch.setattr(os, "fsync", fsync)
    result = cli()
    assert result.exit_code == 0, result.stderr
    assert len(synced) >= 2
    assert cli("--check").exit_code == 0


@pytest.mark.parametrize("mode", [[], ["--check"], ["--diff"]])
def test_an_output_folder_that_is_no_folder_is_blamed_by_its_own_path(project: Path, mode: list[str]) -> None:
    """--out at a FIFO, a device or below a regular file: one problem naming that path (not every
    output path as "a file where vocabgen needs a folder"), exit 2, nothing made."""
    os.mkfifo(project / "fifo")
    (project / "notes.txt").write_text("mine\n")
    must_be, lies_below = "not a folder; the output folder (--out) must be one", "not a folder; the output folder " \
        "(--out) lies below it"
    cases = {"fifo": f"fifo: is a FIFO (named pipe), {must_be}",
             "/dev/null": f"{os.path.relpath('/dev/null')}: is a character device, {must_be}",  # shown as every path is
             "notes.txt/sub/out": f"notes.txt: is a regular file, {lies_below}"}
    _each_out_is_refused(project, cases, mode)
    assert sorted(p.name for p in project.iterdir()) == ["fifo", "notes.txt", "vocab.toml"]


def _each_out_is_refused(project: Path, cases: dict[str, str], mode: list[str]) -> None:
    """Each --out of cases is one problem, the message given, exit 2 (the caller checks nothing was made)."""
    for out, message in cases.items():
        proc = subprocess.run([sys.executable, "-m", "vocabgen", "render", "--out", out, *mode], cwd=project,
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 2, proc.stdout + proc.stderr
        assert proc.stderr.splitlines() == [message, "1 problem found; nothing was written."], proc.stderr


@pytest.mark.parametrize("mode", [[], ["--check"]])
def test_an_output_folder_that_is_a_symbolic_link_loop_or_to_nothing_is_blamed_by_its_own_path(
        project: Path, mode: list[str]) -> None:
    """A hostile file system: --out at (or below) a link to itself, or at a link to nothing, is one
    problem naming the link, exit 2, nothing made; never an internal error."""
    os.symlink("loop", project / "loop")
    os.symlink("nowhere", project / "dangling")
    cases = {"loop": "loop: is a symbolic link loop, not a folder; the output folder (--out) must be one",
             "loop/sub": "loop: is a symbolic link loop, not a folder; the output folder (--out) lies below it",
             "dangling": "dangling: is a symbolic link to nothing, not a folder; the output folder (--out) must be one"}
    _each_out_is_refused(project, cases, mode)
    assert sorted(p.name for p in project.iterdir()) == ["dangling", "loop", "vocab.toml"]


def test_a_symbolic_link_loop_where_a_folder_must_go_is_refused_located(project: Path) -> None:
    (project / "generated").mkdir()
    os.symlink("python", project / "generated/python")
    result = cli()
    assert result.exit_code == 2, result.output
    assert result.stderr.splitlines() == [
        f"generated/python/{rel}: resolves outside the output folder generated (through a symbolic link?); "
        "refusing to write there" for rel in ("demo/vocab.py", "tests/test_vocab.py")] + [
        "2 problems found; nothing was written."]
    assert sorted(p.name for p in (project / "generated").iterdir()) == ["python"]


def test_a_fifo_where_a_folder_must_go_is_named_as_what_it_is(project: Path) -> None:
    (project / "generated").mkdir()
    os.mkfifo(project / "generated/python")
    result = cli()
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [
        "generated/python: is a FIFO (named pipe) where vocabgen needs a folder; move it away",
        "1 problem found; nothing was written."]


# --- all or nothing, by fault injection at the OS boundary ----------------------------------------

FAULTS = ("open", "write", "close", "fsync", "chmod", "mkdir", "link", "replace", "unlink")
ERRORS = {"EPERM": errno.EPERM, "ENOSPC": errno.ENOSPC, "EMFILE": errno.EMFILE}
OTHER = MINIMAL.replace('module = "demo.vocab"', 'module = "other.things"').replace(
    "[targets.conformance]\n", '[targets.conformance]\npath = "conformance/other.json"\n')


@pytest.fixture(scope="module")
def _pure_results() -> dict[tuple[object, ...], Any]:
    """What the pure stages returned, kept for this module's runs (and so their inputs alive)."""
    return {}


@pytest.fixture
def pure_stages_once(monkeypatch: pytest.MonkeyPatch, _pure_results: dict[tuple[object, ...], Any]) -> None:
    """The CLI runs as it is, but its pure stages (vocab text -> model, model -> view, model ->
    rendered files) are computed once per input for the module: the fault-injection tests run the
    CLI hundreds of times on the same two files. Each run still reads the vocab files (their
    os.open and os.close are injection points), plans against the tree, writes, undoes and
    reports; none of the stages kept makes an os call. A stage's input is the previous stage's
    kept result, so the objects themselves are the keys."""
    real_model, real_view, real_render = vocabgen.load._model, vocabgen.load._viewed, vocabgen.jobs.render

    def once(key: tuple[object, ...], compute: Callable[[], Any]) -> Any:
        if key not in _pure_results:
            _pure_results[key] = compute()
        return _pure_results[key]

    def model(text: str, display: str, pinned: bool) -> Any:
        return once(("model", text, display, pinned), lambda: real_model(text, display, pinned))

    def viewed(model: Any, origin: str) -> Any:
        return once(("view", id(model), origin), lambda: real_view(model, origin))

    def render(loaded: Any, only: tuple[str, ...] = (), env: Any = None) -> dict[str, str]:
        return dict(once(("render", id(loaded), tuple(only)), lambda: real_render(loaded, only, env)))

    monkeypatch.setattr(vocabgen.load, "_model", model)
    monkeypatch.setattr(vocabgen.load, "_viewed", viewed)
    monkeypatch.setattr(vocabgen.jobs, "render", render)


RAM = Path("/dev/shm")  # a RAM file system on Linux, where fsync costs nothing


@pytest.fixture
def project_in_ram(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """conftest's project, in a RAM file system where the machine has one: the fault-injection
    tests run the CLI hundreds of times, and every run fsyncs each file it stages; on a disk those
    waits (some 4 ms each, thousands of them) were most of these tests' time. They count and fail
    os calls, so where the folder lives is not their subject."""
    ram = RAM.is_dir() and os.access(RAM, os.W_OK)
    with tempfile.TemporaryDirectory(prefix="vocabgen-test-", dir=RAM if ram else tmp_path) as folder:
        with monkeypatch.context() as inside:
            (Path(folder) / "vocab.toml").write_text(MINIMAL, encoding="utf-8")
            inside.chdir(folder)
            yield Path(folder)


def _inject(monkeypatch: pytest.MonkeyPatch, name: str, at: int, error: Callable[[], None],
            persistent: bool = False) -> list[int]:
    """os.NAME runs `error` on its at-th call (and every later one when persistent); the list
    counts the calls. at=0 only counts."""
    real = getattr(os, name)
    calls = [0]

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        if at and (calls[0] == at or persistent and calls[0] > at):
            error()
        return real(*args, **kwargs)

    monkeypatch.setattr(os, name, wrapper)
    return calls


def _restore(out: Path, tree: dict[str, bytes | None]) -> None:
    shutil.rmtree(out)
    out.mkdir()
    for rel, data in tree.items():
        if data is None:
            (out / rel).mkdir(parents=True, exist_ok=True)
        else:
            (out / rel).parent.mkdir(parents=True, exist_ok=True)
            (out / rel).write_bytes(data)


def _old_and_new(project: Path) -> tuple[dict[str, bytes | None], dict[str, bytes | None]]:
    """Two vocab files in one run, every kind of change among their outputs: stale files (kept
    aside to roll back), a missing file and a missing folder. The trees before and after."""
    (project / "other.toml").write_text(OTHER)
    assert cli("vocab.toml", "other.toml").exit_code == 0
    for name in ("vocab.toml", "other.toml"):
        vocab = project / name
        vocab.write_text(vocab.read_text().replace('done = "Finished."', 'done = "Finished."\nqueued = "Waiting."'))
    shutil.rmtree(project / "generated/python/tests")
    out = project / "generated"
    old = snapshot(out)
    assert cli("vocab.toml", "other.toml").exit_code == 0
    new = snapshot(out)
    _restore(out, old)
    return old, new


FOOTER = re.compile(r"\d+ problems? found; (?:nothing was written\.|only these changes were made, every other file "
                    r"is as it was: (?:\d+ files? written: (?P<written>[^;]*?))?(?:; )?"
                    r"(?:left behind: (?P<left>.*?))?\.)$")


def _assert_truthful(result: Result, old: dict[str, bytes | None], now: dict[str, bytes | None],
                     new: dict[str, bytes | None]) -> set[str]:
    """The last line says exactly what differs from the old tree: each file written, each temp
    file or folder left behind; every other path is as it was. Returns the paths left behind."""
    found = FOOTER.fullmatch(result.stderr.splitlines()[-1]) if result.stderr else None
    if result.exit_code == 130 and (found is None or "problem" not in result.stderr.splitlines()[-1]):
        assert result.stderr.endswith("Aborted!\n"), result.stderr
        written, left = set(), set()
    else:
        assert found is not None, result.stderr
        written = {p.removeprefix("generated/") for p in (found["written"] or "").split(", ") if p}
        left = {p.removeprefix("generated/") for p in (found["left"] or "").split(", ") if p}
    differ = {p for p in set(old) | set(now) if old.get(p, b"-") != now.get(p, b"-")}
    temps = {p for p in now if TEMP_NAME.fullmatch(Path(p).name)}
    assert temps <= left, f"every temp file left is named: {temps - left}"
    assert {p for p in differ - left if now.get(p) is not None} == written, result.stderr
    assert all(new.get(p) == now[p] for p in written), "a file named as written holds the new bytes"
    return left


@pytest.mark.usefixtures("pure_stages_once")
@pytest.mark.parametrize("persistent", [False, True], ids=["at-n", "from-n-on"])
@pytest.mark.parametrize("code", ERRORS)
@pytest.mark.parametrize("name", FAULTS)
def test_a_render_failing_at_any_os_call_is_all_or_nothing(
        project_in_ram: Path, monkeypatch: pytest.MonkeyPatch, name: str, code: str, persistent: bool) -> None:
    """os.NAME fails at its n-th call, for every n (or from the n-th call on): the planned files
    hold all old or all new bytes as a set and no temp file remains; only where undoing fails
    itself (the persistent faults) does the message name every file changed and left."""
    old, new = _old_and_new(project_in_ram)
    out = project_in_ram / "generated"
    with monkeypatch.context() as counting:
        calls = _inject(counting, name, 0, _raise(0, ""))
        assert cli("vocab.toml", "other.toml").exit_code == 0
    _restore(out, old)
    assert calls[0] > 0, f"a render calls os.{name}"
    for at in range(1, calls[0] + 1):
        with monkeypatch.context() as failing:
            _inject(failing, name, at, _raise(ERRORS[code], os.strerror(ERRORS[code])), persistent)
            result = cli("vocab.toml", "other.toml")
        now = snapshot(out)
        where = f"os.{name} call {at} of {calls[0]}: {result.stderr}"
        assert result.exception is None or isinstance(result.exception, SystemExit), where
        if result.exit_code == 0:
            assert now == new, where
        else:
            assert result.exit_code == 2, where
            left = _assert_truthful(result, old, now, new)
            if not persistent:  # nothing fails while undoing: all old or all new, nothing left but ...
                assert {p: v for p, v in now.items() if p not in left} in (old, new), where
                assert all(TEMP_NAME.fullmatch(Path(p).name) for p in left), where
                assert not left or {p: v for p, v in now.items() if p not in left} == new, \
                    "... a kept-aside old file, once every file is new"
        _restore(out, old)


@pytest.fixture
def python_handles_sigint() -> Iterator[None]:
    """SIGINT with Python's own handler for the test, whatever this process inherited: a process
    started with SIGINT ignored (a background job of a shell without job control, and so each
    xdist worker it starts) has no handler, and _thread.interrupt_main() then does nothing."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


@pytest.mark.usefixtures("python_handles_sigint", "pure_stages_once")
@pytest.mark.parametrize("name", ("open", "write", "close", "fsync", "chmod", "mkdir", "link", "replace"))
def test_ctrl_c_at_any_os_call_of_a_render_is_all_or_nothing(
        project_in_ram: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    old, new = _old_and_new(project_in_ram)
    out = project_in_ram / "generated"
    with monkeypatch.context() as counting:
        calls = _inject(counting, name, 0, _raise(0, ""))
        assert cli("vocab.toml", "other.toml").exit_code == 0
    _restore(out, old)

    def interrupt() -> None:  # where a Ctrl-C lands: in the main thread (at once, or when a worker's call is due)
        if threading.current_thread() is not threading.main_thread():
            _thread.interrupt_main()
            return
        raise KeyboardInterrupt

    for at in range(1, calls[0] + 1):
        with monkeypatch.context() as failing:
            _inject(failing, name, at, interrupt)
            result = cli("vocab.toml", "other.toml")
        now = snapshot(out)
        where = f"os.{name} call {at} of {calls[0]}: {result.stderr}"
        assert result.exit_code == 130 and result.stderr.endswith("Aborted!\n"), where
        assert now in (old, new), where
        _restore(out, old)


def _no_chattr(folder: Path) -> str | None:
    """Why real chattr cases cannot run here, or None when they can."""
    if sys.platform != "linux" or os.geteuid() != 0:
        return "chattr +i / +a need Linux and root (CAP_LINUX_IMMUTABLE)"
    if shutil.which("chattr") is None:
        return "chattr is not installed"
    probe = folder / "probe"
    probe.write_text("")
    proc = subprocess.run(["chattr", "+i", str(probe)], capture_output=True, text=True)
    if proc.returncode:
        return f"this file system does not take chattr flags ({proc.stderr.strip()})"
    subprocess.run(["chattr", "-i", str(probe)], check=True)
    probe.unlink()
    return None


FLAGGED = {  # (flag, path under the project) -> what the render says
    ("+i", "generated/python/demo/vocab.py"): "generated/python/demo/vocab.py: is immutable (a file-system flag, see "
    "chattr or chflags): vocabgen cannot replace it, so it writes nothing; clear the flag",
    ("+a", "generated/python/demo/vocab.py"): "generated/python/demo/vocab.py: is append-only (a file-system flag, "
    "see chattr or chflags): vocabgen cannot replace it, so it writes nothing; clear the flag",
    ("+a", "generated/python/demo"): "generated/python/demo: is append-only (a file-system flag, see chattr or "
    "chflags): vocabgen could not undo a render there, so it writes nothing; clear the flag",
    ("+i", "generated/python/demo"): "generated/python/demo: is immutable (a file-system flag, see chattr or "
    "chflags): vocabgen could not undo a render there, so it writes nothing; clear the flag",
    ("+a", "generated/python"): "generated/python: is append-only (a file-system flag, see chattr or chflags): "
    "vocabgen could not undo a render there, so it writes nothing; clear the flag",  # tests/ must be made there
}


@pytest.mark.parametrize("flag, where", FLAGGED)
def test_a_file_or_folder_flagged_immutable_or_append_only_is_refused_before_anything_is_written(
        project: Path, flag: str, where: str) -> None:
    """Real chattr flags, set before the render starts: replacing (or undoing) there would fail
    part-way, so nothing is written and no temp file is made."""
    reason = _no_chattr(project)
    if reason:
        pytest.skip(reason)
    _every_file_stale_and_one_folder_missing(project)
    before = snapshot(project / "generated")
    subprocess.run(["chattr", flag, str(project / where)], check=True)
    try:
        result = cli()
        check = cli("--check")
    finally:
        subprocess.run(["chattr", flag.replace("+", "-"), str(project / where)], check=True)
    assert result.exit_code == 2, result.output
    assert result.stderr.splitlines() == [FLAGGED[flag, where], "1 problem found; nothing was written."]
    assert snapshot(project / "generated") == before, "no file replaced, no temp file, no folder made"
    assert check.exit_code == 1 and "orphan" not in check.output, "--check sees drift only"


def _failing_undo(monkeypatch: pytest.MonkeyPatch, renames: int, name: str, at: int, persistent: bool) -> list[int]:
    """The renames-th rename fails, so the renames before it are undone; os.NAME then fails at
    the at-th call made while undoing (and every later one when persistent). The list counts
    those calls; at=0 only counts."""
    real = {fn: getattr(os, fn) for fn in ("replace", name)}
    renamed, undoing, seen = [0], [False], [0]

    def call(fn: str, *args: Any, **kwargs: Any) -> Any:
        if fn == "replace" and not undoing[0]:
            renamed[0] += 1
            if renamed[0] == renames:
                undoing[0] = True
                raise OSError(errno.EPERM, "Operation not permitted")
        elif fn == name and undoing[0]:
            seen[0] += 1
            if at and (seen[0] == at or persistent and seen[0] > at):
                raise OSError(errno.EPERM, "Operation not permitted")
        return real[fn](*args, **kwargs)

    monkeypatch.setattr(os, "replace", lambda *args, **kwargs: call("replace", *args, **kwargs))
    if name != "replace":
        monkeypatch.setattr(os, name, lambda *args, **kwargs: call(name, *args, **kwargs))
    return seen


@pytest.mark.usefixtures("pure_stages_once")
@pytest.mark.parametrize("persistent", [False, True], ids=["at-n", "from-n-on"])
@pytest.mark.parametrize("name", ["replace", "unlink", "rmdir"])
def test_a_failure_while_undoing_is_named_exactly(
        project_in_ram: Path, monkeypatch: pytest.MonkeyPatch, name: str, persistent: bool) -> None:
    """The last rename fails, so every other one is undone; os.NAME fails at the n-th call of
    that undoing, for every n (or from then on): the message names every file still changed
    and every path left behind, and nothing else differs from the old tree."""
    old, new = _old_and_new(project_in_ram)
    out = project_in_ram / "generated"
    renames = sum(1 for rel, data in new.items() if data is not None and old.get(rel) != data)
    with monkeypatch.context() as counting:
        seen = _failing_undo(counting, renames, name, 0, persistent)
        result = cli("vocab.toml", "other.toml")
    assert result.exit_code == 2 and snapshot(out) == old, result.stderr
    assert result.stderr.endswith("nothing was written.\n")
    assert seen[0] > 0, f"undoing calls os.{name}"
    for at in range(1, seen[0] + 1):
        _restore(out, old)
        with monkeypatch.context() as failing:
            _failing_undo(failing, renames, name, at, persistent)
            result = cli("vocab.toml", "other.toml")
        assert result.exit_code == 2, result.stderr
        _assert_truthful(result, old, snapshot(out), new)


def _no_mount(folder: Path) -> str | None:
    """Why real bind mounts cannot be made here, or None when they can."""
    if sys.platform != "linux" or os.geteuid() != 0 or shutil.which("mount") is None:
        return "bind mounts need Linux, root and mount(8)"
    (folder / "probe-a").mkdir()
    (folder / "probe-b").mkdir()
    proc = subprocess.run(["mount", "--bind", str(folder / "probe-a"), str(folder / "probe-b")], capture_output=True,
                          text=True)
    if proc.returncode:
        return f"mount --bind is not allowed here ({proc.stderr.strip()})"
    subprocess.run(["umount", str(folder / "probe-b")], check=True)
    (folder / "probe-a").rmdir()
    (folder / "probe-b").rmdir()
    return None


@pytest.mark.parametrize("how", ["a file mounted over an output", "a read-only folder mount"])
def test_a_real_mount_that_refuses_part_way_leaves_the_tree_as_it_was(
        project: Path, tmp_path_factory: pytest.TempPathFactory, how: str) -> None:
    """A file bind-mounted over vocab.py (renamed second: its rename fails with EBUSY after
    vectors.json's succeeded), or its folder re-mounted read-only (EROFS while staging)."""
    reason = _no_mount(tmp_path_factory.mktemp("probe"))
    if reason:
        pytest.skip(reason)
    _every_file_stale_and_one_folder_missing(project)
    target = project / "generated/python/demo/vocab.py"
    if how == "a file mounted over an output":
        source = tmp_path_factory.mktemp("elsewhere") / "vocab.py"
        source.write_bytes(target.read_bytes())
        mounts = [["mount", "--bind", str(source), str(target)]]
        message = "generated/python/demo/vocab.py: cannot be replaced (Device or resource busy)"
    else:
        mounts = [["mount", "--bind", str(target.parent), str(target.parent)],
                  ["mount", "-o", "remount,bind,ro", str(target.parent)]]
        message = "generated/python/demo/vocab.py: cannot be written (Read-only file system); check the output " \
                  "folder's permissions and free space"
    before = snapshot(project / "generated")
    try:
        for mount in mounts:
            subprocess.run(mount, check=True, capture_output=True)
        result = cli()
        after = snapshot(project / "generated")
    finally:
        subprocess.run(["umount", str(target if len(mounts) == 1 else target.parent)], check=True)
    assert result.exit_code == 2, result.output
    assert result.stderr.splitlines() == [message, "1 problem found; nothing was written."]
    assert after == before, "vectors.json, renamed first, has its old bytes again; no temp file is left"


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc/self/fd to count open files")
def test_a_low_open_file_limit_does_not_fail_a_render_that_can_succeed(tmp_path: Path) -> None:
    """ulimit -n two above what the program holds open: enough to stage one file at a time, far
    too few to sync 18 staged files at once (fsync made slow, so that they overlap). The files
    are synced in bounded batches, and one the limit refuses there is synced alone after them."""
    import resource

    names = []
    for index in range(6):
        (tmp_path / f"v{index}.toml").write_text(MINIMAL.replace('module = "demo.vocab"', f'module = "demo.v{index}"')
                                                 .replace("[targets.conformance]\n", "[targets.conformance]\n"
                                                          f'path = "conformance/v{index}.json"\n'))
        names.append(f"v{index}.toml")
    held = subprocess.run([sys.executable, "-c", "import os, vocabgen.cli; print(len(os.listdir('/proc/self/fd')) - 1)"],
                          capture_output=True, text=True, check=True)
    limit = int(held.stdout) + 2
    script = ("import os, sys, time\n"
              "real = os.fsync\n"
              "def slow(fd): time.sleep(0.02); real(fd)\n"
              "os.fsync = slow\n"
              "import vocabgen.cli\n"
              "sys.argv = ['vocabgen', 'render', *sys.argv[1:]]\n"
              "vocabgen.cli.run()\n")
    proc = subprocess.run([sys.executable, "-c", script, *names], cwd=tmp_path, capture_output=True, text=True,
                          preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit)))
    assert proc.returncode == 0, (limit, proc.stderr)
    assert "18 files" not in proc.stdout and proc.stdout.count("3 written") == 6, proc.stdout
    assert subprocess.run([sys.executable, "-m", "vocabgen", "render", "--check", *names], cwd=tmp_path).returncode == 0
