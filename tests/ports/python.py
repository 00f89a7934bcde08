"""Python port: run the generated module under this interpreter, one process per case."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.conformance.harness import Case, runner_input
from tests.ports.common import api, render_port, render_runner, run

TARGET = "python"
TOOLS = (sys.executable,)


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    outputs = {}
    for case in cases:
        dest = workdir / case.name
        render_port(case, TARGET, dest)
        names = api(case, TARGET)
        runner = dest / "runner.py"
        runner.write_text(render_runner(TARGET, "runner.py.j2", names), encoding="utf-8")
        root = dest / names["root"]
        outputs[case.name] = run([sys.executable, "-I", str(runner), str(root)], stdin=runner_input(case))
    return outputs
