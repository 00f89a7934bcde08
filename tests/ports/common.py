"""Helpers every port's build-and-run module shares: render into a folder, render a runner, run."""

from __future__ import annotations

import functools
import subprocess
from dataclasses import dataclass
from pathlib import Path
from collections.abc import Callable, Iterable
from typing import Any

import jinja2
import tomli_w

from tests.conformance.harness import Case, runner_input
from tests.vocabularies.registry_shape import long_names_corpus
from vocabgen.environment import make_environment
from tests.loading import load_text
from vocabgen.model import Model
from vocabgen.problems import ProblemsFound
from tests.loading import render
from vocabgen.targets.registry import port_view
from vocabgen.view import File

RUNNERS = Path(__file__).resolve().parent.parent / "conformance" / "runners"
# The JUnit Platform console (tests/install/java.sh): the Java and Kotlin generated tests compile
# against it and run on it.
JUNIT = (Path(__file__).resolve().parents[2] / ".toolchains" / "junit"
         / "junit-platform-console-standalone-1.11.4.jar")
# Every test JVM (java, javac's own, kotlinc, the JUnit console, Clojure) runs for seconds, not
# hours: the class-data archive, the client compiler alone and the serial collector cost about half
# the CPU time of the default C2 tiers and G1 there (javac over the Java limit files: 9.1 s of user
# time against 4.1 s; kotlinc over its one build: 39.6 s against 80.2 s). They change how fast,
# never what, a JVM runs.
JVM_FLAGS = ("-Xshare:auto", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC")



@dataclass(frozen=True)
class Compiled:
    """One compilation's exit code and what it printed (as subprocess.run would give them)."""

    returncode: int
    stdout: str
    stderr: str


def compiled_in(folder: Path) -> Compiled:
    """A compilation's result as tests/ports/javac/Tasks.java and kotlinc/Tasks.java leave it in
    its folder: "exit", "stderr" and, where the compiler prints to it (javac), "stdout"."""
    stdout = folder / "stdout"
    return Compiled(int((folder / "exit").read_text(encoding="utf-8")),
                    stdout.read_text(encoding="utf-8") if stdout.exists() else "",
                    (folder / "stderr").read_text(encoding="utf-8"))

def render_port(case: Case, target: str, dest: Path) -> dict[str, Path]:
    """Write the target's generated files for the case under dest; return path -> file."""
    written = {}
    for rel, text in render(case.model, [target]).items():
        path = dest / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="")
        written[rel] = path
    return written


@functools.cache
def long_names_model() -> Model:
    """The long-names corpus (tests/vocabularies/registry_shape.py), loaded once per process."""
    return load_text(long_names_corpus(), "long_names.toml")


def long_names_files(target: str, dest: Path) -> list[Path]:
    """Write the target's files of the long-names corpus (typed on) under dest; return their paths,
    for one run of the port's formatter over all of them."""
    written = []
    for rel, text in render(long_names_model(), [target]).items():
        path = dest / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="")
        written.append(path)
    return written


def rendered_documents(target: str, documents: Iterable[dict[str, Any]], dest: Path,
                       table: Callable[[int], dict[str, str]]) -> list[Path]:
    """Write the target's files of each drawn document (tests/strategies.py's long_named_documents)
    under dest, its target table the drawn settings plus table(index) (paths, module names); a
    document whose drawn names collide is refused by vocabgen and left out. The paths written."""
    written = []
    for index, document in enumerate(documents):
        body = {key: value for key, value in document.items() if key != "settings"}
        body["targets"] = {target: {**document["settings"], **table(index)}}
        try:
            model = load_text(tomli_w.dumps(body))
        except ProblemsFound:
            continue
        for rel, text in render(model, [target]).items():
            path = dest / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8", newline="")
            written.append(path)
    return written


def view_of(case: Case, port: str) -> File:
    """The view a port's templates (and its runner template) read, for the case: the port's own
    when its `stability` setting leaves something out (vocabgen.shipping)."""
    return port_view(case.model, next(c for c in case.model.targets if c.name == port))


@functools.cache
def runner_environment() -> jinja2.Environment:
    """The one shared environment over tests/conformance/runners, made once per process: a fresh
    one per case compiled each runner template again (about 25 ms, for every case of every port)."""
    return make_environment(RUNNERS)


def render_runner(target: str, template: str, context: dict[str, Any]) -> str:
    """Render tests/conformance/runners/<target>/<template> with the one shared environment."""
    return runner_environment().get_template(f"{target}/{template}").render(context)


def run(cmd: list[str], cwd: Path | None = None, stdin: str | None = None, timeout: float = 300,
        env: dict[str, str] | None = None) -> str:
    """Run a toolchain command; on failure raise with the command's own output, which names the error."""
    proc = subprocess.run(cmd, cwd=cwd, input=stdin, capture_output=True, text=True, encoding="utf-8",
                          timeout=timeout, env=env)
    if proc.returncode != 0:
        raise AssertionError(f"command failed ({proc.returncode}): {' '.join(cmd)}\n"
                             f"--- stdout\n{proc.stdout[-4000:]}\n--- stderr\n{proc.stderr[-4000:]}")
    return proc.stdout


def run_in_one_vm(cases: list[Case], workdir: Path, runner: Callable[[Case], str], command: list[str]) -> dict[str, str]:
    """Run every case's runner in one process (one JVM or BEAM start-up, not one per case): command
    takes triples (the case's runner, its input file, its output file) and writes each output."""
    args = []
    for case in cases:
        folder = workdir / case.name
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "input.txt").write_text(runner_input(case), encoding="utf-8", newline="")
        args += [runner(case), str(folder / "input.txt"), str(folder / "output.txt")]
    run([*command, *args])
    return {case.name: (workdir / case.name / "output.txt").read_text(encoding="utf-8") for case in cases}
