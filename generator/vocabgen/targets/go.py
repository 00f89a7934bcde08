"""Go 1.19+: untyped string consts, copy-returning collection funcs, error-returning canonicalise,
a never-failing reader, and (optionally) the file's own `testing` test. With `typed = true`
(docs/typed.md) each vocabulary is a `type X string` its constants and member-valued API take,
with an open parse whose unknown X keeps the raw bytes.

Go's profile: its naming table, reserved words, string escaping (`go_string`), gofmt's key
alignment in composite literals (`go_keys`), doc filters (gofmt's doc-comment rules live in
go_doc.py), settings and paths. The shape of each file lives in templates/go/. The empty string
means "none" for a settle function's carried input and result; every unknown spelling given to
a strict function is an error wrapping ErrUnknown.

Not data (why this module passes 150 lines): the string escaper (literal), gofmt's key alignment
(go_keys), the doc filters (go_text, go_line) and the package, prefix and path checks.
"""

from __future__ import annotations

import math
import posixpath
import re

from vocabgen.charclass import is_visible
from vocabgen.model import TargetConfig
from vocabgen.problems import quote
from vocabgen.profile import Limits, Profile, Reserved
from vocabgen.roles import Spell, port_roles
from vocabgen.targets.base import (
    Setting,
    alias_constants_setting,
    stability_setting,
    check_relative_path,
    comment_lines,
    functions_setting,
    initialisms_setting,
    level_setting,
    plain_line,
    plain_literal,
    printable,
    settle_parameters,
    typed_needs_functions,
    typed_setting,
)
from vocabgen.targets.go_doc import COMMENT, DIRECTIVES, defuse, go_comment, go_doc
from vocabgen.targets.naming import camel, pascal
from vocabgen.words import SNAKE_NAME

KEYWORDS = frozenset("""
    break case chan const continue default defer else fallthrough for func go goto if import
    interface map package range return select struct switch type var
""".split())
# Predeclared identifiers: shadowing them at package level breaks or misleads the file.
PREDECLARED = frozenset("""
    any bool byte comparable complex64 complex128 error float32 float64 int int8 int16 int32 int64
    rune string uint uint8 uint16 uint32 uint64 uintptr true false iota nil
    append cap clear close complex copy delete imag len make max min new panic print println real recover
""".split())
# The standard packages the generated files import (`testing`: the _test.go file), and the
# functions Go gives a meaning (init, main): a package-level name spelled so would clash. The
# names the files declare themselves (helpers, the sentinel, the tests' parameter) are roles.
IMPORTS = ("errors", "fmt", "sort", "strconv", "strings", "testing")
RESERVED = Reserved(("a Go keyword", KEYWORDS), ("a predeclared Go identifier", PREDECLARED),
                    ("a standard package the generated files import, or a function Go gives a meaning",
                     frozenset({*IMPORTS, "init", "main"})))


def _check_package(value: str) -> str | None:
    """A Go package name: lowercase letters and digits, and no keyword or predeclared name
    (`package type` does not parse; `package string` makes importers shadow the builtin)."""
    if not re.fullmatch(r"[a-z][a-z0-9]*", value):
        return f"{quote(value)} is not a valid name here; use something like 'agents'"
    if value in KEYWORDS:
        return f"{quote(value)} is a Go keyword and cannot name a package; use something like 'agents'"
    if value in PREDECLARED:
        return (f"{quote(value)} is a predeclared Go identifier; a package of that name shadows it in every "
                "importing file; use something like 'agents'")
    return None


def _check_prefix(value: str) -> str | None:
    """Words, like a singular: each name spells them in its own case (VocabStatusDone, vocabIsStatus)."""
    if value.split("_")[0] == "vocabgen":
        return f"{quote(value)} must not start with 'vocabgen': that prefix is vocabgen's own (its private names)"
    if value == "" or SNAKE_NAME.fullmatch(value):
        return None
    return f"{quote(value)} must be lowercase snake_case ASCII words such as 'vocab' (names then read VocabStatusDone)"


