"""TypeScript (strict, ESM): as-const constants, readonly tuples, type guards.

One module per vocab.toml. Every value is an `as const` string constant, every vocabulary a
readonly tuple with a union type derived from it, aliases a frozen prototype-free record, and
canonicalise / settle functions throw RangeError on an unknown spelling. The module imports
nothing and compiles under the strictest tsc options (see tests/ports/typescript.py).
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Sequence
from typing import Any

from vocabgen.charclass import is_printable
from vocabgen.model import Model, Rule, TargetConfig, Value, Vocabulary
from vocabgen.targets.base import (
    as_context,
    plain_literal,
    plain_line,
    Context,
    runner_names,
    printable,
    derived_identifiers,
    Identifier,
    OutputFile,
    Setting,
    Target,
    check_relative_path,
    comment_lines,
    functions_setting,
    marker,
    spelled_values,
)
from vocabgen.targets.naming import camel, pascal, screaming
from vocabgen.vectors import Outcome, canonical_cases, guard_cases, read_cases, settle_cases

SETTINGS = (
    Setting("path", "the .ts file under --out", check_relative_path, lambda s: "typescript/vocabulary.ts"),
    functions_setting(),
    Setting("tests_path", "an optional node:test file under --out, compiled by tsc like the module",
            check_relative_path, lambda _: ""),
)

LINE_LENGTH = 100  # a common prettier printWidth; short constructs stay on one line

# ECMAScript reserved words, strict-mode and module reserved words, and global names whose
# shadowing misleads or breaks (undefined, NaN, eval, ...).
KEYWORDS = frozenset("""
    break case catch class const continue debugger default delete do else enum export extends
    false finally for function if import in instanceof new null return super switch this throw
    true try typeof var void while with
    let static implements interface package private protected public yield await
    undefined NaN Infinity eval arguments globalThis
""".split())
# TypeScript's own type keywords: not usable as type alias names.
TYPE_KEYWORDS = frozenset("""
    any bigint boolean never number object string symbol unknown void type declare namespace
    module abstract as asserts infer is keyof readonly unique satisfies
