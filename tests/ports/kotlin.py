"""Kotlin port: ONE kotlinc run per test session compiles every Kotlin source the suite needs, and
one JUnit Platform run executes every generated test.

kotlinc's JVM start and warm-up cost seconds, so the build holds, each in its own package: every
conformance case (classic and typed) with its runner and any generated test, every functions
level with its generated test, a mutant the generated tests must catch, tests/host's Kotlin
source tree with the files it renders, and a use site of deprecated constants whose warnings
tests/targets/test_kotlin.py asserts. The build is made once
per process, on first use; the Kotlin tests share the xdist group "conformance", so one worker
builds it. The conformance runners then run in one JVM (Batch.kt), not one JVM start per case.

The one compile that must fail (a `when` missing enum members, against the build's classes) runs
in the build's JVM after it (tests/ports/kotlinc/Tasks.java), so it pays no JVM start or warm-up
of its own; that JVM starts while this process still renders the build's sources.
"""

from __future__ import annotations

import atexit
import re
import shutil
import subprocess
import tempfile
import tomllib
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import tomli_w

from tests.conformance.cases import CASE_FILES, classic_cases, property_cases, typed_cases, typed_drawn_case
from tests.conformance.harness import Case, runner_input
from tests.ports.common import (JUNIT, JVM_FLAGS, RUNNERS, Compiled, compiled_in, render_port, render_runner, run,
                                run_in_one_vm, view_of)
from tests.toolchains import missing
from tests.loading import load_file
from tests.loading import render
from vocabgen.targets.registry import TARGETS
from vocabgen.view import File

TARGET = "kotlin"
TOOLS = ("java",)

# The data the shared tests read from this port (tests/ports/__init__.py's port_data).
TITLE = "Kotlin"  # as the docs name it (docs/typed.md)
# Its table in the property cases (tests/conformance/cases.py), n each document's number.
PROPERTY_TARGET: dict[str, object] = {"package": "prop{n}", "object": "PropVocabulary"}
# Its table in the typed drawn case (tests/conformance/cases.py).
TYPED_DRAWN_TARGET: dict[str, object] = {"package": "typeddrawn", "object": "DrawnVocabulary"}
# A private-name probe's table (tests/private_names.py), and the port's declaration syntax: each
# match's first group is a name the rendered file declares.
PROBE_TARGET = 'package = "probe{n}"\ntests_path = "kotlin/probe{n}/VocabularyTest.kt"\n'
DECLARATION = r"^\s*(?:(?:private|internal|public|const|data|sealed|enum|inline|value)\s+)*(?:val|var|fun|class|object|interface) (\w+)"
# Its table in tests/test_invisible.py's vocab file (which adds `functions`).
INVISIBLE_TARGET = 'package = "demo.vocab"\nobject = "Vocab"\ntests_path = "kotlin/test/demo/vocab/VocabTest.kt"\n'
# Its table in the converted registry sample (tests/registry_names.py).
REGISTRY_TARGET: dict[str, object] = {"package": "io.example.semconv.kt", "typed": True}
PROBE_TOOLS = ("java",)  # what compile_probes runs
ROOT = Path(__file__).resolve().parent.parent.parent
VERSION = "2.4.21"
LIB = ROOT / ".toolchains" / f"kotlin-{VERSION}" / "lib"
COMPILER = ("kotlin-compiler-embeddable-2.4.21", "kotlin-build-tools-api-2.4.21", "kotlin-stdlib-2.4.21",
            "kotlin-script-runtime-2.4.21", "kotlin-reflect-1.6.10", "kotlin-daemon-embeddable-2.4.21",
            "kotlinx-coroutines-core-jvm-1.8.0", "annotations-13.0")
# The compiler's class-data-sharing archive, dumped by tests/install/kotlin.sh for this class path.
ARCHIVE = LIB.parent / "kotlinc.jsa"
STDLIB = LIB / "kotlin-stdlib-2.4.21.jar"
TEST_LIBS = (LIB / "kotlin-test-2.4.21.jar", LIB / "kotlin-test-junit5-2.4.21.jar", JUNIT)
LEVELS = ("internal", "none")  # "public" is every conformance case with its generated test
# A rule over 210 values: its settle and typed settle tables (1,065 rows each) pass the
# test template's 1,000-row chunk, so each is split into two tests (kotlinc refuses a method of
# more than 64 KiB: "Method too large").
CHUNKED_VALUES = 210
CHUNKED = "vocabgen.chunked"
# A rule between vocabularies whose singulars are hard keywords (`in`, `is`): settle's parameters
# fall back to `subject` and `carried`; built typed, with its generated tests.
KEYWORD = "vocabgen.keyword"
MUTATION = ("] == name", "] != null")  # the guard then accepts an alias as a canonical value
USE_SITE = "vocabgen/deprecation/UseSite.kt"
# Several kotlinc compilations in one JVM (see Kotlinc).
TASKS = Path(__file__).resolve().parent / "kotlinc" / "Tasks.java"
# The refusal: a `when` over the typed shipped object's Status (in the build) naming one member.
REFUSAL_USE = ("package use\n\nimport {object}.Status\n\n"
               "fun label(status: Status): String = when (status) {{\n    Status.DONE -> \"done\"\n}}\n")
