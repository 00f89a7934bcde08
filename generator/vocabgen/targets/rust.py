"""Rust (edition 2021): `&str` constants, a `#[non_exhaustive]` enum per vocabulary, exact parsing.

One module file per vocab.toml, included by the host with `mod vocabulary;`. The file imports
nothing (every std path is written absolute, `::core::fmt::Display`), so the only names it can
lose to a vocabulary are the prelude's and its own. The file is already in rustfmt's layout for
edition 2021 with default settings: where rustfmt's choice depends on width (a constant longer
than 100 columns, a tuple wider than 60, a list of short items), the template builds the line
once, measures it and writes the form rustfmt would. Non-ASCII characters that are not narrow
and visible are escaped, so every width is a count of ASCII characters.

Rust's profile: its naming table, reserved words, string escaping (`rust_string`), the doc
sanitiser and comment filter (`rust_doc`), settings and paths. The shape of the file lives in templates/rust/.

Not data (why this module passes 150 lines): the string escaper (literal) and the path check; the
rest is tables (reserved words, directives, roles, settings).
"""

from __future__ import annotations

import re

from vocabgen.charclass import is_narrow_visible, is_visible
from vocabgen.model import TargetConfig
from vocabgen.problems import quote
from vocabgen.profile import CommentFormat, Directive, Limits, Profile, Reserved
from vocabgen.roles import Spell, port_roles
from vocabgen.targets.base import (
    Setting,
    alias_constants_setting,
    stability_setting,
    check_relative_path,
    functions_setting,
    plain_literal,
    settle_parameters,
    typed_needs_functions,
    typed_setting,
)
from vocabgen.targets.comments import DocWriter
from vocabgen.targets.naming import pascal, screaming, snake

SETTINGS = (
    Setting("path", "the .rs module file under --out (the host writes `mod vocabulary;`)", check_relative_path,
            lambda _: "rust/vocabulary.rs"),
    Setting("serde", "true: serde Serialize/Deserialize to and from the exact wire strings",
            lambda _: None, lambda _: "false", boolean=True),
    functions_setting(),
    alias_constants_setting(),
    stability_setting(),
    typed_setting(),
)

# Strict, reserved (2018+) and weak keywords. `self`, `Self`, `super`, `crate` cannot even be
# raw identifiers; the others could (`r#type`), but a generated name is never rewritten.
KEYWORDS = frozenset("""
    as break const continue crate else enum extern false fn for if impl in let loop match mod move
    mut pub ref return self Self static struct super trait true type unsafe use where while async
    await dyn abstract become box do final macro override priv typeof unsized virtual yield try gen
    union macro_rules raw safe static
""".split())
# The prelude (types, traits, variants), primitive types and crate roots the file relies on.
PRELUDE = frozenset("""
    Copy Send Sized Sync Unpin Drop Fn FnMut FnOnce drop Box ToOwned Clone PartialEq PartialOrd Eq
    Ord AsRef AsMut Into From Default Iterator Extend IntoIterator DoubleEndedIterator
    ExactSizeIterator Option Some None Result Ok Err String ToString Vec TryFrom TryInto
    FromIterator Debug Hash bool char str u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize f32
    f64 std core alloc serde
""".split())
# Names the generated file names (its own declarations are roles).
NAMED = frozenset({"Display", "FromStr", "Formatter", "fmt", "Serialize", "Deserialize", "Serializer", "Deserializer",
                   "Error", "de"})
RESERVED = Reserved(("a Rust keyword", KEYWORDS),
                    ("a name of Rust's prelude, a primitive type or a crate root", PRELUDE),
                    ("a name the generated module imports", NAMED))
# Cannot be a name even as r#name: only these keywords are UpperCamelCase or unrawable.
UNRAWABLE = ("self", "Self", "super", "crate", "_")
# A name, or an enum variant qualified by its enum (each enum is its own namespace).
IDENTIFIER = re.compile(r"(?:[A-Z][A-Za-z0-9]*::)?(?!(?:" + "|".join(UNRAWABLE) + r")$)[A-Za-z_][A-Za-z0-9_]*")

_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def literal(text: str) -> str:
    """A Rust string literal for text that round-trips exactly.

    Quotes and backslashes are escaped; every character that is not printable, or not narrow
    and visible (controls, bidi overrides that rustc denies in literals, zero-width and wide
    characters), is written as `\\u{hex}`, so the literal is as wide as it is long.
    """
    if plain_literal(text):
        return f'"{text}"'
    out = ['"']
    for ch in text:
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif " " <= ch <= "~" or (is_visible(ch) and is_narrow_visible(ch)):
            out.append(ch)
        else:
            out.append(f"\\u{{{ord(ch):x}}}")
    out.append('"')
    return "".join(out)


