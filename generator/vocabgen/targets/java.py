"""Java 17+: a final class of constants, unmodifiable collections, canonicalLimit/settleLimit.

The output compiles warning-free under `javac -Xlint:all -Werror -Xdoclint:all/protected` on 17
and 21, and uses only java.base.

String literals are pure ASCII: printable ASCII is written as is, `"` and `\\` are escaped, and every
other character is a `\\uXXXX` escape (an astral-plane character becomes its UTF-16 surrogate pair,
`\\uD83D\\uDE00`). A backslash in a value is always written as `\\\\`, so the run of backslashes in
front of a `u` in the source is even and javac's pre-lexing `\\u` translation never fires on a value's
own text; the escapes we emit ourselves are never for `"`, `\\` or a line terminator, so their
translation cannot end a literal. Values therefore round-trip exactly whatever the file encoding.

Docs become Javadoc. Comments may be sanitised, values never are: `&`, `<`, `>` become entities;
a backslash directly before `u` becomes `&#92;` (javac would decode `\\u` even inside a comment);
`*/` becomes `*&#47;`; `@` at a line start or after `{` becomes `&#64;` so it is never read as a
tag; invisible format characters (bidi controls, zero-width spaces) are shown as `U+XXXX` so a
comment cannot reorder the code around it. Other Unicode stays readable UTF-8 in comments.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Sequence
from typing import Any

from vocabgen.charclass import is_format_or_unassigned
from vocabgen import vectors
from vocabgen.model import Model, Rule, TargetConfig, Vocabulary
from vocabgen.targets.base import (
    plain_literal,
    plain_line,
    Context,
    CLASS_MEMBER_KINDS,
    class_identifiers,
    keyword_parameters,
    runner_names,
    derived_identifiers,
    Identifier,
    OutputFile,
    Setting,
    Target,
    check_relative_path,
    comment_lines,
    dotted_name_check,
    functions_setting,
    marker,
    spelled_values,
)
from vocabgen.targets.naming import camel, screaming

SETTINGS = (
    functions_setting(),
    Setting("package", "add package = \"com.example.vocab\"",
            dotted_name_check(r"[a-z_][A-Za-z0-9_]*(\.[a-z_][A-Za-z0-9_]*)*", "io.github.example.agents")),
    Setting("class", "add class = \"Vocabulary\"", dotted_name_check(r"[A-Z][A-Za-z0-9_]*", "Vocabulary"),
            lambda s: "Vocabulary"),
    Setting("path", "the .java file under --out", check_relative_path,
            lambda s: "java/" + s["package"].replace(".", "/") + "/" + s["class"] + ".java"),
    Setting("tests_path", "the generated JUnit 5 test class under --out (optional)", check_relative_path,
            lambda s: ""),
)
# Constants, collection entries and test cases per generated method or initialiser chunk: javac
# rejects a method or static initialiser over 64 KiB of bytecode ("code too large"), about 8,000
# array elements; 2,000 keeps every chunk far below it.
CHUNK = 2000

# Reserved keywords and literals (JLS 3.9, 3.10): never usable as any name.
KEYWORDS = frozenset("""
    abstract assert boolean break byte case catch char class const continue default do double else enum
    extends final finally float for goto if implements import instanceof int interface long native new
    package private protected public return short static strictfp super switch synchronized this throw
    throws transient try void volatile while true false null _
""".split())
# Contextual keywords that break as type or member names in some position (JLS 3.9).
CONTEXTUAL = frozenset("var yield record sealed permits when exports module open opens provides requires "
                       "to transitive uses with".split())
# Types the generated class names; a class or member spelled the same would shadow or obscure them.
TYPES_USED = frozenset({"ArrayList", "Arrays", "Collections", "Deprecated", "IllegalArgumentException", "LinkedHashMap", "List", "Map",
                        "String"})
# Private helper methods every generated class defines.
HELPERS = ("lookup", "canonical")
RESERVED = KEYWORDS | CONTEXTUAL | TYPES_USED


def literal(text: str) -> str:
    """A Java string literal for text, ASCII-only and immune to javac's \\u pre-lexing."""
    if plain_literal(text):
        return f'"{text}"'
    named = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch in named:
            out.append(named[ch])
        elif code < 0x20:
            out.append(f"\\{code:03o}")  # never \u000a: javac would turn it into a line break
        elif code < 0x7F:
            out.append(ch)
        elif code < 0x10000:
            out.append(f"\\u{code:04x}")
        else:
            code -= 0x10000
            out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
    out.append('"')
    return "".join(out)


