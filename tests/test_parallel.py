"""Rendering in two processes (render --jobs, vocabgen.parallel): the same bytes and the same
problems, in the same order, as rendering in one; a failure in either process is reported.

The forking runs in fresh subprocesses: a test runner's worker has threads, and a process with
threads is never forked by vocabgen's automatic choice (nor should a test fork one).
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import textwrap
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import MINIMAL
from vocabgen.load import load_text
from vocabgen.render import PARALLEL_VALUES, _parallel

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"


def _run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, cwd=cwd)


@pytest.mark.parametrize("case", sorted(p.name for p in GOLDEN.iterdir() if (p / "vocab.toml").is_file()))
def test_two_processes_render_the_committed_golden_bytes(case: str) -> None:
    folder = GOLDEN / case
    proc = _run("-m", "vocabgen", "render", "--check", "--jobs", "2", "--vocab", str(folder / "vocab.toml"),
                "--out", str(folder / "out"))
    assert proc.returncode == 0, proc.stdout + proc.stderr


# A script run in a fresh interpreter: render_target is replaced by one that records which
# process rendered each target (slowly, so both processes take some), and can misbehave on demand.
SCRIPT = textwrap.dedent('''
    import errno, json, os, signal, sys, time
    import vocabgen.parallel as parallel
    from vocabgen.load import load_file
    from vocabgen.problems import Problem
    from vocabgen.environment import make_environment

    mode = sys.argv[2]
    parent = os.getpid()
    real = parallel.render_target

    def recording(model, config, env, files, problems):
        time.sleep(0.05)
        in_child = os.getpid() != parent
        if in_child and mode == "child-bug":
            raise KeyError("a bug in the child")
        if in_child and mode == "child-killed":
            os.kill(os.getpid(), signal.SIGKILL)
        real(model, config, env, files, problems)
        files[config.name + ".pid"] = "child" if in_child else "parent"
        if mode == "problems":
            problems.append(Problem(config.name, 1, (), "a problem from " + config.name))

    if mode == "no-fork":
        def no_fork():
            raise OSError(errno.EAGAIN, "Resource temporarily unavailable")
        os.fork = no_fork
    parallel.render_target = recording
    model = load_file(__import__("pathlib").Path(sys.argv[1]))
    files, problems = parallel.render_in_two_processes(model, list(model.targets), make_environment())
    print(json.dumps({"order": list(files), "who": {k: v for k, v in files.items() if k.endswith(".pid")},
                      "problems": [p.message for p in problems],
                      "bytes": {k: v for k, v in files.items() if not k.endswith(".pid")}}))
''')


def _script(mode: str) -> dict[str, Any]:
    import json

    proc = _run("-c", SCRIPT, str(ROOT / "vocab.toml"), mode)
    assert proc.returncode == 0, proc.stderr
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


def _names() -> list[str]:
    from vocabgen.load import load_file

    return [c.name for c in load_file(ROOT / "vocab.toml").targets]


def test_both_processes_take_targets_and_results_come_back_in_configured_order() -> None:
    names = _names()
    result = _script("ok")
    who = result["who"]
    assert sorted(who) == sorted(f"{n}.pid" for n in names), "every target rendered exactly once"
    assert set(who.values()) == {"parent", "child"}, who
    pids = [k for k in result["order"] if k.endswith(".pid")]
    assert pids == [f"{n}.pid" for n in names], "merged in the configured order"


def test_problems_from_both_processes_come_back_in_configured_order() -> None:
    assert _script("problems")["problems"] == [f"a problem from {n}" for n in _names()]


@pytest.mark.parametrize("mode", ["child-bug", "child-killed", "no-fork"])
def test_the_parent_renders_whatever_the_child_does_not_deliver(mode: str) -> None:
    """A child that raises, a child killed mid-render, or no child at all (fork refused): every
    target is still rendered, by this process, with the same bytes as rendering in one."""
    from vocabgen.load import load_file
    from vocabgen.render import render

    result = _script(mode)
    assert set(result["who"].values()) == {"parent"}
    assert sorted(result["who"]) == sorted(f"{n}.pid" for n in _names())
    model = load_file(ROOT / "vocab.toml")
    assert result["bytes"] == render(model, jobs=1)


def test_a_users_template_mistake_is_the_same_located_error_with_two_processes(tmp_path: Path) -> None:
    overrides = tmp_path / "overrides"
    for target, template in (("python", "module.py.j2"), ("markdown", "vocabulary.md.j2")):
        (overrides / target).mkdir(parents=True)
        (overrides / target / template).write_text("{{ marker }}\n{{ no_such_name }}\n", encoding="utf-8")
    outputs = []
    for jobs in ("1", "2"):
        proc = _run("-m", "vocabgen", "render", "--jobs", jobs, "--templates", str(overrides), "--vocab",
                    str(ROOT / "vocab.toml"), "--out", str(tmp_path / f"out{jobs}"))
        assert proc.returncode == 2, proc.stdout + proc.stderr
        assert not (tmp_path / f"out{jobs}").exists(), "nothing written"
        outputs.append(proc.stdout + proc.stderr)
    assert outputs[0] == outputs[1]
    assert "no_such_name" in outputs[0] and "python/module.py.j2:" in outputs[0]
    assert "markdown/vocabulary.md.j2:" in outputs[0]


BIG = "schema_version = 1\n[things]\nsingular = \"thing\"\n[things.values]\n" + "".join(
    f'value{i} = "Value {i}."\n' for i in range(PARALLEL_VALUES)) + '[targets.python]\nmodule = "demo.vocab"\n'


def test_the_automatic_choice_forks_only_a_large_model() -> None:
    small = load_text(MINIMAL)
    assert not _parallel(small, 0, 5), "a small model renders in this process"
    assert not _parallel(small, 1, 5) and not _parallel(small, 2, 1), "--jobs 1, or a single target, never forks"
    assert _parallel(small, 2, 5), "--jobs 2 asks for it"
    proc = _run("-c", "import sys; from vocabgen.load import load_text; from vocabgen.render import _parallel; "
                "print(_parallel(load_text(sys.argv[1]), 0, 5))", BIG)
    assert proc.returncode == 0, proc.stderr
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    assert proc.stdout.strip() == str(cores >= 2), "a large model forks where there are two cores"


def test_the_automatic_choice_never_forks_a_process_running_other_threads() -> None:
    model = load_text(BIG)
    release = threading.Event()
    thread = threading.Thread(target=release.wait)
    thread.start()
    try:
        assert not _parallel(model, 0, 5)
    finally:
        release.set()
        thread.join()
