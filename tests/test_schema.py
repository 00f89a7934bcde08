"""The JSON Schema and the loader agree: every valid case validates, broken cases fail both."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import jsonschema
import pytest
from click.testing import CliRunner

from vocabgen import init
from vocabgen.cli import main
from tests.loading import load_text
from vocabgen.problems import ProblemsFound
from vocabgen.schema import schema
from vocabgen.targets.registry import TARGETS

ROOT = Path(__file__).resolve().parent.parent
VALID = sorted({ROOT / "vocab.toml", ROOT / "tests" / "host" / "vocab.toml",
                *(ROOT / "tests" / "vocabularies").glob("*.toml"),
                *(ROOT / "tests" / "golden").glob("*/vocab.toml"), *(ROOT / "examples").glob("**/vocab.toml")})
# Error cases whose mistake is one of shape (types, keys, patterns), which a schema can see.
SHAPE_ERRORS = [
    "accessors_outside_elixir", "aliases_wrong_type", "alias_target_wrong_type", "deprecated_entry_malformed", "rule_missing_keys",
    "rule_value_listed_twice", "rule_values_empty", "rule_values_wrong_type", "rules_wrong_type",
    "out_absolute", "out_backslash", "out_empty", "out_names_a_vocabulary",
    "schema_version_future", "schema_version_missing", "schema_version_string", "schema_version_zero",
    "singular_missing", "singular_not_snake_case", "singular_wrong_type", "target_setting_missing",
    "target_setting_wrong_type", "targets_missing", "targets_wrong_type", "templates_absolute", "templates_empty",
    "top_doc_wrong_type", "unknown_rule_key",
    "unknown_target", "unknown_target_setting", "unknown_top_level_key", "unknown_vocabulary_key",
    "value_control_character", "value_doc_wrong_type", "value_empty_string", "value_line_separator",
    "value_surrounding_space", "values_empty", "values_missing", "values_wrong_type",
    "vocabulary_doc_wrong_type", "vocabulary_name_not_snake_case",
    "value_name_malformed", "deprecated_names_malformed", "initialisms_malformed",
    "stability_malformed", "value_order_malformed",
]
ERRORS = ROOT / "tests" / "cases" / "errors"


@pytest.fixture(scope="module")
def validator() -> jsonschema.protocols.Validator:
    document = schema()
    jsonschema.Draft202012Validator.check_schema(document)
    return jsonschema.Draft202012Validator(document)


@pytest.mark.parametrize("path", VALID, ids=lambda p: str(p.relative_to(ROOT)))
def test_valid_files_validate(path: Path, validator: jsonschema.protocols.Validator) -> None:
    text = path.read_text(encoding="utf-8")
    load_text(text)  # valid for the loader
    errors = [e.message for e in validator.iter_errors(tomllib.loads(text))]
    assert not errors, errors


@pytest.mark.parametrize("name", ["acme.billing", "shop.orders.core", "tools"])
def test_init_output_validates(name: str, validator: jsonschema.protocols.Validator) -> None:
    text = init.text(name, tuple(TARGETS))
    load_text(text)
    assert not list(validator.iter_errors(tomllib.loads(text)))


@pytest.mark.parametrize("name", SHAPE_ERRORS)
def test_broken_files_fail_both(name: str, validator: jsonschema.protocols.Validator) -> None:
    text = (ERRORS / name / "vocab.toml").read_text(encoding="utf-8")
    with pytest.raises(ProblemsFound):
        load_text(text)
    assert list(validator.iter_errors(tomllib.loads(text))), f"the schema accepts {name}, the loader does not"


def test_schema_command_prints_the_schema() -> None:
    result = CliRunner().invoke(main, ["schema"])
    assert result.exit_code == 0
    assert json.loads(result.stdout) == schema()


def test_schema_names_exactly_the_keys_the_loader_accepts() -> None:
    """The schema's tables are the loader's: a key added to one must be added to the other."""
    from vocabgen.tables import ALIAS_KEYS, POLICY_KEYS, RESERVED_TOP, RULE_KEYS, VALUE_KEYS, VOCAB_KEYS

    document = schema()
    vocabulary = document["additionalProperties"]
    assert set(document["properties"]) == set(RESERVED_TOP) | set(POLICY_KEYS)
    assert set(vocabulary["properties"]) == set(VOCAB_KEYS)
    assert set(vocabulary["properties"]["values"]["additionalProperties"]["oneOf"][1]["properties"]) == set(VALUE_KEYS)
    assert set(vocabulary["properties"]["aliases"]["additionalProperties"]["oneOf"][1]["properties"]) == set(ALIAS_KEYS)
    assert set(document["properties"]["rules"]["additionalProperties"]["properties"]) == set(RULE_KEYS)
    assert set(document["properties"]["targets"]["properties"]) == set(TARGETS)
