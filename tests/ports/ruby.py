"""Ruby port: run each case's generated module under ruby 3.1, one process per case (a ruby
start-up is about 50 ms)."""

from __future__ import annotations

from pathlib import Path

from tests.conformance.harness import Case, runner_input
from tests.ports.common import render_port, render_runner, run, view_of
from vocabgen.targets.ruby import feature

TARGET = "ruby"
TOOLS = ("ruby", "rubocop")


def write_runner(case: Case, dest: Path) -> Path:
    """Write dest/runner.rb for the case's module; return the folder `require` finds it in (the
    module's path under dest without its feature name)."""
    config = next(c for c in case.model.targets if c.name == TARGET)
    module = config.get("module")
    (dest / "runner.rb").write_text(render_runner(TARGET, "runner.rb.j2", {"file": view_of(case, "ruby"), "module": module}),
                                    encoding="utf-8")
    suffix = feature(module) + ".rb"
    return dest / (config.get("path")[: -len(suffix)].rstrip("/") or ".")


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    outputs = {}
    for case in cases:
        dest = workdir / case.name
        render_port(case, TARGET, dest)
        root = write_runner(case, dest)
        outputs[case.name] = run(["ruby", "-W:no-deprecated", str(dest / "runner.rb"), str(root)],
                                 stdin=runner_input(case))
    return outputs
