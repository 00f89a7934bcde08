"""The name-collision probe (issue 38): a private name a port's templates declare, spelled by a
value, an alias, a vocabulary or a rule, is refused by `validate` at that key, or the port's real
compiler accepts the files (tests/private_names.py builds the probes)."""

from __future__ import annotations

import functools
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.ports.common import JUNIT, run
from tests.ports.go import go_module
from tests.ports.kotlin import Kotlinc
from tests.ports import LANGUAGES
from tests.private_names import Probe, declared, located, outcome, private_names, probes
from tests.toolchains import require
from tests.loading import load_text
from vocabgen.profile import _by_scope
from tests.loading import render
from vocabgen.targets.registry import TARGETS, build_view

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = sorted(path for path in (ROOT / "tests" / "golden").glob("*/vocab.toml") if path.parent.name != "large")


@functools.cache
def probed(port: str) -> tuple[list[tuple[Probe, list[str]]], list[Probe]]:
    """The port's refused probes with their messages, and the ones validate accepts."""
    refused, accepted = [], []
    for probe in probes(port):
        problems = outcome(probe)
        if problems:
            refused.append((probe, problems))
        else:
            accepted.append(probe)
    return refused, accepted


@pytest.mark.parametrize("port", LANGUAGES)
def test_every_private_name_is_found_and_each_refusal_is_located(port: str) -> None:
    names = private_names(port, "public") | private_names(port, "internal")
    assert names, f"{port}: no private name found in what its templates render"
    refused, _ = probed(port)
    unlocated = [(probe.name, probe.role, probe.offending(), [str(p) for p in problems])
                 for probe, problems in refused if not located(probe, problems)]
    assert not unlocated, unlocated


def test_go_test_helpers_are_reached_and_refused() -> None:
    """The shipped bug: `members = "test_parse"` spells the rule's member set vocabgenTestParse,
    which the typed _test.go file declares too."""
    refused, accepted = probed("go")
    names = {probe.name for probe, _ in refused}
    assert {"vocabgenTestParse", "vocabgenTestSettle", "vocabgenTestEqual", "t"} <= names
    assert not {probe.name for probe in accepted} & names


@pytest.mark.parametrize("vocab", GOLDEN, ids=lambda path: path.parent.name)
def test_a_private_name_the_view_leaves_out_is_not_declared(vocab: Path) -> None:
    """Each file-scope role is spelled only where its conditions hold (typed, tests, rules, aliases);
    where the view leaves one out, no rendered file of the port may declare it, or it would be
    declared unchecked. The golden cases hold every setting of every port."""
    model = load_text(vocab.read_text(encoding="utf-8"))
    file = build_view(model)
    for config in model.targets:
        if config.name not in LANGUAGES:
            continue
        settings = dict(config.settings)
        prefix = {"prefix": tuple(settings["prefix"].split("_")) if settings.get("prefix") else ()}
        absent = {spelling.spell(prefix) for spelling in _by_scope(TARGETS[config.name].roles, settings)["file"]
                  if spelling.role.role not in file.names[config.name] and spelling.role.checked}
        rendered = render(model, [config.name]).values()
        found = absent & set().union(*(declared(config.name, text) for text in rendered))
        assert not found, f"{config.name} declares {found} where its naming table has no such name"


# Each port's compiler over every accepted probe's files at once (each probe in its own package,
# module or namespace): returns what it printed when it refused them.

def _go(root: Path, files: list[Path]) -> None:
    env = go_module(root, "probes")
    run(["go", "vet", "./..."], cwd=root, env=env)


def _python(root: Path, files: list[Path]) -> None:
    python = root / "python"
    env = {**os.environ, "MYPYPATH": str(python)}
    run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir", os.devnull,
         "--explicit-package-bases", *(str(f.relative_to(python)) for f in files)], cwd=python, env=env)


def _java(root: Path, files: list[Path]) -> None:
    run(["javac", "-Xlint:all", "-Werror", "-encoding", "UTF-8", "--release", "17", "-cp", str(JUNIT),
         "-d", str(root / "classes"), *map(str, files)])


def _csharp(root: Path, files: list[Path]) -> None:
    run(["mcs", "-warnaserror+", "-warn:4", "-langversion:7.2", "-nologo", "-target:library",
         f"-out:{root / 'probes.dll'}", *map(str, files)])


def _clojure(root: Path, files: list[Path]) -> None:
    from tests.ports.clojure import clojure_classpath
    namespaces = [re.search(r"^\(ns (\S+)", f.read_text(encoding="utf-8"), re.M).group(1) for f in files]
    run(["java", "-cp", os.pathsep.join([clojure_classpath(), str(root / "clojure")]), "clojure.main", "-e",
         "(doseq [n '[" + " ".join(namespaces) + "]] (require n))"])


def _rust(root: Path, files: list[Path]) -> None:
    lib = root / "rust" / "lib.rs"
    lib.write_text("".join(f"pub mod {f.stem};\n" for f in files), encoding="utf-8")
    run(["rustc", "--edition", "2021", "--crate-type", "lib", "--emit", "metadata", "-D", "warnings",
         "-o", str(root / "probes.rmeta"), str(lib)])


def _php(root: Path, files: list[Path]) -> None:
    for file in files:
        run(["php", "-l", str(file)])


def _ruby(root: Path, files: list[Path]) -> None:
    tests = [str(f) for f in files if f.parent.name == "test"]
    out = run(["ruby", "-w", f"-I{root / 'ruby' / 'lib'}", "-e", "ARGV.each { |f| require f }", *tests])
    assert " 0 failures, 0 errors" in out, out


def _kotlin(root: Path, files: list[Path]) -> None:
    kotlinc = Kotlinc(root / "kotlinc")
    try:
        kotlinc.submit("probes", files, root / "classes")
        compiled = kotlinc.results()["probes"]
    finally:
        kotlinc.close()
    assert compiled.returncode == 0, compiled.stderr[-4000:]


COMPILERS: dict[str, tuple[tuple[str, ...], Callable[[Path, list[Path]], None]]] = {
    "go": (("go",), _go), "python": ((sys.executable,), _python), "java": (("javac",), _java),
    "csharp": (("mcs",), _csharp), "clojure": (("java",), _clojure), "rust": (("rustc",), _rust),
    "php": (("php",), _php), "kotlin": (("java",), _kotlin), "ruby": (("ruby",), _ruby),
}


@pytest.mark.toolchain
@pytest.mark.parametrize("port", LANGUAGES)
def test_the_compiler_accepts_every_probe_validate_accepts(port: str, tmp_path: Path) -> None:
    """One compile per port over every probe validate accepts (TypeScript's and Elixir's private
    names are out of every role's reach: their names are prefixed or cased apart, so validate
    accepts none and nothing is compiled)."""
    _, accepted = probed(port)
    if not accepted:
        return
    assert port in COMPILERS, f"{port}: validate accepts probes {[p.name for p in accepted]}; add its compiler here"
    tools, compile_all = COMPILERS[port]
    require(*tools)
    files = []
    for probe in accepted:
        for rel, text in render(load_text(probe.text()), [port]).items():
            path = tmp_path / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8", newline="")
            files.append(path)
    try:
        compile_all(tmp_path, files)
    except AssertionError as failure:
        spelled = "; ".join(f"probe{p.number}: {p.role} {p.name!r} from {dict(p.parts)}" for p in accepted)
        raise AssertionError(f"{port}: the compiler refused files validate accepted ({spelled}):\n{failure}") from None