HOST = ROOT / "tests" / "host"


def runner_package(case: Case) -> str:
    return f"vocabgen.conformance.{case.name}"


@dataclass
class Build:
    """The one compile's classes, kotlinc's warnings, the refusal's result, and (on first ask) the
    one JUnit run."""

    workdir: Path
    classes: Path
    warnings: list[str]
    use_site: dict[str, str]  # what the use site names: "constant", "alias_constant", "member" (qualified)
    cases: dict[str, Case]  # the conformance cases it holds, by name
    refusal: Compiled  # kotlinc over REFUSAL_USE against the build's classes (it must fail)
    junit: dict[str, list[tuple[str, bool]]] | None = field(default=None)

    def run_case(self, case: Case, stdin: str | None = None) -> str:
        """The case's runner over its vectors (or over other input lines in the same protocol)."""
        return run(["java", *JVM_FLAGS, "-cp", f"{self.classes}:{STDLIB}", f"{runner_package(case)}.RunnerKt"],
                   stdin=runner_input(case) if stdin is None else stdin)

    def tests(self) -> dict[str, list[tuple[str, bool]]]:
        """Each generated test class (qualified) -> its tests (name, passed), from one JUnit run."""
        if self.junit is None:
            reports = self.workdir / "junit-reports"
            classpath = ":".join(map(str, (self.classes, STDLIB, *TEST_LIBS[:2])))
            subprocess.run(["java", *JVM_FLAGS, "-jar", str(JUNIT), "execute", "--class-path", classpath,
                            "--scan-class-path", str(self.classes), "--disable-banner", "--details=none",
                            "--reports-dir", str(reports)], capture_output=True, text=True, timeout=300)
            found: dict[str, list[tuple[str, bool]]] = {}
            for case in ElementTree.parse(reports / "TEST-junit-jupiter.xml").getroot().iter("testcase"):
                passed = case.find("failure") is None and case.find("error") is None
                found.setdefault(case.get("classname", ""), []).append((case.get("name", ""), passed))
            self.junit = found
        return self.junit


_BUILDS: list[Build] = []


def build() -> Build:
    """The session's one Kotlin build (made on first call)."""
    missing_jars = [path.name for path in (*(LIB / f"{jar}.jar" for jar in COMPILER), *TEST_LIBS) if not path.exists()]
    if missing_jars:
        missing(f"toolchain missing: {', '.join(missing_jars)} (tests/install/kotlin.sh and java.sh install them)")
    if not _BUILDS:
        workdir = Path(tempfile.mkdtemp(prefix="vocabgen-kotlin-"))
        atexit.register(shutil.rmtree, workdir, True)
        _BUILDS.append(_compile(workdir))
    return _BUILDS[0]


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    """The conformance outputs of cases, from the session's one build, every case in one JVM."""
    shared = build()
    absent = sorted({case.name for case in cases} - shared.cases.keys())
    assert not absent, f"the session's Kotlin build (_compile) does not hold {absent}: add them there"
    return run_in_one_vm(cases, workdir, lambda case: f"{runner_package(case)}.RunnerKt",
                         ["java", *JVM_FLAGS, "-cp", f"{shared.classes}:{STDLIB}", "vocabgen.conformance.BatchKt"])


def typed_ports() -> tuple[str, ...]:
    return ("kotlin",) if any(s.name == "typed" for s in TARGETS[TARGET].settings) else ()


def _compile(workdir: Path) -> Build:
    kotlinc = Kotlinc(workdir / "tasks")
    try:
        return _compile_with(kotlinc, workdir)
    finally:
        kotlinc.close()


