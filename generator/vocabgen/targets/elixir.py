"""Elixir: one module with a zero-arity accessor per value, the values in order, alias maps,
removed spellings, `status?/1`, `read_status/1`, `canonical_status/1` (+ `!`) and
`settle_<rule>/2` (+ `!`) per rule.

This module owns the language's knowledge: names, reserved words and modules, escaping
(`ex_string`, `ex_heredoc`), doc sanitising and paths. The file's shape lives in
templates/elixir/module.ex.j2 and its macros."""

from __future__ import annotations

import re
from typing import Any

from vocabgen.charclass import is_printable
from vocabgen.model import Model, Rule, TargetConfig, Vocabulary
from vocabgen.targets.base import (
    plain_literal,
    Context,
    Identifier,
    OutputFile,
    Setting,
    Target,
    as_context,
    check_relative_path,
    comment_lines,
    derived_identifiers,
    dotted_name_check,
    functions_setting,
    marker,
    printable,
    runner_names,
    spelled_values,
)
from vocabgen.targets.naming import snake
from vocabgen.vectors import canonical_cases, guard_cases, read_cases, settle_cases

LINE_LENGTH = 98  # mix format's default
ATOM_LIMIT = 255  # the BEAM's longest atom, in characters: every function, type and reason is one


def _snake_segment(segment: str) -> str:
    """Elixir's Macro.underscore for a module segment: ToolNexus -> tool_nexus."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", segment).lower()


# Modules Elixir 1.14-1.17 and OTP ship under Elixir names: defining one of them (or a module
# inside one, e.g. "Kernel.Vocab" redefines nothing but "String" does) replaces the real one.
SHIPPED_MODULES = frozenset("""
    Access Agent Application ArgumentError ArithmeticError Atom BadArityError BadBooleanError
    BadFunctionError BadMapError BadStructError Base Behaviour Bitwise Calendar CaseClauseError Code
    Collectable CompileError CondClauseError Config Date DateTime Dict Duration DynamicSupervisor Enum
    Enumerable ErlangError Exception File Float Function FunctionClauseError GenEvent GenServer HashDict
    HashSet IO Inspect Integer Kernel KeyError Keyword List Macro Map MapSet MatchError MismatchedDelimiterError
    Module NaiveDateTime Node OptionParser PartitionSupervisor Path Port Process Protocol Range Record Regex
    Registry RuntimeError Set Stream String StringIO Supervisor SyntaxError System SystemLimitError Task
    TokenMissingError TryClauseError Tuple URI UndefinedFunctionError UnicodeConversionError Version
    WithClauseError Elixir ExUnit IEx Mix EEx Logger Erlang
