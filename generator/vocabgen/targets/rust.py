"""Rust (edition 2021): `&str` constants, a `#[non_exhaustive]` enum per vocabulary, exact parsing.

One module file per vocab.toml, included by the host with `mod vocabulary;`. The file imports
nothing (every std path is written absolute, `::core::fmt::Display`), so the only names it can
lose to a vocabulary are the prelude's and its own. The file is already in rustfmt's layout for
edition 2021 with default settings: where rustfmt's choice depends on width (a constant longer
than 100 columns, a tuple wider than 60, a list of short items), this module computes the choice
as a flag or as rows, and the template writes both forms. Non-ASCII characters that are not
narrow and visible are escaped, so every width is a count of ASCII characters.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from itertools import chain

from vocabgen.charclass import is_narrow_visible, is_printable
from vocabgen.model import Model, Rule, TargetConfig, Value, Vocabulary
from vocabgen.targets.base import (
    plain_literal,
    plain_line,
    Context,
    Identifier,
    OutputFile,
    Setting,
    Target,
    check_relative_path,
    comment_lines,
    functions_setting,
    marker,
    printable,
    runner_names,
    spelled_values,
    value_identifiers,
)
from vocabgen.targets.naming import pascal, screaming, snake

WIDTH = 100  # rustfmt's max_width
CALL_WIDTH = 60  # rustfmt's fn_call_width, which also bounds a one-line tuple
SHORT_ITEM = 10  # rustfmt's short_array_element_width_threshold: shorter items share lines

SETTINGS = (
    Setting("path", "the .rs module file under --out (the host writes `mod vocabulary;`)", check_relative_path,
            lambda _: "rust/vocabulary.rs"),
    Setting("serde", "true: serde Serialize/Deserialize to and from the exact wire strings",
            lambda _: None, lambda _: "false", boolean=True),
    functions_setting(),
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
# Names the generated file defines or names itself.
FIXED_NAMES = frozenset({"UnknownSpelling", "vocabgen_index", "Display", "FromStr", "Formatter", "fmt",
                         "Serialize", "Deserialize", "Serializer", "Deserializer", "Error", "de"})
RESERVED = KEYWORDS | PRELUDE | FIXED_NAMES
# Cannot be a name even as r#name: only these keywords are UpperCamelCase or unrawable.
UNRAWABLE = ("self", "Self", "super", "crate", "_")
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
        elif " " <= ch <= "~" or (is_printable(ch) and is_narrow_visible(ch)):
            out.append(ch)
        else:
            out.append(f"\\u{{{ord(ch):x}}}")
    out.append('"')
    return "".join(out)


_MARKDOWN_BLOCK = re.compile(r"([-*+>]|\d{1,9}[.)])(?=\s|$)|(```|~~~)")


def doc_lines(text: str) -> tuple[str, ...]:
    """Doc-comment text lines that rustdoc and clippy read as plain paragraphs.

    Comments may be sanitised: control and format characters become spaces (rustc denies
    bidi overrides in comments), tabs spaces (clippy::tabs_in_doc_comments); lines lose their
    indentation, so none becomes a code block and a doctest; a line starting a list, quote or
    fence has the marker escaped (clippy::doc_lazy_continuation); `[^` is escaped (footnotes).
    """
    if plain_line(text):  # one line that needs no sanitising: the common case
        line = text.strip()
        return (_doc_line(line),) if line else ()
    lines: list[str] = []
    for raw in comment_lines(text):
        line = _doc_line(printable(raw.replace("\t", " ")).strip())
        if line or (lines and lines[-1]):  # sanitising can empty a line: no blank runs, no empty doc
            lines.append(line)
    while lines and not lines[-1]:
        lines.pop()
    return tuple(lines)


def _doc_line(line: str) -> str:
    """A sanitised, stripped line with a leading block marker and every `[^` escaped."""
    # The regex only where a marker can start (\d is any decimal digit, as str.isdecimal says).
    marker = _MARKDOWN_BLOCK.match(line) if line and (line[0] in "-*+>`~" or line[0].isdecimal()) else None
    if marker:  # escape the marker's punctuation: "\\- x", "1\\. x", "\\```"
        at = marker.end() - 1 if marker.group(0)[0].isdigit() else 0
        line = line[:at] + "\\" + line[at:]
    return line.replace("[^", "\\[^")


def rows(items: list[str], indent: int) -> tuple[tuple[str, ...], ...]:
    """A vertical list's items grouped per line as rustfmt prints them: one per line, except
    that simple items of at most SHORT_ITEM columns share lines up to WIDTH (its mixed layout)."""
    if len(items) < 2 or any(len(item) > SHORT_ITEM for item in items):
        return tuple((item,) for item in items)
    out: list[list[str]] = [[]]
    for item in items:
        line = out[-1]
        if line and indent + len(", ".join([*line, item])) + 1 > WIDTH:
            out.append([])
        out[-1].append(item)
    return tuple(tuple(line) for line in out)


# ---- names ---------------------------------------------------------------------------------


def names(vocab: Vocabulary) -> dict[str, str]:
    """The module-level names one vocabulary defines, by role."""
    return {
        "enum": pascal(vocab.singular),
        "collection": screaming(vocab.words),
        "aliases": screaming(vocab.singular, ("aliases",)),
        "removed": screaming(("removed",), vocab.words),
        "canonical": snake(("canonical",), vocab.singular),
        "guard": snake(("is",), vocab.singular),
        "reader": snake(("read",), vocab.singular),
    }


def rule_names(model: Model, rule: Rule) -> dict[str, str]:
    subject = model.vocabulary(rule.vocabulary)
    return {"members": screaming(rule.words, subject.words), "settle": snake(("settle",), rule.words)}


CONSTANT_CASE = screaming  # a value's constant: the singular and the value's words
VARIANT_CASE = pascal  # a value's enum variant: the value's words alone


def constant(vocab: Vocabulary, words: tuple[str, ...]) -> str:
    return CONSTANT_CASE(vocab.singular, words)


FUNCTION_ROLES = ("canonical", "guard", "reader")


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    """Every name the file defines; variants qualified by their enum (each enum is its own
    namespace), so only a keyword or a digit-first variant can break them."""
    with_functions = config.get("functions") != "none"
    idents: list[Identifier] = []
    for vocab in model.vocabularies:
        n = names(vocab)
        enum = n["enum"] + "::"
        variants = [enum + variant for variant in spelled_values(VARIANT_CASE, vocab, singular=False)]
        constants = value_identifiers(spelled_values(CONSTANT_CASE, vocab), vocab, "constant")
        idents.extend(chain.from_iterable(zip(constants, value_identifiers(variants, vocab, "enum variant"))))
        roles = ["enum", "collection"]
        roles += ["aliases"] if vocab.has_aliases else []
        roles += ["removed"] if vocab.removed else []
        roles += list(FUNCTION_ROLES) if with_functions else []
        idents.extend(Identifier(n[role], (vocab.key,), vocab.line, role) for role in roles)
    for rule in model.rules:
        r = rule_names(model, rule)
        idents.append(Identifier(r["members"], ("rules", rule.key), rule.line, "rule members"))
        if with_functions:
            idents.append(Identifier(r["settle"], ("rules", rule.key), rule.line, "settle function"))
    return idents


def _function_names(model: Model) -> set[str]:
    found = {"vocabgen_index"}
    for vocab in model.vocabularies:
        found.update(names(vocab)[role] for role in FUNCTION_ROLES)
    found.update(rule_names(model, rule)["settle"] for rule in model.rules)
    return found


def settle_parameters(model: Model, rule: Rule, functions: set[str] | None = None) -> tuple[str, str]:
    """The settle function's parameters: the singulars, unless they clash with each other, a
    keyword or a function the body calls (parameters are local: nothing public is renamed).
    functions: _function_names(model), when the caller has it already."""
    subject = snake(model.vocabulary(rule.vocabulary).singular)
    carried = snake(model.vocabulary(rule.carries).singular)
    taken = _function_names(model) if functions is None else functions
    if subject == carried or {subject, carried} & (RESERVED | taken):
        return "subject", "carried"
    return subject, carried


# ---- context -------------------------------------------------------------------------------


class Deprecation(Context):
    """A `#[deprecated(note = ...)]` attribute."""

    note_literal: str  # the reason as a Rust string literal
    wrap: bool  # rustfmt puts `note = ...` on a line of its own (the attribute is over WIDTH)


class ValueContext(Context):
    """One value: its constant, its enum variant and its literal."""

    constant: str  # STATUS_DONE
    variant: str  # Done
    literal: str  # "done", escaped
    doc: tuple[str, ...]  # doc-comment text lines (sanitised, without `///`)
    layout: str  # where rustfmt breaks the constant: "line" (no break), "value" (after `=`), "type" (after `:`)
    deprecated: Deprecation | None  # the attribute for the constant, or None when current
    variant_deprecated: Deprecation | None  # the same attribute, indented in the enum


class AliasContext(Context):
    """One alias entry of the aliases slice."""

    name_literal: str  # the alias as a Rust string literal
    canonical_literal: str  # the value it names, as a Rust string literal
    vertical: bool  # rustfmt writes the tuple one element per line (wider than CALL_WIDTH)
    deprecated: tuple[str, ...]  # comment text lines saying the alias is deprecated and why; empty when current


class RemovedContext(Context):
    """One tombstone: a spelling that may never come back."""

    literal: str  # the removed spelling as a Rust string literal
    doc: tuple[str, ...]  # doc text lines: the literal, then why it was removed


class VocabularyContext(Context):
    """One vocabulary's names, values and flags."""

    key: str  # the vocab.toml key, e.g. statuses
    noun_literal: str  # the singular as prose, as a Rust string literal ("run status")
    noun: str  # the singular as prose, for docs (sanitised)
    plural: str  # the key as prose, for docs
    enum: str  # Status
    collection: str  # STATUSES
    aliases: str  # STATUS_ALIASES (only written when has_aliases)
    removed_name: str  # REMOVED_STATUSES (only written when removed)
    canonical: str  # canonical_status
    aliases_arg: str  # the aliases slice to look spellings up in: STATUS_ALIASES, or &[] without aliases
    lookup_vertical: bool  # rustfmt writes the lookup call one argument per line (wider than CALL_WIDTH)
    guard: str  # is_status
    reader: str  # read_status
    doc: tuple[str, ...]  # doc text lines of the vocabulary
    values: tuple[ValueContext, ...]  # in vocab.toml order
    value_rows: tuple[tuple[str, ...], ...]  # the constants of STATUSES, grouped per line as rustfmt does
    has_deprecated: bool  # some value is deprecated: items listing every value allow the lint
    has_aliases: bool  # [X.aliases] exists (possibly empty)
    alias_entries: tuple[AliasContext, ...]  # in vocab.toml order
    removed: tuple[RemovedContext, ...]  # tombstones, in vocab.toml order
    removed_rows: tuple[tuple[str, ...], ...]  # the removed literals, grouped per line as rustfmt does
    fallback_variant: str  # the variant a lenient reader returns for unknown input; empty: None
    fallback_deprecated: bool  # that fallback is a deprecated value (the reader allows the lint)