def _visible(ch: str) -> str:
    return f"U+{ord(ch):04X}" if is_format_or_unassigned(ch) else ch


# The characters doc_text rewrites in ASCII text; a line without any of them is already safe.
_DOC_SPECIAL = re.compile(r"[&<>\\*@]")
_BACKSLASH_U = re.compile(r"\\(?=u)")
_LEADING_TAG = re.compile(r"^([\s*]*)@")


def doc_text(line: str) -> str:
    """One comment line made safe for Javadoc: HTML-escaped, no \\u escape, no */, no tags."""
    if line.isascii():
        if not _DOC_SPECIAL.search(line):
            return line  # the common case: nothing to rewrite
    else:
        line = "".join(_visible(ch) for ch in line)
    line = line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    line = _BACKSLASH_U.sub("&#92;", line)
    line = line.replace("*/", "*&#47;")
    # javadoc drops leading blanks and asterisks before looking for a block tag: `* @return` is one
    line = _LEADING_TAG.sub(r"\1&#64;", line).replace("{@", "{&#64;")
    return line


def doc_lines(text: str) -> list[str]:
    """A doc as Javadoc body lines; a blank line starts a new <p> paragraph."""
    if plain_line(text):  # one line, the common case: no paragraph break
        line = text.rstrip()
        return [doc_text(line)] if line else []
    lines = comment_lines(text)
    out: list[str] = []
    paragraph = False
    for line in lines:
        if not line:
            if out and out[-1]:
                out.append("")
            paragraph = True
            continue
        safe = doc_text(line)
        out.append(f"<p>{safe}" if paragraph and out else safe)
        paragraph = False
    return out


def javadoc(body: Sequence[str], indent: int = 4) -> str:
    """The `javadoc` filter: safe Javadoc body lines as a /** */ comment, on one line when there
    is only one; a blank line stays a bare ` *`. Lines come already sanitised (`doc_lines`)."""
    pad = " " * indent
    if len(body) == 1:
        return f"{pad}/** {body[0]} */"
    inner = [f"{pad} * {line}" if line else f"{pad} *" for line in body]
    return "\n".join([f"{pad}/**", *inner, f"{pad} */"])


def doc_sentence(text: str) -> str:
    """A doc (a deprecation, a removal reason) as one safe Javadoc line: its lines joined by spaces."""
    if not text:
        return ""  # most values and aliases are not deprecated
    return doc_text(" ".join(line for line in comment_lines(text) if line))


def _names(vocab: Vocabulary) -> dict[str, str]:
    names = {
        "collection": screaming(vocab.words),
        "aliases": screaming(vocab.singular, ("aliases",)),
        "lookup": screaming(vocab.singular, ("lookup",)),
        "canonical": camel(("canonical",), vocab.singular),
        "guard": camel(("is",), vocab.singular),
        "read": camel(("read",), vocab.singular),
    }
    if vocab.removed:
        names["removed"] = screaming(("removed",), vocab.words)
    return names


CONSTANT_CASE = screaming  # a value's field: the singular and the value's words


def constant(vocab: Vocabulary, words: tuple[str, ...]) -> str:
    """A value's field: the singular and the value's words, SCREAMING_CASE."""
    return CONSTANT_CASE(vocab.singular, words)


def _constant(vocab: Vocabulary, text: str) -> str:
    return constant(vocab, vocab.by_text[text].words)


def _members(model: Model, rule: Rule) -> str:
    return screaming(rule.words, model.vocabulary(rule.vocabulary).words)


def _settle(model: Model, rule: Rule) -> str:
    return camel(("settle",), rule.words)


def _parameter(vocab: Vocabulary) -> str:
    return camel(vocab.singular)


def _rule_names(model: Model, rule: Rule) -> dict[str, str]:
    return {"members": _members(model, rule), "settle": _settle(model, rule)}


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    return [
        *class_identifiers(config, HELPERS),
        *derived_identifiers(model, CONSTANT_CASE, _names, _rule_names,
                             CLASS_MEMBER_KINDS),
        *keyword_parameters(model, _parameter, KEYWORDS),
    ]


