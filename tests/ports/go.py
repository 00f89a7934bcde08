"""Go port: one module holding every case's generated package and a main per case;
gofmt -l, go vet and one go build for all of them, then each runner is run once.

No network: GOPROXY=off, GOFLAGS=-mod=mod, GOTOOLCHAIN=local; the standard library is all
the generated code and the runners import.
"""

from __future__ import annotations

import os
import posixpath
from pathlib import Path

from tests.conformance.harness import Case, runner_input
from tests.ports.common import render_port, render_runner, run, view_of

TARGET = "go"
TOOLS = ("go", "gofmt")

# The data the shared tests read from this port (tests/ports/__init__.py's port_data).
TITLE = "Go"  # as the docs name it (docs/typed.md)
# Its table in the property cases (tests/conformance/cases.py), n each document's number.
PROPERTY_TARGET: dict[str, object] = {"package": "prop{n}"}
# Its table in the typed drawn case (tests/conformance/cases.py).
TYPED_DRAWN_TARGET: dict[str, object] = {"package": "typeddrawn"}
# A private-name probe's table (tests/private_names.py), and the port's declaration syntax: each
# match's first group is a name the rendered file declares.
PROBE_TARGET = 'package = "probe{n}"\ntests_path = "go/probe{n}/vocabulary_test.go"\ncollections = "{level}"\n'
DECLARATION = (r"^func (?:\([^)]*\) )?(\w+)|^(?:var|type) (\w+)"
               r"|^\t(\w+)(?: \w+)? = |[(,] ?(\w+) \*testing\.T\b")
# Its table in tests/test_invisible.py's vocab file (which adds `functions`).
INVISIBLE_TARGET = 'package = "vocab"\npackage_doc = true\ntests_path = "go/vocab/vocabulary_test.go"\n'
# Its table in the converted registry sample (tests/registry_names.py, which adds Go's initialisms).
REGISTRY_TARGET: dict[str, object] = {"package": "semconv", "typed": True}
PROBE_TOOLS = ("go",)  # what compile_probes runs
MODULE = "vocabtest"


def go_env(workdir: Path) -> dict[str, str]:
    env = {**os.environ, "GOFLAGS": "-mod=mod", "GOPROXY": "off", "GOTOOLCHAIN": "local", "GO111MODULE": "on",
           "GOWORK": "off", "CGO_ENABLED": "0"}
    if "GOCACHE" not in os.environ and not os.access(Path.home(), os.W_OK):
        env["GOCACHE"] = str(workdir / ".gocache")
    return env


def go_module(workdir: Path, module: str = MODULE) -> dict[str, str]:
    """Make workdir an offline Go module (go 1.19); return the environment to run go in."""
    workdir.mkdir(parents=True, exist_ok=True)
    (workdir / "go.mod").write_text(f"module {module}\n\ngo 1.19\n", encoding="utf-8")
    return go_env(workdir)


def gofmt_clean(paths: list[str], workdir: Path, env: dict[str, str]) -> None:
    """Fail with gofmt's own diff when it would change any of the files."""
    unformatted = run(["gofmt", "-l", *paths], cwd=workdir, env=env)
    if unformatted.strip():
        diff = run(["gofmt", "-d", *paths], cwd=workdir, env=env)
        raise AssertionError(f"gofmt would change the generated files:\n{diff[:4000]}")


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    env = go_module(workdir)
    generated = []
    for case in cases:
        dest = workdir / case.name
        generated.extend(str(path) for path in render_port(case, TARGET, dest).values())
        config = next(c for c in case.model.targets if c.name == TARGET)
        folder = posixpath.dirname(config.get("path")) or "."
        context = {"file": view_of(case, "go"), "import_path": f"{MODULE}/{case.name}/{folder}".rstrip("/.")}
        main = workdir / "cmd" / case.name / "main.go"
        main.parent.mkdir(parents=True, exist_ok=True)
        main.write_text(render_runner(TARGET, "main.go.j2", context), encoding="utf-8")
    gofmt_clean(generated, workdir, env)
    run(["go", "vet", "./..."], cwd=workdir, env=env)
    run(["go", "build", "-o", str(workdir / "bin") + os.sep, "./cmd/..."], cwd=workdir, env=env)
    return {case.name: run([str(workdir / "bin" / case.name)], cwd=workdir, stdin=runner_input(case), env=env)
            for case in cases}


def compile_probes(root: Path, files: list[Path]) -> None:
    """The real compiler over every private-name probe validate accepts, at once (tests/test_private_names.py)."""
    env = go_module(root, "probes")
    run(["go", "vet", "./..."], cwd=root, env=env)
