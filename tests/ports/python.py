"""Python port: run the generated module under this interpreter, one process per case."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from tests.conformance.harness import Case, runner_input
from tests.ports.common import render_port, render_runner, run, view_of

TARGET = "python"
TOOLS = (sys.executable,)

# The data the shared tests read from this port (tests/ports/__init__.py's port_data).
TITLE = "Python"  # as the docs name it (docs/typed.md)
# Its table in the property cases (tests/conformance/cases.py), n each document's number.
PROPERTY_TARGET: dict[str, object] = {"module": "prop{n}.vocab"}
# Its table in the typed drawn case (tests/conformance/cases.py).
TYPED_DRAWN_TARGET: dict[str, object] = {"module": "typed_drawn.vocab"}
# A private-name probe's table (tests/private_names.py), and the port's declaration syntax: each
# match's first group is a name the rendered file declares.
PROBE_TARGET = 'module = "probe{n}.vocab"\ntests_path = "python/tests/test_probe{n}.py"\n'
DECLARATION = (r"^(?:def|class) (\w+)|^(\w+)(?::[^=\n]*)? = |^import (\w+)$|^from \S+ import (\w+)"
               r"|^import \S+ as (\w+)")
# How its file comments and quotes (tests/test_enumerations.py): line comment, block comment, quotes.
COMMENT_SYNTAX: tuple[str, tuple[str, str] | None, tuple[str, ...]] = ('#', None, ('"""', "'''", '"', "'"))
# Its table in tests/test_invisible.py's vocab file (which adds `functions`).
INVISIBLE_TARGET = 'module = "demo.vocab"\n'
# Its table in the converted registry sample (tests/registry_names.py).
REGISTRY_TARGET: dict[str, object] = {"module": "semconv.attributes", "typed": True}
PROBE_TOOLS = (sys.executable,)  # what compile_probes runs


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


def compile_probes(root: Path, files: list[Path]) -> None:
    """The real compiler over every private-name probe validate accepts, at once (tests/test_private_names.py)."""
    python = root / "python"
    env = {**os.environ, "MYPYPATH": str(python)}
    run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir", os.devnull,
         "--explicit-package-bases", *(str(f.relative_to(python)) for f in files)], cwd=python, env=env)
