"""TypeScript (strict, ESM): as-const constants, readonly tuples, type guards.

One module per vocab.toml. Every value is an `as const` string constant, every vocabulary a
readonly tuple with a union type derived from it, aliases a frozen prototype-free record, and
canonicalise / settle functions throw RangeError on an unknown spelling. The module imports
nothing and compiles under the strictest tsc options (see tests/ports/typescript.py).

TypeScript's profile: its naming table, reserved words and globals, string escaping
(`ts_string`), TSDoc comments and their sanitisers (`ts_doc`, `ts_text`, `ts_line`), how the
module refers to a value (`ts_reference`), the tests file's import specifier (`ts_import`),
settings and paths. The shape of each file lives in templates/typescript/.

Not data (why this module passes 150 lines): the string escaper (literal), the import-path checks
and filters (check_tests_import, reference, import_path) and the alias-entries check.
"""

from __future__ import annotations

import posixpath
import re

from vocabgen.charclass import is_visible
from vocabgen.model import TargetConfig
from vocabgen.problems import Problem, quote
from vocabgen.profile import CommentFormat, Directive, Limits, Profile, Reserved
from vocabgen.roles import Spell, port_roles
from vocabgen.targets.base import (
    Setting,
    alias_constants_setting,
    stability_setting,
    check_relative_path,
    functions_setting,
    invalid_members,
    plain_literal,
    settle_parameters,
    typed_needs_functions,
    typed_setting,
)
from vocabgen.targets.comments import DocWriter
from vocabgen.targets.naming import camel, pascal, screaming
from vocabgen.view import File, Value

# How the tests file names the module: NodeNext's .js (tsc, bundlers), the .ts file itself (Node's
# type stripping), or a specifier written as given (a built package: "../dist/index.js", "@acme/x").
IMPORT_EXTENSIONS = (".js", ".ts")
_RELATIVE = re.compile(r"(\.\.?/)+[A-Za-z0-9_@$.+~-]+(/[A-Za-z0-9_@$.+~-]+)*")
_PACKAGE = re.compile(r"(@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*(/[A-Za-z0-9_@$.+~-]+)*")


def check_tests_import(value: str) -> str | None:
    """`tests_import`: ".js", ".ts", or a relative or package specifier the tests file imports as written."""
    if value in ("js", "ts"):  # valid package names, but surely meant as the extension
        return f"{quote(value)} names a package; write {quote('.' + value)} (with the dot) for the module's own file"
    if value in IMPORT_EXTENSIONS or _RELATIVE.fullmatch(value) or _PACKAGE.fullmatch(value):
        return None
    return (f"{quote(value)} is not '.js', '.ts', a relative specifier ('../dist/index.js') or a package name "
            "('@acme/agents'); the tests file imports the module by it")


SETTINGS = (
    Setting("path", "the .ts file under --out", check_relative_path, lambda s: "typescript/vocabulary.ts"),
    functions_setting(),
    Setting("tests_path", "an optional node:test file under --out, compiled by tsc like the module",
            check_relative_path, lambda _: ""),
    Setting("tests_import", "how the tests file imports the module: '.js' (NodeNext, the default), '.ts' (Node's "
            "type stripping) or a specifier as written ('../dist/index.js')", check_tests_import, lambda _: ".js"),
    alias_constants_setting(),
    stability_setting(),
    typed_setting(),
)

