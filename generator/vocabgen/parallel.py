"""Rendering a large model's targets in two processes: this one and one forked child.

Targets are handed out through a pipe holding one byte per target: each process reads one
byte at a time (a pipe read of one byte is atomic, so every target is taken exactly once) and
renders that target, until the pipe is empty. Whichever process is free takes the next one;
the heaviest targets (Target.weight) are handed out first, so neither process is left with a
big one at the end. The child writes its results into an anonymous file (memfd_create where the
system has it, else an unnamed temporary file), then exits: one JSON line naming each file, its
target and its length in bytes, and each target's problems (plain text and numbers: nothing that
could carry code), then the files' UTF-8 bytes one after another (JSON-escaping megabytes of text
cost more than rendering it). A file, not a pipe: the child writes its megabytes at once and is
done, and this process reads them in one go once the child has exited, instead of both stepping
through a pipe's 64 KB buffer after their work. Results are merged in the configured order, so
the output, and the order of any problems, is the same as rendering in one process.

The identifier check (registry.check_identifiers) runs here, in this process, once the child
has started on its targets: the parent checks, raises ProblemsFound on a problem (the child is
killed and its work dropped, so nothing of a refused model is kept), then renders the targets
that read every port's identifiers (Target.reads_identifiers: the Markdown page), which the check
has just derived, and only then takes from the pipe.

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
from typing import Any

import jinja2

from vocabgen.model import Model, TargetConfig
from vocabgen.problems import Problem
from vocabgen.render import render_target
from vocabgen.targets.registry import TARGETS, require_identifiers

Results = dict[int, tuple[dict[str, str], list[Problem]]]


def _take(tokens: int, model: Model, configs: list[TargetConfig], env: jinja2.Environment) -> Results:
    """Render targets taken from the token pipe until it is empty."""
    done: Results = {}
    while True:
        token = os.read(tokens, 1)
        if not token:
            return done
        index = token[0]
        files: dict[str, str] = {}
        problems: list[Problem] = []
        render_target(model, configs[index], env, files, problems)
        done[index] = (files, problems)


def _child(tokens: int, results: int, model: Model, configs: list[TargetConfig], env: jinja2.Environment) -> None:
    """The forked child's whole life: render, write the results file, exit without running the
    parent's cleanup. On any failure it exits with status 1; the parent then renders its targets."""
    status = 1
    try:
        blobs: list[bytes] = []
        index_line: list[Any] = []
        for index, (files, problems) in _take(tokens, model, configs, env).items():
            named = []
            for path, text in files.items():
                blobs.append(text.encode("utf-8"))
                named.append([path, len(blobs[-1])])
            index_line.append([index, named, [[p.file, p.line, list(p.path), p.message] for p in problems]])
        for data in (json.dumps(index_line).encode("ascii") + b"\n", *blobs):
            view = memoryview(data)
            while view:
                view = view[os.write(results, view):]
        status = 0
    finally:
        os._exit(status)


def _received(payload: bytes) -> Results | None:
    """The child's results from its JSON index line and the files' bytes that follow it; None
    unless the sizes it names account for every byte (a short or damaged file)."""
    end = payload.find(b"\n")
    theirs: Results = {}
    offset = end + 1
    view = memoryview(payload)
    try:
        for index, named, problems in json.loads(payload[:end]) if end > 0 else ():
            files = {}
            for path, size in named:
                files[path] = str(view[offset:offset + size], "utf-8")
                offset += size
            theirs[index] = (files, [Problem(f, line, tuple(path), message) for f, line, path, message in problems])
    except (ValueError, TypeError):  # not JSON, not UTF-8, not the shape written above
        return None
    return theirs if end > 0 and offset == len(payload) else None


def _results_file() -> int:
    """A new anonymous file for the child's results: in memory where the system allows."""
    if hasattr(os, "memfd_create"):
        return os.memfd_create("vocabgen-results", os.MFD_CLOEXEC)
    import tempfile

    made, name = tempfile.mkstemp(prefix="vocabgen-results-")
    os.unlink(name)
    return made


def _read_all(fd: int) -> bytes:
    """The whole file, from its start (the child's writes moved the shared offset)."""
    size = os.fstat(fd).st_size
    chunks: list[bytes] = []
    done = 0
    while done < size:
        chunk = os.pread(fd, size - done, done)
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
    after_check = [i for i in heaviest_first if TARGETS[configs[i].name].reads_identifiers]
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
    try:
        token_r, token_w = os.pipe()
    except OSError:
        return {}
    try:
        os.write(token_w, order)  # a few bytes: far below any pipe's buffer
        os.close(token_w)  # both processes see end-of-file once every token is taken
        results = _results_file()
    except OSError:
        os.close(token_r)
        return {}
    try:
        pid = os.fork()
    except OSError:
        for fd in (token_r, results):
            os.close(fd)
        return {}
    if pid == 0:
        _child(token_r, results, model, configs, env)
    reaped = False
    try:
        require_identifiers(model)
        mine: Results = {}
        for index in after_check:
            mine[index] = ({}, [])
            render_target(model, configs[index], env, *mine[index])
        mine |= _take(token_r, model, configs, env)
        _, status = os.waitpid(pid, 0)
        reaped = True
        theirs = _received(_read_all(results)) if status == 0 else None
    finally:
        os.close(token_r)
        os.close(results)
        if not reaped:  # this process failed first: the child's work is no longer wanted
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    if theirs is None:  # the child failed or was killed: its targets are rendered here
        return mine
    return mine | theirs