""".split())
# Module-private helpers the generated file defines (all prefixed, so they cannot collide with
# the host's own names), and the globals and types it refers to; a vocabulary may not shadow them.
HELPERS = ("vocabgenContains", "vocabgenFrozenEntries", "vocabgenFrozenRecord", "vocabgenLookupTable",
           "vocabgenFindCanonical")
GLOBALS = frozenset({
    "Object", "Map", "ReadonlyMap", "Record", "Readonly", "RangeError", "JSON", "Array", "String", "Error",
})
RESERVED = KEYWORDS | TYPE_KEYWORDS | frozenset(HELPERS) | GLOBALS
# Locals a settle function's body declares; its parameters must not share them.
SETTLE_LOCALS = frozenset({"member"})

_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")


def literal(text: str) -> str:
    """A double-quoted TypeScript string literal for text.

    Double quotes never interpolate, so `${`, backticks and `#{` stay as they are. Quotes,
    backslashes and every non-printable character (line and paragraph separators, format
    and bidi controls, zero-width and non-ASCII spaces) are escaped; printable Unicode,
    astral-plane characters included, is written as itself.
    """
    if plain_literal(text):
        return f'"{text}"'
    out = ['"']
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\t":
            out.append("\\t")
        elif not is_printable(ch):
            code = ord(ch)
            out.append(f"\\u{code:04x}" if code < 0x10000 else f"\\u{{{code:x}}}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def sanitise(line: str) -> str:
    """One comment line made safe inside `/** ... */`: non-printables become spaces and no
    `*/` can end the comment early."""
    line = printable(line).rstrip()
    return line.replace("*/", "*\\/")


# An `@` that starts a word: TSDoc and TypeScript's JSDoc parser read `@param`, `@deprecated`, ...
# there as a block tag. Inline tags (`{@link x}`) and addresses (`a@b`) are not preceded by space.
_TAG = re.compile(r"(^|(?<=\s))@")


def defuse_tags(line: str) -> str:
    """A doc line from vocab.toml whose `@word` can never become a TSDoc tag (escaped `\\@`)."""
    return _TAG.sub("\\\\@", line) if "@" in line else line


def doc_lines(text: str) -> tuple[str, ...]:
    """A doc from vocab.toml as comment lines, each already safe inside `/** ... */`: no early
    terminator, no non-printables, and no line or word that TSDoc would read as a tag."""
    if plain_line(text):
        # the common doc, one line of printable ASCII: comment_lines and printable have nothing to do
        line = text.rstrip()
        return (defuse_tags(line.replace("*/", "*\\/")),) if line else ()
    return tuple(defuse_tags(sanitise(line)) for line in comment_lines(text))


def doc_line(text: str) -> str:
    """A short text from vocab.toml (a deprecation or removal reason) as one safe doc line."""
    if not text:
        return ""  # most values and aliases are not deprecated
    return " ".join(line.strip() for line in doc_lines(text) if line.strip())


def _sanitised_lines(text: str) -> list[str]:
    """`sanitise` of each of comment_lines(text), answered directly for one line of printable
    ASCII with or without a final newline: what a `{% filter ts_doc %}` block around a one-line
    doc gives, once per value."""
    body = text[:-1] if text.endswith("\n") else text
    if plain_line(body):
        line = body.rstrip()
        return [line.replace("*/", "*\\/")] if line else []
    return [sanitise(line) for line in comment_lines(text)]


def doc_comment(text: str | Sequence[str], indent: str = "") -> list[str]:
    """A TSDoc block for doc text (or pre-split lines); nothing for an empty doc."""
    lines = _sanitised_lines(text) if isinstance(text, str) else [sanitise(line) for line in text]
    if not lines:
        return []
    if len(lines) == 1 and len(f"{indent}/** {lines[0]} */") <= LINE_LENGTH:
        return [f"{indent}/** {lines[0]} */"]
    return [f"{indent}/**", *(f"{indent} * {line}" if line else f"{indent} *" for line in lines), f"{indent} */"]


def ts_doc(text: str | Sequence[str]) -> str:
    """The `ts_doc` filter: doc text as a TSDoc comment, one line when it fits, else a block.

    Output ends without a newline (the template places it); an empty doc gives "", which the
    template tests with `{% if %}`. Sanitises again, so sentences a template writes are safe too.
    """
    if isinstance(text, str):
        # the common case, once per value: one line of printable ASCII (the filter block adds the
        # final newline) that fits on one line, answered as doc_comment would without its steps
        body = text[:-1] if text.endswith("\n") else text
        if plain_line(body):
            line = body.rstrip().replace("*/", "*\\/")
            if line and len(line) <= LINE_LENGTH - len("/**  */"):
                return f"/** {line} */"
    return "\n".join(doc_comment(text))


def names(vocab: Vocabulary) -> dict[str, str]:
    """The module-level names one vocabulary defines, by role."""
    return {
        "type": pascal(vocab.singular),
        "collection": screaming(vocab.words),
        "aliases": screaming(vocab.singular, ("aliases",)),
        "alias_entries": screaming(vocab.singular, ("alias", "entries")),
        "removed": screaming(("removed",), vocab.words),
        "lookup": camel(("vocabgen",), vocab.singular, ("lookup",)),
        "canonical": camel(("canonical",), vocab.singular),
        "guard": camel(("is",), vocab.singular),
        "read": camel(("read",), vocab.singular),
    }


CONSTANT_CASE = screaming  # a value's constant: the singular and the value's words


def constant(vocab: Vocabulary, words: tuple[str, ...]) -> str:
    return CONSTANT_CASE(vocab.singular, words)


def reference(vocab: Vocabulary, text: str) -> str:
    """How the file's own code refers to a value: its constant, or the literal where the constant
    is deprecated (so the module itself never uses a deprecated name and lints clean)."""
    value = vocab.by_text[text]
    return _reference(value, constant(vocab, value.words), literal(text))


def _reference(value: Value, name: str, text_literal: str) -> str:
    return text_literal if value.deprecated else name


def rule_names(model: Model, rule: Rule) -> dict[str, str]:
    """Named from the rule's key, so two rules carrying one vocabulary never collide."""
    subject = model.vocabulary(rule.vocabulary)
    return {"members": screaming(rule.words, subject.words), "settle": camel(("settle",), rule.words)}


def _vocabulary_roles(vocab: Vocabulary) -> dict[str, str]:
    """The names a vocabulary declares, for collision checks (removed only where it exists)."""
    declared = names(vocab)
    if not vocab.removed:
        del declared["removed"]
    if not vocab.has_aliases:
        del declared["alias_entries"]
    return declared


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return derived_identifiers(model, CONSTANT_CASE, _vocabulary_roles, rule_names,
                               {"members": "rule members", "settle": "settle function",
                                "alias_entries": "alias entries", "removed": "removed spellings"})


