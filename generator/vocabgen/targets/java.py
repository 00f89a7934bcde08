"""Java 17+: a final class of constants, unmodifiable collections, canonicalLimit/settleLimit.

The output compiles warning-free under `javac -Xlint:all -Werror -Xdoclint:all/protected` on 17
and 21, and uses only java.base.

String literals are pure ASCII: printable ASCII is written as is, `"` and `\\` are escaped, and every
other character is a `\\uXXXX` escape (an astral-plane character becomes its UTF-16 surrogate pair,
`\\uD83D\\uDE00`). A backslash in a value is always written as `\\\\`, so the run of backslashes in
front of a `u` in the source is even and javac's pre-lexing `\\u` translation never fires on a value's
own text; the escapes we emit ourselves are never for `"`, `\\` or a line terminator, so their
translation cannot end a literal. Values therefore round-trip exactly whatever the file encoding.

Java's profile: its naming table, reserved words, string escaping (`java_string`), Javadoc
filters and settings; the class and its JUnit test are shaped in templates/java/ (long
collections in chunks there too: javac's 64 KiB method limit).

Docs become Javadoc. Comments may be sanitised, values never are: `&`, `<`, `>` become entities;
a backslash directly before `u` becomes `&#92;` (javac would decode `\\u` even inside a comment);
`*/` becomes `*&#47;`; `@` at a line start or after `{` becomes `&#64;` so it is never read as a
tag; invisible format characters (bidi controls, zero-width spaces) are shown as `U+XXXX` so a
comment cannot reorder the code around it. Other Unicode stays readable UTF-8 in comments.

Not data (why this module passes 150 lines): the string escaper (literal) and the class, package
and path checks (check_config).
"""

from __future__ import annotations

import posixpath
import re

from vocabgen.links import page
from vocabgen.model import TargetConfig
from vocabgen.problems import clip, quote
from vocabgen.profile import CommentFormat, Directive, Limits, Profile, Reserved
from vocabgen.roles import Spell, port_roles
from vocabgen.targets import java_limits
from vocabgen.targets.base import (
    Setting,
    alias_constants_setting,
    stability_setting,
    check_relative_path,
    class_identifiers,
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
    Setting("package", "add package = \"com.example.vocab\"",
            dotted_name_check(r"[a-z_][A-Za-z0-9_]*(\.[a-z_][A-Za-z0-9_]*)*", "io.github.example.agents")),
    Setting("class", "add class = \"Vocabulary\"", dotted_name_check(r"[A-Z][A-Za-z0-9_]*", "Vocabulary"),
            lambda s: "Vocabulary"),
    Setting("path", "the .java file under --out", check_relative_path,
            lambda s: "java/" + s["package"].replace(".", "/") + "/" + s["class"] + ".java"),
    Setting("tests_path", "the generated JUnit 5 test class under --out (optional)", check_relative_path,
            lambda s: ""),
    alias_constants_setting(),
    stability_setting(),
    typed_setting(),
    # Jackson 2 annotations on the typed API (docs/typed.md); the annotations are spelled fully
    # qualified, so the class needs jackson-annotations only when this is on.
    Setting("jackson", "true (with typed = true): Jackson @JsonValue/@JsonCreator on the typed API",
            lambda _: None, lambda _: "false", boolean=True),
)

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
RESERVED = Reserved(("a Java keyword or literal", KEYWORDS), ("a Java contextual keyword", CONTEXTUAL),
                    ("a type the generated class uses", TYPES_USED))


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