# ECMAScript reserved words, strict-mode and module reserved words.
RESERVED_WORDS = frozenset("""
    break case catch class const continue debugger default delete do else enum export extends
    false finally for function if import in instanceof new null return super switch this throw
    true try typeof var void while with
    let static implements interface package private protected public yield await
""".split())
# Global values whose shadowing misleads or breaks.
GLOBAL_VALUES = frozenset("undefined NaN Infinity eval arguments globalThis".split())
# TypeScript's own type keywords: not usable as type alias names.
TYPE_KEYWORDS = frozenset("""
    any bigint boolean never number object string symbol unknown void type declare namespace
    module abstract as asserts infer is keyof readonly unique satisfies
""".split())
# The globals and types the generated file refers to; a vocabulary may not shadow them.
GLOBALS = frozenset({
    "Object", "Map", "ReadonlyMap", "Record", "Readonly", "RangeError", "JSON", "Array", "String", "Error",
})
RESERVED = Reserved(("a JavaScript reserved word", RESERVED_WORDS), ("a JavaScript global value", GLOBAL_VALUES),
                    ("a TypeScript type keyword", TYPE_KEYWORDS),
                    ("a global type or object of TypeScript's standard library (lib.d.ts) that the generated "
                     "module uses", GLOBALS))
# Locals a settle function's body declares; its parameters must not share them.
SETTLE_LOCALS = frozenset({"member"})

