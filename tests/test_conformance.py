"""Every port, compiled and run by its real toolchain, must pass the shared vectors and agree.

Each port builds all cases in one batch (one compile per language where the language allows),
so the whole suite stays within a few minutes on two cores.
"""

from __future__ import annotations

import importlib
import os
import tomllib
from pathlib import Path

import pytest
import tomli_w

from tests.conformance.harness import Case, compare, expected_output, load_case
from tests.toolchains import require
from vocabgen.targets.registry import TARGETS

# Under pytest-xdist (tests/run.sh runs `-n 2 --dist loadgroup`), every conformance test runs in
# one worker, so each port is compiled once for all cases.
pytestmark = pytest.mark.xdist_group("conformance")

ROOT = Path(__file__).resolve().parent.parent
VOCABS = Path(__file__).resolve().parent / "vocabularies"
PORTS = ("python", "java", "typescript", "go", "csharp", "elixir", "clojure", "rust", "php")
CASE_FILES = {
    "shipped": ROOT / "vocab.toml",
    "http": VOCABS / "http_outcomes.toml",
    "hostile": VOCABS / "hostile_strings.toml",
    "evolution": VOCABS / "evolution.toml",
    "public_api": VOCABS / "public_api.toml",  # alias constants (deprecated ones too), members names, Go's prefix
}


# `vocabgen init` output, as written, for three package names: it must compile and pass everywhere.
INIT_NAMES = {"init_acme_billing": "acme.billing", "init_shop_orders": "shop.orders.core", "init_tools": "tools"}


@pytest.fixture(scope="session")
def cases(tmp_path_factory: pytest.TempPathFactory) -> list[Case]:
    from vocabgen import init
    from vocabgen.targets.registry import TARGETS

    found = [load_case(name, path) for name, path in CASE_FILES.items()]
    folder = tmp_path_factory.mktemp("init")
    for case_name, package in INIT_NAMES.items():
        path = folder / f"{case_name}.toml"
        path.write_text(init.text(package, tuple(TARGETS)), encoding="utf-8")
        found.append(load_case(case_name, path))
    return found


# The ports that build `typed = true` (docs/typed.md); each case file again with only these
# targets and the vectors, all typed, so each port's runner also runs the typed vectors. A typed
# port builds them in the same batch as the untyped cases (one compile per port).
TYPED_PORTS = tuple(port for port in PORTS if any(s.name == "typed" for s in TARGETS[port].settings))


def _typed_table(port: str, table: dict[str, object]) -> dict[str, object]:
    """A case's target table with typed = true. Rust adds serde and Java Jackson: their runners
    also round-trip every open parse through serde_json and Jackson's ObjectMapper. Java's package,
    Elixir's module and Clojure's namespace get a `typed` suffix, since the typed case is built
    with (and loads into the same VM as) its untyped twin."""
    typed = {**table, "typed": True}
    if port == "rust":
        typed["serde"] = True
    elif port == "java":  # in a package of its own: one javac compiles it with its untyped twin
        typed = {key: value for key, value in typed.items() if key != "path"}
        typed.update(jackson=True, package=f"{table['package']}.typed")
    elif port == "elixir":
        typed["module"] = f"{table['module']}Typed"
    elif port == "clojure":
        typed = {key: value for key, value in typed.items() if key != "path"}
        typed["namespace"] = f"{table['namespace']}-typed"
    return typed


@pytest.fixture(scope="session")
def typed_cases(tmp_path_factory: pytest.TempPathFactory) -> list[Case]:
    folder = tmp_path_factory.mktemp("typed")
    found = []
    for name, path in CASE_FILES.items():
        document = tomllib.loads(path.read_text(encoding="utf-8"))
        document["targets"] = {port: _typed_table(port, table) for port, table in document["targets"].items()
                               if port in (*TYPED_PORTS, "conformance")}
        typed = folder / f"{name}.toml"
        typed.write_text(tomli_w.dumps(document), encoding="utf-8")
        found.append(load_case(f"typed_{name}", typed))
    return found


