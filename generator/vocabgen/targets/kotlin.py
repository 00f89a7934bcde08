"""Kotlin 2 (JVM): an `object` of `const val` strings in a package, compiled by kotlinc 2.4.

The file holds the marker, a `@file:Suppress("DEPRECATION")` when anything is deprecated (the
object's own lists name its deprecated constants; a use site elsewhere still gets kotlinc's
warning), the package and one object: a `const val` per value, read-only `List`, `Map` and `Set`
properties from the standard library, a private lookup map, and functions (canonical, guard,
read, settle) whose lenient reader returns `null` for an unknown spelling.

String literals are pure ASCII: printable ASCII is written as is, `"`, `\\` and `$` are escaped
(`\\$`, so no `$name` or `${...}` template ever fires), and every other character is a `\\uXXXX`
escape (an astral-plane character as its UTF-16 surrogate pair). kotlinc reads `\\u` only inside
literals, so comments cannot be turned into code by it.

Names: constants SCREAMING_SNAKE, functions camelCase. A hard keyword (`fun`, `object`, `in`,
...) is refused where a name could be one (the object, a package segment), never backticked
(a settle parameter falls back to `subject`/`carried`); soft and modifier keywords are ordinary
identifiers. The object may not shadow a standard type its code names (`String`, `List`, ...).

Docs become KDoc. Kotlin block comments nest, so a `/*` inside a KDoc opens a comment that never
closes: every `/` beside a `*` becomes `&#47;` (Markdown shows `/`), so neither `/*` nor `*/`
survives; a line's leading `@` becomes `&#64;` so it is never a tag, and invisible format
characters are shown as U+XXXX.

Not data (why this module passes 150 lines): the string escaper (literal), the deprecation and
member filters, the path checks and the open type's case check (open_cases).
"""

from __future__ import annotations

import posixpath
import re

from vocabgen import view
from vocabgen.model import TargetConfig
from vocabgen.problems import clip, quote
from vocabgen.profile import CommentFormat, Directive, Identifier, Limits, Profile, Reserved
from vocabgen.roles import Spell, port_roles
from vocabgen.targets import java_limits, kotlin_limits
from vocabgen.targets.base import (
    Setting,
    alias_constants_setting,
    stability_setting,
    check_relative_path,
    dotted_name_check,
    functions_setting,
    invalid_members,
    settle_parameters,
    plain_literal,
    typed_needs_functions,
    typed_setting,
)
from vocabgen.targets.comments import DocWriter
from vocabgen.targets.naming import camel, pascal, screaming

SETTINGS = (
    functions_setting(),
    alias_constants_setting(),
    stability_setting(),
    typed_setting(),
    Setting("package", "add package = \"com.example.vocab\"",
            dotted_name_check(r"[a-z_][A-Za-z0-9_]*(\.[a-z_][A-Za-z0-9_]*)*", "io.github.example.agents")),
    Setting("object", "add object = \"Vocabulary\"", dotted_name_check(r"[A-Z][A-Za-z0-9_]*", "Vocabulary"),
            lambda s: "Vocabulary"),
    Setting("path", "the .kt file under --out", check_relative_path,
            lambda s: "kotlin/" + s["package"].replace(".", "/") + "/" + s["object"] + ".kt"),
    Setting("tests_path", "the generated kotlin-test (JUnit 5) class under --out (optional)", check_relative_path,
            lambda s: ""),
)

# Hard keywords (kotlinlang.org "Keywords and operators"): never an identifier without backticks.
KEYWORDS = frozenset("""
    as break class continue do else false for fun if in interface is null object package return super
    this throw true try typealias typeof val var when while
""".split())
# Standard types and functions the generated object and its test name: the object may not be one.
TYPES_USED = frozenset({"Any", "Boolean", "Deprecated", "IllegalArgumentException", "List", "Map", "Pair", "Set",
                        "String", "Suppress", "Test", "Unit"})
