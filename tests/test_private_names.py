"""The name-collision probe (issue 38): a private name a port's templates declare, spelled by a
value, an alias, a vocabulary or a rule, is refused by `validate` at that key, or the port's real
compiler accepts the files (tests/private_names.py builds the probes)."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from tests.ports import LANGUAGES
from tests.ports import port as port_module
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


@pytest.mark.toolchain
@pytest.mark.parametrize("port", LANGUAGES)
def test_the_compiler_accepts_every_probe_validate_accepts(port: str, tmp_path: Path) -> None:
    """One compile per port over every probe validate accepts (TypeScript's and Elixir's private
    names are out of every role's reach: their names are prefixed or cased apart, so validate
    accepts none and nothing is compiled)."""
    _, accepted = probed(port)
    if not accepted:
        return
    module = port_module(port)
    assert hasattr(module, "compile_probes"), \
        f"{port}: validate accepts probes {[p.name for p in accepted]}; add its compile_probes to tests/ports/{port}.py"
    require(*module.PROBE_TOOLS)
    files = []
    for probe in accepted:
        for rel, text in render(load_text(probe.text()), [port]).items():
            path = tmp_path / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8", newline="")
            files.append(path)
    try:
        module.compile_probes(tmp_path, files)
    except AssertionError as failure:
        spelled = "; ".join(f"probe{p.number}: {p.role} {p.name!r} from {dict(p.parts)}" for p in accepted)
        raise AssertionError(f"{port}: the compiler refused files validate accepted ({spelled}):\n{failure}") from None
