"""The JSON Schema of vocab.toml, for editors (Taplo, Even Better TOML) and other tools.

Built from the same tables the loader validates against (top-level keys, vocabulary and rule
keys, every target's settings), so the two cannot drift apart; tests/test_schema.py checks that
every valid case validates and that broken ones fail both. Semantic rules the schema cannot
express (references between tables, identifier collisions) are the loader's alone.
"""

from __future__ import annotations

import json
from typing import Any

from vocabgen.lifecycle import LEVELS, VALUE_ORDERS
from vocabgen.names import HELP, patternable
from vocabgen.tables import OUT_SEGMENT
from vocabgen.targets.registry import TARGETS

SNAKE = "^[a-z][a-z0-9]*(_[a-z0-9]+)*$"
# Values and aliases: no control characters, no surrounding white space, not empty.
SPELLING = "^[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff\\ufffe\\uffff]" \
           "([^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff\\ufffe\\uffff]*[^\\s\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff\\ufffe\\uffff])?$"

# `out`: '/'-separated segments, each one the loader accepts (tables.OUT_SEGMENT).
OUT_FOLDER = f"^({OUT_SEGMENT})(/({OUT_SEGMENT}))*$"
# templates = "DIR": any non-empty path that is not absolute (a POSIX root or a Windows drive).
RELATIVE = "^(?!/|[A-Za-z]:)."


def _string(description: str) -> dict[str, Any]:
    return {"type": "string", "description": description}


def schema() -> dict[str, Any]:
    deprecated = {"type": "string", "minLength": 1, "pattern": "\\S", "description": "Why, and what to use instead."}
    stability = {"enum": list(LEVELS), "description": "The stability level (lowest first: development, "
                                                      "release_candidate, stable); unmarked ranks as stable."}
    replaced_by = _string("The value of the same vocabulary that replaces this deprecated entry (needs deprecated).")
    value: dict[str, Any] = {"oneOf": [
        _string("The value's doc."),
        {"type": "object", "additionalProperties": False, "properties": {
            "doc": _string("The value's doc."), "deprecated": deprecated,
            "name": {"type": "string", "pattern": SNAKE,
                     "description": "The value's own name: the snake_case words every identifier of it is "
                                    "spelled from instead of the value's; the wire value is unchanged."},
            "deprecated_names": {"type": "object", "minProperties": 1, "propertyNames": {"pattern": SNAKE},
                                 "additionalProperties": deprecated,
                                 "description": "Second, deprecated names of the value: name = why; each gives a "
                                                "deprecated constant of the same value in every port."},
            "stability": stability, "replaced_by": replaced_by},
         "dependentRequired": {"replaced_by": ["deprecated"]}},
    ]}
    alias: dict[str, Any] = {"oneOf": [
        _string("The canonical value this spelling stands for."),
        {"type": "object", "additionalProperties": False, "required": ["canonical"], "properties": {
            "canonical": _string("The canonical value this spelling stands for."), "deprecated": deprecated,
            "replaced_by": replaced_by}, "dependentRequired": {"replaced_by": ["deprecated"]}},
    ]}
    vocabulary: dict[str, Any] = {
        "type": "object", "additionalProperties": False, "required": ["singular", "values"],
        "dependentRequired": {"replaced_by": ["deprecated"]},
        "description": "A closed vocabulary; its key names the collection.",
        "properties": {
            "doc": _string("What the vocabulary is; becomes the doc comment."),
            "singular": {"type": "string", "pattern": SNAKE, "description": "Names members, types and functions."},
            "values": {"type": "object", "minProperties": 1, "propertyNames": {"pattern": SPELLING},
                       "additionalProperties": value, "description": "value = \"doc\", in output order."},
            "aliases": {"type": "object", "propertyNames": {"pattern": SPELLING}, "additionalProperties": alias,
                        "description": "accepted spelling = canonical value."},
            "removed": {"type": "object", "propertyNames": {"pattern": SPELLING},
                        "additionalProperties": {"type": "string", "minLength": 1, "pattern": "\\S"},
                        "description": "Tombstones: removed spelling = why; it may never come back."},
            "fallback": _string("The value the lenient reader returns for unknown input."),
            "stability": stability,
            "deprecated": deprecated | {"description": "Why the whole vocabulary is deprecated, and what to use instead."},
            "replaced_by": _string("The key of the vocabulary that replaces this deprecated one (needs deprecated)."),
        },
    }
    rule: dict[str, Any] = {
        "type": "object", "additionalProperties": False, "required": ["vocabulary", "values", "carries"],
        "properties": {
            "doc": _string("What the rule means."),
            "vocabulary": {"type": "string", "description": "The subject vocabulary's key."},
            "values": {"type": "array", "minItems": 1, "uniqueItems": True, "items": {"type": "string"},
                       "description": "The subject values that carry a value."},
            "carries": {"type": "string", "description": "The carried vocabulary's key."},
            "members": {"type": "string", "pattern": SNAKE,
                        "description": "Names the members collection (default: the rule key, then the subject's key)."},
        },
    }
    targets: dict[str, Any] = {}
    for name, target in TARGETS.items():
        properties = {s.name: ({"type": "boolean"} if s.boolean else {"type": "string"})
                      | ({"enum": list(s.choices)} if s.choices else {}) | {"description": s.help}
                      for s in target.settings}
        if target.roles:
            properties["names"] = {"type": "object", "propertyNames": {"enum": list(patternable(target))},
                                   "additionalProperties": {"type": "string", "minLength": 1}, "description": HELP}
        required = [s.name for s in target.settings if s.default is None and not s.optional]
        targets[name] = {"type": "object", "additionalProperties": False, "properties": properties,
                         **({"required": required} if required else {})}
    top: dict[str, Any] = {
        "schema_version": {"type": "integer", "minimum": 1, "maximum": 1, "description": "The vocab.toml format: 1."},
        "vocabulary_version": {"type": "integer", "minimum": 1,
                               "description": "The contract's version; raise it with every breaking change."},
        "required_version": _string("PEP 440 specifier of the vocabgen releases that may render this file."),
        "doc": _string("Shown at the top of every generated file."),
        "templates": {"type": "string", "pattern": RELATIVE,
                      "description": "A folder of template overrides, relative to this file's folder; "
                                     "--templates on the command line wins."},
        "out": {"type": "string", "pattern": OUT_FOLDER,
                "description": "The output folder, relative to this file's folder ('.': this folder); "
                               "--out on the command line wins."},
        "value_order": {"anyOf": [{"enum": list(VALUE_ORDERS)}, vocabulary],
                        "description": "compat's policy: whether reordering values is breaking (significant, the "
                                       "default) or not; a table of this name is a vocabulary."},
        "targets": {"type": "object", "minProperties": 1, "additionalProperties": False, "properties": targets},
        "rules": {"type": "object", "propertyNames": {"pattern": SNAKE}, "additionalProperties": rule},
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://vocabgen.invalid/vocab.schema.json",
        "title": "vocabgen vocab.toml",
        "type": "object",
        "required": ["schema_version", "targets"],
        "properties": top,
        "propertyNames": {"pattern": SNAKE},
        "additionalProperties": vocabulary,
    }


def text() -> str:
    return json.dumps(schema(), indent=2, sort_keys=True) + "\n"
