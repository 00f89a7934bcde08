"""Java port: one javac run compiles every case's generated class and runner; one JVM runs them all
(tests/conformance/runners/java/Batch.java).

A case with `jackson = true` (the typed conformance, docs/typed.md) compiles and runs with Jackson 2
from .toolchains/jackson (tests/install/java.sh) on the class path.
"""

from __future__ import annotations

from pathlib import Path

from tests.conformance.harness import Case, runner_input
from tests.ports.common import (JUNIT, JVM_FLAGS, RUNNERS, Compiled, compiled_in, render_port, render_runner, run,
                                run_in_one_vm, view_of)
from tests.toolchains import missing

TARGET = "java"
TOOLS = ("javac", "java")

# The data the shared tests read from this port (tests/ports/__init__.py's port_data).
TITLE = "Java"  # as the docs name it (docs/typed.md)
# Its table in the property cases (tests/conformance/cases.py), n each document's number.
PROPERTY_TARGET: dict[str, object] = {"package": "prop{n}", "class": "PropVocabulary"}
# Its table in the typed drawn case (tests/conformance/cases.py).
TYPED_DRAWN_TARGET: dict[str, object] = {"package": "vocabgen.drawn", "class": "DrawnVocabulary", "jackson": True}
# A private-name probe's table (tests/private_names.py), and the port's declaration syntax: each
# match's first group is a name the rendered file declares.
PROBE_TARGET = 'package = "probe{n}"\ntests_path = "java/probe{n}/VocabularyTest.java"\n'
DECLARATION = (r"^\s*(?:(?:public|private|protected|static|final|abstract)\s+)*(?:class|enum|interface|record) (\w+)"
               r"|^    (?:(?:public|private|protected|static|final)\s+)+[\w<>\[\], .?]+? (\w+)(?: =|;|\()")
# Its table in tests/test_invisible.py's vocab file (which adds `functions`).
INVISIBLE_TARGET = 'package = "com.example.vocab"\nclass = "Vocab"\npath = "java/com/example/vocab/Vocab.java"\ntests_path = "java/com/example/vocab/VocabTest.java"\n'
# Its table in the converted registry sample (tests/registry_names.py).
REGISTRY_TARGET: dict[str, object] = {"package": "io.example.semconv", "class": "Attributes", "typed": True}
PROBE_TOOLS = ("javac",)  # what compile_probes runs
# Stricter than the brief's -Xlint:all -Werror: doclint also checks the public Javadoc is well formed.
JAVAC_FLAGS = ["-Xlint:all", "-Xdoclint:all/protected", "-Werror", "-encoding", "UTF-8", "--release", "17"]
JAVA = ["java", *JVM_FLAGS]
JAVAC = ["javac", *(f"-J{flag}" for flag in JVM_FLAGS)]
# Runs several javac compilations in one JVM (see compile_each).
TASKS = Path(__file__).resolve().parent / "javac" / "Tasks.java"
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


def build_arguments(cases: list[Case], workdir: Path) -> tuple[list[str], str]:
    """Render every case's generated class and runner under workdir: the javac arguments that
    compile them and the batch runner in one run, and the class path to run them."""
    sources: list[str] = []
    jackson = False
    for case in cases:
        dest = workdir / case.name
        sources.extend(str(path) for rel, path in render_port(case, TARGET, dest).items() if rel.endswith(".java"))
        config = next(c for c in case.model.targets if c.name == TARGET)
        jackson = jackson or config.flag("jackson")
        context = {"file": view_of(case, "java"), "generated": f"{config.get('package')}.{config.get('class')}",
                   "runner_package": runner_package(case)}
        runner = dest / "runner" / "Runner.java"
        runner.parent.mkdir(parents=True, exist_ok=True)
        runner.write_text(render_runner(TARGET, "Runner.java.j2", context), encoding="utf-8")
        sources.append(str(runner))
    classes = workdir / "classes"
    jars = [str(jar) for jar in jackson_class_path()] if jackson else []
    arguments = [*JAVAC_FLAGS, *(["-cp", ":".join(jars)] if jars else []), "-d", str(classes), *sources,
                 str(RUNNERS / TARGET / "Batch.java")]
    return arguments, ":".join([str(classes), *jars])


def build(cases: list[Case], workdir: Path) -> str:
    """Compile every case's generated class and runner, and the batch runner, in one javac run;
    the class path to run them."""
    arguments, class_path = build_arguments(cases, workdir)
    run([*JAVAC, *arguments])
    return class_path


def run_case(case: Case, class_path: str) -> str:
    """One case's runner output, its vectors on standard input (a JVM of its own)."""
    return run([*JAVA, "-cp", class_path, f"{runner_package(case)}.Runner"], stdin=runner_input(case))


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    class_path = build(cases, workdir)
    return run_in_one_vm(cases, workdir, lambda case: f"{runner_package(case)}.Runner",
                         [*JAVA, "-cp", class_path, "vocabgen.conformance.Batch"])


def argument_file(arguments: list[str]) -> str:
    """javac's @file form of arguments: each quoted, its backslashes and quotes escaped."""
    return "".join('"' + argument.replace("\\", "\\\\").replace('"', '\\"') + '"\n' for argument in arguments)


def compile_each(tasks: dict[str, list[str]], workdir: Path) -> dict[str, Compiled]:
    """Each task's javac arguments compiled as a javac run of its own, every one in one JVM: the
    JDK's javac (its ToolProvider, tests/ports/javac/Tasks.java) over each task in turn, so each
    reports its own errors and exit code (one javac run over several files stops at the first
    code-generation error, "too many constants" or "code too large") while the JVM start-up and
    the compiler's warm-up are paid once."""
    workdir.mkdir(parents=True, exist_ok=True)
    pairs = []
    for name, arguments in tasks.items():
        (workdir / f"{name}.args").write_text(argument_file(arguments), encoding="utf-8")
        pairs += [str(workdir / f"{name}.args"), str(workdir / name)]
    run([*JAVA, str(TASKS), *pairs], timeout=1200)
    return {name: compiled_in(workdir / name) for name in tasks}


def compile_probes(root: Path, files: list[Path]) -> None:
    """The real compiler over every private-name probe validate accepts, at once (tests/test_private_names.py)."""
    run(["javac", "-Xlint:all", "-Werror", "-encoding", "UTF-8", "--release", "17", "-cp", str(JUNIT),
         "-d", str(root / "classes"), *map(str, files)])