def _check_test_path(value: str) -> str | None:
    return check_relative_path(value) or (None if value.endswith("_test.go") else
                                          f"{quote(value)} must end with '_test.go' (go test runs only those)")


SETTINGS = (
    Setting("package", "add package = \"agents\"", _check_package),
    Setting("path", "the .go file under --out", check_relative_path, lambda s: "go/" + s["package"] + "/vocabulary.go"),
    functions_setting(),
    Setting("package_doc", "true puts a package doc comment on the host's package", lambda _: None,
            lambda _: "false", boolean=True),
    Setting("tests_path", "a generated _test.go file (same package) under --out", _check_test_path, optional=True),
    level_setting("collections", ("public", "internal"), "internal unexports the collection functions"),
    Setting("prefix", "snake_case words that lead every name a host uses, e.g. prefix = \"vocab\" (VocabStatusDone)",
            _check_prefix, lambda _: ""),
    alias_constants_setting(),
    stability_setting(),
    typed_setting(),
    initialisms_setting(),
)

_ESCAPES = {"\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\v": "\\v",
            "\\": "\\\\", '"': '\\"'}


def literal(text: str) -> str:
    """A Go interpreted string literal for text, escaped like strconv.Quote.

    Backticks, `$`, `%` and `#{` need nothing; quotes and backslashes are escaped, and so is
    every non-printable character (controls, format and bidi characters, zero-width and
    non-ASCII spaces). Printable Unicode, astral-plane characters included, stays as itself.
    """
    if plain_literal(text):
        return f'"{text}"'
    out = ['"']
    for ch in text:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif not is_visible(ch):
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x80 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def go_keys(keys: list[str]) -> list[str]:
    """Filter: each composite-literal key with its colon and the padding gofmt aligns values with.

    go/printer's exprList starts a new alignment section when a key longer than 40 bytes (or
    following one) is 2.5 times off the geometric mean of the key sizes in the current section;
    within a section values start one space past the widest key (widths in runes).
    """
    sections: list[list[str]] = []
    lnsum, count, prev = 0.0, 0, 0
    for key in keys:
        size = len(key.encode("utf-8"))
        new_section = True
        if prev > 0 and size > 0:
            if count == 0 or prev <= 40 and size <= 40:
                new_section = False
            else:
                ratio = size / math.exp(lnsum / count)
                new_section = 2.5 * ratio <= 1 or 2.5 <= ratio
        if not sections or new_section:
            sections.append([])
            lnsum, count = 0.0, 0  # a formfeed starts a new section: the mean restarts from this key
        sections[-1].append(key)
        lnsum += math.log(size)
        count += 1
        prev = size
    padded: list[str] = []
    for section in sections:
        width = max(len(key) for key in section)
        padded.extend(f"{key}:{' ' * (width - len(key) + 1)}" for key in section)
    return padded


def go_text(text: str, header: bool = False) -> str:
    """Filter: a vocab.toml doc as the text a template puts into a comment ("" when nothing
    printable is left: the template then writes no comment for it); header: a comment above
    `package` (the file doc), where Go reads more forms (go_doc.DIRECTIVES)."""
    if plain_line(text):
        return defuse(text.strip(), header)
    raw = comment_lines(text)
    if not any(printable(line).strip() for line in raw):
        return ""
    return defuse("\n".join((raw[0].strip(), *raw[1:])), header)


def go_line(text: str) -> str:
    """Filter: a short note (a deprecation) on one line: its line breaks become spaces."""
    if not text:
        return ""
    return defuse(" ".join(printable(line).strip() for line in comment_lines(text) if line.strip()))


# Naming: every name the templates print, spelled by the view from this table ------------------

