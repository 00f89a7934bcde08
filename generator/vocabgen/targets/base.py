"""What every target provides, and the checks that apply to all of them alike."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import field
from typing import Any, NamedTuple

from vocabgen import profile, view
from vocabgen.charclass import is_printable
from vocabgen.marker import marker_for, marker_sentence
from vocabgen.model import Model, Rule, TargetConfig, Vocabulary
from vocabgen.records import Record


class Setting(Record):
    """One key of [targets.NAME]: how to check it and, when absent, how to derive it."""

    name: str
    help: str
    check: Callable[[str], str | None]
    default: Callable[[Mapping[str, str]], str] | None = None
    boolean: bool = False  # a TOML true/false, kept in TargetConfig as "true" / "false"
    optional: bool = False  # without a default: absent means "not wanted" (e.g. an optional tests_path)


class Identifier(NamedTuple):
    """A name a target will emit, and where in vocab.toml it comes from (a named tuple, not a
    dataclass: a 10,000-value vocabulary makes ~100,000 of them, and a tuple is built 4x faster)."""

    name: str
    path: tuple[str, ...]
    line: int
    what: str


def spelled_values(case: Callable[..., str], vocab: Vocabulary, singular: bool = True) -> tuple[str, ...]:
    """Every value's name in order: case(singular, words), or case(words) without the singular."""
    if singular:
        return tuple(case(vocab.singular, words) for words in vocab.value_words)
    return tuple(case(words) for words in vocab.value_words)


class OutputFile(Record):
    """One file a target produces: its path under --out, its template, and the template's context."""

    path: str
    template: str
    context: Mapping[str, Any]


class Target(Record):
    """A language: its settings, its reserved words, its identifiers, and its files."""

    name: str
    settings: tuple[Setting, ...]
    identifier_pattern: re.Pattern[str]
    reserved: frozenset[str]
    identifiers: Callable[[Model, TargetConfig], list[Identifier]]
    files: Callable[[Model, TargetConfig], list[OutputFile]]
    check_config: Callable[[TargetConfig], list[str]] | None = None
    # The names this target emits, for the tests' conformance runner templates:
    # {"vocabularies": [{key, collection, canonical, aliases}], "rules": [{key, members, settle}], ...}
    api: Callable[[Model, TargetConfig], dict[str, Any]] | None = None
    # Jinja filters this language's templates use, named for the syntax they produce
    # (`go_string`, `py_doc`, ...); registered in the one environment for every template.
    filters: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    # The longest identifier the language's compiler accepts, and what imposes it (0: no limit).
    identifier_limit: tuple[int, str] = (0, "")
    # `vocabgen init`: this port's [targets.NAME] settings for a dotted package name's parts
    # (("acme", "billing") -> Java package "acme.billing"); the default is no settings.
    starter: Callable[[tuple[str, ...]], dict[str, str]] = lambda parts: {}
    # The naming function (vocabgen.targets.naming) that spells each value's own name after the
    # singular (see spelled_values): the constant, accessor or def a user refers to a value by,
    # and the first identifier identifiers() derives from the value. None: no per-value names.
    value_case: Callable[..., str] | None = None


class Context(Record, eq=False):
    """The base of every template context: a frozen record (a dataclass to `fields()` and the
    README's context tables) compared by identity, as a template never compares contexts.
    Every subclass is a context: its own annotations are its fields."""


def as_context(context: Any) -> dict[str, Any]:
    """A context as a template's top-level names (its fields stay contexts)."""
    return {name: getattr(context, name) for name in context.__record_order__}


FUNCTION_LEVELS = ("public", "internal", "none")


def functions_setting() -> Setting:
    """`functions`, shared by every language target: how much beyond the constants a file exports.

    public: constants, collections and every function; internal: functions kept out of the host's
    public API where the language allows (package-private, internal, unexported, @doc false, not
    exported); none: constants and collections only.
    """

    def check(value: str) -> str | None:
        if value in FUNCTION_LEVELS:
            return None
        return f"{value!r} is not one of {', '.join(FUNCTION_LEVELS)}"

    return Setting("functions", "public, internal or none", check, lambda _: "public")


def value_identifiers(names: Iterable[str], vocab: Vocabulary, what: str) -> Iterator[Identifier]:
    """An Identifier per value of vocab, in order, named by `names` (one per value): built column
    by column, as ~100,000 of them are for a 10,000-value vocabulary."""
    return (Identifier(name, path, line, what) for name, path, line in zip(names, vocab.value_paths, vocab.value_lines))


def derived_identifiers(
    model: Model,
    case: Callable[..., str],
    vocabulary_names: Callable[[Vocabulary], Mapping[str, str]],
    rule_names: Callable[[Model, Rule], Mapping[str, str]],
    kinds: Mapping[str, str] | None = None,
) -> list[Identifier]:
    """Every name a target derives from values, vocabularies and rules, each with its origin.

    A target passes its own spellings: `case` spells each value after the singular (see
    spelled_values); `kinds` relabels roles in messages (e.g. "constant" -> "def"). An alias map
    is only listed where the vocabulary declares aliases.
    """
    label = kinds or {}
    idents: list[Identifier] = []
    what = label.get("constant", "constant")
    for vocab in model.vocabularies:
        idents.extend(value_identifiers(spelled_values(case, vocab), vocab, what))
        for role, name in vocabulary_names(vocab).items():
            if role != "aliases" or vocab.has_aliases:
                idents.append(Identifier(name, (vocab.key,), vocab.line, label.get(role, role)))
    for rule in model.rules:
        for role, name in rule_names(model, rule).items():
            idents.append(Identifier(name, ("rules", rule.key), rule.line, label.get(role, role)))
    return idents


