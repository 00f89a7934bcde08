"""Elixir port: one `elixirc --warnings-as-errors` over every case's module and runner, then one
`elixir` VM runs every case's runner (tests/conformance/runners/elixir/batch.exs gives each its
vectors as :stdio)."""

from __future__ import annotations

from pathlib import Path

from tests.conformance.harness import Case
from tests.ports.common import RUNNERS, render_port, render_runner, run, run_in_one_vm, view_of

TARGET = "elixir"
TOOLS = ("elixirc", "elixir")


def _runner_module(case: Case) -> str:
    return "VocabgenConformance." + "".join(part.capitalize() for part in case.name.split("_"))


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    sources: list[Path] = []
    for case in cases:
        dest = workdir / case.name
        config = next(c for c in case.model.targets if c.name == TARGET)
        sources.append(render_port(case, TARGET, dest)[config.get("path")])
        context = {"file": view_of(case, "elixir"), "module": config.get("module"), "runner": _runner_module(case)}
        runner = dest / "runner.ex"
        runner.write_text(render_runner(TARGET, "runner.ex.j2", context), encoding="utf-8", newline="")
        sources.append(runner)
    ebin = workdir / "ebin"
    ebin.mkdir(parents=True, exist_ok=True)
    run(["elixirc", "--warnings-as-errors", "-o", str(ebin), *map(str, sources)])
    return run_in_one_vm(cases, workdir, _runner_module,
                         ["elixir", "-pa", str(ebin), str(RUNNERS / TARGET / "batch.exs")])