def _compile_with(kotlinc: Kotlinc, workdir: Path) -> Build:
    # Every case the session's conformance build holds (tests/conftest.py's `cases`), so that
    # build_and_run finds them all here and kotlinc runs once.
    cases = [*classic_cases(_folder(workdir / "init")), *property_cases(_folder(workdir / "property")),
             *(typed_cases(_folder(workdir / "typed"), typed_ports()) if typed_ports() else []),
             *([typed_drawn_case(_folder(workdir / "drawn"), typed_ports())] if typed_ports() else [])]
    sources = _case_sources(cases, workdir / "cases")
    for level in LEVELS:
        sources += _variant(workdir, CASE_FILES["evolution"], f"vocabgen.levels.{level}", {"functions": level})
    sources += _variant(workdir, _chunked(workdir), CHUNKED, {"typed": True})
    sources += _variant(workdir, _keyword(workdir), KEYWORD, {"typed": True})
    mutant = _variant(workdir, CASE_FILES["evolution"], "vocabgen.mutant", {})
    mutated = next(path for path in mutant if not path.name.endswith("Test.kt"))
    mutated.write_text(mutated.read_text(encoding="utf-8").replace(*MUTATION), encoding="utf-8")
    sources += _host(workdir / "host")
    use_site = _use_site(workdir, cases)
    classes = workdir / "classes"
    kotlinc.submit("build", [*sources, *mutant, workdir / USE_SITE, RUNNERS / TARGET / "Batch.kt"], classes)
    kotlinc.submit("refusal", [_refusal(workdir, cases)], workdir / "refusal" / "classes", classes)
    results = kotlinc.results()
    if results["build"].returncode != 0:
        raise AssertionError(f"kotlinc failed ({results['build'].returncode}):\n{results['build'].stderr[-6000:]}")
    warnings = [line for line in results["build"].stderr.splitlines() if ": warning: " in line]
    return Build(workdir, classes, warnings, use_site, {case.name: case for case in cases}, results["refusal"])


def _case_sources(cases: list[Case], workdir: Path) -> list[Path]:
    """Each case's generated files and its runner under workdir/<case>."""
    sources: list[Path] = []
    for case in cases:
        dest = workdir / case.name
        sources.extend(path for rel, path in render_port(case, TARGET, dest).items() if rel.endswith(".kt"))
        config = next(c for c in case.model.targets if c.name == TARGET)
        context = {"file": view_of(case, "kotlin"), "generated": f"{config.get('package')}.{config.get('object')}",
                   "runner_package": runner_package(case)}
        runner = dest / "runner" / "Runner.kt"
        runner.parent.mkdir(parents=True, exist_ok=True)
        runner.write_text(render_runner(TARGET, "Runner.kt.j2", context), encoding="utf-8")
        sources.append(runner)
    return sources


class Kotlinc:
    """kotlinc 2.4 on the JDK, against the standard library, kotlin-test and JUnit 5: every task one
    compilation of its own, all in one JVM (tests/ports/kotlinc/Tasks.java), started here and sent
    each task as soon as its sources are written."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.names: list[str] = []
        compiler = ":".join(str(LIB / f"{jar}.jar") for jar in COMPILER)
        archive = [f"-XX:SharedArchiveFile={ARCHIVE}"] if ARCHIVE.exists() else []
        self.process = subprocess.Popen(["java", *JVM_FLAGS, *archive, "-cp", compiler, str(TASKS)],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, encoding="utf-8")

    def submit(self, name: str, sources: list[Path], classes: Path, *class_path: Path) -> None:
        """Compile sources into classes, against class_path too, as the task name (its result is
        results()[name]); tasks run in the order submitted."""
        arguments = ["-no-stdlib", "-no-reflect", "-jvm-target", "17", "-classpath",
                     ":".join(map(str, (*class_path, STDLIB, *TEST_LIBS))), "-d", str(classes), *map(str, sources)]
        self.folder.mkdir(parents=True, exist_ok=True)
        (self.folder / f"{name}.args").write_text("".join(f"{argument}\n" for argument in arguments), encoding="utf-8")
        assert self.process.stdin is not None
        self.process.stdin.write(f"{self.folder / name}.args\t{self.folder / name}\n")
        self.process.stdin.flush()
        self.names.append(name)

    def results(self) -> dict[str, Compiled]:
        """Each task's result, once the JVM has run them all."""
        out, err = self.process.communicate(timeout=600)
        if self.process.returncode != 0:
            raise AssertionError(f"kotlinc's JVM failed ({self.process.returncode}):\n{out[-3000:]}\n{err[-3000:]}")
        return {name: compiled_in(self.folder / name) for name in self.names}

    def close(self) -> None:
        """Stop the JVM if a failure left it waiting for tasks."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.communicate()


def _folder(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def _keyword(workdir: Path) -> Path:
    """A vocab file whose rule's vocabularies have keywords for singulars (see KEYWORD)."""
    document = {"schema_version": 1,
                "ins": {"singular": "in", "values": {"a": "A.", "b": "B."}},
                "ises": {"singular": "is", "values": {"x": "X."}},
                "rules": {"in_is": {"vocabulary": "ins", "values": ["a"], "carries": "ises"}},
                "targets": {TARGET: {"package": KEYWORD}}}
    path = workdir / "variants" / "keyword.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(tomli_w.dumps(document), encoding="utf-8")
    return path


