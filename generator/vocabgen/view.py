"""The view every template reads: the model with its references resolved, each configured port's
names and literals, and the expectations generated tests check. Built once per render, the same
object for every port; nothing in it is a line of any language.

A port's names are `names[port][role]` (e.g. `value.names.go.constant`), its string literals
`literal[port]` (e.g. `value.literal.go`). Docs are kept raw: each port's doc filter sanitises
them where the template assembles a comment, because comment rules (gofmt's headings, Javadoc's
first sentence) depend on the whole comment. `vocabgen view --json` prints this object; the
template contract (docs/templates.md) is generated from these classes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Annotated, Any, NamedTuple, TypeVar, get_type_hints

from vocabgen import vectors
from vocabgen.model import Model
from vocabgen.records import Record, fields as record_fields
from vocabgen.vectors import Outcome

VERSION = 2  # the template context's version: raised whenever a field is renamed or removed

T = TypeVar("T")


class Table(dict[str, T]):
    """A dict whose keys are also its attributes: its instance namespace is the dict itself, so a
    template's `value.names.go.constant` is three plain attribute reads (a plain dict would make
    Jinja try each as an attribute, fail with an exception, then read it as an item: six times
    slower). No port or role may be named like a dict method (tested), or it would hide it."""

    def __init__(self, *args: Any, **kwargs: T) -> None:
        super().__init__(*args, **kwargs)
        self.__dict__ = self


NO_NAMES: Table[str] = Table()  # shared by every value of a port that names none; like every table, never changed after the build
Names = Table[Table[str]]  # port -> role -> identifier (filled while the view is built)
Literals = Table[str]  # port -> the text as that port's string literal
Words = tuple[str, ...]
# Classes built once per value, alias, removed spelling or test case are named tuples: tens of
# thousands in a large vocabulary, built four times faster than a record. The few built once per
# vocabulary, rule or file are records, about a sixth as costly to define (vocabgen.records).
REF = "reference"  # Annotated metadata: the field points at an object owned elsewhere in the view


class DeprecatedName(NamedTuple):
    """A second, deprecated name of a value: a deprecated constant holding the same value."""

    name: Annotated[str, "the name as vocab.toml gives it (snake_case words)"]
    words: Annotated[Words, "its words"]
    reason: Annotated[str, "why it is deprecated and what to use instead"]
    line: Annotated[int, "its line in vocab.toml"]
    names: Annotated[Names, "port -> role -> identifier (constant, where the port names values)"]


class Value(NamedTuple):
    """One value of a vocabulary, in vocab.toml order."""

    text: Annotated[str, "the value, exactly as in vocab.toml"]
    doc: Annotated[str, "its doc, raw (\"\" for none)"]
    deprecated: Annotated[str, "why it is deprecated and what to use instead (\"\" when current)"]
    words: Annotated[Words, "the lowercase ASCII words its identifiers are spelled from"]
    line: Annotated[int, "its line in vocab.toml"]
    aliases: Annotated[tuple[str, ...], "the aliases that canonicalise to it, in vocab.toml order"]
    names: Annotated[Names, "port -> role -> identifier (constant, member, ...)"]
    name: Annotated[Table[str], "port -> the name a user refers to it by: its first name in that port's naming table"]
    literal: Annotated[Literals, "port -> the value as a string literal"]
    named: Annotated[str, "its own name as vocab.toml gives it (`name = \"http_1_0\"`), whose words are `words`; \"\" when they are the value's"]
    named_line: Annotated[int, "the line of its `name` in vocab.toml (0 without one)"]
    deprecated_names: Annotated[tuple[DeprecatedName, ...], "its second, deprecated names, in vocab.toml order"]
    stability: Annotated[str, "its own stability level (development, release_candidate, stable); \"\" when it "
                              "has none (then its vocabulary's applies)"] = ""
    replaced_by: Annotated[str, "the value that replaces it, deprecated (\"\" for none)"] = ""


class Alias(NamedTuple):
    """An accepted non-canonical spelling."""

    name: Annotated[str, "the alias spelling"]
    value: Annotated[Value, REF, "the value it canonicalises to"]
    deprecated: Annotated[str, "why it is deprecated (\"\" when current)"]
    line: Annotated[int, "its line in vocab.toml"]
    literal: Annotated[Literals, "port -> the alias as a string literal"]
    words: Annotated[Words, "the lowercase ASCII words an alias constant is named from (none without a letter or digit)"]
    names: Annotated[Names, "port -> role -> identifier (alias_constant, where alias_constants is on)"]
    replaced_by: Annotated[str, "the value that replaces it, deprecated (\"\" for none)"] = ""


class Removed(NamedTuple):
    """A tombstone: a spelling that was a value or alias once and may never come back."""

    text: Annotated[str, "the removed spelling"]
    reason: Annotated[str, "why it was removed"]
    line: Annotated[int, "its line in vocab.toml"]
    literal: Annotated[Literals, "port -> the spelling as a string literal"]


class Case(NamedTuple):
    """One call a generated test makes, with what it must return."""

    input: Annotated[str, "the argument"]
    kind: Annotated[str, "\"value\", \"none\" or \"error\" (a guard: \"value\" with \"true\"/\"false\"; an "
                         "open parse: \"known\" or \"unknown\")"]
    want: Annotated[str, "the expected value (\"\" for \"none\" and \"error\"; the raw input for \"unknown\")"]
    known: Annotated[bool, "the input is a value or an alias"]


class SettleCase(NamedTuple):
    """One settle call a generated test makes."""

    subject: Annotated[str, "the subject spelling"]
    carried: Annotated[str | None, "the carried spelling, or None for none"]
    kind: Annotated[str, "\"value\", \"none\" or \"error\""]
    want: Annotated[str, "the expected carried value (\"\" unless kind is \"value\")"]


class Vocabulary(Record):
    """A closed, ordered set of strings."""

    key: Annotated[str, "its table name in vocab.toml, e.g. run_statuses"]
    words: Annotated[Words, "the key's words, e.g. (run, statuses)"]
    singular: Annotated[Words, "a member's words, e.g. (run, status)"]
    noun: Annotated[str, "the singular as prose, e.g. \"run status\""]
    plural: Annotated[str, "the key as prose, e.g. \"run statuses\""]
    doc: Annotated[str, "its doc, raw"]
    line: Annotated[int, "its line in vocab.toml"]
    singular_line: Annotated[int, "the line of its singular key in vocab.toml"]
    values: Annotated[tuple[Value, ...], "in vocab.toml order"]
    has_aliases: Annotated[bool, "an [X.aliases] table exists (maybe empty)"]
    aliases: Annotated[tuple[Alias, ...], "in vocab.toml order"]
    removed: Annotated[tuple[Removed, ...], "tombstones, in vocab.toml order"]
    spellings: Annotated[Mapping[str, Value], REF, "every accepted spelling (each value and alias) -> the value it names"]
    fallback: Annotated[Value | None, REF, "what the lenient reader returns for unknown input, or None"]
    names: Annotated[Names, "port -> role -> identifier (collection, guard, canonical, read, ...)"]
    guard_cases: Annotated[tuple[Case, ...], "membership expectations for generated tests"]
    canonical_cases: Annotated[tuple[Case, ...], "strict canonicalisation expectations"]
    read_cases: Annotated[tuple[Case, ...], "lenient reader expectations"]
    parse_cases: Annotated[tuple[Case, ...], "open parse expectations (docs/typed.md, typed vectors)"]
    stability: Annotated[str, "its stability level; \"\" when unmarked (ranked as stable)"] = ""
    deprecated: Annotated[str, "why the whole vocabulary is deprecated (\"\" when current)"] = ""
    replaced_by: Annotated[str, "the key of the vocabulary that replaces it, deprecated (\"\" for none)"] = ""


class Rule(Record):
    """Values of a subject vocabulary that carry a member of another; every other value carries none."""

    key: Annotated[str, "its table name under [rules], e.g. limit_stop"]
    words: Annotated[Words, "the key's words"]
    doc: Annotated[str, "its doc, raw"]
    line: Annotated[int, "its line in vocab.toml"]
    subject: Annotated[Vocabulary, REF, "the vocabulary whose values may carry"]
    carried: Annotated[Vocabulary, REF, "the vocabulary they carry a member of"]
    members: Annotated[tuple[Value, ...], REF, "the subject values that carry, in rule order"]
    members_words: Annotated[Words, "the words the members collection is named from: the rule's members key, else the rule key's words then the subject's key"]
    names: Annotated[Names, "port -> role -> identifier (members, settle, parameters, ...)"]
    settle_cases: Annotated[tuple[SettleCase, ...], "settle expectations for generated tests"]
    typed_settle_cases: Annotated[tuple[SettleCase, ...], "typed settle expectations (docs/typed.md)"]


class File(Record):
    """One vocab file: what every template receives as `file`."""

    source: Annotated[str, "how the marker names the vocab file, e.g. ../vocab.toml"]
    marker: Annotated[str, "the do-not-edit sentence, without comment syntax"]
    schema_version: Annotated[int, "vocab.toml's schema version"]
    vocabulary_version: Annotated[int, "the contract's own version"]
    doc: Annotated[str, "the file's top doc, raw"]
    vocabularies: Annotated[tuple[Vocabulary, ...], "in vocab.toml order"]
    rules: Annotated[tuple[Rule, ...], "in vocab.toml order"]
    names: Annotated[Names, "port -> role -> identifier for names that belong to the whole file"]
    targets: Annotated[Table[Table[str | bool]], "port -> its [targets.*] settings after defaults"]


CLASSES = (File, Vocabulary, Value, DeprecatedName, Alias, Removed, Rule, Case, SettleCase)


class Speller(Record):
    """What the view needs from one configured port: its names per scope, and its literal."""

    port: str
    file_names: Callable[[File], dict[str, str]]
    vocabulary_names: Callable[[Vocabulary], dict[str, str]]
    value_names: Callable[[Vocabulary], list[dict[str, str]]]  # each value's, in order
    alias_names: Callable[[Vocabulary], list[dict[str, str]]]  # each alias's, in order
    # each value's deprecated names' names, in order (per value, a list per deprecated name)
    deprecated_name_names: Callable[[Vocabulary], list[list[dict[str, str]]]]
    rule_names: Callable[[Rule], dict[str, str]]
    # Names local to each rule's functions (parameters), by rule key, chosen once every
    # top-level name is known.
    rule_locals: Callable[[File], dict[str, dict[str, str]]]
    literal: Callable[[str], str]


def _cases(pairs: list[tuple[str, Outcome]], known: Mapping[str, str]) -> tuple[Case, ...]:
    return tuple(Case(spelling, o.kind, o.value, spelling in known) for spelling, o in pairs)


def build(model: Model, marker: str, spellers: tuple[Speller, ...],
          targets: dict[str, dict[str, str | bool]]) -> File:
    """The view of model for the given ports (each port's names and literals spelled once);
    targets holds each port's settings as its templates read them."""
    literal = {s.port: s.literal for s in spellers}

    def literals(text: str) -> Literals:
        return Table((port, spell(text)) for port, spell in literal.items())

    vocabularies: dict[str, Vocabulary] = {}
    for vocab in model.vocabularies:
        aliases_of: dict[str, list[str]] = {}
        for alias in vocab.aliases:
            aliases_of.setdefault(alias.canonical, []).append(alias.name)
        values = tuple(Value(v.text, v.doc, v.deprecated, v.words, v.line, tuple(aliases_of.get(v.text, ())),
                             Table(), Table(), literals(v.text), v.name, v.name_line,
                             tuple(DeprecatedName(d.name, d.words, d.reason, d.line, Table()) for d in v.deprecated_names),
                             v.stability, v.replaced_by)
                       for v in vocab.values)
        by_text = {v.text: v for v in values}
        known = vocab.spellings
        view = Vocabulary(
            key=vocab.key, words=vocab.words, singular=vocab.singular, noun=vocab.noun, plural=vocab.plural,
            doc=vocab.doc, line=vocab.line, singular_line=vocab.singular_line, values=values,
            has_aliases=vocab.has_aliases,
            aliases=tuple(Alias(a.name, by_text[a.canonical], a.deprecated, a.line, literals(a.name), a.words, Table(),
                                a.replaced_by) for a in vocab.aliases),
            removed=tuple(Removed(r.text, r.reason, r.line, literals(r.text)) for r in vocab.removed),
            spellings=MappingProxyType({spelling: by_text[text] for spelling, text in known.items()}),
            fallback=by_text[vocab.fallback] if vocab.fallback else None, names=Table(),
            guard_cases=tuple(Case(s, "value", "true" if member else "false", s in known)
                              for s, member in vectors.guard_cases(vocab)),
            canonical_cases=_cases(vectors.canonical_cases(vocab), known),
            read_cases=_cases(vectors.read_cases(vocab), known),
            parse_cases=_cases(vectors.parse_cases(vocab), known),
            stability=vocab.stability, deprecated=vocab.deprecated, replaced_by=vocab.replaced_by,
        )
        for speller in spellers:
            view.names[speller.port] = Table(speller.vocabulary_names(view))
            for view_alias, names in zip(view.aliases, speller.alias_names(view)):
                view_alias.names[speller.port] = Table(names) if names else NO_NAMES
            spelled = speller.value_names(view)
            if not spelled[0]:  # a port that names no value (the vectors, the page)
                for value in values:
                    value.names[speller.port] = NO_NAMES
                    for former in value.deprecated_names:
                        former.names[speller.port] = NO_NAMES
                continue
            for value, names in zip(values, spelled):
                value.names[speller.port] = Table(names)
                value.name[speller.port] = next(iter(names.values()))
            for value, per_value in zip(values, speller.deprecated_name_names(view)):
                for former, former_names in zip(value.deprecated_names, per_value):
                    former.names[speller.port] = Table(former_names) if former_names else NO_NAMES
        vocabularies[vocab.key] = view
    rules = []
    for rule in model.rules:
        subject = vocabularies[rule.vocabulary]
        members = {v.text: v for v in subject.values}
        settled = vectors.settle_cases(model, rule)
        view_rule = Rule(rule.key, rule.words, rule.doc, rule.line, subject, vocabularies[rule.carries],
                         tuple(members[text] for text in rule.values), rule.members, Table(),
                         tuple(SettleCase(s, c, o.kind, o.value) for s, c, o in settled),
                         tuple(SettleCase(s, c, o.kind, o.value)
                               for s, c, o in vectors.typed_settle_cases(model, rule, settled)))
        rules.append(view_rule)
    file = File(source=model.origin or model.source, marker=marker, schema_version=model.schema_version,
                vocabulary_version=model.vocabulary_version, doc=model.doc,
                vocabularies=tuple(vocabularies.values()), rules=tuple(rules), names=Table(),
                targets=Table((port, Table(settings)) for port, settings in targets.items()))
    for speller in spellers:
        for view_rule in rules:
            view_rule.names[speller.port] = Table(speller.rule_names(view_rule))
        file.names[speller.port] = Table(speller.file_names(file))
        local = speller.rule_locals(file)  # a parameter must not hide any top-level name: these come last
        for view_rule in rules:
            view_rule.names[speller.port].update(local.get(view_rule.key, {}))
    return file


def fields(cls: type) -> list[tuple[str, str, bool]]:
    """A view class's fields in order: (name, description, is a reference)."""
    hints = get_type_hints(cls, include_extras=True)
    out = []
    for name in getattr(cls, "_fields", None) or record_fields(cls):
        extras = getattr(hints[name], "__metadata__", ())
        out.append((name, str(extras[-1]) if extras else "", REF in extras))
    return out


def as_data(node: Any) -> Any:
    """The view as JSON-ready data: objects as mappings, references as the key or text they name."""
    if isinstance(node, CLASSES):
        data: dict[str, Any] = {}
        for name, _, reference in fields(type(node)):
            item = getattr(node, name)
            data[name] = _reference(item) if reference else as_data(item)
        return data
    if isinstance(node, Mapping):
        return {key: as_data(item) for key, item in node.items()}
    if isinstance(node, tuple):
        return [as_data(item) for item in node]
    return node


def _reference(node: Any) -> Any:
    if node is None:
        return None
    if isinstance(node, Mapping):
        return {key: _reference(item) for key, item in node.items()}
    if isinstance(node, tuple) and not isinstance(node, CLASSES):
        return [_reference(item) for item in node]
    return node.key if isinstance(node, Vocabulary) else node.text