# The comment forms javadoc and javac act on (docs/strings.md, "Directives in comments"), defused
# by the doc writer after COMMENT's HTML escaping, so the character reference it writes stays one.
DIRECTIVES = (
    Directive("@tag", "javadoc reads a block tag at a line's start, after any blanks "
              "and asterisks (`@param`, `@see`, `@deprecated`); javac marks a member whose Javadoc holds "
              "`@deprecated` deprecated, and -Xdoclint rejects an unknown tag", r"^([\s*]*)@", r"\1&#64;",
              "the HTML character reference `&#64;`: javadoc shows `@` and reads no tag", "@deprecated use done", hints=("@",)),
    Directive("{@tag}", "javadoc expands an inline tag anywhere in a line (`{@inheritDoc}`, `{@link X}`, "
              "which -Xdoclint rejects when X does not exist)", r"\{@", "{&#64;", "the same reference after the brace",
              "see {@link Missing}", hints=("{@",)),
    Directive("HTML tags", "javadoc copies HTML into the page and -Xdoclint rejects a tag it does not know",
              "", "", "ruled out: javadoc_text escapes every `&`, `<` and `>`", "<script>"),
)
# Javadoc: HTML-escaped, no \u escape (javac decodes it even in a comment), no `*/`; javadoc
# drops leading blanks and asterisks before looking for a block tag (DIRECTIVES), and a blank
# line starts a new <p> paragraph.
COMMENT = CommentFormat(
    special=r"[&<>\\*@]",
    escapes=(("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), (r"\\(?=u)", "&#92;"), (r"\*/", "*&#47;")),
    paragraph=("<p>", ""), gap=True)
DOC = DocWriter(COMMENT, DIRECTIVES)


# Naming: every name the templates print, spelled by the view from this table. Names are the
# same at every functions level (the template leaves out what the level omits), and all of them
# are checked, in this order, as they always were.
# Names are the same at every functions level (the template leaves out what the level omits);
# the enum's members are checked by invalid_members (they live in the enum's namespace).
ROLES = port_roles(dict(
    constant=screaming, member=screaming, alias_constant=screaming, collection=screaming, aliases=screaming,
    lookup=screaming, canonical=camel, guard=camel, read=camel, removed=screaming, test=Spell(camel, words="{key}"),
    known_type=Spell(pascal, what="enum type"), open_type=pascal,
    members=screaming, settle=camel, subject_param=camel, carried_param=camel, rule_test=Spell(camel, words="{rule}"),
    lookup_helper=camel, canonical_helper=camel, join_helper=camel,
), {"function": "method", "field": "field"})


def check_config(config: TargetConfig) -> list[str]:
    problems = typed_needs_functions(config) + _check_tests_path(config)
    if config.flag("jackson") and not config.flag("typed"):
        problems.append("jackson = true needs typed = true: the Jackson annotations sit on the typed API "
                        f"({page('typed')})")
    cls = config.get("class")
    path = config.get("path")
    if path != f"{cls}.java" and not path.endswith(f"/{cls}.java"):
        problems.append(f"path {quote(path)} must name the file {clip(cls)}.java: javac requires a public class "
                        "to live in a file of the same name")
    bad = [segment for segment in config.get("package").split(".") if segment in KEYWORDS]
    if bad:
        problems.append(f"package {quote(config.get('package'))} has the reserved word {quote(bad[0])} as a segment; "
                        "rename it")
    if config.get("package").split(".")[0] == "java":
        problems.append(f"package {quote(config.get('package'))}: java.* packages belong to the JDK (javac refuses "
                        "them outside java.base); choose your own package")
    return problems


def _check_tests_path(config: TargetConfig) -> list[str]:
    tests = config.get("tests_path")
    if not tests:
        return []
    stem = posixpath.basename(tests).removesuffix(".java")
    if not tests.endswith(".java") or not re.fullmatch(r"[A-Z][A-Za-z0-9_]*", stem) or stem in RESERVED:
        return [f"tests_path {quote(tests)} must name a file TestClass.java whose name is a Java class name"]
    if stem == config.get("class"):
        return [f"tests_path {quote(tests)} names the generated class itself; use e.g. {clip(stem)}Test.java"]
    return []


IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")

PROFILE = Profile(
    name="java",
    internal="package-private: only the host's own package sees it",
    exhaustive="a switch expression without default (javac)",
    roles=ROLES,
    identifier_pattern=IDENTIFIER,
    reserved=RESERVED,
    literal=literal,
    settings=SETTINGS,
    outputs=(("path", "java/class.java.j2"), ("tests_path", "java/test_class.java.j2")),
    filters={"java_string": literal, "javadoc": DOC.block, "javadoc_lines": DOC.lines, "javadoc_text": DOC.text,
             "javadoc_line": DOC.sentence},
    check_config=check_config,
    identifier_limit=(java_limits.STRING_BYTES, "a name in a class file is one javac constant-pool entry, which"),
    fixed_identifiers=class_identifiers,
    rule_locals=settle_parameters("java", KEYWORDS, hides=False),
    extra_identifiers=lambda file, config: invalid_members(file, config, IDENTIFIER),
    starter=lambda parts: {"package": ".".join(parts)},
    # javac's class files: the class, each typed vocabulary's enum and open class, the JUnit class.
    class_files=("{package_path}/{class}.class", "{package_path}/{class}${known_type}.class",
                 "{package_path}/{class}${open_type}.class", "{package_path}/{tests_class}.class"),
    limits=Limits("javac", units=java_limits.problems),
    directives=DIRECTIVES,
    comment=COMMENT,
)