""".split())
# Reserved words, and Kernel.SpecialForms that cannot be a function's name.
KEYWORDS = frozenset("do end fn when and or not in true false nil catch rescue after else".split())
SPECIAL_FORMS = frozenset("""alias case cond for import quote receive require super try unquote unquote_splicing
    with __CALLER__ __DIR__ __ENV__ __MODULE__ __STACKTRACE__ __aliases__ __block__""".split())
# Kernel functions and macros: a zero-arity def of make_ref/node/self/binding/dbg conflicts with
# the auto-import, and a def named like a definition or control macro reads as that macro.
KERNEL = frozenset("""make_ref node self binding dbg def defp defmacro defmacrop defmodule defprotocol defimpl
    defstruct defexception defdelegate defguard defguardp defoverridable defcallback if unless use raise
    reraise throw import require alias sigil_S sigil_s is_nil is_struct is_exception match? destructure
    get_in put_in update_in pop_in get_and_update_in to_string to_charlist var! alias! exit spawn apply
    is_binary inspect""".split())
# Functions every module defines, and names the typespec system owns (a type cannot reuse them).
GENERATED = frozenset("module_info __info__ behaviour_info __struct__ __protocol__ __impl__".split())
BUILTIN_TYPES = frozenset("""term arity as_boolean binary bitstring boolean bool byte char charlist nonempty_charlist
    fun function identifier iodata iolist keyword list nonempty_list maybe_improper_list
    nonempty_maybe_improper_list nonempty_improper_list mfa module no_return node number struct timeout any
    none atom map pid port reference tuple float integer neg_integer non_neg_integer pos_integer string
    nonempty_string nonempty_binary nonempty_bitstring dynamic optional required""".split())
RESERVED = KEYWORDS | SPECIAL_FORMS | KERNEL | GENERATED | BUILTIN_TYPES


def check_module(value: str) -> str | None:
    """A module name made of aliases, none of them one Elixir or OTP ships at its top level."""
    shape = dotted_name_check(r"[A-Z][A-Za-z0-9_]*(\.[A-Z][A-Za-z0-9_]*)*", "Toolnexus.Agents.Vocabulary")(value)
    if shape:
        return shape
    if value in SHIPPED_MODULES or value.split(".")[0] in SHIPPED_MODULES:
        return (f"{value!r} is or lives inside {value.split('.')[0]!r}, a module Elixir/OTP ships; defining it "
                "would replace or extend the real one. Use your own top-level name, e.g. 'Acme.Vocabulary'")
    longest = max(value.split("."), key=len)
    if len("Elixir." + value) > ATOM_LIMIT:
        return (f"{value!r} gives the module atom 'Elixir.{value}' of {len('Elixir.' + value)} characters; "
                f"BEAM atoms hold at most {ATOM_LIMIT} (longest segment {longest[:20]!r}...)")
    return None


def _check_tests_path(value: str) -> str | None:
    if not value.endswith(".exs"):
        return f"{value!r} must end with .exs (an ExUnit script)"
    return check_relative_path(value)


SETTINGS = (
    Setting("module", "add module = \"Company.Vocabulary\"", check_module),
    Setting("path", "the .ex file under --out", check_relative_path,
            lambda s: "elixir/" + "/".join(_snake_segment(p) for p in s["module"].split(".")) + ".ex"),
    functions_setting(),
    Setting("tests_path", "an ExUnit .exs file under --out exercising the module (optional)", _check_tests_path,
            lambda _: ""),
)


def literal(text: str) -> str:
    """An Elixir string literal: \\ and " escaped, #{ never interpolates, invisible characters
    (zero-width, bidi overrides, which the Elixir tokenizer rejects raw) as \\u{...}."""
    # Printable ASCII without \ " # (most values) is the text in quotes; str methods find it
    # several times faster than a regex over the characters.
    if plain_literal(text) and "#" not in text:
        return f'"{text}"'
    out = ['"']
    for index, ch in enumerate(text):
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "#" and text[index + 1:index + 2] == "{":
            out.append("\\#")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif not is_printable(ch):
            out.append(f"\\u{{{ord(ch):04X}}}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def heredoc_line(line: str) -> str:
    """One line inside a \"\"\" heredoc, which processes escapes, interpolates #{ and would end
    at a \"\"\" opening a line; mix format escapes every \"\"\" in it, and so do we."""
    return line.replace("\\", "\\\\").replace("#{", "\\#{").replace('"""', '\\"""')


def doc_lines(text: str) -> tuple[str, ...]:
    """Doc text as lines safe in Elixir source: invisible characters become spaces."""
    return tuple(printable(line).rstrip() for line in comment_lines(text))


def one_line(text: str) -> str:
    """A reason or remark for one doc line or message: lines joined by spaces, sanitised."""
    if not text:  # most values and aliases are not deprecated
        return ""
    return " ".join(line.strip() for line in doc_lines(text))


class ExValue(Context):
    """One value: its accessor function and what documents it."""

    name: str  # the zero-arity accessor, e.g. status_done
    literal: str  # the value as an Elixir string literal
    doc: tuple[str, ...]  # sanitised doc lines (raw text: the template applies ex_string / ex_heredoc)
    deprecated: str  # why and what instead, one sanitised line; "" when current


