"""C# port: one mcs run compiles every case's generated class and one runner; mono runs it per case."""

from __future__ import annotations

from pathlib import Path

from tests.conformance.harness import Case, runner_input
from tests.ports.common import render_port, render_runner, run, view_of
from vocabgen.targets.naming import pascal
from vocabgen.words import split_words

TARGET = "csharp"
TOOLS = ("mcs", "mono")

# The data the shared tests read from this port (tests/ports/__init__.py's port_data).
TITLE = "C#"  # as the docs name it (docs/typed.md)
# Its table in the property cases (tests/conformance/cases.py), n each document's number.
PROPERTY_TARGET: dict[str, object] = {"namespace": "Prop{n}", "class": "PropVocabulary"}
# Its table in the typed drawn case (tests/conformance/cases.py).
TYPED_DRAWN_TARGET: dict[str, object] = {"namespace": "TypedDrawn", "class": "DrawnVocabulary"}
# A private-name probe's table (tests/private_names.py), and the port's declaration syntax: each
# match's first group is a name the rendered file declares.
PROBE_TARGET = 'namespace = "Probe{n}"\n'
DECLARATION = (r"^\s*(?:(?:public|private|internal|static|readonly|const|sealed|partial)\s+)*(?:class|enum|struct) (\w+)"
               r"|^        (?:(?:public|private|internal|static|readonly|const)\s+)+[\w<>\[\], .?]+? (\w+)(?: =|;|\()")
# Its table in tests/test_invisible.py's vocab file (which adds `functions`).
INVISIBLE_TARGET = 'namespace = "Demo.Vocab"\nclass = "Vocab"\npath = "csharp/Vocab.cs"\n'
# Its table in the converted registry sample (tests/registry_names.py).
REGISTRY_TARGET: dict[str, object] = {"namespace": "Example.Semconv", "typed": True}
PROBE_TOOLS = ("mcs",)  # what compile_probes runs
# -doc makes mcs check every XML doc comment (well-formed, crefs resolve, no public member undocumented).
MCS_FLAGS = ["-warnaserror+", "-warn:4", "-nologo", "-target:exe"]


def build_and_run(cases: list[Case], workdir: Path) -> dict[str, str]:
    workdir.mkdir(parents=True, exist_ok=True)
    sources: list[str] = []
    contexts = []
    for case in cases:
        dest = workdir / case.name
        sources.extend(str(path) for rel, path in render_port(case, TARGET, dest).items() if rel.endswith(".cs"))
        config = next(c for c in case.model.targets if c.name == TARGET)
        contexts.append({"file": view_of(case, "csharp"), "generated": f"global::{config.get('namespace')}.{config.get('class')}",
                         "name": case.name, "runner": pascal(split_words(case.name), ("case",))})
    runner = workdir / "Runner.cs"
    runner.write_text(render_runner(TARGET, "Runner.cs.j2", {"cases": contexts}), encoding="utf-8")
    exe = workdir / "runner.exe"
    # typed = true (docs/typed.md) needs C# 7.2 (a readonly struct): a batch holding a typed case is
    # compiled at 7.2; one without, at C# 6 (tests/targets/test_csharp.py compiles untyped classes at 6).
    typed = any(c.flag("typed") for case in cases for c in case.model.targets if c.name == TARGET)
    flags = [*MCS_FLAGS, "-langversion:7.2"] if typed else [*MCS_FLAGS, "-langversion:6"]
    run(["mcs", *flags, f"-doc:{workdir / 'docs.xml'}", f"-out:{exe}", *sources, str(runner)])
    return {case.name: run(["mono", str(exe), case.name], stdin=runner_input(case)) for case in cases}


def compile_probes(root: Path, files: list[Path]) -> None:
    """The real compiler over every private-name probe validate accepts, at once (tests/test_private_names.py)."""
    run(["mcs", "-warnaserror+", "-warn:4", "-langversion:7.2", "-nologo", "-target:library",
         f"-out:{root / 'probes.dll'}", *map(str, files)])