# The comment forms Rust's tools act on in a doc comment (docs/strings.md, "Directives in
# comments"), defused by the doc writer (DOC, `rust_doc_text`) outside code spans (where rustdoc reads neither).
DIRECTIVES = (
    Directive("[name]", "rustdoc resolves `[name]` (and `[text][name]`, `[^note]`) as an intra-doc link: "
              "an unresolved one is a rustdoc::broken_intra_doc_links warning, an error under "
              "`RUSTDOCFLAGS=-D warnings`; a `[name]: target` line defines a link and disappears",
              r"(?<!\\)((?:\\\\)*)\[", r"\1\\[",
              "a backslash before the bracket, rustdoc's own advice: CommonMark shows `[`", "see [brackets]", hints=("[",)),
    Directive("<tag>", "rustdoc copies raw HTML into the docs page (`<script>` too) and warns on an unclosed "
              "tag (rustdoc::invalid_html_tags); an autolink (`<https://...>`) stays a link",
              r"(?<!\\)((?:\\\\)*)<(?=[A-Za-z/!?])(?![A-Za-z][A-Za-z0-9+.-]*:)", r"\1\\<",
              "a backslash before the `<`: CommonMark shows `<`, as text", "a <b> tag", hints=("<",)),
    Directive("https://...", "rustdoc warns on a bare URL (rustdoc::bare_urls), an error under "
              "`RUSTDOCFLAGS=-D warnings`", r"(?<!<)https?://(?:[-a-zA-Z0-9@:%._+~#=]{2,256}\.)+[a-zA-Z]{2,63}\b"
              r"[-a-zA-Z0-9@:%_+.~#?&/=]*", r"<\g<0>>", "the URL in angle brackets, rustdoc's own advice: an "
              "autolink, shown as the URL", "see https://example.org", hints=("http",)),
    Directive("``` and indented code", "cargo test compiles and runs a doc's fenced or indented code block "
              "as a doctest", "", "", "ruled out: rust_doc drops each line's indentation and escapes a fence "
              "(`\\````), as it escapes a list or quote marker (clippy::doc_lazy_continuation)",
              "```"),
    Directive("#![...], #[rustfmt::skip], #[allow(clippy::...)]", "rustc, rustfmt and clippy act on attributes",
              "", "", "ruled out: a doc comment's text is the value of a `#[doc]` attribute, never an attribute "
              "itself", "#![allow(warnings)]"),
)
# rustdoc's Markdown: every line a plain paragraph line, so none becomes a code block or a doctest
# (its indentation and tabs dropped, clippy::tabs_in_doc_comments), a list, a quote or a fence
# (the marker's punctuation escaped, clippy::doc_lazy_continuation); DIRECTIVES are defused outside
# code spans (a backtick run up to the next run of the same length, as CommonMark reads them).
COMMENT = CommentFormat(hidden="space", layout="flowing", special=r"^[-*+>`~\d]",
                        escapes=((r"^(?=[-*+>](?:\s|$)|```|~~~)", r"\\"), (r"^(\d{1,9})(?=[.)](?:\s|$))", r"\1\\")),
                        verbatim=r"(?s)(?<!`)(`+)(?!`).*?(?<!`)\1(?!`)")
DOC = DocWriter(COMMENT, DIRECTIVES)


# Naming: every name the template prints, spelled by the view from this table -----------------

FUNCTION = {"public": snake, "internal": snake}  # no functions at all when functions = "none"
FUNCTION_TYPE = {"public": pascal, "internal": pascal}  # the error type, with the functions
# The enum is the vocabulary's type whether or not typed = true (and Copy): its variants live in
# its namespace (within); typed = true adds an open enum carrying Known(enum) or Unknown(String).
ROLES = port_roles(dict(
    constant=screaming, member=Spell(pascal, what="enum variant", checked=True, always=True, within="known_type"),
    alias_constant=screaming, collection=screaming, aliases=screaming, canonical=Spell(FUNCTION, what="canonical"),
    guard=Spell(FUNCTION, what="guard"), read=Spell(FUNCTION, what="reader"), removed=screaming,
    known_type=Spell(pascal, what="enum", always=True), open_type=pascal,
    members=screaming, settle=FUNCTION, typed_settle=FUNCTION, error_type=FUNCTION_TYPE, index_helper=FUNCTION,
    known_case=pascal, unknown_case=pascal, known=Spell(snake, words="is known"), open_parse=snake,
    open_wire=Spell(snake, words="as wire"),
))


# The longest singulars settle's parameters are named after: with longer ones its body's lines
# (`let status = canonical_status(status)?;`, `limit.map(canonical_limit).transpose()`) leave
# rustfmt's one line, and `subject` and `carried` keep them short whatever the names.
LONGEST_PARAMETERS = (25, 16)


def check_config(config: TargetConfig) -> list[str]:
    return typed_needs_functions(config) + _check_path(config)


def _check_path(config: TargetConfig) -> list[str]:
    path = config.get("path")
    stem = path.rsplit("/", 1)[-1].removesuffix(".rs")
    if not path.endswith(".rs"):
        return [f"path {quote(path)} must end with '.rs'"]
    if not re.fullmatch(r"[a-z_][a-z0-9_]*", stem) or stem in KEYWORDS or stem in ("main", "lib", "mod"):
        return [f"path {quote(path)}: the file name {quote(stem)} must be a snake_case module name the host can "
                "declare with `mod NAME;` (not a keyword, main, lib or mod)"]
    return []


PROFILE = Profile(
    name="rust",
    internal="pub(crate): only the host's own crate sees it",
    exhaustive="a match without a wildcard in the crate (rustc)",
    roles=ROLES,
    identifier_pattern=IDENTIFIER,
    reserved=RESERVED,
    literal=literal,
    settings=SETTINGS,
    outputs=(("path", "rust/vocabulary.rs.j2"),),
    filters={"rust_string": literal, "rust_doc": DOC.doc, "rust_doc_text": DOC.defused},
    check_config=check_config,
    rule_locals=settle_parameters("rust", case=snake, longest=LONGEST_PARAMETERS),
    limits=Limits("rustc", 16_501, "needs gigabytes of memory"),  # benchmarks/limits.py; docs/strings.md, Compiler limits
    directives=DIRECTIVES,
    comment=COMMENT,
)
