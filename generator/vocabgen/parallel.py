"""Rendering a large model's targets in two processes: this one and one forked child.

Targets are handed out through a pipe holding one byte per target: each process reads one
byte at a time (a pipe read of one byte is atomic, so every target is taken exactly once) and
renders that target, until the pipe is empty. Whichever process is free takes the next one;
the heaviest targets (Target.weight) are handed out first, so neither process is left with a
big one at the end. The child sends its results back through a second pipe: one JSON line
naming each file, its target and its length in bytes, and each target's problems (plain text
and numbers: nothing that could carry code), then the files' UTF-8 bytes one after another
(JSON-escaping megabytes of text cost more than rendering it). Results are merged in the
configured order, so the output, and the order of any problems, is the same as rendering in
one process.

Fork is used, not a process pool: the child inherits the loaded model, the imported modules
and the template environment, and nothing has to be serialised on the way in.
"""

from __future__ import annotations

import json
import os
import signal
import traceback
from typing import Any

import jinja2

from vocabgen.model import Model, TargetConfig
from vocabgen.problems import Problem

Results = dict[int, tuple[dict[str, str], list[Problem]]]


def _take(tokens: int, model: Model, configs: list[TargetConfig], env: jinja2.Environment) -> Results:
    """Render targets taken from the token pipe until it is empty."""
    from vocabgen.render import render_target

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
    """The forked child's whole life: render, send, exit without running the parent's cleanup."""
    blobs: list[bytes] = []
    try:
        done = _take(tokens, model, configs, env)
        index_line: Any = {"ok": []}
        for index, (files, problems) in done.items():
            named = []
            for path, text in files.items():
                blobs.append(text.encode("utf-8"))
                named.append([path, len(blobs[-1])])
            index_line["ok"].append([index, named, [[p.file, p.line, list(p.path), p.message] for p in problems]])
    except BaseException:  # noqa: BLE001 - reported to the parent, which raises it
        index_line, blobs = {"error": traceback.format_exc()}, []
    try:
        for data in (json.dumps(index_line).encode("ascii") + b"\n", *blobs):
            view = memoryview(data)
            while view:
                view = view[os.write(results, view):]
    finally:
        os._exit(0)


def _received(payload: bytes) -> Results:
    """The child's results from its JSON index line and the files' bytes that follow it."""
    end = payload.index(b"\n")
    answer = json.loads(payload[:end])
    if "ok" not in answer:
        raise RuntimeError(f"rendering in the child process failed:\n{answer['error']}")
    theirs: Results = {}
    offset = end + 1
    for index, named, problems in answer["ok"]:
        files = {}
        for path, size in named:
            files[path] = payload[offset:offset + size].decode("utf-8")
            offset += size
        theirs[index] = (files, [Problem(f, line, tuple(path), message) for f, line, path, message in problems])
    return theirs


def _read_all(fd: int) -> bytes:
    chunks: list[bytes] = []
    while True:
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)


def render_in_two_processes(model: Model, configs: list[TargetConfig],
                            env: jinja2.Environment) -> tuple[dict[str, str], list[Problem]]:
    """Every target's files and problems, rendered by this process and one forked child."""
    if len(configs) > 255:
        raise ValueError("at most 255 targets can be handed out one byte each")
    from vocabgen.targets.registry import TARGETS

    heaviest_first = sorted(range(len(configs)), key=lambda i: -TARGETS[configs[i].name].weight)  # stable
    token_r, token_w = os.pipe()
    os.write(token_w, bytes(heaviest_first))  # a few bytes: far below any pipe's buffer
    os.close(token_w)  # both processes see end-of-file once every token is taken
    result_r, result_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(result_r)
        _child(token_r, result_w, model, configs, env)
    os.close(result_w)
    reaped = False
    try:
        mine = _take(token_r, model, configs, env)
        payload = _read_all(result_r)
        os.waitpid(pid, 0)
        reaped = True
    finally:
        os.close(token_r)
        os.close(result_r)
        if not reaped:  # this process failed first: the child's work is no longer wanted
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    if not payload:
        raise RuntimeError("the rendering child process ended without a result")
    theirs = _received(payload)
    files: dict[str, str] = {}
    problems: list[Problem] = []
    for index in range(len(configs)):
        part_files, part_problems = mine.get(index) or theirs[index]
        files.update(part_files)
        problems.extend(part_problems)
    return files, problems