LINE_LENGTH = 100  # a common prettier printWidth; short constructs stay on one line

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
        elif not is_visible(ch):
            code = ord(ch)
            out.append(f"\\u{code:04x}" if code < 0x10000 else f"\\u{{{code:x}}}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


# The comment forms TypeScript's tools act on (docs/strings.md, "Directives in comments"), defused
# by the doc writer (DOC) in every doc line from vocab.toml.
DIRECTIVES = (
    Directive("@tag", "tsc reads a block tag where a word starts: `@deprecated` marks the "
              "declaration deprecated (typescript-eslint's no-deprecated reports every use), `@internal` drops "
              "it from the `.d.ts` under --stripInternal, and a one-line `/** @ts-ignore */` silences the next "
              "line's errors. Inline tags (`{@link x}`) and addresses (`a@b`) have no blank before the `@`",
              r"(^|(?<=\s))@", r"\\@", "a backslash before the `@`, TSDoc's escape: shown as `@`, read as no tag",
              "@internal", hints=("@",)),
    Directive("// @ts-nocheck, /// <reference>, eslint-disable, /* global */", "tsc reads `@ts-` pragmas and "
              "triple-slash references, and eslint its directives, only at the start of a `//` or `/* */` "
              "comment's text", "", "", "ruled out: docs are written only into `/** */` comments, whose text "
              "starts with a `*`", "eslint-disable"),
)
# TSDoc: every non-printable character a space (tsc reads it so), no `*/`; a block on one line
# when it fits in LINE_LENGTH. A doc's sentence (`ts_line`) is its lines, each stripped.
COMMENT = CommentFormat(single=("/** ", " */"), indent=0, width=LINE_LENGTH, hidden="space", sentence="stripped",
                        special=r"\*/", escapes=((r"\*/", r"*\\/"),))
DOC = DocWriter(COMMENT, DIRECTIVES)


def reference(value: Value, vocabulary_deprecated: str = "") -> str:
    """Filter `ts_reference`: how the file's own code refers to a value: its constant, or its
    literal where the constant is deprecated, by itself or with its whole vocabulary (so the
    module never uses a deprecated constant and lints clean under @typescript-eslint/no-deprecated)."""
    if value.deprecated or vocabulary_deprecated:
        return value.literal["typescript"]
    return value.names["typescript"]["constant"]


def import_path(module_path: str, tests_path: str, specifier: str = ".js") -> str:
    """Filter `ts_import`: the specifier the tests file imports the module by (the `tests_import`
    setting): the module's path relative to the tests file, ending in NodeNext's .js (".js") or
    in the module's own .ts (".ts", for Node's type stripping); any other specifier as written."""
    if specifier not in IMPORT_EXTENSIONS:
        return specifier
    rel = posixpath.relpath(module_path[: -len(".ts")] + specifier, posixpath.dirname(tests_path) or ".")
    return rel if rel.startswith("../") else "./" + rel


# Naming: every name the templates print, spelled by the view from this table ------------------
# Every level has every name: with functions = "none" the functions' names are still checked.

PRIVATE = {"public": camel, "internal": camel}  # a helper of the functions: none without them
# The known type is `type` itself, and a frozen object of the same name (values and types live
# apart) holds its members (checked by invalid_members).
ROLES = port_roles(dict(
    constant=screaming, member=screaming, alias_constant=screaming, type=pascal, collection=screaming,
    aliases=screaming, alias_entries=screaming, lookup=Spell(camel, words="vocabgen {singular} lookup"),
    canonical=Spell(camel, what="canonical"), guard=Spell(camel, what="guard"), read=Spell(camel, what="read"),
    removed=Spell(screaming, what="removed spellings"), unknown_type=pascal, open_type=pascal, parse=camel,
    wire=camel, members=screaming, settle=camel, typed_settle=camel,
    contains_helper=PRIVATE, frozen_entries_helper=camel, frozen_record_helper=camel,
    lookup_helper=Spell(PRIVATE, words="vocabgen lookup table"),
    canonical_helper=Spell(PRIVATE, words="vocabgen find canonical"), module_alias=camel,
))


def check_config(config: TargetConfig) -> list[str]:
    problems = typed_needs_functions(config)
    for key in ("path", "tests_path"):
        path = config.get(key)
        if (path or key == "path") and (not path.endswith(".ts") or path.endswith(".d.ts")):
            problems.append(f"{key} {quote(path)} must end with '.ts' (and not '.d.ts')")
    if config.get("tests_import") != ".js" and not config.get("tests_path"):
        problems.append("tests_import is set, but tests_path is not: add tests_path (the tests file that imports "
                        "the module) or remove tests_import")
    return problems


# tsc gives up on one vocabulary's alias entries past this many (TS2590, "Expression produces a
# union type that is too complex to represent"): the array literal of [alias, VALUE] tuples, each
# naming another value, is a union of that many tuple types (benchmarks/limits.py, aliases).
ALIAS_ENTRIES = 1_001


def check_alias_entries(file: File, config: TargetConfig, source: str) -> list[Problem]:
    """The first alias past ALIAS_ENTRIES in each vocabulary, located. Counted whether or not
    aliases share a value (they would share a tuple type): a bound, not tsc's count."""
    return [Problem(source, vocab.aliases[ALIAS_ENTRIES].line, (vocab.key, "aliases"),
                    f"typescript: {vocab.key} has {len(vocab.aliases):,} aliases; tsc refuses the alias entries "
                    f"of one vocabulary past {ALIAS_ENTRIES:,} (TS2590: a union type too complex to represent); "
                    "remove aliases or split the vocabulary")
            for vocab in file.vocabularies if len(vocab.aliases) > ALIAS_ENTRIES]


PROFILE = Profile(
    name="typescript",
    internal="exported but tagged @internal, which tsc --stripInternal keeps out of the host's .d.ts",
    exhaustive="a switch with a never check (tsc --strict)",
    roles=ROLES,
    identifier_pattern=_IDENTIFIER,
    reserved=RESERVED,
    literal=literal,
    settings=SETTINGS,
    outputs=(("path", "typescript/module.ts.j2"), ("tests_path", "typescript/module.test.ts.j2")),
    filters={"ts_string": literal, "ts_doc": DOC.block, "ts_text": DOC.lines, "ts_line": DOC.sentence,
             "ts_reference": reference, "ts_import": import_path},
    check_config=check_config,
    rule_locals=settle_parameters("typescript", SETTLE_LOCALS, case=camel),
    extra_identifiers=lambda file, config: invalid_members(file, config, _IDENTIFIER),
    starter=lambda parts: {"path": f"typescript/{parts[-1]}.ts"},
    limits=Limits("tsc", 14_001, "was not measured", units=check_alias_entries),  # benchmarks/limits.py; docs/strings.md, Compiler limits
    directives=DIRECTIVES,
    comment=COMMENT,
)