class _Outputs:
    """Builds each port once per session, on first use, and keeps its outputs: a port in
    TYPED_PORTS builds the typed cases in the same compile as the others.

    Under pytest-xdist, `builds` is a folder every worker of the session shares: a port's first
    build claims its name there, so a second worker building the same port (the group split
    across workers, as pytest 9.2 does to `--dist loadgroup`) fails loudly instead of silently
    compiling every port twice."""

    def __init__(self, cases: list[Case], workdir: Path, builds: Path | None, typed: list[Case]) -> None:
        self.cases = cases
        self.typed = typed  # built with the cases by the TYPED_PORTS only
        self.workdir = workdir
        self.builds = builds
        self.results: dict[str, dict[str, str] | BaseException] = {}

    def _claim(self, port: str) -> None:
        if self.builds is None:
            return
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        self.builds.mkdir(exist_ok=True)
        claim_path = self.builds / port
        try:
            fd = os.open(claim_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            other = claim_path.read_text(encoding="utf-8")
            raise AssertionError(f"{port} was already built by worker {other} in this session, and {worker} "
                                 "would build it again: --dist loadgroup did not keep the xdist_group"
                                 "('conformance') tests in one worker (see the pytest pin in pyproject.toml)")
        with os.fdopen(fd, "w", encoding="utf-8") as claim:
            claim.write(worker)

    def of(self, port: str) -> dict[str, str]:
        module = importlib.import_module(f"tests.ports.{port}")
        require(*module.TOOLS)
        if port not in self.results:
            self._claim(port)
            try:
                batch = self.cases + (self.typed if port in TYPED_PORTS else [])
                self.results[port] = module.build_and_run(batch, self.workdir / port)
            except BaseException as exc:  # remember the failure: one compile error, one report per case
                self.results[port] = exc
        result = self.results[port]
        if isinstance(result, BaseException):
            raise AssertionError(f"{port}: build or run failed:\n{result}") from None
        return result


@pytest.fixture(scope="session")
def outputs(cases: list[Case], typed_cases: list[Case], tmp_path_factory: pytest.TempPathFactory) -> _Outputs:
    # xdist gives each worker a basetemp below one folder per session (popen-gw0, popen-gw1).
    under_xdist = bool(os.environ.get("PYTEST_XDIST_WORKER"))
    shared = tmp_path_factory.getbasetemp().parent / "conformance-builds" if under_xdist else None
    return _Outputs(cases, tmp_path_factory.mktemp("ports"), shared, typed_cases)


@pytest.mark.toolchain
@pytest.mark.parametrize("case_name", [*CASE_FILES, *INIT_NAMES])
@pytest.mark.parametrize("port", PORTS)
def test_port_passes_conformance_vectors(port: str, case_name: str, cases: list[Case], outputs: _Outputs) -> None:
    case = next(c for c in cases if c.name == case_name)
    problem = compare(port, case, outputs.of(port)[case_name])
    assert problem is None, problem


@pytest.mark.toolchain
@pytest.mark.parametrize("case_name", list(CASE_FILES))
@pytest.mark.parametrize("port", TYPED_PORTS)
def test_typed_port_passes_typed_vectors(port: str, case_name: str, typed_cases: list[Case],
                                         outputs: _Outputs) -> None:
    """typed = true (docs/typed.md): the open parse, wire, membership and typed settle vectors,
    besides every other vector, run by the port's real toolchain (in the port's one build)."""
    case = next(c for c in typed_cases if c.name == f"typed_{case_name}")
    problem = compare(port, case, outputs.of(port)[case.name])
    assert problem is None, problem


@pytest.mark.toolchain
@pytest.mark.parametrize("case_name", list(CASE_FILES))
def test_ports_agree_with_each_other(case_name: str, cases: list[Case], outputs: _Outputs) -> None:
    """Byte-identical behaviour across ports, checked pairwise against the first available port."""
    case = next(c for c in cases if c.name == case_name)
    available = {}
    for port in PORTS:
        try:
            available[port] = outputs.of(port)[case_name]
        except (pytest.skip.Exception, AssertionError):
            continue
    if len(available) < 2:
        pytest.skip("fewer than two ports built; nothing to compare")
    (first, reference), *rest = available.items()
    for port, actual in rest:
        problem = compare(port, case, actual, expected=reference, against=first)
        assert problem is None, problem


def test_vectors_cover_every_value_alias_and_rule(cases: list[Case]) -> None:
    for case in cases:
        ids = {v["id"] for v in case.vectors}
        for vocab in case.model.vocabularies:
            assert f"values/{vocab.key}" in ids
            inputs = {v["input"] for v in case.vectors if v["op"] == "canonical" and v["vocabulary"] == vocab.key}
            assert set(vocab.texts) <= inputs
            assert {a.name for a in vocab.aliases} <= inputs
            assert "" in inputs
        for rule in case.model.rules:
            settled = {v["subject"] for v in case.vectors if v["op"] == "settle" and v["rule"] == rule.key}
            assert set(case.model.vocabulary(rule.vocabulary).texts) <= settled
        assert expected_output(case).count("\n") == len(case.vectors)


def test_typed_vectors_cover_the_contract(typed_cases: list[Case]) -> None:
    """Every value and alias parses known, every removed spelling and hostile string unknown,
    each with a wire and a membership vector, and every settle vector has its typed twin."""
    from vocabgen.vectors import HOSTILE

    for case in typed_cases:
        by_op: dict[str, list[dict[str, object]]] = {}
        for vector in case.vectors:
            by_op.setdefault(str(vector["op"]), []).append(vector)
        for vocab in case.model.vocabularies:
            parses = {v["input"]: v["expect"] for v in by_op["parse"] if v["vocabulary"] == vocab.key}
            for spelling, canonical in vocab.spellings.items():
                assert parses[spelling] == {"kind": "known", "value": canonical}
            for raw in [r.text for r in vocab.removed] + [h for h in HOSTILE if h not in vocab.spellings]:
                assert parses[raw] == {"kind": "unknown", "value": raw}
            assert len([v for v in by_op["wire"] if v["vocabulary"] == vocab.key]) == len(parses)
            assert len([v for v in by_op["member"] if v["vocabulary"] == vocab.key]) == len(parses)
        assert len(by_op.get("typed_settle", [])) == len(by_op.get("settle", []))


def test_alias_constant_vectors_name_every_alias_only_where_turned_on(cases: list[Case]) -> None:
    """alias_constants on the conformance target adds one vector per alias, expecting its own
    spelling; without it the vectors hold none (the default output is unchanged)."""
    for case in cases:
        found = [(v["vocabulary"], v["input"], v["expect"]["value"]) for v in case.vectors if v["op"] == "alias_constant"]
        turned_on = next(c for c in case.model.targets if c.name == "conformance").flag("alias_constants")
        every_alias = [(vocab.key, a.name, a.name) for vocab in case.model.vocabularies for a in vocab.aliases]
        assert found == (every_alias if turned_on else []), case.name
    public_api = next(c for c in cases if c.name == "public_api")
    assert any(a.deprecated for vocab in public_api.model.vocabularies for a in vocab.aliases)
    assert all(config.flag("alias_constants") for config in public_api.model.targets if config.name != "markdown")