class ExAlias(Context):
    """One accepted non-canonical spelling."""

    literal: str  # the alias as an Elixir string literal
    canonical_literal: str  # the value it canonicalises to, as a literal
    text: str  # the alias, sanitised for a doc line
    deprecated: str  # why and what instead, one sanitised line; "" when current


class ExRemoved(Context):
    """One tombstone: a spelling that was a value or alias once."""

    literal: str  # the spelling as an Elixir string literal
    text: str  # the spelling, sanitised for a doc line
    reason: str  # why it was removed, one sanitised line


class ExVocabulary(Context):
    """One vocabulary's names, values and flags."""

    kind: str  # the singular as prose, for docs and messages ("run status")
    type: str  # the @type name, e.g. status
    reason: str  # the error reason atom without its colon, e.g. unknown_status
    doc: tuple[str, ...]  # the vocabulary's sanitised doc lines (the @typedoc)
    values: tuple[ExValue, ...]  # in vocab.toml order
    literals: tuple[str, ...]  # every value's literal, in vocab.toml order (the collection's elements)
    collection: str  # the function listing every value, e.g. statuses
    aliases: str  # the alias map function, "" when the vocabulary declares none
    alias_entries: tuple[ExAlias, ...]  # in vocab.toml order
    removed: str  # the removed-spellings function, "" when there is no [X.removed]
    removed_entries: tuple[ExRemoved, ...]  # in vocab.toml order
    guard: str  # status?, exact membership
    read: str  # read_status, the lenient reader
    fallback_literal: str  # the reader's result for unknown input as a literal; "" means nil
    canonical: str  # canonical_status
    canonical_bang: str  # canonical_status!
    lookup: str  # the private helper: a spelling to its canonical value or nil


class ExRule(Context):
    """One rule: members of a subject vocabulary that carry a value of another."""

    doc: tuple[str, ...]  # the rule's sanitised doc lines; empty for the default sentence
    members: str  # the members function, e.g. limit_stop_statuses
    member_literals: tuple[str, ...]  # the member values as literals, in order
    settle: str  # settle_limit_stop
    settle_bang: str  # settle_limit_stop!
    subject: ExVocabulary  # the vocabulary whose values the rule selects
    carried: ExVocabulary  # the vocabulary the members carry


class ExModule(Context):
    """The context of templates/elixir/module.ex.j2."""

    marker: str  # the do-not-edit line, already a comment
    module: str  # the module name, e.g. Toolnexus.Agents.Vocabulary
    doc: tuple[str, ...]  # the vocab file's sanitised doc lines
    functions: str  # "public", "internal" (@doc false) or "none" (constants and collections only)
    vocabularies: tuple[ExVocabulary, ...]
    rules: tuple[ExRule, ...]


def _names(vocab: Vocabulary, level: str = "public") -> dict[str, str]:
    """Every name a vocabulary gives the module, by role (functions only when emitted)."""
    names = {"type": snake(vocab.singular), "collection": snake(vocab.words),
             "aliases": snake(vocab.singular, ("aliases",))}
    if vocab.removed:
        names["removed"] = snake(("removed",), vocab.words)
    if level != "none":
        names.update({
            "guard": snake(vocab.singular) + "?",
            "read": snake(("read",), vocab.singular),
            "canonical": snake(("canonical",), vocab.singular),
            "canonical_bang": snake(("canonical",), vocab.singular) + "!",
            "lookup": snake(("vocabgen",), vocab.singular),
            "reason": snake(("unknown",), vocab.singular),
        })
    return names


VALUE_FUNCTION_CASE = snake  # a value's accessor function: the singular and the value's words