FUNCTION = {"public": pascal, "internal": camel}  # exported, or unexported when functions = "internal"
COLLECTION = {"public": pascal, "internal": camel}  # exported, or unexported when collections = "internal"
# {prefix} (the `prefix` setting's words) leads every name a host refers to, exported or not
# (the error sentinel: after `err`); vocabgen's private helpers keep their own prefix.
PRIVATE = {"public": camel, "internal": camel}  # a private name that exists only with functions
# {prefix} leads every name a host refers to (the error sentinel: after `err`, staticcheck's
# ST1012); vocabgen's private helpers keep their own prefix; `known` is a method, in the type's
# namespace beside String, MarshalText and UnmarshalText; the test file shares the package's.
ROLES = port_roles(dict(
    constant=pascal, alias_constant=pascal, type=Spell(pascal, checked=False),
    collection=Spell(COLLECTION, level="collections"), aliases=Spell(COLLECTION, level="collections"),
    lookup=Spell(PRIVATE, words="vocabgen {singular} lookup"), canonical=Spell(FUNCTION, what="canonical"),
    guard=Spell(FUNCTION, what="guard"), read=Spell(FUNCTION, what="reader"),
    removed=Spell(COLLECTION, what="removed spellings", level="collections"),
    test=Spell(pascal, words="test vocabgen vocabulary {key}"), known_type=Spell(pascal, what="type"), parse=FUNCTION,
    members=Spell(COLLECTION, level="collections"), settle=FUNCTION, member_set=PRIVATE,
    rule_test=Spell(pascal, words="test vocabgen rule {rule}"),
    err_unknown=(Spell({"public": pascal}, words="err {prefix} unknown"), Spell({"internal": camel})),
    lookup_helper=Spell(PRIVATE, words="vocabgen lookup of"), canonical_helper=Spell(PRIVATE, words="vocabgen canonical"),
    set_helper=PRIVATE, known=FUNCTION, test_param=camel, test_equal_helper=camel, test_list_helper=camel,
    test_aliases_helper=camel, test_guard_helper=PRIVATE, test_strict_helper=PRIVATE, test_read_helper=PRIVATE,
    test_parse_helper=PRIVATE, test_settle_helper=PRIVATE, test_outcome_helper=PRIVATE,
), prefixed=("constant", "alias_constant", "type", "collection", "aliases", "canonical", "guard", "read", "removed",
             "known_type", "parse", "members", "settle"))


def check_config(config: TargetConfig) -> list[str]:
    return typed_needs_functions(config) + _check_paths(config)


def _check_paths(config: TargetConfig) -> list[str]:
    path = config.get("path")
    if not path.endswith(".go") or path.endswith("_test.go"):
        return [f"path {quote(path)} must end with '.go' (and not '_test.go')"]
    tests_path = dict(config.settings).get("tests_path")
    if tests_path is not None and posixpath.dirname(tests_path) != posixpath.dirname(path):
        return [f"tests_path {quote(tests_path)} must be in the folder of path {quote(path)}: a Go test sits in its package"]
    return []


PROFILE = Profile(
    name="go",
    internal="unexported: only the host's own package sees it",
    exhaustive="a switch the exhaustive analyser checks",
    roles=ROLES,
    identifier_pattern=re.compile(r"[A-Za-z_][A-Za-z0-9_]*"),
    reserved=RESERVED,
    literal=literal,
    settings=SETTINGS,
    outputs=(("path", "go/vocabulary.go.j2"), ("tests_path", "go/vocabulary_test.go.j2")),
    filters={"go_string": literal, "go_doc": go_doc, "go_comment": go_comment, "go_keys": go_keys,
             "go_text": go_text, "go_line": go_line},
    check_config=check_config,
    rule_locals=settle_parameters("go", {"value", "err"}, case=camel),  # locals of the body
    starter=lambda parts: {"package": parts[-1]},
    limits=Limits("go build", 55_001, "was not measured"),  # benchmarks/limits.py; docs/strings.md, Compiler limits
    typed_retypes=True,  # typed = true gives the constants and results the type (docs/typed.md)
    directives=DIRECTIVES,
    comment=COMMENT,
)
