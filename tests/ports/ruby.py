"""Ruby port: run each case's generated module under ruby 3.1, one process per case (a ruby
start-up is about 50 ms)."""

from __future__ import annotations

from pathlib import Path

from tests.conformance.harness import Case, runner_input
from tests.ports.common import render_port, render_runner, run, view_of
from vocabgen.targets.ruby import feature

TARGET = "ruby"
TOOLS = ("ruby", "rubocop")

# The data the shared tests read from this port (tests/ports/__init__.py's port_data).
TITLE = "Ruby"  # as the docs name it (docs/typed.md)
# Its table in the property cases (tests/conformance/cases.py), n each document's number.
PROPERTY_TARGET: dict[str, object] = {"module": "Prop{n}::Vocabulary"}
# Its table in the typed drawn case (tests/conformance/cases.py).
TYPED_DRAWN_TARGET: dict[str, object] = {"module": "TypedDrawn::Vocabulary"}
# A private-name probe's table (tests/private_names.py), and the port's declaration syntax: each
# match's first group is a name the rendered file declares.
PROBE_TARGET = 'module = "Probe{n}::Vocab"\ntests_path = "ruby/test/test_probe{n}.rb"\n'
DECLARATION = (r"^\s*def (?:self\.)?([a-z_]\w*[?!]?)|^\s*(?:class|module) ([A-Z]\w*)"
               r"|^\s*([A-Z][A-Z0-9_]*) = ")
# How its file comments and quotes (tests/test_enumerations.py): line comment, block comment, quotes.
COMMENT_SYNTAX: tuple[str, tuple[str, str] | None, tuple[str, ...]] = ('#', None, ('"',))
# Its table in tests/test_invisible.py's vocab file (which adds `functions`).
INVISIBLE_TARGET = 'module = "Demo::Vocab"\n'
# Its table in the converted registry sample (tests/registry_names.py).
REGISTRY_TARGET: dict[str, object] = {"module": "Example::Semconv", "typed": True}
PROBE_TOOLS = ("ruby",)  # what compile_probes runs


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


def compile_probes(root: Path, files: list[Path]) -> None:
    """The real compiler over every private-name probe validate accepts, at once (tests/test_private_names.py)."""
    tests = [str(f) for f in files if f.parent.name == "test"]
    out = run(["ruby", "-w", f"-I{root / 'ruby' / 'lib'}", "-e", "ARGV.each { |f| require f }", *tests])
    assert " 0 failures, 0 errors" in out, out