def _rule_names(model: Model, rule: Rule, level: str = "public") -> dict[str, str]:
    subject = model.vocabulary(rule.vocabulary)
    names = {"members": snake(rule.words, subject.words)}
    if level != "none":
        settle = snake(("settle",), rule.words)
        names.update({"settle": settle, "settle_bang": settle + "!"})
    return names


def identifiers(model: Model, config: TargetConfig) -> list[Identifier]:
    level = config.get("functions")
    return derived_identifiers(model, VALUE_FUNCTION_CASE, lambda v: _names(v, level), lambda m, r: _rule_names(m, r, level),
                               {"constant": "function", "collection": "collection function",
                                "aliases": "aliases function", "canonical": "canonical function",
                                "canonical_bang": "canonical! function", "members": "members function",
                                "settle": "settle function", "settle_bang": "settle! function",
                                "guard": "guard function", "read": "read function", "removed": "removed function",
                                "lookup": "helper function", "reason": "error reason atom"})


def _vocabulary(vocab: Vocabulary) -> ExVocabulary:
    names = _names(vocab)
    values = tuple(ExValue(name=name, literal=literal(v.text), doc=doc_lines(v.doc), deprecated=one_line(v.deprecated))
                   for v, name in zip(vocab.values, spelled_values(VALUE_FUNCTION_CASE, vocab)))
    return ExVocabulary(
        kind=vocab.noun,
        type=names["type"],
        reason=names["reason"],
        doc=doc_lines(vocab.doc),
        values=values,
        literals=tuple(value.literal for value in values),
        collection=names["collection"],
        aliases=names["aliases"] if vocab.has_aliases else "",
        alias_entries=tuple(ExAlias(literal=literal(a.name), canonical_literal=literal(a.canonical),
                                 text=one_line(a.name), deprecated=one_line(a.deprecated)) for a in vocab.aliases),
        removed=names.get("removed", ""),
        removed_entries=tuple(ExRemoved(literal=literal(r.text), text=one_line(r.text), reason=one_line(r.reason))
                              for r in vocab.removed),
        guard=names["guard"],
        read=names["read"],
        fallback_literal=literal(vocab.fallback) if vocab.fallback else "",
        canonical=names["canonical"],
        canonical_bang=names["canonical_bang"],
        lookup=names["lookup"],
    )


def _rule(model: Model, rule: Rule, by_key: dict[str, ExVocabulary]) -> ExRule:
    names = _rule_names(model, rule)
    subject, carried = by_key[rule.vocabulary], by_key[rule.carries]
    return ExRule(doc=doc_lines(rule.doc), members=names["members"], member_literals=tuple(map(literal, rule.values)),
                  settle=names["settle"], settle_bang=names["settle_bang"], subject=subject, carried=carried)


def _context(model: Model, config: TargetConfig) -> ExModule:
    by_key = {v.key: _vocabulary(v) for v in model.vocabularies}
    return ExModule(
        marker=f"# {marker(model)}",
        module=config.get("module"),
        doc=doc_lines(model.doc),
        functions=config.get("functions"),
        vocabularies=tuple(by_key[v.key] for v in model.vocabularies),
        rules=tuple(_rule(model, r, by_key) for r in model.rules),
    )


class ExCase(Context):
    """One call and the result the vocabulary's semantics demand (from vectors.py)."""

    args: tuple[str, ...]  # the arguments as Elixir literals (nil for none)
    expected: str  # the expected result as an Elixir expression


class ExTestVocabulary(Context):
    """The cases of one vocabulary."""

    names: ExVocabulary  # the names under test
    value_cases: tuple[ExCase, ...]  # accessor name in args[0], its literal as expected
    collection_literals: tuple[str, ...]  # every value in order, as literals
    alias_cases: tuple[ExCase, ...]  # alias literal -> canonical literal
    removed_literals: tuple[str, ...]  # every removed spelling
    guard_cases: tuple[ExCase, ...]  # true / false
    read_cases: tuple[ExCase, ...]  # canonical literal, fallback literal or nil
    canonical_cases: tuple[ExCase, ...]  # {:ok, literal} or :error