class RuleContext(Context):
    """One rule: its members and its settle function."""

    key: str  # the vocab.toml key, e.g. limit_stop
    doc: tuple[str, ...]  # doc text lines of the rule
    members: str  # LIMIT_STOP_STATUSES
    member_rows: tuple[tuple[str, ...], ...]  # member constants, grouped per line as rustfmt does
    members_deprecated: bool  # a member is deprecated (the members slice allows the lint)
    settle: str  # settle_limit_stop
    subject_noun: str  # "status", for docs
    carried_noun: str  # "limit", for docs
    subject_plural: str  # "statuses", for docs
    subject_canonical: str  # canonical_status
    carried_canonical: str  # canonical_limit
    carried_enum: str  # Limit
    subject_param: str  # the subject parameter's name
    carried_param: str  # the carried parameter's name
    wrap: bool  # rustfmt writes the signature one parameter per line (over WIDTH)


class FileContext(Context):
    """The whole module file."""

    marker: str  # the do-not-edit comment line
    doc: tuple[str, ...]  # module doc text lines (`//!`)
    vocabularies: tuple[VocabularyContext, ...]
    rules: tuple[RuleContext, ...]
    serde: bool  # emit serde Serialize (and, with functions, Deserialize) impls
    functions: bool  # emit parsing, guard, reader and settle functions (functions != "none")
    fn_vis: str  # the functions' visibility: "pub" or "pub(crate)"


