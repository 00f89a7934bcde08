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
