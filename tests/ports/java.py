"""Java port: one javac run compiles every case's generated class and runner; one JVM runs them all
(tests/conformance/runners/java/Batch.java).

A case with `jackson = true` (the typed conformance, docs/typed.md) compiles and runs with Jackson 2
from .toolchains/jackson (tests/install/java.sh) on the class path.
"""

from __future__ import annotations

from pathlib import Path

from tests.conformance.harness import Case, runner_input
from tests.ports.common import RUNNERS, render_port, render_runner, run, run_in_one_vm, view_of
from tests.toolchains import missing

TARGET = "java"
TOOLS = ("javac", "java")
# Stricter than the brief's -Xlint:all -Werror: doclint also checks the public Javadoc is well formed.
JAVAC_FLAGS = ["-Xlint:all", "-Xdoclint:all/protected", "-Werror", "-encoding", "UTF-8", "--release", "17"]
JAVA = ["java", "-Xshare:auto", "-XX:TieredStopAtLevel=1"]
JACKSON = Path(__file__).resolve().parent.parent.parent / ".toolchains" / "jackson"
JACKSON_JARS = ("jackson-databind-2.23.0.jar", "jackson-core-2.23.0.jar", "jackson-annotations-2.23.jar")


def runner_package(case: Case) -> str:
    return f"vocabgen.conformance.{case.name}"


def jackson_class_path() -> list[Path]:
    """Jackson's jars (tests/install/java.sh): a missing one skips the test, or fails it under CI."""
    jars = [JACKSON / name for name in JACKSON_JARS]
    absent = [jar.name for jar in jars if not jar.is_file()]
    if absent:
        missing(f"{', '.join(absent)} not found under {JACKSON}; run: bash tests/install/java.sh")
    return jars


def build(cases: list[Case], workdir: Path) -> str:
    """Compile every case's generated class and runner, and the batch runner, in one javac run;
    the class path to run them."""
    sources: list[str] = []
    jackson = False
    for case in cases:
        dest = workdir / case.name
        sources.extend(str(path) for rel, path in render_port(case, TARGET, dest).items() if rel.endswith(".java"))
        config = next(c for c in case.model.targets if c.name == TARGET)
        jackson = jackson or config.flag("jackson")
        context = {"file": view_of(case), "generated": f"{config.get('package')}.{config.get('class')}",
                   "runner_package": runner_package(case)}
        runner = dest / "runner" / "Runner.java"
        runner.parent.mkdir(parents=True, exist_ok=True)
        runner.write_text(render_runner(TARGET, "Runner.java.j2", context), encoding="utf-8")
        sources.append(str(runner))
    classes = workdir / "classes"
    jars = [str(jar) for jar in jackson_class_path()] if jackson else []
    run(["javac", *JAVAC_FLAGS, *(["-cp", ":".join(jars)] if jars else []), "-d", str(classes), *sources,
         str(RUNNERS / TARGET / "Batch.java")])
    return ":".join([str(classes), *jars])


def run_case(case: Case, class_path: str) -> str:
    """One case's runner output, its vectors on standard input (a JVM of its own)."""
    return run([*JAVA, "-cp", class_path, f"{runner_package(case)}.Runner"], stdin=runner_input(case))


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    class_path = build(cases, workdir)
    return run_in_one_vm(cases, workdir, lambda case: f"{runner_package(case)}.Runner",
                         [*JAVA, "-cp", class_path, "vocabgen.conformance.Batch"])
