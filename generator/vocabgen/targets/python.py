"""Python: a typed runtime module (`Final` constants, `Literal` aliases, canonicalise and
settle functions) and its pytest file.

This module owns the language knowledge (names, reserved words, string escaping, comment
sanitising, paths); `templates/python/*.j2` own the files' shape. Output is already
black-formatted, so black is a test-time check.
"""

from __future__ import annotations

import keyword
import posixpath
import re
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from vocabgen.charclass import is_narrow_visible, is_printable
from vocabgen.model import Model, Rule, TargetConfig, Vocabulary
from vocabgen.targets.base import (
    Identifier,
    OutputFile,
    Setting,
    Target,
    check_relative_path,
    comment_lines,
    derived_identifiers,
    dotted_name_check,
    marker,
    runner_names,
)
from vocabgen.targets.naming import pascal, screaming, snake
from vocabgen.vectors import Outcome, canonical_cases, settle_cases

# Names the generated module defines or imports itself; a vocabulary may not reuse them.
FIXED_NAMES = frozenset({"annotations", "Final", "Literal", "Mapping", "MappingProxyType",
                         "TypeVar", "_T", "_canonical", "_settle"})
RESERVED = frozenset(keyword.kwlist) | FIXED_NAMES


def _default_path(settings: Mapping[str, str]) -> str:
    return "python/" + settings["module"].replace(".", "/") + ".py"


def _default_tests_path(settings: Mapping[str, str]) -> str:
    return "python/tests/test_" + settings["module"].rsplit(".", 1)[-1] + ".py"