def const_layout(name: str, text: str) -> str:
    """Where rustfmt breaks `pub const NAME: &str = LITERAL;`: nowhere when it fits WIDTH, else
    after `=`, else after `:`; when no form fits, rustfmt keeps the line as written."""
    if len(f"pub const {name}: &str = {text};") <= WIDTH:
        return "line"
    if len(f"pub const {name}: &str =") <= WIDTH and len(f"    {text};") <= WIDTH:
        return "value"
    if len(f"pub const {name}:") <= WIDTH and len(f"    &str = {text};") <= WIDTH:
        return "type"
    return "line"


def _deprecation(reason: str, indent: int) -> Deprecation | None:
    if not reason:
        return None
    note = literal(reason)
    return Deprecation(note, indent + len(f"#[deprecated(note = {note})]") > WIDTH)


def _value(value: Value, name: str, variant: str) -> ValueContext:
    """One value's context: its constant, its enum variant and their layouts."""
    text = literal(value.text)
    deprecated = value.deprecated
    return ValueContext(constant=name, variant=variant, literal=text,
                        doc=doc_lines(value.doc),
                        layout=const_layout(name, text),
                        deprecated=_deprecation(deprecated, 0) if deprecated else None,
                        variant_deprecated=_deprecation(deprecated, 4) if deprecated else None)


