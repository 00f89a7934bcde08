"""Go 1.19+: untyped string consts, copy-returning collection funcs, error-returning canonicalise,
a never-failing reader, and (optionally) the file's own `testing` test.

This module owns Go's knowledge: naming, reserved words, string escaping (`go_string`), gofmt's
doc-comment rules (`go_doc`), plain comments (`go_comment`), gofmt's key alignment in composite
literals (`go_keys`) and output paths. The shape of each file lives in templates/go/. The empty
string means "none" for a settle function's carried input and result; every unknown spelling
given to a strict function is an error wrapping ErrUnknown.
"""

from __future__ import annotations

import math
import posixpath
import re
from collections.abc import Callable, Iterable, Mapping
from functools import partial
from typing import Any

from vocabgen.charclass import is_alpha, is_digit, is_printable, is_upper
from vocabgen.model import Model, Rule, TargetConfig, Vocabulary
from vocabgen.targets.base import (
    as_context,
    plain_literal,
    plain_line,
    Context,
    Identifier,
    OutputFile,
    Setting,
    Target,
    check_relative_path,
    comment_lines,
    derived_identifiers,
    functions_setting,
    marker,
    printable,
    runner_names,
    spelled_values,
)
from vocabgen.targets.naming import camel, pascal
from vocabgen.vectors import Outcome, canonical_cases, guard_cases, read_cases, settle_cases

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
IMPORTS = ("errors", "fmt", "sort", "strconv", "strings")
HELPERS = ("vocabgenCanonical", "vocabgenLookupOf", "vocabgenSetOf")  # private: prefixed so a host's own names never clash
# Names the generated file defines or imports itself; a vocabulary may not reuse them.
FIXED_NAMES = frozenset({"ErrUnknown", "errUnknown", *HELPERS, "init", "main", *IMPORTS})
RESERVED = KEYWORDS | PREDECLARED | FIXED_NAMES


def _check_package(value: str) -> str | None:
    """A Go package name: lowercase letters and digits, and no keyword or predeclared name
    (`package type` does not parse; `package string` makes importers shadow the builtin)."""
    if not re.fullmatch(r"[a-z][a-z0-9]*", value):
        return f"{value!r} is not a valid name here; use something like 'agents'"
    if value in KEYWORDS:
        return f"{value!r} is a Go keyword and cannot name a package; use something like 'agents'"
    if value in PREDECLARED:
        return (f"{value!r} is a predeclared Go identifier; a package of that name shadows it in every "
                "importing file; use something like 'agents'")
    return None


def _check_test_path(value: str) -> str | None:
    return check_relative_path(value) or (None if value.endswith("_test.go") else
                                          f"{value!r} must end with '_test.go' (go test runs only those)")


SETTINGS = (
    Setting("package", "add package = \"agents\"", _check_package),
    Setting("path", "the .go file under --out", check_relative_path, lambda s: "go/" + s["package"] + "/vocabulary.go"),
    functions_setting(),
    Setting("package_doc", "true puts a package doc comment on the host's package", lambda _: None,
            lambda _: "false", boolean=True),
    Setting("tests_path", "a generated _test.go file (same package) under --out", _check_test_path, optional=True),
)