def check_config(config: TargetConfig) -> list[str]:
    problems = _check_tests_path(config)
    cls = config.get("class")
    path = config.get("path")
    if path != f"{cls}.java" and not path.endswith(f"/{cls}.java"):
        problems.append(f"path {path!r} must name the file {cls}.java: javac requires a public class "
                        "to live in a file of the same name")
    bad = [segment for segment in config.get("package").split(".") if segment in KEYWORDS]
    if bad:
        problems.append(f"package {config.get('package')!r} has the reserved word {bad[0]!r} as a segment; "
                        "rename it")
    if config.get("package").split(".")[0] == "java":
        problems.append(f"package {config.get('package')!r}: java.* packages belong to the JDK (javac refuses "
                        "them outside java.base); choose your own package")
    return problems


class JavaConstant(Context):
    """One value's `public static final String` field."""

    name: str  # the field's identifier, e.g. STATUS_DONE
    literal: str  # the value as a finished Java string literal
    quoted_doc: str  # the value in double quotes, made safe as Javadoc text
    doc: tuple[str, ...]  # the value's doc as safe Javadoc body lines ("" between paragraphs); () when none
    deprecated: str  # why it is deprecated and what to use, as safe Javadoc text; "" when current


class JavaAlias(Context):
    """One entry of a vocabulary's alias map."""

    literal: str  # the alias spelling as a finished Java string literal
    constant: str  # the field of the value it canonicalises to
    quoted_doc: str  # the alias in double quotes, made safe as Javadoc text
    deprecated: str  # why the alias is deprecated, as safe Javadoc text; "" when current


class JavaRemoved(Context):
    """One tombstone: a spelling that was removed, listed so readers can recognise it."""

    literal: str  # the removed spelling as a finished Java string literal
    quoted_doc: str  # the spelling in double quotes, made safe as Javadoc text
    reason: str  # why it was removed, as safe Javadoc text


class JavaVocabulary(Context):
    """One vocabulary: its constants, collections and lookup functions."""

    key: str  # the vocabulary's key in vocab.toml, e.g. statuses
    noun: str  # the singular as prose for docs, e.g. "run status"
    doc: tuple[str, ...]  # the vocabulary's doc as safe Javadoc body lines; () when none
    constants: tuple[JavaConstant, ...]  # one per value, in vocab.toml order
    collection: str  # the List<String> field of every value, e.g. STATUSES
    has_aliases: bool  # whether [X.aliases] exists (the alias map is emitted, maybe empty)
    aliases_field: str  # the Map<String, String> field of aliases, e.g. LIMIT_ALIASES
    aliases: tuple[JavaAlias, ...]  # the alias entries, in vocab.toml order
    lookup: str  # the private lookup map field, e.g. STATUS_LOOKUP
    canonical: str  # the canonicalise method, e.g. canonicalStatus
    guard: str  # the exact membership test, e.g. isStatus
    read: str  # the lenient reader, e.g. readStatus
    removed_field: str  # the List<String> of removed spellings, e.g. REMOVED_STATUSES; "" when none
    removed: tuple[JavaRemoved, ...]  # the tombstones, in vocab.toml order
    fallback: str  # the constant the lenient reader returns for unknown input; "" when none (null)
    entries: tuple[str, ...]  # the collection's entries: each constant's field name, in vocab.toml order


class JavaRule(Context):
    """One rule: its members collection and its settle method."""

    key: str  # the rule's key in vocab.toml, e.g. limit_stop
    doc: tuple[str, ...]  # the rule's doc as safe Javadoc body lines; () when none
    members: str  # the List<String> field of member values, e.g. LIMIT_STOP_STATUSES
    entries: tuple[str, ...]  # the member values' constant fields, in vocab.toml order
    settle: str  # the settle method, named from the rule key, e.g. settleLimitStop
    subject_noun: str  # the subject vocabulary's singular as prose
    subject_plural: str  # the subject vocabulary's key as prose
    subject_has_aliases: bool  # whether the subject vocabulary declares aliases
    subject_param: str  # settle's first parameter
    subject_canonical: str  # the subject vocabulary's canonicalise method
    carried_noun: str  # the carried vocabulary's singular as prose
    carried_has_aliases: bool  # whether the carried vocabulary declares aliases
    carried_param: str  # settle's second parameter
    carried_canonical: str  # the carried vocabulary's canonicalise method


