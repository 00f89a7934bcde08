"""Clojure port: one JVM (clojure.main) loads every case's .cljc namespace and runner and answers
each case's vectors from a file, so JVM start-up is paid once per Clojure version: 1.12 from
.toolchains (tests/install/clojure.sh) and Debian's 1.11, the README's floor, when both exist;
their answers must agree."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

from tests.conformance.harness import Case, runner_input
from tests.ports.common import JVM_FLAGS, render_port, render_runner, run, view_of
from tests.toolchains import under_ci

TARGET = "clojure"
TOOLS = ("java",)

# The data the shared tests read from this port (tests/ports/__init__.py's port_data).
TITLE = "Clojure"  # as the docs name it (docs/typed.md)
# Its table in the property cases (tests/conformance/cases.py), n each document's number.
PROPERTY_TARGET: dict[str, object] = {"namespace": "prop{n}.vocabulary"}
# Its table in the typed drawn case (tests/conformance/cases.py).
TYPED_DRAWN_TARGET: dict[str, object] = {"namespace": "typed-drawn.vocabulary"}
# A private-name probe's table (tests/private_names.py), and the port's declaration syntax: each
# match's first group is a name the rendered file declares.
PROBE_TARGET = 'namespace = "probe{n}.vocab"\ntests_path = "clojure/probe{n}/vocab_test.clj"\n'
DECLARATION = r"^\((?:def|defn|defn-|defmacro|deftest)\s+(?:\^[^\s]+\s+)*([\w?!*-]+)|:as (\w+)"
# How its file comments and quotes (tests/test_enumerations.py): line comment, block comment, quotes.
COMMENT_SYNTAX: tuple[str, tuple[str, str] | None, tuple[str, ...]] = (';', None, ('"',))
# Its table in tests/test_invisible.py's vocab file (which adds `functions`).
INVISIBLE_TARGET = 'namespace = "demo.vocab"\npath = "clojure/demo/vocab.cljc"\ntests_path = "clojure/demo/vocab_test.clj"\n'
# Its table in the converted registry sample (tests/registry_names.py).
REGISTRY_TARGET: dict[str, object] = {"namespace": "example.semconv", "typed": True}
PROBE_TOOLS = ("java",)  # what compile_probes runs
DEBIAN_JAR = Path("/usr/share/java/clojure.jar")
TOOLCHAINS = Path(__file__).resolve().parents[2] / ".toolchains"
CLOJURE_112 = TOOLCHAINS / "clojure-1.12.3" / "lib"


def clojure_classpaths() -> list[str]:
    """Every Clojure to test with: 1.12 from .toolchains first, then the system's (1.11 on Debian)."""
    paths = []
    if (CLOJURE_112.parent / ".complete").is_file():
        paths.append(os.pathsep.join(str(jar) for jar in sorted(CLOJURE_112.glob("*.jar"))))
    elif under_ci():
        raise AssertionError(f"Clojure 1.12 is missing from {CLOJURE_112}; tests/install/clojure.sh fetches it")
    try:
        paths.append(clojure_classpath())
    except AssertionError:
        if not paths:
            raise
    return paths


def clojure_classpath() -> str:
    """Clojure's own classpath: $CLOJURE_JAR, else Debian's jar (its manifest brings spec.alpha),
    else what the official `clojure` CLI reports with -Spath."""
    if os.environ.get("CLOJURE_JAR"):
        return os.environ["CLOJURE_JAR"]
    if DEBIAN_JAR.is_file():
        return str(DEBIAN_JAR)
    cli = shutil.which("clojure")
    if cli is not None:
        proc = subprocess.run([cli, "-Spath"], capture_output=True, text=True, timeout=120)
        if proc.returncode == 0 and proc.stdout.strip():
            return proc.stdout.strip()
    raise AssertionError(f"no Clojure jar: set CLOJURE_JAR, install Debian's clojure ({DEBIAN_JAR}) "
                         "or the official clojure CLI")


def source_root(namespace: str, path: str) -> str:
    """The folder that must be on the classpath for the namespace at path to load under its name."""
    suffix = namespace.replace("-", "_").replace(".", "/") + ".cljc"
    return path[: -len(suffix)].rstrip("/") or "."


def _runner_ns(case: Case) -> str:
    return "vocabgen.conformance.runner-" + case.name.replace("_", "-")


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    results = [_run_on(clojure, cases, workdir) for clojure in clojure_classpaths()]
    for other in results[1:]:
        assert other == results[0], "Clojure 1.12 and the system's Clojure answer differently"
    return results[0]


def _run_on(clojure: str, cases: list[Case], workdir: Path) -> dict[str, str]:
    classpath = [clojure, str(workdir / "runners")]
    args: list[str] = []
    for case in cases:
        dest = workdir / case.name
        render_port(case, TARGET, dest)
        config = next(c for c in case.model.targets if c.name == TARGET)
        classpath.append(str(dest / source_root(config.get("namespace"), config.get("path"))))
        ns = _runner_ns(case)
        runner = workdir / "runners" / (ns.replace("-", "_").replace(".", "/") + ".clj")
        runner.parent.mkdir(parents=True, exist_ok=True)
        context = {"file": view_of(case, "clojure"), "namespace": config.get("namespace"), "runner": ns}
        runner.write_text(render_runner(TARGET, "runner.clj.j2", context), encoding="utf-8", newline="")
        (dest / "input.txt").write_text(runner_input(case), encoding="utf-8", newline="")
        args += [ns, str(dest / "input.txt"), str(dest / "output.txt")]
    main = workdir / "main.clj"
    main.write_text(render_runner(TARGET, "main.clj.j2", {}), encoding="utf-8", newline="")
    run(["java", *JVM_FLAGS, "-Dclojure.main.report=stderr", "-cp", os.pathsep.join(classpath),
         "clojure.main", str(main), *args])
    return {case.name: (workdir / case.name / "output.txt").read_text(encoding="utf-8") for case in cases}


def compile_probes(root: Path, files: list[Path]) -> None:
    """The real compiler over every private-name probe validate accepts, at once (tests/test_private_names.py)."""
    from tests.ports.clojure import clojure_classpath
    namespaces = [re.search(r"^\(ns (\S+)", f.read_text(encoding="utf-8"), re.M).group(1) for f in files]
    run(["java", "-cp", os.pathsep.join([clojure_classpath(), str(root / "clojure")]), "clojure.main", "-e",
         "(doseq [n '[" + " ".join(namespaces) + "]] (require n))"])