WRAP = 80  # the generator's own doc sentences wrap here (in the templates); vocab.toml docs keep their line breaks

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
        elif not is_printable(ch):
            code = ord(ch)
            out.append(f"\\x{code:02x}" if code < 0x80 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


# go/doc/comment (Go 1.19+), which gofmt uses to reformat doc comments, ported as far as the
# generator needs: its URL and identifier scanners (text inside either keeps '' and ``), its
# link-definition and heading tests.
_SCHEMES = frozenset({"file", "ftp", "gopher", "http", "https", "mailto", "nntp"})
_ALNUM = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
_HOST = _ALNUM | frozenset(b"_@-.[]:")
_PUNCT = frozenset(b".,:;?!")
_PATH = _ALNUM | frozenset(b"$'()*+&#=@~_/-[]{}%")
_HEADING_ILLEGAL = frozenset(";:!?+*/=[]{}_^°&§~%#@<\">\\")
_BACKTICK, _QUOTE = ord("`"), ord("'")


def _auto_url(s: bytes) -> int:
    """The length in bytes of the URL s starts with (go/doc/comment autoURL), else 0."""
    if len(s) < 7:
        return 0
    colon = next((i for i in (3, 4, 5, 6) if s[i] == ord(":")), 0)
    if not colon or s[colon:colon + 3] != b"://" or s[:colon].decode("latin-1") not in _SCHEMES:
        return 0
    i = colon + 3
    if i >= len(s) or s[i] not in _HOST or s[i] in _PUNCT:
        return 0
    i += 1
    end = i
    while i < len(s) and s[i] in _HOST:
        if s[i] not in _PUNCT:
            end = i + 1
        i += 1
    i = end
    stack: list[int] = []
    while i < len(s):
        c = s[i]
        if c in _PUNCT:
            i += 1
            continue
        if c not in _PATH:
            break
        if c in b"({[":
            stack.append({ord("("): ord(")"), ord("{"): ord("}"), ord("["): ord("]")}[c])
        elif c in b")}]":
            if not stack or stack[-1] != c:
                break
            stack.pop()
        if not stack:
            end = i + 1
        i += 1
    return end


def _ident(s: bytes) -> int:
    """The length in bytes of the identifier s starts with ([\\pL_][\\pL_0-9]*), else 0."""
    n = 0
    while n < len(s):
        c = s[n]
        if c < 0x80:
            if (c in _ALNUM or c == ord("_")) and (n > 0 or not 0x30 <= c <= 0x39):
                n += 1
                continue
            break
        width = 2 if c >> 5 == 0b110 else 3 if c >> 4 == 0b1110 else 4 if c >> 3 == 0b11110 else 0
        try:
            letter = width > 0 and is_alpha(s[n:n + width].decode("utf-8"))
        except UnicodeDecodeError:
            letter = False
        if not letter:
            break
        n += width
    return n


def _typographic_quotes(line: str) -> str:
    """gofmt writes `` and '' in doc text as \u201c and \u201d, except inside URLs and runs of
    three or more backticks. A byte-for-byte port of go/doc/comment parseText on a paragraph,
    quirks included (after ``` it skips further backticks counting from the wrong offset).
    Not ported: a doc link such as [os.Exit] restarts that offset in gofmt."""
    if "``" not in line and "''" not in line:
        return line  # only those two pairs are ever rewritten
    s = line.encode("utf-8")
    out = bytearray()
    i = 0
    while i < len(s):
        t = s[i:]
        step = _auto_url(t) or _ident(t)
        if step:
            out += t[:step]
            i += step
        elif t.startswith(b"``") and len(t) >= 3 and t[2] == _BACKTICK:
            j = i + 3
            while j < len(t) and t[j] == _BACKTICK:
                j += 1
            out += s[i:j]
            i = j
        elif t.startswith(b"``") or t.startswith(b"''"):
            out += ("\u201c" if t[0] == _BACKTICK else "\u201d").encode("utf-8")
            i += 2
        else:
            out.append(t[0])
            i += 1
    return out.decode("utf-8")


def _link_definition(line: str) -> bool:
    """go/doc/comment parseLink: `[text]: scheme://...`."""
    if not line.startswith("["):
        return False
    i = line.find("]:")
    if i < 0 or i + 3 >= len(line) or line[i + 2] not in " \t":
        return False
    url = line[i + 3:].strip()
    j = url.find("://")
    return j >= 0 and url[:j] in _SCHEMES


def _old_heading(lines: list[str], i: int) -> bool:
    """go/doc/comment isOldHeading: a lone capitalised line between paragraphs."""
    if i <= 0 or lines[i - 1] or i + 2 >= len(lines) or lines[i + 1]:
        return False
    line = lines[i]
    if not line or not (is_alpha(line[0]) and is_upper(line[0])):
        return False
    if not (is_alpha(line[-1]) or is_digit(line[-1])):
        return False
    if any(ch in _HEADING_ILLEGAL for ch in line):
        return False
    if any(part != "s" and not part.startswith("s ") for part in line.split("'")[1:]):
        return False  # an apostrophe only in a possessive 's
    if any(part == "" or part.startswith(" ") for part in line.split(".")[1:]):
        return False  # a period only when a non-space follows
    return True


def doc_lines(raw: list[str]) -> list[str]:
    """Comment lines as the text of a Go doc comment, already in the form gofmt prints.

    gofmt (Go 1.19+) reformats doc comments: indented lines become code blocks or lists,
    runs of blank lines collapse, a lone `# text` or capitalised line between paragraphs
    becomes a heading, a paragraph of `[text]: URL` lines is a link definition moved to
    the end, and `` and '' become typographic quotes. Comments may be sanitised, so lines
    lose their indentation and non-printable characters, a link-definition paragraph gets a
    space before its first line's colons, and the rest is written the way gofmt rewrites it.
    """
    lines: list[str] = []
    for line in raw:
        line = printable(line).strip()
        if line or (lines and lines[-1]):
            lines.append(line)
    while lines and not lines[-1]:
        lines.pop()
    # gofmt's rewrites can enable each other ('' becomes \u201d, and the line may then read
    # as a heading), so rewrite until nothing changes: the result is gofmt's fixed point.
    for _ in range(8):
        rewritten = _rewrite(lines)
        if rewritten == lines:
            break
        lines = rewritten
    return lines


def _rewrite(lines: list[str]) -> list[str]:
    """One pass of gofmt's doc-comment rewrites over sanitised lines."""
    out = list(lines)
    start = 0
    while start < len(lines):
        end = start
        while end < len(lines) and lines[end]:
            end += 1
        paragraph = range(start, end)
        if end - start == 1 and len(lines[start]) >= 2 and lines[start][0] == "#" and lines[start][1] == " " \
                and lines[start].strip() != "#":
            out[start] = "# " + lines[start][1:].strip()
        elif end - start == 1 and _old_heading(lines, start):
            out[start] = "# " + lines[start]
        else:
            if all(_link_definition(lines[i]) for i in paragraph):
                out[start] = lines[start].replace("]:", "] :")
            # parseText scans the paragraph as one string, which its ``` quirk depends on.
            out[start:end] = _typographic_quotes("\n".join(out[start:end])).split("\n")
        start = end + 1
    return out


def comment(lines: list[str], indent: str = "") -> list[str]:
    return [f"{indent}// {line}" if line else f"{indent}//" for line in lines]


def go_doc(text: str, indent: str = "") -> str:
    """Filter: text as a Go doc comment (`// ...` lines), already in the form gofmt prints it."""
    return "\n".join(comment(doc_lines(comment_lines(text)), indent))


def go_comment(text: str, indent: str = "") -> str:
    """Filter: text as plain `// ...` lines (not a doc comment: gofmt leaves those as written)."""
    return "\n".join(comment([printable(line).strip() for line in comment_lines(text)], indent))


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


FILTERS: dict[str, Callable[..., Any]] = {"go_string": literal, "go_doc": go_doc, "go_comment": go_comment,
                                          "go_keys": go_keys}


def _doc(text: str) -> tuple[str, ...]:
    """A vocab.toml doc as comment lines for the templates; empty when nothing printable is left
    (doc_lines keeps a line for every line with printable text, so that is all it needs asking)."""
    if plain_line(text):
        line = text.strip()
        return (line,) if line else ()
    raw = comment_lines(text)
    if not any(printable(line).strip() for line in raw):
        return ()
    return (raw[0].strip(), *raw[1:])


def _one_line(text: str) -> str:
    """A short note (a deprecation) on one line: its line breaks become spaces."""
    if not text:
        return ""
    return " ".join(printable(line).strip() for line in comment_lines(text) if line.strip())


# Naming ------------------------------------------------------------------------------------

def _level(config: TargetConfig) -> str:
    return config.get("functions")


def _func(level: str, *parts: tuple[str, ...]) -> str:
    """A function's name: exported, or unexported when the host keeps functions internal."""
    return camel(*parts) if level == "internal" else pascal(*parts)


def err_unknown(level: str) -> str:
    return "errUnknown" if level == "internal" else "ErrUnknown"


def names(vocab: Vocabulary, level: str = "public") -> dict[str, str]:
    """The package-level names one vocabulary defines, by role (only the roles it emits)."""
    found = {
        "collection": pascal(vocab.words),
        "aliases": pascal(vocab.singular, ("aliases",)),
    }
    if vocab.removed:
        found["removed"] = pascal(("removed",), vocab.words)
    if level != "none":
        found.update({
            "canonical": _func(level, ("canonical",), vocab.singular),
            "guard": _func(level, ("is",), vocab.singular),
            "read": _func(level, ("read",), vocab.singular),
            "lookup": camel(("vocabgen",), vocab.singular, ("lookup",)),
        })
    return found


def type_name(vocab: Vocabulary) -> str:
    """A type name for templates that declare one (user overrides): the built-in template declares
    none, so vocabgen does not reserve it (key "data" with singular "data" stays valid)."""
    return pascal(vocab.singular)


CONSTANT_CASE = pascal  # a value's constant: the singular and the value's words


def constant(vocab: Vocabulary, words: tuple[str, ...]) -> str:
    return CONSTANT_CASE(vocab.singular, words)


def constant_of(vocab: Vocabulary, text: str) -> str:
    return constant(vocab, vocab.by_text[text].words)


def rule_names(model: Model, rule: Rule, level: str = "public") -> dict[str, str]:
    """Members are named from the rule and its subject, settle from the rule key alone, so two
    rules carrying one vocabulary never collide."""
    subject = model.vocabulary(rule.vocabulary)
    found = {"members": pascal(rule.words, subject.words)}
    if level != "none":
        found["settle"] = _func(level, ("settle",), rule.words)
        found["member_set"] = camel(("vocabgen",), rule.words, subject.words)
    return found


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    level = _level(config)
    return derived_identifiers(model, CONSTANT_CASE, partial(names, level=level), partial(rule_names, level=level),
                               {"members": "rule members", "settle": "settle function", "member_set": "rule members set",
                                "read": "reader",
                                "removed": "removed spellings"})


def _file_names(model: Model, level: str, contexts: tuple[GoVocabulary, ...]) -> set[str]:
    """Every package-level name the file declares (the constants as its vocabularies' contexts name them)."""
    found = {*FIXED_NAMES}
    for vocab, context in zip(model.vocabularies, contexts):
        found.update(names(vocab, level).values())
        found.update(value.name for value in context.values)
    for rule in model.rules:
        found.update(rule_names(model, rule, level).values())
    return found


def _settle_params(model: Model, rule: Rule, taken: set[str]) -> tuple[str, str]:
    """The settle function's parameter names: the singulars, unless they clash with each other, a
    reserved word, a local of the body or any package-level name the body calls."""
    subject = camel(model.vocabulary(rule.vocabulary).singular)
    carried = camel(model.vocabulary(rule.carries).singular)
    if subject == carried or {subject, carried} & (RESERVED | taken | {"value", "err"}):
        return "subject", "carried"
    return subject, carried


# Template context ----------------------------------------------------------------------------

class GoValue(Context):
    """One constant of a vocabulary."""

    name: str  # the const's identifier, e.g. StatusDone
    literal: str  # the value as a Go string literal, escaped
    doc: tuple[str, ...]  # the value's doc as raw comment lines (go_doc sanitises them); empty: none
    deprecated: str  # why and what to use instead, on one line; empty when the value is current


class GoAlias(Context):
    """One accepted alternative spelling."""

    literal: str  # the alias spelling as a Go string literal
    constant: str  # the const it canonicalises to, e.g. LimitMaxTurns
    deprecated: str  # why and what to use instead, on one line; empty when the alias is current


class GoRemoved(Context):
    """One tombstone: a spelling that may never come back."""

    literal: str  # the removed spelling as a Go string literal
    reason: tuple[str, ...]  # why it was removed, as raw comment lines; empty: none given


class GoVocabulary(Context):
    """One vocabulary: its constants and the names of everything declared for it."""

    type_name: str  # e.g. RunStatus, for user templates that declare a type (not collision-checked: built-ins declare none)
    noun: str  # the singular as prose for docs, e.g. "run status"
    noun_literal: str  # the same as a Go string literal (the kind named in error messages)
    doc: tuple[str, ...]  # the vocabulary's doc as raw comment lines; empty: none
    values: tuple[GoValue, ...]  # in vocab.toml order
    has_aliases: bool  # an [X.aliases] table exists (the alias map function is emitted, maybe empty)
    aliases: tuple[GoAlias, ...]  # in vocab.toml order
    removed: tuple[GoRemoved, ...]  # tombstones; the removed-list function exists only when non-empty
    collection: str  # func returning every value, e.g. Statuses
    alias_map: str  # func returning the alias map, e.g. LimitAliases ("" without aliases)
    removed_list: str  # func returning the removed spellings, e.g. RemovedStatuses ("" without any)
    guard: str  # exact membership func, e.g. IsStatus ("" when functions = none)
    canonical: str  # strict canonicalise func, e.g. CanonicalStatus ("" when functions = none)
    read: str  # lenient reader func, e.g. ReadStatus ("" when functions = none)
    lookup: str  # private spelling -> canonical map var, e.g. vocabgenStatusLookup ("" when functions = none)
    fallback: str  # the const the reader returns for unknown input, e.g. StatusError; empty: none


class GoRule(Context):
    """One rule: which subject values carry a value of another vocabulary."""

    doc: tuple[str, ...]  # the rule's doc as raw comment lines; empty: none
    members: str  # func returning the member values, e.g. LimitStopStatuses
    settle: str  # settle func named from the rule key, e.g. SettleLimitStop ("" when functions = none)
    subject_plural: str  # the subject vocabulary as prose, e.g. "statuses"
    subject_noun: str  # the subject's singular as prose, e.g. "status"
    carried_noun: str  # the carried vocabulary's singular as prose, e.g. "limit"
    member_constants: tuple[str, ...]  # the members' consts, in rule order
    member_set: str  # private members set var settle tests, e.g. vocabgenLimitStopStatuses ("" when functions = none)
    subject_param: str  # settle's first parameter, e.g. status
    carried_param: str  # settle's second parameter, e.g. limit
    subject_type: str  # the subject vocabulary's type_name, e.g. Status
    carried_type: str  # the carried vocabulary's type_name, e.g. Limit
    subject_canonical: str  # the subject's canonicalise func ("" when functions = none)
    carried_canonical: str  # the carried vocabulary's canonicalise func ("" when functions = none)


class GoFile(Context):
    """Context of go/vocabulary.go.j2."""

    marker: str  # the do-not-edit line, already a // comment
    source: str  # the vocab file's name, as the marker gives it (raw text: for docs only)
    package: str  # the Go package name
    package_doc: bool  # put a package doc comment on the package (off: the host's package keeps its own)
    doc: tuple[str, ...]  # the vocab file's top doc as raw comment lines; empty: none
    functions: bool  # emit the functions (guard, canonicalise, read, settle, helpers); off for functions = none
    err_unknown: str  # the error var every unknown spelling wraps, ErrUnknown (errUnknown when internal)
    vocabularies: tuple[GoVocabulary, ...]
    rules: tuple[GoRule, ...]


def _vocabulary_context(vocab: Vocabulary, level: str) -> GoVocabulary:
    n = names(vocab, level)
    values = tuple(GoValue(name=name, literal=literal(v.text), doc=_doc(v.doc), deprecated=_one_line(v.deprecated))
                   for v, name in zip(vocab.values, spelled_values(CONSTANT_CASE, vocab)))
    return GoVocabulary(
        type_name=type_name(vocab),
        noun=vocab.noun,
        noun_literal=literal(vocab.noun),
        doc=_doc(vocab.doc),
        values=values,
        has_aliases=vocab.has_aliases,
        aliases=tuple(GoAlias(literal=literal(a.name), constant=constant_of(vocab, a.canonical),
                              deprecated=_one_line(a.deprecated))
                      for a in vocab.aliases),
        removed=tuple(GoRemoved(literal=literal(r.text), reason=_doc(r.reason)) for r in vocab.removed),
        collection=n["collection"],
        alias_map=n["aliases"] if vocab.has_aliases else "",
        removed_list=n.get("removed", ""),
        guard=n.get("guard", ""),
        canonical=n.get("canonical", ""),
        read=n.get("read", ""),
        lookup=n.get("lookup", ""),
        fallback=constant_of(vocab, vocab.fallback) if vocab.fallback else "",
    )


def _rule_context(model: Model, rule: Rule, level: str, contexts: Mapping[str, GoVocabulary],
                  taken: set[str]) -> GoRule:
    """A rule's context; contexts are the vocabularies' by key (their function names already
    spelt) and taken is every package-level name of the file (_file_names)."""
    subject = model.vocabulary(rule.vocabulary)
    carried = model.vocabulary(rule.carries)
    rnames = rule_names(model, rule, level)
    s_param, c_param = _settle_params(model, rule, taken)
    return GoRule(
        doc=_doc(rule.doc),
        members=rnames["members"],
        settle=rnames.get("settle", ""),
        subject_plural=subject.plural,
        subject_noun=subject.noun,
        carried_noun=carried.noun,
        member_constants=tuple(constant_of(subject, m) for m in rule.values),
        member_set=rnames.get("member_set", ""),
        subject_param=s_param,
        carried_param=c_param,
        subject_type=type_name(subject),
        carried_type=type_name(carried),
        subject_canonical=contexts[subject.key].canonical,
        carried_canonical=contexts[carried.key].canonical,
    )


def _file_context(model: Model, config: TargetConfig) -> GoFile:
    level = _level(config)
    source = marker(model).removeprefix("Code generated by vocabgen from ").split(". DO NOT EDIT.")[0]
    vocabularies = tuple(_vocabulary_context(v, level) for v in model.vocabularies)
    contexts = {v.key: c for v, c in zip(model.vocabularies, vocabularies)}
    taken = _file_names(model, level, vocabularies) if model.rules else set()
    return GoFile(
        marker=f"// {marker(model)}",
        source=source,
        package=config.get("package"),
        package_doc=config.flag("package_doc"),
        doc=_doc(model.doc),
        functions=level != "none",
        err_unknown=err_unknown(level),
        vocabularies=vocabularies,
        rules=tuple(_rule_context(model, r, level, contexts, taken) for r in model.rules),
    )


# Test-file context: every expectation comes from vectors.py, never from this module's output.

class GoCase(Context):
    """One call and what it must return."""

    input: str  # the argument as a Go string literal
    want: str  # the expected string as a Go string literal ("" for none)
    ok: bool  # guard: the expected bool; canonicalise: no error; read: a known spelling


class GoSettleCase(Context):
    """One settle call and what it must return."""

    subject: str  # the subject spelling as a Go string literal
    carried: str  # the carried spelling as a Go string literal ("" for none)
    want: str  # the expected result as a Go string literal ("" for none)
    fails: bool  # an error wrapping the unknown-spelling error is expected


class GoVocabularyTests(Context):
    """One vocabulary's expectations, beside the names its file declares."""

    test: str  # the test function, e.g. TestVocabgenVocabularyStatuses
    vocab: GoVocabulary  # the names and constants, as the main file's context has them
    texts: tuple[str, ...]  # every value as a Go string literal, in order
    aliases: tuple[tuple[str, str], ...]  # (alias, canonical value) as Go string literals
    removed: tuple[str, ...]  # removed spellings as Go string literals
    guard_cases: tuple[GoCase, ...]
    canonical_cases: tuple[GoCase, ...]
    read_cases: tuple[GoCase, ...]


class GoRuleTests(Context):
    """One rule's expectations."""

    test: str  # the test function, e.g. TestVocabgenRuleLimitStop
    rule: GoRule  # the names, as the main file's context has them
    members: tuple[str, ...]  # member values as Go string literals, in rule order
    settle_cases: tuple[GoSettleCase, ...]


class GoTestFile(Context):
    """Context of go/vocabulary_test.go.j2."""

    marker: str  # the do-not-edit line, already a // comment
    package: str  # the Go package name (the test sits inside the package: unexported names work)
    functions: bool  # the main file declares functions (functions != none)
    err_unknown: str  # the error var every strict failure must wrap
    vocabularies: tuple[GoVocabularyTests, ...]
    rules: tuple[GoRuleTests, ...]


def _want(outcome: Outcome) -> str:
    return literal(outcome.value if outcome.kind == "value" else "")


def _vocabulary_tests(vocab: Vocabulary, context: GoVocabulary) -> GoVocabularyTests:
    known = vocab.spellings
    return GoVocabularyTests(
        test=pascal(("test", "vocabgen", "vocabulary"), vocab.words),
        vocab=context,
        texts=tuple(literal(t) for t in vocab.texts),
        aliases=tuple((literal(a.name), literal(a.canonical)) for a in vocab.aliases),
        removed=tuple(literal(r.text) for r in vocab.removed),
        guard_cases=tuple(GoCase(literal(s), literal(""), member) for s, member in guard_cases(vocab)),
        canonical_cases=tuple(GoCase(literal(s), _want(o), o.kind == "value") for s, o in canonical_cases(vocab)),
        read_cases=tuple(GoCase(literal(s), _want(o), s in known) for s, o in read_cases(vocab)),
    )


def _rule_tests(model: Model, rule: Rule, context: GoRule) -> GoRuleTests:
    return GoRuleTests(
        test=pascal(("test", "vocabgen", "rule"), rule.words),
        rule=context,
        members=tuple(literal(m) for m in rule.values),
        settle_cases=tuple(GoSettleCase(literal(s), literal(c or ""), _want(o), o.kind == "error")
                           for s, c, o in settle_cases(model, rule)),
    )


def _test_context(model: Model, config: TargetConfig, main: GoFile) -> GoTestFile:
    return GoTestFile(
        marker=main.marker,
        package=main.package,
        functions=main.functions,
        err_unknown=main.err_unknown,
        vocabularies=tuple(_vocabulary_tests(v, c) for v, c in zip(model.vocabularies, main.vocabularies)),
        rules=tuple(_rule_tests(model, r, c) for r, c in zip(model.rules, main.rules)),
    )


def check_config(config: TargetConfig) -> list[str]:
    path = config.get("path")
    if not path.endswith(".go") or path.endswith("_test.go"):
        return [f"path {path!r} must end with '.go' (and not '_test.go')"]
    tests_path = dict(config.settings).get("tests_path")
    if tests_path is not None and posixpath.dirname(tests_path) != posixpath.dirname(path):
        return [f"tests_path {tests_path!r} must be in the folder of path {path!r}: a Go test sits in its package"]
    return []


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    main = _file_context(model, config)
    out = [OutputFile(config.get("path"), "go/vocabulary.go.j2", as_context(main))]
    tests_path = dict(config.settings).get("tests_path")
    if tests_path is not None:
        out.append(OutputFile(tests_path, "go/vocabulary_test.go.j2", as_context(_test_context(model, config, main))))
    return out


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    level = _level(config)
    return {"package": config.get("package"), "dir": posixpath.dirname(config.get("path")) or ".",
            "err_unknown": err_unknown(level),
            **runner_names(model, partial(names, level=level), partial(rule_names, level=level))}


TARGET = Target(
    name="go",
    value_case=CONSTANT_CASE,
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[A-Za-z_][A-Za-z0-9_]*"),
    reserved=RESERVED,
    identifiers=identifiers,
    files=files,
    check_config=check_config,
    api=api,
    filters=FILTERS,
    starter=lambda parts: {"package": parts[-1]},
)