class JavaFile(Context):
    """The context of templates/java/class.java.j2."""

    marker: str  # the do-not-edit line, already a // comment
    package: str  # the package name
    class_name: str  # the public final class
    doc: tuple[str, ...]  # vocab.toml's top-level doc as safe Javadoc body lines; () when none
    vocabularies: tuple[JavaVocabulary, ...]  # in vocab.toml order
    rules: tuple[JavaRule, ...]  # in vocab.toml order
    functions: str  # "public", "internal" (package-private methods) or "none" (constants and collections only)
    chunk: int  # entries per initialiser chunk, below javac's 64 KiB method limit
    chunked: bool  # whether any collection is longer than chunk (the file then defines its join helper)


def _check_tests_path(config: TargetConfig) -> list[str]:
    tests = config.get("tests_path")
    if not tests:
        return []
    stem = posixpath.basename(tests).removesuffix(".java")
    if not tests.endswith(".java") or not re.fullmatch(r"[A-Z][A-Za-z0-9_]*", stem) or stem in RESERVED:
        return [f"tests_path {tests!r} must name a file TestClass.java whose name is a Java class name"]
    if stem == config.get("class"):
        return [f"tests_path {tests!r} names the generated class itself; use e.g. {stem}Test.java"]
    return []


def _constants(vocab: Vocabulary) -> tuple[JavaConstant, ...]:
    """Each value's field, in order: the per-value hot loop of large vocabularies."""
    return tuple(JavaConstant(name=name, literal=literal(value.text),
                              quoted_doc=doc_text(f'"{value.text}"'), doc=tuple(doc_lines(value.doc)),
                              deprecated=doc_sentence(value.deprecated))
                 for value, name in zip(vocab.values, spelled_values(CONSTANT_CASE, vocab)))


def _vocabulary_context(vocab: Vocabulary) -> JavaVocabulary:
    names = _names(vocab)
    constants = _constants(vocab)
    return JavaVocabulary(
        key=vocab.key,
        noun=vocab.noun,
        doc=tuple(doc_lines(vocab.doc)),
        constants=constants,
        collection=names["collection"],
        has_aliases=vocab.has_aliases,
        aliases_field=names["aliases"],
        aliases=tuple(JavaAlias(literal(a.name), _constant(vocab, a.canonical), doc_text(f'"{a.name}"'),
                                doc_sentence(a.deprecated)) for a in vocab.aliases),
        lookup=names["lookup"],
        canonical=names["canonical"],
        guard=names["guard"],
        read=names["read"],
        removed_field=names.get("removed", ""),
        removed=tuple(JavaRemoved(literal(r.text), doc_text(f'"{r.text}"'), doc_sentence(r.reason))
                      for r in vocab.removed),
        fallback=_constant(vocab, vocab.fallback) if vocab.fallback else "",
        entries=tuple([constant.name for constant in constants]),
    )


def _rule_context(model: Model, rule: Rule) -> JavaRule:
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    return JavaRule(
        key=rule.key,
        doc=tuple(doc_lines(rule.doc)),
        members=_members(model, rule),
        entries=tuple(_constant(subject, m) for m in rule.values),
        settle=_settle(model, rule),
        subject_noun=subject.noun,
        subject_plural=subject.plural,
        subject_has_aliases=bool(subject.aliases),
        subject_param=_parameter(subject),
        subject_canonical=_names(subject)["canonical"],
        carried_noun=carried.noun,
        carried_has_aliases=bool(carried.aliases),
        carried_param=_parameter(carried),
        carried_canonical=_names(carried)["canonical"],
    )


def _context(model: Model, config: TargetConfig) -> JavaFile:
    return JavaFile(
        marker=f"// {marker(model)}",
        package=config.get("package"),
        class_name=config.get("class"),
        doc=tuple(doc_lines(model.doc)),
        vocabularies=tuple(_vocabulary_context(v) for v in model.vocabularies),
        rules=tuple(_rule_context(model, r) for r in model.rules),
        functions=config.get("functions"),
        chunk=CHUNK,
        chunked=any(len(v.values) > CHUNK or len(v.aliases) > CHUNK or len(v.removed) > CHUNK
                    for v in model.vocabularies) or any(len(r.values) > CHUNK for r in model.rules),
    )


class JavaCase(Context):
    """One call of the generated test and what it must give."""

    args: str  # the call's arguments as Java source, e.g. "\"turns\"" or "\"timeout\", null"
    kind: str  # "value" (assertEquals), "none" (assertNull), "error" (assertThrows), "true", "false"
    expected: str  # the expected value as a finished Java string literal; "" unless kind is "value"