SETTINGS = (
    Setting("module", "add module = \"package.module\"",
            dotted_name_check(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*", "toolnexus.agents.vocabulary")),
    Setting("path", "the module's file under --out", check_relative_path, _default_path),
    Setting("tests_path", "the generated pytest file under --out", check_relative_path, _default_tests_path),
)


_PLAIN = re.compile(r"[ !#-\[\]-~]*")  # printable ASCII except " and \\


def literal(text: str) -> str:
    """A Python string literal for text, quoted the way black would leave it."""
    if _PLAIN.fullmatch(text):
        return f'"{text}"'
    quote = "'" if '"' in text and "'" not in text else '"'
    out = [quote]
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == quote:
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) >= 0x80 and not is_narrow_visible(ch) or not is_printable(ch):
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
        else:
            out.append(ch)
    out.append(quote)
    return "".join(out)


def py_comment(line: str) -> str:
    """One sanitised doc line as a `#` comment; black keeps comments byte for byte."""
    return f"# {line}" if line else "#"


def py_optional(text: str | None) -> str:
    """A string literal, or None."""
    return "None" if text is None else literal(text)


def _doc(text: str) -> tuple[str, ...]:
    """A doc as sanitised comment lines (control characters removed, no blank ends)."""
    return tuple(comment_lines(text))


# ---------------------------------------------------------------------------------------------
# Names: computed here, used by templates, checked by identifiers() before anything renders.


def _names(vocab: Vocabulary) -> dict[str, str]:
    return {
        "type": pascal(vocab.singular),
        "collection": screaming(vocab.words),
        "aliases": screaming(vocab.singular, ("aliases",)),
        "lookup": "_" + screaming(vocab.singular, ("lookup",)),
        "canonical": snake(("canonical",), vocab.singular),
    }


def _constant(vocab: Vocabulary, words: tuple[str, ...]) -> str:
    return screaming(vocab.singular, words)


def _rule_names(model: Model, rule: Rule) -> dict[str, str]:
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    return {"members": screaming(rule.words, subject.words), "settle": snake(("settle",), carried.singular)}


def _parameter(vocab: Vocabulary) -> str:
    return snake(vocab.singular)


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return derived_identifiers(model, _constant, _names, _rule_names,
                               {"members": "rule members", "settle": "settle function"})


# ---------------------------------------------------------------------------------------------
# The module's context.


@dataclass(frozen=True)
class PyConstant:
    """One value's `Final` constant."""

    name: str  # the constant, e.g. STATUS_DONE
    literal: str  # the value as a Python string literal, escaped
    doc_lines: tuple[str, ...]  # the value's doc, sanitised, one comment line each


@dataclass(frozen=True)
class PyAlias:
    """One entry of the alias map."""

    literal: str  # the alias spelling as a string literal
    constant: str  # the constant of the value it canonicalises to


@dataclass(frozen=True)
class PyVocabulary:
    """One vocabulary: its constants, type, collections and function names."""

    doc_lines: tuple[str, ...]  # the vocabulary's doc as comment lines
    noun: str  # the singular as prose ("run status"): lowercase ASCII words, safe in docstrings
    noun_literal: str  # noun as a string literal, for error messages
    type: str  # the Literal type alias, e.g. Status
    collection: str  # the ordered tuple of values, e.g. STATUSES
    constants: tuple[PyConstant, ...]  # in vocab.toml order
    literals: tuple[str, ...]  # every value as a string literal, in order
    has_aliases: bool  # an alias map is emitted (possibly empty)
    aliases_name: str  # the alias map, e.g. LIMIT_ALIASES; "" without one
    aliases: tuple[PyAlias, ...]  # the alias map's entries
    lookup: str  # the private value-and-alias table
    canonical: str  # canonical_status


@dataclass(frozen=True)
class PyRule:
    """One rule: its members tuple and settle function."""

    doc_lines: tuple[str, ...]  # the rule's doc as comment lines
    members: str  # the members tuple, e.g. LIMIT_STOP_STATUSES
    member_constants: tuple[str, ...]  # the members' constants, in rule order
    subject_type: str  # Status
    carried_type: str  # Limit
    settle: str  # settle_limit
    subject_parameter: str  # status
    carried_parameter: str  # limit
    subject_canonical: str  # canonical_status
    carried_canonical: str  # canonical_limit
    subject_noun: str  # "status", prose
    carried_noun: str  # "limit", prose


@dataclass(frozen=True)
class PyModule:
    """Context of python/module.py.j2."""

    marker: str  # the do-not-edit line, already a `#` comment
    doc_lines: tuple[str, ...]  # the vocab file's doc as comment lines
    vocabularies: tuple[PyVocabulary, ...]
    rules: tuple[PyRule, ...]


def _vocabulary_context(vocab: Vocabulary) -> PyVocabulary:
    names = _names(vocab)
    return PyVocabulary(
        doc_lines=_doc(vocab.doc),
        noun=vocab.noun,
        noun_literal=literal(vocab.noun),
        type=names["type"],
        collection=names["collection"],
        constants=tuple(PyConstant(_constant(vocab, v.words), literal(v.text), _doc(v.doc)) for v in vocab.values),
        literals=tuple(literal(t) for t in vocab.texts),
        has_aliases=vocab.has_aliases,
        aliases_name=names["aliases"] if vocab.has_aliases else "",
        aliases=tuple(PyAlias(literal(a.name), _constant(vocab, vocab.by_text[a.canonical].words))
                      for a in vocab.aliases),
        lookup=names["lookup"],
        canonical=names["canonical"],
    )


def _rule_context(model: Model, rule: Rule) -> PyRule:
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    names = _rule_names(model, rule)
    return PyRule(
        doc_lines=_doc(rule.doc),
        members=names["members"],
        member_constants=tuple(_constant(subject, subject.by_text[m].words) for m in rule.values),
        subject_type=pascal(subject.singular),
        carried_type=pascal(carried.singular),
        settle=names["settle"],
        subject_parameter=_parameter(subject),
        carried_parameter=_parameter(carried),
        subject_canonical=_names(subject)["canonical"],
        carried_canonical=_names(carried)["canonical"],
        subject_noun=subject.noun,
        carried_noun=carried.noun,
    )


def _context(model: Model, config: TargetConfig) -> PyModule:
    return PyModule(
        marker=py_comment(marker(model)),
        doc_lines=_doc(model.doc),
        vocabularies=tuple(_vocabulary_context(v) for v in model.vocabularies),
        rules=tuple(_rule_context(model, r) for r in model.rules),
    )


# ---------------------------------------------------------------------------------------------
# The shipped tests' context: expectations from vectors.py, never from the module's output.


@dataclass(frozen=True)
class PyCase:
    """One parametrised case: an input spelling and what the function must give."""

    spelling: str  # the input as a string literal
    expected: str  # the expected canonical value as a string literal, or None


@dataclass(frozen=True)
class PySettleCase:
    """One settle case."""

    subject: str  # the subject spelling as a string literal
    carried: str  # the carried spelling as a string literal, or None
    kind: str  # "value", "none" or "error", as a string literal
    expected: str  # the expected value as a string literal, or None


@dataclass(frozen=True)
class PyVocabularyTests:
    """The tests of one vocabulary."""

    test: str  # the test-name stem, e.g. run_statuses
    collection: str  # STATUSES
    literals: tuple[str, ...]  # the expected values, as string literals, in order
    constants: tuple[tuple[str, str], ...]  # (constant name literal, value literal)
    aliases_name: str  # LIMIT_ALIASES; "" without an alias map
    aliases: tuple[tuple[str, str], ...]  # (alias literal, canonical value literal)
    canonical: str  # the canonicalise function
    canonical_cases: tuple[PyCase, ...]  # expected None: raises ValueError


@dataclass(frozen=True)
class PyRuleTests:
    """The tests of one rule."""

    test: str  # the test-name stem, e.g. limit_stop
    members: str  # LIMIT_STOP_STATUSES
    member_literals: tuple[str, ...]  # expected members as string literals
    settle: str  # the settle function
    cases: tuple[PySettleCase, ...]


@dataclass(frozen=True)
class PyTests:
    """Context of python/test_module.py.j2."""

    marker: str  # the do-not-edit line, already a `#` comment
    module: str  # the module's dotted name
    root: str  # the module root relative to the tests folder, as a string literal
    vocabularies: tuple[PyVocabularyTests, ...]
    rules: tuple[PyRuleTests, ...]


def _outcome(outcome: Outcome) -> str:
    return literal(outcome.value) if outcome.kind == "value" else "None"


def _vocabulary_tests(vocab: Vocabulary) -> PyVocabularyTests:
    names = _names(vocab)
    return PyVocabularyTests(
        test=snake(vocab.words),
        collection=names["collection"],
        literals=tuple(literal(t) for t in vocab.texts),
        constants=tuple((literal(_constant(vocab, v.words)), literal(v.text)) for v in vocab.values),
        aliases_name=names["aliases"] if vocab.has_aliases else "",
        aliases=tuple((literal(a.name), literal(a.canonical)) for a in vocab.aliases),
        canonical=names["canonical"],
        canonical_cases=tuple(PyCase(literal(s), _outcome(o)) for s, o in canonical_cases(vocab)),
    )


def _rule_tests(model: Model, rule: Rule) -> PyRuleTests:
    names = _rule_names(model, rule)
    return PyRuleTests(
        test=snake(rule.words),
        members=names["members"],
        member_literals=tuple(literal(m) for m in rule.values),
        settle=names["settle"],
        cases=tuple(PySettleCase(literal(s), py_optional(c), literal(o.kind), _outcome(o))
                    for s, c, o in settle_cases(model, rule)),
    )


def _test_context(model: Model, config: TargetConfig) -> PyTests:
    tests_dir = posixpath.dirname(config.get("tests_path"))
    return PyTests(
        marker=py_comment(marker(model)),
        module=config.get("module"),
        root=literal(posixpath.relpath(module_root(config) or ".", tests_dir or ".")),
        vocabularies=tuple(_vocabulary_tests(v) for v in model.vocabularies),
        rules=tuple(_rule_tests(model, r) for r in model.rules),
    )


def module_root(config: TargetConfig) -> str:
    """The folder that must be on sys.path for the module to import under its dotted name."""
    suffix = config.get("module").replace(".", "/") + ".py"
    path = config.get("path")
    return path[: -len(suffix)].rstrip("/")


def check_config(config: TargetConfig) -> list[str]:
    suffix = config.get("module").replace(".", "/") + ".py"
    path = config.get("path")
    if path != suffix and not path.endswith("/" + suffix):
        return [f"path {path!r} must end with {suffix!r} so that module {config.get('module')!r} can be imported"]
    return []


def _fields(context: PyModule | PyTests) -> dict[str, Any]:
    """A context's fields as the template's top-level names."""
    return {f.name: getattr(context, f.name) for f in fields(context)}


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    return [
        OutputFile(config.get("path"), "python/module.py.j2", _fields(_context(model, config))),
        OutputFile(config.get("tests_path"), "python/test_module.py.j2", _fields(_test_context(model, config))),
    ]


def api(model: Model, config: TargetConfig) -> dict[str, object]:
    return {"module": config.get("module"), "root": module_root(config) or ".",
            **runner_names(model, _names, _rule_names)}


TARGET = Target(
    name="python",
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[A-Za-z_][A-Za-z0-9_]*"),
    reserved=RESERVED,
    identifiers=identifiers,
    files=files,
    check_config=check_config,
    api=api,
    filters={"py_string": literal, "py_comment": py_comment, "py_optional": py_optional},
)
