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
# Mode "unchecked" loads as the command line does (identifiers=False, so the render checks them)
# and appends each derivation of a target's identifiers, with its process, to the file argv[3].
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
    if mode in ("no-memfd", "no-results-file"):
        del os.memfd_create  # as on macOS: an unnamed temporary file instead
    if mode == "no-results-file":
        import tempfile
        def no_space(*args, **kwargs):
            raise OSError(errno.ENOSPC, "No space left on device")
        tempfile.mkstemp = no_space
    if mode == "unchecked":
        from vocabgen.records import replace
        from vocabgen.targets import registry
        log = os.open(sys.argv[3], os.O_WRONLY | os.O_APPEND)
        def deriving(real_identifiers, name):
            def recorded(model, config):
                os.write(log, f"{'parent' if os.getpid() == parent else 'child'} {name}\\n".encode())
                return real_identifiers(model, config)
            return recorded
        for name, target in list(registry.TARGETS.items()):
            registry.TARGETS[name] = replace(target, identifiers=deriving(target.identifiers, name))
    parallel.render_target = recording
    model = load_file(__import__("pathlib").Path(sys.argv[1]), identifiers=mode != "unchecked")
    files, problems = parallel.render_in_two_processes(model, list(model.targets), make_environment())
    print(json.dumps({"order": list(files), "who": {k: v for k, v in files.items() if k.endswith(".pid")},
                      "problems": [p.message for p in problems],
                      "bytes": {k: v for k, v in files.items() if not k.endswith(".pid")}}))