def _alias(name: str, canonical: str, deprecated: str) -> AliasContext:
    left, right = literal(name), literal(canonical)
    note = doc_lines(f"deprecated: {deprecated}") if deprecated else ()
    return AliasContext(left, right, len(f"{left}, {right}") > CALL_WIDTH, note)


def _removed(text: str, reason: tuple[str, ...]) -> RemovedContext:
    first, *rest = reason or ("",)
    return RemovedContext(text, (f"{text}: {first}".rstrip(), *rest))


def _vocabulary(vocab: Vocabulary) -> VocabularyContext:
    n = names(vocab)
    values = tuple(map(_value, vocab.values, spelled_values(CONSTANT_CASE, vocab),
                       spelled_values(VARIANT_CASE, vocab, singular=False)))
    removed = tuple(_removed(literal(r.text), doc_lines(r.reason)) for r in vocab.removed)
    fallback = vocab.by_text[vocab.fallback] if vocab.fallback else None
    aliases_arg = n["aliases"] if vocab.has_aliases else "&[]"
    lookup_args = f"{literal(vocab.noun)}, {n['collection']}, {aliases_arg}, spelling"
    return VocabularyContext(
        key=vocab.key, noun_literal=literal(vocab.noun), noun=printable(vocab.noun), plural=vocab.plural,
        enum=n["enum"], collection=n["collection"], aliases=n["aliases"], removed_name=n["removed"],
        canonical=n["canonical"], aliases_arg=aliases_arg,
        lookup_vertical=len(lookup_args) > CALL_WIDTH or len(f"    let index = vocabgen_index({lookup_args})?;") > WIDTH,
        guard=n["guard"], reader=n["reader"], doc=doc_lines(vocab.doc),
        values=values, value_rows=rows([v.constant for v in values], 4),
        has_deprecated=any(v.deprecated for v in vocab.values), has_aliases=vocab.has_aliases,
        alias_entries=tuple(_alias(a.name, a.canonical, a.deprecated) for a in vocab.aliases),
        removed=removed, removed_rows=rows([r.literal for r in removed], 4),
        fallback_variant=pascal(fallback.words) if fallback else "",
        fallback_deprecated=bool(fallback and fallback.deprecated),
    )


