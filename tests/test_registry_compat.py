"""`vocabgen compat` against a real registry's rules: the sample (tests/registry_names.py's
converter) and a synthetic second version of it, one change at a time and all at once. compat
calls a change breaking exactly when it breaks one of the registry's rules, read from the
registry's own data (registry_violations), and names the class that explains it."""

from __future__ import annotations

import json
from typing import Any

import pytest
import tomli_w

from tests.loading import load_text
from tests.registry_names import SAMPLE, SYNTHETIC_CHANGES, registry_violations, second_version, vocab_document
from vocabgen.compat import compare
from vocabgen.compat_classes import BREAKING
from vocabgen.model import Model

# The class each change is explained by (compat's RULES).
EXPECTED = {
    "development member removed": "development value removed",
    "stable member's value changed": "stable value changed",
    "member renamed with renamed_to": "deprecation added",
    "attribute deprecated": "deprecation added",
    "members reordered": "order changed, declared insignificant",
    "member's stability lowered": "stability lowered",
}


@pytest.fixture(scope="module")
def sample() -> dict[str, Any]:
    return json.loads(SAMPLE.read_text(encoding="utf-8"))


def _model(sample: dict[str, Any]) -> Model:
    """The converted file, with three ports (their symbols are compared too; all ten are the
    conformance case's)."""
    document = vocab_document(sample)
    document["targets"] = {port: document["targets"][port] for port in ("python", "java", "go")}
    return load_text(tomli_w.dumps(document))


@pytest.fixture(scope="module")
def baseline(sample: dict[str, Any]) -> Model:
    return _model(sample)


@pytest.mark.parametrize("change", list(SYNTHETIC_CHANGES))
def test_each_change_is_breaking_exactly_when_it_breaks_a_registry_rule(
        change: str, sample: dict[str, Any], baseline: Model) -> None:
    changed = second_version(sample, (change,))
    verdict = compare(baseline, _model(changed))
    violations = registry_violations(sample, changed)
    breaking = [f.render("vocab.toml") for f in verdict.findings if f.severity == BREAKING]
    assert bool(breaking) == bool(violations), (violations, breaking)
    assert EXPECTED[change] in {f.change for f in verdict.findings}, [f.render("vocab.toml") for f in verdict.findings]


def test_the_whole_second_version(sample: dict[str, Any], baseline: Model) -> None:
    """All changes at once: each is still recognised (a rename beside a removal, a reordering
    beside additions), and the breaking findings are the two the registry's rules forbid."""
    changed = second_version(sample)
    verdict = compare(baseline, _model(changed))
    assert set(EXPECTED.values()) <= {f.change for f in verdict.findings}
    assert sorted(f.change for f in verdict.findings if f.severity == BREAKING) == [
        "stability lowered", "stable value changed"]
    assert len(registry_violations(sample, changed)) == 2
    assert verdict.exit_code == 1


def test_the_sample_against_itself_is_unchanged(sample: dict[str, Any], baseline: Model) -> None:
    assert compare(baseline, baseline).findings == () and registry_violations(sample, sample) == []
