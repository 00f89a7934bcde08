"""PHP port: each case's generated class and runner rendered, then one php run per case (PHP has
no separate compile: requiring the class parses it, and a parse error fails the run)."""

from __future__ import annotations

from pathlib import Path

from tests.conformance.harness import Case, runner_input
from tests.ports.common import render_port, render_runner, run, view_of

TARGET = "php"
TOOLS = ("php",)


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    outputs = {}
    for case in cases:
        dest = workdir / case.name
        render_port(case, TARGET, dest)
        config = next(c for c in case.model.targets if c.name == TARGET)
        runner = dest / "runner.php"
        context = {"file": view_of(case, "php"), "require": config.get("path"),
                   "generated": f"{config.get('namespace')}\\{config.get('class')}"}
        runner.write_text(render_runner(TARGET, "runner.php.j2", context), encoding="utf-8")
        outputs[case.name] = run(["php", str(runner)], stdin=runner_input(case))
    return outputs