def _module_names(model: Model) -> set[str]:
    found = {name for vocab in model.vocabularies for name in names(vocab).values()}
    found |= {rule_names(model, rule)[k] for rule in model.rules for k in ("members", "settle")}
    return found


def _settle_params(model: Model, rule: Rule) -> tuple[str, str]:
    """The settle function's parameter names: the singulars, unless they clash or are reserved."""
    subject = camel(model.vocabulary(rule.vocabulary).singular)
    carried = camel(model.vocabulary(rule.carries).singular)
    taken = RESERVED | SETTLE_LOCALS | _module_names(model)
    if subject == carried or subject in taken or carried in taken:
        return "subject", "carried"
    return subject, carried


class ValueContext(Context):
    """One value of a vocabulary, declared as an exported constant."""

    constant: str  # the constant's name, e.g. STATUS_DONE
    literal: str  # the value as a finished TypeScript string literal
    reference: str  # what the file's own code writes for it: the constant, or the literal if deprecated
    doc: tuple[str, ...]  # the value's doc, one line each, already safe in a TSDoc comment
    deprecated: str  # why it is deprecated and what to use instead, one safe doc line; "" if current


class AliasContext(Context):
    """One alias: an entry of the vocabulary's alias entries and record."""

    literal: str  # the alias as a finished TypeScript string literal
    reference: str  # the canonical value it maps to, as the file's own code writes it
    deprecated: str  # why the alias is deprecated, one safe doc line; "" if current


class RemovedContext(Context):
    """A removed spelling (tombstone) and why it was removed."""

    literal: str  # the spelling as a finished TypeScript string literal
    reason: str  # the reason, one line, already safe in a TSDoc comment


class VocabularyContext(Context):
    """One vocabulary: its constants, collection, type, aliases, removed spellings and functions."""

    noun: str  # the singular as prose ("run status"), plain lowercase ASCII words
    noun_literal: str  # the noun as a TypeScript string literal, for error messages
    doc: tuple[str, ...]  # the vocabulary's doc, one line each, already safe in a TSDoc comment
    type: str  # the union type's name, e.g. Status
    collection: str  # the readonly tuple of every value, e.g. STATUSES
    aliases: str  # the alias record's name, e.g. LIMIT_ALIASES (declared only when has_aliases)
    alias_entries: str  # the ordered [alias, value] pairs' name, e.g. LIMIT_ALIAS_ENTRIES
    removed: str  # the removed spellings' name, e.g. REMOVED_STATUSES (declared only when any)
    lookup: str  # the module-private lookup table's name, e.g. vocabgenStatusLookup
    guard: str  # the type guard's name, e.g. isStatus
    canonical: str  # the strict canonicaliser's name, e.g. canonicalStatus
    read: str  # the lenient reader's name, e.g. readStatus
    has_aliases: bool  # whether vocab.toml declares an [X.aliases] table (possibly empty)
    fallback: str  # the reader's result for unknown input, as the file's code writes it; "" for none
    values: tuple[ValueContext, ...]  # every value, in vocab.toml order
    alias_list: tuple[AliasContext, ...]  # every alias, in vocab.toml order
    removed_list: tuple[RemovedContext, ...]  # every removed spelling, in vocab.toml order
    value_references: tuple[str, ...]  # every value as the file's code writes it (its reference), in order


class RuleContext(Context):
    """One rule: its members collection and its settle function."""

    doc: tuple[str, ...]  # the rule's doc, one line each, already safe in a TSDoc comment
    members: str  # the members collection's name, e.g. LIMIT_STOP_STATUSES
    member_references: tuple[str, ...]  # the member values as the file's code writes them, in order
    settle: str  # the settle function's name, from the rule key, e.g. settleLimitStop
    subject_noun: str  # the subject vocabulary's singular as prose
    carried_noun: str  # the carried vocabulary's singular as prose
    subject_param: str  # settle's first parameter (a subject spelling)
    carried_param: str  # settle's second parameter (a carried spelling, null or undefined)
    subject_canonical: str  # the subject vocabulary's canonicaliser
    carried_canonical: str  # the carried vocabulary's canonicaliser
    carried_type: str  # the carried vocabulary's union type


class ModuleContext(Context):
    """The whole module.ts.j2 context."""

    marker: str  # the do-not-edit line, already a // comment
    doc: tuple[str, ...]  # the vocab file's doc, one line each, already safe in a TSDoc comment
    vocabularies: tuple[VocabularyContext, ...]  # in vocab.toml order
    rules: tuple[RuleContext, ...]  # in vocab.toml order
    uses_aliases: bool  # whether any vocabulary has an alias record (the vocabgenFrozen* helpers)
    functions: bool  # whether guards, canonicalisers, readers and settle functions are emitted
    internal: bool  # functions setting "internal": each function is tagged @internal