def class_identifiers(config: TargetConfig, helpers: tuple[str, ...]) -> list[profile.Identifier]:
    """For ports that emit one class (Java, C#): the class name itself (a member may not share
    it) and the private helpers every generated class defines, checked before any other name."""
    where = ("targets", config.name)
    return [profile.Identifier(config.get("class"), where + ("class",), config.line, "class"),
            *(profile.Identifier(name, where, config.line, "helper method") for name in helpers)]


def keyword_parameters(file: view.File, config: TargetConfig, keywords: frozenset[str]) -> list[profile.Identifier]:
    """Settle parameters named after singulars (the `subject_param` and `carried_param` roles):
    locals, so they cannot collide with members, and only a keyword can break them."""
    found = []
    for rule in file.rules:
        names = rule.names[config.name]
        for vocab, role in ((rule.subject, "subject_param"), (rule.carried, "carried_param")):
            if names[role] in keywords:
                found.append(profile.Identifier(names[role], (vocab.key, "singular"), vocab.line, "parameter"))
    return found


def runner_names(
    model: Model,
    vocabulary_names: Callable[[Vocabulary], Mapping[str, str]],
    rule_names: Callable[[Model, Rule], Mapping[str, str]],
    literal: Callable[[str], str] | None = None,
) -> dict[str, list[dict[str, str]]]:
    """The names a conformance runner template calls, per vocabulary and per rule, in the
    target's own spelling ("aliases" is "" where none are declared); with literal, each entry
    also carries its key as a string literal of the language."""
    vocabularies = []
    for vocab in model.vocabularies:
        entry = {"key": vocab.key, **vocabulary_names(vocab)}
        if not vocab.has_aliases:
            entry["aliases"] = ""
        if literal is not None:
            entry["key_literal"] = literal(vocab.key)
        vocabularies.append(entry)
    rules = []
    for rule in model.rules:
        entry = {"key": rule.key, **rule_names(model, rule)}
        if literal is not None:
            entry["key_literal"] = literal(rule.key)
        rules.append(entry)
    return {"vocabularies": vocabularies, "rules": rules}


def marker(model: Model) -> str:
    """The one-line do-not-edit notice naming this model's vocab file by its origin (its path
    relative to the output folder), or by base name when no origin is set."""
    return marker_sentence(model.origin) if model.origin else marker_for(model.source)


_SEGMENT = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.+-]*")


def check_relative_path(value: str) -> str | None:
    """Output paths are plain relative paths that stay inside --out."""
    if value.startswith("/") or re.match(r"[A-Za-z]:", value):
        return f"{value!r} is absolute; give a path relative to the output folder"
    parts = value.split("/")
    for part in parts:
        if part in ("", ".", ".."):
            return f"{value!r} must not contain empty, '.' or '..' segments; it must stay inside the output folder"
        if not _SEGMENT.fullmatch(part):
            return f"{value!r} has a segment {part!r} with characters outside A-Z a-z 0-9 _ . + -"
    return None


def dotted_name_check(pattern: str, example: str) -> Callable[[str], str | None]:
    """A checker for module / package / namespace names made of identifier segments."""
    compiled = re.compile(pattern)

    def check(value: str) -> str | None:
        if compiled.fullmatch(value):
            return None
        return f"{value!r} is not a valid name here; use something like {example!r}"

    return check


def plain_literal(text: str) -> bool:
    """Printable ASCII without " and \\: a double-quoted literal of such text needs no escape in
    Java, C#, TypeScript, Go, Rust, Clojure and Python (Elixir also minds #{), the common value.
    Tested by str methods: several times faster than a regex over the characters."""
    return text.isascii() and text.isprintable() and '"' not in text and "\\" not in text


def plain_line(text: str) -> bool:
    """One line of printable ASCII, the common doc: comment_lines gives its rstrip (or nothing)
    and printable() leaves it alone, so a target's doc filter may take it straight."""
    return text.isascii() and text.isprintable()


_OUTSIDE_PRINTABLE_ASCII = re.compile(r"[^ -~]")


def printable(line: str) -> str:
    """The line with each non-printable character replaced by a space (comments may be sanitised).

    Only the characters outside printable ASCII are looked up: docs are mostly ASCII with the odd
    section sign or dash."""
    uncommon = _OUTSIDE_PRINTABLE_ASCII.findall(line)
    if not uncommon or all(is_printable(ch) for ch in uncommon):
        return line
    return "".join(ch if is_printable(ch) else " " for ch in line)


# Made spaces in comments. None of them (nor a line break) is printable to str.isprintable() on any
# Python, so a printable doc is one clean line; re compiles the class only for docs that need it.
UNPRINTABLE = "[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]"


def comment_lines(text: str) -> list[str]:
    """Split a doc into comment lines: control characters become spaces, no trailing space,
    no blank lines at either end. Comments may be sanitised; values never are."""
    if text.isprintable():  # one clean line: the common case
        line = text.rstrip()
        return [line] if line else []
    text = re.sub(UNPRINTABLE, " ", text.replace("\r\n", "\n").replace("\r", "\n"))
    lines = [line.rstrip() for line in text.split("\n")]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return lines