class ExTestRule(Context):
    """The cases of one rule."""

    names: ExRule  # the names under test
    member_literals: tuple[str, ...]  # the members in order
    settle_cases: tuple[ExCase, ...]  # {:ok, literal}, {:ok, nil} or :error


class ExTests(Context):
    """The context of templates/elixir/test.exs.j2."""

    marker: str  # the do-not-edit line, already a comment
    module: str  # the module under test
    test_module: str  # the ExUnit module, module <> "Test"
    functions: str  # which functions exist: public, internal or none
    vocabularies: tuple[ExTestVocabulary, ...]
    rules: tuple[ExTestRule, ...]


def _optional(text: str | None) -> str:
    return "nil" if text is None else literal(text)


def _tests(model: Model, config: TargetConfig, module: ExModule) -> ExTests:
    """The test file's cases, naming what `module` (the module file's context) defines."""
    vocabularies = []
    for vocab, names in zip(model.vocabularies, module.vocabularies):
        vocabularies.append(ExTestVocabulary(
            names=names,
            # Cases by keyword: Context's fast path, as there are several per value.
            value_cases=tuple(ExCase(args=(v.name,), expected=v.literal) for v in names.values),
            collection_literals=names.literals,
            alias_cases=tuple(ExCase(args=(literal(a.name),), expected=literal(a.canonical)) for a in vocab.aliases),
            removed_literals=tuple(literal(r.text) for r in vocab.removed),
            guard_cases=tuple(ExCase(args=(literal(s),), expected="true" if ok else "false")
                              for s, ok in guard_cases(vocab)),
            read_cases=tuple(ExCase(args=(literal(s),), expected=literal(o.value) if o.kind == "value" else "nil")
                             for s, o in read_cases(vocab)),
            canonical_cases=tuple(ExCase(args=(literal(s),), expected=f"{{:ok, {literal(o.value)}}}"
                                         if o.kind == "value" else ":error") for s, o in canonical_cases(vocab)),
        ))
    rules = []
    for rule, rule_names in zip(model.rules, module.rules):
        cases = []
        for subject, carried, outcome in settle_cases(model, rule):
            expected = {"value": f"{{:ok, {literal(outcome.value)}}}", "none": "{:ok, nil}"}.get(outcome.kind, ":error")
            cases.append(ExCase(args=(literal(subject), _optional(carried)), expected=expected))
        rules.append(ExTestRule(rule_names, rule_names.member_literals, tuple(cases)))
    return ExTests(marker=module.marker, module=module.module, test_module=module.module + "Test",
                   functions=module.functions, vocabularies=tuple(vocabularies), rules=tuple(rules))


def files(model: Model, config: TargetConfig) -> list[OutputFile]:
    module = _context(model, config)
    out = [OutputFile(config.get("path"), "elixir/module.ex.j2", as_context(module))]
    if config.get("tests_path"):
        tests = _tests(model, config, module)
        out.append(OutputFile(config.get("tests_path"), "elixir/test.exs.j2", as_context(tests)))
    return out


def api(model: Model, config: TargetConfig) -> dict[str, Any]:
    return {"module": config.get("module"), "path": config.get("path"),
            **runner_names(model, _names, _rule_names, literal)}


TARGET = Target(
    name="elixir",
    value_case=VALUE_FUNCTION_CASE,
    settings=SETTINGS,
    identifier_pattern=re.compile(r"[a-z][a-z0-9_]*[!?]?"),
    reserved=RESERVED,
    identifiers=identifiers,
    files=files,
    api=api,
    filters={"ex_string": literal, "ex_heredoc": heredoc_line},
    identifier_limit=(ATOM_LIMIT, "an Elixir name is an atom, and an atom"),
    starter=lambda parts: {"module": ".".join(p[:1].upper() + p[1:] for p in parts) + ".Vocabulary"},
)