def _value(value: Value, name: str) -> ValueContext:
    text = literal(value.text)
    return ValueContext(constant=name, literal=text, reference=_reference(value, name, text),
                        doc=doc_lines(value.doc), deprecated=doc_line(value.deprecated))


def _values(vocab: Vocabulary) -> tuple[ValueContext, ...]:
    """Every value's context, in order: the per-value hot loop of large vocabularies."""
    return tuple(map(_value, vocab.values, spelled_values(CONSTANT_CASE, vocab)))


def _vocabulary_context(vocab: Vocabulary) -> VocabularyContext:
    n = names(vocab)
    values = _values(vocab)
    return VocabularyContext(
        noun=vocab.noun,
        noun_literal=literal(vocab.noun),
        doc=doc_lines(vocab.doc),
        type=n["type"],
        collection=n["collection"],
        aliases=n["aliases"],
        alias_entries=n["alias_entries"],
        removed=n["removed"],
        lookup=n["lookup"],
        guard=n["guard"],
        canonical=n["canonical"],
        read=n["read"],
        has_aliases=vocab.has_aliases,
        fallback=reference(vocab, vocab.fallback) if vocab.fallback else "",
        values=values,
        alias_list=tuple(AliasContext(literal(a.name), reference(vocab, a.canonical), doc_line(a.deprecated))
                         for a in vocab.aliases),
        removed_list=tuple(RemovedContext(literal(r.text), doc_line(r.reason)) for r in vocab.removed),
        value_references=tuple([value.reference for value in values]),
    )


def _rule_context(model: Model, rule: Rule) -> RuleContext:
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    rnames = rule_names(model, rule)
    s_param, c_param = _settle_params(model, rule)
    return RuleContext(
        doc=doc_lines(rule.doc),
        members=rnames["members"],
        member_references=tuple(reference(subject, m) for m in rule.values),
        settle=rnames["settle"],
        subject_noun=subject.noun,
        carried_noun=carried.noun,
        subject_param=s_param,
        carried_param=c_param,
        subject_canonical=names(subject)["canonical"],
        carried_canonical=names(carried)["canonical"],
        carried_type=names(carried)["type"],
    )


def _context(model: Model, config: TargetConfig) -> ModuleContext:
    level = config.get("functions")
    return ModuleContext(
        marker=f"// {marker(model)}",
        doc=doc_lines(model.doc),
        vocabularies=tuple(_vocabulary_context(v) for v in model.vocabularies),
        rules=tuple(_rule_context(model, r) for r in model.rules),
        uses_aliases=any(v.has_aliases for v in model.vocabularies),
        functions=level != "none",
        internal=level == "internal",
    )


class TestValue(Context):
    """A constant and the value vocab.toml gives it."""

    constant: str  # the constant's name
    literal: str  # the expected value as a TypeScript string literal


class TestAlias(Context):
    """An alias and its canonical value, both as TypeScript string literals."""

    alias: str  # the alias spelling as a literal
    value: str  # the canonical value as a literal


class GuardCase(Context):
    """One membership probe."""

    spelling: str  # the input as a TypeScript string literal
    member: str  # "true" or "false"


class LookupCase(Context):
    """One canonicalise or read probe."""

    spelling: str  # the input as a TypeScript string literal
    expected: str  # the canonical (or fallback) value as a literal; "null" for an error or none


class SettleCase(Context):
    """One settle probe."""

    subject: str  # the subject spelling as a literal
    carried: str  # the carried spelling as a literal, or "null"
    kind: str  # value, none or error
    expected: str  # the carried value as a literal; "null" unless kind is value


class TestVocabularyContext(Context):
    """What the generated tests check for one vocabulary."""

    noun: str  # the singular as prose, for test names (lowercase ASCII words)
    collection: str  # the collection's name
    aliases: str  # the alias record's name
    alias_entries: str  # the alias entries' name
    guard: str  # the guard's name
    canonical: str  # the canonicaliser's name
    read: str  # the lenient reader's name
    has_aliases: bool  # whether the module declares alias entries and a record
    values: tuple[TestValue, ...]  # every value, in order
    alias_pairs: tuple[TestAlias, ...]  # every alias, in order
    guard_cases: tuple[GuardCase, ...]  # from vectors.guard_cases
    canonical_cases: tuple[LookupCase, ...]  # from vectors.canonical_cases
    read_cases: tuple[LookupCase, ...]  # from vectors.read_cases


