"""Conformance vectors: the shared behaviour of every port as JSON, for each port's runner.

JSON has no comments, so the generated marker is the value of the first key, "generated".
"""

from __future__ import annotations

import json.encoder
import re
from typing import Any

from vocabgen.model import Model, TargetConfig, Vocabulary
from vocabgen.targets.base import Identifier, OutputFile, Setting, Target, check_relative_path, marker
from vocabgen.vectors import Outcome, canonical_cases, guard_cases, read_cases, settle_cases

_encode_string = json.encoder.encode_basestring  # the C escaper when available; what dumps uses without ensure_ascii

SETTINGS = (Setting("path", "the vectors file under --out", check_relative_path,
                    lambda _: "conformance/vectors.json"),)


def string(text: str | None) -> str:
    """A JSON string literal (or null); non-ASCII stays readable, controls are escaped.

    The same bytes as json.dumps(text, ensure_ascii=False), through the encoder's own string
    function: dumps builds an encoder per call, which at 100,000 strings is most of the time."""
    return "null" if text is None else _encode_string(text)


def _expect(outcome: Outcome) -> str:
    if outcome.kind == "value":
        return f'{{"kind": "value", "value": {string(outcome.value)}}}'
    return f'{{"kind": "{outcome.kind}"}}'


def _inner(text: str) -> str:
    """The escaped characters of a JSON string literal, without its quotes: ids are built by
    joining these (escaping is per character, so joining escaped parts is escaping the join)."""
    return string(text)[1:-1]


def vectors(model: Model) -> list[str]:
    """Each vector as one JSON object, in a stable order; ids name what failed."""
    rows: list[str] = []
    for vocab in model.vocabularies:
        key = _inner(vocab.key)
        where = f'"vocabulary": "{key}"'
        rows.append(f'{{"id": "values/{key}", "op": "values", {where}, '
                    f'"expect": {{"kind": "list", "values": [{", ".join(map(string, vocab.texts))}]}}}}')
        if vocab.has_aliases:
            rows.append(f'{{"id": "alias_count/{key}", "op": "alias_count", {where}, '
                        f'"expect": {{"kind": "value", "value": "{len(vocab.aliases)}"}}}}')
            probes = [(a.name, Outcome("value", a.canonical)) for a in vocab.aliases]
            probes += [(v, Outcome("none")) for v in vocab.texts[:3]]
            rows.extend(f'{{"id": "alias/{key}/{index}", "op": "alias", {where}, "input": {string(name)}, '
                        f'"expect": {_expect(outcome)}}}' for index, (name, outcome) in enumerate(probes))
        rows.extend(f'{{"id": "canonical/{key}/{index}", "op": "canonical", {where}, "input": {string(spelling)}, '
                    f'"expect": {_expect(outcome)}}}'
                    for index, (spelling, outcome) in enumerate(canonical_cases(vocab)))
        member = ('{"kind": "value", "value": "false"}', '{"kind": "value", "value": "true"}')
        rows.extend(f'{{"id": "guard/{key}/{index}", "op": "guard", {where}, "input": {string(spelling)}, '
                    f'"expect": {member[is_member]}}}'
                    for index, (spelling, is_member) in enumerate(guard_cases(vocab)))
        rows.extend(f'{{"id": "read/{key}/{index}", "op": "read", {where}, "input": {string(spelling)}, '
                    f'"expect": {_expect(outcome)}}}'
                    for index, (spelling, outcome) in enumerate(read_cases(vocab)))
    for rule in model.rules:
        key = _inner(rule.key)
        rows.append(f'{{"id": "members/{key}", "op": "members", "rule": "{key}", '
                    f'"expect": {{"kind": "list", "values": [{", ".join(map(string, rule.values))}]}}}}')
        rows.extend(f'{{"id": "settle/{key}/{index}", "op": "settle", "rule": "{key}", "subject": {string(subject)}, '
                    f'"carried": {string(carried)}, "expect": {_expect(outcome)}}}'
                    for index, (subject, carried, outcome) in enumerate(settle_cases(model, rule)))
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
        aliases = ", ".join(f"{string(a)}: {string(c)}" for a, c in vocab.spellings.items() if a != c)
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