RESERVED = Reserved(("a Kotlin hard keyword", KEYWORDS),
                    ("a standard type or function the generated object uses", TYPES_USED))

_NAMED = {'"': '\\"', "\\": "\\\\", "$": "\\$", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\r": "\\r"}


def literal(text: str) -> str:
    """A Kotlin string literal for text: ASCII only, no template, round-trips byte for byte."""
    if plain_literal(text) and "$" not in text:
        return f'"{text}"'
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch in _NAMED:
            out.append(_NAMED[ch])
        elif 0x20 <= code < 0x7F:
            out.append(ch)
        elif code < 0x10000:
            out.append(f"\\u{code:04x}")
        else:
            code -= 0x10000
            out.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
    out.append('"')
    return "".join(out)


# The comment forms KDoc's tools act on (docs/strings.md, "Directives in comments"), defused by
# the doc writer. kotlinc itself reads no comment text; Dokka reads the tags.
DIRECTIVES = (
    Directive("@tag", "Dokka reads a block tag at a line's start: `@suppress` hides the "
              "declaration from the docs, `@sample` pulls a function's code into them, `@param`, `@see`",
              r"^(\s*)@", r"\1&#64;", "the HTML character reference `&#64;`, which KDoc's Markdown shows as `@`",
              "@suppress", hints=("@",)),
    Directive("{@tag}", "javadoc's inline tags (`{@link X}`), which Dokka also reads where it documents "
              "Java; kept from the Java port's rules", r"\{@", "{&#64;",
              "the same reference after the brace", "see {@link Missing}", hints=("{@",)),
)
# KDoc: block comments nest, so every `/` beside a `*` becomes `&#47;` (neither `/*` nor `*/`
# survives); blank lines stay blank.
COMMENT = CommentFormat(special=r"/\*|\*/|^\s*@|\{@", escapes=((r"/(?=\*)|(?<=\*)/", "&#47;"),))
DOC = DocWriter(COMMENT, DIRECTIVES)


def deprecation(text: str) -> str:
    """The `kotlin_deprecated` filter: a deprecation as the message literal of `@Deprecated`."""
    return literal(DOC.joined(text))


def member(spelling: str, vocab: view.Vocabulary) -> str:
    """The `kotlin_member` filter: the enum member the value `spelling` is or, as an alias, names
    (`Status.DONE`; the kotlin-test class's typed expectations)."""
    return f"{vocab.names['kotlin']['known_type']}.{vocab.spellings[spelling].names['kotlin']['member']}"


# Naming: every name the templates print, spelled by the view from this table.
# The open type's two cases live in its namespace and hide there only an enum class of the same
# name (open_cases checks that).
ROLES = port_roles(dict(
    constant=screaming, member=screaming, alias_constant=screaming, collection=screaming, aliases=screaming,
    lookup=screaming, canonical=camel, guard=camel, read=camel, removed=screaming, test=Spell(camel, words="{key}"),
    known_type=Spell(pascal, what="enum class"), open_type=pascal, known_lookup=screaming,
    parse=Spell(camel, what="parse function"), known_parse=camel, wire=camel,
    members=screaming, settle=camel, subject_param=camel, carried_param=camel, rule_test=Spell(camel, words="{rule}"),
    typed_settle=camel, canonical_helper=camel, known_case=pascal, unknown_case=pascal,
), {"field": "property"})


def check_config(config: TargetConfig) -> list[str]:
    problems = typed_needs_functions(config)
    name = config.get("object")
    path = config.get("path")
    if not path.endswith(".kt"):
        problems.append(f"path {quote(path)} must name a .kt file: kotlinc compiles only .kt sources")
    bad = [segment for segment in config.get("package").split(".") if segment in KEYWORDS]
    if bad:
        problems.append(f"package {quote(config.get('package'))} has the keyword {quote(bad[0])} as a segment; rename it")
    if config.get("package").split(".")[0] in ("java", "kotlin"):
        problems.append(f"package {quote(config.get('package'))}: java.* and kotlin.* packages belong to the JDK and "
                        "the standard library (kotlinc refuses them); choose your own package")
    tests = config.get("tests_path")
    stem = posixpath.basename(tests).removesuffix(".kt")
    if tests and (not tests.endswith(".kt") or not re.fullmatch(r"[A-Z][A-Za-z0-9_]*", stem) or stem in RESERVED):
        problems.append(f"tests_path {quote(tests)} must name a file TestClass.kt whose name is a Kotlin class name")
    elif tests and stem == name:
        problems.append(f"tests_path {quote(tests)} names the generated object itself; use e.g. {clip(name)}Test.kt")
    return problems


def _fixed(config: TargetConfig) -> list[Identifier]:
    """The object's name (a member may not share it), checked first."""
    return [Identifier(config.get("object"), ("targets", config.name, "object"), config.line, "object")]


def open_cases(file: view.File, config: TargetConfig) -> list[Identifier]:
    """typed = true: an enum class named like a case of the open types, which inside each open type
    names the case instead (`data class Known(val value: Known)`). Compared apart from the other
    names: a case hides nothing else, and the object may share its name."""
    names = file.names["kotlin"]
    cases = [names[role] for role in ("known_case", "unknown_case") if role in names]
    where = ("targets", config.name)
    found = [Identifier(case, where, config.line, "open type case", "open case " + case) for case in cases]
    found.extend(Identifier(vocab.names["kotlin"]["known_type"], (vocab.key,), vocab.line, "enum class",
                            "open case " + vocab.names["kotlin"]["known_type"])
                 for vocab in file.vocabularies if vocab.names["kotlin"].get("known_type") in cases)
    return found


PROFILE = Profile(
    name="kotlin",
    internal="internal: only the host's own module sees it",
    exhaustive="a when without else (kotlinc)",
    roles=ROLES,
    identifier_pattern=re.compile(r"[A-Za-z_][A-Za-z0-9_]*"),
    reserved=RESERVED,
    literal=literal,
    settings=SETTINGS,
    outputs=(("path", "kotlin/object.kt.j2"), ("tests_path", "kotlin/test_class.kt.j2")),
    filters={"kotlin_string": literal, "kdoc": DOC.block, "kdoc_lines": DOC.lines, "kdoc_text": DOC.text,
             "kdoc_line": DOC.sentence, "kotlin_deprecated": deprecation, "kotlin_member": member},
    check_config=check_config,
    identifier_limit=(java_limits.STRING_BYTES, "a name in a class file is one constant-pool entry, which"),
    fixed_identifiers=_fixed,
    rule_locals=settle_parameters("kotlin", KEYWORDS, hides=False),
    extra_identifiers=lambda file, config: [*invalid_members(file, config, re.compile(r"[A-Za-z_][A-Za-z0-9_]*")),
                                            *open_cases(file, config)],
    starter=lambda parts: {"package": ".".join(parts)},
    # kotlinc's class files: the object, each typed vocabulary's enum, open type and its two cases.
    class_files=("{package_path}/{object}.class", "{package_path}/{object}${known_type}.class",
                 "{package_path}/{object}${open_type}.class", "{package_path}/{object}${open_type}${known_case}.class",
                 "{package_path}/{object}${open_type}${unknown_case}.class", "{package_path}/{tests_class}.class"),
    # benchmarks/limits.py: the object's static initialiser (its lists, maps and sets) passes the
    # JVM's 64 KiB method limit between 2,475 and 2,750 entries; docs/strings.md, Compiler limits.
    # Its bytes by shape (many typed vocabularies) and kotlinc's longest string: kotlin_limits.
    limits=Limits("kotlinc", 1_601, "fails on the JVM's 64 KiB method limit", units=kotlin_limits.problems),
    directives=DIRECTIVES,
    comment=COMMENT,
)
