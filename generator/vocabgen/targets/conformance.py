"""Conformance vectors: the shared behaviour of every port as JSON, for each port's runner.

JSON has no comments, so the generated marker is the value of the first key, "generated".
"""

from __future__ import annotations

import json
import re
from typing import Any

from vocabgen.model import Model, TargetConfig, Vocabulary
from vocabgen.targets.base import Identifier, OutputFile, Setting, Target, check_relative_path, marker
from vocabgen.vectors import Outcome, canonical_cases, guard_cases, lookup, read_cases, settle_cases

SETTINGS = (Setting("path", "the vectors file under --out", check_relative_path,
                    lambda _: "conformance/vectors.json"),)


def string(text: str | None) -> str:
    """A JSON string literal (or null); non-ASCII stays readable, controls are escaped."""
    return json.dumps(text, ensure_ascii=False)


def _expect(outcome: Outcome) -> str:
    if outcome.kind == "value":
        return f'{{"kind": "value", "value": {string(outcome.value)}}}'
    return f'{{"kind": "{outcome.kind}"}}'


def _fields(**fields: str | None) -> str:
    return ", ".join(f'"{key}": {string(value)}' for key, value in fields.items())


def vectors(model: Model) -> list[str]:
    """Each vector as one JSON object, in a stable order; ids name what failed."""
    rows: list[str] = []
    for vocab in model.vocabularies:
        key = vocab.key
        rows.append(f'{{"id": {string("values/" + key)}, "op": "values", {_fields(vocabulary=key)}, '
                    f'"expect": {{"kind": "list", "values": [{", ".join(string(v) for v in vocab.texts)}]}}}}')
        if vocab.has_aliases:
            rows.append(f'{{"id": {string("alias_count/" + key)}, "op": "alias_count", {_fields(vocabulary=key)}, '
                        f'"expect": {{"kind": "value", "value": "{len(vocab.aliases)}"}}}}')
            probes = [(a.name, Outcome("value", a.canonical)) for a in vocab.aliases]
            probes += [(v, Outcome("none")) for v in vocab.texts[:3]]
            for index, (name, outcome) in enumerate(probes):
                rows.append(f'{{"id": {string(f"alias/{key}/{index}")}, "op": "alias", '
                            f'{_fields(vocabulary=key, input=name)}, "expect": {_expect(outcome)}}}')
        for index, (spelling, outcome) in enumerate(canonical_cases(vocab)):
            rows.append(f'{{"id": {string(f"canonical/{key}/{index}")}, "op": "canonical", '
                        f'{_fields(vocabulary=key, input=spelling)}, "expect": {_expect(outcome)}}}')
        for index, (spelling, member) in enumerate(guard_cases(vocab)):
            rows.append(f'{{"id": {string(f"guard/{key}/{index}")}, "op": "guard", '
                        f'{_fields(vocabulary=key, input=spelling)}, '
                        f'"expect": {_expect(Outcome("value", "true" if member else "false"))}}}')
        for index, (spelling, outcome) in enumerate(read_cases(vocab)):
            rows.append(f'{{"id": {string(f"read/{key}/{index}")}, "op": "read", '
                        f'{_fields(vocabulary=key, input=spelling)}, "expect": {_expect(outcome)}}}')
    for rule in model.rules:
        rows.append(f'{{"id": {string("members/" + rule.key)}, "op": "members", {_fields(rule=rule.key)}, '
                    f'"expect": {{"kind": "list", "values": [{", ".join(string(v) for v in rule.values)}]}}}}')
        for index, (subject, carried, outcome) in enumerate(settle_cases(model, rule)):
            rows.append(f'{{"id": {string(f"settle/{rule.key}/{index}")}, "op": "settle", '
                        f'{_fields(rule=rule.key, subject=subject, carried=carried)}, "expect": {_expect(outcome)}}}')
    return rows


def _deprecations(vocab: Vocabulary) -> list[tuple[str, str]]:
    """Deprecated values, then deprecated aliases, each with its reason."""
    return ([(v.text, v.deprecated) for v in vocab.values if v.deprecated]
            + [(a.name, a.deprecated) for a in vocab.aliases if a.deprecated])


def _object(pairs: list[tuple[str, str]]) -> str:
    return "{" + ", ".join(f"{string(key)}: {string(value)}" for key, value in pairs) + "}"


def _context(model: Model) -> dict[str, Any]:
    vocabularies = []
    for vocab in model.vocabularies:
        aliases = ", ".join(f"{string(a)}: {string(c)}" for a, c in lookup(vocab).items() if a != c)
        vocabularies.append(
            f'{{"key": {string(vocab.key)}, "values": [{", ".join(string(v) for v in vocab.texts)}], '
            f'"aliases": {"{" + aliases + "}" if vocab.has_aliases else "null"}, '
            f'"deprecated": {_object(_deprecations(vocab))}, '
            f'"removed": {_object([(r.text, r.reason) for r in vocab.removed])}, '
            f'"fallback": {string(vocab.fallback or None)}}}'
        )
    rules = [f'{{"key": {string(r.key)}, "vocabulary": {string(r.vocabulary)}, '
             f'"values": [{", ".join(string(v) for v in r.values)}], "carries": {string(r.carries)}}}'
             for r in model.rules]
    return {"marker": string(marker(model)), "schema_version": model.schema_version,
            "vocabularies": vocabularies, "rules": rules, "vectors": vectors(model)}


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return []


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    return [OutputFile(config.get("path"), "conformance/vectors.json.j2", _context(model))]


TARGET = Target(
    name="conformance",
    settings=SETTINGS,
    identifier_pattern=re.compile(r".*"),
    reserved=frozenset(),
    identifiers=identifiers,
    files=files,
)
