"""Rendering a large model's targets in two processes: this one and one forked child.

Targets are handed out through a pipe holding one byte per target: each process reads one
byte at a time (a pipe read of one byte is atomic, so every target is taken exactly once) and
renders that target, until the pipe is empty. Whichever process is free takes the next one;
the heaviest targets (Target.weight) are handed out first, so neither process is left with a
big one at the end. The child appends each target's results to an anonymous file (memfd_create
where the system has it, else an unnamed temporary file) as soon as that target is rendered: a
JSON line naming the target, its files and their lengths in bytes, and its problems (plain text
and numbers: nothing that could carry code), then the files' UTF-8 bytes one after another
(JSON-escaping megabytes of text cost more than rendering it), and then commits the record by
writing the file's new end to a second pipe. A file, not a pipe: the child writes its megabytes
without waiting for a reader, instead of both stepping through a pipe's 64 KB buffer. Between
its own targets this process takes in every record committed so far (see _Inbox), so decoding
the child's text overlaps the child's rendering, and once the child has exited it takes in the
rest. Results are merged in the configured order, so the output, and the order of any problems, is
the same as rendering in one process.

The identifier check (registry.check_identifiers) runs here, in this process, once the child
has started on its targets: the parent checks, raises ProblemsFound on a problem (the child is
killed and its work dropped, so nothing of a refused model is kept), then renders the targets
that read every port's names (Target.reads_port_names: the Markdown page), which the check has
just spelled, and only then takes from the pipe.

The child is a helper, never a dependency: when no child can be forked (too many processes,
no free file descriptors) or it fails or is killed before it has sent everything, this process
renders whatever is missing itself, and a bug shows up here with its ordinary traceback.

Fork is used, not a process pool: the child inherits the loaded model, the imported modules
and the template environment, and nothing has to be serialised on the way in.
"""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Callable

import jinja2

from vocabgen.model import Model, TargetConfig
from vocabgen.problems import Problem
from vocabgen.render import render_target
from vocabgen.targets.registry import TARGETS, require_identifiers

Results = dict[int, tuple[dict[str, str], list[Problem]]]


def _take(tokens: int, model: Model, configs: list[TargetConfig], env: jinja2.Environment,
          deliver: Callable[[int, dict[str, str], list[Problem]], None] | None = None,
          between: Callable[[], None] | None = None) -> Results:
    """Render targets taken from the token pipe until it is empty; each target's files and
    problems are kept, or handed to `deliver` as soon as they are made. `between` runs before
    each token is taken."""
    done: Results = {}
    while True:
        if between is not None:
            between()
        token = os.read(tokens, 1)
        if not token:
            return done
        index = token[0]
        files: dict[str, str] = {}
        problems: list[Problem] = []
        render_target(model, configs[index], env, files, problems)
        if deliver is None:
            done[index] = (files, problems)
        else:
            deliver(index, files, problems)


def _child(tokens: int, results: int, commits: int, model: Model, configs: list[TargetConfig],
           env: jinja2.Environment) -> None:
    """The forked child's whole life: render, appending each target's record to the results file
    as soon as it is rendered and then committing it (the file's new end, 8 bytes, to the commits
    pipe), then exit without running the parent's cleanup. On any failure it exits with status
    1; the parent then renders its targets."""
    status = 1
    try:
        written = 0

        def write(data: bytes) -> None:
            nonlocal written
            view = memoryview(data)
            while view:
                count = os.write(results, view)
                written += count
                view = view[count:]

        def deliver(index: int, files: dict[str, str], problems: list[Problem]) -> None:
            blobs = [text.encode("utf-8") for text in files.values()]
            header = [index, [[path, len(blob)] for path, blob in zip(files, blobs)],
                      [[p.file, p.line, list(p.path), p.message] for p in problems]]
            write(json.dumps(header).encode("ascii") + b"\n")
            for blob in blobs:
                write(blob)
            os.write(commits, written.to_bytes(8, "little"))  # 8 bytes: one atomic pipe write

        _take(tokens, model, configs, env, deliver)
        status = 0
    finally:
        os._exit(status)


def _parse(payload: bytes, into: Results) -> int:
    """Add each whole record at the start of payload to `into` and return the bytes they took:
    a JSON line naming the target, its files and their sizes in bytes and its problems, then the
    files' UTF-8 bytes. Raises ValueError or TypeError on a record that is not of that shape."""
    view = memoryview(payload)
    offset = 0
    while True:
        end = payload.find(b"\n", offset)
        if end < 0:
            return offset
        index, named, problems = json.loads(payload[offset:end])
        start = end + 1
        if any(size < 0 for _, size in named):
            raise ValueError("a negative size")
        stop = start + sum(size for _, size in named)
        if stop > len(payload):
            return offset
        files = {}
        for path, size in named:
            files[path] = str(view[start:start + size], "utf-8")
            start += size
        into[index] = (files, [Problem(f, line, tuple(path), message) for f, line, path, message in problems])
        offset = stop


