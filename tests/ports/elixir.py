"""Elixir port: one `elixirc --warnings-as-errors` over every case's module and runner, then one
`elixir` VM runs every case's runner (tests/conformance/runners/elixir/batch.exs gives each its
vectors as :stdio)."""

from __future__ import annotations

from pathlib import Path

from tests.conformance.harness import Case
from tests.ports.common import RUNNERS, render_port, render_runner, run, run_in_one_vm, view_of

TARGET = "elixir"
TOOLS = ("elixirc", "elixir")

# The data the shared tests read from this port (tests/ports/__init__.py's port_data).
TITLE = "Elixir"  # as the docs name it (docs/typed.md)
# Its table in the property cases (tests/conformance/cases.py), n each document's number.
PROPERTY_TARGET: dict[str, object] = {"module": "Prop{n}.Vocabulary"}
# Its table in the typed drawn case (tests/conformance/cases.py).
TYPED_DRAWN_TARGET: dict[str, object] = {"module": "TypedDrawn.Vocabulary"}
# A private-name probe's table (tests/private_names.py), and the port's declaration syntax: each
# match's first group is a name the rendered file declares.
PROBE_TARGET = 'module = "Probe{n}.Vocab"\ntests_path = "elixir/probe{n}_test.exs"\naccessors = "{accessors}"\n'
DECLARATION = (r"^\s*(?:def|defp|defmacro|defmacrop|defguard|defguardp) ([a-z_]\w*[?!]?)|^\s*@(\w+) [%\[]"
               r"|, as: (\w+)|^\s*@typep? ([a-z_]\w*)")
# How its file comments and quotes (tests/test_enumerations.py): line comment, block comment, quotes.
COMMENT_SYNTAX: tuple[str, tuple[str, str] | None, tuple[str, ...]] = ('#', None, ('"""', '"'))
# Its table in tests/test_invisible.py's vocab file (which adds `functions`).
INVISIBLE_TARGET = 'module = "Demo.Vocab"\ntests_path = "elixir/vocab_test.exs"\n'
# Its table in the converted registry sample (tests/registry_names.py).
REGISTRY_TARGET: dict[str, object] = {"module": "Example.Semconv", "typed": True}


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