def _chunked(workdir: Path) -> Path:
    """A vocab file whose one rule takes every one of CHUNKED_VALUES values (see CHUNKED)."""
    values = [f"v{index}" for index in range(CHUNKED_VALUES)]
    document = {"schema_version": 1,
                "items": {"singular": "item", "values": {value: f"Value {value}." for value in values},
                          "aliases": {"first": "v0"}},
                "codes": {"singular": "code", "values": {"c": "A code."}},
                "rules": {"coded": {"vocabulary": "items", "values": values, "carries": "codes"}},
                "targets": {TARGET: {"package": CHUNKED}}}
    path = workdir / "variants" / "chunked.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(tomli_w.dumps(document), encoding="utf-8")
    return path


def _variant(workdir: Path, vocab: Path, package: str, settings: dict[str, object]) -> list[Path]:
    """vocab's Kotlin target alone, in package, with its generated test and the given settings."""
    document = tomllib.loads(vocab.read_text(encoding="utf-8"))
    table = {**document["targets"][TARGET], "package": package, "tests_path": "test/VocabularyTest.kt", **settings}
    document["targets"] = {TARGET: table}
    path = workdir / "variants" / f"{package}.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(tomli_w.dumps(document), encoding="utf-8")
    written = []
    for rel, text in render(load_file(path), [TARGET]).items():
        out = workdir / "variants" / package / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text, encoding="utf-8", newline="")
        written.append(out)
    return written


def _host(workdir: Path) -> list[Path]:
    """tests/host's Kotlin source tree (hand-written code importing the generated object, and its
    own test) with the object and kotlin-test class tests/host/vocab.toml renders into it."""
    sources = sorted(HOST.glob("kotlin/**/*.kt"))
    for rel, text in render(load_file(HOST / "vocab.toml"), [TARGET]).items():
        out = workdir / rel
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text, encoding="utf-8", newline="")
        sources.append(out)
    return sources


def _use_site(workdir: Path, cases: list[Case]) -> dict[str, str]:
    """A file using the evolution case's first deprecated value, the public_api case's first
    deprecated alias constant and (typed) the typed evolution case's deprecated enum member:
    kotlinc must warn at each line."""
    def first(case_name: str, found: Callable[[File], list[str]]) -> str:
        case = next(c for c in cases if c.name == case_name)
        config = next(c for c in case.model.targets if c.name == TARGET)
        return f"{config.get('package')}.{config.get('object')}.{found(view_of(case, 'kotlin'))[0]}"

    named = {
        "constant": first("evolution", lambda file: [value.names[TARGET]["constant"] for vocab in file.vocabularies
                                                     for value in vocab.values if value.deprecated]),
        "alias_constant": first("public_api", lambda file: [alias.names[TARGET]["alias_constant"]
                                                            for vocab in file.vocabularies
                                                            for alias in vocab.aliases if alias.deprecated]),
    }
    lines = [f"fun deprecatedValue(): String = {named['constant']}", f"fun deprecatedAlias(): String = {named['alias_constant']}"]
    if typed_ports():
        named["member"] = first("typed_evolution", lambda file: [
            f"{vocab.names[TARGET]['known_type']}.{value.names[TARGET]['member']}" for vocab in file.vocabularies
            for value in vocab.values if value.deprecated])
        lines.append(f"fun deprecatedMember(): Any = {named['member']}")
    path = workdir / USE_SITE
    path.parent.mkdir(parents=True)
    path.write_text("package vocabgen.deprecation\n\n" + "\n\n".join(lines) + "\n", encoding="utf-8")
    return named


def _refusal(workdir: Path, cases: list[Case]) -> Path:
    """REFUSAL_USE over the typed shipped case's object."""
    config = next(c for c in next(c for c in cases if c.name == "typed_shipped").model.targets if c.name == TARGET)
    path = workdir / "refusal" / "Use.kt"
    path.parent.mkdir(parents=True)
    path.write_text(REFUSAL_USE.format(object=f"{config.get('package')}.{config.get('object')}"), encoding="utf-8")
    return path


def deprecation_warnings(shared: Build) -> list[str]:
    """kotlinc's warnings at the use site, as `line: message`."""
    return [re.sub(r"^.*UseSite\.kt:(\d+):\d+: warning: ", r"\1: ", line) for line in shared.warnings
            if "UseSite.kt" in line]


def compile_probes(root: Path, files: list[Path]) -> None:
    """The real compiler over every private-name probe validate accepts, at once (tests/test_private_names.py)."""
    kotlinc = Kotlinc(root / "kotlinc")
    try:
        kotlinc.submit("probes", files, root / "classes")
        compiled = kotlinc.results()["probes"]
    finally:
        kotlinc.close()
    assert compiled.returncode == 0, compiled.stderr[-4000:]