def _received(payload: bytes) -> Results | None:
    """The records in payload; None unless every record is whole and nothing else follows (a
    short or damaged file)."""
    theirs: Results = {}
    try:
        if _parse(payload, theirs) != len(payload):
            return None
    except (ValueError, TypeError):  # not JSON, not UTF-8, not the shape written above
        return None
    return theirs


class _Inbox:
    """The child's results, taken in as the child commits them.

    The child appends a target's record to the results file and then writes the file's new end
    to the commits pipe; a write that has returned is seen by every later read (POSIX), so the
    bytes up to a committed end are whole. Between its own targets this process takes in what
    the child has committed: decoding megabytes of the child's text overlaps the child's
    rendering instead of following it."""

    def __init__(self, results: int, commits: int) -> None:
        self.results = results
        self.commits = commits  # non-blocking read end
        self.taken: Results = {}
        self.offset = 0
        self.damaged = False

    def take(self) -> None:
        """Take in every record committed so far; never waits for the child."""
        try:
            commits = os.read(self.commits, 8 * 256)  # at most 255 records: every commit at once
        except BlockingIOError:
            return
        if len(commits) < 8 or self.damaged:
            return
        self._take_to(int.from_bytes(commits[-8:], "little"))

    def _take_to(self, end: int) -> None:
        if end <= self.offset:
            return
        received = _received(_read(self.results, self.offset, end))
        if received is None:
            self.damaged = True
        else:
            self.taken |= received
            self.offset = end

    def finish(self) -> Results | None:
        """Everything, once the child has exited with status 0; None if its file holds anything
        but whole committed records."""
        self.take()
        if self.damaged or os.fstat(self.results).st_size != self.offset:
            return None
        return self.taken


def _results_file() -> int:
    """A new anonymous file for the child's results: in memory where the system allows."""
    if hasattr(os, "memfd_create"):
        return os.memfd_create("vocabgen-results", os.MFD_CLOEXEC)
    import tempfile

    made, name = tempfile.mkstemp(prefix="vocabgen-results-")
    os.unlink(name)
    return made


def _read(fd: int, start: int, stop: int) -> bytes:
    """The file's bytes from start to stop (the child's writes moved the shared offset)."""
    chunks: list[bytes] = []
    done = start
    while done < stop:
        chunk = os.pread(fd, stop - done, done)
        if not chunk:
            break
        chunks.append(chunk)
        done += len(chunk)
    return b"".join(chunks)


def render_in_two_processes(model: Model, configs: list[TargetConfig],
                            env: jinja2.Environment) -> tuple[dict[str, str], list[Problem]]:
    """Every target's files and problems, rendered by this process and, where one can be forked,
    a child. Whatever the child does not deliver (it could not be forked, it failed, it was
    killed) this process renders itself: the result never depends on the child."""
    heaviest_first = sorted(range(len(configs)), key=lambda i: -TARGETS[configs[i].name].weight)  # stable
    after_check = [i for i in heaviest_first if TARGETS[configs[i].name].reads_port_names]
    shared = bytes(i for i in heaviest_first if i not in after_check)
    done: Results = {}
    if len(configs) <= 255:  # one byte per target
        done = _shared(model, configs, env, shared, after_check)
    require_identifiers(model)  # checked already, unless no child could be had (kept per model)
    files: dict[str, str] = {}
    problems: list[Problem] = []
    for index in range(len(configs)):
        if index not in done:
            done[index] = ({}, [])
            render_target(model, configs[index], env, *done[index])
        files.update(done[index][0])
        problems.extend(done[index][1])
    return files, problems


def _shared(model: Model, configs: list[TargetConfig], env: jinja2.Environment, order: bytes,
            after_check: list[int]) -> Results:
    """The targets this process and a forked child render, taking them in `order`, with this
    process checking the identifiers and rendering `after_check` first; nothing when no pipe,
    results file or child can be had (too many open files, too many processes, no space)."""
    opened: list[int] = []
    try:
        token_r, token_w = os.pipe()
        opened += (token_r, token_w)
        os.write(token_w, order)  # a few bytes: far below any pipe's buffer
        os.close(token_w)  # both processes see end-of-file once every token is taken
        opened.remove(token_w)
        commits_r, commits_w = os.pipe()
        opened += (commits_r, commits_w)
        results = _results_file()
        opened.append(results)
        pid = os.fork()
    except OSError:
        for fd in opened:
            os.close(fd)
        return {}
    if pid == 0:
        _child(token_r, results, commits_w, model, configs, env)
    reaped = False
    try:
        os.close(commits_w)  # the child's copy is the only writer: end-of-file once it has exited
        os.set_blocking(commits_r, False)
        inbox = _Inbox(results, commits_r)
        require_identifiers(model)
        mine: Results = {}
        for index in after_check:
            mine[index] = ({}, [])
            render_target(model, configs[index], env, *mine[index])
        mine |= _take(token_r, model, configs, env, between=inbox.take)
        _, status = os.waitpid(pid, 0)
        reaped = True
        theirs = inbox.finish() if status == 0 else None
    finally:
        for fd in (token_r, commits_r, results):
            os.close(fd)
        if not reaped:  # this process failed first: the child's work is no longer wanted
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    if theirs is None:  # the child failed or was killed: its targets are rendered here
        return mine
    return mine | theirs