''')


def _script(mode: str, *extra: str) -> dict[str, Any]:
    import json

    proc = _run("-c", SCRIPT, str(ROOT / "vocab.toml"), mode, *extra)
    assert proc.returncode == 0, proc.stderr
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


def _names() -> list[str]:
    from vocabgen.load import load_file

    return [c.name for c in load_file(ROOT / "vocab.toml").targets]


@pytest.mark.parametrize("mode", ["ok", "no-memfd"])
def test_both_processes_take_targets_and_results_come_back_in_configured_order(mode: str) -> None:
    """The child's results come back whole, from memory (memfd) or from an unnamed temporary file."""
    names = _names()
    result = _script(mode)
    who = result["who"]
    assert sorted(who) == sorted(f"{n}.pid" for n in names), "every target rendered exactly once"
    assert set(who.values()) == {"parent", "child"}, who
    pids = [k for k in result["order"] if k.endswith(".pid")]
    assert pids == [f"{n}.pid" for n in names], "merged in the configured order"


def test_problems_from_both_processes_come_back_in_configured_order() -> None:
    assert _script("problems")["problems"] == [f"a problem from {n}" for n in _names()]


@pytest.mark.parametrize("mode", ["child-bug", "child-killed", "no-fork", "no-results-file"])
def test_the_parent_renders_whatever_the_child_does_not_deliver(mode: str) -> None:
    """A child that raises, a child killed mid-render, or no child at all (fork refused, or no
    file for its results: a full disk without memfd): every target is still rendered, by this
    process, with the same bytes as rendering in one."""
    from vocabgen.load import load_file
    from vocabgen.render import render

    result = _script(mode)
    assert set(result["who"].values()) == {"parent"}
    assert sorted(result["who"]) == sorted(f"{n}.pid" for n in _names())
    model = load_file(ROOT / "vocab.toml")
    assert result["bytes"] == render(model, jobs=1)


def test_a_short_or_damaged_results_file_is_not_taken_for_results() -> None:
    """The child's file must hold whole records (a JSON line, then exactly the bytes it names)
    and nothing else; anything else means the child's targets are rendered by this process
    (`None`), never that a file is cut short. An empty file is a child that took no target."""
    from vocabgen.parallel import _received

    first = b'[0, [["a.txt", 3], ["b.txt", 2]], [["vocab.toml", 4, ["x"], "a problem"]]]\n' + b"abc" + \
        "\u00e9".encode("utf-8")
    second = b'[2, [["c.txt", 0]], []]\n'
    received = _received(first + second)
    assert received is not None and sorted(received) == [0, 2]
    files, problems = received[0]
    assert files == {"a.txt": "abc", "b.txt": "\u00e9"}
    assert [(p.file, p.line, p.path, p.message) for p in problems] == [("vocab.toml", 4, ("x",), "a problem")]
    assert received[2] == ({"c.txt": ""}, [])
    assert _received(b"") == {}
    for damaged in (first[:-1], first + b"x", first + second[:-1], b"no line end", b"not json\nabc",
                    first[:-2] + b"\xff\xfe", b'{"a": 1}\n', b"[1, 2]\n"):
        assert _received(damaged) is None, damaged


def test_records_are_taken_in_as_the_child_commits_them(tmp_path: Path) -> None:
    """Between its own targets the parent takes in exactly the committed records: bytes the child
    has written but not yet committed are left alone, and at the end anything but whole committed
    records (a damaged commit, bytes after the last commit) means the child's targets are redone."""
    from vocabgen.parallel import _Inbox

    first = b'[0, [["a.txt", 3]], []]\n' + b"abc"
    second = b'[1, [["b.txt", 2]], []]\n' + "\u00e9".encode("utf-8")

    def inbox(name: str) -> tuple[_Inbox, int, int]:
        results = os.open(tmp_path / name, os.O_RDWR | os.O_CREAT | os.O_APPEND)
        commits_r, commits_w = os.pipe()
        os.set_blocking(commits_r, False)
        return _Inbox(results, commits_r), results, commits_w

    box, results, commits = inbox("ok")
    box.take()  # nothing written, nothing committed: no wait
    os.write(results, first + second[:5])
    box.take()
    assert box.taken == {}, "written but not committed"
    os.write(commits, len(first).to_bytes(8, "little"))
    box.take()
    assert box.taken == {0: ({"a.txt": "abc"}, [])}
    os.write(results, second[5:])
    os.write(commits, (len(first) + len(second)).to_bytes(8, "little"))
    os.close(commits)
    assert box.finish() == {0: ({"a.txt": "abc"}, []), 1: ({"b.txt": "\u00e9"}, [])}
    os.close(results)

    box, results, commits = inbox("uncommitted")
    os.write(results, first + second)
    os.write(commits, len(first).to_bytes(8, "little"))
    os.close(commits)
    assert box.finish() is None, "bytes after the last commit"
    os.close(results)

    box, results, commits = inbox("damaged")
    os.write(results, b"not json\n" + first)
    os.write(commits, (9 + len(first)).to_bytes(8, "little"))
    os.close(commits)
    assert box.finish() is None
    os.close(results)


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


def test_the_parent_checks_identifiers_while_the_child_renders_and_derives_them_once(tmp_path: Path) -> None:
    """The child starts rendering at once; this process checks every port's identifiers and
    renders the page that lists every port's names (Target.reads_port_names, spelled by the
    check), so no port's identifiers are derived twice or in the child."""
    from vocabgen.targets.registry import TARGETS

    log = tmp_path / "derived.log"
    log.touch()
    who = _script("unchecked", str(log))["who"]
    assert set(who.values()) == {"parent", "child"}, who
    configured = _names()
    readers = [name for name in configured if TARGETS[name].reads_port_names]
    assert readers == ["markdown"] and all(who[f"{name}.pid"] == "parent" for name in readers), who
    derived = log.read_text(encoding="utf-8").splitlines()
    assert sorted(derived) == sorted(f"parent {name}" for name in configured), derived


CLASHING = BIG.replace('value0 = "Value 0."\n', 'value0 = "Value 0."\nValue0 = "Also VALUE0 in Python."\n') + \
    "[targets.conformance]\n[targets.markdown]\n"  # three targets: --jobs 2 forks


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_large_model_whose_identifiers_clash_is_refused_before_anything_is_written(tmp_path: Path,
                                                                                     jobs: str) -> None:
    """The command line loads without the identifier check and leaves it to the render; with two
    processes the check runs while the child renders. Either way: the same located problem as
    `validate`, exit 2, nothing written, and no child left behind."""
    vocab = tmp_path / "vocab.toml"
    vocab.write_text(CLASHING, encoding="utf-8")
    validate = _run("-m", "vocabgen", "validate", str(vocab), cwd=tmp_path)
    assert validate.returncode == 2 and "collides" in validate.stdout + validate.stderr, validate.stderr
    proc = _run("-m", "vocabgen", "render", "--jobs", jobs, str(vocab), "--out", "out", cwd=tmp_path)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert proc.stdout + proc.stderr == validate.stdout + validate.stderr
    assert not (tmp_path / "out").exists(), "nothing written"
    script = ("import os, sys\nfrom vocabgen.load import load_text\nfrom vocabgen.problems import ProblemsFound\n"
              "from vocabgen.render import render\n"
              "model = load_text(sys.argv[1], identifiers=False)\n"
              "try:\n    render(model, jobs=int(sys.argv[2]))\nexcept ProblemsFound as found:\n"
              "    print(len(found.problems), found.problems[0].line, found.problems[0].message)\n"
              "try:\n    os.waitpid(-1, os.WNOHANG)\nexcept ChildProcessError:\n    print('no child left')\n")
    api = _run("-c", script, CLASHING, jobs)
    assert api.returncode == 0, api.stderr
    assert api.stdout.splitlines()[1:] == ["no child left"]
    count, line, message = api.stdout.splitlines()[0].split(" ", 2)
    assert (count, line) == ("1", "6") and "collides" in message, api.stdout
