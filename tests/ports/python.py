"""Python port: run the generated module under this interpreter, one process per case."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.conformance.harness import Case, runner_input
from tests.ports.common import render_port, render_runner, run, view_of

TARGET = "python"
TOOLS = (sys.executable,)


def write_runner(case: Case, dest: Path) -> Path:
    """Write dest/runner.py for the case's module; return the folder the module imports from
    (the module's path under dest without its dotted name's folders)."""
    config = next(c for c in case.model.targets if c.name == TARGET)
    module = config.get("module")
    runner = dest / "runner.py"
    runner.write_text(render_runner(TARGET, "runner.py.j2", {"file": view_of(case, "python"), "module": module}),
                      encoding="utf-8")
    suffix = module.replace(".", "/") + ".py"
    return dest / (config.get("path")[: -len(suffix)].rstrip("/") or ".")


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    outputs = {}
    for case in cases:
        dest = workdir / case.name
        render_port(case, TARGET, dest)
        root = write_runner(case, dest)
        outputs[case.name] = run([sys.executable, "-I", str(dest / "runner.py"), str(root)], stdin=runner_input(case))
    return outputs