def _rule(model: Model, rule: Rule, fn_vis: str, contexts: Mapping[str, VocabularyContext],
          functions: set[str]) -> RuleContext:
    """A rule's context; contexts are the vocabularies' by key (their names already spelt) and
    functions is _function_names(model)."""
    subject, carried = model.vocabulary(rule.vocabulary), model.vocabulary(rule.carries)
    r, s, c = rule_names(model, rule), contexts[subject.key], contexts[carried.key]
    s_param, c_param = settle_parameters(model, rule, functions)
    signature = (f"{fn_vis} fn {r['settle']}({s_param}: &str, {c_param}: Option<&str>) "
                 f"-> Result<Option<{c.enum}>, UnknownSpelling> {{")
    members = [subject.by_text[text] for text in rule.values]
    return RuleContext(
        key=rule.key, doc=doc_lines(rule.doc), members=r["members"],
        member_rows=rows([constant(subject, m.words) for m in members], 4),
        members_deprecated=any(m.deprecated for m in members), settle=r["settle"],
        subject_noun=subject.noun, carried_noun=carried.noun, subject_plural=subject.plural,
        subject_canonical=s.canonical, carried_canonical=c.canonical, carried_enum=c.enum,
        subject_param=s_param, carried_param=c_param, wrap=len(signature) > WIDTH,
    )


def context(model: Model, config: TargetConfig) -> FileContext:
    level = config.get("functions")
    fn_vis = "pub" if level == "public" else "pub(crate)"
    vocabularies = tuple(_vocabulary(v) for v in model.vocabularies)
    contexts = {v.key: c for v, c in zip(model.vocabularies, vocabularies)}
    functions = _function_names(model) if model.rules else set()
    return FileContext(
        marker=f"// {marker(model)}", doc=doc_lines(model.doc),
        vocabularies=vocabularies,
        rules=tuple(_rule(model, r, fn_vis, contexts, functions) for r in model.rules),
        serde=config.flag("serde"), functions=level != "none", fn_vis=fn_vis,
    )


def check_config(config: TargetConfig) -> list[str]:
    path = config.get("path")
    stem = path.rsplit("/", 1)[-1].removesuffix(".rs")
    if not path.endswith(".rs"):
        return [f"path {path!r} must end with '.rs'"]
    if not re.fullmatch(r"[a-z_][a-z0-9_]*", stem) or stem in KEYWORDS or stem in ("main", "lib", "mod"):
        return [f"path {path!r}: the file name {stem!r} must be a snake_case module name the host can "
                "declare with `mod NAME;` (not a keyword, main, lib or mod)"]
    return []


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    return [OutputFile(config.get("path"), "rust/vocabulary.rs.j2", {"file": context(model, config)})]


def api(model: Model, config: TargetConfig) -> dict[str, object]:
    """The names a conformance runner calls, plus the module name and the settings."""
    module = config.get("path").rsplit("/", 1)[-1].removesuffix(".rs")
    described = runner_names(model, names, rule_names, literal)
    for entry, vocab in zip(described["vocabularies"], model.vocabularies):
        entry["fallback"] = "yes" if vocab.fallback else ""
    return {"module": module, "serde": config.flag("serde"), "functions": config.get("functions"), **described}


TARGET = Target(
    name="rust",
    value_case=CONSTANT_CASE,
    settings=SETTINGS,
    identifier_pattern=IDENTIFIER,
    reserved=RESERVED,
    identifiers=identifiers,
    files=files,
    check_config=check_config,
    api=api,
    filters={"rust_string": literal},
)
