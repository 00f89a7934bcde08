"""Java port: one javac run compiles every case's generated class and runner; one JVM runs them all
(tests/conformance/runners/java/Batch.java)."""

from __future__ import annotations

from pathlib import Path

from tests.conformance.harness import Case
from tests.ports.common import RUNNERS, render_port, render_runner, run, run_in_one_vm, view_of

TARGET = "java"
TOOLS = ("javac", "java")
# Stricter than the brief's -Xlint:all -Werror: doclint also checks the public Javadoc is well formed.
JAVAC_FLAGS = ["-Xlint:all", "-Xdoclint:all/protected", "-Werror", "-encoding", "UTF-8", "--release", "17"]


def runner_package(case: Case) -> str:
    return f"vocabgen.conformance.{case.name}"


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    sources: list[str] = []
    for case in cases:
        dest = workdir / case.name
        sources.extend(str(path) for rel, path in render_port(case, TARGET, dest).items() if rel.endswith(".java"))
        config = next(c for c in case.model.targets if c.name == TARGET)
        context = {"file": view_of(case), "generated": f"{config.get('package')}.{config.get('class')}",
                   "runner_package": runner_package(case)}
        runner = dest / "runner" / "Runner.java"
        runner.parent.mkdir(parents=True, exist_ok=True)
        runner.write_text(render_runner(TARGET, "Runner.java.j2", context), encoding="utf-8")
        sources.append(str(runner))
    classes = workdir / "classes"
    run(["javac", *JAVAC_FLAGS, "-d", str(classes), *sources, str(RUNNERS / TARGET / "Batch.java")])
    return run_in_one_vm(cases, workdir, lambda case: f"{runner_package(case)}.Runner",
                         ["java", "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", str(classes),
                          "vocabgen.conformance.Batch"])
