"""PHP port: each case's generated class and runner rendered, then one php run per case (PHP has
no separate compile: requiring the class parses it, and a parse error fails the run)."""

from __future__ import annotations

from pathlib import Path

from tests.conformance.harness import Case, runner_input
from tests.ports.common import render_port, render_runner, run, view_of

TARGET = "php"
TOOLS = ("php",)

# The data the shared tests read from this port (tests/ports/__init__.py's port_data).
TITLE = "PHP"  # as the docs name it (docs/typed.md)
# Its table in the property cases (tests/conformance/cases.py), n each document's number.
PROPERTY_TARGET: dict[str, object] = {"namespace": "Prop{n}", "class": "PropVocabulary"}
# Its table in the typed drawn case (tests/conformance/cases.py).
TYPED_DRAWN_TARGET: dict[str, object] = {"namespace": "TypedDrawn", "class": "DrawnVocabulary"}
# A private-name probe's table (tests/private_names.py), and the port's declaration syntax: each
# match's first group is a name the rendered file declares.
PROBE_TARGET = 'namespace = "Probe{n}"\ntests_path = "php/tests/Probe{n}Test.php"\n'
DECLARATION = r"function (\w+)|const (\w+)|^(?:final )?(?:class|enum|interface) (\w+)"
# How its file comments and quotes (tests/test_enumerations.py): line comment, block comment, quotes.
COMMENT_SYNTAX: tuple[str, tuple[str, str] | None, tuple[str, ...]] = ('//', ('/*', '*/'), ("'", '"'))
# Its table in tests/test_invisible.py's vocab file (which adds `functions`).
INVISIBLE_TARGET = 'namespace = "Demo\\\\Vocab"\nclass = "Vocab"\ntests_path = "php/VocabTest.php"\n'
# Its table in the converted registry sample (tests/registry_names.py).
REGISTRY_TARGET: dict[str, object] = {"namespace": "Example\\Semconv"}
PROBE_TOOLS = ("php",)  # what compile_probes runs


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


def compile_probes(root: Path, files: list[Path]) -> None:
    """The real compiler over every private-name probe validate accepts, at once (tests/test_private_names.py)."""
    for file in files:
        run(["php", "-l", str(file)])