class TestRuleContext(Context):
    """What the generated tests check for one rule."""

    key_literal: str  # the rule key as a literal, for test names
    members: str  # the members collection's name
    settle: str  # the settle function's name
    members_literals: tuple[str, ...]  # the member values as literals, in order
    settle_cases: tuple[SettleCase, ...]  # from vectors.settle_cases


class TestsContext(Context):
    """The whole module.test.ts.j2 context."""

    marker: str  # the do-not-edit line, already a // comment
    import_path: str  # the module's specifier relative to the tests file, ending in .js
    functions: bool  # whether the module has functions to test (functions != "none")
    vocabularies: tuple[TestVocabularyContext, ...]  # in vocab.toml order
    rules: tuple[TestRuleContext, ...]  # in vocab.toml order


def _expected(outcome: Outcome) -> str:
    return literal(outcome.value) if outcome.kind == "value" else "null"


def _test_vocabulary(vocab: Vocabulary) -> TestVocabularyContext:
    n = names(vocab)
    return TestVocabularyContext(
        noun=vocab.noun, collection=n["collection"], aliases=n["aliases"], alias_entries=n["alias_entries"],
        guard=n["guard"], canonical=n["canonical"], read=n["read"], has_aliases=vocab.has_aliases,
        values=tuple(TestValue(name, literal(v.text)) for v, name in zip(vocab.values, spelled_values(CONSTANT_CASE, vocab))),
        alias_pairs=tuple(TestAlias(literal(a.name), literal(a.canonical)) for a in vocab.aliases),
        guard_cases=tuple(GuardCase(literal(text), "true" if member else "false")
                          for text, member in guard_cases(vocab)),
        canonical_cases=tuple(LookupCase(literal(text), _expected(o)) for text, o in canonical_cases(vocab)),
        read_cases=tuple(LookupCase(literal(text), _expected(o)) for text, o in read_cases(vocab)),
    )


def _test_rule(model: Model, rule: Rule) -> TestRuleContext:
    rnames = rule_names(model, rule)
    return TestRuleContext(
        key_literal=literal(rule.key), members=rnames["members"], settle=rnames["settle"],
        members_literals=tuple(literal(m) for m in rule.values),
        settle_cases=tuple(SettleCase(literal(s), "null" if c is None else literal(c), o.kind, _expected(o))
                           for s, c, o in settle_cases(model, rule)),
    )


def import_path(module_path: str, tests_path: str) -> str:
    """The specifier the tests file imports the module by: relative, with NodeNext's .js."""
    rel = posixpath.relpath(module_path[: -len(".ts")] + ".js", posixpath.dirname(tests_path) or ".")
    return rel if rel.startswith("../") else "./" + rel


def _tests_context(model: Model, config: TargetConfig) -> TestsContext:
    return TestsContext(
        marker=f"// {marker(model)}",
        import_path=import_path(config.get("path"), config.get("tests_path")),
        functions=config.get("functions") != "none",
        vocabularies=tuple(_test_vocabulary(v) for v in model.vocabularies),
        rules=tuple(_test_rule(model, r) for r in model.rules),
    )


def check_config(config: TargetConfig) -> list[str]:
    problems = []
    for key in ("path", "tests_path"):
        path = config.get(key)
        if (path or key == "path") and (not path.endswith(".ts") or path.endswith(".d.ts")):
            problems.append(f"{key} {path!r} must end with '.ts' (and not '.d.ts')")
    return problems


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    out = [OutputFile(config.get("path"), "typescript/module.ts.j2", as_context(_context(model, config)))]
    if config.get("tests_path"):
        out.append(OutputFile(config.get("tests_path"), "typescript/module.test.ts.j2",
                              as_context(_tests_context(model, config))))
    return out


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    path = config.get("path")
    # The specifier a module beside the output folder's root imports it by (NodeNext wants .js).
    return {"path": path, "import": "./" + path[: -len(".ts")] + ".js", **runner_names(model, names, rule_names)}


TARGET = Target(
    name="typescript",
    value_case=CONSTANT_CASE,
    settings=SETTINGS,
    identifier_pattern=_IDENTIFIER,
    reserved=RESERVED,
    identifiers=identifiers,
    files=files,
    check_config=check_config,
    api=api,
    filters={"ts_doc": ts_doc, "ts_string": literal},
    starter=lambda parts: {"path": f"typescript/{parts[-1]}.ts"},
)
