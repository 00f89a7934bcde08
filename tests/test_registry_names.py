"""The registry converter (tests/registry_names.py): its vocab file validates against the JSON
Schema and the loader, renders every port, and the committed name-match figures
(benchmarks/results/registry-names.json) are the ones it computes now."""

from __future__ import annotations

import json

import jsonschema
import pytest

from tests.registry_names import CONVERTED, RESULT, SAMPLE, converted_text, figures, names_of, vocab_document
from vocabgen.schema import schema
from vocabgen.targets.registry import TARGETS


@pytest.fixture(scope="module")
def sample() -> dict[str, object]:
    return json.loads(SAMPLE.read_text(encoding="utf-8"))


def test_the_converted_file_validates_and_renders_every_port(sample: dict[str, object]) -> None:
    document = vocab_document(sample)
    assert not [e.message for e in jsonschema.Draft202012Validator(schema()).iter_errors(document)]
    assert set(document["targets"]) == set(TARGETS)
    names, rendered = names_of(document)  # loads (every port's identifiers checked) and renders
    assert len(rendered) >= len(TARGETS) and names
    named = [v for table in document.values() if isinstance(table, dict) and "values" in table
             for v in table["values"].values() if isinstance(v, dict) and ("name" in v or "deprecated_names" in v)]
    assert named, "the sample's members named apart from their values must use name or deprecated_names"


def test_the_committed_figures_are_current(sample: dict[str, object]) -> None:
    """Re-run `python -m tests.registry_names` after a change that moves a name."""
    committed = json.loads(RESULT.read_text(encoding="utf-8"))
    assert figures(sample) == committed


def test_every_miss_is_explained(sample: dict[str, object]) -> None:
    for package, found in figures(sample)["packages"].items():
        assert found["matched"] + len(found["misses"]) == found["compared"], package
        assert all(miss["why"] and miss["vocabgen"] for miss in found["misses"]), package


def test_the_committed_conversion_is_current(sample: dict[str, object]) -> None:
    """The conformance case tests/vocabularies/registry_sample.toml is the converter's output."""
    assert CONVERTED.read_text(encoding="utf-8") == converted_text(sample)


def test_the_name_patterns_give_every_official_whole_name(sample: dict[str, object]) -> None:
    """JavaScript's `<ATTRIBUTE>_VALUE_<MEMBER>` constants and the Python and Java `<Attribute>Values`
    enums, from the one converted file through each port's `names` table (none without it)."""
    for package, found in figures(sample)["whole_names"].items():
        assert found["compared"] and found["matched"] == found["compared"], (package, found["misses"][:3])
        assert found["matched_without_patterns"] == 0, package
