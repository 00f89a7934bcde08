"""The behaviour every port must share, as data: canonicalise and settle cases with expected results.

Both the conformance vectors and the generated Python tests are built from these, so the
expectations come from vocab.toml semantics, never from any port's output.
"""

from __future__ import annotations

from typing import NamedTuple

from vocabgen.model import Model, Rule, Vocabulary

SAMPLE = 8  # per-value cases are taken from the first few values, so huge vocabularies stay small
SUBJECTS = 64  # settle crosses every rule member and up to this many other subject values
_LOOKALIKES = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "i": "\u0456"}


class Outcome(NamedTuple):
    """What a call returns: kind is 'value', 'none' or 'error' (a named tuple: a 10,000-value
    vocabulary makes tens of thousands, and a tuple is built several times faster)."""

    kind: str
    value: str = ""


def adversarial(vocab: Vocabulary) -> list[str]:
    """Near misses that must be rejected: empty, wrong case, spaces, lookalikes, prefixes."""
    accepted = vocab.spellings
    candidates = [""]
    for value in vocab.texts[:SAMPLE]:
        candidates.append(value[:1].swapcase() + value[1:])
        candidates.append(value.upper())
        candidates.append(f" {value}")
        candidates.append(f"{value} ")
        if len(value) > 1:
            candidates.append(value[:-1])
        for latin, cyrillic in _LOOKALIKES.items():
            if latin in value:
                candidates.append(value.replace(latin, cyrillic, 1))
                break
    candidates.append("\U0001f600")
    unique: list[str] = []
    for candidate in candidates:
        if candidate not in accepted and candidate not in unique:
            unique.append(candidate)
    return unique


def unknown(vocab: Vocabulary) -> list[str]:
    """Spellings no reader may accept: removed ones (tombstones) first, then near misses."""
    removed = [r.text for r in vocab.removed[:SAMPLE]]
    return removed + [bad for bad in adversarial(vocab) if bad not in removed]


# Raw strings the open parse must keep and the wire give back byte for byte (docs/typed.md): NUL,
# bidi controls, an astral character, quotes, backslashes, interpolation openers, line breaks, a
# byte order mark, a long string, and names of atoms and keywords that exist in every BEAM and JVM
# (`String.to_existing_atom` or `keyword` would accept them; a table lookup gives an unknown).
HOSTILE = ("\x00", "nul\x00inside", "x\u202e", "\u2066bidi\u2069", "\U0001f600", '"quoted"', "it's",
           "back\\slash", "${x}", "#{x}", "{{x}}", "%s", "line\nbreak", "\r\n", "\ufeff", "x" * 300,
           "ok", "error", "nil", "true", "false", ":ok")


def parse_cases(vocab: Vocabulary) -> list[tuple[str, Outcome]]:
    """The open parse never fails: a value or an alias gives its known member ('known', the
    canonical); a removed spelling, a near miss or a hostile string an unknown keeping the
    input ('unknown', the raw string)."""
    accepted = vocab.spellings
    cases = [(spelling, Outcome("known", canonical)) for spelling, canonical in accepted.items()]
    raws = unknown(vocab)
    raws.extend(raw for raw in HOSTILE if raw not in accepted and raw not in raws)
    cases.extend((raw, Outcome("unknown", raw)) for raw in raws)
    return cases


def canonical_cases(vocab: Vocabulary) -> list[tuple[str, Outcome]]:
    """Every value and alias with its canonical result, then removed spellings and near misses
    as errors."""
    cases = [(spelling, Outcome("value", canonical)) for spelling, canonical in vocab.spellings.items()]
    cases.extend((bad, Outcome("error")) for bad in unknown(vocab))
    return cases


def guard_cases(vocab: Vocabulary) -> list[tuple[str, bool]]:
    """Membership is exact: canonical values only; aliases, removed spellings and near misses
    are not members."""
    cases = [(text, True) for text in vocab.texts[:SUBJECTS]]
    cases.extend((a.name, False) for a in vocab.aliases[:SAMPLE])
    cases.extend((bad, False) for bad in unknown(vocab))
    return cases


def read_cases(vocab: Vocabulary) -> list[tuple[str, Outcome]]:
    """The lenient reader never fails: a known spelling gives its canonical value, anything
    else (removed, misspelt, empty) the vocabulary's fallback, or none without one."""
    cases = [(spelling, Outcome("value", canonical)) for spelling, canonical in vocab.spellings.items()]
    miss = Outcome("value", vocab.fallback) if vocab.fallback else Outcome("none")
    cases.extend((bad, miss) for bad in unknown(vocab))
    return cases


def settle_cases(model: Model, rule: Rule) -> list[tuple[str, str | None, Outcome]]:
    """Every subject value crossed with none, sampled carried spellings and a near miss."""
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    carried_lookup = carried.spellings
    inputs: list[str | None] = [None]
    inputs.extend(carried.texts[:SAMPLE])
    inputs.extend(a.name for a in carried.aliases[:SAMPLE])
    # The empty string is left out here: Go spells "no carried value" as "", so settle's
    # behaviour on "" is port-specific. canonical_cases still rejects "" in every port.
    inputs.extend([bad for bad in adversarial(carried) if bad][:3])
    subject_lookup = subject.spellings
    members = set(rule.values)
    others = [t for t in subject.texts if t not in members][:SUBJECTS]
    chosen = members.union(others)
    subjects = [t for t in subject.texts if t in chosen]
    subjects += [a.name for a in subject.aliases[:SAMPLE]] + adversarial(subject)[:2]
    cases = []
    for status in subjects:
        for limit in inputs:
            if status not in subject_lookup:
                outcome = Outcome("error")
            elif subject_lookup[status] not in members or limit is None:
                outcome = Outcome("none")
            elif limit in carried_lookup:
                outcome = Outcome("value", carried_lookup[limit])
            else:
                outcome = Outcome("error")
            cases.append((status, limit, outcome))
    return cases


def typed_settle_cases(model: Model, rule: Rule,
                       settled: list[tuple[str, str | None, Outcome]]) -> list[tuple[str, str | None, Outcome]]:
    """settle's cases (settled) for the typed settle (docs/typed.md), which takes both inputs
    strict-parsed: an unknown carried spelling is an error even where the subject carries none."""
    carried = model.vocabulary(rule.carries).spellings
    return [(subject, limit, Outcome("error") if limit is not None and limit not in carried else outcome)
            for subject, limit, outcome in settled]