class JavaVocabularyTests(Context):
    """The test cases of one vocabulary, from vocabgen.vectors (never from the port's output)."""

    vocab: JavaVocabulary  # the names under test
    prefix: str  # the test methods' prefix, from the vocabulary key, e.g. runStatuses
    deprecated: bool  # whether any value is deprecated (the test then suppresses the warning)
    aliases: tuple[JavaCase, ...]  # each alias with the canonical value the alias map gives
    canonical: tuple[JavaCase, ...]  # canonicalise: every value and alias, then unknown spellings
    guard: tuple[JavaCase, ...]  # exact membership
    read: tuple[JavaCase, ...]  # the lenient reader, with the fallback for unknown spellings


class JavaRuleTests(Context):
    """The test cases of one rule."""

    rule: JavaRule  # the names under test
    prefix: str  # the test methods' prefix, from the rule key, e.g. limitStop
    members: tuple[str, ...]  # the member values as finished Java string literals
    settle: tuple[JavaCase, ...]  # every subject crossed with null, carried spellings and near misses


class JavaTestFile(Context):
    """The context of templates/java/test_class.java.j2."""

    marker: str  # the do-not-edit line, already a // comment
    package: str  # the package of the class under test (the test lives beside it)
    class_name: str  # the class under test
    test_class: str  # the test class, from tests_path's file name
    vocabularies: tuple[JavaVocabularyTests, ...]  # in vocab.toml order
    rules: tuple[JavaRuleTests, ...]  # in vocab.toml order
    functions: str  # the functions setting of the class under test ("none": constants only)
    chunk: int  # cases per test method, below javac's 64 KiB method limit


def _case(args: str, outcome: vectors.Outcome) -> JavaCase:
    return JavaCase(args, outcome.kind, literal(outcome.value) if outcome.kind == "value" else "")


def _arg(text: str | None) -> str:
    return "null" if text is None else literal(text)


def _vocabulary_tests(vocab: Vocabulary) -> JavaVocabularyTests:
    return JavaVocabularyTests(
        vocab=_vocabulary_context(vocab),
        prefix=camel(vocab.words),
        deprecated=any(v.deprecated for v in vocab.values),
        aliases=tuple(JavaCase(literal(a.name), "value", literal(a.canonical)) for a in vocab.aliases),
        canonical=tuple(_case(_arg(text), outcome) for text, outcome in vectors.canonical_cases(vocab)),
        guard=tuple(JavaCase(_arg(text), "true" if member else "false", "")
                    for text, member in vectors.guard_cases(vocab)),
        read=tuple(_case(_arg(text), outcome) for text, outcome in vectors.read_cases(vocab)),
    )


def _rule_tests(model: Model, rule: Rule) -> JavaRuleTests:
    return JavaRuleTests(
        rule=_rule_context(model, rule),
        prefix=camel(rule.words),
        members=tuple(literal(m) for m in rule.values),
        settle=tuple(_case(f"{_arg(subject)}, {_arg(carried)}", outcome)
                     for subject, carried, outcome in vectors.settle_cases(model, rule)),
    )


def _test_context(model: Model, config: TargetConfig) -> JavaTestFile:
    return JavaTestFile(
        marker=f"// {marker(model)}",
        package=config.get("package"),
        class_name=config.get("class"),
        test_class=posixpath.basename(config.get("tests_path")).removesuffix(".java"),
        vocabularies=tuple(_vocabulary_tests(v) for v in model.vocabularies),
        rules=tuple(_rule_tests(model, r) for r in model.rules),
        functions=config.get("functions"),
        chunk=CHUNK,
    )


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    out = [OutputFile(config.get("path"), "java/class.java.j2", dict(vars(_context(model, config))))]
    if config.get("tests_path"):
        out.append(OutputFile(config.get("tests_path"), "java/test_class.java.j2",
                              dict(vars(_test_context(model, config)))))
    return out


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    return {"package": config.get("package"), "class": config.get("class"),
            **runner_names(model, _names, _rule_names)}


TARGET = Target(
    name="java",
    value_case=CONSTANT_CASE,
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[A-Za-z_][A-Za-z0-9_]*"),
    reserved=RESERVED,
    identifiers=identifiers,
    files=files,
    check_config=check_config,
    api=api,
    filters={"java_string": literal, "javadoc": javadoc},
    starter=lambda parts: {"package": ".".join(parts)},
)
