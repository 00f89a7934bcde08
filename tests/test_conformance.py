"""Every port, compiled and run by its real toolchain, must pass the shared vectors and agree.

Each port builds all cases in one batch (one compile per language where the language allows),
so the whole suite stays within a few minutes on two cores.
"""

from __future__ import annotations


import tomllib

import pytest

from tests.conformance.cases import CASE_FILES, INIT_NAMES
from tests.conformance.harness import Case, compare, expected_output
from tests.ports import LANGUAGES
from tests.ports.batch import Builds
from vocabgen import shipping
from vocabgen.model import Model
from vocabgen.targets.registry import TARGETS

# Under pytest-xdist (tests/run.sh runs `-n 2 --dist loadgroup`), every conformance test runs in
# one worker, so each port is compiled once for all cases (and for tests/test_properties.py).
pytestmark = pytest.mark.xdist_group("conformance")

PORTS = LANGUAGES  # every language port the registry holds
# Python runs under the interpreter running the tests, so its vectors run in the fast command too:
# a template edit that breaks a guard or drops a value fails there without comparing committed
# bytes (re-blessed golden files cannot hide it); every other port runs its toolchain.
FAST_PORTS = ("python",)


# The ports that build `typed = true` (docs/typed.md); each case file again with only these
# targets and the vectors, all typed, so each port's runner also runs the typed vectors. A typed
# port builds them in the same batch as the untyped cases (one compile per port).
TYPED_PORTS = tuple(port for port in PORTS if any(s.name == "typed" for s in TARGETS[port].settings))


# The session fixtures `cases`, `typed_cases` and `outputs` are in tests/conftest.py: one build per
# port (tests/ports/batch.py) for the conformance, typed and property cases together.


# The case files each port is configured in (a port that refuses a case's setting is left out of
# that case); every `vocabgen init` starter configures every port.
CONFIGURED = {port: {name for name, path in CASE_FILES.items()
                     if port in tomllib.loads(path.read_text(encoding="utf-8"))["targets"]} | set(INIT_NAMES)
              for port in PORTS}


def _pairs(ports: tuple[str, ...], names: list[str]) -> list[object]:
    """(port, case) parameters for every case the port is configured in."""
    return [pytest.param(port, name, marks=() if port in FAST_PORTS else pytest.mark.toolchain)
            for port in ports for name in names if name in CONFIGURED[port]]


@pytest.mark.parametrize(("port", "case_name"), _pairs(PORTS, [*CASE_FILES, *INIT_NAMES]))
def test_port_passes_conformance_vectors(port: str, case_name: str, cases: list[Case], outputs: Builds) -> None:
    case = next(c for c in cases if c.name == case_name)
    problem = compare(port, case, outputs.of(port)[case_name])
    assert problem is None, problem


@pytest.mark.parametrize(("port", "case_name"), _pairs(TYPED_PORTS, list(CASE_FILES)))
def test_typed_port_passes_typed_vectors(port: str, case_name: str, typed_cases: list[Case],
                                         outputs: Builds) -> None:
    """typed = true (docs/typed.md): the open parse, wire, membership and typed settle vectors,
    besides every other vector, run by the port's real toolchain (in the port's one build)."""
    case = next(c for c in typed_cases if c.name == f"typed_{case_name}")
    problem = compare(port, case, outputs.of(port)[case.name])
    assert problem is None, problem


@pytest.mark.toolchain
@pytest.mark.parametrize("case_name", list(CASE_FILES))
def test_ports_agree_with_each_other(case_name: str, cases: list[Case], outputs: Builds) -> None:
    """Byte-identical behaviour across ports, checked pairwise against the first available port."""
    case = next(c for c in cases if c.name == case_name)
    available = {}
    for port in PORTS:
        if case_name not in CONFIGURED[port]:
            continue  # the case does not configure the port
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


def _shipped(case: Case) -> Model:
    """The model as the case's vectors ship it (their target's `stability`, vocabgen.shipping)."""
    config = next(c for c in case.model.targets if c.name == "conformance")
    return shipping.shipped(case.model, shipping.level_of(config))


def test_vectors_cover_every_value_alias_and_rule(cases: list[Case]) -> None:
    for case in cases:
        ids = {v["id"] for v in case.vectors}
        model = _shipped(case)
        for vocab in model.vocabularies:
            assert f"values/{vocab.key}" in ids
            inputs = {v["input"] for v in case.vectors if v["op"] == "canonical" and v["vocabulary"] == vocab.key}
            assert set(vocab.texts) <= inputs
            assert {a.name for a in vocab.aliases} <= inputs
            assert "" in inputs
        for rule in model.rules:
            settled = {v["subject"] for v in case.vectors if v["op"] == "settle" and v["rule"] == rule.key}
            assert set(model.vocabulary(rule.vocabulary).texts) <= settled
        assert expected_output(case).count("\n") == len(case.vectors)


def test_typed_vectors_cover_the_contract(typed_cases: list[Case]) -> None:
    """Every value and alias parses known, every removed spelling and hostile string unknown,
    each with a wire and a membership vector, and every settle vector has its typed twin."""
    from vocabgen.vectors import HOSTILE

    for case in typed_cases:
        by_op: dict[str, list[dict[str, object]]] = {}
        for vector in case.vectors:
            by_op.setdefault(str(vector["op"]), []).append(vector)
        for vocab in _shipped(case).vocabularies:
            parses = {v["input"]: v["expect"] for v in by_op["parse"] if v["vocabulary"] == vocab.key}
            for spelling, canonical in vocab.spellings.items():
                assert parses[spelling] == {"kind": "known", "value": canonical}
            for raw in [r.text for r in vocab.removed] + [h for h in HOSTILE if h not in vocab.spellings]:
                assert parses[raw] == {"kind": "unknown", "value": raw}
            assert len([v for v in by_op["wire"] if v["vocabulary"] == vocab.key]) == len(parses)
            assert len([v for v in by_op["member"] if v["vocabulary"] == vocab.key]) == len(parses)
        assert len(by_op.get("typed_settle", [])) == len(by_op.get("settle", []))


def test_no_settle_vector_carries_the_empty_string_and_an_empty_subject_is_an_error(cases: list[Case],
                                                                                  typed_cases: list[Case]) -> None:
    """docs/ports.md: Go spells none as "" for settle's carried input, so no vector passes "" as
    the carried spelling; "" as the subject is fed, and must be an error in every port."""
    for case in cases + typed_cases:
        settles = [v for v in case.vectors if v["op"] in ("settle", "typed_settle")]
        assert not [v["id"] for v in settles if v["carried"] == ""]
        assert all(v["expect"] == {"kind": "error"} for v in settles if v["subject"] == "")
    assert any(v["subject"] == "" for case in cases for v in case.vectors if v["op"] == "settle")


def test_the_hostile_unknown_inputs_are_the_ones_docs_typed_lists() -> None:
    """docs/typed.md names the fixed hostile strings every typed port parses as unknown: the test
    above reads the list from the code, so this one holds the code to the page."""
    from vocabgen.vectors import HOSTILE

    joined = "".join(HOSTILE)
    for needed in ("\x00", "\u202e", "\u2066", "\U0001f600", '"', "'", "\\", "${", "#{", "\n", "\r", "\ufeff"):
        assert needed in joined, f"no hostile string holds {needed!r}"
    assert "x" * 300 in HOSTILE
    assert {"ok", "error", "nil", "true", "false", ":ok"} <= set(HOSTILE)


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
